/**
 * Logistic regression on grouped binomial data, fitted by Newton–Raphson (iteratively reweighted
 * least squares) with step halving, and its covariance: the model's (the inverse Fisher
 * information) or, with enough clusters, the cluster-robust sandwich H⁻¹ M H⁻¹ · G/(G − 1), where
 * M sums the outer products of each cluster's score (the two games of a side-swapped pair are one
 * cluster, so the intervals hold whether the pair's results move together or apart).
 * Columns that are linear combinations of earlier ones (a design that cannot tell two factors
 * apart) are dropped and reported with the columns they are made of. Linear algebra: ml-matrix.
 */
import { CholeskyDecomposition, Matrix, inverse } from 'ml-matrix';

/** One covariate pattern: its row of the design matrix, the wins of the first side and the decided games. */
export interface BinomialGroup {
  x: readonly number[];
  wins: number;
  n: number;
}

/** Games that form one cluster, `count` times over: each game's pattern and result (1 won, 0 lost, null drawn). */
export interface ClusterGroup {
  count: number;
  members: readonly { group: number; y: 0 | 1 | null }[];
}

export interface LogitFit {
  /** coefficients, NaN for a dropped column */
  beta: number[];
  /** covariance of the coefficients (NaN in the rows and columns of dropped ones) */
  cov: number[][];
  /** the covariance is the cluster-robust sandwich (false: the model's) */
  robust: boolean;
  /** dropped columns, each with the kept columns it is a linear combination of */
  aliased: Map<number, number[]>;
  converged: boolean;
  /** decided games, clusters */
  n: number;
  clusters: number;
  /** residual deviance against the saturated model of the patterns, and its degrees of freedom */
  deviance: number;
  df: number;
}

/** Fewer clusters than this: the sandwich is unreliable and the model's covariance is used. */
export const MIN_CLUSTERS = 50;

const sigmoid = (t: number) => 1 / (1 + Math.exp(-t));
const xlogy = (x: number, y: number) => (x === 0 ? 0 : x * Math.log(y));

function dot(a: readonly number[], b: readonly number[]): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i] * b[i];
  return s;
}

/** Σ w x xᵀ over the groups, symmetric by construction. */
function weightedGram(xs: readonly (readonly number[])[], w: readonly number[], p: number): Matrix {
  const g = Matrix.zeros(p, p);
  xs.forEach((x, k) => {
    if (w[k] === 0) return;
    for (let i = 0; i < p; i++) {
      if (x[i] === 0) continue;
      for (let j = 0; j <= i; j++) g.set(i, j, g.get(i, j) + w[k] * x[i] * x[j]);
    }
  });
  for (let i = 0; i < p; i++) for (let j = 0; j < i; j++) g.set(j, i, g.get(i, j));
  return g;
}

/**
 * The columns kept, in order: a column whose residual, after the kept columns explain it (weighted
 * by the decided games), is below 1e-9 of its own size is dropped as a combination of them.
 */
function keptColumns(groups: readonly BinomialGroup[], p: number): { kept: number[]; aliased: Map<number, number[]> } {
  const gram = weightedGram(
    groups.map((g) => g.x),
    groups.map((g) => g.n),
    p,
  );
  const kept: number[] = [];
  const aliased = new Map<number, number[]>();
  for (let j = 0; j < p; j++) {
    const own = gram.get(j, j);
    let residual = own;
    let coef: number[] = [];
    if (kept.length && own > 0) {
      const gkk = gram.selection(kept, kept);
      const gkj = gram.selection(kept, [j]);
      const c = new CholeskyDecomposition(gkk).solve(gkj);
      coef = c.getColumn(0);
      residual = own - dot(gkj.getColumn(0), coef);
    }
    if (own > 0 && residual > 1e-9 * own) kept.push(j);
    else aliased.set(j, own > 0 ? kept.filter((_, i) => Math.abs(coef[i]) > 1e-7) : []);
  }
  return { kept, aliased };
}

function logLik(groups: readonly BinomialGroup[], xs: readonly number[][], beta: readonly number[]): number {
  let ll = 0;
  groups.forEach((g, k) => {
    const p = sigmoid(dot(xs[k], beta));
    ll += xlogy(g.wins, p) + xlogy(g.n - g.wins, 1 - p);
  });
  return ll;
}

