/** Issue 13 items 5–8: the lab's files — refusals, locks, duplicates, file-system errors — through the real CLI. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, removeTempDirs, tempDir, TINY, wsim } from '../lab/helpers.js';

let dir: string;
let results: string;
let lines: string[];
const M = '--allow-modules';

beforeAll(async () => {
  dir = tempDir();
  results = join(dir, 'tiny.jsonl');
  const r = await wsim(['sim', TINY, '--out', results, '--workers', '0', '--quiet', M]);
  expect([0, 1]).toContain(r.code);
  lines = readFileSync(results, 'utf8').trim().split('\n');
});
afterAll(removeTempDirs);

/** exit 2, one line naming the file and the cause, no stack trace */
function refused(r: { code: number; stderr: string }, text: string | RegExp): void {
  expect(r.code).toBe(2);
  expect(r.stderr.trim().split('\n')).toHaveLength(1);
  if (typeof text === 'string') expect(r.stderr).toContain(text);
  else expect(r.stderr).toMatch(text);
  expect(r.stderr).not.toMatch(/^\s+at /m);
}

describe('sim --resume on a file that is not a results file (item 5)', () => {
  for (const [name, content] of [
    ['notes.txt', 'my notes about the run, no newline'],
    ['one.json', '{"id": "x"}'],
    ['bad-line.jsonl', 'not json\n'],
  ] as const) {
    it(`${name}: refused, the file left alone`, async () => {
      const file = join(dir, name);
      writeFileSync(file, content);
      const r = await wsim(['sim', TINY, '--out', file, '--resume', '--workers', '0', '--quiet', M]);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(file);
      expect(readFileSync(file, 'utf8')).toBe(content);
    });
  }
  it('a real torn last line (after valid rows) is still dropped and the run completes', async () => {
    const file = join(dir, 'torn.jsonl');
    writeFileSync(file, lines.slice(0, 5).join('\n') + '\n' + lines[5].slice(0, 20));
    const r = await wsim(['sim', TINY, '--out', file, '--resume', '--workers', '0', '--quiet', '--json', M]);
    expect(JSON.parse(r.stdout)).toMatchObject({ resumed: 5, complete: true });
    expect(JSON.parse(r.stdout).droppedTornBytes).toBe(20);
  });
});

describe('one run per results file; duplicates dropped (item 6)', () => {
  it('a live lock refuses a second run; a stale lock is taken over', async () => {
    const file = join(dir, 'locked.jsonl');
    writeFileSync(`${file}.lock`, `${process.pid}\n`);
    refused(
      await wsim(['sim', TINY, '--out', file, '--workers', '0', '--quiet', M]),
      `another wsim run (pid ${process.pid}) is writing this file`,
    );
    writeFileSync(`${file}.lock`, '999999999\n');
    const r = await wsim(['sim', TINY, '--out', file, '--workers', '0', '--quiet', M]);
    expect([0, 1]).toContain(r.code);
    expect(existsSync(`${file}.lock`)).toBe(false);
  });
  it('resume drops rows of games written twice and says so; export counts each game once', async () => {
    const file = join(dir, 'twice.jsonl');
    writeFileSync(file, [...lines, ...lines].join('\n') + '\n');
    const e = await wsim(['export', file, '--csv', join(dir, 'twice.csv')]);
    expect(e.stdout).toContain(`${lines.length} rows`);
    expect(e.stdout).toContain(`${lines.length} duplicate rows of games already read dropped`);
    const r = await wsim(['sim', TINY, '--out', file, '--resume', '--workers', '0', '--quiet', M]);
    expect(r.stdout).toContain(`${lines.length} duplicate rows (the same game written twice) dropped from the file`);
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(lines.length);
  });
});

