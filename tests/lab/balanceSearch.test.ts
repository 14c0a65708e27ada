/**
 * The search of `wsim balance` without games: the root-finder on synthetic responses with a known
 * root, the knobs of a scenario, the game-quality measures, and a search on a pool whose results are
 * a function of the scenario, where a draw machine is the change closest to even and must not be
 * offered as the fix.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getScenario } from '../../src/index.js';
import { loadScenario, type Scenario } from '../../src/api/wsim.js';
import { clearShare, leadChanges, type BalanceGame, type BalanceTask } from '../../src/lab/balance/games.js';
import { gradeSteps, leversFor } from '../../src/lab/balance/levers.js';
import { emptyTally, addGame, LOOK_GAMES, measure, measurementOf, shiftOf } from '../../src/lab/balance/measure.js';
import { measurer } from '../../src/lab/balance/measurer.js';
import type { BalancePool } from '../../src/lab/balance/pool.js';
import { byEvenness, qualityFlags, qualityOf } from '../../src/lab/balance/quality.js';
import { heldOf, RECHECK_PRECISION, recheckOf, shiftBetween, shiftWords } from '../../src/lab/balance/recheck.js';
import { PROBE_GAMES, raceRule, searchChanges } from '../../src/lab/balance/search.js';
import { candidateLine, cutLine, ruleWords } from '../../src/lab/balance/format.js';
import { MAX_PROBES, NEAR_PROBES, slopeOf, solveKnob, solveNear } from '../../src/lab/balance/solve.js';
import { gameSeed } from '../../src/lab/seeds.js';
import { FIXTURES } from './helpers.js';

/** A measurement of `n` games, side a (or the first of `sides`) winning `a`, the other `b`, the rest drawn. */
function measured(a: number, b: number, n: number, sides: [string, string] = ['a', 'b']) {
  const t = emptyTally(sides);
  t.games = n;
  t.wins = { [sides[0]]: a, [sides[1]]: b };
  t.draws = n - a - b;
  return measurementOf(t, sides, 'games');
}

const LOPSIDED = loadScenario(readFileSync(join(FIXTURES, 'lopsided-duel.json'), 'utf8'), 'lopsided-duel.json');
/** A uniform in [0, 1) from game k's seed: the common random numbers of the synthetic responses. */
const uniform = (k: number) => parseInt(gameSeed('synthetic', 'solve', k, false).slice(0, 8), 16) / 2 ** 32;

/**
 * Synthetic games of the lopsided duel on their seeds: Great Britain win with probability 0.45 + lead, France
 * 0.45 − lead, a tenth drawn at the turn limit (the same seed, the same result: common random numbers).
 */
function gamesWithLead(seeds: string[], lead: number): BalanceGame[] {
  return seeds.map((seed) => {
    const u = parseInt(seed.slice(0, 8), 16) / 2 ** 32;
    const winner = u < 0.45 + lead ? 'british' : u >= 1 - (0.45 - lead) ? 'french' : 'draw';
    return {
      winner,
      turns: 12,
      ending: winner === 'draw' ? 'points at the turn limit' : 'strike',
      decisive: null,
      lost: [],
      leadChanges: 0,
      clear: winner === 'draw' ? null : 0.9,
      fight: {},
      luck: null,
    };
  });
}

describe('the root-finder on a synthetic response with a known root', () => {
  it('finds the root of a noiseless decreasing response exactly', async () => {
    const s = await solveKnob((x) => (19 - x) / 50, { start: 0, low: 0, high: 60 });
    expect(s.x).toBe(19);
    expect(s.value).toBe(0);
    expect(s.probes.length).toBeLessThanOrEqual(MAX_PROBES);
  });

  it('finds it within a value or two when the response is measured in games on common random numbers', async () => {
    // game k: the first side wins when u_k < pA(x), the second when u_k ≥ 1 − pB(x); d(x) = pA − pB = (19 − x)/50
    const games = 4000;
    const us = Array.from({ length: games }, (_, k) => uniform(k));
    const measured = (x: number) => {
      const pa = 0.45 + (19 - x) / 100;
      const pb = 0.45 - (19 - x) / 100;
      return us.reduce((n, u) => n + (u < pa ? 1 : u >= 1 - pb ? -1 : 0), 0) / games;
    };
    const s = await solveKnob(measured, { start: 0, low: 0, high: 60 });
    expect(Math.abs(s.x - 19)).toBeLessThanOrEqual(2);
    expect(s.bracket).not.toBeNull();
    expect(s.bracket![1] - s.bracket![0]).toBeLessThanOrEqual(1);
    expect(s.bracket![0] <= s.x && s.x <= s.bracket![1]).toBe(true);
    // every value measured once, and few of them: two ends and a bisection of 60 values
    expect(new Set(s.probes.map((p) => p.x)).size).toBe(s.probes.length);
    expect(s.probes.length).toBeLessThanOrEqual(9);
  });

  it('looks both ways from the value as written: a root below it', async () => {
    const s = await solveKnob((x) => (x - 12) / 10, { start: 20, low: 2, high: 40 });
    expect(s.x).toBe(12);
  });

  it('says when no value changes the sign, and gives the closest', async () => {
    const s = await solveKnob((x) => 0.3 + x / 100, { start: 10, low: 0, high: 30 });
    expect(s.bracket).toBeNull();
    expect(s.x).toBe(0);
  });

  it('never answers with a value that kills the game: a turn limit short enough that every game is a draw', async () => {
    // below 8 turns every game is drawn (difference exactly 0, dead); above, the first side is favoured
    const f = (x: number) => (x < 8 ? { value: 0, alive: false } : { value: 0.2 + (x - 8) / 100, alive: true });
    const s = await solveKnob(f, { start: 20, low: 2, high: 40 });
    expect(s.bracket).toBeNull();
    expect(s.x).toBe(8);
    expect(s.probes.find((p) => p.x === s.x)!.alive).toBe(true);
  });

  it('finds a sign change inside a short range whose ends show none (a response that is not monotone)', async () => {
    const values = [0.3, 0.25, 0.2, -0.4, 0.5, 0.55];
    const s = await solveKnob((x) => values[x], { start: 0, low: 0, high: 5 });
    expect(s.bracket).toEqual([2, 3]);
    expect(s.x).toBe(2);
  });
});

