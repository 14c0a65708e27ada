/**
 * Decoupled UCT for a two-side simultaneous-move game (`SearchGame`): at each node every unit of
 * both sides has its own bandit over its legal actions, with separate statistics per side; the
 * joint action of the bandits' picks is simulated by the game in one of several determinised
 * worlds, with dice from a fixed set of streams shared by the iterations (plots compared on the
 * same dice). Arms are opened in the game's prior order, widened progressively with visits, and
 * seeded with virtual visits at a value from their prior score. Open loop: nodes are keyed by the
 * arms chosen, not by the dice. With a fixed iteration budget the search is deterministic.
 */
import type { Factored, SearchGame } from './game.js';

export interface DuctOptions {
  /** the side the search decides for (the other side's bandits model the opponent) */
  side: string;
  /** iterations (deterministic); used when `ms` is 0 */
  iterations: number;
  /** wall-clock milliseconds (0: use iterations) */
  ms: number;
  /** joint actions searched with bandits per descent before the game evaluates the leaf */
  depth: number;
  /** UCB exploration constant */
  c: number;
  /** arms open after n visits: 2 + n^widen */
  widen: number;
  /**
   * above 1: the widening counts a bandit's visits in units of this many (arms open after n visits: 2 + (n / per)^widen),
   * so that a budget `per` times a default one opens the plots the default opens and spends the rest refining them
   */
  widenPer?: number;
  /** determinised worlds, used in turn */
  worlds: number;
  /** virtual visits of the prior per arm: the searching side's units, the other side's */
  prior: readonly [number, number];
  /** most arms ever open per unit (0: all, progressively): the searching side's, the other side's */
  width: readonly [number, number];
  /** with several units of the searching side, one explores per iteration while the others keep their most visited arm */
  focus: boolean;
  /** the searcher's own stream: worlds and dice seeds are drawn from it */
  random: () => number;
  /**
   * how each unit's bandit picks at a simultaneous node: 'ucb' (decoupled UCB1) or 'rm' (regret matching
   * with exploration, whose average strategy converges to an equilibrium of the simultaneous game)
   */
  select?: 'ucb' | 'rm';
  /** with 'rm': share of uniform exploration among the open arms */
  gamma?: number;
  /**
   * with an iteration budget and UCB: stop as soon as no remaining iteration can change the searching side's
   * decision — each of its units' most visited arm at the root (`settledAfter`). The decision is the one the
   * whole budget gives; the root's statistics are those of the iterations run.
   */
  stopWhenSettled?: boolean;
  /**
   * a descent may go `turns` joint actions beyond `depth`: a joint action taken `after` times at a node of the last
   * searched level (or below) is searched one level deeper from then on, so the lines the search keeps choosing grow
   * deeper with the budget (0 turns: every descent exactly `depth`)
   */
  grow?: { turns: number; after: number };
  /**
   * above 1, with an iteration budget: the searching side's units at the root choose by sequential halving instead of
   * UCB (Karnin, Koren and Somekh 2013; the root of Gumbel MuZero, Danihelka et al. 2022) — each unit's first `halving`
   * arms in the prior order share the budget in ⌈log₂ halving⌉ rounds, every survivor of a round visited alike on the
   * same worlds and dice, the better half by mean value kept for the next; the decision is the last round's best.
   * It minimises the simple regret of the decision, where UCB minimises the regret of the visits. 0: UCB everywhere.
   */
  halving?: number;
  /**
   * from 0 to 1: the share of each unit's own value of a leaf (`SearchGame.credit`) in what its bandit learns, the
   * rest its side's value (0: its side's value alone). Where many units of a side act at once, a unit's side value
   * carries the noise of every other unit's exploration; its own part of it (a difference credit) much less.
   */
  credit?: number;
}

/** What a search did (for benchmarks). */
export interface SearchStats {
  /** iterations run */
  iterations: number;
  /** iterations the budget allowed (0 with a time budget); more than `iterations` when a settled search stopped */
  budget: number;
  ms: number;
  /** turns searched with bandits */
  depth: number;
}

/** Bandit of one unit at one node: arms are its actions in prior order, opened progressively. */
export interface UnitBandit<A> {
  unit: string;
  arms: readonly A[];
  /** visits and summed values per arm, virtual visits of the prior included */
  n: Float64Array;
  w: Float64Array;
  total: number;
  /** virtual visits per arm */
  prior: number;
  /** most arms ever open */
  cap: number;
  /** regret matching: cumulative regrets and strategy sums per arm (absent with UCB) */
  regret?: Float64Array;
  strategy?: Float64Array;
  /** regret matching: the probability the last pick was drawn with */
  drawn?: number;
  /** sequential halving at the root: the arm decided (the last round's best), which `mostVisited` reports */
  decided?: number;
}

