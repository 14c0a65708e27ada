/**
 * Measuring one scenario: games in rounds (LOOK_GAMES between two looks at a precision-driven stop
 * rule, ROUND_GAMES at a time for a fixed number), consumed in index order, until the stop rule is met.
 *
 * The decisive quantity is the difference d = P(first side wins) − P(second side wins). Its 95%
 * interval is an Agresti–Caffo-style interval: one pseudo-game of each result (a win for each side,
 * a draw) is added, then d ± z·sqrt((pA + pB − d²) / n) (the per-game result +1/0/−1 has variance
 * pA + pB − d²), so a clean sweep of a few games does not give a zero-width interval. The precision
 * of a measurement is the half-width of that interval. Each side's own win probability carries its
 * Wilson interval (src/lab/stats.ts).
 *
 * Game k of a measurement has the seed sha256(master seed / stream / k) (src/lab/seeds.ts): the
 * same whatever the worker count, and the same for every scenario measured on one stream (common
 * random numbers: the candidates of the search are compared on the same dice).
 */
import type { AnyRulesInput as RulesInput, AnyScenario as Scenario, SideId } from '../../index.js';
import type { Budget } from '../../../bots/index.js';
import { wilson, zFor, type Interval, type Proportion } from '../stats.js';
import { gameSeed } from '../seeds.js';
import { ENDINGS, type BalanceGame, type Ending, type SideFight } from './games.js';
import { addLuck, emptyLuck, LUCK_FLOOR, luckAdjusted, mergeLuck, type LuckSums } from './luck.js';
import type { BalancePool } from './pool.js';

/** Balanced: the two sides' win probabilities within this many points of each other. */
export const BALANCE_MARGIN = 0.05;
/**
 * Games between two looks at a precision-driven stop rule (and the fewest games of such a
 * measurement): a clearly lopsided scenario settles after a few dozen games, which matters when a
 * game takes seconds (mcts).
 */
export const LOOK_GAMES = 20;
/** Games per round of a fixed-games measurement (--games). */
export const ROUND_GAMES = 100;
/**
 * Games per worker task for a quick captain; a searching captain (seconds a game) plays one game a
 * task, so that the last tasks of a round keep both cores busy.
 */
export const TASK_GAMES = 10;

export type StopRule =
  /** exactly this many games */
  | { games: number }
  /**
   * until the interval of d is ±precision or narrower; with `settle`, also as soon as the whole
   * interval lies beyond ±BALANCE_MARGIN (clearly lopsided: more games cannot change the verdict) at
   * the stricter confidence of its look (settleConfidence: repeated looks do not inflate the error)
   */
  | { precision: number; settle: boolean };

export type StopReason = 'games' | 'precision' | 'settled' | 'limit' | 'interrupted';

export interface Tally {
  games: number;
  wins: Record<SideId, number>;
  draws: number;
  /** games by the turn they ended */
  turns: Record<number, number>;
  endings: Record<Ending, number>;
  /** decided games by the winner's ship that dealt the most hits */
  decisive: Record<string, number>;
  /** games in which each ship was lost */
  lost: Record<string, number>;
  /** lead changes in points, summed over the games */
  leadChanges: number;
  /** decided games by the share of the game before the winner was clear, in hundredths */
  clear: Record<number, number>;
  /** how each side fought, summed over the games */
  fight: Record<SideId, SideFight>;
  /** the games' fire luck summed (luck.ts); absent when a game recorded none (another rule system) */
  luck?: LuckSums;
}

export interface Verdict {
  kind: 'balanced' | 'lopsided' | 'undecided';
  /** the side favoured by the point estimate (null: exactly even) */
  favoured: SideId | null;
}

export interface Measurement {
  tally: Tally;
  stopped: StopReason;
  sides: [SideId, SideId];
  /** win probability of each side with its 95% Wilson interval */
  win: Record<SideId, Proportion>;
  draw: Proportion;
  /** P(first side wins) − P(second side wins), 95% interval */
  difference: Interval;
  /** half-width of the interval of the difference */
  precision: number;
  verdict: Verdict;
  /** the difference has the dice's luck taken out (luck.ts): the share of the results' variance it explains (null: the plain difference) */
  luck: { explained: number } | null;
}

