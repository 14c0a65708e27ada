/**
 * A search that merges plots by the placement they leave (`distinct` 2, mcts's default where six or fewer ships
 * fight) asks the greedy plan for one plot a placement (`greedyPlan(…, perPlacement)`) instead of scoring every
 * spelling and dropping the rest (`distinctChoices`). The two lists must be the same — the same plots in the same
 * order with the same scores — or the search would differ: checked on positions of scenarios where lists are long
 * (a fast frigate under full sail), where ships lie close (the squadron), with shoals and at both levels, for
 * the captain's own weights and the simulated captains'.
 */
import { describe, expect, it } from 'vitest';
import { playerView } from '../../src/index.js';
import { greedyPlan } from '../../bots/wsim/greedy/plan.js';
import { Belief } from '../../bots/wsim/lib/belief.js';
import { distinctChoices, simulatedCaptain } from '../../bots/wsim/searchGame.js';
import { GREEDY_DEFAULTS } from '../../bots/greedy/options.js';
import { MCTS_DEFAULTS } from '../../bots/mcts/options.js';
import { midGame } from './fixtures/midGame.js';

describe('greedyPlan with one plot a placement', () => {
  const cases = [
    ['president', 'pp-1', 2, 'advanced'],
    ['squadron-action', 'pp-2', 6, 'basic'],
    ['shoal-water', 'pp-3', 3, 'advanced'],
    ['frigate-duel', 'pp-4', 4, 'advanced'],
  ] as const;
  const weights = [
    ['greedy-raker', { ...GREEDY_DEFAULTS, ammo: 'auto' }],
    ['simulated', simulatedCaptain({ ...MCTS_DEFAULTS, ammo: 'auto' }, false)],
  ] as const;
  for (const [id, seed, turns, level] of cases)
    for (const [who, w] of weights)
      it(`${id} after ${turns} turns (${level}), ${who} weights: the merged list of every plot`, () => {
        const { state } = midGame(id, seed, turns, { level });
        for (const side of state.static.sides) {
          const view = playerView(state, side.id);
          const belief = new Belief();
          belief.update(view, []);
          const all = greedyPlan(view, belief, w);
          const merged = greedyPlan(view, belief, w, true);
          expect(merged.idle).toEqual(all.idle);
          expect(merged.ships.map((s) => s.unit.ship.id)).toEqual(all.ships.map((s) => s.unit.ship.id));
          let dropped = 0;
          all.ships.forEach((s, k) => {
            // no other ship to keep apart from: every placement's first spelling alone
            const kept = distinctChoices(s.choices, s.unit.ship, []);
            dropped += s.choices.length - kept.length;
            expect(merged.ships[k].choices).toEqual(kept);
          });
          // the check bites only where spellings share a placement
          if (id === 'president' || id === 'frigate-duel') expect(dropped).toBeGreaterThan(0);
        }
      });
});
