/** Optional rule VII / 35.0 towing: rigging and casting off the tow, moving as one, speed and turning, what ends it. */
import { describe, expect, it } from 'vitest';
import { hexLabel, legalPlots, neighbor, sternOf } from '../../src/index.js';
import { movementAllowance, type GameEvent, type GameState } from '../../src/api/wsim.js';
import { TurnContext, emptyScratch } from '../../src/engine/wsim/context.js';
import { applyCritical } from '../../src/engine/wsim/phases/criticals.js';
import { inTowPosition } from '../../src/engine/wsim/towing.js';
import { at, edit, game, of, ship, turn, type ShipDef } from './helpers.js';

const T = at('J20');
const TS = neighbor(T, 4); // the tower heads board 2 (internal 1): her stern lies towards internal 4
const Y = neighbor(TS, 4); // the towed ship, same heading, her bow pointing at the tower's stern
const hold = { plot: '0' };

function pair(
  opts: { level?: 'basic' | 'advanced'; towing?: boolean; towed?: Partial<ShipDef>; velocity?: number } = {},
): GameState {
  return game(
    [
      { id: 't', bow: hexLabel(T), heading: 2 },
      { id: 'y', bow: hexLabel(Y), heading: 2, ...opts.towed },
      { id: 'e', side: 'b', bow: 'A1', heading: 1 },
    ],
    { rules: { level: opts.level ?? 'basic', optional: { towing: opts.towing ?? true } }, velocity: opts.velocity },
  );
}

/** Rig the tow on turn 1 and return the state after it. */
function rigged(opts: Parameters<typeof pair>[0] = {}): GameState {
  const r = turn(pair(opts), { t: { plot: '0', tow: 'y' }, y: hold, e: hold });
  expect(of(r.events, 'towRigged')).toEqual([{ type: 'towRigged', turn: 1, tower: 't', towed: 'y' }]);
  return r.state;
}