export function emptyTally(sides: readonly SideId[]): Tally {
  return {
    games: 0,
    wins: Object.fromEntries(sides.map((s) => [s, 0])),
    draws: 0,
    turns: {},
    endings: Object.fromEntries(ENDINGS.map((e) => [e, 0])) as Record<Ending, number>,
    decisive: {},
    lost: {},
    leadChanges: 0,
    clear: {},
    fight: {},
  };
}

/** Two sides' fights summed (either may lack a side). */
function addFights(a: Record<SideId, SideFight>, b: Record<SideId, SideFight>): Record<SideId, SideFight> {
  const out: Record<SideId, SideFight> = {};
  for (const side of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const x = a[side];
    const y = b[side];
    out[side] = {
      broadsides: (x?.broadsides ?? 0) + (y?.broadsides ?? 0),
      close: (x?.close ?? 0) + (y?.close ?? 0),
      long: (x?.long ?? 0) + (y?.long ?? 0),
      hull: (x?.hull ?? 0) + (y?.hull ?? 0),
      rigging: (x?.rigging ?? 0) + (y?.rigging ?? 0),
    };
  }
  return out;
}

export function addGame(t: Tally, g: BalanceGame): void {
  // a tally keeps its luck while every game has recorded one
  if (g.luck && (t.luck || t.games === 0)) addLuck((t.luck ??= emptyLuck(Object.keys(t.wins))), g.luck, g.winner);
  else delete t.luck;
  t.games++;
  if (g.winner === 'draw') t.draws++;
  else t.wins[g.winner] = (t.wins[g.winner] ?? 0) + 1;
  t.turns[g.turns] = (t.turns[g.turns] ?? 0) + 1;
  t.endings[g.ending]++;
  if (g.decisive) t.decisive[g.decisive] = (t.decisive[g.decisive] ?? 0) + 1;
  for (const ship of new Set(g.lost)) t.lost[ship] = (t.lost[ship] ?? 0) + 1;
  t.leadChanges += g.leadChanges;
  if (g.clear !== null) {
    const c = Math.round(g.clear * 100);
    t.clear[c] = (t.clear[c] ?? 0) + 1;
  }
  t.fight = addFights(t.fight, g.fight);
}

/** Two tallies of one scenario on different seeds, as one. */
export function mergeTallies(a: Tally, b: Tally): Tally {
  const sum = <K extends string | number>(x: Record<K, number>, y: Record<K, number>) => {
    const out = { ...x };
    for (const [k, n] of Object.entries(y) as [K, number][]) out[k] = (out[k] ?? 0) + n;
    return out;
  };
  return {
    games: a.games + b.games,
    wins: sum(a.wins, b.wins),
    draws: a.draws + b.draws,
    turns: sum(a.turns, b.turns),
    endings: sum(a.endings, b.endings),
    decisive: sum(a.decisive, b.decisive),
    lost: sum(a.lost, b.lost),
    leadChanges: a.leadChanges + b.leadChanges,
    clear: sum(a.clear, b.clear),
    fight: addFights(a.fight, b.fight),
    ...(luckOf(a) && luckOf(b) ? { luck: mergeLuck(luckOf(a)!, luckOf(b)!) } : {}),
  };
}

/** A tally's luck sums, as merging reads them: an empty tally has no games to lack luck. */
function luckOf(t: Tally): LuckSums | undefined {
  return t.luck ?? (t.games === 0 ? emptyLuck(Object.keys(t.wins)) : undefined);
}

/** The Agresti–Caffo centre of d and its variance (one pseudo-game of each result added; the module comment). */
function plainSpread(winsA: number, winsB: number, games: number): { centre: number; variance: number } {
  const n = games + 3;
  const pa = (winsA + 1) / n;
  const pb = (winsB + 1) / n;
  const centre = pa - pb;
  return { centre, variance: Math.max(0, pa + pb - centre * centre) / n };
}

/** An interval of d: `centre` ± z·sqrt(variance), within [−bound, bound] (a difference of two d's: 2). */
function intervalAt(estimate: number, centre: number, variance: number, confidence: number, bound = 1): Interval {
  const half = zFor(confidence) * Math.sqrt(variance);
  return { estimate, low: Math.max(-bound, centre - half), high: Math.min(bound, centre + half) };
}