describe("solving a knob again from another captain's value", () => {
  it('steps from the guess the way the slope says and halves the bracket: the root in a few values', async () => {
    // the quick captain found 20; this captain's root is 27 (the difference falls with the knob)
    const s = await solveNear((x) => (27 - x) / 50, { start: 0, low: 0, high: 60 }, 20, -1);
    expect(s.x).toBe(27);
    expect(s.value).toBe(0);
    // 20, then 1, 2, 4, 8 up (the sign changes between 24 and 28), then halved: 26, 27
    expect(s.probes.map((p) => p.x)).toEqual([20, 21, 22, 24, 28, 26, 27]);
    const below = await solveNear((x) => (13.5 - x) / 50, { start: 0, low: 0, high: 60 }, 20, -1);
    expect(below.bracket).toEqual([13, 14]);
    expect(below.probes.length).toBeLessThanOrEqual(NEAR_PROBES);
  });

  it('finds a root far from the guess within its budget of values, or says none was bracketed', async () => {
    // 20, then 21, 22, 24, 28, 36, 52: the sign changes between 36 and 52, halved to two values apart
    const far = await solveNear((x) => (45.5 - x) / 50, { start: 0, low: 0, high: 60 }, 20, -1);
    expect(far.probes.length).toBe(NEAR_PROBES);
    expect(far.bracket).not.toBeNull();
    expect(far.bracket![1] - far.bracket![0]).toBeLessThanOrEqual(2);
    expect(Math.abs(far.x - 45.5)).toBeLessThanOrEqual(1.5);
    const none = await solveNear((x) => 0.3 + x / 1000, { start: 0, low: 0, high: 60 }, 20, 1);
    expect(none.bracket).toBeNull(); // the difference never crosses zero: the closest value tried
    expect(none.x).toBe(0);
    expect(none.probes.length).toBeLessThanOrEqual(NEAR_PROBES);
  });

  it('never steps onto a value that kills the game', async () => {
    // above 30 every game is drawn (dead); the root 34 lies beyond it, so nothing live brackets it
    const f = (x: number) => (x > 30 ? { value: 0, alive: false } : { value: (34 - x) / 50, alive: true });
    const s = await solveNear(f, { start: 0, low: 0, high: 60 }, 24, -1);
    expect(s.bracket).toBeNull();
    expect(s.x).toBe(30);
    expect(s.probes.find((p) => p.x === s.x)!.alive).toBe(true);
  });

  it('reads the slope from the probes, and without one solves the whole range from the guess', async () => {
    const probes = (xs: number[], f: (x: number) => number) => xs.map((x) => ({ x, value: f(x), alive: true }));
    expect(slopeOf(probes([0, 10, 20], (x) => 0.4 - x / 50))).toBe(-1);
    expect(slopeOf(probes([0, 10], (x) => x / 50))).toBe(1);
    expect(slopeOf(probes([5], () => 0.2))).toBe(0);
    expect(slopeOf(probes([0, 10], () => 0.2))).toBe(0);
    const s = await solveNear((x) => (19 - x) / 50, { start: 0, low: 0, high: 60 }, 40, 0);
    expect(s.x).toBe(19);
    expect(s.probes[0].x).toBe(40); // the guess first, then the range's ends
  });
});

