/** Lab test helpers: temporary files, experiments written to disk, the CLI as a child process. */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { readResults } from '../../src/lab/results.js';

export const ROOT = resolve(import.meta.dirname, '../..');
export const FIXTURES = join(ROOT, 'tests/lab/fixtures');
export const TINY = join(FIXTURES, 'tiny.json');

const made: string[] = [];

/** A fresh temporary directory, removed by `removeTempDirs` (call it in afterAll). */
export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'wsim-lab-'));
  made.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** The module registering the test captains (`flaky`). */
export const TEST_CAPTAINS = join(FIXTURES, 'test-captains.js');

export function writeExperiment(dir: string, name: string, experiment: object): string {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(experiment, null, 2));
  return file;
}

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Run `node bin/wsim.js …` (or another command) in the project root. */
export async function run(command: string, args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  try {
    const r = await promisify(execFile)(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      maxBuffer: 64 << 20,
    });
    return { code: 0, stdout: r.stdout, stderr: r.stderr };
  } catch (e) {
    const err = e as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof err.code === 'number' ? err.code : -1, stdout: err.stdout ?? '', stderr: err.stderr ?? '' };
  }
}

export function wsim(args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  return run(process.execPath, ['bin/wsim.js', ...args], env);
}

/** The rows of a results file as sorted JSON lines, for exact comparison. */
export async function rowSet(file: string): Promise<string[]> {
  return (await readResults(file)).map((r) => JSON.stringify(r));
}