export interface DuctNode<A, F extends Factored<A>> {
  visits: number;
  /** the game's factored actions at this node */
  at: F;
  /** per side (in the game's order): one bandit per unit */
  bandits: UnitBandit<A>[][];
  children: Map<string, DuctNode<A, F>>;
  /** with `grow`: how often each joint action (its key) was taken at this node as a descent's last */
  taken?: Map<string, number>;
}

export interface DuctResult<A, F extends Factored<A>> {
  root: DuctNode<A, F>;
  stats: SearchStats;
}

/** Dice streams shared by the iterations (common random numbers across actions). */
export const DICE_STREAMS = 64;

/** Spread of the prior's values around ½. */
const PRIOR_SPREAD = 0.1;

/**
 * A unit's bandit, its arms in the prior order, each seeded with a few virtual visits at a value
 * from its prior score: where the simulations cannot tell actions apart, the prior decides.
 */
export function banditOf<A>(
  unit: string,
  arms: readonly A[],
  scores: readonly number[],
  prior: number,
  cap: number,
  floor?: number,
): UnitBandit<A> {
  const n = new Float64Array(arms.length);
  const w = new Float64Array(arms.length);
  const top = arms.length ? scores[0] : 0;
  const bottom = arms.length ? (floor ?? scores[arms.length - 1]) : 0;
  const span = Math.max(1e-9, top - bottom);
  for (let i = 0; i < arms.length; i++) {
    n[i] = prior;
    w[i] = prior * (0.5 + PRIOR_SPREAD * ((scores[i] - top) / span + 0.5));
  }
  return { unit, arms, n, w, total: 0, prior, cap: cap > 0 ? cap : arms.length };
}

/** Arms open at `total` visits (counted in units of `per`): progressive widening in the prior order. */
export function openArms(b: UnitBandit<unknown>, widen: number, per = 1): number {
  return Math.min(b.arms.length, b.cap, 2 + Math.floor(Math.pow(per > 1 ? b.total / per : b.total, widen)));
}

/** UCB1 over the open arms: the highest mean value plus exploration bonus. */
export function select(b: UnitBandit<unknown>, c: number, widen: number, per = 1): number {
  const k = openArms(b, widen, per);
  let best = 0;
  let bestScore = -Infinity;
  const logN = Math.log(Math.max(1, b.total + b.prior * k));
  for (let i = 0; i < k; i++) {
    const score = b.w[i] / b.n[i] + c * Math.sqrt(logN / b.n[i]);
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  }
  return best;
}

/** Regret matching over the open arms: the current strategy (positive regrets, uniform when none) into `out`. */
function currentStrategy(b: UnitBandit<unknown>, k: number, out: Float64Array): void {
  const r = b.regret!;
  let sum = 0;
  for (let i = 0; i < k; i++) sum += r[i] > 0 ? r[i] : 0;
  for (let i = 0; i < k; i++) out[i] = sum > 0 ? (r[i] > 0 ? r[i] / sum : 0) : 1 / k;
}

const sigma = new Float64Array(4096);

/** Regret matching: draw an arm from the current strategy mixed with uniform exploration; accumulate the strategy. */
export function selectRm(b: UnitBandit<unknown>, widen: number, gamma: number, random: () => number): number {
  const k = openArms(b, widen);
  if (!b.regret) {
    b.regret = new Float64Array(b.arms.length);
    b.strategy = new Float64Array(b.arms.length);
  }
  currentStrategy(b, k, sigma);
  const u = random();
  let acc = 0;
  let pick = k - 1;
  for (let i = 0; i < k; i++) {
    const p = (1 - gamma) * sigma[i] + gamma / k;
    acc += p;
    if (u < acc) {
      pick = i;
      break;
    }
  }
  for (let i = 0; i < k; i++) b.strategy![i] += sigma[i];
  b.drawn = (1 - gamma) * sigma[pick] + gamma / k;
  return pick;
}

/** Regret matching's update after the pick `arm` earned `v`: the sampled estimate of every open arm's regret. */
export function updateRm(b: UnitBandit<unknown>, arm: number, v: number, widen: number): void {
  const k = openArms(b, widen);
  currentStrategy(b, k, sigma);
  const estimate = v / Math.max(1e-6, b.drawn ?? 1);
  const baseline = sigma[arm] * estimate;
  for (let i = 0; i < k; i++) b.regret![i] += (i === arm ? estimate : 0) - baseline;
}

