/**
 * The statistics behind every number the report prints: Wilson score intervals for proportions,
 * Newcombe's hybrid score interval for a difference of two independent proportions, t intervals
 * for means, a delta-method interval for a ratio of means, and the sample sizes needed to decide.
 * All computed here (tests/report/stats.test.ts checks them against published values).
 */
import { mean, sampleVariance, sampleCovariance } from 'simple-statistics';
import { normalQuantile, wilson, zFor, type Interval, type Proportion } from '../lab/stats.js';

export type { Interval, Proportion } from '../lab/stats.js';
export { normalQuantile, wilson, zFor } from '../lab/stats.js';

/**
 * Student t quantile by the Cornish–Fisher expansion (Abramowitz & Stegun 26.7.5); within 0.002 of
 * the exact value from 3 degrees of freedom up, and exact in the limit.
 */
export function tQuantile(p: number, df: number): number {
  if (df <= 0) throw new RangeError(`tQuantile: degrees of freedom must be positive, got ${df}`);
  const z = normalQuantile(p);
  const z2 = z * z;
  const g1 = ((z2 + 1) * z) / 4;
  const g2 = (((5 * z2 + 16) * z2 + 3) * z) / 96;
  const g3 = ((((3 * z2 + 19) * z2 + 17) * z2 - 15) * z) / 384;
  const g4 = (((((79 * z2 + 776) * z2 + 1482) * z2 - 1920) * z2 - 945) * z) / 92160;
  return z + g1 / df + g2 / df ** 2 + g3 / df ** 3 + g4 / df ** 4;
}

/**
 * Newcombe's hybrid score interval (1998, method 10) for p1 − p2 of two independent proportions,
 * built from the two Wilson intervals.
 */
export function newcombe(k1: number, n1: number, k2: number, n2: number, confidence = 0.95): Interval {
  const a = wilson(k1, n1, confidence);
  const b = wilson(k2, n2, confidence);
  const d = a.estimate - b.estimate;
  return {
    estimate: d,
    low: d - Math.sqrt((a.estimate - a.low) ** 2 + (b.high - b.estimate) ** 2),
    high: d + Math.sqrt((a.high - a.estimate) ** 2 + (b.estimate - b.low) ** 2),
  };
}

export interface MeanInterval extends Interval {
  n: number;
}

/** Summary statistics of a sample (sample variance, n − 1). */
export interface SampleSummary {
  n: number;
  mean: number;
  variance: number;
}

/** Mean with a t interval from summary statistics (n < 2: NaN bounds, the interval is unbounded). */
export function meanIntervalFrom(s: SampleSummary, confidence = 0.95): MeanInterval {
  if (s.n === 0) return { n: 0, estimate: NaN, low: NaN, high: NaN };
  if (s.n < 2 || !Number.isFinite(s.variance)) return { n: s.n, estimate: s.mean, low: NaN, high: NaN };
  const half = tQuantile(1 - (1 - confidence) / 2, s.n - 1) * Math.sqrt(s.variance / s.n);
  return { n: s.n, estimate: s.mean, low: s.mean - half, high: s.mean + half };
}

/** Mean of the values with a t interval. */
export function meanInterval(values: readonly number[], confidence = 0.95): MeanInterval {
  const n = values.length;
  const v = values as number[];
  return meanIntervalFrom({ n, mean: n ? mean(v) : NaN, variance: n > 1 ? sampleVariance(v) : NaN }, confidence);
}

/** Summary statistics of paired samples x, y (sample variances and covariance). */
export interface PairedSummary {
  n: number;
  meanX: number;
  meanY: number;
  varX: number;
  varY: number;
  cov: number;
}

/**
 * Ratio of two means, mean(x) / mean(y) over the same games, with a delta-method interval:
 * var(R) ≈ (var x − 2R cov(x, y) + R² var y) / (n ȳ²).
 */
export function ratioOfMeansFrom(s: PairedSummary, confidence = 0.95): MeanInterval {
  if (s.n === 0) return { n: 0, estimate: NaN, low: NaN, high: NaN };
  const r = s.meanX / s.meanY;
  if (s.n < 2 || s.meanY === 0) return { n: s.n, estimate: s.meanY === 0 ? NaN : r, low: NaN, high: NaN };
  const v = (s.varX - 2 * r * s.cov + r * r * s.varY) / (s.n * s.meanY * s.meanY);
  const half = zFor(confidence) * Math.sqrt(Math.max(0, v));
  return { n: s.n, estimate: r, low: r - half, high: r + half };
}

