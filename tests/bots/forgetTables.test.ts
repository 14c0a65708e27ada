/**
 * A search drops the shot tables of a node's units once the node's first orders are made (`forgetTables`: the tree
 * keeps every node's plan, and the tables were a share of what a node held). They are caches of the hit tables'
 * arithmetic: made again on demand, every value must be the same, or a node's later orders would differ.
 */
import { describe, expect, it } from 'vitest';
import { playerView } from '../../src/index.js';
import { greedyPlan } from '../../bots/wsim/greedy/plan.js';
import { Belief } from '../../bots/wsim/lib/belief.js';
import { forgetTables } from '../../bots/wsim/lib/engagement.js';
import { GREEDY_DEFAULTS } from '../../bots/greedy/options.js';
import { midGame } from './fixtures/midGame.js';

describe('forgetTables', () => {
  const cases = [
    ['shoal-water', 'ft-1', 4, 'advanced'],
    ['frigate-duel', 'ft-2', 6, 'advanced'],
    ['squadron-action', 'ft-3', 8, 'basic'],
  ] as const;
  for (const [id, seed, turns, level] of cases)
    it(`${id} after ${turns} turns (${level}): the same orders from tables made again`, () => {
      const { state } = midGame(id, seed, turns, { level });
      for (const side of state.static.sides) {
        const view = playerView(state, side.id);
        const belief = new Belief();
        belief.update(view, []);
        const plan = greedyPlan(view, belief, { ...GREEDY_DEFAULTS, ammo: 'auto' }, true);
        const units = [...plan.ships.map((s) => s.unit), ...plan.enemies.map((e) => e.unit)];
        const ordersOf = () => plan.ships.map((s) => s.choices.slice(0, 6).map((c) => plan.orders(s, c)));
        const before = ordersOf();
        expect(units.some((u) => u.tables.size > 0)).toBe(true);
        units.forEach(forgetTables);
        expect(units.every((u) => u.tables.size === 0 && u.lastTable === null)).toBe(true);
        expect(ordersOf()).toEqual(before);
        // and the scores the plan was made with, from tables made afresh
        expect(
          greedyPlan(view, belief, { ...GREEDY_DEFAULTS, ammo: 'auto' }, true).ships.map((s) => s.choices),
        ).toEqual(plan.ships.map((s) => s.choices));
      }
    });
});
