/**
 * `wsim balance` through the real command line: a deliberately lopsided duel (tests/lab/fixtures/
 * lopsided-duel.json) is brought to even by the change it finds (a knob solved for even), and a
 * fresh simulation with another seed confirms it; the fix is named for what its re-measurement
 * showed; the same seed gives the same report on 1 and 2 workers; a captain weaker than the default
 * says so; every bad input is one line and exit code 2; SIGINT stops with what was measured. The
 * cheap `classic` captain (or mcts with a tiny budget) and coarse precisions keep it quick.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compile } from 'vega-lite';
import { loadScenario } from '../../src/api/wsim.js';
import { adjustedName } from '../../src/cli/commands/balance.js';
import type { BalanceReport } from '../../src/lab/balance/balance.js';
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
    expect(text).toMatch(
      /^Game quality: draws \d+%, at the turn limit \d+%, median \d+ turns, [\d.]+ lead changes a game, the winner clear after \d+% of the game \(median\)\.$/m,
    );
    expect(text).toContain(`Adjusted scenario: ${join(dir, 'lopsided-duel-adjusted.json')}`);
    expect(text).toMatch(
      /^Captain classic \(weaker than the default captain \(mcts\): stronger play may change the verdict\):$/m,
    );
    expect(text).toContain('Verdict not re-checked: classic has no thinking budget to multiply');
  });

  it('solves the knobs for even, re-measures the best, and writes the fix as a valid scenario file with $schema', () => {
    const best = report.search.best;
    expect(best.length).toBeGreaterThanOrEqual(3);
    for (const c of best) expect(c.full.tally.games).toBeGreaterThanOrEqual(20);
    const gaps = best.map((c: { full: { difference: { estimate: number } } }) => Math.abs(c.full.difference.estimate));
    expect(gaps).toEqual([...gaps].sort((a, b) => a - b));
    expect(report.search.screened.length).toBeGreaterThan(best.length);
    const kinds = report.search.knobs.map((k: { kind: string }) => k.kind);
    expect(kinds).toEqual(['crew grades', 'handicap', 'starting range', 'turn limit']);
    expect(text).toMatch(/^Knobs solved for even \(each value on the same seeds\):$/m);
    expect(text).toMatch(/^ {2}1\. .+ — (balanced|cannot tell|not balanced)$/m);
    expect(text).toMatch(/^The fix: .+ \([+−]?\d+ points\)\.$/m);
    // the fix re-measured at ±8 points cannot show an interval within ±5: it is named "adjusted"
    expect(report.search.fix.full.verdict.kind).not.toBe('balanced');
    const file = join(dir, 'lopsided-duel-adjusted.json');
    expect(existsSync(join(dir, 'lopsided-duel-balanced.json'))).toBe(false);
    const written = JSON.parse(readFileSync(file, 'utf8'));
    expect(written.$schema).toMatch(/schemas\/scenario\.schema\.json$/);
    expect(written.id).toBe('lopsided-duel-adjusted');
    expect(written.name).toBe('Lopsided duel (test fixture) (adjusted)');
    expect(written.description).toMatch(
      /Re-measured in \d+ games: Great Britain win \d+%, France \d+%, draws \d+%; difference [+−]?\d+ points \(95% interval [+−]?\d+ to [+−]?\d+\): (not balanced|not shown balanced) within ±5 points\.$/,
    );
    expect(loadScenario(readFileSync(file, 'utf8'), file).ships).toHaveLength(2);
  });

  it('a fresh simulation of the adjusted scenario with another seed finds it within ±5 points of even', async () => {
    const file = join(dir, 'lopsided-duel-adjusted.json');
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
    // even within the precision asked (±6 points): the fresh interval covers 0 and the estimate lies within it
    expect(Math.abs(m.difference.estimate)).toBeLessThanOrEqual(0.06);
    expect(m.difference.low).toBeLessThan(0);
    expect(m.difference.high).toBeGreaterThan(0);
  }, 600_000);

  it('writes an offline page with the win probability of every change and its interval', () => {
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    expect(html).toContain('vega-lite.min.js');
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).toMatch(/<p>How they fight: Great Britain fire [\d.]+ broadsides a game, \d+% within 3 hexes/);
    // the game-quality paragraph stands before the points table, never inside it (no <p> within a <table>)
    expect(html).toMatch(/<p>Game quality: [^<]*<\/p>\s*<table><tr><th>side<\/th>/);
    for (const table of html.match(/<table>[\s\S]*?<\/table>/g) ?? []) expect(table).not.toContain('<p>');
    const specs = JSON.parse(html.match(/<script id="specs" type="application\/json">(.*?)<\/script>/s)![1]);
    const values = specs.balance.data.values as { change: string; low: number; high: number; win: number }[];
    expect(values.length).toBe(2 * (1 + report.search.screened.length + (report.search.pairs?.screened.length ?? 0)));
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
        'mcts:iterations=8',
        '--screen',
        'classic', // a quick captain screens and solves the knobs first; mcts solves them again and measures
        '--games',
        '20',
        '--seed',
        '9',
        '--recheck',
        'random', // a second captain re-checks while the search runs: the three share the pool
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
    const search = runs[0].report.search;
    expect(search.captain).toBe('mcts:iterations=8');
    expect(search.screen).toBe('classic');
    expect(search.screened.length).toBeGreaterThan(3);
    expect(search.knobs.length).toBe(4);
    // every knob re-measured as a finalist was solved again by the captain of the search near classic's value
    const knobs = [...search.best, ...(search.pairs?.best ?? [])].filter((c: { solved?: unknown }) => c.solved);
    expect(knobs.length).toBeGreaterThan(0);
    for (const c of knobs) expect(c.refined.captain).toBe('mcts:iterations=8');
    expect(runs[0].report.recheck.baseline.how).toBe('a second captain, random');
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
    expect(r.stdout).toMatch(
      /^With classic \(weaker than the default captain \(mcts\)[^\n]*\):\nNot balanced: it favours Great Britain/m,
    );
    expect(r.stdout).toMatch(/^With random \(weaker than the default captain \(mcts\)[^\n]*\):\nCannot tell yet/m);
    expect(r.stdout).toMatch(
      /^The captains disagree: classic finds it favouring Great Britain \(\+\d+ points, .*\); random finds it undecided/m,
    );
    // why, where it can be measured: the side, the ship, how the games end under each
    expect(r.stdout).toMatch(
      /Between classic and random: (Great Britain|France) win \d+% of the games with classic and \d+% with random; (HMS Unité|Vestale) \((Great Britain|France)\) is lost in \d+% of the games with classic and \d+% with random; games end by .+ with classic, by .+ with random\./,
    );
  }, 300_000);
});

describe('the fix is named for what its re-measurement showed', () => {
  it('<id>-balanced.json only when the re-measured fix is balanced, else <id>-adjusted.json', () => {
    const report = (kind: string, held?: string) =>
      ({
        search: { fix: { full: { verdict: { kind, favoured: null } } } },
        recheck: { fix: held ? { held } : null },
      }) as unknown as BalanceReport;
    expect(adjustedName('my-duel', report('balanced'))).toBe('my-duel-balanced.json');
    expect(adjustedName('my-duel', report('undecided'))).toBe('my-duel-adjusted.json');
    expect(adjustedName('my-duel', report('lopsided'))).toBe('my-duel-adjusted.json');
    // a fix balanced on the captain's games that a stronger hand's re-check contradicts is not called balanced
    expect(adjustedName('my-duel', report('balanced', 'held'))).toBe('my-duel-balanced.json');
    expect(adjustedName('my-duel', report('balanced', 'not contradicted'))).toBe('my-duel-balanced.json');
    expect(adjustedName('my-duel', report('balanced', 'did not hold'))).toBe('my-duel-adjusted.json');
  });
});

describe('the verdict re-checked with four times the budget', () => {
  it('says whether it held, on the same seeds', async () => {
    const r = await wsim([
      'balance',
      LOPSIDED,
      '--captain',
      'mcts:iterations=8',
      '--games',
      '20',
      '--no-search',
      '--workers',
      '2',
      '--json',
      '--quiet',
    ]);
    expect(r.code, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.baseline[0].note).toBe('the default captain with options of its own');
    const check = report.recheck.baseline;
    expect(check).toMatchObject({ how: 'mcts:iterations=8 at 4× its budget', captain: 'mcts:iterations=8', scale: 4 });
    expect(check.measurement.tally.games).toBe(20);
    expect(check.sentence).toMatch(
      /^Re-checked with mcts:iterations=8 at 4× its budget on the same seeds \(20 games\): [+−]?\d+ points \([+−]?\d+ to [+−]?\d+\), .+ — (the verdict held|the verdict did not hold|no verdict to hold .+|not contradicted .+); the difference moved [+−]?\d+ points \([+−]?\d+ to [+−]?\d+\)(, steady: less than 10 points either way|: it moved|: too few games to tell whether it moved by less than 10 points)\.$/,
    );
    // the shift is the re-check's difference less the first measurement's
    const first = report.baseline[0].measurement.difference.estimate;
    expect(check.shift.d.estimate).toBeCloseTo(check.measurement.difference.estimate - first, 12);
    expect(['steady', 'moved', 'unresolved']).toContain(check.shift.word);
    expect(['held', 'not contradicted', 'did not hold']).toContain(check.held);
    expect(check.why === null).toBe(check.held !== 'did not hold' && check.shift.word !== 'moved');
    expect(check.advice === null).toBe(check.held !== 'did not hold');
  }, 600_000);
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
    ['an unknown captain', () => [LOPSIDED, '--captain', 'commodore'], /^wsim: --captain: unknown captain "commodore"/],
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
      'a budget scale for captains without a budget',
      () => [LOPSIDED, '--captain', 'classic', '--budget-scale', '4'],
      /^wsim: --budget-scale: classic has no thinking budget to multiply/,
    ],
    [
      'a budget scale of 0',
      () => [LOPSIDED, '--budget-scale', '0'],
      /^wsim: --budget-scale: expected a number above 0/,
    ],
    [
      'an unknown re-check captain',
      () => [LOPSIDED, '--recheck', 'commodore'],
      /^wsim: --recheck: unknown captain "commodore"/,
    ],
    [
      "a captain that does not play the scenario's rule system",
      () => ['springelkamp-frigate-duel', '--captain', 'classic'],
      /^wsim: --captain: captain "classic" plays wsim only; this scenario is played under "springelkamp"/,
    ],
    [
      "a re-check captain that does not play the scenario's rule system",
      () => ['springelkamp-frigate-duel', '--captain', 'random', '--recheck', 'classic'],
      /^wsim: --recheck: captain "classic" plays wsim only/,
    ],
    [
      'an unknown screening captain',
      () => [LOPSIDED, '--screen', 'commodore'],
      /^wsim: --screen: unknown captain "commodore"/,
    ],
    [
      'two screening captains',
      () => [LOPSIDED, '--screen', 'classic,random'],
      /^wsim: --screen: expected one captain spec, "auto" or "none"/,
    ],
    [
      "a screening captain that does not play the scenario's rule system",
      () => ['springelkamp-frigate-duel', '--captain', 'random', '--screen', 'classic'],
      /^wsim: --screen: captain "classic" plays wsim only/,
    ],
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
  /** `wsim balance <args>`, sent SIGINT once its stderr shows `marker`: its exit code and both outputs. */
  async function interruptedAt(args: string[], marker: string) {
    const child = spawn(process.execPath, ['bin/wsim.js', 'balance', ...args], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    await new Promise<void>((done) =>
      child.stderr.on('data', (d) => {
        err += d;
        if (err.includes(marker)) done();
      }),
    );
    child.kill('SIGINT');
    const code = await new Promise<number | null>((done) => child.on('close', done));
    return { code, out, err };
  }
  it('SIGINT during the search prints what was measured so far and exits 130', async () => {
    const { code, out, err } = await interruptedAt(
      [LOPSIDED, '--captain', 'classic', '--precision', '0.02', '--workers', '1'],
      'screening',
    );
    expect(code).toBe(130);
    expect(err).toContain('wsim: stopping');
    // the pace after the first games (a measurement of unknown length says how it goes)
    expect(err).toMatch(
      /^wsim balance: \d+ games in [\d a-z]+ \([\d.]+ (s a game|games a second) on 1 worker: 100 games take about /m,
    );
    expect(out).toMatch(/^Not balanced: it favours Great Britain/m);
    expect(out).toContain('Interrupted: these are the games measured so far.');
  }, 300_000);
  it('SIGINT before any game has finished says so in words (no percentage of nothing)', async () => {
    // a squadron game at 2,000 iterations a ship takes far longer than the 3 s the games in progress are given
    const { code, out } = await interruptedAt(
      ['shoal-water', '--captain', 'mcts:perShip=2000', '--workers', '1', '--no-search'],
      'measuring',
    );
    expect(code).toBe(130);
    expect(out).toContain('the run was stopped before any game finished (0 games)');
    expect(out).toContain('Interrupted: these are the games measured so far.');
    expect(out).not.toMatch(/NaN/);
  }, 120_000);
});
