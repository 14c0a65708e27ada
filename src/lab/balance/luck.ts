/**
 * The difference of a measurement with the dice's luck taken out: control variates (Glasserman, Monte Carlo
 * Methods in Financial Engineering, 2004, §4.1; the luck adjustment of backgammon match analysis and of AIVAT
 * in poker, Burch et al. 2018, is the same idea).
 *
 * Each game carries its fire luck (src/engine/wsim/luck.ts): for each side and kind of square (hull, guns,
 * crew, rigging), the squares rolled on the hit tables less their average over the faces of the die, in sixths
 * of a square. Its expectation is exactly zero whatever the captains do. The game's result y (+1 the first side
 * wins, −1 the second, 0 a draw) is regressed on those eight numbers x; the luck-adjusted estimate of
 * d = E[y] is the regression's value at x = 0, ȳ − βᵀx̄, and its variance s²(1/n + x̄ᵀS⁻¹x̄), with s² the
 * residual variance on n − rank − 1 degrees of freedom and S the centred sums of squares of x. Unbiased up
 * to O(1/n) (β is estimated from the same games), it is narrower than the plain interval by the share of the
 * results' variance the dice explain — a fifth to a quarter in the frigate duels measured (docs/balance.md).
 *
 * The sums are integers (luck in sixths, results ±1), so a tally's sums are exact and the same in any order
 * of games or workers. Below LUCK_MIN_GAMES games, or with no luck recorded (another rule system), the plain
 * interval stands; the adjusted variance is never taken below LUCK_FLOOR of the plain one, so that a clean
 * sweep or a regression fitted to few games cannot make an interval vanish.
 */
import { SingularValueDecomposition, Matrix } from 'ml-matrix';
import type { SideId } from '../../index.js';

/** Luck values a game: [hull, guns, crew, rigging] of the first side, then of the second. */
export const LUCK_VALUES = 8;
/** Games before the luck adjustment is used (three looks of a precision-driven measurement). */
export const LUCK_MIN_GAMES = 60;
/** The adjusted variance is at least this share of the plain one. */
export const LUCK_FLOOR = 0.25;

/** A tally's luck: sums over its games (every game's luck recorded, or the tally has none). */
export interface LuckSums {
  /** Σ x */
  x: number[];
  /** Σ x xᵀ, row by row (LUCK_VALUES²) */
  xx: number[];
  /** Σ x over the games each side won */
  won: Record<SideId, number[]>;
}

/** LUCK_VALUES zeros: a side that won no game. */
const zeros = () => new Array<number>(LUCK_VALUES).fill(0);

export function emptyLuck(sides: readonly SideId[]): LuckSums {
  return {
    x: zeros(),
    xx: new Array<number>(LUCK_VALUES * LUCK_VALUES).fill(0),
    won: Object.fromEntries(sides.map((s) => [s, zeros()])),
  };
}

/** Add one game's luck and winner to the sums. */
export function addLuck(s: LuckSums, x: readonly number[], winner: SideId | 'draw'): void {
  for (let i = 0; i < LUCK_VALUES; i++) {
    s.x[i] += x[i];
    for (let j = 0; j < LUCK_VALUES; j++) s.xx[i * LUCK_VALUES + j] += x[i] * x[j];
  }
  if (winner !== 'draw') {
    const w = (s.won[winner] ??= zeros());
    for (let i = 0; i < LUCK_VALUES; i++) w[i] += x[i];
  }
}

export function mergeLuck(a: LuckSums, b: LuckSums): LuckSums {
  const add = (p: readonly number[], q: readonly number[]) => p.map((v, i) => v + q[i]);
  const won: Record<SideId, number[]> = {};
  for (const side of new Set([...Object.keys(a.won), ...Object.keys(b.won)]))
    won[side] = add(a.won[side] ?? zeros(), b.won[side] ?? zeros());
  return { x: add(a.x, b.x), xx: add(a.xx, b.xx), won };
}

export interface LuckAdjusted {
  /** d with the luck taken out */
  estimate: number;
  /** its variance (before the floor) */
  variance: number;
  /** the share of the results' variance the luck explains (adjusted R², at least 0) */
  explained: number;
}

/**
 * The luck-adjusted estimate of d = P(first wins) − P(second wins) from a tally's sums (null: too few games,
 * or no residual degrees of freedom left).
 */
export function luckAdjusted(
  s: LuckSums,
  games: number,
  wins: readonly [number, number],
  sides: readonly [SideId, SideId],
): LuckAdjusted | null {
  const n = games;
  if (n < LUCK_MIN_GAMES) return null;
  const k = LUCK_VALUES;
  const sumY = wins[0] - wins[1];
  const sumY2 = wins[0] + wins[1];
  const mean = s.x.map((v) => v / n);
  const wonA = s.won[sides[0]] ?? zeros();
  const wonB = s.won[sides[1]] ?? zeros();
  // centred sums: S = Σ(x − x̄)(x − x̄)ᵀ, c = Σ(x − x̄)(y − ȳ)
  const S = new Matrix(k, k);
  const c = new Matrix(k, 1);
  for (let i = 0; i < k; i++) {
    for (let j = 0; j < k; j++) S.set(i, j, s.xx[i * k + j] - n * mean[i] * mean[j]);
    c.set(i, 0, wonA[i] - wonB[i] - mean[i] * sumY);
  }
  const svd = new SingularValueDecomposition(S, { autoTranspose: true });
  const rank = svd.rank;
  const dof = n - rank - 1;
  if (dof < 1) return null;
  const Sinv = svd.inverse(); // the pseudo-inverse: a kind of square never rolled drops out
  const beta = Sinv.mmul(c);
  const syy = sumY2 - (sumY * sumY) / n;
  let explainedSS = 0;
  let shift = 0;
  for (let i = 0; i < k; i++) {
    explainedSS += beta.get(i, 0) * c.get(i, 0);
    shift += beta.get(i, 0) * mean[i];
  }
  const sse = Math.max(0, syy - explainedSS);
  const s2 = sse / dof;
  const m = Matrix.columnVector(mean);
  const q = m.transpose().mmul(Sinv).mmul(m).get(0, 0);
  const explained = syy > 0 ? Math.max(0, 1 - s2 / (syy / (n - 1))) : 0;
  return { estimate: sumY / n - shift, variance: s2 * (1 / n + Math.max(0, q)), explained };
}
