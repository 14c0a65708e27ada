/** Issue 13 item 10: what `wsim report` refuses to pool, and an empty --out. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, removeTempDirs, tempDir, wsim } from '../lab/helpers.js';

afterAll(removeTempDirs);
const SMALL = join(ROOT, 'tests/report/fixtures/small.jsonl');
const rows = () =>
  readFileSync(SMALL, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
const write = (file: string, list: Record<string, unknown>[]) =>
  writeFileSync(file, list.map((r) => JSON.stringify(r)).join('\n') + '\n');

function refused(r: { code: number; stderr: string }, text: string): void {
  expect(r.code).toBe(2);
  expect(r.stderr).toContain(text);
  expect(r.stderr).not.toMatch(/^\s+at /m);
}

describe('wsim report refuses to pool what is not one experiment', () => {
  it('the same experiment run with another seed is a conflict, not a duplicate', async () => {
    const dir = tempDir();
    const other = join(dir, 'other-seed.jsonl');
    write(
      other,
      rows().map((r) => ({ ...r, seed: `x${String(r.seed)}` })),
    );
    refused(
      await wsim(['report', SMALL, other, '--out', join(dir, 'r1')]),
      'runs with different seeds cannot be pooled',
    );
  });
  it('two different experiments need --allow-mixed', async () => {
    const dir = tempDir();
    const other = join(dir, 'other-exp.jsonl');
    write(
      other,
      rows().map((r) => ({ ...r, experiment: 'another' })),
    );
    refused(await wsim(['report', SMALL, other, '--out', join(dir, 'r2')]), 'different experiments');
    const ok = await wsim(['report', SMALL, other, '--out', join(dir, 'r3'), '--allow-mixed', '--no-svg']);
    expect(ok.code).toBe(0);
  });
  it('the same file twice is still a duplicate, counted once', async () => {
    const dir = tempDir();
    const r = await wsim(['report', SMALL, SMALL, '--out', join(dir, 'r4'), '--no-svg']);
    expect(r.code).toBe(0);
  });
  it("--out '' is refused instead of writing into the current folder", async () => {
    refused(await wsim(['report', SMALL, '--out', '']), '--out: expected an output directory');
  });
});
