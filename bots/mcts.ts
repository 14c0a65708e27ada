/**
 * `mcts`: Monte Carlo tree search over plot strings for a simultaneous-move game. Decoupled UCT:
 * at each node every ship of both sides has its own bandit over its legal plots (actions factored
 * per ship), with separate statistics per side; the joint action is simulated with the engine
 * (`resolveTurn`) in a world consistent with the player view (`stateFromView`: hidden enemy loads
 * drawn from the captain's belief, dice from the captain's own stream). By default (`expected`)
 * the turn is played up to the Combat Phase — movement, collisions, drift and fouling as they fall —
 * and the broadsides are weighed by their expectation; otherwise whole turns are played with dice,
 * optionally deeper (`depth`) and with greedy rollouts, and scored by material, points and position.
 * Plots are tried in the order of the greedy evaluation, widened progressively with visits and
 * seeded with virtual visits at their greedy value. Open loop: nodes are keyed by the plots
 * chosen, not by the dice. With a fixed iteration budget the search is deterministic.
 */
import {
  playerView, points, reseed, resolveTurn, stateFromView,
  type Ammo, type Broadside, type GameState, type OrdersBySide, type PlayerView, type ShipOrders, type SideId,
  type SideOrders,
} from '../src/index.js';
import { defineCaptain, type Budget, type Captain, type CaptainOptions } from './captain.js';
import { Belief } from './lib/belief.js';
import { boardingStageOrders } from './lib/contact.js';
import { arenaOf, fleetExchange, unitOf, type Unit } from './lib/engagement.js';
import { enemyShips, operational, ownShips } from './lib/fleet.js';
import { rangeOf } from './lib/geometry.js';
import { AMMO_OPTION, doctrineOption, type AmmoDoctrine } from './lib/orders.js';
import { figuresOf, fullFigures, shipWorth } from './lib/value.js';
import {
  GREEDY_DEFAULTS, crewBalance, greedyPlan, greedySideOrders, type Choice, type GreedyOptions, type SidePlan,
} from './greedy/index.js';

export interface MctsOptions {
  /** iterations per decision (deterministic; 0: `perShip` per fighting ship); used when no time budget is set */
  iterations: number;
  /** with iterations 0: iterations per ship afloat and fighting, both sides (0: ITERATIONS_PER_SHIP, or FLEET_ITERATIONS_PER_SHIP in a fleet action) */
  perShip: number;
  /** wall-clock milliseconds per decision (0: use iterations) */
  ms: number;
  /** turns searched with bandits before the rollout (1: the current turn only) */
  depth: number;
  /** turns of greedy rollout after the tree */
  rollout: number;
  /** UCB exploration constant */
  c: number;
  /** determinized worlds (hidden loads drawn from the belief) */
  worlds: number;
  /** virtual visits of the greedy prior per arm: own ships, enemy ships (the opponent model) */
  prior: number;
  enemyPrior: number;
  /** most plots open per enemy ship (0: all, progressively) */
  enemyWidth: number;
  /** 1: with several ships of ours, one ship explores per iteration while the others keep their best plot */
  focus: number;
  /** arms open after n visits: 2 + n^widen */
  widen: number;
  /**
   * 11.3.4 1: keep an initial broadside for close range while closing, as greedy-raker does; 0: fire
   * every loaded broadside that bears, as the search assumed when it weighed the placements
   */
  keepInitial: number;
  /** weight of the exchange the leaf placements promise */
  position: number;
  /** within it, weight of next turn's exchange with every broadside loaded */
  potential: number;
  /** 1: weigh the turn's broadsides by their expectation instead of rolling them (depth 1, no rollout) */
  expected: number;
  /** a swing of this share of a side's points moves a leaf's value from ½ to 0.88 (tanh 1) */
  scale: number;
  ammo: AmmoDoctrine;
}

