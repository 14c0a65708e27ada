/**
 * Vitest global set-up: every temporary file of a test run — the tests' own folders, and those of the `wsim`
 * processes and the browser they start — goes under one folder made for the run, removed when it ends, so a run
 * leaves nothing behind in the system's temporary folder. `os.tmpdir()` reads TMPDIR on every call, and the test
 * workers and every process they start inherit it. WSIM_KEEP_TMP=1 keeps the folder (its path is printed) for a
 * post-mortem.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'wsim-tests-'));
  const before = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  return () => {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    if (process.env.WSIM_KEEP_TMP) console.log(`the test run's temporary files are kept in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  };
}