describe('the knobs of a scenario', () => {
  it('the lopsided duel: a handicap up to the ship ahead, the turn limit both ways, the range both ways, grades', () => {
    const levers = leversFor(LOPSIDED, 'british', 20);
    const by = new Map(levers.map((l) => [l.kind, l]));
    expect(by.get('handicap')!.knob).toEqual({ start: 0, low: 0, high: 15 });
    expect(by.get('turn limit')!.knob).toEqual({ start: 20, low: 5, high: 40 });
    const range = by.get('starting range')!.knob;
    expect(range.low).toBeLessThan(0);
    expect(range.high).toBeGreaterThan(0);
    expect(by.get('crew grades')!.knob).toEqual({ start: 0, low: 0, high: 5 });
    const h = by.get('handicap')!.at(9)!;
    expect(h.scenario.handicap).toEqual({ french: 9 });
    expect(h.label).toBe('a handicap of 9 victory points for France (14.2)');
    // every value of every knob's range can be placed
    for (const l of levers)
      for (let x = l.knob.low; x <= l.knob.high; x++) expect(l.at(x), `${l.key} ${x}`).not.toBeNull();
  });
  it('crew grades: the side behind a grade up in turn until elite, then the side ahead down', () => {
    expect(gradeSteps(LOPSIDED, 'british')).toEqual([
      { ship: 'vestale', up: true },
      { ship: 'vestale', up: true },
      { ship: 'unite', up: false },
      { ship: 'unite', up: false },
      { ship: 'unite', up: false },
    ]);
    const at3 = leversFor(LOPSIDED, 'british', 20)
      .find((l) => l.kind === 'crew grades')!
      .at(3)!
      .scenario.ships.map((x) => x.quality);
    expect(at3).toEqual(['average', 'elite']);
  });
  it("a knob whose values do not all make a valid scenario is not tried (Springelkamp's ships: no grades, no points)", () => {
    // the search asks knobs of WS&IM scenarios only (search.ts); the knobs refuse such a scenario by themselves too
    const spr = getScenario('springelkamp-squadron-action') as unknown as Scenario;
    expect(leversFor(spr, 'british', 30)).toEqual([]);
  });
  it('ships that enter the board by plot have no starting range to move; no turn limit: one is tried', () => {
    const s = { ...LOPSIDED, turnLimit: undefined, ships: LOPSIDED.ships.map((x) => ({ ...x, entersOnTurn: 1 })) };
    const kinds = leversFor(s as Scenario, 'british', 30).map((l) => l.kind);
    expect(kinds).not.toContain('starting range');
    expect(kinds).not.toContain('handicap'); // no limit: points never decide
    expect(leversFor(LOPSIDED, 'british', 30).length).toBe(4);
    expect(
      leversFor({ ...LOPSIDED, turnLimit: undefined }, 'british', 30).find((l) => l.kind === 'turn limit')!.knob,
    ).toEqual({
      start: 60,
      low: 2,
      high: 60,
    });
  });
});

