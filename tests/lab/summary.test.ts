import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadExperiment } from '../../src/lab/experiment.js';
import { runExperiment } from '../../src/lab/run.js';
import { removeTempDirs, tempDir, TINY } from './helpers.js';

afterAll(removeTempDirs);

describe('the run summary (wsim sim --json)', () => {
  it('gives the pace of the second half of the games when there were several batches, 0 for one batch', async () => {
    const exp = await loadExperiment(TINY, { allowModules: true });
    const dir = tempDir();
    const several = await runExperiment(exp, { out: join(dir, 'several.jsonl'), workers: 0, batchSize: 2 });
    expect(several.played).toBe(16);
    expect(several.steadyGamesPerSecond).toBeGreaterThan(0);
    expect(several.gamesPerSecond).toBeGreaterThan(0);
    const one = await runExperiment(exp, { out: join(dir, 'one.jsonl'), workers: 0, batchSize: 16 });
    expect(one.played).toBe(16);
    expect(one.steadyGamesPerSecond).toBe(0);
  });
});
