/**
 * The race among a search's finalists (src/lab/balance/race.ts): the chance a measurement is a fix, and which
 * finalist gets the next look — the best chance per unit of cost, live changes first; none once a fix is
 * confirmed; after a finalist is measured to the requested rule unconfirmed, the first of the ranking, else the
 * runners-up to the race's rule at most.
 */
import { describe, expect, it } from 'vitest';
import { emptyTally, measurementOf, type Tally } from '../../src/lab/balance/measure.js';
import { fixChance, nextLook, type Racer } from '../../src/lab/balance/race.js';

const SIDES: [string, string] = ['a', 'b'];
const RULE = { precision: 0.05, settle: true };
const RACE = { precision: 0.1, settle: true };

/** A measurement of n games, `d` the difference, `draws` the share drawn (no luck recorded: the plain interval). */
function measured(n: number, d: number, draws = 0.4) {
  const t: Tally = emptyTally(SIDES);
  const decided = Math.round(n * (1 - draws));
  const a = Math.round((decided + d * n) / 2);
  t.games = n;
  t.wins = { a, b: decided - a };
  t.draws = n - decided;
  return measurementOf(t, SIDES, 'games');
}
const racer = (n: number, d: number, extra: { flagged?: boolean; ships?: number } = {}): Racer => ({
  key: `${n} games at ${d}`,
  m: measured(n, d),
  flags: extra.flagged ? ['draws 40% → 60%'] : [],
  ships: extra.ships ?? 2,
});

describe('the chance a measurement is a fix', () => {
  it('reads the 95% interval as a normal one: centred on zero and ±5 points wide, 95%; far from even, none', () => {
    const m = measured(20, 0);
    const half = (m.difference.high - m.difference.low) / 2;
    expect(fixChance(m, half)).toBeCloseTo(0.95, 3);
    expect(fixChance(measured(2000, 0.3))).toBeLessThan(1e-6);
    // more games at the same estimate near even: a better chance
    expect(fixChance(measured(1000, 0.01))).toBeGreaterThan(fixChance(measured(100, 0.01)));
  });
});

describe('the next look', () => {
  it('goes to the best chance of a fix: a change 2 points off after one look before one 12 points off', () => {
    expect(nextLook([racer(20, 0.12), racer(20, 0.02)], RULE, RACE)).toBe(1);
  });

  it('does not starve a fix whose first look came out far: a change measured at +10 on 700 games yields the next look', () => {
    // the twenty-second session's first race carried Vestale's elite crew (+11) to a thousand games before the
    // crack crew (the fix, −1) had a second look; by its chance, the elite crew's measurement yields
    const far = racer(20, -0.15);
    expect(nextLook([racer(700, 0.1), far], RULE, RACE)).toBe(1);
    expect(nextLook([racer(100, 0.04), far], RULE, RACE)).toBe(0); // while the other is still likely, it goes on
  });

  it('weighs the cost of a game: of two equal chances, the scenario with fewer ships', () => {
    expect(nextLook([racer(40, 0.03, { ships: 3 }), racer(40, 0.03, { ships: 2 })], RULE, RACE)).toBe(1);
    // a far better chance still goes first though its games cost more
    expect(nextLook([racer(40, 0.0, { ships: 3 }), racer(40, 0.3, { ships: 2 })], RULE, RACE)).toBe(0);
  });

  it('gives live changes their looks before a flagged one, whatever its chance', () => {
    expect(nextLook([racer(40, 0.0, { flagged: true }), racer(40, 0.15)], RULE, RACE)).toBe(1);
    // only flagged ones left open: they are measured on
    expect(nextLook([racer(40, 0.0, { flagged: true }), racer(2000, 0.2)], RULE, RACE)).toBe(0);
  });

  it('ends the race when a fix is confirmed, or nothing is left to measure', () => {
    expect(nextLook([racer(1400, 0.01), racer(20, 0.0)], RULE, RACE)).toBeNull();
    // confirmed means alive: a flagged change measured to ±5 points within them does not end it
    expect(nextLook([racer(1400, 0.01, { flagged: true }), racer(20, 0.0)], RULE, RACE)).toBe(1);
    expect(nextLook([racer(1400, 0.2), racer(1400, -0.2)], RULE, RACE)).toBeNull();
  });

  it('after a finalist is measured to the requested rule unconfirmed: the first of the ranking, else the runners-up to ±10 points', () => {
    // +9 measured to ±5 points (unconfirmed); a runner-up at +6 on 100 games comes first by evenness: measured on
    const failed = racer(1400, 0.09);
    expect(nextLook([failed, racer(100, 0.06), racer(20, 0.3)], RULE, RACE)).toBe(1);
    // the runner-ups further from even than the failed one: measured on to ±10 points, not beyond
    expect(nextLook([failed, racer(20, 0.3)], RULE, RACE)).toBe(1);
    expect(nextLook([failed, racer(400, 0.12)], RULE, RACE)).toBeNull(); // at ±10 points already
  });
});
