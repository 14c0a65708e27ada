/**
 * A searching captain's world (`stateFromView`) at the pause before Boarding Preparation (10.0): built from the view
 * seen there — the hidden loads (a doubleshot half loaded too, 24.2.3.3) and reloads guessed right — and given the
 * rest of the turn's orders (the boarding word, fire, loads), it plays the rest of the turn exactly as the game does
 * on the same dice: boarding, combat, melee, reload and the sail changes under way (20.1.5.2, 27.0).
 */
import { describe, expect, it } from 'vitest';
import { nextDecision, playerView, reseed, resolveTurn } from '../../src/index.js';
import { stateFromView, type GameState, type OrdersBySide, type ShipOrders } from '../../src/api/wsim.js';
import { boardingPauses } from '../bots/fixtures/boardingPause.js';

/** The turn's orders that are read from the pause on (10.0–13.0, 27.0: the engine's `nextDecision` names them). */
function rest(orders: OrdersBySide, paused: GameState): OrdersBySide {
  const reads = nextDecision(paused).reads;
  const out: OrdersBySide = {};
  for (const side in orders) {
    const ships: Record<string, ShipOrders> = {};
    for (const [id, o] of Object.entries(orders[side].ships)) {
      const kept: Record<string, unknown> = {};
      for (const k of reads) if (o[k] !== undefined) kept[k] = o[k];
      ships[id] = kept;
    }
    out[side] = { ships };
  }
  return out;
}

/** A world seen by `side`, the hidden loads guessed right (a half-loaded doubleshot, which no guess names, put back). */
function worldOf(state: GameState, side: string): GameState {
  const byId = new Map(state.ships.map((s) => [state.static.ships[s.idx].id, s]));
  const world = stateFromView(playerView(state, side), {
    seed: 'world',
    at: 'boarding',
    guessLoads: (id) => ({ L: byId.get(id)!.loads.L.ammo, R: byId.get(id)!.loads.R.ammo }),
    guessReloads: (id) => byId.get(id)!.reloadsLeft,
  });
  for (const ship of world.ships) ship.loads = structuredClone(state.ships[ship.idx].loads);
  return world;
}

function outcome(state: GameState, orders: OrdersBySide) {
  const r = resolveTurn(reseed(state, 'same dice'), orders);
  const { ships, wind, fouls, grapples, melees, turn, result } = r.state;
  return { board: { ships, wind, fouls, grapples, melees, turn, result }, events: r.events };
}

describe('stateFromView at the boarding pause (10.0)', () => {
  const pauses = ['wab-1', 'wab-2', 'wab-3', 'wab-4', 'wab-5', 'wab-6'].flatMap((seed) =>
    boardingPauses('frigate-duel', seed).map((p) => ({ ...p, seed })),
  );

  it('meets boarding pauses in play', () => {
    expect(pauses.length).toBeGreaterThanOrEqual(6);
  });

  it('goes on from the pause as the game does, on the same dice, seen from either side', () => {
    let melees = 0;
    for (const p of pauses) {
      const orders = rest(p.orders, p.paused);
      const expected = outcome(p.paused, orders);
      if (expected.events.some((e) => e.type === 'meleeRound')) melees++;
      for (const side of p.paused.static.sides) {
        const world = worldOf(p.paused, side.id);
        expect(world.progress?.nextPhase).toBe(p.paused.progress!.nextPhase);
        expect(outcome(world, orders), `${p.seed} turn ${p.paused.turn} seen by ${side.id}`).toEqual(expected);
      }
    }
    expect(melees).toBeGreaterThan(0);
  });

  it("makes the sail change the view shows under way (men in the rigging, 20.1.5.2) at the turn's end (27.0)", () => {
    const p = pauses[0];
    const side = p.paused.static.sides[0].id;
    const view = playerView(p.paused, side);
    expect(view.ships.some((s) => s.menInRigging)).toBe(false);
    const aloft = view.ships.find((s) => s.controller === side && !s.fullSail && s.rigging[0] > 0)!;
    // no boarding party (a defensive one from the rigging would void the change, 23.0)
    const orders = rest(p.orders, p.paused);
    for (const o of Object.values(orders)) for (const ship of Object.values(o.ships)) delete ship.boarding;
    const sails = (v: typeof view) =>
      resolveTurn(reseed(stateFromView(v, { seed: 'w', at: 'boarding' }), 'dice'), orders).events.filter(
        (e) => e.type === 'sail',
      );
    expect(sails(view)).toEqual([]);
    const changing = { ...view, ships: view.ships.map((s) => (s === aloft ? { ...s, menInRigging: true } : s)) };
    expect(sails(changing)).toEqual([{ type: 'sail', turn: view.turn, ship: aloft.id, fullSail: true }]);
  });
});
