/** The test run's temporary folder (tests/setup/tmp.ts): the tests and the processes they start write under it. */
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';

describe("a test run's temporary files", () => {
  it('go under the folder made for the run, in the tests and in the processes they start', () => {
    expect(basename(tmpdir())).toMatch(/^wsim-tests-/);
    const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(require("node:os").tmpdir())'], {
      encoding: 'utf8',
    });
    expect(child.stdout).toBe(tmpdir());
  });
});