/** Ratio of the means of two paired samples with its delta-method interval. */
export function ratioOfMeans(x: readonly number[], y: readonly number[], confidence = 0.95): MeanInterval {
  const n = Math.min(x.length, y.length);
  const xs = x.slice(0, n);
  const ys = y.slice(0, n);
  return ratioOfMeansFrom(
    {
      n,
      meanX: n ? mean(xs) : NaN,
      meanY: n ? mean(ys) : NaN,
      varX: n > 1 ? sampleVariance(xs) : NaN,
      varY: n > 1 ? sampleVariance(ys) : NaN,
      cov: n > 1 ? sampleCovariance(xs, ys) : NaN,
    },
    confidence,
  );
}

/** Games needed so that a proportion near p has a 95% interval no wider than ± margin (z² p(1−p) / m²). */
export function sampleSizeForMargin(p: number, margin: number, confidence = 0.95): number {
  const z = zFor(confidence);
  return Math.ceil((z * z * p * (1 - p)) / (margin * margin));
}

/**
 * Games needed for a two-sided test of p = p0 to detect a true proportion p1 with the given power
 * (normal approximation: n = [(z_{α/2} √(p0 q0) + z_β √(p1 q1)) / (p1 − p0)]²).
 */
export function sampleSizeToDetect(p0: number, p1: number, confidence = 0.95, power = 0.8): number {
  if (p1 === p0) return Infinity;
  const za = zFor(confidence);
  const zb = normalQuantile(power);
  const n = ((za * Math.sqrt(p0 * (1 - p0)) + zb * Math.sqrt(p1 * (1 - p1))) / (p1 - p0)) ** 2;
  return Math.ceil(n);
}

/** Fewer decided games than this are never called either way (Wilson is optimistic below). */
export const MIN_DECIDED = 20;

/** What an interval around a proportion says about "better than 50%". */
export type Verdict = 'better' | 'worse' | 'equivalent' | 'undecided';

/**
 * Compare a proportion with 50%: better / worse when the interval excludes it; equivalent when the
 * whole interval lies within ± `margin` of 50%; otherwise undecided (too few games).
 */
export function verdictVsHalf(p: Interval, margin: number): Verdict {
  if (p.low > 0.5) return 'better';
  if (p.high < 0.5) return 'worse';
  if (p.low >= 0.5 - margin && p.high <= 0.5 + margin) return 'equivalent';
  return 'undecided';
}

/** The same for a difference of proportions against 0. */
export function verdictVsZero(d: Interval, margin: number): Verdict {
  return verdictVsHalf({ estimate: d.estimate + 0.5, low: d.low + 0.5, high: d.high + 0.5 }, margin);
}

/**
 * More games needed to decide a proportion against 50%: the sample that gives 80% power to detect
 * the observed edge, or an edge of `margin` when the observed one is smaller (the smallest edge
 * that matters); at least up to MIN_DECIDED. 0 when already decided.
 */
export function moreGamesNeeded(p: Proportion, margin: number, confidence = 0.95): number {
  if (judge(p, margin) !== 'undecided') return 0;
  const effect = Number.isFinite(p.estimate) ? Math.max(Math.abs(p.estimate - 0.5), margin) : margin;
  const needed = Math.max(MIN_DECIDED, sampleSizeToDetect(0.5, Math.min(0.99, 0.5 + effect), confidence));
  return Math.max(1, needed - p.n);
}

/** The verdict on a proportion against 50%, undecided below MIN_DECIDED games. */
export function judge(p: Proportion, margin: number): Verdict {
  return p.n < MIN_DECIDED ? 'undecided' : verdictVsHalf(p, margin);
}

/** Running mean and sample variance of a stream of values (Welford), for aggregation while reading. */
export class Moments {
  n = 0;
  mean = 0;
  private m2 = 0;
  add(x: number): void {
    this.n++;
    const d = x - this.mean;
    this.mean += d / this.n;
    this.m2 += d * (x - this.mean);
  }
  /** n, mean and sample variance (NaN below two values), as meanIntervalFrom takes them */
  summary(): SampleSummary {
    return { n: this.n, mean: this.n ? this.mean : NaN, variance: this.n > 1 ? this.m2 / (this.n - 1) : NaN };
  }
}

/** Running means, sample variances and covariance of paired values (Welford's co-moment update). */
export class CoMoments {
  n = 0;
  private mx = 0;
  private my = 0;
  private m2x = 0;
  private m2y = 0;
  private cxy = 0;
  add(x: number, y: number): void {
    this.n++;
    const dx = x - this.mx;
    const dy = y - this.my;
    this.mx += dx / this.n;
    this.my += dy / this.n;
    this.m2x += dx * (x - this.mx);
    this.m2y += dy * (y - this.my);
    this.cxy += dx * (y - this.my);
  }
  summary(): PairedSummary {
    const d = this.n - 1;
    return {
      n: this.n,
      meanX: this.n ? this.mx : NaN,
      meanY: this.n ? this.my : NaN,
      varX: d > 0 ? this.m2x / d : NaN,
      varY: d > 0 ? this.m2y / d : NaN,
      cov: d > 0 ? this.cxy / d : NaN,
    };
  }
}
