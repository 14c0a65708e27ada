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
  return (
    !y ||
    (x.doctrine === y.doctrine && x.shipClass === y.shipClass && x.quality === y.quality && x.captain === y.captain)
  );
}

interface CellPairs {
  mirror: boolean;
  /** pairs with one game read so far, by pair number: role A's score in the unswapped and the swapped game */
  open: Map<number, [number | null, number | null]>;
  /** complete pairs: how many, and the sums the one-way ANOVA needs */
  pairs: number;
  sum: number;
  sumPairMeanSq: number;
  ssWithin: number;
}

/** The pairs of each cell, folded into sums as each pair completes (only half-read pairs are kept). */
export class PairTally {
  private readonly cells = new Map<string, CellPairs>();

  add(row: GameRow): void {
    const score = roleAScore(row);
    if (score === null) return;
    let cell = this.cells.get(row.cell);
    if (!cell)
      this.cells.set(
        row.cell,
        (cell = { mirror: mirror(row), open: new Map(), pairs: 0, sum: 0, sumPairMeanSq: 0, ssWithin: 0 }),
      );
    if (cell.mirror) return;
    const key = Math.floor(row.index / 2);
    const pair = cell.open.get(key) ?? [null, null];
    pair[isSwappedRow(row) ? 1 : 0] = score;
    const [u, v] = pair;
    if (u === null || v === null) {
      cell.open.set(key, pair);
      return;
    }
    cell.open.delete(key);
    const pm = (u + v) / 2;
    cell.pairs++;
    cell.sum += u + v;
    cell.sumPairMeanSq += pm * pm;
    cell.ssWithin += (u - pm) ** 2 + (v - pm) ** 2;
  }

  correlation(): PairCorrelation | null {
    let ssBetween = 0;
    let ssWithin = 0;
    let pairsUsed = 0;
    let groups = 0;
    for (const c of this.cells.values()) {
      if (c.pairs < 2) continue;
      groups++;
      pairsUsed += c.pairs;
      const m = c.sum / (2 * c.pairs);
      // Σ 2 (pair mean − cell mean)²
      ssBetween += 2 * Math.max(0, c.sumPairMeanSq - c.pairs * m * m);
      ssWithin += c.ssWithin;
    }
    const dfBetween = pairsUsed - groups;
    if (pairsUsed < 10 || dfBetween <= 0) return null;
    const msBetween = ssBetween / dfBetween;
    const msWithin = ssWithin / pairsUsed;
    if (msBetween + msWithin === 0) return null;
    return { pairs: pairsUsed, rho: (msBetween - msWithin) / (msBetween + msWithin) };
  }
}

export function pairCorrelation(rows: readonly GameRow[]): PairCorrelation | null {
  const tally = new PairTally();
  for (const row of rows) tally.add(row);
  return tally.correlation();
}
