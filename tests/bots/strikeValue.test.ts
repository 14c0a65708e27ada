/**
 * hitValue's bonus for shooting the hull through (11.4.1.2): the fixed bonus by default, and with mcts's
 * `strike` option the chance, a Poisson count of hull squares around their expectation, that they reach the
 * squares left.
 */
import { describe, expect, it } from 'vitest';
import { hitValue, WEIGHTS, type ShipFigures } from '../../bots/wsim/lib/value.js';

const FULL: ShipFigures = { hull: 12, crew: 12, guns: 20, rigging: 20 };
const wear = (x: number) => (2 * x - (x * x) / 2) / 1.5;
/** the hull part alone: no other squares hit */
const hullPart = (left: number, n: number) => WEIGHTS.hull * (wear(left / 12) - wear(Math.max(0, left - n) / 12));
/** P(X ≥ k), X Poisson with mean m, by the complement of the first k terms */
const poissonAtLeast = (m: number, k: number) => {
  let below = 0;
  let fact = 1;
  for (let i = 0; i < k; i++) {
    if (i > 0) fact *= i;
    below += (Math.exp(-m) * m ** i) / fact;
  }
  return 1 - below;
};

describe('the value of shooting the hull through', () => {
  const now = (hull: number): ShipFigures => ({ ...FULL, hull });

  it('keeps the fixed bonus without the strike option (the default captains are unchanged)', () => {
    // the expected squares reach the hull left: half of what is left of her value goes too
    const v = hullPart(3, 3);
    expect(hitValue(now(3), FULL, 10, [3, 0, 0, 0])).toBeCloseTo(10 * (v + 0.5 * (1 - v)), 12);
    // below it: a quarter of the cube of the share
    expect(hitValue(now(4), FULL, 10, [2, 0, 0, 0])).toBeCloseTo(10 * (hullPart(4, 2) + 0.25 * 0.125), 12);
    expect(hitValue(now(4), FULL, 10, [2, 0, 0, 0], 0)).toBe(hitValue(now(4), FULL, 10, [2, 0, 0, 0]));
  });

  it('with strike, weighs the chance the hull squares reach what is left', () => {
    for (const [left, mean] of [
      [3, 1.5],
      [1, 0.4],
      [6, 2],
      [2, 2.5],
    ] as const) {
      const v = hullPart(left, mean);
      const p = poissonAtLeast(mean, left);
      expect(hitValue(now(left), FULL, 10, [mean, 0, 0, 0], 0.7)).toBeCloseTo(10 * (v + 0.7 * p * (1 - v)), 12);
    }
  });

  it('is worth more the closer she is to striking, and nothing more once she has no hull left', () => {
    const at = (left: number) => hitValue(now(left), FULL, 10, [1.5, 0, 0, 0], 1);
    expect(at(1)).toBeGreaterThan(at(2));
    expect(at(2)).toBeGreaterThan(at(4));
    expect(at(4)).toBeGreaterThan(at(8));
    expect(hitValue(now(0), FULL, 10, [1.5, 0, 0, 0], 1)).toBe(0);
    expect(hitValue(now(5), FULL, 10, [0, 0, 0, 0], 1)).toBe(0);
  });
});
