/** Pooling ladder reports (`wsim ladder --pool`): the same figures as one run of all the pairs, and refusals. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getScenario } from '../../src/index.js';
import { formatLadder, ladderJobs, ladderReport, type LadderPlan } from '../../src/lab/ladder/ladder.js';
import { runLadderGames, type LadderGame } from '../../src/lab/ladder/games.js';
import { LadderPoolError, poolLadders } from '../../src/lab/ladder/pool.js';
import type { LadderReport } from '../../src/lab/types.js';

const captains = ['random', 'classic', 'greedy-raker'];
const planOf = (seed: string, pairs: number, extra: Partial<LadderPlan> = {}): LadderPlan => ({
  captains,
  scenario: getScenario('frigate-duel'),
  scenarioRef: 'frigate-duel',
  rulesLabel: 'basic',
  seed,
  pairs,
  ...extra,
});

let games1: LadderGame[];
let games2: LadderGame[];
let r1: LadderReport;
let r2: LadderReport;

beforeAll(async () => {
  games1 = await runLadderGames(ladderJobs(planOf('pool-a', 3)), { workers: 0 });
  games2 = await runLadderGames(ladderJobs(planOf('pool-b', 2)), { workers: 0 });
  r1 = ladderReport(planOf('pool-a', 3), games1);
  r2 = ladderReport(planOf('pool-b', 2), games2);
});

describe('poolLadders', () => {
  it('gives the figures of one ladder of all the pairs', () => {
    const pooled = poolLadders([
      { path: 'a.json', report: r1 },
      { path: 'b.json', report: r2 },
    ]);
    // the same games as one run: the second run's pairs numbered after the first's
    const all = [...games1, ...games2.map((g) => ({ ...g, job: { ...g.job, pair: g.job.pair + 3 } }))];
    const whole = ladderReport(planOf('whole', 5), all);
    expect(pooled.pairings).toEqual(whole.pairings);
    expect(pooled.ratings).toEqual(whole.ratings);
    expect(pooled).toMatchObject({ seed: 'pool-a+pool-b', pooledSeeds: ['pool-a', 'pool-b'], pairsPerPairing: 5 });
    expect(pooled.pairings.map((p) => p.games)).toEqual([10, 10, 10]);
    expect(formatLadder(pooled)).toContain('seeds pool-a, pool-b (pooled): 5 side-swapped pairs');
    // the record by side adds up too
    expect(pooled.pairings[0].seats).toHaveLength(2);
    const seatTotal = pooled.pairings[0].seats!.reduce((n, s) => n + s.wins + s.draws + s.losses, 0);
    expect(seatTotal).toBe(10);
  });

  it('pools the record by side only when every report keeps it, and refuses one that does not add up', () => {
    const old = { ...r2, pairings: r2.pairings.map(({ seats: _seats, ...p }) => p) };
    const pooled = poolLadders([
      { path: 'a.json', report: r1 },
      { path: 'old.json', report: old },
    ]);
    expect(pooled.pairings.every((p) => p.seats === undefined)).toBe(true);
    expect(formatLadder(pooled)).not.toContain('By side');
    const wrong = {
      ...r2,
      pairings: r2.pairings.map((p, i) =>
        i === 1 ? { ...p, seats: p.seats!.map((s, k) => (k === 0 ? { ...s, wins: s.wins + 1 } : s)) } : p,
      ),
    };
    expect(() =>
      poolLadders([
        { path: 'a.json', report: r1 },
        { path: 'w.json', report: wrong },
      ]),
    ).toThrow(/w\.json: field "pairings\.1\.seats": expected W\/D\/L adding up to the pairing's/);
  });

  it('refuses reports of another measurement, the same seed twice, or a single report', () => {
    const pool =
      (...reports: [string, LadderReport][]) =>
      () =>
        poolLadders(reports.map(([path, report]) => ({ path, report })));
    expect(pool(['a.json', r1], ['c.json', { ...r2, captains: ['random', 'greedy-raker', 'classic'] }])).toThrow(
      /c\.json: field "captains": expected "random, classic, greedy-raker" as in a\.json/,
    );
    expect(pool(['a.json', r1], ['c.json', { ...r2, rules: 'advanced' }])).toThrow(/field "rules"/);
    expect(pool(['a.json', r1], ['c.json', { ...r2, budget: { scale: 4 } }])).toThrow(
      /c\.json: field "budget": expected "none" as in a\.json \(got "scale=4"\)/,
    );
    expect(pool(['a.json', r1], ['c.json', { ...r2, seed: 'pool-a' }])).toThrow(
      /c\.json: field "seed": "pool-a" was played in a\.json too/,
    );
    expect(pool(['a.json', r1])).toThrow(LadderPoolError);
    const miscounted = { ...r2, pairings: r2.pairings.map((p, i) => (i === 2 ? { ...p, wins: p.wins + 1 } : p)) };
    expect(pool(['a.json', r1], ['c.json', miscounted])).toThrow(/c\.json: field "pairings\.2": expected 4 games/);
    // a pooled report pooled again: its seeds are checked one by one
    const ab = poolLadders([
      { path: 'a.json', report: r1 },
      { path: 'b.json', report: r2 },
    ]);
    expect(pool(['ab.json', ab], ['b2.json', r2])).toThrow(/b2\.json: field "seed": "pool-b" was played in ab\.json/);
    const renamed = { ...r2, seed: 'pool-c' };
    expect(
      poolLadders([
        { path: 'ab.json', report: ab },
        { path: 'c.json', report: renamed },
      ]).pooledSeeds,
    ).toEqual(['pool-a', 'pool-b', 'pool-c']);
  });
});

describe('wsim ladder --pool', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'wsim-pool-'));
    writeFileSync(join(dir, 'a.json'), JSON.stringify(r1));
    writeFileSync(join(dir, 'b.json'), JSON.stringify(r2));
    const broken = JSON.parse(JSON.stringify(r2)) as { pairings: { pentanomial?: unknown }[] };
    delete broken.pairings[1].pentanomial;
    writeFileSync(join(dir, 'broken.json'), JSON.stringify(broken));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const run = (...args: string[]) => {
    try {
      return {
        code: 0,
        out: execFileSync('node', ['bin/wsim.js', 'ladder', ...args], { encoding: 'utf8', stdio: 'pipe' }),
        err: '',
      };
    } catch (e) {
      const x = e as { status: number; stdout: string; stderr: string };
      return { code: x.status, out: String(x.stdout), err: String(x.stderr) };
    }
  };

  it('prints the pooled ladder, as JSON with --json', () => {
    const a = join(dir, 'a.json');
    const b = join(dir, 'b.json');
    const json = run('--pool', a, b, '--json');
    expect(json.code).toBe(0);
    expect(JSON.parse(json.out)).toEqual(
      poolLadders([
        { path: a, report: r1 },
        { path: b, report: r2 },
      ]),
    );
    expect(run('--pool', a, b).out).toContain('classic vs greedy-raker');
  });

  it('a mistake is one line naming the file and field, exit code 2', () => {
    const a = join(dir, 'a.json');
    for (const [args, says] of [
      [['--pool', a, a], 'field "seed"'],
      [['--pool', a, join(dir, 'broken.json')], 'broken.json (ladder report): field "pairings.1.pentanomial"'],
      [['--pool', a, join(dir, 'none.json')], 'none.json: cannot read the file'],
      [['--pool', a, join(dir, 'b.json'), '--seed', 'x'], '--pool: plays no games, so --seed has no effect'],
      [['--pool', a, join(dir, 'b.json'), '--budget-scale', '4'], 'so --budget-scale has no effect'],
    ] as const) {
      const r = run(...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err.trim().split('\n')).toHaveLength(1);
      expect(r.err).toContain(says);
    }
  });
});
