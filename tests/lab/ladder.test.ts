/** Ladder statistics (pentanomial, Elo, LOS, ratings), job planning and the `wsim ladder` command. */
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { getScenario } from '../../src/api/wsim.js';
import type { LadderReport } from '../../src/lab/types.js';
import type { AnyScenario } from '../../src/index.js';
import { eloOf, fromPentanomial, pairStats, ratings } from '../../src/lab/ladder/stats.js';
import { formatLadder, ladderJobs, ladderReport, splitCaptains, type LadderPlan } from '../../src/lab/ladder/ladder.js';
import { runLadderGames, type LadderGame } from '../../src/lab/ladder/games.js';
import { CaptainSpecError } from '../../bots/index.js';

/** A ladder's plan under the Basic rules, the scenario named by its own id. */
const planOf = (captains: string[], scenario: AnyScenario, seed: string, pairs: number): LadderPlan => ({
  captains,
  scenario,
  scenarioRef: scenario.id,
  rulesLabel: 'basic',
  seed,
  pairs,
});

describe('ladder statistics', () => {
  it('Elo of a score (logistic)', () => {
    expect(eloOf(0.5)).toBeCloseTo(0, 9);
    expect(eloOf(0.75)).toBeCloseTo(190.85, 1);
    expect(eloOf(0.25)).toBeCloseTo(-190.85, 1);
  });

  it('pentanomial counts, score and W/D/L from pair results', () => {
    const s = pairStats([
      [1, 1],
      [1, 0],
      [0.5, 1],
      [0, 0],
      [1, 0.5],
    ]);
    expect(s.pentanomial).toEqual([1, 0, 1, 2, 1]);
    expect(s.games).toBe(10);
    expect([s.wins, s.draws, s.losses]).toEqual([5, 2, 3]);
    expect(s.score).toBeCloseTo((2 + 1 + 1.5 + 0 + 1.5) / 10, 12);
  });

  it('fishtest variance from pairs: the interval and LOS follow the pair spread', () => {
    // 10 pairs: 6 wins of the pair (2 points), 4 split (1 point): mean 0.8 per game
    const s = fromPentanomial([0, 0, 4, 0, 6], 12, 0, 8);
    const mean = 0.8;
    const variance = 0.4 * (0.5 - mean) ** 2 + 0.6 * (1 - mean) ** 2;
    const se = Math.sqrt(variance / 10);
    expect(s.score).toBeCloseTo(mean, 12);
    expect(s.elo).toBeCloseTo(eloOf(mean), 9);
    expect(s.eloLow).toBeCloseTo(eloOf(mean - 1.959963984540054 * se), 6);
    expect(s.eloHigh).toBeCloseTo(eloOf(mean + 1.959963984540054 * se), 6);
    expect(s.los).toBeGreaterThan(0.99);
    const even = fromPentanomial([1, 0, 8, 0, 1], 2, 16, 2);
    expect(even.elo).toBeCloseTo(0, 9);
    expect(even.los).toBeCloseTo(0.5, 2);
  });

  it('a clean sweep has a finite Elo and an interval, not a point', () => {
    const s = fromPentanomial([0, 0, 0, 0, 5], 10, 0, 0);
    expect(Number.isFinite(s.elo)).toBe(true);
    expect(s.elo).toBeGreaterThan(300);
    expect(s.eloLow).toBeLessThan(s.elo);
    expect(s.los).toBeGreaterThan(0.99);
    const two = fromPentanomial([2, 0, 0, 0, 0], 0, 0, 4);
    expect(two.eloHigh - two.eloLow).toBeGreaterThan(100);
    expect(two.los).toBeGreaterThan(0);
  });

  it('ratings anchored at the first captain; two captains reproduce the pairing', () => {
    const ab = fromPentanomial([0, 2, 4, 3, 1], 7, 6, 7);
    const two = ratings(['x', 'y'], [{ a: 'x', b: 'y', stats: ab }]);
    expect(two[0]).toMatchObject({ captain: 'x', elo: 0 });
    expect(two[1].elo).toBeCloseTo(-ab.elo, 6);
    // a consistent triangle: y is +100 over x, z +200 over x and +100 over y
    const mk = (elo: number) => ({
      ...fromPentanomial([2, 2, 2, 2, 2], 10, 0, 10),
      elo,
      eloLow: elo - 50,
      eloHigh: elo + 50,
    });
    const three = ratings(
      ['x', 'y', 'z'],
      [
        { a: 'x', b: 'y', stats: mk(-100) },
        { a: 'x', b: 'z', stats: mk(-200) },
        { a: 'y', b: 'z', stats: mk(-100) },
      ],
    );
    expect(three.map((r) => Math.round(r.elo))).toEqual([0, 100, 200]);
    expect(three[2].low).toBeLessThan(200);
    expect(three[2].high).toBeGreaterThan(200);
  });
});

