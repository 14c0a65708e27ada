/**
 * How the two games of a side-swapped pair move together. The lab plays games 2i and 2i+1 of a
 * cell on the same dice with the sides exchanged; the report's intervals treat games as
 * independent. This measures the intraclass correlation of role A's result (1 win, ½ draw,
 * 0 loss) within pairs, inside each cell (one-way ANOVA estimator), over the cells where the two
 * roles differ (in a mirror cell it is −1 by symmetry). Negative: the pairing cancels the side
 * advantage and the intervals are conservative; positive: they are too narrow by about √(1 + ρ).
 */
import type { GameRow } from '../lab/types.js';
import { isSwappedRow, resolveSides } from './sides.js';

export interface PairCorrelation {
  /** complete pairs used */
  pairs: number;
  rho: number;
}

function roleAScore(row: GameRow): number | null {
  const a = typeof row.factors.sideA === 'string' ? row.factors.sideA : null;
  if (a === null || !(a in row.perSide)) return null;
  return row.winner === a ? 1 : row.winner === 'draw' ? 0.5 : 0;
}

function mirror(row: GameRow): boolean {
  const [x, y] = resolveSides(row);
  return !y || (x.doctrine === y.doctrine && x.shipClass === y.shipClass && x.quality === y.quality && x.captain === y.captain);
}

export function pairCorrelation(rows: readonly GameRow[]): PairCorrelation | null {
  const cells = new Map<string, Map<number, [number | null, number | null]>>();
  const mirrorCell = new Map<string, boolean>();
  for (const row of rows) {
    const score = roleAScore(row);
    if (score === null) continue;
    if (!mirrorCell.has(row.cell)) mirrorCell.set(row.cell, mirror(row));
    if (mirrorCell.get(row.cell)) continue;
    let pairs = cells.get(row.cell);
    if (!pairs) cells.set(row.cell, (pairs = new Map()));
    const key = Math.floor(row.index / 2);
    const pair = pairs.get(key) ?? [null, null];
    pair[isSwappedRow(row) ? 1 : 0] = score;
    pairs.set(key, pair);
  }
  let ssBetween = 0;
  let ssWithin = 0;
  let pairsUsed = 0;
  let groups = 0;
  for (const pairs of cells.values()) {
    const complete = [...pairs.values()].filter((p): p is [number, number] => p[0] !== null && p[1] !== null);
    if (complete.length < 2) continue;
    groups++;
    pairsUsed += complete.length;
    const m = complete.reduce((a, p) => a + p[0] + p[1], 0) / (2 * complete.length);
    for (const [u, v] of complete) {
      const pm = (u + v) / 2;
      ssBetween += 2 * (pm - m) ** 2;
      ssWithin += (u - pm) ** 2 + (v - pm) ** 2;
    }
  }
  const dfBetween = pairsUsed - groups;
  if (pairsUsed < 10 || dfBetween <= 0) return null;
  const msBetween = ssBetween / dfBetween;
  const msWithin = ssWithin / pairsUsed;
  if (msBetween + msWithin === 0) return null;
  return { pairs: pairsUsed, rho: (msBetween - msWithin) / (msBetween + msWithin) };
}
