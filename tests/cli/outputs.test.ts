/**
 * Issue 32 items 1–2: outputs are written only onto a regular file (or a symbolic link to one) or a new
 * path — a device, a FIFO, a directory or a symbolic link to one is refused in one line and left as it
 * is — and two outputs of one command never name one file. Through the real CLI, each writer.
 */
import { execFileSync, spawn } from 'node:child_process';
import { lstatSync, mkdirSync, readFileSync, readlinkSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, removeTempDirs, tempDir, TINY, wsim } from '../lab/helpers.js';
import { GameStore } from '../../src/serve/store.js';
import type { MatchSave } from '../../src/serve/match.js';

let dir: string;
let results: string;
const M = '--allow-modules';

beforeAll(async () => {
  dir = tempDir();
  results = join(dir, 'tiny.jsonl');
  const r = await wsim(['sim', TINY, '--out', results, '--workers', '0', '--quiet', M]);
  expect([0, 1]).toContain(r.code);
});
afterAll(removeTempDirs);

/**
 * `wsim …` with standard input closed and a time limit: a command that opens a FIFO for writing waits
 * for a reader forever (what the old code did with `sim --out <fifo>`); the limit turns that into a failure.
 */
function wsimWithin(args: string[], seconds = 60): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['bin/wsim.js', ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), seconds * 1000);
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ code, stdout, stderr });
    });
  });
}

/** exit 2, exactly one line naming the path and what it is, no stack trace */
function refused(r: { code: number | null; stderr: string }, path: string, what: string | RegExp): void {
  expect(r.stderr.split('\n').filter(Boolean), r.stderr).toHaveLength(1);
  expect(r.code).toBe(2);
  expect(r.stderr).toContain(`${path}: cannot write`);
  if (typeof what === 'string') expect(r.stderr).toContain(what);
  else expect(r.stderr).toMatch(what);
  expect(r.stderr).not.toMatch(/^\s+at /m);
}

function fifo(name: string): string {
  const path = join(dir, name);
  execFileSync('mkfifo', [path]);
  return path;
}

/** Every writer of the command line, writing `target` (a file path, or for report/balance a folder holding it). */
const WRITERS: [string, (target: string) => string[], 'file' | 'folder'][] = [
  ['sim --out', (t) => ['sim', TINY, '--out', t, '--workers', '0', '--quiet', M], 'file'],
  ['merge --out', (t) => ['merge', results, '--out', t, '--overwrite'], 'file'],
  ['export --csv', (t) => ['export', results, '--csv', t], 'file'],
  ['export --arrow', (t) => ['export', results, '--arrow', t], 'file'],
  [
    'scenario new --out',
    (t) => ['scenario', 'new', '--points', '100', '--sides', 'british,french', '--out', t],
    'file',
  ],
  ['play --save', (t) => ['play', 'frigate-duel', '--captain', 'scripted', '--seed', '1', '--save', t], 'file'],
  ['report --out', (t) => ['report', results, '--out', join(t, '..'), '--no-svg'], 'folder'],
  [
    'balance --out',
    (t) => [
      'balance',
      'frigate-duel',
      '--games',
      '2',
      '--no-search',
      '--workers',
      '0',
      '--quiet',
      '--out',
      join(t, '..'),
    ],
    'folder',
  ],
];