describe('ladder planning', () => {
  it("splits captain lists, keeping each spec's own options", () => {
    expect(splitCaptains('random, mcts:iterations=20,depth=2,greedy-raker:ammo=round')).toEqual([
      'random',
      'mcts:iterations=20,depth=2',
      'greedy-raker:ammo=round',
    ]);
    expect(() => splitCaptains('random,nobody')).toThrow(CaptainSpecError);
    expect(() => splitCaptains('random,greedy-raker:ammo=plenty')).toThrow(CaptainSpecError);
  });

  it('takes levels of play by name: the table names the levels, the games play their specs', async () => {
    expect(splitCaptains('novice,seasoned,expert,admiral')).toEqual(['novice', 'seasoned', 'expert', 'admiral']);
    expect(() => splitCaptains('novice:lateLoading=1,seasoned')).toThrow(/level "novice" takes no options/);
    const scenario = getScenario('frigate-duel');
    scenario.turnLimit = 6;
    const plan = planOf(['novice', 'seasoned'], scenario, 'levels', 1);
    const games = await runLadderGames(ladderJobs(plan), { workers: 0 });
    expect(ladderReport(plan, games).ratings.map((r) => r.captain)).toEqual(['novice', 'seasoned']);
  });

  it('side-swapped pairs share a seed; every pairing plays the same seeds', () => {
    const plan = planOf(['random', 'classic', 'greedy-raker'], getScenario('frigate-duel'), 's', 2);
    const jobs = ladderJobs(plan);
    expect(jobs).toHaveLength(3 * 2 * 2);
    const [g0, g1] = jobs;
    expect(g0.seed).toBe(g1.seed);
    expect(g0.captains).toEqual({ british: 'random', french: 'classic' });
    expect(g1.captains).toEqual({ british: 'classic', french: 'random' });
    expect(new Set(jobs.filter((j) => j.pair === 1).map((j) => j.seed))).toEqual(new Set(['s:1']));
  });

  it("plays the games and reports every pairing from the first captain's side", async () => {
    const scenario = getScenario('frigate-duel');
    scenario.turnLimit = 8;
    const plan = planOf(['classic', 'random'], scenario, 'l', 3);
    const games = await runLadderGames(ladderJobs(plan), { workers: 2 });
    expect(games).toHaveLength(6);
    // the worker pool changes nothing: the same games in this thread give the same results, in job order
    const inThread = await runLadderGames(ladderJobs(plan), { workers: 0 });
    expect(inThread).toEqual(games);
    expect(games.map((g) => [g.job.pair, g.job.game])).toEqual([
      [0, 0],
      [0, 1],
      [1, 0],
      [1, 1],
      [2, 0],
      [2, 1],
    ]);
    const report = ladderReport(plan, games);
    const p = report.pairings[0];
    expect(p.games).toBe(6);
    expect(p.wins + p.draws + p.losses).toBe(6);
    expect(p.pentanomial.reduce((a, b) => a + b, 0)).toBe(3);
    const classicWins = games.filter((g) => g.winner !== 'draw' && g.job.captains[g.winner] === 'classic').length;
    expect(p.wins).toBe(classicWins);
    expect(report.ratings.map((r) => r.captain)).toEqual(['classic', 'random']);
    expect(formatLadder(report)).toContain('classic vs random');
  });

  it("keeps the first captain's record on each side: game 0 of a pair on the first side, whole pairs only", () => {
    const scenario = getScenario('squadron-action');
    const plan = planOf(['classic', 'random'], scenario, 's', 4);
    const [first, second] = scenario.sides.map((s) => s.id);
    // as the first side classic wins every game; as the second it wins, draws, loses and loses
    const asSecond: (string | 'draw')[] = [second, 'draw', first, first];
    const jobs = ladderJobs(plan);
    const games: LadderGame[] = jobs.map((job) => ({
      job,
      winner: job.game === 0 ? first : asSecond[job.pair],
      turns: 40,
      reason: 'points',
    }));
    // a pair cut short (its second game missing) counts nowhere
    const report = ladderReport({ ...plan, pairs: 5 }, [
      ...games,
      { job: { ...jobs[0], pair: 4 }, winner: second, turns: 40, reason: 'points' },
    ]);
    const p = report.pairings[0];
    expect([p.wins, p.draws, p.losses]).toEqual([5, 1, 2]);
    expect(p.seats).toEqual([
      { side: first, wins: 4, draws: 0, losses: 0 },
      { side: second, wins: 1, draws: 1, losses: 2 },
    ]);
    expect(formatLadder(report)).toContain(`classic vs random: as ${first} 4/0/0, as ${second} 1/1/2`);
  });
});

describe('wsim ladder', () => {
  it('--json prints a LadderReport; a bad option is one line and exit code 2', () => {
    const out = execFileSync(
      'node',
      ['bin/wsim.js', 'ladder', '--captains', 'random,classic', '--games', '1', '--seed', 'cli', '--json', '--quiet'],
      { encoding: 'utf8' },
    );
    const report = JSON.parse(out) as LadderReport;
    expect(report).toMatchObject({
      kind: 'ladder',
      scenario: 'frigate-duel',
      pairsPerPairing: 1,
      captains: ['random', 'classic'],
    });
    expect(report.pairings[0].games).toBe(2);
    let code = 0;
    let err = '';
    try {
      execFileSync('node', ['bin/wsim.js', 'ladder', '--captains', 'random,classic:ammo=plenty', '--quiet'], {
        encoding: 'utf8',
        stdio: 'pipe',
      });
    } catch (e) {
      code = (e as { status: number }).status;
      err = String((e as { stderr: string }).stderr);
    }
    expect(code).toBe(2);
    expect(err.trim().split('\n')).toHaveLength(1);
    expect(err).toContain('ammo');
  });
});