/** The interval of d = pA − pB (see the module comment). */
export function differenceInterval(winsA: number, winsB: number, games: number, confidence = 0.95): Interval {
  const { centre, variance } = plainSpread(winsA, winsB, games);
  return intervalAt(games > 0 ? (winsA - winsB) / games : 0, centre, variance, confidence);
}

/** What a tally says of d, at any confidence: the estimate, the interval's centre and variance, and the luck taken out. */
interface Spread {
  estimate: number;
  centre: number;
  variance: number;
  luck: { explained: number } | null;
}

/**
 * d for a tally: with the dice's luck taken out when the tally has it and enough games (luck.ts), else the plain
 * estimate and interval above. The adjusted variance is at least LUCK_FLOOR of the plain one.
 */
function spreadOf(tally: Tally, sides: readonly [SideId, SideId]): Spread {
  const wins: [number, number] = [tally.wins[sides[0]] ?? 0, tally.wins[sides[1]] ?? 0];
  const plain = plainSpread(wins[0], wins[1], tally.games);
  const adjusted = tally.luck ? luckAdjusted(tally.luck, tally.games, wins, sides) : null;
  if (!adjusted) {
    const estimate = tally.games > 0 ? (wins[0] - wins[1]) / tally.games : 0;
    return { estimate, ...plain, luck: null };
  }
  const estimate = Math.max(-1, Math.min(1, adjusted.estimate));
  return {
    estimate,
    centre: estimate,
    variance: Math.max(adjusted.variance, LUCK_FLOOR * plain.variance),
    luck: { explained: adjusted.explained },
  };
}

/** The interval of d for a tally at a confidence (spreadOf), and the luck taken out. */
export function differenceOf(
  tally: Tally,
  sides: readonly [SideId, SideId],
  confidence = 0.95,
  spread = spreadOf(tally, sides),
): { d: Interval; luck: { explained: number } | null } {
  return { d: intervalAt(spread.estimate, spread.centre, spread.variance, confidence), luck: spread.luck };
}

/**
 * How far d moved from measurement `a` to measurement `b` of the same scenario (a re-check: the captain thinking
 * longer, or a second captain): b's d − a's d, with the interval of the two variances added. The two share their
 * seeds, not their plays, so the games are taken as independent — conservative when the same seeds make the results
 * alike, which is the only way they can be related. Each side's d as the verdict reads it (the luck taken out where
 * its tally has it); within [−2, 2].
 */
export function shiftOf(a: Measurement, b: Measurement, confidence = 0.95): Interval {
  const x = spreadOf(a.tally, a.sides);
  const y = spreadOf(b.tally, b.sides);
  return intervalAt(y.estimate - x.estimate, y.centre - x.centre, x.variance + y.variance, confidence, 2);
}

/** The precision of an interval of d: its half-width. */
const halfWidth = (d: Interval) => (d.high - d.low) / 2;

export function verdictOf(d: Interval, sides: readonly [SideId, SideId], margin = BALANCE_MARGIN): Verdict {
  const favoured = d.estimate > 0 ? sides[0] : d.estimate < 0 ? sides[1] : null;
  if (d.low >= -margin && d.high <= margin) return { kind: 'balanced', favoured };
  if (d.low > margin) return { kind: 'lopsided', favoured: sides[0] };
  if (d.high < -margin) return { kind: 'lopsided', favoured: sides[1] };
  return { kind: 'undecided', favoured };
}

export function measurementOf(tally: Tally, sides: [SideId, SideId], stopped: StopReason): Measurement {
  const { d: difference, luck } = differenceOf(tally, sides);
  return {
    tally,
    stopped,
    sides,
    win: Object.fromEntries(sides.map((s) => [s, wilson(tally.wins[s], tally.games)])),
    draw: wilson(tally.draws, tally.games),
    difference,
    precision: halfWidth(difference),
    verdict: verdictOf(difference, sides),
    luck,
  };
}

/** The most games a precision needs: the per-game variance of the result is at most 1. */
export function gamesCap(precision: number): number {
  const z = zFor(0.95);
  return Math.ceil((z * z) / (precision * precision) / LOOK_GAMES) * LOOK_GAMES;
}

