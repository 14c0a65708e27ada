/**
 * The race among a search's finalists (docs/balance.md, "Re-measuring, in a race"): which finalist gets the next
 * look of LOOK_GAMES games, or none (the race is over).
 *
 * A finalist's measurement so far says how likely its change is to be a fix — within ±5 points of even: the chance
 * that a normal variable with the centre and spread of its 95% interval lies within the margin. The race gives the
 * next look to the finalist with the best chance per unit of cost (a game's cost grows with the ships in it; a change
 * that adds a ship plays slower games), live changes before flagged ones, until one is confirmed — measured to the
 * requested rule, within ±5 points, the game alive. Once a finalist has been measured to the requested rule without
 * being confirmed, the race narrows to the old order: the first of the ranking (live first, closest to even) is
 * measured on if it can be, else each runner-up to the race's coarser rule (±10 points) at most.
 *
 * Why this order: on five sets of synthetic finalists (`npx tsx tests/bench/race.ts --replicates 1000`) it finds a
 * fix as often as the previous race (every finalist to ±10 points first, the closest then carried on), for 5% to
 * 27% fewer games weighted by ships; and it does not starve a fix whose first look happened to come out far from
 * even, as the pure "closest first" rule does (it carried a change 10 points off to ±5 points before looking again
 * at the fix, the twenty-second session's first try).
 */
import { errorFunction } from 'simple-statistics';
import { BALANCE_MARGIN, stopReason, type Measurement, type StopReason, type StopRule } from './measure.js';
import { byEvenness, type Ranked } from './quality.js';
import { zFor } from '../stats.js';

/** A finalist as the race reads it: its key, its measurement so far (at least a first look), its flags. */
export interface Racer extends Ranked {
  /** ships in the changed scenario: the cost of a game */
  ships: number;
}

/** Φ, the standard normal distribution function. */
const normalCdf = (x: number) => (1 + errorFunction(x / Math.SQRT2)) / 2;

/** The chance the change is within ±margin of even, from its 95% interval read as a normal one. */
export function fixChance(m: Measurement, margin = BALANCE_MARGIN): number {
  const d = m.difference;
  const centre = (d.low + d.high) / 2;
  const sd = (d.high - d.low) / (2 * zFor(0.95));
  if (sd <= 0) return Math.abs(centre) <= margin ? 1 : 0;
  return Math.max(0, normalCdf((margin - centre) / sd) - normalCdf((-margin - centre) / sd));
}

/** Confirmed: measured to the requested rule (`reason`, its stop), within ±5 points, the game alive. */
const confirmed = (r: Racer, reason: StopReason | null) =>
  !r.flags.length && reason !== null && Math.abs(r.m.difference.estimate) <= BALANCE_MARGIN;

/** The finalist to give the next look to (its index), or null: a fix is confirmed, or nothing is left to measure. */
export function nextLook(racers: readonly Racer[], rule: StopRule, race: StopRule): number | null {
  const reasons = racers.map((r) => stopReason(r.m.tally, r.m.sides, rule));
  if (racers.some((r, i) => confirmed(r, reasons[i]))) return null;
  const open = racers.map((_, i) => i).filter((i) => reasons[i] === null);
  // a finalist measured to the requested rule unconfirmed (not one settled as clearly lopsided at a look): from then
  // on the first of the ranking is measured on if it can be, else the runners-up to the race's rule at most
  let candidates = open;
  if (reasons.some((reason) => reason !== null && reason !== 'settled')) {
    const lead = racers.indexOf([...racers].sort(byEvenness)[0]);
    candidates = open.includes(lead)
      ? [lead]
      : open.filter((i) => stopReason(racers[i].m.tally, racers[i].m.sides, race) === null);
  }
  // live before flagged, then the best chance of a fix per unit of cost, then the earlier
  const value = (i: number) => fixChance(racers[i].m) / Math.max(1, racers[i].ships);
  const flagged = (i: number) => racers[i].flags.length > 0;
  let best: number | null = null;
  for (const i of candidates) {
    if (best === null) best = i;
    else if (flagged(i) !== flagged(best)) {
      if (!flagged(i)) best = i;
    } else if (value(i) > value(best)) best = i;
  }
  return best;
}
