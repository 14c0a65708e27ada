/**
 * spr.checkSail and spr.checkBoardingParty, the Plotting Phase's own checks of a sail change (Movement: Changing Sail;
 * Damage to the Rigging) and a boarding party (Grappling; Melee), asked from a state or a side's view. Property: over
 * random games, each answer is the phase's verdict on that order alone (the order it reports ignored and why).
 */
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { getScenario, newGame, playerView, resolveTurn, OrderError } from '../../src/index.js';
import * as spr from '../../src/api/springelkamp.js';
import { SAILS } from '../../src/engine/springelkamp/types.js';
import { randomOrders } from './helpers.js';

type Any = any; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The phase's verdict: resolve the turn with this one order and read the order it reports ignored. */
function phaseVerdict(state: spr.State, side: string, shipId: string, order: object, key: string): string | null {
  const { events } = resolveTurn(state as Any, { [side]: { ships: { [shipId]: order } } });
  const hit = (events as unknown as spr.Event[]).find(
    (e) => e.type === 'orderIgnored' && e.ship === shipId && e.order.startsWith(key),
  );
  return hit && hit.type === 'orderIgnored' ? hit.reason : null;
}

describe('checkSprSail / spr.checkBoardingParty', () => {
  const start = newGame(getScenario('springelkamp-frigate-duel'), {
    seed: 'checks',
    rules: { special: { boarding: false } },
  }) as unknown as spr.State;

  it('one level a turn; the same answer from the state and from the side’s view', () => {
    const view = playerView(start as Any, 'british') as unknown as spr.View;
    expect(start.ships[0].sail).toBe('ES');
    expect(spr.checkSail(start, 'amazon', 'FS')).toBeNull();
    expect(spr.checkSail(start, 'amazon', 'ES')).toBeNull();
    expect(spr.checkSail(start, 'amazon', 'NS')).toMatch(/one level per gameturn \(Movement: Changing Sail\)/);
    for (const s of SAILS) expect(spr.checkSail(view, 'amazon', s)).toBe(spr.checkSail(start, 'amazon', s));
    // a side's view holds the enemy's sail and rigging too: the check of an enemy ship is the same
    expect(spr.checkSail(view, 'hermione', 'NS')).toBe(spr.checkSail(start, 'hermione', 'NS'));
  });

  it('a rigging section lost takes away the highest sail (Damage to the Rigging)', () => {
    const s = structuredClone(start);
    const log = s.static.logs[0];
    s.ships[0].rigging[0] = log.rigging[0];
    expect(spr.checkSail(s, 'amazon', 'FS')).toMatch(/with ES the highest setting its rigging allows/);
  });

  it('a boarding party needs the special rule; a struck ship forms none', () => {
    expect(spr.checkBoardingParty(start, 'amazon', true)).toMatch(/special rule not in play/);
    expect(spr.checkBoardingParty(start, 'amazon', false)).toBeNull(); // no change: nothing to refuse
    const on = structuredClone(start);
    on.static.rules.special.boarding = true;
    expect(spr.checkBoardingParty(on, 'amazon', true)).toBeNull();
    on.ships[0].struck = true;
    expect(spr.checkBoardingParty(on, 'amazon', true)).toBe('the ship has struck');
  });

  it('an unknown ship is an OrderError naming the ships', () => {
    expect(() => spr.checkSail(start, 'nobody', 'FS')).toThrow(OrderError);
    expect(() => spr.checkBoardingParty(start, 'nobody', true)).toThrow(/ships: amazon, hermione/);
  });

  it('property: over random games every answer is the Plotting Phase’s own verdict', () => {
    let checked = 0;
    let refused = 0;
    for (const [id, special] of [
      ['springelkamp-squadron-action', { boarding: true, prizeCrews: true }],
      ['springelkamp-frigate-duel', { boarding: true }],
      ['springelkamp-sol-duel', {}],
    ] as const) {
      const rnd = seedrandom(`checks-${id}`);
      let state = newGame(getScenario(id), { seed: id, rules: { special } }) as unknown as spr.State;
      for (let turn = 0; turn < 25 && !state.result; turn++) {
        for (const side of state.static.sides) {
          const view = playerView(state as Any, side.id) as unknown as spr.View;
          for (const ship of view.ships.filter((s) => s.controller === side.id)) {
            for (const sail of SAILS) {
              const want = phaseVerdict(state, side.id, ship.id, { sail }, 'sail');
              expect(spr.checkSail(view, ship.id, sail)).toBe(want);
              checked++;
              if (want) refused++;
            }
            for (const form of [true, false]) {
              const want = phaseVerdict(state, side.id, ship.id, { boardingParty: form }, 'boardingParty');
              expect(spr.checkBoardingParty(view, ship.id, form)).toBe(want);
              checked++;
              if (want) refused++;
            }
          }
        }
        const orders = Object.assign(
          {},
          ...state.static.sides.map((s) => randomOrders(playerView(state as Any, s.id) as unknown as spr.View, rnd)),
        );
        state = resolveTurn(state as Any, orders).state;
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(refused).toBeGreaterThan(50);
  });
});