/**
 * The confidence a look at the settle rule is held to. Stopping as soon as a 95% interval lies beyond
 * ±5 points, looked at after every LOOK_GAMES games, stops on a lucky run more often than the 5% the
 * interval promises (optional stopping: a scenario 4 points from even, half its games drawn, was called
 * lopsided in 11.5% of simulated measurements at ±5 points — tests/lab/balanceSequential.test.ts). So
 * look k (1, 2, …) spends its own share of the error, α_k = α / (k (k + 1)): the shares sum to α over
 * any number of looks (a union bound, valid whatever the stop rule), and the early looks, where a
 * clearly lopsided scenario settles, keep the most (look 1 at 97.5%, look 3 at 99.6%, look 10 at 99.95%).
 */
export function settleConfidence(look: number, confidence = 0.95): number {
  const k = Math.max(1, Math.floor(look));
  return 1 - (1 - confidence) / (k * (k + 1));
}

/** Is the tally clearly lopsided at its look (the settle rule's interval beyond ±BALANCE_MARGIN)? */
export function settledAt(tally: Tally, sides: [SideId, SideId], spread = spreadOf(tally, sides)): boolean {
  const look = tally.games / LOOK_GAMES;
  return verdictOf(differenceOf(tally, sides, settleConfidence(look), spread).d, sides).kind === 'lopsided';
}

/** Has the stop rule been met after `tally`? */
export function stopReason(tally: Tally, sides: [SideId, SideId], rule: StopRule): StopReason | null {
  if ('games' in rule) return tally.games >= rule.games ? 'games' : null;
  if (tally.games < LOOK_GAMES) return null;
  const spread = spreadOf(tally, sides); // the luck's regression once for both readings
  if (halfWidth(differenceOf(tally, sides, 0.95, spread).d) <= rule.precision) return 'precision';
  if (rule.settle && settledAt(tally, sides, spread)) return 'settled';
  if (tally.games >= gamesCap(rule.precision)) return 'limit';
  return null;
}

export interface MeasureJob {
  scenario: Scenario;
  rules?: RulesInput;
  captain: string;
  budget?: Budget;
  seed: string;
  /** seed stream: measurements on one stream play the same seeds */
  stream: string;
  rule: StopRule;
  /** games per worker task (default TASK_GAMES; the results do not depend on it) */
  taskGames?: number;
}

export interface MeasureHooks {
  signal?: AbortSignal;
  /** games just played (for a progress display) */
  onGames?: (n: number) => void;
}

/**
 * Play rounds of games until the stop rule is met or the signal aborts; whole rounds only are counted.
 * `from` (the same scenario, seed and stream, measured under a coarser rule) is carried on from its next
 * game: the stop rule is a function of the tally alone and game k's seed of k alone, so the result is the
 * one measuring under `job.rule` from the start would give, its first games not played again.
 */
export async function measure(
  pool: BalancePool,
  job: MeasureJob,
  hooks: MeasureHooks = {},
  from?: Measurement,
): Promise<Measurement> {
  const sides = job.scenario.sides.map((s) => s.id) as [SideId, SideId];
  const tally = from ? mergeTallies(emptyTally(sides), from.tally) : emptyTally(sides);
  let stopped: StopReason | null = null;
  while (!(stopped = stopReason(tally, sides, job.rule))) {
    if (hooks.signal?.aborted) {
      stopped = 'interrupted';
      break;
    }
    const size = 'games' in job.rule ? Math.min(ROUND_GAMES, job.rule.games - tally.games) : LOOK_GAMES;
    const per = job.taskGames ?? TASK_GAMES;
    const tasks: Promise<BalanceGame[] | null>[] = [];
    for (let k = 0; k < size; k += per) {
      const seeds: string[] = [];
      for (let i = k; i < Math.min(size, k + per); i++)
        seeds.push(gameSeed(job.seed, job.stream, tally.games + i, false));
      tasks.push(
        pool
          .run({
            scenario: job.scenario,
            ...(job.rules ? { rules: job.rules } : {}),
            captain: job.captain,
            ...(job.budget ? { budget: job.budget } : {}),
            seeds,
          })
          .then((games) => {
            if (games) hooks.onGames?.(games.length);
            return games;
          }),
      );
    }
    const results = await Promise.all(tasks);
    if (results.some((r) => r === null)) {
      stopped = 'interrupted';
      break;
    }
    for (const games of results) for (const g of games!) addGame(tally, g);
  }
  return measurementOf(tally, sides, stopped);
}
