/**
 * Ladder statistics from side-swapped pairs (the fishtest method): each pair of games (same
 * scenario and seed, captains exchanged) scores 0, ½, 1, 1½ or 2 points for captain A — the
 * pentanomial counts. The mean score per game and its variance come from the pair results (the two
 * games of a pair are correlated, so games are not counted as independent); Elo difference with a
 * 95% interval, and the likelihood of superiority LOS = Φ(mean − ½ / standard error).
 */
import { cumulativeStdNormalProbability } from 'simple-statistics';
import { zFor } from '../stats.js';
import type { PairingStats, Pentanomial, Rating, SeatRecord } from '../types.js';

export type { Pentanomial, PairingStats, Rating } from '../types.js';

/** Smallest spread of pair scores assumed (see fromPentanomial). */
const MIN_PAIR_DEVIATION = 0.25;

/** 95% two-sided normal quantile. */
const Z95 = zFor(0.95);

/** Elo difference of a mean score (logistic model). */
export function eloOf(score: number): number {
  return -400 * Math.log10(1 / score - 1);
}

function clampScore(score: number, pairs: number): number {
  // a clean sweep has no finite Elo: count it as a quarter point short of one (or above zero) per pair set
  const eps = 1 / (4 * Math.max(1, pairs));
  return Math.min(1 - eps, Math.max(eps, score));
}

/** Wins, draws and losses of game scores (1 win, ½ draw, 0 loss). */
export function recordOf(scores: readonly number[]): { wins: number; draws: number; losses: number } {
  let wins = 0;
  let draws = 0;
  let losses = 0;
  for (const g of scores) {
    if (g === 1) wins++;
    else if (g === 0) losses++;
    else draws++;
  }
  return { wins, draws, losses };
}

/** Game results of A: 1 win, ½ draw, 0 loss. */
export function pairStats(pairs: [number, number][]): PairingStats {
  const penta: Pentanomial = [0, 0, 0, 0, 0];
  for (const [g1, g2] of pairs) penta[Math.round((g1 + g2) * 2)]++;
  const { wins, draws, losses } = recordOf(pairs.flat());
  return fromPentanomial(penta, wins, draws, losses);
}

export function fromPentanomial(penta: Pentanomial, wins: number, draws: number, losses: number): PairingStats {
  const n = penta.reduce((a, b) => a + b, 0);
  const values = [0, 0.25, 0.5, 0.75, 1];
  const games = 2 * n;
  if (n === 0)
    return { games: 0, wins, draws, losses, pentanomial: penta, score: 0.5, elo: 0, eloLow: 0, eloHigh: 0, los: 0.5 };
  let mean = 0;
  for (let i = 0; i < 5; i++) mean += (penta[i] / n) * values[i];
  let variance = 0;
  for (let i = 0; i < 5; i++) variance += (penta[i] / n) * (values[i] - mean) ** 2;
  // floor: as if one pair in n were a quarter point off the mean, so that a few identical pairs
  // (a clean sweep) keep an honest interval instead of a point
  variance = Math.max(variance, MIN_PAIR_DEVIATION ** 2 / n);
  const se = Math.sqrt(variance / n);
  const elo = eloOf(clampScore(mean, n));
  const low = eloOf(clampScore(mean - Z95 * se, n));
  const high = eloOf(clampScore(mean + Z95 * se, n));
  const los = se > 0 ? cumulativeStdNormalProbability((mean - 0.5) / se) : mean > 0.5 ? 1 : mean < 0.5 ? 0 : 0.5;
  return { games, wins, draws, losses, pentanomial: penta, score: mean, elo, eloLow: low, eloHigh: high, los };
}

/**
 * Ratings anchored at the first captain (0), fitted to every pairing's Elo difference by weighted
 * least squares (weights: inverse variance from each pairing's interval). With two captains this is
 * the pairing itself. Bounds: ±1.96 standard errors of the fit.
 */
export function ratings(captains: string[], pairings: { a: string; b: string; stats: PairingStats }[]): Rating[] {
  const n = captains.length;
  const idx = new Map(captains.map((c, i) => [c, i]));
  const games = new Array<number>(n).fill(0);
  // unknowns: ratings of captains 1..n−1 (captain 0 is 0)
  const m = n - 1;
  const A = Array.from({ length: m }, () => new Array<number>(m).fill(0));
  const rhs = new Array<number>(m).fill(0);
  for (const p of pairings) {
    const i = idx.get(p.a)!;
    const j = idx.get(p.b)!;
    games[i] += p.stats.games;
    games[j] += p.stats.games;
    if (p.stats.games === 0) continue;
    // d = r_a − r_b, with variance from the interval (floored so a sweep still counts)
    const d = p.stats.elo;
    const sd = Math.max(10, (p.stats.eloHigh - p.stats.eloLow) / (2 * Z95));
    const w = 1 / (sd * sd);
    const terms: [number, number][] = [];
    if (i > 0) terms.push([i - 1, 1]);
    if (j > 0) terms.push([j - 1, -1]);
    for (const [r, cr] of terms) {
      rhs[r] += w * cr * d;
      for (const [c, cc] of terms) A[r][c] += w * cr * cc;
    }
  }
  const inv = invert(A);
  const out: Rating[] = [{ captain: captains[0], elo: 0, low: 0, high: 0, games: games[0] }];
  for (let k = 0; k < m; k++) {
    let r = 0;
    for (let c = 0; c < m; c++) r += inv ? inv[k][c] * rhs[c] : 0;
    const se = inv ? Math.sqrt(Math.max(0, inv[k][k])) : Infinity;
    const elo = Number.isFinite(r) ? r : 0;
    out.push({
      captain: captains[k + 1],
      elo,
      low: inv ? elo - Z95 * se : -Infinity,
      high: inv ? elo + Z95 * se : Infinity,
      games: games[k + 1],
    });
  }
  return out;
}

/** Gauss–Jordan inverse of a small symmetric matrix (null when singular). */
function invert(a: number[][]): number[][] | null {
  const n = a.length;
  const m = a.map((row, i) => [...row, ...Array.from({ length: n }, (_, j) => (i === j ? 1 : 0))]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[p][c])) p = r;
    if (Math.abs(m[p][c]) < 1e-15) return null;
    [m[c], m[p]] = [m[p], m[c]];
    const d = m[c][c];
    for (let k = 0; k < 2 * n; k++) m[c][k] /= d;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r][c];
      if (f !== 0) for (let k = 0; k < 2 * n; k++) m[r][k] -= f * m[c][k];
    }
  }
  return m.map((row) => row.slice(n));
}

/** A pairing's record by side, the first captain's: "as british 33/0/7, as french 28/2/10". */
export function seatsLabel(seats: readonly SeatRecord[]): string {
  return seats.map((s) => `as ${s.side} ${s.wins}/${s.draws}/${s.losses}`).join(', ');
}
