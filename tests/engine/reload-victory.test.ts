import { describe, expect, it } from 'vitest';
import { newGame, outcome } from '../../src/index.js';
import { loadScenario } from '../../src/api/wsim.js';
import { edit, game, of, reseed, scenarioHead, ship, turn } from './helpers.js';

const hold = { plot: '0' };

describe('reload (13.0, 26.0)', () => {
  it('13.1 one broadside a turn; 13.2 a broadside fired and reloaded fires again next turn', () => {
    const g = game(
      [
        { id: 'a', bow: 'J20', heading: 1 },
        { id: 'b', side: 'b', bow: 'L20', heading: 1 },
        { id: 'c', side: 'b', bow: 'H20', heading: 1 },
      ],
      { victory: 'points' },
    );
    const r = turn(g, { a: { plot: '0', fire: { L: {}, R: {} }, load: { prefer: 'R' } }, b: hold, c: hold });
    expect(of(r.events, 'broadside').filter((e) => e.ship === 'a')).toHaveLength(2);
    expect(of(r.events, 'reload').filter((e) => e.ship === 'a')).toEqual([
      expect.objectContaining({ broadside: 'R', ammo: 'round' }),
    ]);
    expect(ship(r.state, 'a').loads.L.ammo).toBeNull();
    const r2 = turn(r.state, { a: { plot: '0', fire: { L: {}, R: {} } }, b: hold, c: hold });
    const shots = of(r2.events, 'broadside').filter((e) => e.ship === 'a');
    expect(shots.map((s) => s.broadside)).toEqual(['R']);
    expect(shots[0].modifiers.some((m) => m.name.startsWith('initial'))).toBe(false);
  });
  it('13.3 only roundshot in the Basic Game', () => {
    const g = game([
      { id: 'a', bow: 'J20', heading: 1, nation: 'French' },
      { id: 'b', side: 'b', bow: 'L20', heading: 1 },
    ]);
    const r = turn(g, { a: { plot: '0', fire: { R: {} }, load: { R: 'chain' } }, b: hold });
    expect(of(r.events, 'orderIgnored')[0].reason).toMatch(/13\.3/);
    expect(ship(r.state, 'a').loads.R.ammo).toBe('round');
  });
  it('13.5 deferred first load: ships start empty and load both broadsides in turn 1, keeping the initial broadside', () => {
    const g = game(
      [
        { id: 'a', bow: 'J20', heading: 1 },
        { id: 'b', side: 'b', bow: 'L20', heading: 1 },
      ],
      { extra: { deferredLoading: true } },
    );
    expect(ship(g, 'a').loads.L.ammo).toBeNull();
    const r = turn(g, { a: { plot: '0', fire: { R: {} } }, b: hold });
    expect(of(r.events, 'broadside')).toHaveLength(0);
    expect(ship(r.state, 'a').loads).toEqual({
      L: { ammo: 'round', loading: false },
      R: { ammo: 'round', loading: false },
    });
    const r2 = turn(r.state, { a: { plot: '0', fire: { R: {} } }, b: hold });
    expect(of(r2.events, 'broadside')[0].modifiers.map((m) => m.name)).toContain('initial broadside (11.3.4)');
  });
  it('13.5 a ship still to enter makes the deferred first load in turn 1 too, and enters loaded with her initial broadsides (I-DYO-2)', () => {
    const g = game(
      [
        { id: 'a', bow: 'J21', heading: 1, entersOnTurn: 2 },
        { id: 'b', side: 'b', bow: 'L20', heading: 1 },
      ],
      { extra: { deferredLoading: true } },
    );
    expect(ship(g, 'a').loads.R.ammo).toBeNull();
    const r = turn(g, { b: hold });
    expect(ship(r.state, 'a').onBoard).toBe(false);
    expect(of(r.events, 'reload').filter((e) => e.ship === 'a')).toHaveLength(2);
    expect(ship(r.state, 'a').loads).toEqual({
      L: { ammo: 'round', loading: false },
      R: { ammo: 'round', loading: false },
    });
    // turn 2: she enters (J21, then J20) and fires her first broadside as an initial one (11.3.4)
    const r2 = turn(r.state, { a: { plot: '2', fire: { R: {} } }, b: hold });
    expect(ship(r2.state, 'a').onBoard).toBe(true);
    const shot = of(r2.events, 'broadside').find((e) => e.ship === 'a');
    expect(shot?.modifiers.map((m) => m.name)).toContain('initial broadside (11.3.4)');
  });
  it('13.0 without deferred loading a ship still to enter keeps the loads she came with and reloads nothing off the board', () => {
    const g = game([
      { id: 'a', bow: 'J24', heading: 1, entersOnTurn: 3 },
      { id: 'b', side: 'b', bow: 'L20', heading: 1 },
    ]);
    const r = turn(g, { b: hold });
    expect(of(r.events, 'reload').filter((e) => e.ship === 'a')).toEqual([]);
    expect(ship(r.state, 'a').loads.L.ammo).toBe('round');
  });
  it('26.1.1 thirty reloads, doubleshot costs two; 24.2.3.3 with fewer than three sections it takes two turns and blocks the other side', () => {
    const adv = { rules: { level: 'advanced' as const }, victory: 'points' as const };
    const g = game(
      [
        { id: 'a', bow: 'J20', heading: 1 },
        { id: 'b', side: 'b', bow: 'L20', heading: 1 },
        { id: 'c', side: 'b', bow: 'H20', heading: 1 },
      ],
      adv,
    );
    const r = turn(g, { a: { plot: '0', fire: { R: {} }, load: { R: 'double' } }, b: hold, c: hold });
    expect(of(r.events, 'reload').filter((e) => e.ship === 'a')[0]).toMatchObject({
      ammo: 'double',
      ready: true,
      reloadsLeft: 28,
    });
    const weak = edit(g, (s) => {
      ship(s, 'a').crew[2] = 0;
    });
    const w1 = turn(weak, {
      a: { plot: '0', fire: { L: {}, R: {} }, load: { R: 'double', prefer: 'R' } },
      b: hold,
      c: hold,
    });
    expect(of(w1.events, 'reload').filter((e) => e.ship === 'a')).toEqual([
      expect.objectContaining({ broadside: 'R', ammo: 'double', ready: false }),
    ]);
    const w2 = turn(w1.state, { a: { plot: '0', load: { L: 'round' } }, b: hold, c: hold });
    expect(of(w2.events, 'reload').filter((e) => e.ship === 'a')).toEqual([
      expect.objectContaining({ broadside: 'R', ammo: 'double', ready: true }),
    ]);
    expect(ship(w2.state, 'a').loads.L.ammo).toBeNull();
  });
  it('24.2.2.4 the British never fire chainshot', () => {
    const g = game(
      [
        { id: 'a', bow: 'J20', heading: 1 },
        { id: 'b', side: 'b', bow: 'L20', heading: 1 },
      ],
      { rules: { level: 'advanced' } },
    );
    const r = turn(g, { a: { plot: '0', fire: { R: {} }, load: { R: 'chain' } }, b: hold });
    expect(of(r.events, 'orderIgnored')[0].reason).toMatch(/24\.2\.2\.4/);
  });
});

