/** The pieces of `wsim balance`: the interval and stop rule, the verdict, the candidate adjustments. */
import { describe, expect, it } from 'vitest';
import { getScenario as getAnyScenario, newGame } from '../../src/index.js';
import { getScenario, loadScenario, type GameEvent, type GameState } from '../../src/api/wsim.js';
import { adjustments, compactScenario, weatherGage } from '../../src/lab/balance/adjust.js';
import {
  differenceInterval,
  emptyTally,
  gamesCap,
  measure,
  LOOK_GAMES,
  stopReason,
  verdictOf,
} from '../../src/lab/balance/measure.js';
import { decisiveShip, endingOf, type BalanceGame, type BalanceTask } from '../../src/lab/balance/games.js';
import { storySentence, type Story } from '../../src/lab/balance/balance.js';
import type { BalancePool } from '../../src/lab/balance/pool.js';
import { gameSeed } from '../../src/lab/seeds.js';

const SIDES = ['a', 'b'] as [string, string];

describe('the interval of the difference and the verdict', () => {
  it('estimates pA − pB and keeps a clean sweep from a zero-width interval', () => {
    const d = differenceInterval(100, 0, 100);
    expect(d.estimate).toBe(1);
    expect(d.high - d.low).toBeGreaterThan(0.01);
    const even = differenceInterval(500, 500, 1000);
    expect(even.estimate).toBe(0);
    expect(even.low).toBeCloseTo(-even.high, 12);
    // 1000 decisive games split evenly: the per-game result ±1 has variance 1, half-width ≈ 1.96/√1003
    expect(even.high).toBeCloseTo(1.959964 / Math.sqrt(1003), 4);
    // draws narrow it: the variance is pA + pB − d²
    expect(differenceInterval(250, 250, 1000).high).toBeLessThan(even.high * 0.75);
  });
  it('balanced inside ±5 points, lopsided beyond, undecided across', () => {
    expect(verdictOf({ estimate: 0.01, low: -0.03, high: 0.04 }, SIDES)).toEqual({ kind: 'balanced', favoured: 'a' });
    expect(verdictOf({ estimate: -0.2, low: -0.3, high: -0.06 }, SIDES)).toEqual({ kind: 'lopsided', favoured: 'b' });
    expect(verdictOf({ estimate: 0.04, low: -0.02, high: 0.1 }, SIDES)).toEqual({ kind: 'undecided', favoured: 'a' });
  });
  it('the stop rule: games, precision, settled, and the worst-case limit', () => {
    const t = emptyTally(SIDES);
    t.games = 99;
    expect(stopReason(t, SIDES, { games: 100 })).toBeNull();
    t.games = 100;
    expect(stopReason(t, SIDES, { games: 100 })).toBe('games');
    t.wins = { a: 90, b: 10 };
    expect(stopReason(t, SIDES, { precision: 0.03, settle: true })).toBe('settled');
    expect(stopReason(t, SIDES, { precision: 0.03, settle: false })).toBeNull();
    t.games = 4000;
    t.wins = { a: 2000, b: 2000 };
    expect(stopReason(t, SIDES, { precision: 0.03, settle: false })).toBe(null);
    t.games = 4280;
    t.wins = { a: 2140, b: 2140 };
    expect(stopReason(t, SIDES, { precision: 0.03, settle: false })).toBe('precision');
    expect(gamesCap(0.03)).toBe(4280);
    // a clear answer is seen at the first look, after LOOK_GAMES games
    t.games = 19;
    t.wins = { a: 19, b: 0 };
    expect(stopReason(t, SIDES, { precision: 0.03, settle: true })).toBeNull();
    t.games = 20;
    t.wins = { a: 20, b: 0 };
    expect(stopReason(t, SIDES, { precision: 0.03, settle: true })).toBe('settled');
  });
});

