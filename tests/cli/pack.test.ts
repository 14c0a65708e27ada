/**
 * Issue 14 (build and tooling): the package npm would publish installs and runs. `npm pack` (of
 * the dist/ the test set-up built), installed into an empty folder without dev dependencies (no
 * tsx, no TypeScript): `wsim` lists the scenarios (read from the compiled library) and runs an
 * experiment on two worker threads (the piscina workers load from dist/).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTempDirs, ROOT, run, tempDir } from '../lab/helpers.js';

afterAll(removeTempDirs);

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
let files: string[] = [];
let installed = '';
let bin = '';

beforeAll(() => {
  const packDir = tempDir();
  // --ignore-scripts: `prepare` would rebuild dist/ under the other test files that are running it
  const out = execFileSync(npm, ['pack', '--json', '--ignore-scripts', '--pack-destination', packDir], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  const [pack] = JSON.parse(out) as { filename: string; files: { path: string }[] }[];
  files = pack.files.map((f) => f.path);
  installed = tempDir();
  // the workbench's overrides (pinned versions of transitive dependencies) apply to its own installs only: repeat them
  const { overrides } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { overrides?: object };
  writeFileSync(join(installed, 'package.json'), JSON.stringify({ name: 'pack-test', private: true, overrides }));
  execFileSync(
    npm,
    ['install', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', join(packDir, pack.filename)],
    { cwd: installed, encoding: 'utf8', stdio: 'pipe' },
  );
  bin = join(installed, 'node_modules/.bin/wsim');
}, 600_000);

describe('the packed package', () => {
  it('holds the compiled CLI, the workers, the scenario library and the experiments, not the sources or tests', () => {
    for (const f of [
      'bin/wsim.js',
      'dist/src/cli/main.js',
      'dist/src/lab/worker.js',
      'dist/src/lab/ladder/worker.js',
      'dist/src/engine/wsim/scenario/library/frigate-duel.json',
      'dist/src/index.d.ts',
      'experiments/ammunition.json',
    ]) {
      expect(files).toContain(f);
    }
    expect(files.filter((f) => /\.ts$/.test(f) && !f.endsWith('.d.ts'))).toEqual([]);
    expect(files.filter((f) => f.startsWith('tests/') || f.startsWith('src/'))).toEqual([]);
  });

  it('installs without dev dependencies (tsx absent) and `wsim scenario list` runs', async () => {
    expect(existsSync(join(installed, 'node_modules/wsim-workbench/package.json'))).toBe(true);
    expect(existsSync(join(installed, 'node_modules/tsx'))).toBe(false);
    const r = await run(bin, ['scenario', 'list']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^frigate-duel\s+Frigate duel/m);
  });

  it('the installed `wsim sim` plays an experiment on two worker threads', async () => {
    const dir = tempDir();
    const exp = join(dir, 'pack.json');
    const out = join(dir, 'pack.jsonl');
    writeFileSync(
      exp,
      JSON.stringify({
        id: 'pack',
        seed: 'pack-1',
        gamesPerCell: 4,
        factors: { class: 'fr-f3-36', captainA: ['scripted', 'greedy-raker'], captainB: 'random' },
      }),
    );
    const r = await run(bin, ['sim', exp, '--workers', '2', '--out', out, '--quiet', '--json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ games: 8, errors: 0 });
    expect(readFileSync(out, 'utf8').trim().split('\n')).toHaveLength(8);
  });

  it('a captain module in TypeScript is refused with one line when tsx is not installed', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'mine.ts'), 'export {};\n');
    const exp = join(dir, 'mods.json');
    writeFileSync(
      exp,
      JSON.stringify({
        id: 'mods',
        seed: 1,
        gamesPerCell: 1,
        captainModules: ['./mine.ts'],
        factors: { class: 'fr-f3-36', captainA: 'scripted', captainB: 'scripted' },
      }),
    );
    const r = await run(bin, [
      'sim',
      exp,
      '--allow-modules',
      '--workers',
      '0',
      '--out',
      join(dir, 'mods.jsonl'),
      '--quiet',
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toBe(
      `wsim: ${exp}: captainModules[0]: cannot load "./mine.ts": a captain module in TypeScript needs tsx installed (npm install tsx), or compile it to JavaScript`,
    );
  });
});
