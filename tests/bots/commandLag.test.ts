/**
 * Command lag (32.0 / IV) and the captains: every captain sails the movement written for a ship out of
 * command and never tries to change it, writes exactly the turns due, and its squadrons out of command
 * still close the enemy. The searching captains see only the written plot among such a ship's legal plots.
 */
import { describe, expect, it } from 'vitest';
import { newGame, playerView, publicEvents, shipRange } from '../../src/index.js';
import {
  commandLagOf,
  getScenario,
  legalPlotEnds,
  type GameEvent,
  type GameState,
  type SideOrders,
} from '../../src/api/wsim.js';
import { captainRandoms, createCaptain, playTurn } from '../../bots/index.js';

const SPECS = ['random', 'classic', 'greedy-raker', 'line-keeper', 'mcts:iterations=8,worlds=2'];

describe('captains under command lag (32.0)', () => {
  for (const spec of SPECS) {
    it(`${spec}: sails what was written, writes the turns due, never an ignored order`, () => {
      let state: GameState = newGame(getScenario('fleet-action'), { seed: `lag-${spec}` });
      const captains = { british: createCaptain(spec), french: createCaptain(spec) };
      const randoms = captainRandoms(state);
      const start = playerView(state, 'british').ships.find((s) => s.id === 'thunderer')!;
      let last: GameEvent[] = [];
      const ignored: GameEvent[] = [];
      for (let t = 0; t < 6 && !state.result; t++) {
        // what the captain says at the decision, checked against the engine's query
        const view = playerView(state, 'british');
        const orders = createCaptain(spec).orders({
          view,
          events: publicEvents(last, state, 'british'),
          random: () => 0.5,
          budget: {},
        }) as SideOrders;
        for (const ship of view.ships.filter((s) => s.controller === 'british')) {
          const status = commandLagOf(view, ship.id);
          if (!status || status.inCommand) {
            expect(orders.ships[ship.id]?.ahead, `${ship.id} in command`).toBeUndefined();
            continue;
          }
          const head = status.written[0];
          if (head?.turn === view.turn) {
            expect(orders.ships[ship.id].plot).toBe(head.plot);
            expect(legalPlotEnds(view, ship.id).map((e) => e.plot)).toEqual([head.plot]);
          }
          const due = status.due.filter((x) => x !== view.turn).length;
          expect(orders.ships[ship.id].ahead ?? [], `${ship.id} writes ${due}`).toHaveLength(due);
        }
        const r = playTurn(state, captains, randoms, last);
        ignored.push(...r.events.filter((e) => e.type === 'orderIgnored'));
        state = r.state;
        last = r.events;
      }
      expect(ignored).toEqual([]);
      // the rear squadron, out of command all along, did not lie idle
      const now = playerView(state, 'british').ships.find((s) => s.id === 'thunderer')!;
      expect(shipRange(now, start)).toBeGreaterThan(0);
    });
  }
});