describe('measure', () => {
  /** A pool that plays nothing: the winner is a function of the seed, and every seed asked is logged. */
  function fakePool(log: string[]): BalancePool {
    return {
      async run(task: BalanceTask): Promise<BalanceGame[]> {
        log.push(...task.seeds);
        // answer out of order: later tasks first
        await new Promise((r) => setTimeout(r, 20 - (log.length % 20)));
        return task.seeds.map((seed) => ({
          winner: parseInt(seed.slice(0, 2), 16) < 160 ? 'british' : 'french',
          turns: 5,
          ending: 'strike',
          decisive: 'amazon',
          lost: [],
          leadChanges: 0,
          clear: 1,
          fight: {},
          luck: null,
        }));
      },
      close: async () => {},
    };
  }
  it('plays game k with the seed of (master seed, stream, k) and stops at the precision', async () => {
    const log: string[] = [];
    const m = await measure(fakePool(log), {
      scenario: getScenario('frigate-duel'),
      captain: 'random',
      seed: 's',
      stream: 'measure',
      rule: { precision: 0.1, settle: false },
    });
    expect(m.stopped).toBe('precision');
    expect(m.tally.games % LOOK_GAMES).toBe(0);
    expect(m.precision).toBeLessThanOrEqual(0.1);
    expect([...log].sort()).toEqual(
      Array.from({ length: m.tally.games }, (_, k) => gameSeed('s', 'measure', k, false)).sort(),
    );
    const britishWins = Array.from({ length: m.tally.games }, (_, k) => gameSeed('s', 'measure', k, false)).filter(
      (x) => parseInt(x.slice(0, 2), 16) < 160,
    ).length;
    expect(m.tally.wins.british).toBe(britishWins);
    expect(m.tally.decisive).toEqual({ amazon: m.tally.games });
  });
  it('an aborted measurement counts only whole rounds and says so', async () => {
    const controller = new AbortController();
    controller.abort();
    const m = await measure(
      fakePool([]),
      { scenario: getScenario('frigate-duel'), captain: 'random', seed: 's', stream: 'measure', rule: { games: 500 } },
      { signal: controller.signal },
    );
    expect(m).toMatchObject({ stopped: 'interrupted', tally: { games: 0 } });
  });
});

describe('the candidate adjustments', () => {
  it('the weather gage: the side whose bearing to the enemy lies within 60° of the wind', () => {
    const s = getScenario('frigate-duel'); // British to the west, French to the east, on one row
    expect(weatherGage(s, 1)).toBeNull();
    expect(weatherGage(s, 3)).toBe('british'); // blowing towards the south-east: from the British
    expect(weatherGage(s, 6)).toBe('french');
  });
  it('every kind of single change without a value, each a valid scenario, helping the side behind', () => {
    const s = getScenario('frigate-duel');
    const list = adjustments(s, 'british');
    expect(new Set(list.map((a) => a.key)).size).toBe(list.length);
    // the knobs with a value (handicap, turn limit, range, grades over several ships) are solved, not listed
    expect(new Set(list.map((a) => a.kind))).toEqual(new Set(['crew quality', 'ship added', 'weather gage']));
    for (const a of list) expect(() => loadScenario(compactScenario(a.scenario))).not.toThrow();
    expect(
      list
        .filter((a) => a.kind === 'crew quality')
        .map((a) => a.key)
        .sort(),
    ).toEqual(['quality:amazon:green', 'quality:hermione:crack']);
    for (const a of list.filter((x) => x.kind === 'ship added')) {
      expect(a.scenario.ships.filter((x) => x.side === 'french')).toHaveLength(2);
      expect(a.scenario.victory).toBe('points');
    }
    // no wind that leaves a ship head to wind (attitude D)
    for (const a of list.filter((x) => x.kind === 'weather gage'))
      expect(a.scenario.wind.direction).not.toBe(s.wind.direction);
  });
  it("a squadron loses one of the ships of the side ahead; a class ship changing grade takes its grade's points", () => {
    const s = getScenario('squadron-action');
    const list = adjustments(s, 'british');
    expect(list.filter((a) => a.kind === 'ship removed').map((a) => a.key)).toEqual([
      'remove:defence',
      'remove:orion',
      'remove:agamemnon',
    ]);
    const down = list.find((a) => a.key === 'quality:orion:average')!;
    expect(down.scenario.ships.find((x) => x.id === 'orion')!.points).toBe(22);
  });
  it('a fleet in squadrons (32.1): a ship removed leaves her squadron, the flag passes on; a ship added joins one', () => {
    const s = getScenario('fleet-action');
    const list = adjustments(s, 'british');
    expect(list.filter((a) => a.kind === 'ship removed')).toHaveLength(7);
    const flag = list.find((a) => a.key === 'remove:royal-sovereign')!.scenario.squadrons!;
    expect(flag[0]).toMatchObject({ ships: ['bellerophon', 'colossus', 'achille'], flagship: 'bellerophon' });
    const added = list.filter((a) => a.kind === 'ship added');
    expect(added.length).toBeGreaterThan(0);
    for (const a of added) {
      const id = a.scenario.ships[a.scenario.ships.length - 1].id;
      expect(a.scenario.squadrons!.find((q) => q.ships.includes(id))!.side).toBe('french');
      expect(() => loadScenario(compactScenario(a.scenario))).not.toThrow();
    }
  });
  it('the compact form of a scenario loads to the same ships', () => {
    for (const id of ['squadron-action', 'frigate-duel']) {
      const s = getScenario(id);
      const c = compactScenario(s);
      expect(loadScenario(c).ships).toEqual(s.ships);
    }
    expect(Object.keys(compactScenario(getScenario('squadron-action')).ships[0]).sort()).toEqual([
      'bow',
      'class',
      'heading',
      'id',
      'name',
      'quality',
      'side',
    ]);
  });
});

