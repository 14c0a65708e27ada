import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadExperiment, type Experiment } from '../../src/lab/experiment.js';
import { runExperiment } from '../../src/lab/run.js';
import { mergeResults } from '../../src/lab/merge.js';
import { readResults } from '../../src/lab/results.js';
import { removeTempDirs, rowSet, tempDir, TEST_CAPTAINS, TINY, writeExperiment } from './helpers.js';

let dir: string;
let exp: Experiment;
let reference: string[];

beforeAll(async () => {
  dir = tempDir();
  exp = await loadExperiment(TINY, { allowModules: true });
  const s = await runExperiment(exp, { out: join(dir, 'one-worker.jsonl'), workers: 1 });
  expect(s.complete).toBe(true);
  reference = await rowSet(join(dir, 'one-worker.jsonl'));
});
afterAll(removeTempDirs);

describe('the same result set whatever the worker count, order of completion or sharding', () => {
  it('one worker: every game once, ids from the cells', async () => {
    expect(reference).toHaveLength(16);
    const rows = await readResults(join(dir, 'one-worker.jsonl'));
    expect(new Set(rows.map((r) => r.gameId)).size).toBe(16);
    expect(rows.every((r) => r.gameId === `${r.cell}#${r.index}`)).toBe(true);
  });

  it('two workers and small batches (another completion order)', async () => {
    const out = join(dir, 'two-workers.jsonl');
    const s = await runExperiment(exp, { out, workers: 2, batchSize: 1 });
    expect([s.played, s.errors]).toEqual([16, reference.filter((l) => l.includes('"kind":"error"')).length]);
    expect(await rowSet(out)).toEqual(reference);
  });

  it('two shards merged', async () => {
    const shards = [0, 1].map((i) => join(dir, `shard-${i}.jsonl`));
    for (const [i, out] of shards.entries()) {
      const s = await runExperiment(exp, { out, workers: 1, shard: { index: i, count: 2 } });
      expect(s.games).toBe(8);
    }
    const merged = join(dir, 'merged.jsonl');
    const m = await mergeResults(shards, merged, exp);
    expect([m.rows, m.missing, m.duplicates]).toEqual([16, 0, 0]);
    expect(await rowSet(merged)).toEqual(reference);
  });

  it('a game that throws becomes an error row with its seed and a reproduction command; the run goes on', async () => {
    const rows = await readResults(join(dir, 'one-worker.jsonl'));
    const errors = rows.filter((r) => r.kind === 'error');
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.length).toBeLessThan(8);
    for (const e of errors) {
      expect(e.cell).toContain('captainA=flaky');
      expect(e.error).toBe('Error: flaky captain refuses to sail');
      expect(e.seed).toMatch(/^[0-9a-f]{16}$/);
      expect(e.repro).toBe(`node bin/wsim.js sim tests/lab/fixtures/tiny.json --game '${e.gameId}' --allow-modules`); // the experiment names captain modules: its repro needs the flag (issue 13 item 13)
    }
  });

  it('a worker thread that dies takes only its own game with it: the batch is retried game by game', async () => {
    const crashDir = tempDir();
    const file = writeExperiment(crashDir, 'crash.json', {
      id: 'crash',
      seed: 1,
      gamesPerCell: 4,
      captainModules: [TEST_CAPTAINS],
      factors: { scenario: 'frigate-duel', captainA: 'crashing:rate=0.3', captainB: 'scripted' },
    });
    const out = join(crashDir, 'crash.jsonl');
    const s = await runExperiment(await loadExperiment(file, { allowModules: true }), {
      out,
      workers: 1,
      batchSize: 4,
    });
    const rows = await readResults(out);
    expect([s.played, s.errors, rows.length]).toEqual([4, 1, 4]);
    expect(rows.filter((r) => r.kind === 'error').map((r) => r.error)).toEqual(['Error: worker exited with code: 3']);
  });
});
