/**
 * Issue 15, `wsim scenario history`: the historical winner's share with a Wilson 95% interval next to
 * what happened; the same counts for a seed on 1 and 2 workers; bad input is one line, exit 2.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getScenario } from '../../src/api/wsim.js';
import { endingOf, historyJobs, tallyHistory } from '../../src/lab/history.js';
import { formatHistory, historyReport } from '../../src/report/history.js';
import type { LadderGame } from '../../src/lab/ladder/games.js';
import { removeTempDirs, tempDir, wsim } from '../lab/helpers.js';

afterAll(removeTempDirs);

describe('counting against history', () => {
  it('counts the historical winner, the other side and draws; a historical draw counts drawn games; the interval is Wilson', () => {
    const scenarios = [getScenario('chesapeake-shannon'), getScenario('cape-henry')];
    const plan = { scenarios, captain: 'random', games: 4, seed: 's' };
    const jobs = historyJobs(plan);
    expect(jobs.map((j) => j.seed)).toEqual(
      [0, 1, 2, 3].map((k) => `s:chesapeake-shannon:${k}`).concat([0, 1, 2, 3].map((k) => `s:cape-henry:${k}`)),
    );
    const results: [string, string][] = [
      ['british', 'USS Chesapeake surrendered (striking) (14.1)'],
      ['british', 'USS Chesapeake lost all her crew (14.1.3)'],
      ['american', 'HMS Shannon surrendered (melee) (14.1)'],
      ['draw', 'turn limit (40) reached'],
      ['draw', 'turn limit (50) reached'],
      ['french', 'turn limit (50) reached'],
      ['draw', 'hurricane: the scenario ends (18.2.2.2)'],
      ['british', 'France has no ship left to fight (14.2)'],
    ];
    const games: LadderGame[] = jobs.map((job, i) => ({
      job,
      winner: results[i][0],
      turns: 10 + i,
      reason: results[i][1],
    }));
    const [chesapeake, henry] = tallyHistory(plan, games);
    expect(chesapeake).toMatchObject({
      winner: 'british',
      games: 4,
      historical: 2,
      wins: { american: 1, british: 2 },
      draws: 1,
      meanTurns: 11.5,
    });
    expect(chesapeake.endings).toMatchObject({ surrender: 3, 'turn limit': 1 });
    expect(henry).toMatchObject({
      winner: 'draw',
      winnerName: 'draw',
      historical: 2,
      wins: { british: 1, french: 1 },
      draws: 2,
    });
    expect(henry.endings).toMatchObject({ 'turn limit': 2, hurricane: 1, 'no ship left': 1 });
    const report = historyReport([chesapeake, henry], 'random', 4, 's');
    // Wilson 2 of 4: 0.5 ± …, [0.150, 0.850]
    expect(report.rows[0].low).toBeCloseTo(0.15004, 4);
    expect(report.rows[0].high).toBeCloseTo(0.84996, 4);
    const text = formatHistory(report);
    expect(text).toContain('What happened: Lawrence gave up the weather gage');
    expect(text).toMatch(
      /chesapeake-shannon\s+1813\s+Great Britain\s+4\s+50%\s+\[15%, 85%\]\s+american 1, british 2, draw 1\s+11\.5/,
    );
    expect(endingOf('both ships surrendered at once (14.1.2)')).toBe('surrender');
    expect(endingOf('refusal of combat (14.1.1)')).toBe('refusal of combat');
  });
});

describe('wsim scenario history', () => {
  it('gives the same report for a seed on 1 and 2 workers (JSON), and a table with what happened', async () => {
    const base = [
      'scenario',
      'history',
      'chesapeake-shannon',
      'constitution-cyane-levant',
      '--games',
      '3',
      '--seed',
      'w',
    ];
    const args = [...base, '--json'];
    const one = await wsim([...args, '--workers', '1']);
    const two = await wsim([...args, '--workers', '2']);
    expect(one.code).toBe(0);
    expect(two.code).toBe(0);
    expect(two.stdout).toBe(one.stdout);
    const report = JSON.parse(one.stdout);
    expect(report.rows.map((r: { id: string; games: number }) => [r.id, r.games])).toEqual([
      ['chesapeake-shannon', 3],
      ['constitution-cyane-levant', 3],
    ]);
    const inThread = await wsim([...base, '--workers', '0', '--quiet']);
    expect(inThread.code).toBe(0);
    expect(inThread.stdout).toContain('What happened: Lawrence gave up the weather gage');
    for (const row of report.rows) expect(inThread.stdout).toContain(`${row.id}`);
  });

  it('bad input is one line, exit 2', async () => {
    const dir = tempDir();
    const plain = join(dir, 'plain.json');
    writeFileSync(plain, JSON.stringify({ ...getScenario('frigate-duel'), $schema: undefined }));
    const cases: [string[], RegExp][] = [
      [['nowhere'], /^wsim: nowhere: not a built-in scenario/],
      [['frigate-duel'], /^wsim: frigate-duel: not a historical scenario \(it has no "history" block\)$/],
      [[plain], /not a historical scenario/],
      [['lissa', '--games', '0'], /^wsim: --games: expected a number from 1 to 100000 \(got 0\)$/],
      [['lissa', '--captain', 'commodore'], /^wsim: --captain: .*commodore/],
      [['lissa', '--workers', 'many'], /^wsim: --workers: expected a whole number \(got "many"\)$/],
      [['lissa', 'lissa'], /^wsim: scenarios: each scenario may be named once/],
    ];
    for (const [args, msg] of cases) {
      const r = await wsim(['scenario', 'history', ...args]);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
      expect(r.stderr.trim(), args.join(' ')).toMatch(msg);
    }
  });
});
