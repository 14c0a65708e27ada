/**
 * Stochastic root-finding for a whole-numbered knob (a handicap in points, a turn limit, a range in
 * hexes, grades of crew): the value x at which the measured difference f(x) between the two sides'
 * win probabilities crosses zero, among the values that keep the game alive.
 *
 * f is measured, so noisy; every value is measured on the same games' seeds (common random numbers),
 * which makes f a fixed function of x for the run — the sample-average approximation of the true
 * difference, whose root tends to the true root as the games per value grow (Shapiro, "Monte Carlo
 * sampling methods", 2003; the seeds shared by every value keep the comparisons between neighbouring
 * values far less noisy than independent dice would). Its root is found by bisection: the value as
 * written and the ends of the knob's range are measured (and, when neither end changes the sign,
 * every value of a short range or the values halfway to the ends), the nearest sign change is kept and halved until two neighbouring
 * values enclose it; the one closer to zero is the answer. The caller re-measures it with fresh games.
 *
 * A value may kill the game (draws or turn-limit endings up by more than 15 points: quality.ts) —
 * a turn limit short enough makes every game a draw, a difference of exactly zero. Such a value is
 * never an answer: when an end of the range is dead, the last live value towards it is found first
 * (a bisection on liveness) and serves as that end.
 */

export interface Probe {
  x: number;
  /** f(x): positive while the side ahead is still favoured */
  value: number;
  /** does the game stay worth playing at this value? */
  alive: boolean;
}

export interface Knob {
  /** the value as written (measured first) */
  start: number;
  /** the smallest and largest values the knob may take (whole numbers; start within) */
  low: number;
  high: number;
}

export interface Solution {
  /** the live value whose measured difference is closest to zero within the final bracket (or of all live probes) */
  x: number;
  value: number;
  /** the two neighbouring values enclosing the sign change; null when no live value tried changed the sign */
  bracket: [number, number] | null;
  /** every value measured, in the order measured */
  probes: Probe[];
}

/** At most this many values measured per knob (the start, two ends, the live ends, and bisection steps). */
export const MAX_PROBES = 16;

/** A range of fewer values than this is scanned whole when its ends show no sign change. */
export const SCAN_VALUES = 8;

const sign = (v: number) => (v > 0 ? 1 : v < 0 ? -1 : 0);

/** Closest to zero; a tie goes to the value nearer the start (the smaller change). */
function closest(probes: readonly Probe[], start: number): Probe {
  return [...probes].sort(
    (a, b) => Math.abs(a.value) - Math.abs(b.value) || Math.abs(a.x - start) - Math.abs(b.x - start) || a.x - b.x,
  )[0];
}

type Measure = (x: number) => Promise<Measured> | Measured;
type Measured = number | { value: number; alive: boolean };

/** The probes of one solve: each value measured once, within the budget of values. */
function prober(f: Measure, maxProbes: number) {
  const probes: Probe[] = [];
  const at = async (x: number): Promise<Probe> => {
    const known = probes.find((p) => p.x === x);
    if (known) return known;
    const r = await f(x);
    const p = typeof r === 'number' ? { x, value: r, alive: true } : { x, ...r };
    probes.push(p);
    return p;
  };
  const budget = () => probes.length < maxProbes;
  /** The last live value from `live` towards `dead`. */
  const lastAlive = async (live: Probe, dead: Probe): Promise<Probe> => {
    let [a, b] = [live, dead];
    while (Math.abs(b.x - a.x) > 1 && budget()) {
      const m = await at(Math.floor((a.x + b.x) / 2));
      if (m.alive) a = m;
      else b = m;
    }
    return a;
  };
  /** Halve the sign change between `a` (the start's sign) and `b` until two neighbouring values enclose it. */
  const bisect = async (a: Probe, b: Probe, start: number): Promise<Solution> => {
    while (Math.abs(b.x - a.x) > 1 && b.value !== 0 && budget()) {
      const m = await at(Math.floor((a.x + b.x) / 2));
      // a dead value between two live ones: the sign change is looked for on the start's side of it
      if (m.alive && sign(m.value) === sign(a.value)) a = m;
      else b = m;
    }
    const ends = [a, b].filter((p) => p.alive);
    const best = closest(ends.length ? ends : [a], start);
    const pair = [a.x, b.x].sort((x, y) => x - y) as [number, number];
    return { x: best.x, value: best.value, bracket: pair, probes };
  };
  /** No sign change found: the live value closest to zero (bracket null). */
  const unbracketed = (start: Probe): Solution => {
    const live = probes.filter((p) => p.alive);
    return { ...closest(live.length ? live : [start], start.x), bracket: null, probes };
  };
  return { probes, at, budget, lastAlive, bisect, unbracketed };
}