describe('a special file is never an output (item 1)', () => {
  for (const [name, args, kind] of WRITERS) {
    it(`${name}: a FIFO is refused in one line and stays a FIFO`, async () => {
      const folder = join(dir, `fifo-${name.replace(/\W+/g, '-')}`);
      mkdirSync(folder);
      // the report and the balance write fixed names into their folder: index.html is one of them
      const target = kind === 'folder' ? join(folder, 'index.html') : join(folder, 'out');
      execFileSync('mkfifo', [target]);
      const r = await wsimWithin(args(target));
      refused(r, target, 'it is a FIFO, a named pipe, not a regular file');
      expect(lstatSync(target).isFIFO()).toBe(true);
    });
  }
  it('/dev/full is refused by every file writer, and (run as root) stays the device', async () => {
    for (const [name, args, kind] of WRITERS) {
      if (kind === 'folder') continue;
      const r = await wsimWithin(args('/dev/full'));
      refused(r, '/dev/full', 'it is a character device, not a regular file');
      expect(statSync('/dev/full').isCharacterDevice(), name).toBe(true);
    }
  });
  it('a directory, a symbolic link to a directory, to a device or to nothing is refused and left as it is', async () => {
    const folder = join(dir, 'a-folder');
    mkdirSync(folder);
    const toFolder = join(dir, 'to-folder');
    symlinkSync(folder, toFolder);
    const toDevice = join(dir, 'to-full');
    symlinkSync('/dev/full', toDevice);
    const toNothing = join(dir, 'to-nothing');
    symlinkSync(join(dir, 'nothing-here'), toNothing);
    const pipe = fifo('pipe-for-a-link');
    const toPipe = join(dir, 'to-pipe');
    symlinkSync(pipe, toPipe);
    const cases: [string, string][] = [
      [folder, 'it is a directory; name a file in it'],
      [toFolder, 'it is a symbolic link to a directory; name a file in it'],
      [toDevice, 'it is a symbolic link to a character device, not a regular file'],
      [toNothing, 'it is a symbolic link to nothing'],
      [toPipe, 'it is a symbolic link to a FIFO'],
    ];
    for (const [path, what] of cases) {
      refused(await wsimWithin(['export', results, '--csv', path]), path, what);
      refused(await wsimWithin(['sim', TINY, '--out', path, '--workers', '0', '--quiet', M]), path, what);
    }
    expect(lstatSync(folder).isDirectory()).toBe(true);
    for (const link of [toFolder, toDevice, toNothing, toPipe]) expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readlinkSync(toDevice)).toBe('/dev/full');
  });
  it('a symbolic link to a regular file is written through: the link stays a link, its target gets the data', async () => {
    const real = join(dir, 'real.csv');
    writeFileSync(real, 'old');
    const link = join(dir, 'link.csv');
    symlinkSync(real, link);
    const r = await wsim(['export', results, '--csv', link]);
    expect(r.code).toBe(0);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(real, 'utf8')).toMatch(/^kind,gameId,/);
  });
  it("the server's store writes through the same function: a FIFO in its folder is refused and stays", () => {
    const folder = join(dir, 'serve');
    mkdirSync(folder);
    const store = new GameStore(folder);
    const id = 'abcdef012345';
    execFileSync('mkfifo', [store.path(id)]);
    expect(() => store.write({ id } as MatchSave)).toThrow(/it is a FIFO, a named pipe, not a regular file/);
    expect(lstatSync(store.path(id)).isFIFO()).toBe(true);
  });
});

describe('two outputs of one command never name one file (item 2)', () => {
  it('export --csv and --arrow naming one file, directly or through a symbolic link, is refused', async () => {
    const same = join(dir, 'same.out');
    const r = await wsim(['export', results, '--csv', same, '--arrow', same]);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain(`--arrow ${same}: the same file as --csv ${same}`);
    const other = join(dir, 'other.out');
    writeFileSync(other, 'keep');
    const alias = join(dir, 'alias.out');
    symlinkSync(other, alias);
    const viaLink = await wsim(['export', results, '--csv', other, '--arrow', alias]);
    expect(viaLink.code).toBe(2);
    expect(viaLink.stderr).toContain(`--arrow ${alias}: the same file as --csv ${other}`);
    expect(readFileSync(other, 'utf8')).toBe('keep');
  });
  it('an output naming the input through a symbolic link is refused, the input kept', async () => {
    const alias = join(dir, 'results-alias.jsonl');
    symlinkSync(results, alias);
    const before = readFileSync(results, 'utf8');
    for (const args of [
      ['export', results, '--csv', alias],
      ['merge', results, '--out', alias, '--overwrite'],
    ]) {
      const r = await wsim(args);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('the output would replace the input');
    }
    expect(readFileSync(results, 'utf8')).toBe(before);
    expect(lstatSync(alias).isSymbolicLink()).toBe(true);
  });
  it('play: the save and the record written beside it are two files', async () => {
    const save = join(dir, 'game.json');
    symlinkSync(join(dir, 'game.record.json'), save);
    writeFileSync(join(dir, 'game.record.json'), '{}');
    const r = await wsimWithin(['play', 'frigate-duel', '--captain', 'scripted', '--seed', '1', '--save', save]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('the same file as --save');
  });
});
