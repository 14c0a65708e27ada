/** Issue 13 item 15: the image the Kubernetes recipe names is built by the repository's Dockerfile. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { afterAll } from 'vitest';
import { ROOT, removeTempDirs, run, tempDir, TINY } from './helpers.js';

afterAll(removeTempDirs);

const manifest = readFileSync(join(ROOT, 'experiments/cluster/k8s-indexed-job.yaml'), 'utf8');
const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
const image = /image:\s*(\S+)/.exec(manifest)![1];
const command = JSON.parse(/^\s*command:\s*(\[.*\])\s*$/m.exec(manifest)![1]) as string[];

/** A real Docker engine, not only the client (`docker info` asks the daemon). */
function dockerEngine(): boolean {
  try {
    execFileSync('docker', ['info'], { stdio: 'ignore', timeout: 20_000 });
    return true;
  } catch {
    return false;
  }
}

describe('the container image of the Kubernetes recipe', () => {
  it('the recipe builds its image from this Dockerfile (Node 20, npm ci --omit=dev, a non-root user, /app)', () => {
    expect(image).toMatch(/wsim-workbench:latest$/);
    expect(manifest).toContain(`docker build -t ${image} .`);
    expect(dockerfile).toMatch(/^FROM node:20\b/m);
    expect(dockerfile).toContain('npm ci --omit=dev');
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^WORKDIR \/app$/m);
    expect(/workingDir:\s*(\S+)/.exec(manifest)![1]).toBe('/app');
    for (const dir of ['bin', 'src', 'bots', 'experiments']) expect(dockerfile).toContain(`COPY ${dir} ./${dir}`);
  });
  it("the recipe's command line is a valid wsim run (run here on the tiny experiment)", async () => {
    const r = await run(command[0], command.slice(1), {
      EXPERIMENT: TINY,
      SHARDS: '2',
      JOB_COMPLETION_INDEX: '0',
      OUT_DIR: tempDir(),
      WSIM_ARGS: '--allow-modules',
    });
    expect(r.code).toBe(0);
  });
  const engine = dockerEngine();
  // a real skip where no Docker engine answers (`docker info` fails): reported as skipped, never as passed
  it.skipIf(!engine)(
    "the image builds and runs the recipe's command (needs a Docker engine; skipped where `docker info` fails)",
    async () => {
      const tag = 'wsim-workbench:test';
      execFileSync('docker', ['build', '-t', tag, ROOT], { stdio: 'ignore', timeout: 900_000 });
      const r = await run('docker', [
        'run',
        '--rm',
        '-e',
        'EXPERIMENT=experiments/frigate-greedy-10k.json',
        '-e',
        'SHARDS=2000',
        '-e',
        'JOB_COMPLETION_INDEX=0',
        '-e',
        'OUT_DIR=/results',
        tag,
        ...command,
      ]);
      expect(r.code).toBe(0);
    },
    1_000_000,
  );
});
