/**
 * A weaker captain's faults, as a person learning the game makes them (the lower levels, bots/levels.ts): a
 * misjudged range to each enemy (she is thought nearer or farther than she is), a wind attitude planned for a
 * point off the true wind, and a broadside left empty that should have been reloaded. Every fault is drawn
 * from the captain's own seeded stream (`CaptainContext.random`), so a game replays exactly; with the options
 * at 0 nothing is drawn and the captain plays as greedy-raker.
 */
import { DIRECTIONS, dir, type Placement } from '../../src/index.js';

/** The faults of one decision, drawn before the plan. */
export interface Misjudgement {
  /** hexes added to the range of each enemy (by id): negative thought nearer */
  range: Record<string, number>;
  /** points (of 60°) the wind is thought to blow off its true direction: −1, 0 or 1 */
  wind: number;
}

/** A normal deviate from two uniform draws (Box–Muller). */
function gaussian(random: () => number): number {
  const u = Math.max(1e-12, random());
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/**
 * The faults of this decision: per enemy a range error of `rangeError` hexes' standard deviation (rounded),
 * and with chance `windSense` the wind a point off. Nothing is drawn for an option at 0.
 */
export function drawMisjudgement(
  random: () => number,
  enemies: readonly string[],
  o: { rangeError: number; windSense: number },
): Misjudgement | null {
  if (o.rangeError <= 0 && o.windSense <= 0) return null;
  const range: Record<string, number> = {};
  if (o.rangeError > 0) for (const id of enemies) range[id] = Math.round(gaussian(random) * o.rangeError);
  let wind = 0;
  if (o.windSense > 0 && random() < o.windSense) wind = random() < 0.5 ? -1 : 1;
  return { range, wind };
}

/** The hex direction nearest the line from `from` to `to` (in the board's plane). */
function bearing(from: Placement, to: Placement): number {
  const dq = to.bow.q - from.bow.q;
  const dr = to.bow.r - from.bow.r;
  const x = 1.5 * dq;
  const y = Math.sqrt(3) * (dr + dq / 2);
  let best = 0;
  let bestDot = -Infinity;
  DIRECTIONS.forEach((v, d) => {
    const dot = 1.5 * v.q * x + Math.sqrt(3) * (v.r + v.q / 2) * y;
    if (dot > bestDot) {
      bestDot = dot;
      best = d;
    }
  });
  return best;
}

/** An enemy's predicted placements moved `hexes` along the line from `from` (a misjudged range; 0: as they are). */
export function misjudgedPredictions<P extends { at: Placement }>(
  predictions: P[],
  from: Placement,
  hexes: number,
): P[] {
  if (!hexes) return predictions;
  return predictions.map((p) => {
    const d = dir(bearing(from, p.at) + (hexes < 0 ? 3 : 0));
    const v = DIRECTIONS[d];
    const n = Math.abs(hexes);
    return { ...p, at: { bow: { q: p.at.bow.q + v.q * n, r: p.at.bow.r + v.r * n }, heading: p.at.heading } };
  });
}