/** The default budget: iterations per ship afloat and fighting, both sides, in a single-ship action (300 in a duel). */
export const ITERATIONS_PER_SHIP = 150;
/**
 * The default budget in a fleet action (more than two ships in the scenario): every ship's bandit
 * shares each simulation's value with the other ships' exploration, so each needs more samples
 * (1,800 iterations at the start of three against three). Measured on 200 side-swapped pairs
 * against greedy-raker: 300 a ship won 73.2% of decided squadron actions (150: 67.9%), while in the
 * duel 300 a ship won 66.5% (150: 72.5%).
 */
export const FLEET_ITERATIONS_PER_SHIP = 300;

export const MCTS_DEFAULTS: Omit<MctsOptions, 'ammo'> = { iterations: 0, perShip: 0, ms: 0, depth: 1, rollout: 0, c: 0.6, worlds: 8, prior: 2, enemyPrior: 2, enemyWidth: 0, focus: 0, widen: 0.5, keepInitial: 0, position: 0.5, potential: 0.3, expected: 1, scale: 0.07 };

/** What the last search did (for benchmarks). */
export interface SearchStats {
  iterations: number;
  ms: number;
}

/** Bandit of one ship at one node: arms are its plots in prior order, opened progressively. */
interface ShipBandit {
  id: string;
  arms: Choice[];
  n: Float64Array;
  w: Float64Array;
  total: number;
  /** virtual visits per arm */
  prior: number;
  /** most arms ever open */
  cap: number;
}

interface Node {
  visits: number;
  /** per side: one bandit per ship */
  bandits: Record<SideId, ShipBandit[]>;
  children: Map<string, Node>;
  /** orders of each arm, by ship and plot (filled lazily) */
  orders: Map<string, ShipOrders>;
  plans: Record<SideId, SidePlan>;
  views: Record<SideId, PlayerView>;
}

const ROLLOUT: Omit<GreedyOptions, 'ammo'> = { ...GREEDY_DEFAULTS, predictions: 0, spread: 0, fast: true };

/** Spread of the greedy prior's values around ½. */
const PRIOR_SPREAD = 0.1;

/**
 * A ship's bandit, its arms (plots) in the greedy order, each seeded with a few virtual visits at a
 * value from its greedy score (prior knowledge): where the simulations cannot tell plots apart, the
 * greedy evaluation decides.
 */
function banditOf(id: string, arms: Choice[], prior: number, cap: number): ShipBandit {
  const n = new Float64Array(arms.length);
  const w = new Float64Array(arms.length);
  const top = arms.length ? arms[0].score : 0;
  const bottom = arms.length ? arms[arms.length - 1].score : 0;
  const span = Math.max(1e-9, top - bottom);
  for (let i = 0; i < arms.length; i++) {
    n[i] = prior;
    w[i] = prior * (0.5 + PRIOR_SPREAD * ((arms[i].score - top) / span + 0.5));
  }
  return { id, arms, n, w, total: 0, prior, cap: cap > 0 ? cap : arms.length };
}

/** Arms open at `total` visits: progressive widening in the order of the greedy evaluation. */
function openArms(b: ShipBandit, widen: number): number {
  return Math.min(b.arms.length, b.cap, 2 + Math.floor(Math.pow(b.total, widen)));
}

