import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromArrow, fromCSV } from 'arquero';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadExperiment } from '../../src/lab/experiment.js';
import { exportResults } from '../../src/lab/export.js';
import { mergeResults } from '../../src/lab/merge.js';
import { readResults } from '../../src/lab/results.js';
import type { ErrorRow, GameRow, ResultRow } from '../../src/lab/types.js';
import { removeTempDirs, run, tempDir, TINY, wsim } from './helpers.js';

let dir: string;
let out: string;
let stdout: string;
let code: number;
let rows: ResultRow[];

beforeAll(async () => {
  dir = tempDir();
  out = join(dir, 'tiny.jsonl');
  const r = await wsim(['sim', TINY, '--out', out, '--workers', '1', '--json', '--allow-modules']);
  ({ stdout, code } = r);
  rows = await readResults(out);
});
afterAll(removeTempDirs);

describe('wsim sim on the command line', () => {
  it('writes every game, prints a JSON summary and reports error rows in the exit code', () => {
    expect(code).toBe(1);
    const s = JSON.parse(stdout);
    expect(s).toMatchObject({
      kind: 'sim',
      experiment: 'tiny',
      out,
      games: 16,
      played: 16,
      complete: true,
      interrupted: false,
    });
    expect(s.errors).toBe(rows.filter((r) => r.kind === 'error').length);
    expect(s.errors).toBeGreaterThan(0);
    expect(rows).toHaveLength(16);
  });

  it("an error row's repro command replays the failure with its stack trace", async () => {
    const e = rows.find((r): r is ErrorRow => r.kind === 'error')!;
    const r = await run('sh', ['-c', e.repro]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`wsim: game ${e.gameId} failed:\nError: flaky captain refuses to sail\n    at `);
  });
});

describe('wsim export', () => {
  it('writes CSV and Arrow tables with one row per game and role-based columns', async () => {
    const csv = join(dir, 'tiny.csv');
    const arrow = join(dir, 'tiny.arrow');
    const s = await exportResults(out, { csv, arrow });
    expect(s.rows).toBe(16);
    const fromText = fromCSV(readFileSync(csv, 'utf8'));
    const fromBinary = fromArrow(readFileSync(arrow));
    for (const t of [fromText, fromBinary]) {
      expect(t.numRows()).toBe(16);
      expect(t.columnNames()).toEqual(
        expect.arrayContaining([
          'gameId',
          'f_qualityA',
          'f_swap',
          'captainA',
          'winnerRole',
          'A_dealt_H',
          'B_shots_round_1',
          'A_surrender_striking',
          'error',
        ]),
      );
    }
    const game = rows.find((r): r is GameRow => r.kind === 'game' && r.factors.swap === true)!;
    const sideA = game.factors.sideA as string;
    const row = fromBinary.objects().find((o) => (o as { gameId: string }).gameId === game.gameId) as Record<
      string,
      unknown
    >;
    expect(row.captainA).toBe(game.captains[sideA]);
    expect(row.A_dealt_H).toBe(game.perSide[sideA].damageDealt.H);
    expect(row.winnerRole).toBe(game.winner === sideA ? 'A' : game.winner === 'draw' ? 'draw' : 'B');
  });
});

describe('wsim merge', () => {
  it('counts missing games against the experiment and drops identical duplicates', async () => {
    const lines = readFileSync(out, 'utf8').split('\n').filter(Boolean);
    const part = join(dir, 'part.jsonl');
    writeFileSync(part, `${lines.slice(0, 10).join('\n')}\n`);
    const m = await mergeResults(
      [part, part],
      join(dir, 'm.jsonl'),
      await loadExperiment(TINY, { allowModules: true }),
    );
    expect([m.rows, m.duplicates, m.missing]).toEqual([10, 10, 6]);
  });

  it('refuses two different rows for one game, in one line', async () => {
    const [first, ...rest] = readFileSync(out, 'utf8').split('\n').filter(Boolean);
    const changed = join(dir, 'changed.jsonl');
    writeFileSync(
      changed,
      `${first.replace(/"turns":\d+/, '"turns":99').replace(/"error":"[^"]*"/, '"error":"other"')}\n`,
    );
    await expect(mergeResults([out, changed], join(dir, 'bad.jsonl'))).rejects.toThrow(
      /changed\.jsonl: line 1: game ".*" differs from its row at .*tiny\.jsonl: line \d+$/,
    );
    expect(rest.length).toBe(15);
  });
});
