/**
 * A two-player zero-sum matrix game solved by regret matching+ (Tammelin 2014: regrets floored at zero, later
 * iterations weighted more in the average): the row player's payoff `a[i][j]` when it plays row i and the column
 * player column j (the column player's is its negative, or 1 − it for values in [0, 1]: the same game). Both
 * players' average strategies converge to an equilibrium; `exploitability` says how far the pair is from one.
 * Deterministic: no randomness, iterations fixed.
 */

export interface MatrixSolution {
  /** the row player's equilibrium strategy (probabilities by row) */
  row: number[];
  /** the column player's (probabilities by column) */
  col: number[];
  /** the row player's payoff of the pair */
  value: number;
  /** the most either player gains by departing from the pair alone (0 at an equilibrium) */
  exploitability: number;
}

function normalised(x: Float64Array): number[] {
  let s = 0;
  for (const v of x) s += v;
  return s > 0 ? Array.from(x, (v) => v / s) : Array.from(x, () => 1 / x.length);
}

/** The current strategy of regret matching: positive regrets normalised (uniform when none is positive). */
function current(regret: Float64Array, out: Float64Array): void {
  let s = 0;
  for (let k = 0; k < regret.length; k++) s += regret[k];
  for (let k = 0; k < regret.length; k++) out[k] = s > 0 ? regret[k] / s : 1 / regret.length;
}

/** Solve the zero-sum matrix game `a` (rows × columns, the row player's payoffs) by `iterations` of regret matching+. */
export function solveMatrixGame(a: readonly (readonly number[])[], iterations = 1000): MatrixSolution {
  const m = a.length;
  const n = a[0]?.length ?? 0;
  if (!m || !n) throw new Error('a matrix game needs at least one row and one column');
  const rRegret = new Float64Array(m);
  const cRegret = new Float64Array(n);
  const rSum = new Float64Array(m);
  const cSum = new Float64Array(n);
  const x = new Float64Array(m);
  const y = new Float64Array(n);
  const rowPay = new Float64Array(m);
  const colPay = new Float64Array(n);
  for (let t = 1; t <= iterations; t++) {
    current(rRegret, x);
    current(cRegret, y);
    let v = 0;
    for (let i = 0; i < m; i++) {
      let s = 0;
      for (let j = 0; j < n; j++) s += a[i][j] * y[j];
      rowPay[i] = s;
      v += x[i] * s;
    }
    for (let j = 0; j < n; j++) {
      let s = 0;
      for (let i = 0; i < m; i++) s += a[i][j] * x[i];
      colPay[j] = s;
    }
    for (let i = 0; i < m; i++) rRegret[i] = Math.max(0, rRegret[i] + rowPay[i] - v);
    for (let j = 0; j < n; j++) cRegret[j] = Math.max(0, cRegret[j] + v - colPay[j]);
    for (let i = 0; i < m; i++) rSum[i] += t * x[i];
    for (let j = 0; j < n; j++) cSum[j] += t * y[j];
  }
  const row = normalised(rSum);
  const col = normalised(cSum);
  let value = 0;
  let bestRow = -Infinity;
  let worstCol = Infinity;
  for (let i = 0; i < m; i++) {
    let s = 0;
    for (let j = 0; j < n; j++) s += a[i][j] * col[j];
    bestRow = Math.max(bestRow, s);
    value += row[i] * s;
  }
  for (let j = 0; j < n; j++) {
    let s = 0;
    for (let i = 0; i < m; i++) s += a[i][j] * row[i];
    worstCol = Math.min(worstCol, s);
  }
  return { row, col, value, exploitability: Math.max(bestRow - value, value - worstCol) };
}