/** The most visited arm (ties: the higher summed value, then the first); with regret matching, the likeliest arm of the average strategy. */
export function mostVisited(b: UnitBandit<unknown>): number {
  if (b.decided !== undefined) return b.decided;
  if (b.strategy) {
    let top = 0;
    for (let i = 1; i < b.arms.length; i++) if (b.strategy[i] > b.strategy[top]) top = i;
    return top;
  }
  let best = 0;
  for (let i = 1; i < b.arms.length; i++)
    if (b.n[i] > b.n[best] || (b.n[i] === b.n[best] && b.w[i] > b.w[best])) best = i;
  return best;
}

/**
 * Whether `remaining` more iterations can no longer change any of these bandits' most visited arm: each
 * iteration adds one visit to one arm of every bandit at the root, so an arm ahead of every other by more
 * than `remaining` visits stays the most visited (the tie rule of `mostVisited` never comes into play).
 */
export function settledAfter(bandits: readonly UnitBandit<unknown>[], remaining: number): boolean {
  for (const b of bandits) {
    if (b.arms.length < 2) continue;
    let first = -Infinity;
    let second = -Infinity;
    for (let i = 0; i < b.arms.length; i++) {
      const n = b.n[i];
      if (n > first) {
        second = first;
        first = n;
      } else if (n > second) second = n;
    }
    if (first - second <= remaining) return false;
  }
  return true;
}

/** Iterations between two checks of `settledAfter` (a check reads every root arm of the searching side). */
const SETTLE_CHECK = 8;

/**
 * Root parallelisation: the root of the first search with one side's bandits holding the visits and values summed
 * over every search's root (each unit's arms matched by `key`, an arm one search never opened counting nothing there),
 * so that `bestActions` and the explanation read the searches together. The other side's bandits are the first's.
 */
export function mergeRoots<A, F extends Factored<A>>(
  roots: readonly DuctNode<A, F>[],
  sideIndex: number,
  key: (a: A) => string,
): DuctNode<A, F> {
  const first = roots[0];
  const merged = first.bandits[sideIndex].map((b, u) => {
    const n = Float64Array.from(b.n);
    const w = Float64Array.from(b.w);
    // regret matching's average strategy, summed alike (the decision and `mix` read it instead of the visits)
    const strategy = b.strategy ? Float64Array.from(b.strategy) : undefined;
    const at = new Map(b.arms.map((a, i) => [key(a), i]));
    let total = b.total;
    for (const root of roots.slice(1)) {
      const other = root.bandits[sideIndex][u];
      total += other.total;
      for (let j = 0; j < other.arms.length; j++) {
        const i = at.get(key(other.arms[j]));
        if (i === undefined) continue;
        n[i] += other.n[j];
        w[i] += other.w[j];
        if (strategy && other.strategy) strategy[i] += other.strategy[j];
      }
    }
    // a halving decision is one search's: the summed visits decide instead
    const { decided: _decided, ...rest } = b;
    return { ...rest, n, w, total, ...(strategy ? { strategy } : {}) };
  });
  const bandits = first.bandits.slice();
  bandits[sideIndex] = merged;
  return { ...first, visits: roots.reduce((v, r) => v + r.visits, 0), bandits };
}

/** Each unit's most visited action at the root, for one side. */
export function bestActions<A, F extends Factored<A>>(root: DuctNode<A, F>, sideIndex: number): A[] {
  return root.bandits[sideIndex].map((b) => b.arms[mostVisited(b)]);
}

/**
 * An arm drawn from the bandit's mixed strategy — regret matching's average strategy, else the visits beyond
 * the prior's — among the arms whose share is at least `threshold` times the top arm's (purified: the
 * exploration's noise left out).
 */
export function mixedArm(b: UnitBandit<unknown>, threshold: number, random: () => number): number {
  const share = (i: number) => (b.strategy ? b.strategy[i] : Math.max(0, b.n[i] - b.prior));
  const top = share(mostVisited(b));
  if (!(top > 0)) return mostVisited(b);
  let sum = 0;
  for (let i = 0; i < b.arms.length; i++) if (share(i) >= threshold * top) sum += share(i);
  let u = random() * sum;
  for (let i = 0; i < b.arms.length; i++) {
    const s = share(i);
    if (s < threshold * top) continue;
    u -= s;
    if (u < 0) return i;
  }
  return mostVisited(b);
}