describe('game quality', () => {
  it('lead changes: the side ahead in points passing to the other; a level score between is no change', () => {
    expect(leadChanges([null, 'a', 'a', null, 'a', 'b', null, 'a'])).toBe(2);
    expect(leadChanges([null, null])).toBe(0);
  });
  it('decisiveness: the share of the game before the winner was ahead for good', () => {
    expect(clearShare(['a', 'a', 'a', 'a'], 'a')).toBe(0);
    expect(clearShare([null, 'b', 'a', 'a'], 'a')).toBe(0.5);
    expect(clearShare([null, null, null, null], 'a')).toBe(0.75); // clear only at the end
    expect(clearShare(['a', 'a'], 'draw')).toBeNull();
  });
  const game = (winner: string, turns: number, limit: boolean): BalanceGame => ({
    winner,
    turns,
    ending: limit ? 'points at the turn limit' : 'strike',
    decisive: null,
    lost: [],
    leadChanges: 1,
    clear: winner === 'draw' ? null : 0.5,
    fight: {},
    luck: null,
  });
  it('draws, turn-limit endings, the median length; a change raising either by more than 15 points is flagged', () => {
    const base = emptyTally(['a', 'b']);
    for (let i = 0; i < 10; i++) addGame(base, game(i < 7 ? 'a' : i < 9 ? 'b' : 'draw', 10 + i, i === 9));
    const q = qualityOf(base);
    expect(q).toMatchObject({ games: 10, draws: 0.1, limit: 0.1, medianTurns: 14, leadChanges: 1, clear: 0.5 });
    const drawn = emptyTally(['a', 'b']);
    for (let i = 0; i < 10; i++) addGame(drawn, game(i < 4 ? 'a' : i < 7 ? 'b' : 'draw', 5, i >= 7));
    expect(qualityFlags(q, qualityOf(drawn))).toEqual([
      'draws 10% → 30% (+20 points)',
      'games ending at the turn limit 10% → 30% (+20 points)',
    ]);
    expect(qualityFlags(q, q)).toEqual([]);
    // ranked: the draw machine is closer to even, but a change that keeps the game alive comes first
    const even = measurementOf(drawn, ['a', 'b'], 'games');
    const alive = measurementOf(base, ['a', 'b'], 'games');
    const order = [
      { key: 'draw machine', m: even, flags: qualityFlags(q, qualityOf(drawn)) },
      { key: 'alive', m: alive, flags: [] },
    ].sort(byEvenness);
    expect(order.map((x) => x.key)).toEqual(['alive', 'draw machine']);
  });
  it('a re-check holds, is not contradicted, or does not hold', () => {
    const m = measured;
    expect(heldOf(m(800, 200, 1000), m(780, 220, 1000))).toBe('held');
    expect(heldOf(m(600, 400, 1000), m(60, 40, 100))).toBe('not contradicted');
    expect(heldOf(m(800, 200, 1000), m(500, 500, 1000))).toBe('did not hold');
  });
  it('the shift of a re-check: the difference of the two differences, their variances added, and its word', () => {
    const m = measured;
    // the Agresti–Caffo centre and variance of each (one pseudo-game of each result), worked by hand
    const ac = (a: number, b: number, n: number) => {
      const pa = (a + 1) / (n + 3);
      const pb = (b + 1) / (n + 3);
      return { centre: pa - pb, variance: (pa + pb - (pa - pb) ** 2) / (n + 3) };
    };
    const x = ac(300, 200, 1000);
    const y = ac(280, 240, 1000);
    const half = 1.959964 * Math.sqrt(x.variance + y.variance);
    const d = shiftOf(m(300, 200, 1000), m(280, 240, 1000));
    expect(d.estimate).toBeCloseTo(0.04 - 0.1, 12);
    expect(d.low).toBeCloseTo(y.centre - x.centre - half, 5);
    expect(d.high).toBeCloseTo(y.centre - x.centre + half, 5);
    expect(RECHECK_PRECISION).toBe(0.1);
    // −6 points (−14 to +2) at 1,000 games each: not within ±10, not clear of 0
    expect(shiftBetween(m(300, 200, 1000), m(280, 240, 1000)).word).toBe('unresolved');
    // the same shift on 16 times the games: steady, though the interval is clear of 0
    const steady = shiftBetween(m(4800, 3200, 16000), m(4480, 3840, 16000));
    expect(steady.word).toBe('steady');
    expect(steady.d.high).toBeLessThan(0);
    expect(shiftWords(steady)).toBe('−6 points (−8 to −4), steady: less than 10 points either way');
    // a verdict that holds can still move: +60 then +30 in 100 games each, both lopsided the same way
    const moved = shiftBetween(m(70, 10, 100), m(55, 25, 100));
    expect(heldOf(m(70, 10, 100), m(55, 25, 100))).toBe('held');
    expect(moved.word).toBe('moved');
    expect(shiftWords(moved)).toBe('−30 points (−50 to −8): it moved');
    // an even scenario at ±10 points is never called balanced, but its answer can be shown steady
    const even = measurementOf(
      Object.assign(emptyTally(['a', 'b']), { games: 4000, wins: { a: 1400, b: 1400 }, draws: 1200 }),
      ['a', 'b'],
      'games',
    );
    expect(shiftBetween(even, even).word).toBe('steady');
    expect(shiftWords(shiftBetween(m(30, 20, 100), m(25, 25, 100)))).toMatch(
      /too few games to tell whether it moved by less than 10 points$/,
    );
  });
  it('a re-check that did not hold says what to go by: the stronger hand, and the command that measures with it', () => {
    const m = (a: number, b: number, n: number) => measured(a, b, n, ['british', 'french']);
    const budget = { how: 'mcts at 4× its budget', captain: 'mcts', scale: 4, of: 'x', firstCaptain: 'mcts' };
    const failed = recheckOf(LOPSIDED, budget, m(160, 40, 200), m(100, 100, 200));
    expect(failed.held).toBe('did not hold');
    expect(failed.why).toMatch(
      /^(Great Britain|France) win \d+% of the games with mcts and \d+% with mcts at 4× its budget/,
    );
    expect(failed.advice).toMatch(
      /^more thought changes this verdict.+the figures of mcts at 4× its budget are the better guess, and `--budget-scale 4` measures with that hand/,
    );
    expect(recheckOf(LOPSIDED, budget, m(160, 40, 200), m(150, 50, 200)).advice).toBeNull();
    expect(recheckOf(LOPSIDED, budget, m(160, 40, 200), m(150, 50, 200)).why).toBeNull();
    // held, but the answer moved (+60 to +30): why is said, no advice (the verdict stands)
    const moved = recheckOf(LOPSIDED, budget, m(70, 10, 100), m(55, 25, 100));
    expect([moved.held, moved.shift.word, moved.advice]).toEqual(['held', 'moved', null]);
    expect(moved.why).toMatch(
      /^(Great Britain|France) win \d+% of the games with mcts and \d+% with mcts at 4× its budget/,
    );
    const second = { how: 'a second captain, classic', captain: 'classic', scale: 1, of: 'x', firstCaptain: 'mcts' };
    expect(recheckOf(LOPSIDED, second, m(160, 40, 200), m(40, 160, 200)).advice).toMatch(
      /^the two captains read this scenario differently/,
    );
  });
});

