/**
 * The mcts option `playout`: each leaf's paused turn fired with the iteration's dice, then greedy turns by both sides,
 * valued by the material, points and result at their end and weighed with the expected exchange (`playoutWeight`).
 */
import { describe, expect, it } from 'vitest';
import { createCaptain } from '../../bots/index.js';
import { mctsOptions } from '../../bots/mcts/options.js';
import { atOrders } from './fixtures/midGame.js';
import { expectSameSearch, searchOnce } from './fixtures/search.js';

describe('mcts playouts after the leaf', () => {
  const { state, last } = atOrders('frigate-duel', 'playout-1', 5, { level: 'advanced' });
  const base = 'mcts:iterations=96';

  it('reads its options within their bounds, off by default', () => {
    expect(mctsOptions({ ammo: 'auto' })).toMatchObject({ playout: 0, playoutWeight: 0.5 });
    expect(mctsOptions({ ammo: 'auto', playout: 999, playoutWeight: 3 })).toMatchObject({
      playout: 200,
      playoutWeight: 1,
    });
    expect(mctsOptions({ ammo: 'auto', playout: -2.5, playoutWeight: -1 })).toMatchObject({
      playout: 0,
      playoutWeight: 0,
    });
    // a spec is checked at the boundary: out of range, refused in one line naming the option
    expect(() => createCaptain('mcts:playout=201')).toThrow(/option "playout" expects a number from 0 to 200/);
    expect(() => createCaptain('mcts:playoutWeight=1.5')).toThrow(
      /option "playoutWeight" expects a number from 0 to 1/,
    );
  });

  it('weighed by nothing, the search is the search without them: the playouts draw nothing from its stream', () => {
    expectSameSearch(base, `${base},playout=8,playoutWeight=0`, state, last, 'playout');
  });

  it('weighed, they change the values the search finds, and a seed gives the same search twice', () => {
    const side = state.static.sides[0].id;
    const spec = `${base},playout=8,playoutWeight=1`;
    const a = searchOnce(spec, state, last, side, 'playout');
    const b = searchOnce(spec, state, last, side, 'playout');
    expect(a.orders).toEqual(b.orders);
    expect(a.explained).toEqual(b.explained);
    expect(a.explained).not.toEqual(searchOnce(base, state, last, side, 'playout').explained);
  });
});
