/**
 * The normal quantile behind every interval of the workbench — the lab's games-per-cell figure, the
 * ladder's Elo bounds, `wsim balance` and the report's Wilson, Newcombe and delta-method intervals —
 * computed one way only, and the Wilson interval the report and `wsim balance` share. (The report may
 * import the lab; the lab may not import the report.)
 */

export interface Interval {
  /** the point estimate */
  estimate: number;
  low: number;
  high: number;
}

export interface Proportion extends Interval {
  successes: number;
  n: number;
}

/** Standard normal quantile (Acklam's rational approximation, relative error < 1.2e-9). */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`normalQuantile: p must be in (0, 1), got ${p}`);
  const a = [
    -3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2, -3.066479806614716e1,
    2.506628277459239,
  ];
  const b = [
    -5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1, -1.328068155288572e1,
  ];
  const c = [
    -7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416];
  const lowTail = 0.02425;
  if (p < lowTail || p > 1 - lowTail) {
    const q = Math.sqrt(-2 * Math.log(p < lowTail ? p : 1 - p));
    const x =
      (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
      ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
    return p < lowTail ? x : -x;
  }
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q) /
    (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1)
  );
}

/** The two-sided critical value z for a confidence level (0.95 → 1.95996…). */
export function zFor(confidence = 0.95): number {
  return normalQuantile(1 - (1 - confidence) / 2);
}

/** Wilson score interval for `successes` out of `n` (no continuity correction). n = 0 gives [0, 1]. */
export function wilson(successes: number, n: number, confidence = 0.95): Proportion {
  if (n <= 0) return { successes, n: 0, estimate: NaN, low: 0, high: 1 };
  const z = zFor(confidence);
  const p = successes / n;
  const z2n = (z * z) / n;
  const denom = 1 + z2n;
  const centre = (p + z2n / 2) / denom;
  const half = (z / denom) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return { successes, n, estimate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
