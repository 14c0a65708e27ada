/**
 * Below the root a node keeps each ship's best `deepArms` plots (64 by default) instead of all of them: the search
 * opens 2 + ⌊visits^½⌋ plots at a node, so below some 3,900 visits of a node it can never reach past the 64th and
 * the search is the same — its orders, iterations and explanation — as with every plot kept (`deepArms=0`). Checked
 * where lists are longest: a fast frigate under full sail against three (president) searched two turns deep, and
 * the Advanced duel (two turns at the default budget).
 */
import { describe, expect, it } from 'vitest';
import type { GameState, GameEvent } from '../../src/api/wsim.js';
import { atOrders } from './fixtures/midGame.js';
import { expectSameSearch, searchOnce } from './fixtures/search.js';

const search = (spec: string, state: GameState, last: GameEvent[], side: string) =>
  searchOnce(spec, state, last, side, 'deep-arms');

describe('mcts keeps the best plots below the root without changing its play', () => {
  const cases = [
    ['president', 'deep-1', 3, 'mcts:perShip=150,depth=2', 'advanced'],
    ['president', 'deep-2', 8, 'mcts:perShip=150,depth=2', 'advanced'],
    ['frigate-duel', 'deep-3', 5, 'mcts:perShip=150', 'advanced'],
  ] as const;
  for (const [id, seed, turns, spec, level] of cases)
    it(`${id} after ${turns} turns, ${spec}: the same search with deepArms=64 and deepArms=0`, () => {
      const { state, last } = atOrders(id, seed, turns, { level });
      expectSameSearch(`${spec},deepArms=64`, `${spec},deepArms=0`, state, last, 'deep-arms');
    });

  it('the option bites: two plots a ship below the root is another search', () => {
    const { state, last } = atOrders('president', 'deep-1', 3, { level: 'advanced' });
    const side = state.static.sides[0].id;
    const spec = 'mcts:perShip=150,depth=2';
    expect(search(`${spec},deepArms=2`, state, last, side).explained).not.toEqual(
      search(`${spec},deepArms=0`, state, last, side).explained,
    );
  });
});