describe('victory (14.0)', () => {
  it('14.1.2 both ships surrendering at once is a draw', () => {
    const g = edit(
      game([
        { id: 'a', bow: 'J20', heading: 1 },
        { id: 'b', side: 'b', bow: 'K20', heading: 1 },
      ]),
      (s) => {
        for (const id of ['a', 'b']) {
          const x = ship(s, id);
          x.guns = { L: [0], R: [0] };
          x.carronades = { L: [1], R: [1] };
          x.hull = 1;
        }
      },
    );
    for (let seed = 1; seed < 200; seed++) {
      const s = reseed(g, seed);
      const r = turn(s, { a: { plot: '0', fire: { R: {} } }, b: { plot: '0', fire: { L: {} } } });
      const out = of(r.events, 'surrender')
        .map((e) => e.ship)
        .sort();
      if (out.length !== 2) continue;
      expect(r.state.result).toMatchObject({ winner: 'draw' });
      return;
    }
    expect.unreachable('no seed sank both');
  });
  it('14.1.3 losing all crew loses the game', () => {
    const g = edit(
      game([
        { id: 'a', bow: 'J20', heading: 1 },
        { id: 'b', side: 'b', bow: 'K20', heading: 1 },
      ]),
      (s) => {
        ship(s, 'b').crew = [0, 0, 1];
      },
    );
    for (let seed = 1; seed < 200; seed++) {
      const s = reseed(g, seed);
      const r = turn(s, { a: { plot: '0', fire: { R: {} } }, b: hold });
      if (!of(r.events, 'crewless').some((e) => e.ship === 'b' && !e.manned)) continue; // 11.4.2.2 no surrender: out of action
      expect(ship(r.state, 'b').surrendered).toBeNull();
      expect(r.state.result).toMatchObject({ winner: 'a' });
      expect(r.state.result!.reason).toMatch(/14\.1\.3/);
      return;
    }
    expect.unreachable('no seed killed the last crew square');
  });
  it('14.2 points: struck ships give their value, captured ones count for the captor (×1 tournament, ×2 option)', () => {
    const base = scenarioHead({ turnLimit: 1, victory: 'points' });
    const ships = [
      { id: 'a1', side: 'a', class: 'br-f3-36', quality: 'average', bow: 'J20', heading: 1 },
      { id: 'b1', side: 'b', class: 'fr-f3-36', quality: 'average', bow: 'P20', heading: 1 },
      { id: 'b2', side: 'b', class: 'fr-f3-36', quality: 'crack', bow: 'T20', heading: 1 },
    ];
    for (const mult of [1, 2] as const) {
      const g = edit(
        newGame(loadScenario({ ...base, ships }), { seed: 1, rules: { capturedPointsMultiplier: mult } }),
        (s) => {
          ship(s, 'b1').prize = { side: 'a', squares: 3, quality: 'average' };
          ship(s, 'b1').surrendered = { cause: 'melee', turn: 0, to: 'a' };
          ship(s, 'b2').surrendered = { cause: 'firepower', turn: 0, to: 'a' };
        },
      );
      const r = turn(g, { a1: hold });
      expect(r.state.result!.points).toEqual({ a: 13 * mult + 15, b: 0 });
      expect(outcome(r.state)).toMatchObject({ over: true, winner: 'a' });
    }
  });
  it('14.2 a scenario handicap (I-VICT-4): the side starts with its points, which decide a level game at the turn limit', () => {
    const base = scenarioHead({ turnLimit: 1, victory: 'points' });
    const ships = [
      { id: 'a1', side: 'a', class: 'br-f3-36', quality: 'average', bow: 'J20', heading: 1 },
      { id: 'b1', side: 'b', class: 'fr-f3-36', quality: 'average', bow: 'A1', heading: 1 },
    ];
    const level = turn(newGame(loadScenario({ ...base, ships }), { seed: 1 }), { a1: hold, b1: hold });
    expect(level.state.result).toMatchObject({ winner: 'draw', points: { a: 0, b: 0 } });
    const g = newGame(loadScenario({ ...base, ships, handicap: { b: 4 } }), { seed: 1 });
    expect(outcome(g).points).toEqual({ a: 0, b: 4 });
    const r = turn(g, { a1: hold, b1: hold });
    expect(r.state.result).toMatchObject({ winner: 'b', points: { a: 0, b: 4 } });
    expect(() => loadScenario({ ...base, ships, handicap: { c: 4 } }, 'h.json')).toThrow(
      /h\.json: handicap\.c: expected a side id/,
    );
    expect(() => loadScenario({ ...base, ships, handicap: { a: -1 } }, 'h.json')).toThrow(
      /handicap\.a: expected a number ≥ 0/,
    );
  });
  it('the turn limit ends the game; the side ahead on points wins, level is a draw', () => {
    let g = game(
      [
        { id: 'a', bow: 'J20', heading: 1 },
        { id: 'b', side: 'b', bow: 'A1', heading: 1 },
      ],
      { turnLimit: 2 },
    );
    g = turn(g, { a: hold, b: hold }).state;
    expect(g.result).toBeNull();
    const r = turn(g, { a: hold, b: hold });
    expect(r.state.result).toMatchObject({ winner: 'draw', turn: 2 });
    expect(of(r.events, 'victory')).toHaveLength(1);
  });
  it('14.1 a single-ship action needs no turn limit: the game goes on until refusal of combat (14.1.1) ends it', () => {
    const base = scenarioHead();
    const duel = loadScenario({
      ...base,
      ships: [
        { id: 'a1', side: 'a', class: 'br-f3-36', quality: 'average', bow: 'J30', heading: 1 },
        { id: 'b1', side: 'b', class: 'fr-f3-36', quality: 'average', bow: 'J10', heading: 1 },
      ],
    });
    let g = newGame(duel, { seed: 1 });
    expect(g.static.turnLimit).toBeNull();
    // b sails away: nothing but 14.1.1 ends the game (10 turns out of range)
    for (let t = 0; t < 40 && !g.result; t++) g = turn(g, { a1: { plot: '0' }, b1: { plot: '3' } }).state;
    expect(g.result).toMatchObject({ winner: 'a' });
    expect(g.result!.reason).toMatch(/14\.1\.1/);
    // a points scenario still needs its limit (14.2)
    expect(() =>
      loadScenario({
        ...base,
        victory: 'points',
        ships: [
          { id: 'a1', side: 'a', class: 'br-f3-36', quality: 'average', bow: 'J30', heading: 1 },
          { id: 'b1', side: 'b', class: 'fr-f3-36', quality: 'average', bow: 'J10', heading: 1 },
        ],
      }),
    ).toThrow(/turnLimit: expected a turn limit/);
  });
  it('14.1.1 the ship that keeps running out of range loses (rules option refusalTurns)', () => {
    let g = game(
      [
        { id: 'a', bow: 'J30', heading: 1 },
        { id: 'b', side: 'b', bow: 'J10', heading: 1 },
      ],
      { rules: { refusalTurns: 3 } },
    );
    for (let t = 0; t < 3 && !g.result; t++) g = turn(g, { a: { plot: '0' }, b: { plot: '3' } }).state;
    expect(g.result).toMatchObject({ winner: 'a' });
    expect(g.result!.reason).toMatch(/14\.1\.1/);
  });
  it('14.1.1 a ship due to enter that stays off the board refuses combat; before her entry turn nothing counts (I-DYO-2)', () => {
    let g = game(
      [
        { id: 'a', bow: 'J30', heading: 1, entersOnTurn: 2 },
        { id: 'b', side: 'b', bow: 'J20', heading: 1 },
      ],
      { rules: { refusalTurns: 3 } },
    );
    g = turn(g, { b: hold }).state;
    expect(g.outOfRangeTurns).toBe(0); // turn 1: she is not due yet
    for (let t = 0; t < 3 && !g.result; t++) g = turn(g, { a: hold, b: hold }).state;
    expect(g.turn).toBe(4);
    expect(g.result).toMatchObject({ winner: 'b' });
    expect(g.result!.reason).toMatch(/refused combat \(14\.1\.1\)/);
  });
  it('14.1.1 a ship that enters and closes is not charged for the turns the enemy stayed off the board', () => {
    let g = game(
      [
        { id: 'a', bow: 'J30', heading: 1, entersOnTurn: 1 },
        { id: 'b', side: 'b', bow: 'J10', heading: 1, entersOnTurn: 1 },
      ],
      { rules: { refusalTurns: 3 } },
    );
    // a enters and sails towards b; b holds off the board
    for (let t = 0; t < 3 && !g.result; t++) g = turn(g, { a: { plot: '2' }, b: hold }).state;
    expect(ship(g, 'a').onBoard).toBe(true);
    expect(ship(g, 'b').onBoard).toBe(false);
    expect(g.result).toMatchObject({ winner: 'a' });
  });
});
