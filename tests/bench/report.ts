/**
 * Report benchmark: the time `buildReport` takes on a 10,000-game results file (every chart, SVG
 * and table included), the figure the reports issue asks to keep under 10 s.
 *
 * The file has the shape of the default ammunition experiment: 5 × 5 doctrines × 2 ship classes
 * × 2 crew pairings = 100 cells of 100 games in side-swapped pairs. Its games are real (the
 * report fixtures' scripted doctrine captains, tests/report/fixtures/play.ts): a pool of pairs is
 * played once and dealt out to the cells, so rows are realistic in size and content.
 *
 * Standalone: `npx tsx tests/bench/report.ts [--quick]` prints the figures as JSON.
 */
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GameRow } from '../../src/lab/types.js';
import { buildReport } from '../../src/report/index.js';
import { cellFactors, cellId, playFixtureGame, type FixtureCell } from '../report/fixtures/play.js';

const DOCTRINES = ['auto', 'round', 'double-closing', 'chain-at-range', 'grape-boarding'];
const CLASSES = ['fr-f3-36', 'fr-sol2-74'];
const CREWS: [FixtureCell['quality'][0], FixtureCell['quality'][1]][] = [
  ['crack', 'crack'],
  ['crack', 'average'],
];

export function ammunitionCells(): FixtureCell[] {
  const cells: FixtureCell[] = [];
  for (const c of CLASSES)
    for (const q of CREWS)
      for (const a of DOCTRINES) for (const b of DOCTRINES) cells.push({ class: [c, c], ammo: [a, b], quality: q });
  return cells;
}

/** A realistic results file of `games` rows (an even number per cell); `poolPairs` real pairs are played. */
export function writeResults(file: string, games = 10_000, poolPairs = 100): number {
  const cells = ammunitionCells();
  const perCell = Math.max(2, Math.round(games / cells.length / 2) * 2);
  const pool: [GameRow, GameRow][] = [];
  for (let p = 0; p < poolPairs; p++) {
    const cell = cells[(p * 37) % cells.length];
    pool.push([playFixtureGame('bench', cell, 0), playFixtureGame('bench', cell, 1)]);
  }
  writeFileSync(file, '');
  let written = 0;
  cells.forEach((cell, c) => {
    const lines: string[] = []; // one cell at a time: a million rows do not fit in one string
    const id = cellId(cell);
    for (let index = 0; index < perCell; index++) {
      const source = pool[(c * 13 + Math.floor(index / 2)) % pool.length][index % 2];
      const [sideA, sideB] = [source.factors.sideA as string, source.factors.sideB as string];
      const row: GameRow = {
        ...source,
        experiment: 'ammunition-bench',
        cell: id,
        factors: { ...cellFactors(cell), swap: index % 2 === 1, sideA, sideB },
        index,
        gameId: `${id}#${index}`,
        seed: `bench/${id}/${Math.floor(index / 2)}`,
        captains: { [sideA]: `scripted:ammo=${cell.ammo[0]}`, [sideB]: `scripted:ammo=${cell.ammo[1]}` },
      };
      lines.push(JSON.stringify(row));
    }
    appendFileSync(file, lines.join('\n') + '\n');
    written += lines.length;
  });
  return written;
}

export async function benchReport(
  options: { quick?: boolean } = {},
): Promise<{ report10kSeconds: number; report10kCpuSeconds: number; report10kRows: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'wsim-bench-report-'));
  try {
    const file = join(dir, 'results.jsonl');
    const rows = writeResults(file, 10_000, options.quick ? 20 : 100);
    const start = performance.now();
    const cpu = process.cpuUsage();
    await buildReport({ inputs: [file], outDir: join(dir, 'report'), name: 'ammunition-bench' });
    const seconds = (performance.now() - start) / 1000;
    const used = process.cpuUsage(cpu);
    // wall-clock is the figure; CPU time (this process) tells a busy machine from a slow report
    return {
      report10kSeconds: Math.round(seconds * 100) / 100,
      report10kCpuSeconds: Math.round((used.user + used.system) / 1e4) / 100,
      report10kRows: rows,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figures = await benchReport({ quick: process.argv.includes('--quick') });
  process.stdout.write(JSON.stringify(figures) + '\n');
}
