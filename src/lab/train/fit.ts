/**
 * Fitting the value model: a logistic regression of a game's result for a side (1 won, ½ drawn, 0
 * lost) on the features of positions that side saw, by Newton's method (iteratively reweighted least
 * squares) with a small ridge penalty, the linear algebra done by ml-matrix. No intercept: the features
 * are "ours minus hers", so a position worth p to one side is worth about 1 − p to the other.
 * Deterministic: the same rows in the same order give the same weights.
 */
import { Matrix, solve } from 'ml-matrix';

export interface FitOptions {
  /** ridge penalty on the weights (in units of the log-likelihood summed over rows) */
  ridge: number;
  /** Newton steps at most */
  steps: number;
  /** stop when no weight moves more than this */
  tolerance: number;
}

export const FIT_DEFAULTS: FitOptions = { ridge: 1, steps: 50, tolerance: 1e-9 };

export interface FitResult {
  weights: number[];
  /** standard error of each weight (from the inverse of the penalised Hessian) */
  errors: number[];
  steps: number;
  /** mean log loss and Brier score of the fitted model on the rows */
  logLoss: number;
  brier: number;
}

function sigmoid(z: number): number {
  return z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z));
}

/** Predicted result of one row (`x` holds `k` features at `offset`) under `w`. */
export function predictRow(w: readonly number[], x: Float64Array, offset: number): number {
  let z = 0;
  for (let j = 0; j < w.length; j++) z += w[j] * x[offset + j];
  return sigmoid(z);
}

/** Mean log loss and Brier score of weights `w` on rows `x` (n × k, row-major) with results `y`. */
export function scoreFit(w: readonly number[], x: Float64Array, y: Float64Array): { logLoss: number; brier: number } {
  const k = w.length;
  const n = y.length;
  let ll = 0;
  let br = 0;
  for (let i = 0; i < n; i++) {
    const p = Math.min(1 - 1e-12, Math.max(1e-12, predictRow(w, x, i * k)));
    ll -= y[i] * Math.log(p) + (1 - y[i]) * Math.log(1 - p);
    br += (p - y[i]) ** 2;
  }
  return { logLoss: n ? ll / n : 0, brier: n ? br / n : 0 };
}

/**
 * Fit the weights: `x` holds n rows of k features (row-major), `y` each row's result in [0, 1]
 * (soft labels: a draw is ½). Newton's method on the penalised log-likelihood.
 */
export function fitLogistic(
  x: Float64Array,
  y: Float64Array,
  k: number,
  options: FitOptions = FIT_DEFAULTS,
): FitResult {
  const n = y.length;
  if (x.length !== n * k) throw new Error(`fitLogistic: ${x.length} values for ${n} rows of ${k} features`);
  let w = new Array<number>(k).fill(0);
  let steps = 0;
  let hessian = Matrix.eye(k, k);
  for (; steps < options.steps; steps++) {
    const h = Matrix.eye(k, k).mul(options.ridge);
    const g = new Matrix(k, 1);
    for (let j = 0; j < k; j++) g.set(j, 0, -options.ridge * w[j]);
    for (let i = 0; i < n; i++) {
      const o = i * k;
      const p = predictRow(w, x, o);
      const r = y[i] - p;
      const s = p * (1 - p);
      for (let a = 0; a < k; a++) {
        const xa = x[o + a];
        if (xa === 0) continue;
        g.set(a, 0, g.get(a, 0) + r * xa);
        for (let b = a; b < k; b++) h.set(a, b, h.get(a, b) + s * xa * x[o + b]);
      }
    }
    for (let a = 0; a < k; a++) for (let b = 0; b < a; b++) h.set(a, b, h.get(b, a));
    hessian = h;
    const delta = solve(h, g).to1DArray();
    w = w.map((v, j) => v + delta[j]);
    if (Math.max(...delta.map(Math.abs)) < options.tolerance) {
      steps++;
      break;
    }
  }
  const inverse = solve(hessian, Matrix.eye(k, k));
  const errors = Array.from({ length: k }, (_, j) => Math.sqrt(Math.max(0, inverse.get(j, j))));
  return { weights: w, errors, steps, ...scoreFit(w, x, y) };
}
