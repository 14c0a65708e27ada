/**
 * The cluster examples run their exact shard commands locally: the Slurm script once per array
 * index, the Kubernetes Job's container command once per completion index (concurrently, as on a
 * cluster); merged, the shards equal an unsharded run.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadExperiment } from '../../src/lab/experiment.js';
import { runExperiment } from '../../src/lab/run.js';
import { removeTempDirs, ROOT, rowSet, run, tempDir, TINY, wsim } from './helpers.js';

let dir: string;
let reference: string[];

beforeAll(async () => {
  dir = tempDir();
  const out = join(dir, 'unsharded.jsonl');
  await runExperiment(await loadExperiment(TINY, { allowModules: true }), { out, workers: 2 });
  reference = await rowSet(out);
});
afterAll(removeTempDirs);

async function mergeAndCompare(pattern: (i: number) => string, n: number, name: string): Promise<void> {
  const merged = join(dir, `${name}.jsonl`);
  const m = await wsim([
    'merge',
    ...Array.from({ length: n }, (_, i) => pattern(i)),
    '--out',
    merged,
    '--experiment',
    TINY,
    '--allow-modules',
    '--json',
  ]);
  expect(m.code).toBe(0);
  expect(JSON.parse(m.stdout)).toMatchObject({ rows: reference.length, missing: 0, duplicates: 0 });
  expect(await rowSet(merged)).toEqual(reference);
}

describe('cluster fan-out examples', () => {
  it('the Slurm array script, run for each SLURM_ARRAY_TASK_ID, then merged', async () => {
    const outDir = join(dir, 'slurm');
    const n = 2;
    const tasks = Array.from({ length: n }, (_, i) =>
      run('bash', ['experiments/cluster/slurm-array.sh'], {
        SLURM_ARRAY_TASK_ID: String(i),
        SLURM_ARRAY_TASK_COUNT: String(n),
        SLURM_CPUS_PER_TASK: '1',
        EXPERIMENT: TINY,
        OUT_DIR: outDir,
        WSIM_ARGS: '--allow-modules',
      }),
    );
    for (const r of await Promise.all(tasks)) {
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0); // the tiny experiment has error rows: exit code 1 of wsim counts as done
    }
    await mergeAndCompare((i) => join(outDir, `tiny.shard-${i}.jsonl`), n, 'slurm-merged');
  });

  it('the Kubernetes Indexed Job command, run for each JOB_COMPLETION_INDEX, then merged', async () => {
    const manifest = readFileSync(join(ROOT, 'experiments/cluster/k8s-indexed-job.yaml'), 'utf8');
    const command = JSON.parse(/^\s*command:\s*(\[.*\])\s*$/m.exec(manifest)![1]) as string[];
    const env = Object.fromEntries(
      [...manifest.matchAll(/- name: (\w+)\s*\n\s*value: "?([^"\n]+)"?/g)].map((m) => [m[1], m[2]]),
    );
    const completions = Number(/completions: (\d+)/.exec(manifest)![1]);
    expect(env.SHARDS).toBe(String(completions));
    expect(command.slice(0, 2)).toEqual(['sh', '-c']);
    const outDir = join(dir, 'k8s');
    await run('mkdir', ['-p', outDir]);
    const pods = Array.from({ length: completions }, (_, i) =>
      run(command[0], command.slice(1), {
        ...env,
        JOB_COMPLETION_INDEX: String(i),
        EXPERIMENT: TINY,
        OUT_DIR: outDir,
        WSIM_ARGS: '--allow-modules',
      }),
    );
    for (const r of await Promise.all(pods)) expect(r.code).toBe(0);
    await mergeAndCompare((i) => join(outDir, `tiny.shard-${i}.jsonl`), completions, 'k8s-merged');
  });
});
