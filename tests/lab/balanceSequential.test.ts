/**
 * The settle rule of `wsim balance` under repeated looks (src/lab/balance/measure.ts, settleConfidence):
 * simulated measurements of scenarios that are balanced (the true difference within ±5 points) must be
 * called lopsided at most one time in twenty, whichever look they stop at. The games are synthetic (a
 * seeded stream of wins, draws and losses), so the rule is checked on thousands of measurements.
 */
import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import {
  differenceInterval,
  emptyTally,
  LOOK_GAMES,
  measurementOf,
  settleConfidence,
  stopReason,
  verdictOf,
  type StopRule,
} from '../../src/lab/balance/measure.js';
import { shiftBetween } from '../../src/lab/balance/recheck.js';

const SIDES = ['a', 'b'] as [string, string];

/** A look's games into `t`: the first side wins with probability (1 − draws + d) / 2, the second (1 − draws − d) / 2. */
function playLook(t: ReturnType<typeof emptyTally>, draws: number, d: number, random: () => number): void {
  for (let i = 0; i < LOOK_GAMES; i++) {
    const u = random();
    t.games++;
    if (u < draws) t.draws++;
    else if (u < draws + (1 - draws + d) / 2) t.wins.a++;
    else t.wins.b++;
  }
}

/**
 * Run `runs` measurements of a scenario whose first side wins with probability (1 − draws + d) / 2 and
 * the second (1 − draws − d) / 2; count those that end called lopsided (settled early, or lopsided at
 * the last look) and those in which a plain 95% interval would have been lopsided at some look.
 */
function simulate(rule: StopRule, draws: number, d: number, runs: number, seed: string) {
  const random = seedrandom(seed);
  let lopsided = 0;
  let naive = 0;
  for (let r = 0; r < runs; r++) {
    const t = emptyTally(SIDES);
    let naiveSeen = false;
    for (;;) {
      playLook(t, draws, d, random);
      const plain = verdictOf(differenceInterval(t.wins.a, t.wins.b, t.games), SIDES);
      if (plain.kind === 'lopsided') naiveSeen = true;
      const stop = stopReason(t, SIDES, rule);
      if (!stop) continue;
      if (stop === 'settled' || plain.kind === 'lopsided') lopsided++;
      break;
    }
    if (naiveSeen) naive++;
  }
  return { lopsided: lopsided / runs, naive: naive / runs };
}

/** One measurement under `rule` of the scenario `simulate` plays, to its stop. */
function measureOnce(rule: StopRule, draws: number, d: number, random: () => number) {
  const t = emptyTally(SIDES);
  for (;;) {
    playLook(t, draws, d, random);
    const stop = stopReason(t, SIDES, rule);
    if (stop) return measurementOf(t, SIDES, stop);
  }
}

/**
 * A scenario measured twice under the convergence table's rule (±10 points) with nothing changed between: over the
 * pairs whose first verdict is settled, the mean shift of the second towards even (points; the sign of the first's
 * lead) — what the stop rule's selection of lucky first measurements alone makes of a lead (docs/balance.md).
 */
function shrinkBySelection(draws: number, d: number, runs: number, seed: string): number {
  const random = seedrandom(seed);
  const rule = { precision: 0.1, settle: true };
  let sum = 0;
  let settled = 0;
  for (let r = 0; r < runs; r++) {
    const first = measureOnce(rule, draws, d, random);
    const again = measureOnce(rule, draws, d, random);
    if (first.verdict.kind !== 'lopsided') continue;
    settled++;
    sum += Math.sign(first.difference.estimate) * shiftBetween(first, again).d.estimate;
  }
  return (sum / settled) * 100;
}

describe('the settle rule under repeated looks', () => {
  it('spends a share of the 5% at each look, the shares summing to 5%', () => {
    expect(settleConfidence(1)).toBeCloseTo(0.975, 12);
    expect(settleConfidence(3)).toBeCloseTo(1 - 0.05 / 12, 12);
    let spent = 0;
    for (let k = 1; k <= 10_000; k++) spent += 1 - settleConfidence(k);
    expect(spent).toBeLessThan(0.05);
    expect(spent).toBeGreaterThan(0.0499);
  });

  it('calls a balanced scenario lopsided at most one time in twenty, where plain 95% looks do so more often', () => {
    // 4 points from even, half the games drawn, at ±5 points: up to 77 looks
    const near = simulate({ precision: 0.05, settle: true }, 0.5, 0.04, 2000, 'seq-near');
    expect(near.lopsided).toBeLessThan(0.05);
    expect(near.naive).toBeGreaterThan(0.08);
    // even and no draws at ±10 points (20 looks), the variance of a game at its largest
    const even = simulate({ precision: 0.1, settle: true }, 0, 0, 2000, 'seq-even');
    expect(even.lopsided).toBeLessThan(0.05);
    expect(even.naive).toBeGreaterThan(0.07);
  });

  it('selects lucky first measurements only near the margin: a lead far beyond it does not shrink on a second measurement', () => {
    // 15 points from even: half the first measurements settle, the luckier half, and the second is nearer even
    expect(shrinkBySelection(0.2, 0.15, 2000, 'sel-near')).toBeLessThan(-3);
    // 30 and 60 points: every first measurement settles, and the second moves less than a point either way on average
    for (const [d, seed] of [
      [0.3, 'sel-30'],
      [0.6, 'sel-60'],
    ] as const)
      expect(Math.abs(shrinkBySelection(0.3, d, 2000, seed))).toBeLessThan(1);
  });

  it('still settles a clearly lopsided scenario at the first look', () => {
    const t = emptyTally(SIDES);
    t.games = LOOK_GAMES;
    t.wins = { a: 16, b: 2 };
    expect(stopReason(t, SIDES, { precision: 0.05, settle: true })).toBe('settled');
  });
});
