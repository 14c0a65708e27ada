/**
 * `wsim balance --journal`: a run stopped by Ctrl-C and run again with the same options and journal gives the
 * report of a run never stopped, its games played before the stop not played again; the 1× answer and its 4×
 * re-check share one journal without mixing; a journal that is not one, or that would be overwritten by
 * `--out`, is one line and exit code 2. The lopsided fixture with a tiny mcts budget keeps it quick.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES, ROOT, removeTempDirs, tempDir, wsim } from '../lab/helpers.js';

const LOPSIDED = join(FIXTURES, 'lopsided-duel.json');
// a re-check at 4× plays a second task of its own (another budget) on the same seeds
const ARGS = [
  'balance',
  LOPSIDED,
  '--no-search',
  '--captain',
  'mcts:iterations=8',
  '--games',
  '60',
  '--seed',
  'journal',
  '--workers',
  '2',
  '--json',
];

afterAll(removeTempDirs);

const lines = (file: string) => readFileSync(file, 'utf8').trimEnd().split('\n').filter(Boolean);

describe('wsim balance --journal', () => {
  let reference: string;
  beforeAll(async () => {
    const r = await wsim([...ARGS, '--quiet']);
    expect(r.code, r.stderr).toBe(0);
    reference = r.stdout;
  }, 300_000);

  it('a run stopped by Ctrl-C, run again with its journal, gives the report of a run never stopped', async () => {
    const journal = join(tempDir(), 'games.jsonl');
    const child = spawn(process.execPath, ['bin/wsim.js', ...ARGS, '--journal', journal], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    const started = new Promise<void>((done) =>
      child.stderr.on('data', (d) => {
        err += d;
        if (/^wsim balance: \d+ games in (under|\d)/m.test(err)) done();
      }),
    );
    await started;
    child.kill('SIGINT');
    const code = await new Promise<number | null>((done) => child.on('close', done));
    expect(code).toBe(130);
    const kept = lines(journal).length;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(120);

    const again = await wsim([...ARGS, '--journal', journal]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toBe(reference);
    expect(again.stderr).toContain(`journal ${journal}: ${kept} games in it`);
    expect(again.stderr).toContain(`journal ${journal}: ${kept} games taken from it, ${120 - kept} played and added`);
    // the answer (60 games) and its re-check at 4× (60 more, the same seeds): 120 games, none twice
    const all = lines(journal).map((l) => JSON.parse(l));
    expect(all).toHaveLength(120);
    expect(new Set(all.map((g) => `${g.task}/${g.seed}`)).size).toBe(120);
    expect(new Set(all.map((g) => g.task)).size).toBe(2);

    // a third run plays nothing
    const third = await wsim([...ARGS, '--journal', journal]);
    expect(third.stdout).toBe(reference);
    expect(third.stderr).toContain('120 games taken from it, 0 played and added');
  }, 300_000);

  const refused: [string, () => string[], RegExp][] = [
    [
      'a journal with a bad line',
      () => {
        const file = join(tempDir(), 'bad.jsonl');
        writeFileSync(file, '{"task":"x","seed":"s","game":{}}\n');
        return ['--journal', file];
      },
      /^wsim: .*bad\.jsonl: line 1: task: /,
    ],
    [
      'a journal that is a folder',
      () => {
        const dir = join(tempDir(), 'folder');
        mkdirSync(dir);
        return ['--journal', dir];
      },
      /^wsim: .*folder/,
    ],
    [
      "a journal that --out's report would overwrite",
      () => {
        const dir = tempDir();
        return ['--out', dir, '--journal', join(dir, 'balance.json')];
      },
      /^wsim: --journal .*balance\.json: the same file as --out /,
    ],
  ];
  for (const [what, args, message] of refused) {
    it(`refuses ${what} in one line, exit code 2`, async () => {
      const r = await wsim([...ARGS, ...args(), '--quiet']);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(message);
    }, 60_000);
  }
});
