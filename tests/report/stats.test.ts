import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  meanInterval,
  moreGamesNeeded,
  newcombe,
  normalQuantile,
  ratioOfMeans,
  sampleSizeForMargin,
  sampleSizeToDetect,
  tQuantile,
  verdictVsHalf,
  verdictVsZero,
  wilson,
} from '../../src/report/stats.js';

describe('normal and t quantiles', () => {
  it('match the tables', () => {
    expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 6);
    expect(normalQuantile(0.995)).toBeCloseTo(2.575829, 6);
    expect(normalQuantile(0.8)).toBeCloseTo(0.841621, 6);
    expect(normalQuantile(0.01)).toBeCloseTo(-2.326348, 6);
    expect(() => normalQuantile(1)).toThrow(RangeError);
  });
  it('t quantiles within 0.002 of the published values', () => {
    expect(Math.abs(tQuantile(0.975, 5) - 2.570582)).toBeLessThan(0.002);
    expect(Math.abs(tQuantile(0.975, 10) - 2.228139)).toBeLessThan(0.002);
    expect(Math.abs(tQuantile(0.975, 30) - 2.042272)).toBeLessThan(0.0005);
    expect(Math.abs(tQuantile(0.975, 1e6) - 1.959964)).toBeLessThan(1e-5);
  });
});

describe('Wilson score interval', () => {
  it('58 of 100: 48.2% to 67.2%', () => {
    const w = wilson(58, 100);
    expect(w.estimate).toBe(0.58);
    expect(w.low).toBeCloseTo(0.4821, 4);
    expect(w.high).toBeCloseTo(0.672, 4);
  });
  it("Newcombe's (1998) single-proportion examples: 81/263 and 0/10", () => {
    const a = wilson(81, 263);
    expect(a.low).toBeCloseTo(0.2553, 4);
    expect(a.high).toBeCloseTo(0.3662, 4);
    const b = wilson(0, 10);
    expect(b.low).toBe(0);
    expect(b.high).toBeCloseTo(0.2775, 4);
  });
  it('no games: the whole range', () => {
    expect(wilson(0, 0)).toMatchObject({ low: 0, high: 1, n: 0 });
  });
  it('contains the estimate, stays in [0, 1] and narrows with more games', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, f) => {
        const k = Math.round(f * n);
        const w = wilson(k, n);
        const w4 = wilson(4 * k, 4 * n);
        return (
          w.low >= 0 &&
          w.high <= 1 &&
          w.low <= k / n + 1e-12 &&
          w.high >= k / n - 1e-12 &&
          w4.high - w4.low < w.high - w.low
        );
      }),
    );
  });
});

describe('Newcombe hybrid score interval for a difference', () => {
  it("reproduces Newcombe's (1998) method 10 examples", () => {
    const cases: [number, number, number, number, number, number][] = [
      [56, 70, 48, 80, 0.0524, 0.3339],
      [9, 10, 3, 10, 0.1705, 0.809],
      [6, 7, 2, 7, 0.0582, 0.8062],
      [5, 56, 0, 29, -0.0381, 0.1926],
    ];
    for (const [k1, n1, k2, n2, low, high] of cases) {
      const d = newcombe(k1, n1, k2, n2);
      expect(d.estimate).toBeCloseTo(k1 / n1 - k2 / n2, 10);
      expect(d.low).toBeCloseTo(low, 4);
      expect(d.high).toBeCloseTo(high, 4);
    }
  });
  it('is antisymmetric and contains the observed difference', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 1, max: 400 }),
        fc.nat(),
        fc.nat(),
        (n1, n2, a, b) => {
          const k1 = a % (n1 + 1);
          const k2 = b % (n2 + 1);
          const d = newcombe(k1, n1, k2, n2);
          const r = newcombe(k2, n2, k1, n1);
          return Math.abs(d.low + r.high) < 1e-12 && d.low <= d.estimate + 1e-12 && d.high >= d.estimate - 1e-12;
        },
      ),
    );
  });
});

describe('means and ratios', () => {
  it('t interval of 1..10: 5.5 ± 2.166', () => {
    const m = meanInterval([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(m.estimate).toBe(5.5);
    expect(m.low).toBeCloseTo(3.334, 2);
    expect(m.high).toBeCloseTo(7.666, 2);
    expect(meanInterval([3])).toMatchObject({ estimate: 3, n: 1 });
    expect(meanInterval([3]).low).toBeNaN();
  });
  it('ratio of means against a constant denominator is the scaled mean interval (normal)', () => {
    const x = [2, 4, 6, 8, 10, 12, 14, 16];
    const r = ratioOfMeans(
      x,
      x.map(() => 2),
    );
    expect(r.estimate).toBeCloseTo(4.5, 10);
    const sd = Math.sqrt(x.reduce((a, v) => a + (v - 9) ** 2, 0) / 7);
    expect(r.high - r.estimate).toBeCloseTo((1.959964 * sd) / Math.sqrt(8) / 2, 5);
  });
});

describe('sample sizes and verdicts', () => {
  it('385 games for ±5 points at 50%; 194 to detect 60% against 50% with 80% power', () => {
    expect(sampleSizeForMargin(0.5, 0.05)).toBe(385);
    expect(sampleSizeToDetect(0.5, 0.6)).toBe(194);
    expect(sampleSizeToDetect(0.5, 0.5)).toBe(Infinity);
  });
  it('calls a proportion better, equivalent or undecided', () => {
    expect(verdictVsHalf(wilson(58, 100), 0.05)).toBe('undecided');
    expect(verdictVsHalf(wilson(1160, 2000), 0.05)).toBe('better');
    expect(verdictVsHalf(wilson(840, 2000), 0.05)).toBe('worse');
    expect(verdictVsHalf(wilson(5010, 10000), 0.05)).toBe('equivalent');
    expect(verdictVsZero(newcombe(56, 70, 48, 80), 0.05)).toBe('better');
  });
  it('more games needed: none once decided, the power-based count otherwise', () => {
    expect(moreGamesNeeded(wilson(1160, 2000), 0.05)).toBe(0);
    // 58 of 100: detecting a true 58% needs n = 305 (80% power), 205 more
    expect(moreGamesNeeded(wilson(58, 100), 0.05)).toBe(sampleSizeToDetect(0.5, 0.58) - 100);
    expect(sampleSizeToDetect(0.5, 0.58)).toBe(305);
    // an observed 51% asks for a 5-point edge: 783 games
    expect(moreGamesNeeded(wilson(51, 100), 0.05)).toBe(783 - 100);
  });
});