describe('file-system errors are one line with exit 2 (item 7)', () => {
  it('--out that is a directory, empty, inside a file, a device, on a read-only file system', async () => {
    const folder = join(dir, 'folder');
    mkdirSync(folder, { recursive: true });
    refused(
      await wsim(['sim', TINY, '--out', folder, '--quiet', M]),
      `${folder}: cannot write the file (it is a directory`,
    );
    refused(await wsim(['sim', TINY, '--out', '', '--quiet', M]), '--out: expected a file name');
    const plain = join(dir, 'plain.txt');
    writeFileSync(plain, 'x');
    refused(
      await wsim(['sim', TINY, '--out', join(plain, 'r.jsonl'), '--quiet', M]),
      /a part of the path is a file, not a directory/,
    );
    // a device is no results file: refused before anything is written (issue 32; tests/cli/outputs.test.ts)
    refused(
      await wsim(['sim', TINY, '--out', '/dev/full', '--workers', '0', '--quiet', M]),
      '/dev/full: cannot write the file (it is a character device, not a regular file',
    );
    refused(
      await wsim(['export', results, '--csv', '/proc/version/x.csv']),
      /cannot create the folder \(a part of the path is a file, not a directory\)/,
    );
  });
  it('unreadable inputs of sim --resume, merge, export and report', async () => {
    const folder = join(dir, 'in-folder');
    mkdirSync(folder, { recursive: true });
    refused(
      await wsim(['merge', folder, '--out', join(dir, 'm1.jsonl')]),
      `${folder}: cannot read the results file (it is a directory)`,
    );
    refused(
      await wsim(['export', folder, '--csv', join(dir, 'e1.csv')]),
      `${folder}: cannot read the results file (it is a directory)`,
    );
    const r = await wsim(['report', folder, '--out', join(dir, 'rep')]);
    expect(r.code).toBe(2);
    expect(r.stderr).not.toMatch(/^\s+at /m);
  });
});

describe('export and merge refuse what would lose data (item 8)', () => {
  it('export of a missing file is an error; export onto its own input is refused, the input kept', async () => {
    refused(
      await wsim(['export', join(dir, 'none.jsonl'), '--csv', join(dir, 'none.csv')]),
      'none.jsonl: cannot read the results file (no such file)',
    );
    const before = readFileSync(results, 'utf8');
    refused(await wsim(['export', results, '--csv', results]), 'the output would replace the input');
    expect(readFileSync(results, 'utf8')).toBe(before);
  });
  it('merge of a non-results file, onto its experiment or an existing file is refused', async () => {
    const notes = join(dir, 'merge-notes.txt');
    writeFileSync(notes, 'notes');
    refused(await wsim(['merge', notes, '--out', join(dir, 'm2.jsonl')]), 'not a results file');
    const exp = join(dir, 'exp-copy.json');
    writeFileSync(exp, readFileSync(TINY, 'utf8').replace('./test-captains.js', join(TINY, '..', 'test-captains.js')));
    const expBefore = readFileSync(exp, 'utf8');
    refused(await wsim(['merge', results, '--out', exp, '--experiment', exp, M]), 'the output would replace the input');
    expect(readFileSync(exp, 'utf8')).toBe(expBefore);
    const existing = join(dir, 'existing.jsonl');
    writeFileSync(existing, 'keep me');
    refused(await wsim(['merge', results, '--out', existing]), 'the file already exists');
    expect(readFileSync(existing, 'utf8')).toBe('keep me');
    const ok = await wsim(['merge', results, '--out', existing, '--overwrite']);
    expect(ok.code).toBe(0);
  });
  it('merge reports a torn line it dropped', async () => {
    const torn = join(dir, 'merge-torn.jsonl');
    writeFileSync(torn, lines.slice(0, 3).join('\n') + '\n' + lines[3].slice(0, 10));
    const r = await wsim(['merge', torn, '--out', join(dir, 'm3.jsonl')]);
    expect(r.stdout).toContain('a torn last line (10 bytes) dropped from 1 file');
  });
});

describe('output errors of the other commands (item 7)', () => {
  it('report --out that is a file, or inside a file, is one line with exit 2', async () => {
    const file = join(dir, 'a-file');
    writeFileSync(file, 'x');
    refused(
      await wsim(['report', results, '--out', file, '--no-svg']),
      `${file}: cannot write the report there (it is a file, not a folder)`,
    );
    refused(
      await wsim(['report', results, '--out', join(file, 'sub'), '--no-svg']),
      'cannot create the report folder (a part of the path is a file, not a directory)',
    );
  });
  it('a full standard output is one line with exit 2; a closed pipe ends quietly', async () => {
    const r = await new Promise<{ code: number | null; err: string }>((done) => {
      const child = spawn('sh', ['-c', `"${process.execPath}" bin/wsim.js demo --json > /dev/full`], { cwd: ROOT });
      let err = '';
      child.stderr.on('data', (d) => (err += d));
      child.on('close', (code) => done({ code, err }));
    });
    expect(r.code).toBe(2);
    expect(r.err.trim()).toBe('wsim: standard output: cannot write (no space left on the device)');
  });
});