/** Each unit's action drawn from its root bandit's mixed strategy (`mixedArm`), for one side. */
export function mixedActions<A, F extends Factored<A>>(
  root: DuctNode<A, F>,
  sideIndex: number,
  threshold: number,
  random: () => number,
): A[] {
  return root.bandits[sideIndex].map((b) => b.arms[mixedArm(b, threshold, random)]);
}

/** The mean value of an arm, the prior's virtual visits included. */
function meanOf(b: UnitBandit<unknown>, arm: number): number {
  return b.w[arm] / b.n[arm];
}

/**
 * Sequential halving's schedule for the searching side's units at the root (`DuctOptions.halving`): which arms are
 * still in, the round, and the laps run so far (a lap: every survivor visited once, on one world and dice stream).
 */
class Halving {
  /** each unit's arms still in, best first after every cut */
  private readonly survivors: number[][];
  private readonly rounds: number;
  private readonly perRound: number;
  private round = 0;
  /** the widest unit's survivors this round: a lap's length */
  private width: number;
  /** laps of the rounds before this one */
  private lapsBefore = 0;

  constructor(
    private readonly bandits: readonly UnitBandit<unknown>[],
    candidates: number,
    iterations: number,
  ) {
    this.survivors = bandits.map((b) => Array.from({ length: Math.min(candidates, b.arms.length) }, (_, k) => k));
    this.width = this.widest();
    this.rounds = Math.max(1, Math.ceil(Math.log2(this.width)));
    this.perRound = Math.max(1, Math.floor(iterations / this.rounds));
  }

  private widest(): number {
    return Math.max(1, ...this.survivors.map((s) => s.length));
  }

  /** Unit k's survivors by mean value, best first (ties: the prior's order). */
  private ranked(k: number): number[] {
    const b = this.bandits[k];
    return this.survivors[k].slice().sort((x, y) => meanOf(b, y) - meanOf(b, x) || x - y);
  }

  /** Move to the round iteration `i` falls in, cutting each unit's survivors to their better half by mean value. */
  private advance(i: number): void {
    while (this.round < this.rounds - 1 && i >= (this.round + 1) * this.perRound) {
      this.lapsBefore += Math.ceil(this.perRound / this.width);
      this.round++;
      for (let k = 0; k < this.survivors.length; k++) {
        const kept = this.ranked(k);
        this.survivors[k] = kept.slice(0, Math.ceil(kept.length / 2));
      }
      this.width = this.widest();
    }
  }

  /** Iteration `i`'s arm for each unit, and its lap number (every survivor of a lap meets the same world and dice). */
  picks(i: number): { arms: number[]; lap: number } {
    this.advance(i);
    const j = i - this.round * this.perRound;
    const lap = Math.floor(j / this.width);
    // unit k's cycle turns by k each lap, so the units' arms meet in every pairing over the laps
    const arms = this.survivors.map((s, k) => (s.length ? s[(j + lap * k) % s.length] : 0));
    return { arms, lap: this.lapsBefore + lap };
  }

  /** The decision: each unit's best survivor by mean value (ties: the prior's order). */
  decide(): void {
    for (let k = 0; k < this.survivors.length; k++)
      if (this.survivors[k].length) this.bandits[k].decided = this.ranked(k)[0];
  }
}

/** The key of a joint action at a node: each side's picked arms. */
function jointKey(picks: readonly (readonly number[])[]): string {
  return picks.map((p) => p.join('.')).join('/');
}

/**
 * Search `game` for `options.side`: returns the root (its bandits hold the statistics; read the
 * decision with `bestActions`) and what the search did. Draws from `options.random`, in this
 * order: the worlds, then the seeds of the dice streams.
 */
