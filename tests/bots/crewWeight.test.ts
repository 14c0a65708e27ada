/**
 * mcts's `crew` option: the multiple of the crew's weight in the value of hits the leaf counts (11.4.2 crew
 * casualties; bots/wsim/lib/value.ts hitValue). At 1, the weights every captain uses; the hull, guns and rigging
 * parts never move with it; the bonus for shooting the hull through never turns negative.
 */
import { describe, expect, it } from 'vitest';
import { hitValue, WEIGHTS, type ShipFigures } from '../../bots/wsim/lib/value.js';
import { mctsOptions, MCTS_DEFAULTS } from '../../bots/mcts/options.js';
import { parseCaptainSpec } from '../../bots/index.js';

const FULL: ShipFigures = { hull: 12, crew: 12, guns: 20, rigging: 20 };
const wear = (x: number) => (2 * x - (x * x) / 2) / 1.5;
const crewPart = (left: number, n: number) => WEIGHTS.crew * (wear(left / 12) - wear(Math.max(0, left - n) / 12));

describe("the crew's weight in a hit's value", () => {
  it("is every captain's at 1, the default", () => {
    expect(MCTS_DEFAULTS.crew).toBe(1);
    const sq = [1, 2, 1.5, 3] as const;
    expect(hitValue({ ...FULL, hull: 7 }, FULL, 10, [...sq], 0, 1)).toBe(
      hitValue({ ...FULL, hull: 7 }, FULL, 10, [...sq]),
    );
  });

  it('multiplies the crew part alone', () => {
    const now: ShipFigures = { ...FULL, crew: 8 };
    for (const k of [0, 0.6, 1.5, 3]) {
      // crew squares only: the value is the crew part times k (no hull hit, no strike bonus)
      expect(hitValue(now, FULL, 10, [0, 0, 2, 0], 0, k)).toBeCloseTo(10 * k * crewPart(8, 2), 12);
      // hull, guns and rigging only: the same at any k
      expect(hitValue(now, FULL, 10, [1, 2, 0, 3], 0, k)).toBe(hitValue(now, FULL, 10, [1, 2, 0, 3]));
    }
  });

  it('never makes the bonus for shooting the hull through negative', () => {
    const now: ShipFigures = { hull: 1, crew: 2, guns: 2, rigging: 2 };
    const all = hitValue(now, FULL, 10, [1, 2, 2, 2], 0, 5);
    const noBonus =
      10 *
      (WEIGHTS.hull * wear(1 / 12) +
        WEIGHTS.guns * wear(2 / 20) +
        5 * WEIGHTS.crew * wear(2 / 12) +
        WEIGHTS.rigging * wear(2 / 20));
    expect(all).toBeGreaterThanOrEqual(noBonus - 1e-12);
    expect(hitValue(now, FULL, 10, [1, 2, 2, 2], 1, 5)).toBeGreaterThanOrEqual(noBonus - 1e-12);
  });

  it('is read from a spec, from 0 to 5', () => {
    expect(mctsOptions({ ...parseCaptainSpec('mcts:crew=1.5').options, ammo: 'auto' }).crew).toBe(1.5);
    expect(mctsOptions({ ammo: 'auto' }).crew).toBe(1);
    expect(mctsOptions({ crew: 9, ammo: 'auto' }).crew).toBe(5);
    expect(() => parseCaptainSpec('mcts:crew=6')).toThrow(/option "crew" expects a number from 0 to 5 \(got 6\)/);
    expect(() => parseCaptainSpec('mcts:crew=-1')).toThrow(/option "crew" expects a number from 0 to 5/);
  });
});
