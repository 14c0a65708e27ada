/**
 * A searching captain's world (`stateFromView`) at the turn's orders decision: in the Advanced Game the wind is
 * settled before the plots (17.0 A–C), so a world built from the view seen there must go on from there — the
 * view's wind, no Wind Phase again — and, given the hidden loads as they are, play the rest of the turn exactly
 * as the game does on the same dice. A world built for the turn's start (the default) replays the Wind Phase.
 */
import { describe, expect, it } from 'vitest';
import { decisionOf, playerView, reseed, resolveTurn, runOn, startTurn } from '../../src/index.js';
import { stateFromView, type GameState, type OrdersBySide, type SideOrders } from '../../src/api/wsim.js';
import { createCaptain, captainRandoms } from '../../bots/index.js';
import { midGame } from '../bots/fixtures/midGame.js';

/** The game paused at its orders decision, `turns` turns into an Advanced frigate duel of greedy-raker. */
function atDecision(seed: string, turns: number): GameState {
  const { state } = midGame('frigate-duel', seed, turns, { level: 'advanced' });
  let turn = startTurn(state);
  const d = decisionOf(turn);
  expect(d.runUntil).toBe('unfouling'); // the Wind Phase comes first (17.0 A)
  turn = runOn(turn, {}, d.runUntil!, false);
  expect(decisionOf(turn).point).toBe('orders');
  return turn.state;
}

/** Both sides' greedy orders at this decision. */
function ordersAt(state: GameState): OrdersBySide {
  const randoms = captainRandoms(state);
  const orders: OrdersBySide = {};
  for (const side of state.static.sides)
    orders[side.id] = createCaptain('greedy-raker').orders({
      view: playerView(state, side.id),
      events: [],
      random: randoms[side.id],
      budget: {},
    }) as SideOrders; // a WS&IM game: WS&IM orders
  return orders;
}

/** A world seen by `side`, the hidden loads and reloads guessed right. */
function worldOf(state: GameState, side: string, at?: 'orders'): GameState {
  const byId = new Map(state.ships.map((s) => [state.static.ships[s.idx].id, s]));
  return stateFromView(playerView(state, side), {
    seed: 'world',
    guessLoads: (id) => ({ L: byId.get(id)!.loads.L.ammo, R: byId.get(id)!.loads.R.ammo }),
    guessReloads: (id) => byId.get(id)!.reloadsLeft,
    ...(at ? { at } : {}),
  });
}

/** What a turn leaves on the board: the ships, wind, links, and the events in order. */
function outcome(state: GameState, orders: OrdersBySide) {
  const r = resolveTurn(reseed(state, 'same dice'), orders);
  const { ships, wind, fouls, grapples, melees, turn } = r.state;
  return { board: { ships, wind, fouls, grapples, melees, turn }, events: r.events };
}

describe('stateFromView at the orders decision (17.0 A–C)', () => {
  for (const [seed, turns] of [
    ['world-1', 2],
    ['world-2', 5],
    ['world-5', 8],
  ] as const) {
    it(`goes on from the decision as the game does, on the same dice (${seed}, turn ${turns + 1})`, () => {
      const real = atDecision(seed, turns);
      const orders = ordersAt(real);
      const expected = outcome(real, orders);
      for (const side of real.static.sides) {
        const world = worldOf(real, side.id, 'orders');
        expect(world.wind).toEqual(real.wind);
        expect(world.progress?.nextPhase).toBe(real.progress!.nextPhase);
        expect(outcome(world, orders)).toEqual(expected);
        // a world for the turn's start plays the Wind Phase again (every third turn, 18.1): another turn
        const replayed = outcome(worldOf(real, side.id), orders);
        expect(replayed.events.some((e) => e.type === 'windCheck')).toBe(true);
        expect(expected.events.some((e) => e.type === 'windCheck')).toBe(false);
      }
    });
  }

  it('is the turn start itself where the orders come first (turn 1, the Basic Game)', () => {
    const { state } = midGame('frigate-duel', 'world-4', 3);
    const view = playerView(state, state.static.sides[0].id);
    expect(stateFromView(view, { seed: 'w', at: 'orders' }).progress).toBeNull();
  });
});