describe('how a game ended and the ship that decided it', () => {
  const ended = (winner: string, reason: string): GameState => {
    const g = newGame(getScenario('frigate-duel'), { seed: 1 });
    return { ...g, result: { over: true, winner, reason, turn: 9, points: { british: 0, french: 0 } } };
  };
  const hits = (ship: string, target: string, n: number) =>
    ({ type: 'broadside', turn: 1, ship, target, hits: { H: n, G: 0, C: 0, R: 0 } }) as unknown as GameEvent;
  it("reads the result and the losing side's last loss", () => {
    expect(endingOf(ended('french', 'HMS Amazon refused combat (14.1.1)'), [])).toBe('refusal of combat');
    expect(endingOf(ended('draw', 'turn limit (30) reached'), [])).toBe('points at the turn limit');
    expect(endingOf(ended('british', 'hurricane: the scenario ends (18.2.2.2)'), [])).toBe('hurricane');
    const lost = (cause: string) =>
      [{ type: 'surrender', turn: 9, ship: 'hermione', cause, to: 'british' }] as GameEvent[];
    expect(endingOf(ended('british', 'Hermione surrendered (striking) (14.1)'), lost('striking'))).toBe('strike');
    expect(endingOf(ended('british', 'Hermione surrendered (melee) (14.1)'), lost('melee'))).toBe('capture');
    expect(
      endingOf(ended('british', 'Hermione surrendered'), [{ type: 'sunk', turn: 9, ship: 'hermione' }] as GameEvent[]),
    ).toBe('sinking');
    // 38.3 the last ship driven onto land; a struck ship's later sinking (24.3) is the same loss, not a later one
    const wrecked = [{ type: 'wrecked', turn: 9, ship: 'hermione', hex: 'K12' }] as GameEvent[];
    expect(endingOf(ended('british', 'France has no ship left to fight (14.2)'), wrecked)).toBe('driven ashore');
    const struckThenSunk = [
      { type: 'surrender', turn: 9, ship: 'hermione', cause: 'striking', to: 'british' },
      { type: 'sunk', turn: 9, ship: 'hermione' },
    ] as GameEvent[];
    expect(endingOf(ended('british', 'Hermione surrendered (striking) (14.1)'), struckThenSunk)).toBe('sinking');
    // the winner's own losses do not count
    expect(
      endingOf(ended('british', 'x'), [...lost('firepower'), { type: 'sunk', turn: 8, ship: 'amazon' }] as GameEvent[]),
    ).toBe('strike');
  });
  it("the winner's ship that dealt the most hit squares; none in a draw", () => {
    const events = [hits('amazon', 'hermione', 3), hits('hermione', 'amazon', 5)];
    expect(decisiveShip(ended('british', 'x'), events)).toBe('amazon');
    expect(decisiveShip(ended('french', 'x'), events)).toBe('hermione');
    expect(decisiveShip(ended('draw', 'x'), events)).toBeNull();
    // a win without a hit by the winner (the other side refused combat, 14.1.1) credits no ship
    expect(decisiveShip(ended('british', 'x'), [hits('hermione', 'amazon', 2)])).toBeNull();
    expect(decisiveShip(ended('french', 'x'), [])).toBeNull();
    // hits fired as the other side's prize (12.4) are not the winner's: taken back, her hits count again
    const taken = { type: 'capture', turn: 1, ship: 'amazon', by: 'french', prizeCrew: 1, prisoners: 0 } as GameEvent;
    const back = { type: 'recapture', turn: 2, ship: 'amazon', side: 'british', reason: 'x' } as GameEvent;
    expect(decisiveShip(ended('british', 'x'), [taken, hits('amazon', 'hermione', 4)])).toBeNull();
    expect(decisiveShip(ended('british', 'x'), [taken, back, hits('amazon', 'hermione', 4)])).toBe('amazon');
  });
  it("Springelkamp's games: the damage boxes of its fire name the ship (Fire combat: Damage Table)", () => {
    const g = newGame(getAnyScenario('springelkamp-frigate-duel'), { seed: 1 });
    const [a, b] = g.static.ships;
    const won = { ...g, result: { over: true, winner: a.side, reason: 'x', turn: 9, points: {} } };
    const fire = { type: 'fire', turn: 3, ship: a.id, target: b.id, hull: 2, rigging: 1 } as unknown as GameEvent;
    expect(decisiveShip(won as unknown as GameState, [fire])).toBe(a.id);
  });
  it('says why no ship is named: no game decided, or no hit by the winners', () => {
    const story = (decided: number): Story => ({
      turns: { median: 10, low: 9, high: 11, mean: 10 },
      endings: [{ ending: 'refusal of combat', games: 2, share: 1 }],
      decisive: null,
      decided,
      fight: [],
    });
    const s = getScenario('frigate-duel');
    expect(storySentence(s, story(2))).toContain("; no winner's ship dealt a hit in the decided games.");
    expect(storySentence(s, story(0))).toContain('; no game was decided.');
  });
});