/** Newton–Raphson with step halving; returns β̂ and the information matrix at it. */
function newton(groups: readonly BinomialGroup[], xs: number[][], p: number) {
  let beta: number[] = new Array<number>(p).fill(0);
  let ll = logLik(groups, xs, beta);
  let converged = false;
  let info = Matrix.eye(p);
  for (let iter = 0; iter < 100 && !converged; iter++) {
    const prob = xs.map((x) => sigmoid(dot(x, beta)));
    info = weightedGram(
      xs,
      groups.map((g, k) => g.n * prob[k] * (1 - prob[k])),
      p,
    );
    const grad = new Array<number>(p).fill(0);
    groups.forEach((g, k) => xs[k].forEach((v, i) => (grad[i] += v * (g.wins - g.n * prob[k]))));
    const chol = new CholeskyDecomposition(info);
    if (!chol.isPositiveDefinite()) break;
    let step = chol.solve(Matrix.columnVector(grad)).getColumn(0);
    let next = beta.map((b, i) => b + step[i]);
    let llNext = logLik(groups, xs, next);
    for (let h = 0; h < 30 && llNext < ll - 1e-9 * Math.abs(ll); h++) {
      step = step.map((s) => s / 2);
      next = beta.map((b, i) => b + step[i]);
      llNext = logLik(groups, xs, next);
    }
    converged = Math.max(...step.map(Math.abs)) < 1e-9;
    beta = next;
    ll = llNext;
  }
  // a coefficient running away: a pattern the model fits perfectly (separation), no finite estimate
  if (beta.some((b) => !Number.isFinite(b) || Math.abs(b) > 25)) converged = false;
  const prob = xs.map((x) => sigmoid(dot(x, beta)));
  info = weightedGram(
    xs,
    groups.map((g, k) => g.n * prob[k] * (1 - prob[k])),
    p,
  );
  return { beta, info, converged, prob };
}

/** Σ over clusters of count · s sᵀ, s the cluster's score at the fitted probabilities. */
function meat(clusters: readonly ClusterGroup[], xs: number[][], prob: number[], p: number): Matrix {
  const m = Matrix.zeros(p, p);
  for (const c of clusters) {
    const s = new Array<number>(p).fill(0);
    for (const { group, y } of c.members) {
      if (y === null) continue;
      for (let i = 0; i < p; i++) s[i] += xs[group][i] * (y - prob[group]);
    }
    for (let i = 0; i < p; i++) for (let j = 0; j < p; j++) m.set(i, j, m.get(i, j) + c.count * s[i] * s[j]);
  }
  return m;
}

function deviance(groups: readonly BinomialGroup[], prob: number[], p: number) {
  let dev = 0;
  let patterns = 0;
  groups.forEach((g, k) => {
    if (g.n === 0) return;
    patterns++;
    const e = g.n * prob[k];
    dev += 2 * (xlogy(g.wins, g.wins / e) + xlogy(g.n - g.wins, (g.n - g.wins) / (g.n - e)));
  });
  return { deviance: dev, df: patterns - p };
}

/** Fit the model: `groups` carry the design rows, `clusters` (optional) the games grouped into clusters. */
export function fitLogit(groups: readonly BinomialGroup[], clusters: readonly ClusterGroup[] = []): LogitFit {
  const p = groups[0]?.x.length ?? 0;
  const { kept, aliased } = keptColumns(groups, p);
  const xs = groups.map((g) => kept.map((j) => g.x[j]));
  const fit = newton(groups, xs, kept.length);
  const hInv = kept.length ? inverse(fit.info) : new Matrix(0, 0);
  const g = clusters.reduce((a, c) => a + c.count, 0);
  const robust = g >= MIN_CLUSTERS;
  let v = hInv;
  if (robust)
    v = hInv
      .mmul(meat(clusters, xs, fit.prob, kept.length))
      .mmul(hInv)
      .mul(g / (g - 1));
  const beta = new Array<number>(p).fill(NaN);
  const cov = Array.from({ length: p }, () => new Array<number>(p).fill(NaN));
  kept.forEach((j, a) => {
    beta[j] = fit.beta[a];
    kept.forEach((k, b) => (cov[j][k] = v.get(a, b)));
  });
  return {
    beta,
    cov,
    robust,
    aliased,
    converged: fit.converged,
    n: groups.reduce((a, x) => a + x.n, 0),
    clusters: g,
    ...deviance(groups, fit.prob, kept.length),
  };
}

/** A linear combination cᵀβ with its standard error; null when it uses a dropped column. */
export function contrast(fit: LogitFit, c: readonly number[]): { estimate: number; se: number } | null {
  const used = c.map((v, i) => (v !== 0 ? i : -1)).filter((i) => i >= 0);
  if (used.some((i) => !Number.isFinite(fit.beta[i]))) return null;
  let estimate = 0;
  let variance = 0;
  for (const i of used) {
    estimate += c[i] * fit.beta[i];
    for (const j of used) variance += c[i] * c[j] * fit.cov[i][j];
  }
  return { estimate, se: Math.sqrt(Math.max(0, variance)) };
}
