/**
 * `wsim balance` through the real command line: a deliberately lopsided duel (tests/lab/fixtures/
 * lopsided-duel.json) is brought to even by the adjustment it finds, and a fresh simulation with
 * another seed confirms it; the same seed gives the same report on 1 and 2 workers; every bad input
 * is one line and exit code 2; SIGINT stops with what was measured. The cheap `classic` captain and
 * coarse precisions keep it quick.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compile } from 'vega-lite';
import { loadScenario } from '../../src/api/wsim.js';
import { FIXTURES, ROOT, removeTempDirs, tempDir, wsim } from '../lab/helpers.js';

const LOPSIDED = join(FIXTURES, 'lopsided-duel.json');

afterAll(removeTempDirs);

describe('wsim balance finds an adjustment that a fresh simulation confirms', () => {
  let dir: string;
  let report: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  let text: string;
  beforeAll(async () => {
    dir = tempDir();
    const r = await wsim([
      'balance',
      LOPSIDED,
      '--captain',
      'classic',
      '--precision',
      '0.08',
      '--seed',
      '1',
      '--workers',
      '2',
      '--out',
      dir,
      '--quiet',
    ]);
    expect(r.stderr).toBe('');
    expect(r.code, r.stderr).toBe(0);
    text = r.stdout;
    report = JSON.parse(readFileSync(join(dir, 'balance.json'), 'utf8'));
  }, 600_000);

  it('says the scenario is not balanced, how games go and that the points understate the crack crew', () => {
    const base = report.baseline[0];
    expect(base.measurement.verdict).toEqual({ kind: 'lopsided', favoured: 'british' });
    expect(base.sentence).toMatch(/^Not balanced: it favours Great Britain/);
    expect(base.story.endings.reduce((a: number, e: { games: number }) => a + e.games, 0)).toBe(
      base.measurement.tally.games,
    );
    expect(base.story.decisive.ship).toBe('unite');
    expect(base.points.find((p: { side: string }) => p.side === 'british')).toMatchObject({
      points: 15,
      agrees: false,
    });
    expect(text).toMatch(/^Not balanced: it favours Great Britain/m);
    expect(text).toMatch(/^Games last \d+ turns \(median; half of them \d+–\d+\) and end by /m);
    expect(text).toContain('the points underrate Great Britain');
    expect(text).toContain(`Best adjusted scenario: ${join(dir, 'lopsided-duel-balanced.json')}`);
  });

  it('prints the three best changes, each re-measured, and writes the best as a valid scenario file with $schema', () => {
    const best = report.search.best;
    expect(best).toHaveLength(3);
    for (const c of best) expect(c.full.tally.games).toBeGreaterThanOrEqual(100);
    const gaps = best.map((c: { full: { difference: { estimate: number } } }) => Math.abs(c.full.difference.estimate));
    expect(gaps).toEqual([...gaps].sort((a, b) => a - b));
    expect(report.search.screened.length).toBeGreaterThan(best.length);
    expect(text).toMatch(/^ {2}1\. .+ — (balanced|cannot tell|not balanced)$/m);
    expect(text).toMatch(/^ {2}3\. /m);
    const file = join(dir, 'lopsided-duel-balanced.json');
    const written = JSON.parse(readFileSync(file, 'utf8'));
    expect(written.$schema).toMatch(/schemas\/scenario\.schema\.json$/);
    expect(written.id).toBe('lopsided-duel-balanced');
    expect(loadScenario(readFileSync(file, 'utf8'), file).ships).toHaveLength(2);
  });

  it('a fresh simulation of the adjusted scenario with another seed finds it within ±5 points of even', async () => {
    const file = join(dir, 'lopsided-duel-balanced.json');
    const r = await wsim([
      'balance',
      file,
      '--captain',
      'classic',
      '--precision',
      '0.06',
      '--seed',
      'confirm-2',
      '--no-search',
      '--json',
      '--quiet',
    ]);
    expect(r.code).toBe(0);
    const m = JSON.parse(r.stdout).baseline[0].measurement;
    expect(m.tally.games).toBeGreaterThanOrEqual(500);
    expect(Math.abs(m.difference.estimate)).toBeLessThanOrEqual(0.05);
    expect(m.difference.low).toBeLessThan(0);
    expect(m.difference.high).toBeGreaterThan(0);
  }, 600_000);

  it('writes an offline page with the win probability of every change and its interval', () => {
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    expect(html).toContain('vega-lite.min.js');
    expect(html).not.toMatch(/<script[^>]+src=/);
    const specs = JSON.parse(html.match(/<script id="specs" type="application\/json">(.*?)<\/script>/s)![1]);
    const values = specs.balance.data.values as { change: string; low: number; high: number; win: number }[];
    expect(values.length).toBe(2 * (1 + report.search.screened.length));
    for (const v of values) expect(v.low <= v.win && v.win <= v.high).toBe(true);
    expect(() => compile(specs.balance)).not.toThrow();
    expect(existsSync(join(dir, 'balance.json'))).toBe(true);
  });
});

describe('wsim balance is deterministic for a seed', () => {
  it('the same report and adjusted scenario on 1 and 2 workers', async () => {
    const runs = [];
    for (const workers of ['1', '2']) {
      const out = tempDir();
      const r = await wsim([
        'balance',
        LOPSIDED,
        '--captain',
        'classic',
        '--games',
        '20',
        '--seed',
        '9',
        '--workers',
        workers,
        '--out',
        out,
        '--json',
        '--quiet',
      ]);
      expect(r.code, r.stderr).toBe(0);
      const { files, ...report } = JSON.parse(r.stdout);
      runs.push({ report, scenario: readFileSync(files.scenario, 'utf8') });
    }
    expect(runs[0].report.search.screened.length).toBeGreaterThan(3);
    expect(runs[1]).toEqual(runs[0]);
  }, 600_000);
});

describe('wsim balance with two captains', () => {
  it('measures the scenario with each and says when they disagree', async () => {
    const r = await wsim([
      'balance',
      LOPSIDED,
      '--captain',
      'classic,random',
      '--games',
      '100',
      '--no-search',
      '--quiet',
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^With classic:\nNot balanced: it favours Great Britain/m);
    expect(r.stdout).toMatch(/^With random:\nCannot tell yet/m);
    expect(r.stdout).toMatch(
      /^The captains disagree: classic finds it favouring Great Britain \(\+\d+ points, .*\); random finds it undecided/m,
    );
  }, 300_000);
});

describe.concurrent('wsim balance: bad input is one line, exit code 2', () => {
  let bad: string;
  beforeAll(() => {
    bad = join(tempDir(), 'bad.json');
    const s = JSON.parse(readFileSync(LOPSIDED, 'utf8'));
    s.ships[1].quality = 'legendary';
    writeFileSync(bad, JSON.stringify(s));
  });
  const cases: [string, () => string[], RegExp][] = [
    ['an unknown scenario', () => ['no-such-scenario'], /^wsim: no-such-scenario: not a built-in scenario/],
    ['a missing file', () => ['missing/nothing.json'], /^wsim: missing\/nothing\.json: cannot read the file/],
    ['an invalid file', () => [bad], /^wsim: .*bad\.json: ships\[1\]\.quality: expected one of "elite"/],
    ['an unknown captain', () => [LOPSIDED, '--captain', 'admiral'], /^wsim: --captain: unknown captain "admiral"/],
    [
      'precision 0',
      () => [LOPSIDED, '--precision', '0'],
      /^wsim: --precision: expected a number greater than 0 and less than 0\.5/,
    ],
    [
      'precision 0.5',
      () => [LOPSIDED, '--precision', '0.5'],
      /^wsim: --precision: expected a number greater than 0 and less than 0\.5/,
    ],
    [
      'a negative precision',
      () => [LOPSIDED, '--precision', '-0.1'],
      /^wsim: --precision: expected a number greater than 0 and less than 0\.5/,
    ],
    ['games 0', () => [LOPSIDED, '--games', '0'], /^wsim: --games: expected a number from 1 to/],
    [
      'both --games and --precision',
      () => [LOPSIDED, '--games', '10', '--precision', '0.1'],
      /^wsim: --games and --precision: choose one/,
    ],
  ];
  for (const [what, args, message] of cases) {
    it(
      what,
      async () => {
        const r = await wsim(['balance', ...args(), '--quiet']);
        expect(r.code).toBe(2);
        expect(r.stdout).toBe('');
        expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
        expect(r.stderr).toMatch(message);
      },
      60_000,
    );
  }
});

describe('wsim balance stops cleanly on Ctrl-C', () => {
  it('SIGINT during the search prints what was measured so far and exits 130', async () => {
    const child = spawn(
      process.execPath,
      ['bin/wsim.js', 'balance', LOPSIDED, '--captain', 'classic', '--precision', '0.02', '--workers', '1'],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    const screening = new Promise<void>((done) =>
      child.stderr.on('data', (d) => {
        err += d;
        if (err.includes('screening')) done();
      }),
    );
    await screening;
    child.kill('SIGINT');
    const code = await new Promise<number | null>((done) => child.on('close', done));
    expect(code).toBe(130);
    expect(err).toContain('wsim: stopping');
    expect(out).toMatch(/^Not balanced: it favours Great Britain/m);
    expect(out).toContain('Interrupted: these are the games measured so far.');
  }, 300_000);
});