function select(b: ShipBandit, c: number, widen: number): number {
  const k = openArms(b, widen);
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

function mostVisited(b: ShipBandit): number {
  let best = 0;
  for (let i = 1; i < b.arms.length; i++) if (b.n[i] > b.n[best] || (b.n[i] === b.n[best] && b.w[i] > b.w[best])) best = i;
  return best;
}

/**
 * Resolve a simulated turn in one call. Ships fouled or grappled at the start of the turn form
 * their boarding parties up front (in play they are formed in the Boarding Preparation Phase,
 * 10.0; a simulation may have its orders voided by an unfouling without harm).
 */
export function simulateTurn(state: GameState, orders: OrdersBySide): GameState {
  if (state.fouls.length || state.grapples.some((g) => g.count > 0)) {
    const merged: OrdersBySide = {};
    for (const side of state.static.sides) {
      const view = playerView(state, side.id);
      const ships = { ...(orders[side.id]?.ships ?? {}) };
      for (const [id, o] of Object.entries(boardingStageOrders(view, ownShips(view)))) ships[id] = { ...ships[id], ...o };
      merged[side.id] = { ships };
    }
    return resolveTurn(state, merged).state;
  }
  return resolveTurn(state, orders).state;
}

function sidesOf(state: GameState | PlayerView): SideId[] {
  return state.static.sides.map((s) => s.id);
}

/** Material (points of fighting value, 14.2) a side keeps afloat and operational. */
function worthOf(state: GameState, side: SideId): number {
  let w = 0;
  state.ships.forEach((ship, i) => {
    const spec = state.static.ships[i];
    const controller = ship.prize ? ship.prize.side : spec.side;
    if (controller !== side || ship.removed !== null || ship.surrendered !== null) return;
    w += shipWorth(figuresOf(ship), fullFigures(spec), Math.max(1, spec.points));
  });
  return w;
}

function totalPoints(state: GameState): number {
  return state.static.ships.reduce((a, s) => a + Math.max(1, s.points), 0);
}

/** Dice streams shared by the iterations (common random numbers across plots). */
const DICE_STREAMS = 64;

/**
 * Value of a leaf for `side`, in [0, 1]: material kept and taken, points scored (14.2), the result,
 * and the exchange the placements promise for next turn.
 */
export function evaluate(root: GameState, leaf: GameState, side: SideId, weights: { position: number; potential: number; scale: number } = MCTS_DEFAULTS): number {
  const [a, b] = sidesOf(leaf);
  const enemy = side === a ? b : a;
  const scale = totalPoints(leaf) / 2;
  let v = (worthOf(leaf, side) - worthOf(root, side)) - (worthOf(leaf, enemy) - worthOf(root, enemy));
  const p0 = points(root);
  const p1 = points(leaf);
  v += (p1[side] - p0[side]) - (p1[enemy] - p0[enemy]);
  if (leaf.result) {
    if (leaf.result.winner === side) v += 2 * scale;
    else if (leaf.result.winner === enemy) v -= 2 * scale;
  } else {
    const view = playerView(leaf, side);
    const arena = arenaOf(view);
    const ours = ownShips(view).filter(operational).map((s) => unitOf(view, s, null));
    const theirs: Unit[] = enemyShips(view).map((s) => unitOf(view, s, null));
    const w = { rake: GREEDY_DEFAULTS.rake, rakeRange: GREEDY_DEFAULTS.rakeRange, potential: weights.potential };
    v += weights.position * fleetExchange(arena, ours, theirs, w);
  }
  return 0.5 + 0.5 * Math.tanh(v / (weights.scale * scale));
}

/**
 * Value of a turn paused before its Combat Phase, for `side`: the exchange of broadsides the
 * placements give (expected squares from the hit tables, every loaded broadside firing, 11.2, 16.1),
 * plus the promise of the position for next turn and the crew balance of ships in contact. Dice
 * of the fire are not rolled: only movement, collisions and fouling are sampled.
 */
export function evaluateExpected(paused: GameState, side: SideId, weights: { potential: number; scale: number } = MCTS_DEFAULTS): number {
  const [a, b] = sidesOf(paused);
  const enemy = side === a ? b : a;
  const scale = totalPoints(paused) / 2;
  const mine = playerView(paused, side);
  const theirs = playerView(paused, enemy);
  const arena = arenaOf(mine);
  const ours = ownShips(mine).filter(operational).map((s) => unitOf(mine, s, null));
  const foes = ownShips(theirs).filter(operational).map((s) => unitOf(theirs, s, null));
  const w = { rake: GREEDY_DEFAULTS.rake, rakeRange: GREEDY_DEFAULTS.rakeRange, potential: weights.potential };
  let v = fleetExchange(arena, ours, foes, w);
  for (const u of ours) {
    for (const e of foes) if (rangeOf(u.ship, e.ship) <= 1) v += CONTACT_WEIGHT * u.points * crewBalance(u.ship, e.ship);
  }
  return 0.5 + 0.5 * Math.tanh(v / (weights.scale * scale));
}

/** Weight of the crew balance of ships in contact (boarding to come, 12.0). */
const CONTACT_WEIGHT = 0.3;

export function mctsOptions(o: CaptainOptions): MctsOptions {
  const num = (k: keyof typeof MCTS_DEFAULTS) => (typeof o[k] === 'number' ? (o[k] as number) : MCTS_DEFAULTS[k]);
  return {
    iterations: Math.max(0, Math.floor(num('iterations'))),
    perShip: Math.max(0, Math.floor(num('perShip'))),
    ms: Math.max(0, num('ms')),
    depth: Math.max(1, Math.floor(num('depth'))),
    rollout: Math.max(0, Math.floor(num('rollout'))),
    c: num('c'),
    worlds: Math.max(1, Math.floor(num('worlds'))),
    prior: Math.max(0, num('prior')),
    enemyPrior: Math.max(0, num('enemyPrior')),
    enemyWidth: Math.max(0, Math.floor(num('enemyWidth'))),
    focus: num('focus') ? 1 : 0,
    keepInitial: num('keepInitial') ? 1 : 0,
    widen: Math.max(0, num('widen')),
    position: num('position'),
    potential: num('potential'),
    expected: num('expected') ? 1 : 0,
    scale: Math.max(1e-6, num('scale')),
    ammo: doctrineOption('mcts', o.ammo),
  };
}

export class MctsSearch {
  readonly stats: SearchStats = { iterations: 0, ms: 0 };
  private readonly side: SideId;
  private readonly enemy: SideId;
  private readonly worlds: GameState[] = [];

  constructor(
    private readonly view: PlayerView,
    private readonly belief: Belief,
    private readonly options: MctsOptions,
    private readonly random: () => number,
  ) {
    this.side = view.side;
    this.enemy = sidesOf(view).find((s) => s !== view.side) ?? view.side;
    for (let i = 0; i < options.worlds; i++) this.worlds.push(this.world(i));
  }

  /** A world consistent with the view: enemy loads drawn from the belief (7.2.5 hides them). */
  private world(i: number): GameState {
    const draws = new Map<string, Record<Broadside, Ammo | null>>();
    for (const s of this.view.ships) {
      if (s.loads) continue;
      draws.set(s.id, {
        L: this.random() < this.belief.loadedProbability(s, 'L') ? 'round' : null,
        R: this.random() < this.belief.loadedProbability(s, 'R') ? 'round' : null,
      });
    }
    return stateFromView(this.view, { seed: `w${i}:${Math.floor(this.random() * 2 ** 32)}`, guessLoads: (id) => draws.get(id) ?? { L: 'round', R: 'round' } });
  }

  private greedyOptions(): GreedyOptions {
    return { ...GREEDY_DEFAULTS, ammo: this.options.ammo, keepInitial: this.options.keepInitial };
  }

  private node(state: GameState, root: boolean): Node {
    const views: Record<SideId, PlayerView> = {};
    const plans: Record<SideId, SidePlan> = {};
    const bandits: Record<SideId, ShipBandit[]> = {};
    for (const side of sidesOf(state)) {
      const view = root && side === this.side ? this.view : playerView(state, side);
      const belief = side === this.side ? this.belief : new Belief();
      if (side !== this.side) belief.update(view, []);
      const plan = greedyPlan(view, belief, root && side === this.side ? this.greedyOptions() : { ...ROLLOUT, ammo: this.options.ammo });
      views[side] = view;
      plans[side] = plan;
      const own = side === this.side;
      bandits[side] = plan.ships.map((p) => banditOf(p.unit.ship.id, p.choices, own ? this.options.prior : this.options.enemyPrior, own ? 0 : this.options.enemyWidth));
    }
    return { visits: 0, bandits, children: new Map(), orders: new Map(), plans, views };
  }

  private ordersOf(node: Node, side: SideId, ship: number, arm: number): ShipOrders {
    const plan = node.plans[side];
    const p = plan.ships[ship];
    const key = `${p.unit.ship.id}|${arm}`;
    let o = node.orders.get(key);
    if (!o) {
      o = plan.orders(p, p.choices[arm]);
      node.orders.set(key, o);
    }
    return o;
  }

  /** Iterations per fighting ship when no budget is given (perShip, or the default for the kind of action). */
  private perShip(): number {
    if (this.options.perShip > 0) return this.options.perShip;
    return this.view.static.ships.length > 2 ? FLEET_ITERATIONS_PER_SHIP : ITERATIONS_PER_SHIP;
  }

  /** Run the search; returns the root node. */
  run(budget: Budget): Node {
    const start = performance.now();
    const ms = budget.ms ?? (budget.iterations === undefined ? this.options.ms : 0);
    const ships = this.view.ships.filter(operational).length;
    const iterations = budget.iterations ?? (this.options.iterations > 0 ? this.options.iterations : this.perShip() * Math.max(2, ships));
    const root = this.node(this.worlds[0], true);
    // a fixed set of dice streams, reused across iterations: plots are compared on the same dice
    const dice = Array.from({ length: DICE_STREAMS }, (_, k) => reseed(this.worlds[0], `d${k}:${Math.floor(this.random() * 2 ** 32)}`).rng);
    let i = 0;
    for (; ms > 0 ? performance.now() - start < ms : i < iterations; i++) {
      const base = this.worlds[i % this.worlds.length];
      let state: GameState = { ...base, rng: dice[Math.floor(i / this.worlds.length) % DICE_STREAMS] };
      const begin = state;
      const path: { node: Node; picks: Record<SideId, number[]> }[] = [];
      let node = root;
      let expectedLeaf = false;
      for (let d = 0; d < this.options.depth && !state.result; d++) {
        const picks: Record<SideId, number[]> = {};
        const orders: OrdersBySide = {};
        for (const side of sidesOf(state)) {
          const ships: SideOrders['ships'] = {};
          const all = node.bandits[side];
          // focus: with several ships of ours, one explores each iteration and the others keep their best
          const explorer = this.options.focus && side === this.side && all.length > 1 ? i % all.length : -1;
          picks[side] = all.map((b, k) => {
            const arm = explorer >= 0 && k !== explorer ? mostVisited(b) : select(b, this.options.c, this.options.widen);
            ships[b.id] = this.ordersOf(node, side, k, arm);
            return arm;
          });
          for (const id of node.plans[side].idle) ships[id] = { plot: '0' };
          orders[side] = { ships };
        }
        path.push({ node, picks });
        if (this.options.expected && d + 1 === this.options.depth && this.options.rollout === 0) {
          // expected mode: movement, collisions and fouling simulated, the broadsides weighed by their expectation
          state = resolveTurn(state, orders, { until: 'combat' }).state;
          expectedLeaf = true;
          break;
        }
        state = simulateTurn(state, orders);
        if (d + 1 < this.options.depth && !state.result) {
          const key = sidesOf(state).map((s) => picks[s].join('.')).join('/');
          let child = node.children.get(key);
          if (!child) {
            child = this.node(state, false);
            node.children.set(key, child);
          }
          node = child;
        }
      }
      for (let t = 0; t < this.options.rollout && !state.result; t++) {
        const orders: OrdersBySide = {};
        for (const side of sidesOf(state)) {
          const view = playerView(state, side);
          orders[side] = greedySideOrders(view, new Belief(), { ...ROLLOUT, ammo: this.options.ammo });
        }
        state = simulateTurn(state, orders);
      }
      const value = expectedLeaf && state.progress ? evaluateExpected(state, this.side, this.options) : evaluate(begin, state, this.side, this.options);
      for (const { node: n, picks } of path) {
        n.visits++;
        for (const side of sidesOf(begin)) {
          const v = side === this.side ? value : 1 - value;
          n.bandits[side].forEach((b, k) => {
            const arm = picks[side][k];
            b.n[arm]++;
            b.w[arm] += v;
            b.total++;
          });
        }
      }
    }
    this.stats.iterations = i;
    this.stats.ms = performance.now() - start;
    return root;
  }

  /** Search and return the side's orders: each ship's most visited plot. */
  decide(budget: Budget): SideOrders {
    const root = this.run(budget);
    const ships: SideOrders['ships'] = {};
    root.bandits[this.side].forEach((b, k) => {
      ships[b.id] = this.ordersOf(root, this.side, k, mostVisited(b));
    });
    for (const id of root.plans[this.side].idle) ships[id] = { plot: '0' };
    for (const s of ownShips(this.view)) if (!ships[s.id]) ships[s.id] = { plot: '0' };
    return { ships };
  }
}

export interface MctsCaptain extends Captain {
  /** statistics of the last search */
  readonly lastSearch: SearchStats;
}

export const mctsCaptain = defineCaptain({
  name: 'mcts',
  description: 'decoupled UCT over plot strings, per ship and side, in worlds drawn from the view; greedy rollouts',
  options: {
    iterations: { default: MCTS_DEFAULTS.iterations, description: 'iterations per decision (deterministic); 0: perShip per fighting ship of both sides', integer: true },
    perShip: { default: MCTS_DEFAULTS.perShip, description: `with iterations 0: iterations per fighting ship of both sides (0: ${ITERATIONS_PER_SHIP} in a single-ship action, ${FLEET_ITERATIONS_PER_SHIP} in a fleet action)`, integer: true },
    ms: { default: MCTS_DEFAULTS.ms, description: 'milliseconds per decision instead of iterations (0: off)', integer: true },
    depth: { default: MCTS_DEFAULTS.depth, description: 'turns searched with bandits', integer: true },
    rollout: { default: MCTS_DEFAULTS.rollout, description: 'turns of greedy rollout after the tree', integer: true },
    c: { default: MCTS_DEFAULTS.c, description: 'UCB exploration constant' },
    worlds: { default: MCTS_DEFAULTS.worlds, description: 'worlds drawn for the hidden enemy loads', integer: true },
    prior: { default: MCTS_DEFAULTS.prior, description: 'virtual visits of the greedy prior per plot of our ships' },
    enemyPrior: { default: MCTS_DEFAULTS.enemyPrior, description: 'virtual visits of the greedy prior per plot of enemy ships (the opponent model)' },
    enemyWidth: { default: MCTS_DEFAULTS.enemyWidth, description: 'most plots open per enemy ship (0: all, progressively)', integer: true },
    focus: { default: MCTS_DEFAULTS.focus, description: '1: one of our ships explores per iteration, the others keep their best plot', integer: true, max: 1 },
    widen: { default: MCTS_DEFAULTS.widen, description: 'progressive widening: plots open after n visits = 2 + n^widen' },
    keepInitial: { default: MCTS_DEFAULTS.keepInitial, description: '1: keep an initial broadside for close range while closing (11.3.4), as greedy-raker; 0: fire every loaded broadside that bears', integer: true, max: 1 },
    position: { default: MCTS_DEFAULTS.position, description: 'weight of the exchange the leaf placements promise' },
    expected: { default: MCTS_DEFAULTS.expected, description: '1: weigh this turn\'s broadsides by expectation, dice only for movement and fouling' },
    scale: { default: MCTS_DEFAULTS.scale, description: 'value scale: a swing of this share of a side\'s points moves a leaf from ½ to 0.88' },
    potential: { default: MCTS_DEFAULTS.potential, description: 'within it, weight of next turn\'s exchange with every broadside loaded' },
    ammo: AMMO_OPTION,
  },
  create(options) {
    const opts = mctsOptions(options);
    const belief = new Belief();
    const stats: SearchStats = { iterations: 0, ms: 0 };
    return {
      lastSearch: stats as Readonly<SearchStats>,
      orders({ view, events, random, budget }) {
        belief.update(view, events);
        if (!ownShips(view).some(operational) || !enemyShips(view).length) return greedySideOrders(view, belief, { ...GREEDY_DEFAULTS, ammo: opts.ammo });
        const search = new MctsSearch(view, belief, opts, random);
        const out = search.decide(budget);
        stats.iterations = search.stats.iterations;
        stats.ms = search.stats.ms;
        return out;
      },
    };
  },
});