export function duct<S, A, F extends Factored<A>>(game: SearchGame<S, A, F>, options: DuctOptions): DuctResult<A, F> {
  const me = game.sides.indexOf(options.side);
  if (me < 0) throw new Error(`duct: side "${options.side}" is not one of ${game.sides.join(', ')}`);
  const random = options.random;
  const worlds: S[] = [];
  for (let i = 0; i < Math.max(1, options.worlds); i++) worlds.push(game.determinise(i, random));
  const start = performance.now();
  const node = (state: S, root: boolean): DuctNode<A, F> => {
    const at = game.actions(state, root);
    const bandits = at.sides.map((units, s) => {
      const own = s === me ? 0 : 1;
      return units.map((u) => banditOf(u.unit, u.actions, u.scores, options.prior[own], options.width[own], u.floor));
    });
    return { visits: 0, at, bandits, children: new Map() };
  };
  const root = node(worlds[0], true);
  // a fixed set of dice streams, reused across iterations: actions are compared on the same dice
  const seeds = Array.from({ length: DICE_STREAMS }, (_, k) => `d${k}:${Math.floor(random() * 2 ** 32)}`);
  const { ms, iterations, depth, c, widen } = options;
  const per = options.widenPer ?? 1;
  const rm = options.select === 'rm';
  const growTurns = Math.max(0, options.grow?.turns ?? 0);
  const growAfter = Math.max(1, options.grow?.after ?? 1);
  const maxDepth = depth + growTurns;
  const gamma = options.gamma ?? 0.2;
  const credit = Math.min(1, Math.max(0, options.credit ?? 0));
  const sides = game.sides.length;
  const path: { node: DuctNode<A, F>; picks: number[][] }[] = [];
  const halving =
    ms <= 0 && !rm && (options.halving ?? 0) > 1 ? new Halving(root.bandits[me], options.halving!, iterations) : null;
  const settle = options.stopWhenSettled === true && ms <= 0 && !rm && !halving;
  let i = 0;
  for (; ms > 0 ? performance.now() - start < ms : i < iterations; i++) {
    if (settle && i > 0 && i % SETTLE_CHECK === 0 && settledAfter(root.bandits[me], iterations - i)) break;
    game.begin?.();
    // with halving, the survivors of a lap meet the same world and dice (common random numbers)
    const halved = halving?.picks(i);
    const sample = halved ? halved.lap : i;
    let state = game.reseed(worlds[sample % worlds.length], seeds[Math.floor(sample / worlds.length) % DICE_STREAMS]);
    const begin = state;
    path.length = 0;
    let n = root;
    for (let d = 0; d < maxDepth && !game.terminal(state); d++) {
      const picks: number[][] = [];
      const joint: A[][] = [];
      for (let s = 0; s < sides; s++) {
        const all = n.bandits[s];
        // focus: with several units of ours, one explores each iteration and the others keep their best
        const explorer = options.focus && s === me && all.length > 1 ? i % all.length : -1;
        const arms = new Array<number>(all.length);
        const actions = new Array<A>(all.length);
        for (let k = 0; k < all.length; k++) {
          const b = all[k];
          const arm =
            halved && d === 0 && s === me
              ? halved.arms[k]
              : explorer >= 0 && k !== explorer
                ? mostVisited(b)
                : rm
                  ? selectRm(b, widen, gamma, random)
                  : select(b, c, widen, per);
          arms[k] = arm;
          actions[k] = b.arms[arm];
        }
        picks.push(arms);
        joint.push(actions);
      }
      path.push({ node: n, picks });
      let key = '';
      let leaf = d + 1 >= maxDepth;
      if (d + 1 >= depth && !leaf) {
        // grow: a joint action deeper than `depth` once it was the last of `growAfter` descents from this node
        key = jointKey(picks);
        const counts = (n.taken ??= new Map<string, number>());
        const taken = counts.get(key) ?? 0;
        if (taken < growAfter) {
          counts.set(key, taken + 1);
          leaf = true;
        }
      }
      state = game.step(state, n.at, joint, leaf);
      if (!leaf && !game.terminal(state)) {
        key ||= jointKey(picks);
        let child = n.children.get(key);
        if (!child) {
          child = node(state, false);
          n.children.set(key, child);
        }
        n = child;
      }
    }
    const value = game.evaluate(begin, state, options.side);
    const units = credit > 0 ? (game.credit?.() ?? null) : null;
    for (const { node: visited, picks } of path) {
      visited.visits++;
      for (let s = 0; s < sides; s++) {
        const side = s === me ? value : 1 - value;
        const all = visited.bandits[s];
        for (let k = 0; k < all.length; k++) {
          const b = all[k];
          const arm = picks[s][k];
          const own = units?.get(b.unit);
          const v = own === undefined ? side : (1 - credit) * side + credit * own;
          if (rm && b.regret) updateRm(b, arm, v, widen);
          b.n[arm]++;
          b.w[arm] += v;
          b.total++;
        }
      }
    }
  }
  halving?.decide();
  return { root, stats: { iterations: i, budget: ms > 0 ? 0 : iterations, ms: performance.now() - start, depth } };
}