export async function solveKnob(f: Measure, knob: Knob, maxProbes = MAX_PROBES): Promise<Solution> {
  const { probes, at, budget, lastAlive, bisect, unbracketed } = prober(f, maxProbes);
  const start = await at(knob.start);
  if (start.value === 0) return { x: start.x, value: 0, bracket: [start.x, start.x], probes };
  // the ends, nearer first; the nearest sign change from the start is kept
  const ends = [knob.low, knob.high]
    .filter((x) => x !== knob.start)
    .sort((a, b) => Math.abs(a - knob.start) - Math.abs(b - knob.start) || a - b);
  let other: Probe | null = null;
  for (const x of ends) {
    let p = await at(x);
    if (!p.alive) p = await lastAlive(start, p);
    if (p.x !== start.x && sign(p.value) !== sign(start.value)) {
      other = p;
      break;
    }
  }
  // no sign change at the ends: a response that is not monotone may show one inside — every value
  // of a short range, nearest the start first, else the values halfway to the ends
  const inside =
    knob.high - knob.low < SCAN_VALUES
      ? Array.from({ length: knob.high - knob.low + 1 }, (_, i) => knob.low + i).sort(
          (a, b) => Math.abs(a - knob.start) - Math.abs(b - knob.start) || a - b,
        )
      : ends.map((x) => Math.floor((knob.start + x) / 2));
  for (const x of inside) {
    if (other || !budget()) break;
    const p = await at(x);
    if (p.alive && p.x !== start.x && sign(p.value) !== sign(start.value)) other = p;
  }
  if (!other) return unbracketed(start);
  return bisect(start, other, knob.start);
}

/** At most this many values measured when a knob is solved again from another captain's value (solveNear). */
export const NEAR_PROBES = 10;

/**
 * The sign of the response's slope over the values measured (least squares over the live probes): +1
 * when the difference grows with the knob, −1 when it falls, 0 when the probes cannot tell.
 */
export function slopeOf(probes: readonly Probe[]): -1 | 0 | 1 {
  const live = probes.filter((p) => p.alive);
  if (live.length < 2) return 0;
  const mx = live.reduce((a, p) => a + p.x, 0) / live.length;
  const my = live.reduce((a, p) => a + p.value, 0) / live.length;
  const cov = live.reduce((a, p) => a + (p.x - mx) * (p.value - my), 0);
  return cov > 0 ? 1 : cov < 0 ? -1 : 0;
}

/**
 * The root again from a value found by another captain (the quick one that screened the knob): measure
 * at `guess`, then step from it the way the slope says the difference crosses zero — 1, 2, 4, … values,
 * within the knob's range and among live values — until the sign changes, and halve that bracket as
 * solveKnob does. A good guess costs two to four values where the whole range costs eight or more; a root
 * 25 values away about ten. A slope of 0 (the other captain's values could not tell) solves the whole range
 * from the guess, as solveKnob does.
 */
export async function solveNear(
  f: Measure,
  knob: Knob,
  guess: number,
  slope: -1 | 0 | 1,
  maxProbes = NEAR_PROBES,
): Promise<Solution> {
  const from = Math.max(knob.low, Math.min(knob.high, guess));
  if (slope === 0) return solveKnob(f, { ...knob, start: from }, Math.max(maxProbes, MAX_PROBES));
  const { probes, at, budget, lastAlive, bisect, unbracketed } = prober(f, maxProbes);
  const start = await at(from);
  if (start.value === 0) return { x: start.x, value: 0, bracket: [start.x, start.x], probes };
  // the difference falls towards zero going up when it is positive and the slope negative (and so on)
  const dir = -sign(start.value) * slope;
  let prev = start;
  for (let step = 1; budget(); step *= 2) {
    const x = Math.max(knob.low, Math.min(knob.high, from + dir * step));
    if (x === prev.x) break; // the end of the range
    let p = await at(x);
    if (!p.alive) p = await lastAlive(prev, p);
    if (p.x !== prev.x && p.alive && sign(p.value) !== sign(start.value)) return bisect(prev, p, from);
    if (p.x === prev.x || !p.alive || p.x !== x) break; // no live value further that way
    prev = p;
  }
  return unbracketed(start);
}
