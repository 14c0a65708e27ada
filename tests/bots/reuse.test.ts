/**
 * The mcts search reuses a simulated turn whose movement rolled no die (`reuse=1`, the default): such a turn is
 * the same on any dice, so reusing it — its value at a leaf, the paused turn and its exchange inside a descent —
 * must change no decision and no statistic of the search. Compared with `reuse=0` (every turn resolved afresh)
 * on positions of the Advanced duel and the squadron action, one turn deep and two (the duel's default budget and
 * above).
 * The paths both share are pinned by two games' digests, taken from the search before any reuse (2026-11-27,
 * the tree of commit 1611da3 with the reuse switched off): a reuse that changed a decision changes them. The duel's
 * game keeps that search's leaf (`contact=1`; the default weighs contact six times since 2026-12-02) and every
 * captain's grappling ratio (`grappleAt=2`; the default grapples at 1.2 in a duel since 2026-12-04).
 */
import { describe, expect, it } from 'vitest';
import { atOrders } from './fixtures/midGame.js';
import { gameDigest as digestOn } from './fixtures/gameDigest.js';
import { expectSameSearch } from './fixtures/search.js';

describe('mcts reuses dice-free simulated turns without changing its play', () => {
  const cases = [
    ['frigate-duel', 'reuse-1', 3, 'mcts:perShip=150,depth=1'],
    ['frigate-duel', 'reuse-2', 7, 'mcts:perShip=600'],
    ['frigate-duel', 'reuse-3', 5, 'mcts:perShip=600'],
    ['squadron-action', 'reuse-4', 4, 'mcts:perShip=60'],
    ['squadron-action', 'reuse-5', 6, 'mcts:perShip=120'],
  ] as const;
  for (const [id, seed, turns, spec] of cases)
    it(`${id} after ${turns} turns, ${spec}: the same orders and explanation with reuse=1 and reuse=0`, () => {
      const { state, last } = atOrders(id, seed, turns, { level: 'advanced' });
      expectSameSearch(`${spec},reuse=1`, `${spec},reuse=0`, state, last, 'reuse');
    });
});

/** The digest of a game of `spec` against greedy-raker on this file's seed. */
const gameDigest = (spec: string, id: string, level: 'basic' | 'advanced') => digestOn(spec, id, level, 'reuse-golden');

describe('mcts plays the games of the search without reuse', () => {
  it('two turns deep in the Advanced duel, one in the Advanced squadron action', () => {
    expect(gameDigest('mcts:iterations=300,depth=2,worlds=3,contact=1,grappleAt=2', 'frigate-duel', 'advanced')).toBe(
      'ab8bccb8090afcc3', // since the boarding word is searched (boardSearch, 2026-12-05); 8a19282b157987f2 before
    );
    expect(gameDigest('mcts:iterations=120,worlds=3', 'squadron-action', 'advanced')).toBe('36ba391a4dc4e791');
  });
});
