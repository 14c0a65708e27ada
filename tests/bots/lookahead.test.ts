/**
 * The captains' look-ahead helpers agree with the engine: memoised geometry with the engine's
 * geometry functions, expected squares with the hit tables, the estimated hit table of a broadside
 * with the table the engine rolls, drift with the engine's drift.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { newGame, playerView, resolveTurn, shipRange, type Dir, type Placement } from '../../src/index.js';
import {
  BASIC_HIT_TABLES,
  basicRake,
  getScenario,
  lineRake,
  shipInPlay,
  type GameEvent,
  type OrdersBySide,
} from '../../src/api/wsim.js';
import { relation, rakeOf } from '../../bots/wsim/lib/geometry.js';
import { estimateShot, expectedSquares } from '../../bots/wsim/lib/gunnery.js';
import { arenaOf, unitOf } from '../../bots/wsim/lib/engagement.js';
import { captainRandoms, createCaptain, playTurn } from '../../bots/index.js';

const placement = fc.record({
  bow: fc.record({ q: fc.integer({ min: -20, max: 20 }), r: fc.integer({ min: -20, max: 20 }) }),
  heading: fc.integer({ min: 0, max: 5 }).map((h) => h as Dir),
});

describe('memoised geometry', () => {
  it('relation() agrees with shipRange, shipInPlay, basicRake and lineRake anywhere on the board', () => {
    fc.assert(
      fc.property(placement, placement, (a: Placement, b: Placement) => {
        const rel = relation(a, b);
        const range = shipRange(a, b);
        expect(rel.range).toBe(range);
        expect(rel.inPlayL).toBe(shipInPlay(a, 'L', b));
        expect(rel.inPlayR).toBe(shipInPlay(a, 'R', b));
        const br = basicRake(a, b, range);
        expect(rakeOf(rel, 'basic', false)).toBe(br.rake ? (br.stern ? 2 : 1) : 0);
        const adv = lineRake(a, b, range, true, 5);
        expect(rakeOf(rel, 'advanced', false)).toBe(adv.rake ? (adv.stern ? 2 : 1) : 0);
        const xiii = lineRake(a, b, range, false, 10);
        expect(rakeOf(rel, 'basic', true)).toBe(xiii.rake ? (xiii.stern ? 2 : 1) : 0);
      }),
      { numRuns: 3000, seed: 7 },
    );
  });
});

describe('expected squares', () => {
  it('are the means of the hit tables (Basic tables capped at 8, below 0 a miss)', () => {
    for (let t = 0; t <= 8; t++) {
      const mean = [0, 1, 2, 3].map((k) => BASIC_HIT_TABLES[t].hull.reduce((a, row) => a + row[k], 0) / 6);
      expectedSquares('basic', t, 'hull').forEach((x, k) => expect(x).toBeCloseTo(mean[k], 12));
    }
    expect(expectedSquares('basic', 12, 'rigging')).toEqual(expectedSquares('basic', 8, 'rigging'));
    expect(expectedSquares('basic', -1, 'hull')).toEqual([0, 0, 0, 0]);
    // 16.1.2.1 an Advanced table above 10 is two rolls
    const a = expectedSquares('advanced', 13, 'hull');
    const b = [0, 1, 2, 3].map(
      (k) => expectedSquares('advanced', 10, 'hull')[k] + expectedSquares('advanced', 3, 'hull')[k],
    );
    a.forEach((x, k) => expect(x).toBeCloseTo(b[k], 12));
  });
});

describe('estimated hit tables', () => {
  for (const [scenario, level] of [
    ['frigate-duel', 'basic'],
    ['squadron-action', 'basic'],
    ['mars-hercule', 'advanced'],
    ['frigate-duel', 'advanced'],
  ] as const) {
    it(`${scenario} (${level}): every broadside fired has the table the captain estimated`, () => {
      let state = newGame(getScenario(scenario), { seed: `est-${scenario}`, rules: { level } });
      const sides = state.static.sides.map((s) => s.id);
      const captains = { [sides[0]]: createCaptain('greedy-raker'), [sides[1]]: createCaptain('classic') };
      const randoms = captainRandoms(state);
      let checked = 0;
      let last: GameEvent[] = [];
      for (let t = 0; t < 25 && !state.result; t++) {
        const before = state;
        const r = playTurn(state, captains, randoms, last);
        // replay the turn up to combat to see the placements the broadsides were fired from
        const atCombat = resolveTurn(before, r.orders as OrdersBySide, { until: 'combat' }).state;
        for (const e of r.events) {
          if (e.type !== 'broadside' || e.target === null) continue;
          const owner = atCombat.static.ships.find((s) => s.id === e.ship)!.side;
          const view = playerView(atCombat, owner);
          const firer = unitOf(
            view,
            view.ships.find((s) => s.id === e.ship)!,
            null,
          );
          const target = view.ships.find((s) => s.id === e.target)!;
          const rel = relation(firer.ship, target);
          const est = estimateShot({
            rules: arenaOf(view).rules,
            gunner: { ...firer.gunner, crewDown: 0 },
            broadside: e.broadside,
            ammo: e.ammo === 'grape' ? 'grape' : e.ammo,
            range: rel.range,
            sections: e.section,
            rake: rakeOf(rel, level, false),
            aim: e.aim,
          });
          expect(rel.range).toBe(e.range);
          if (
            !e.modifiers.some((m) =>
              /crew section|captured|gale|storm|low powder|obscured|fire aboard|all rigging/.test(m.name),
            )
          ) {
            expect(est.table, `${e.ship} turn ${e.turn}`).toBe(e.table);
            checked++;
          }
        }
        state = r.state;
        last = r.events;
      }
      expect(checked).toBeGreaterThan(0);
    });
  }
});
