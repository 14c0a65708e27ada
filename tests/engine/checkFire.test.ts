/**
 * fireOptions and checkFire asked from a player's view (what the fire prompt of wsim play and the
 * captains use) must be exactly what the engine's Combat Phase accepts: random placements, land and
 * loads, each candidate target probed with a real resolveTurn. (Moved from tests/play/targets.test.ts
 * when play's own fireOptions/whyNotTarget gave way to the engine's queries.)
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hexLabel, newGame, playerView, resolveTurn, sternOf, fromOffset, type Dir } from '../../src/index.js';
import {
  checkFire,
  fireOptions,
  getScenario,
  type Ammo,
  type GameEvent,
  type GameState,
  type OrdersBySide,
} from '../../src/api/wsim.js';

interface Placed {
  col: number;
  row: number;
  heading: number;
}

const AMMO: Ammo[] = ['round', 'chain', 'double', 'grape'];

function game(level: 'basic' | 'advanced', land: { col: number; row: number }[]): GameState {
  const scenario = JSON.parse(JSON.stringify(getScenario('squadron-action')));
  scenario.map = { columns: 32, rows: 40, land: land.map((h) => hexLabel(fromOffset(h.col, h.row))) };
  for (const s of scenario.ships) delete s.entersOnTurn;
  return newGame(scenario, { seed: 'targets', rules: { level } });
}

function place(state: GameState, placed: Placed[], loads: number[]): GameState | null {
  const s = structuredClone(state);
  const key = (h: { q: number; r: number }) => `${h.q},${h.r}`;
  const landKeys = new Set(s.static.map.land.map(key));
  const used = new Set<string>();
  for (let i = 0; i < s.ships.length; i++) {
    const p = placed[i];
    const bow = fromOffset(p.col, p.row);
    const ship = s.ships[i];
    ship.bow = bow;
    ship.heading = p.heading as Dir;
    ship.onBoard = true;
    for (const h of [bow, sternOf(ship)]) {
      if (used.has(key(h)) || landKeys.has(key(h))) return null;
      used.add(key(h));
    }
    ship.loads = {
      L: { ammo: AMMO[loads[i] % 4], loading: false },
      R: { ammo: AMMO[(loads[i] >> 2) % 4], loading: false },
    };
  }
  return s;
}

/** Pause the turn before combat with every ship plotting 0 (turn 1: no drift). */
function atCombat(s: GameState): GameState {
  const orders: OrdersBySide = {};
  for (const side of s.static.sides)
    orders[side.id] = {
      ships: Object.fromEntries(s.static.ships.filter((x) => x.side === side.id).map((x) => [x.id, { plot: '0' }])),
    };
  return resolveTurn(s, orders, { until: 'combat' }).state;
}

function engineFires(
  paused: GameState,
  side: string,
  ship: string,
  b: 'L' | 'R',
  target: string,
): GameEvent | undefined {
  const r = resolveTurn(
    paused,
    { [side]: { ships: { [ship]: { fire: { [b]: { target, otherwise: 'hold' } } } } } },
    { until: 'melee' },
  );
  return r.events.find((e) => e.type === 'broadside' && e.ship === ship && e.broadside === b);
}

const placement = fc.record({
  col: fc.integer({ min: 8, max: 16 }),
  row: fc.integer({ min: 8, max: 16 }),
  heading: fc.integer({ min: 0, max: 5 }),
});

for (const level of ['basic', 'advanced'] as const) {
  describe(`fire options (${level})`, () => {
    it('match the Combat Phase for random placements, land and loads', () => {
      let checked = 0;
      let fired = 0;
      fc.assert(
        fc.property(
          fc.array(placement, { minLength: 6, maxLength: 6 }),
          fc.array(fc.integer({ min: 0, max: 15 }), { minLength: 6, maxLength: 6 }),
          fc.array(fc.record({ col: fc.integer({ min: 8, max: 16 }), row: fc.integer({ min: 8, max: 16 }) }), {
            maxLength: 3,
          }),
          (placed, loads, land) => {
            const placedState = place(game(level, land), placed, loads);
            if (!placedState) return;
            const paused = atCombat(placedState);
            const side = paused.static.sides[0].id;
            const view = playerView(paused, side);
            for (const own of view.ships.filter((s) => s.controller === side)) {
              for (const b of ['L', 'R'] as const) {
                const options = fireOptions(view, own.id, b);
                for (const enemy of view.ships.filter((s) => s.controller !== side)) {
                  const e = engineFires(paused, side, own.id, b, enemy.id);
                  const engine = e?.type === 'broadside' && e.target === enemy.id ? e : undefined;
                  const mine = options.find((o) => o.target === enemy.id);
                  checked++;
                  expect(Boolean(mine), `${own.id} ${b} → ${enemy.id}`).toBe(Boolean(engine));
                  expect(checkFire(view, own.id, b, enemy.id).legal).toBe(Boolean(engine));
                  if (engine && mine) {
                    fired++;
                    expect(mine.range).toBe(engine.range);
                    expect(mine.ammo).toBe(engine.ammo);
                    expect(mine.sections).toBe(engine.section);
                  }
                }
              }
            }
          },
        ),
        { numRuns: 60, seed: level === 'basic' ? 7 : 11 },
      );
      expect(checked).toBeGreaterThan(100);
      expect(fired).toBeGreaterThan(5);
    });
  });
}

describe('checkFire names the rule that forbids a shot', () => {
  it('a friendly ship, a target out of the field of fire, an enemy load column, an unknown ship', () => {
    const g = resolveTurn(newGame(getScenario('frigate-duel'), { seed: 1 }), {}, { until: 'combat' }).state;
    const [a, b] = g.static.ships;
    const view = playerView(g, a.side);
    const self = checkFire(view, a.id, 'L', a.id);
    expect(self).toEqual({ legal: false, reason: `${a.id} is a friendly ship` });
    const far = checkFire(view, a.id, 'L', b.id, { label: (id) => `<${id}>` });
    expect(far.legal).toBe(false);
    expect(far.reason).toMatch(new RegExp(`^<${b.id}> is (outside the field of fire|at range \\d+, beyond)`));
    expect(checkFire(view, b.id, 'L', a.id)).toEqual({
      legal: false,
      reason: expect.stringMatching(/hidden \(7\.2\.5\)/),
    });
    expect(fireOptions(view, b.id, 'L')).toEqual([]);
    expect(() => checkFire(view, 'nelson', 'L', a.id)).toThrow(/unknown ship "nelson"/);
  });
});