describe('the search on a pool whose results are a function of the scenario', () => {
  /**
   * Great Britain win 80% while Vestale's crew is average, 45% when crack, 20% when elite; France the
   * rest but 10% of draws. Any wind but the scenario's makes every game a draw at the turn limit: a
   * change exactly even that kills the game.
   */
  const pool: BalancePool = {
    async run(task: BalanceTask): Promise<BalanceGame[]> {
      const s = task.scenario as Scenario;
      const vestale = s.ships.find((x) => x.id === 'vestale')!.quality;
      const p = { elite: 0.2, crack: 0.45, average: 0.8, green: 0.9, poor: 0.95 }[vestale];
      return task.seeds.map((seed) => {
        const u = parseInt(seed.slice(0, 8), 16) / 2 ** 32;
        const dead = s.wind.direction !== LOPSIDED.wind.direction;
        const winner = dead ? 'draw' : u < p ? 'british' : u < 0.9 ? 'french' : 'draw';
        return {
          winner,
          turns: dead ? s.turnLimit! : 12,
          ending: dead || winner === 'draw' ? 'points at the turn limit' : 'strike',
          decisive: null,
          lost: [],
          leadChanges: 0,
          clear: winner === 'draw' ? null : 0.9,
          fight: {},
          luck: null,
        };
      });
    },
    close: async () => {},
  };

  /** The lopsided duel as written, measured by the pool under `rule`. */
  const baselineOf = (rule: { precision: number; settle: boolean }) =>
    measure(pool, { scenario: LOPSIDED, captain: 'greedy-raker', seed: 's', stream: 'measure', rule });

  it('solves the grades for even, flags the draw machine and never offers it as the fix', async () => {
    const rule = { precision: 0.05, settle: true };
    const run = measurer(pool, { captain: 'greedy-raker', seed: 's' });
    const baseline = await baselineOf(rule);
    const { report, best } = await searchChanges(run, { scenario: LOPSIDED, baseline, rule });
    const winds = report.screened.filter((c) => c.kind === 'weather gage');
    expect(winds.length).toBeGreaterThan(0);
    for (const w of winds) {
      expect(w.screen.difference.estimate).toBe(0); // exactly even…
      expect(w.flags[0]).toMatch(/^draws 1\d% → 100% \(\+\d+ points\)$/); // …by drawing every game
    }
    expect(report.fix!.flags).toEqual([]);
    expect(report.fix!.label).toMatch(/Vestale average → crack/);
    expect(best!.scenario.ships.find((x) => x.id === 'vestale')!.quality).toBe('crack');
    expect(report.best[0]).toBe(report.fix);
    const grades = report.knobs.find((k) => k.kind === 'crew grades')!;
    expect(grades.bracket).toEqual([1, 2]);
    expect(report.pairs).toBeNull(); // a single change reached ±5 points
    expect(report.conclusion).toMatch(/^The fix: /);
  });
  it('Ctrl-C during the re-measurements keeps the knobs and every change re-measured so far, and offers no fix', async () => {
    const rule = { precision: 0.05, settle: true };
    const baseline = await baselineOf(rule);
    // the whole search once, counting the pool's tasks and where the re-measurements start
    let tasks = 0;
    let remeasureFrom = -1;
    const counting: BalancePool = { run: (t) => (tasks++, pool.run(t)), close: async () => {} };
    const whole = await searchChanges(measurer(counting, { captain: 'greedy-raker', seed: 's' }), {
      scenario: LOPSIDED,
      baseline,
      rule,
      phase: (text) => {
        if (text.startsWith('re-measuring')) remeasureFrom = tasks;
      },
    });
    expect(remeasureFrom).toBeGreaterThan(0);
    // again, stopped two thirds of the way through the re-measurements
    const stopAt = Math.round(remeasureFrom + ((tasks - remeasureFrom) * 2) / 3);
    const controller = new AbortController();
    let n = 0;
    const stopping: BalancePool = {
      run: (t) => {
        if (++n >= stopAt) controller.abort();
        return pool.run(t);
      },
      close: async () => {},
    };
    const cut = await searchChanges(
      measurer(stopping, { captain: 'greedy-raker', seed: 's' }, { signal: controller.signal }),
      { scenario: LOPSIDED, baseline, rule },
    );
    expect(controller.signal.aborted).toBe(true);
    expect(cut.best).toBeNull();
    expect(cut.report.fix).toBeNull();
    expect(cut.report.conclusion).toMatch(/^Interrupted before the search finished: no fix is offered/);
    // the screening and the knobs are whole; the changes re-measured so far each carry a whole measurement
    expect(cut.report.knobs).toEqual(whole.report.knobs);
    expect(cut.report.screened.length).toBe(whole.report.screened.length);
    expect(cut.report.best.length).toBeGreaterThan(0);
    expect(cut.report.best.length).toBeLessThanOrEqual(whole.report.best.length);
    for (const r of cut.report.best) {
      expect(r.full).not.toBeNull();
      expect(r.full!.stopped).not.toBe('interrupted');
    }
  });
});

