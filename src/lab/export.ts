/**
 * `wsim export`: a results file as a flat table (arquero) written as CSV or Apache Arrow IPC.
 * Per-side statistics are expressed by role (A, B — `factors.sideA` / `factors.sideB`), so a column
 * means the same in every scenario: A_dealt_H, B_shots_double_1, winnerRole…
 */
import { distinctOutputs, writeFileAtomic } from '../files/output.js';
import { checkOutput } from './files.js';
import { table, toArrowIPC, toCSV } from 'arquero';
import { RANGE_BAND_LABELS, type ResultRow, type SideStats } from './types.js';
import { scanResults } from './results.js';

type Cell = string | number | boolean | null;

const AMMO = ['round', 'chain', 'double', 'grape'] as const;
const DAMAGE = ['H', 'G', 'C', 'R'] as const;
const SURRENDER_CAUSES = [
  'striking',
  'firepower',
  'immobility',
  'melee',
  'crew-lost',
  'sunk',
  'exploded',
  'wrecked',
] as const;

/** Columns of a table built row by row; a column first seen late is filled with nulls before. */
class ColumnBuilder {
  private readonly columns = new Map<string, Cell[]>();
  private rows = 0;

  add(values: Record<string, Cell>): void {
    for (const [name, v] of Object.entries(values)) {
      let col = this.columns.get(name);
      if (!col) {
        col = new Array<Cell>(this.rows).fill(null);
        this.columns.set(name, col);
      }
      col.push(v);
    }
    this.rows++;
    for (const col of this.columns.values()) if (col.length < this.rows) col.push(null);
  }

  build() {
    return table(this.columns);
  }
}

function roleSides(row: ResultRow): [string, string] {
  const sides = 'captains' in row ? Object.keys(row.captains) : [];
  const a = typeof row.factors.sideA === 'string' ? row.factors.sideA : sides[0];
  const b = typeof row.factors.sideB === 'string' ? row.factors.sideB : sides.find((s) => s !== a);
  return [a ?? 'A', b ?? 'B'];
}

function sideColumns(role: string, s: SideStats | undefined): Record<string, Cell> {
  const out: Record<string, Cell> = {};
  for (const k of DAMAGE) out[`${role}_dealt_${k}`] = s ? s.damageDealt[k] : null;
  for (const k of DAMAGE) out[`${role}_taken_${k}`] = s ? s.damageTaken[k] : null;
  for (const a of AMMO) for (const b of RANGE_BAND_LABELS) out[`${role}_shots_${a}_${b}`] = s ? s.shots[a][b] : null;
  for (const a of AMMO) for (const b of RANGE_BAND_LABELS) out[`${role}_hits_${a}_${b}`] = s ? s.hits[a][b] : null;
  for (const a of AMMO) out[`${role}_squares_${a}`] = s ? s.squaresByAmmo[a] : null;
  out[`${role}_rakes`] = s ? s.rakes : null;
  out[`${role}_crewLostInMelee`] = s ? s.crewLostInMelee : null;
  out[`${role}_captures`] = s ? s.captures : null;
  for (const c of SURRENDER_CAUSES) out[`${role}_surrender_${c}`] = s ? (s.surrenders[c] ?? 0) : null;
  return out;
}

/** One flat record per row: identity, factors (f_…), outcome by role, per-role statistics. */
export function flattenRow(row: ResultRow): Record<string, Cell> {
  const [sideA, sideB] = roleSides(row);
  const game = row.kind === 'game' ? row : null;
  const out: Record<string, Cell> = {
    kind: row.kind,
    gameId: row.gameId,
    experiment: row.experiment,
    cell: row.cell,
    index: row.index,
    seed: row.seed,
    scenario: game?.scenario ?? null,
    rules: game?.rules ?? null,
    engineVersion: row.engineVersion,
  };
  for (const [k, v] of Object.entries(row.factors)) out[`f_${k}`] = v;
  Object.assign(out, {
    captainA: game?.captains[sideA] ?? null,
    captainB: game?.captains[sideB] ?? null,
    winner: game?.winner ?? null,
    winnerRole: game ? (game.winner === sideA ? 'A' : game.winner === sideB ? 'B' : 'draw') : null,
    turns: game?.turns ?? null,
    reason: game?.reason ?? null,
    pointsA: game?.points[sideA] ?? null,
    pointsB: game?.points[sideB] ?? null,
    surrenders: game
      ? game.surrenders.map((s) => `${s.side === sideA ? 'A' : 'B'}:${s.ship}:${s.cause}@${s.turn}`).join(' ')
      : null,
    ...sideColumns('A', game?.perSide[sideA]),
    ...sideColumns('B', game?.perSide[sideB]),
    error: row.kind === 'error' ? row.error : null,
    repro: row.kind === 'error' ? row.repro : null,
  });
  return out;
}

/** Read a results file into an arquero table (one row per game, in file order; a game written twice counts once). */
export async function resultsTable(file: string) {
  const builder = new ColumnBuilder();
  const seen = new Set<string>();
  let duplicates = 0;
  await scanResults(file, (row) => {
    if (seen.has(row.gameId)) {
      duplicates++;
      return;
    }
    seen.add(row.gameId);
    builder.add(flattenRow(row));
  });
  return Object.assign(builder.build(), { duplicates });
}

export interface ExportSummary {
  kind: 'export';
  input: string;
  rows: number;
  columns: number;
  csv: string | null;
  arrow: string | null;
  /** rows of a game already read (two runs on one file), dropped */
  duplicates: number;
}

export async function exportResults(input: string, outputs: { csv?: string; arrow?: string }): Promise<ExportSummary> {
  if (outputs.csv !== undefined) checkOutput(outputs.csv, '--csv', [input]);
  if (outputs.arrow !== undefined) checkOutput(outputs.arrow, '--arrow', [input]);
  distinctOutputs([
    ...(outputs.csv !== undefined ? [{ option: '--csv', path: outputs.csv }] : []),
    ...(outputs.arrow !== undefined ? [{ option: '--arrow', path: outputs.arrow }] : []),
  ]);
  const t = await resultsTable(input);
  if (outputs.csv) writeFileAtomic(outputs.csv, toCSV(t));
  if (outputs.arrow) writeFileAtomic(outputs.arrow, toArrowIPC(t, { format: 'file' }));
  return {
    kind: 'export',
    input,
    rows: t.numRows(),
    columns: t.numCols(),
    csv: outputs.csv ?? null,
    arrow: outputs.arrow ?? null,
    duplicates: t.duplicates,
  };
}
