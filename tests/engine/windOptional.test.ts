/** Optional wind rules: changing wind number (33.0 / V) and variable wind direction and velocity (34.0 / VI). */
import { describe, expect, it } from 'vitest';
import { newGame, replay, resolveTurn, startRecord } from '../../src/index.js';
import { getScenario, type GameEvent, type GameState } from '../../src/api/wsim.js';
import { game, of, turn } from './helpers.js';

const hold = { plot: '0' };
const ships = [
  { id: 'a', bow: 'J20', heading: 1, fullSailAtStart: true },
  { id: 'b', side: 'b' as const, bow: 'A1', heading: 1, class: 'fr-sol2-74', fullSailAtStart: true },
];

/** Play `turns` turns of holding still; every event. */
function play(g: GameState, turns: number): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (let t = 0; t < turns && !g.result; t++) {
    const r = turn(g, { a: hold, b: hold });
    events.push(...r.events);
    g = r.state;
  }
  return { state: g, events };
}

describe('33.0 / V changing wind number', () => {
  // change number 1: the wind changes at every third turn's check (I-WIND-1)
  const extra = { wind: { direction: 1, velocity: 2, changeNumber: 1 } };
  it('after a change of direction or velocity a fourth die is the new wind change number, read by the next check', () => {
    let checked = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const g = game(ships, { seed, rules: { level: 'advanced', optional: { changingWindNumber: true } }, extra });
      const r = play(g, 6);
      const change = of(r.events, 'windChange').find((e) => e.turn === 3)!;
      expect(change).toBeDefined();
      const moved = change.direction !== 1 || change.velocity !== 2;
      const fourth = of(r.events, 'windChangeNumber').filter((e) => e.turn === 3);
      expect(fourth.length).toBe(moved ? 1 : 0);
      if (!moved) continue;
      checked++;
      expect(fourth[0].changeNumber).toBe(fourth[0].die);
      const next = of(r.events, 'windCheck').find((e) => e.turn === 6);
      if (r.state.result && !next) continue; // a hurricane ended it
      expect(next!.needed).toBe(fourth[0].changeNumber);
      expect(next!.changes).toBe(next!.die >= fourth[0].changeNumber);
    }
    expect(checked).toBeGreaterThan(20);
  });
  it('33.0 not rolled when the wind changes in neither direction nor velocity', () => {
    let seen = 0;
    for (let seed = 1; seed <= 200 && seen < 3; seed++) {
      const r = play(
        game(ships, { seed, rules: { level: 'advanced', optional: { changingWindNumber: true } }, extra }),
        3,
      );
      const change = of(r.events, 'windChange')[0];
      if (change.direction !== 1 || change.velocity !== 2) continue;
      seen++;
      expect(of(r.events, 'windChangeNumber')).toEqual([]);
      expect(r.state.wind.changeNumber).toBeUndefined();
    }
    expect(seen).toBe(3);
  });
  it('with the switch off the scenario number stays', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const r = play(
        game(ships, {
          seed,
          rules: { level: 'advanced' },
          extra: { wind: { direction: 1, velocity: 2, changeNumber: 4 } },
        }),
        9,
      );
      expect(of(r.events, 'windChangeNumber')).toEqual([]);
      for (const c of of(r.events, 'windCheck')) expect(c.needed).toBe(4);
    }
  });
});

describe('34.0 / VI variable wind direction and velocity', () => {
  it('three dice at the start: direction = die, velocity = die (doubt D6), wind change number = die', () => {
    const directions = new Set<number>();
    const velocities = new Set<number>();
    for (let seed = 1; seed <= 80; seed++) {
      const g = game(ships, { seed, rules: { level: 'advanced', optional: { variableWind: true } } });
      const [d, v, c] = g.static.variableWindDice!;
      expect(g.static.initialWind).toEqual({ direction: d - 1, velocity: v });
      expect(g.wind).toEqual(g.static.initialWind);
      expect(g.static.windChangeNumber).toBe(c);
      directions.add(d);
      velocities.add(v);
      // 18.2.2.1 nobody starts at full sails the rolled wind forbids (a storm: every class)
      if (v === 6) expect(g.ships.map((s) => s.fullSail)).toEqual([false, false]);
      else if (v < 5) expect(g.ships.map((s) => s.fullSail)).toEqual([true, true]);
      // the same seed is the same wind, and the record replays it
      const again = game(ships, { seed, rules: { level: 'advanced', optional: { variableWind: true } } });
      expect(again.static.initialWind).toEqual(g.static.initialWind);
    }
    expect(directions.size).toBe(6);
    expect(velocities.size).toBe(6);
  });
  it('a record replays the rolled wind, and a direction die of 1 (18.1.3.1) returns to the rolled direction', () => {
    const scenario = getScenario('frigate-duel');
    scenario.turnLimit = 9;
    let state = newGame(scenario, { seed: 11, rules: { level: 'advanced', optional: { variableWind: true } } });
    const record = startRecord(scenario, state);
    const orders = { british: { ships: { amazon: hold } }, french: { ships: { hermione: hold } } };
    const events: GameEvent[] = [];
    for (let t = 0; t < 9 && !state.result; t++) {
      const r = resolveTurn(state, orders);
      record.turns.push(orders);
      events.push(...r.events);
      state = r.state;
    }
    expect(replay(record).state).toEqual(state);
    for (const c of of(events, 'windChange').filter((e) => e.directionDie === 1))
      expect(c.direction).toBe(state.static.initialWind.direction + 1);
  });
  it('off: the scenario wind, and the dice stream untouched', () => {
    const g = game(ships, { seed: 3, rules: { level: 'advanced' } });
    expect(g.static.variableWindDice).toBeUndefined();
    expect(g.static.initialWind).toEqual({ direction: 0, velocity: 3 });
  });
});