describe('the search with a quick captain screening for a slow one', () => {
  /**
   * The lopsided duel's handicap for France decides it, and the two captains see it differently: with the
   * quick greedy-raker Great Britain's lead is gone at a handicap of 5 points, with the slow mcts at 12 (d(x) = (R − x)/20,
   * a tenth of the games drawn; the handicap may go up to 15, Unité's points). Nothing else changes the result.
   */
  const root = (captain: string) => (captain === 'mcts' ? 12 : 5);
  const games = { 'greedy-raker': 0, mcts: 0 };
  /** the slow captain's games in the search with a screening captain (the first case) */
  let slowGames = 0;
  const pool: BalancePool = {
    async run(task: BalanceTask): Promise<BalanceGame[]> {
      const s = task.scenario as Scenario;
      const x = s.handicap?.french ?? 0;
      const lead = Math.max(-0.45, Math.min(0.45, (root(task.captain) - x) / 40));
      games[task.captain as keyof typeof games] += task.seeds.length;
      return gamesWithLead(task.seeds, lead);
    },
    close: async () => {},
  };

  it("offers the slow captain's value, measured by the slow captain, and leaves most games to the quick one", async () => {
    const rule = { precision: 0.05, settle: true };
    const run = measurer(pool, { captain: 'mcts', seed: 's' });
    const screen = measurer(pool, { captain: 'greedy-raker', seed: 's' });
    const baseline = await measure(pool, { scenario: LOPSIDED, captain: 'mcts', seed: 's', stream: 'measure', rule });
    games.mcts = 0;
    const { report, best } = await searchChanges(run, { scenario: LOPSIDED, baseline, rule, screen });
    expect(report.captain).toBe('mcts');
    expect(report.screen).toBe('greedy-raker');
    const handicap = report.knobs.find((k) => k.kind === 'handicap')!;
    expect(Math.abs(handicap.value - 5)).toBeLessThanOrEqual(1); // the quick captain's root
    const fix = report.fix!;
    expect(fix.kind).toBe('handicap');
    expect(Math.abs(fix.solved!.value - 5)).toBeLessThanOrEqual(1);
    expect(fix.refined!.captain).toBe('mcts');
    expect(Math.abs(fix.refined!.value - 12)).toBeLessThanOrEqual(1); // solved again: the slow captain's root
    expect(fix.label).toContain(`a handicap of ${fix.refined!.value} victory points for France`);
    expect(best!.scenario.handicap!.french).toBe(fix.refined!.value);
    expect(Math.abs(fix.full!.difference.estimate)).toBeLessThanOrEqual(0.05); // re-measured by the slow one
    expect(report.conclusion).toMatch(/^The fix: a handicap of 1[123] victory points for France/);
    // the slow captain plays the values near its root and the finalists; the quick one everything else
    const near = fix.refined!.probes.length;
    expect(near).toBeLessThanOrEqual(NEAR_PROBES);
    expect(games['greedy-raker']).toBeGreaterThan(games.mcts);
    slowGames = games.mcts;
    expect(report.screened.filter((c) => !c.full).every((c) => c.screen.tally.games <= 200)).toBe(true);
  });

  it("Ctrl-C during the slow captain's solve keeps the values it measured whole, and finds no value from them", async () => {
    const rule = { precision: 0.05, settle: true };
    const baseline = await measure(pool, { scenario: LOPSIDED, captain: 'mcts', seed: 's', stream: 'measure', rule });
    // stopped when the slow captain starts on a third handicap value of its solve near the quick captain's root
    const controller = new AbortController();
    const values = new Set<number>();
    const stopping: BalancePool = {
      run: (t) => {
        const x = (t.scenario as Scenario).handicap?.french ?? 0;
        if (t.captain === 'mcts' && x > 0 && !values.has(x)) {
          if (values.size >= 2) controller.abort();
          else values.add(x);
        }
        return pool.run(t);
      },
      close: async () => {},
    };
    const hooks = { signal: controller.signal };
    const run = measurer(stopping, { captain: 'mcts', seed: 's' }, hooks);
    const screen = measurer(stopping, { captain: 'greedy-raker', seed: 's' }, hooks);
    const { report, best } = await searchChanges(run, { scenario: LOPSIDED, baseline, rule, screen });
    expect(controller.signal.aborted).toBe(true);
    expect(best).toBeNull();
    expect(report.fix).toBeNull();
    const handicap = report.knobs.find((k) => k.kind === 'handicap')!; // the quick captain's solve, whole
    const cut = report.cut.find((c) => c.kind === 'handicap')!;
    expect(cut.captain).toBe('mcts');
    expect(cut.near).toBe(handicap.value);
    expect(cut.on).toBeNull(); // a single change, on the scenario as written
    // the values measured before the stop (the one it fell in may have finished its games: then it is whole too)
    expect(cut.probes.slice(0, 2).map((p) => p.x)).toEqual([...values]);
    // each value kept is a whole measurement: the probe games, as a measurement of that value gives them
    for (const p of cut.probes) {
      const direct = await measure(pool, {
        scenario: { ...LOPSIDED, handicap: { french: p.x } },
        captain: 'mcts',
        seed: 's',
        stream: 'solve',
        rule: { games: PROBE_GAMES },
      });
      expect(p.games).toBe(PROBE_GAMES);
      expect(p.difference).toEqual(direct.difference);
      expect(p.label).toContain(`a handicap of ${p.x} victory points for France`);
    }
    expect(cutLine(cut)).toMatch(
      new RegExp(
        `^handicap \\(mcts solving it again near the screening captain's ${handicap.value}\\): a handicap of `,
      ),
    );
    expect(report.conclusion).toMatch(/knob solves cut short\.$/);
    // a knob solved on top of a pair's first change says which
    expect(cutLine({ ...cut, on: 'turn limit 40 → 36' })).toMatch(
      /^handicap on top of turn limit 40 → 36 \(mcts solving/,
    );
  });

  it('plays every game with the captain itself when nothing screens (the screening captain may be the same)', async () => {
    const rule = { precision: 0.05, settle: true };
    const run = measurer(pool, { captain: 'mcts', seed: 's' });
    const baseline = await measure(pool, { scenario: LOPSIDED, captain: 'mcts', seed: 's', stream: 'measure', rule });
    games['greedy-raker'] = 0;
    games.mcts = 0;
    const { report } = await searchChanges(run, { scenario: LOPSIDED, baseline, rule, screen: run });
    expect(games.mcts).toBeGreaterThan(slowGames); // the screening above saved the slow captain games
    expect(report.screen).toBeNull();
    expect(games['greedy-raker']).toBe(0);
    expect(report.fix!.refined).toBeUndefined();
    expect(Math.abs(report.fix!.solved!.value - 12)).toBeLessThanOrEqual(1);
  });
});

describe('the race among the finalists', () => {
  /**
   * Two changes come near even: a French handicap (d(x) = (10 − x)/25, Great Britain's lead gone at 10 points)
   * and Vestale's crew made crack (d = +2 points); elite overshoots (d = −50). A tenth of the games drawn.
   */
  let played = 0;
  const pool: BalancePool = {
    async run(task: BalanceTask): Promise<BalanceGame[]> {
      const s = task.scenario as Scenario;
      const x = s.handicap?.french ?? 0;
      const vestale = s.ships.find((v) => v.id === 'vestale')!.quality;
      const lead =
        vestale === 'crack' ? 0.01 : vestale === 'elite' ? -0.25 : Math.max(-0.45, Math.min(0.45, (10 - x) / 50));
      played += task.seeds.length;
      return gamesWithLead(task.seeds, lead);
    },
    close: async () => {},
  };
  const rule = { precision: 0.05, settle: true };
  const job = { scenario: LOPSIDED, captain: 'greedy-raker', seed: 's', stream: 'measure' };
  const CRACK: Scenario = {
    ...LOPSIDED,
    ships: LOPSIDED.ships.map((v) => (v.id === 'vestale' ? { ...v, quality: 'crack' as const } : v)),
  };

  it('carries a measurement on to a finer rule with the result of measuring under it from the start', async () => {
    const near = { ...job, scenario: CRACK }; // 2 points from even: no early settling
    const coarse = await measure(pool, { ...near, rule: { precision: 0.1, settle: true } });
    played = 0;
    const carried = await measure(pool, { ...near, rule }, {}, coarse);
    const carriedGames = played;
    played = 0;
    const direct = await measure(pool, { ...near, rule });
    expect(carried).toEqual(direct);
    expect(carriedGames).toBe(direct.tally.games - coarse.tally.games); // the first games not played again
    expect(coarse.tally.games).toBeGreaterThan(0);
    expect(direct.precision).toBeLessThanOrEqual(0.05);
    // a fixed number of games carried on from fewer
    const first = await measure(pool, { ...job, rule: { games: 60 } });
    expect(await measure(pool, { ...job, rule: { games: 140 } }, {}, first)).toEqual(
      await measure(pool, { ...job, rule: { games: 140 } }),
    );
  });

  it('measures the closest to even to the requested precision, a look at a time, and leaves the runners-up at their first look', async () => {
    const run = measurer(pool, { captain: 'greedy-raker', seed: 's' });
    const baseline = await measure(pool, { ...job, rule });
    played = 0;
    const { report } = await searchChanges(run, { scenario: LOPSIDED, baseline, rule });
    const searchGames = played;
    const fix = report.fix!;
    expect(report.best[0]).toBe(fix);
    expect(fix.raced).toBeUndefined();
    expect(fix.full!.precision).toBeLessThanOrEqual(0.05);
    expect(Math.abs(fix.full!.difference.estimate)).toBeLessThanOrEqual(0.05);
    const raced = report.best.filter((c) => c.raced);
    expect(raced.length).toBeGreaterThan(0);
    expect(report.race).toEqual({ precision: 0.1, settle: true });
    expect(candidateLine(LOPSIDED, raced[0], ruleWords(report.race!))).toMatch(
      / games \(a runner-up: measured in the race only, to ±10 points at most\) — /,
    );
    expect(candidateLine(LOPSIDED, fix, ruleWords(report.race!))).not.toMatch(/runner-up/);
    // a fix confirmed ends the race: every runner-up keeps its first look, fewer games than ±10 points takes
    const fresh = measurer(pool, { captain: 'greedy-raker', seed: 's' });
    for (const c of raced) {
      expect(c.full!.tally.games).toBe(LOOK_GAMES);
      if (c.kind === 'ship added') continue;
      expect((await fresh.measure(scenarioOf(c), 'measure', report.race!)).tally.games).toBeGreaterThan(LOOK_GAMES);
    }
    // both changes near even were finalists, and the one carried on is the one the ranking puts first
    const kinds = report.best.map((c) => c.kind);
    expect(kinds).toContain('handicap');
    expect(kinds.some((k) => k === 'crew grades' || k === 'crew quality')).toBe(true);
    // the fix's measurement is the one a direct measurement at the requested precision gives
    const scenario = {
      ...LOPSIDED,
      ...(fix.kind === 'handicap' ? { handicap: { french: fix.refined?.value ?? fix.solved!.value } } : {}),
      ships: LOPSIDED.ships.map((v) =>
        v.id === 'vestale' && fix.kind !== 'handicap' ? { ...v, quality: 'crack' as const } : v,
      ),
    };
    expect(await fresh.measure(scenario, 'measure', rule)).toEqual(fix.full);
    // every finalist at the requested precision would have cost more games than the race
    let all = 0;
    for (const c of raced.filter((r) => r.kind !== 'ship added'))
      all += (await fresh.measure(scenarioOf(c), 'measure', rule)).tally.games - c.full!.tally.games;
    expect(all).toBeGreaterThan(0);
    expect(searchGames).toBeGreaterThan(0);
  });

  it('races under a finer precision or more games than the race, and not otherwise', () => {
    expect(raceRule({ precision: 0.03, settle: true })).toEqual({ precision: 0.1, settle: true });
    expect(raceRule({ precision: 0.15, settle: true })).toEqual({ precision: 0.15, settle: true }); // no race
    expect(raceRule({ games: 1000 })).toEqual({ games: 200 });
    expect(raceRule({ games: 150 })).toEqual({ games: 150 }); // no race
    expect(ruleWords({ games: 200 })).toBe('200 games');
    expect(ruleWords({ precision: 0.1, settle: true })).toBe('±10 points');
  });

  it('when the first of the ranking is measured to the requested precision unconfirmed, the runners-up are measured on to ±10 points', async () => {
    // on the measuring seeds every change near even leans 10 points towards Great Britain (Vestale crack, and the
    // handicap solved on the solving seeds): whichever comes first is measured to ±5 points and is not confirmed;
    // the race must not end there — the runners-up are measured on, to ±10 points at least, before nothing is
    // said to reach even
    const measuring = new Set(Array.from({ length: 4000 }, (_, k) => gameSeed('s', 'measure', k, false)));
    const leaning: BalancePool = {
      async run(task: BalanceTask): Promise<BalanceGame[] | null> {
        const s = task.scenario as Scenario;
        const x = s.handicap?.french ?? 0;
        const vestale = s.ships.find((v) => v.id === 'vestale')!.quality;
        if ((x === 0 && vestale === 'average') || !measuring.has(task.seeds[0])) return pool.run(task);
        const lead =
          vestale === 'elite'
            ? -0.25
            : vestale === 'crack'
              ? 0.05
              : Math.max(-0.45, Math.min(0.45, (10 - x) / 50)) + 0.05;
        return gamesWithLead(task.seeds, lead);
      },
      close: async () => {},
    };
    const run = measurer(leaning, { captain: 'greedy-raker', seed: 's' });
    const baseline = await measure(leaning, { ...job, rule });
    const { report } = await searchChanges(run, { scenario: LOPSIDED, baseline, rule });
    const finalists = report.best;
    // the first measured to ±5 points and not confirmed (a finalist clearly not even settles at a look)
    const carried = finalists.filter((c) => !c.raced && c.full!.stopped === 'precision');
    expect(carried.length).toBeGreaterThan(0);
    for (const c of carried) expect(Math.abs(c.full!.difference.estimate)).toBeGreaterThan(0.05);
    for (const c of finalists.filter((r) => !r.raced && r.full!.stopped !== 'precision'))
      expect(c.full!.verdict.kind).toBe('lopsided');
    // the race did not end there: every runner-up was measured on, to ±10 points at least
    const raced = finalists.filter((r) => r.raced);
    expect(raced.length).toBeGreaterThan(0);
    for (const c of raced) {
      expect(c.full!.precision).toBeLessThanOrEqual(0.1);
      expect(c.full!.tally.games).toBeGreaterThan(LOOK_GAMES);
    }
    expect(report.fix === null || !report.fix.raced).toBe(true);
    expect(report.conclusion).not.toMatch(/^The fix:/);
  });

  /** The scenario of a crew-quality or handicap finalist of this pool. */
  function scenarioOf(c: { kind: string; label: string; solved?: { value: number } }): Scenario {
    if (c.kind === 'handicap') return { ...LOPSIDED, handicap: { french: c.solved!.value } };
    const grade = /→ (\w+)/.exec(c.label)![1] as 'crack' | 'elite';
    return { ...LOPSIDED, ships: LOPSIDED.ships.map((v) => (v.id === 'vestale' ? { ...v, quality: grade } : v)) };
  }
});