describe('optional rule VII / 35.0 towing', () => {
  it("35.4.1 the tower's stern in the hex the friend's bow points at, and the notation: the tow is rigged; both hold that turn", () => {
    const g = pair();
    expect(inTowPosition(ship(g, 't'), ship(g, 'y'))).toBe(true);
    const r = turn(g, { t: { plot: '2', tow: 'y' }, y: { plot: '1' }, e: hold });
    expect(of(r.events, 'towRigged')).toHaveLength(1);
    for (const id of ['t', 'y'])
      expect(of(r.events, 'plot').find((p) => p.ship === id)).toMatchObject({
        legal: false,
        executed: '0',
        reason: 'rigging the tow: both ships hold this turn (35.4.1)',
      });
    expect(r.state.tows).toEqual([{ tower: 't', towed: 'y', since: 1 }]);
  });
  it('35.1, 35.4.1 only a friend, only from the towing position; otherwise an ignored order naming the rule', () => {
    const apart = edit(pair(), (s) => {
      ship(s, 'y').bow = neighbor(Y, 4);
    });
    const r = turn(apart, { t: { plot: '0', tow: 'y' }, y: hold, e: hold });
    expect(of(r.events, 'orderIgnored')[0]).toMatchObject({
      ship: 't',
      order: 'tow y',
      reason: expect.stringContaining('35.4.1'),
    });
    const foe = game(
      [
        { id: 't', bow: hexLabel(T), heading: 2 },
        { id: 'y', side: 'b', bow: hexLabel(Y), heading: 2 },
      ],
      { rules: { optional: { towing: true } } },
    );
    expect(of(turn(foe, { t: { plot: '0', tow: 'y' }, y: hold }).events, 'orderIgnored')[0].reason).toContain('35.1');
    const off = turn(pair({ towing: false }), { t: { plot: '0', tow: 'y' }, y: hold, e: hold });
    expect(of(off.events, 'orderIgnored')[0].reason).toContain('not in use (35.0)');
    expect(off.state.tows).toBeUndefined();
  });
  it('35.2 the tower loses one hex in every attitude (two towing a superior gun rating); the towed ship has no plot of her own', () => {
    const free = movementAllowance(pair(), 't');
    const g = rigged();
    expect(movementAllowance(g, 't')).toBe(free - 1);
    expect(legalPlots(g, 'y')).toEqual(['0']);
    const big = rigged({ towed: { class: 'br-sol2-74' } });
    expect(movementAllowance(big, 't')).toBe(free - 2);
  });
  it("35.4.2 the two move as one on the tower's plot, the towed ship in her wake, through a turn", () => {
    let g = rigged();
    let r = turn(g, { t: { plot: '2' }, y: hold, e: hold });
    expect(hexLabel(ship(r.state, 't').bow)).toBe(hexLabel(neighbor(neighbor(T, 1), 1)));
    expect(hexLabel(ship(r.state, 'y').bow)).toBe(hexLabel(T)); // the tower's old bow hex
    expect(inTowPosition(ship(r.state, 't'), ship(r.state, 'y'))).toBe(true);
    expect(of(r.events, 'moved').find((m) => m.ship === 'y')).toMatchObject({ steps: '2' });
    g = r.state;
    r = turn(g, { t: { plot: '1L' }, y: hold, e: hold }); // 7.1.8 after a hex forward she may turn
    const mid = r.state;
    expect(ship(mid, 't').heading).toBe(0);
    expect(inTowPosition(ship(mid, 't'), ship(mid, 'y'))).toBe(false); // her stern swung away; the tow follows on the next hex
    r = turn(mid, { t: { plot: '1' }, y: hold, e: hold });
    const t = ship(r.state, 't');
    const y = ship(r.state, 'y');
    expect(inTowPosition(t, y)).toBe(true);
    expect(y.heading).toBe(1); // she turned into the wake: her bow on the hex of the turn, pointing at the tower's stern
    expect(hexLabel(y.bow)).toBe(hexLabel(ship(g, 't').bow));
    expect(hexLabel(sternOf(t))).toBe(hexLabel(ship(mid, 't').bow));
  });
  it('35.3 at no allowance the tower may still turn in place', () => {
    // attitude C at battle sails 4 gives one hex; towing takes it
    const g = edit(rigged(), (s) => {
      ship(s, 't').heading = 3;
      ship(s, 'y').heading = 3;
    });
    const fixed = edit(g, (s) => {
      const t = ship(s, 't');
      const ys = ship(s, 'y');
      ys.bow = neighbor(neighbor(t.bow, 5), 5);
    });
    expect(movementAllowance(fixed, 't')).toBe(0);
    expect(legalPlots(fixed, 't')).toEqual(expect.arrayContaining(['0', 'L', 'R']));
    expect(legalPlots(fixed, 't')).not.toContain('1');
  });
  it('35.4.3 an ungrappling notation casts off the tow; the towed ship sails again', () => {
    const g = rigged();
    const r = turn(g, { t: { plot: '0', ungrapple: ['y'] }, y: hold, e: hold });
    expect(of(r.events, 'towEnded')[0]).toMatchObject({ tower: 't', towed: 'y', reason: 'cast off by t (35.4.3)' });
    expect(r.state.tows).toEqual([]);
    expect(legalPlots(r.state, 'y').length).toBeGreaterThan(1);
  });
  it('35.4.3.1 a 5H critical on a ship in a tow: even die the anchor cable, odd the tow', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 40 && seen.size < 2; seed++) {
      const g = edit(rigged({ level: 'advanced' }), (s) => {
        s.rng = game(
          [
            { id: 'x', bow: 'A1', heading: 1 },
            { id: 'z', side: 'b', bow: 'C1', heading: 1 },
          ],
          { seed },
        ).rng;
      });
      const ctx = new TurnContext(g, {}, emptyScratch(), []);
      const target = ctx.ship('y')!;
      applyCritical(ctx, target, 5, 'hull', { rake: false, range: 1, hits: { H: 0, G: 0, C: 0, R: 0 }, firer: null });
      const crit = ctx.events.find((e) => e.type === 'critical');
      if (crit?.type !== 'critical') throw new Error('no critical');
      seen.add(crit.effect);
      if (crit.effect === 'tow') {
        expect(ctx.state.tows).toEqual([]);
        expect(target.anchorsLost).toBe(0);
      } else {
        expect(crit.effect).toBe('anchor');
        expect(ctx.state.tows).toHaveLength(1);
        expect(target.anchorsLost).toBe(1);
      }
    }
    expect([...seen].sort()).toEqual(['anchor', 'tow']);
  });
  it('35.4.4 towing only in a moderate, normal or heavy breeze: no rigging in a light breeze, and a gale loses the tow', () => {
    const light = turn(pair({ level: 'advanced', velocity: 1 }), { t: { plot: '0', tow: 'y' }, y: hold, e: hold });
    expect(of(light.events, 'orderIgnored')[0].reason).toContain('35.4.4');
    const g = edit(rigged({ level: 'advanced' }), (s) => {
      s.wind = { ...s.wind, velocity: 5 };
    });
    const r = turn(g, { t: { plot: '1' }, y: hold, e: hold });
    expect(of(r.events, 'towEnded')[0].reason).toContain('35.4.4');
    // the Basic Game has no wind velocity: a light-breeze scenario may tow
    expect(turn(pair({ velocity: 1 }), { t: { plot: '0', tow: 'y' }, y: hold, e: hold }).state.tows).toHaveLength(1);
  });
  it('a tow drifts as one body when the tower holds (8.2.3 applied to the tow)', () => {
    let g = rigged();
    let moved: GameEvent[] = [];
    for (let k = 0; k < 3; k++) {
      const r = turn(g, { t: hold, y: hold, e: hold });
      moved = [...moved, ...of(r.events, 'drift')];
      g = r.state;
    }
    const drift = of(moved, 'drift').find((d) => d.ships.includes('t'));
    expect(drift?.ships).toEqual(expect.arrayContaining(['t', 'y']));
    expect(inTowPosition(ship(g, 't'), ship(g, 'y'))).toBe(true);
  });
});
