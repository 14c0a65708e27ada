/**
 * The mcts search stops once no remaining iteration can change its decision (`stop=1`, the default; duct's
 * `stopWhenSettled`): every iteration adds one visit to one arm of each bandit at the root, so an arm ahead of
 * every other by more than the iterations left stays the most visited. The decision must be the one the whole
 * budget gives: compared with `stop=0` on positions of the Advanced duel, the squadron action and the fleet
 * action, and over whole games.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { captainRandom, getScenario, playerView, publicEvents } from '../../src/index.js';
import type { GameEvent, GameState } from '../../src/api/wsim.js';
import { createCaptain, playGame, type MctsCaptain } from '../../bots/index.js';
import { banditOf, settledAfter } from '../../bots/search/duct.js';
import { atOrders } from './fixtures/midGame.js';

describe('settledAfter: whether more iterations can change the most visited arm', () => {
  const bandit = (visits: number[]) => {
    const b = banditOf(
      'x',
      visits.map((_, i) => i),
      visits.map((_, i) => -i),
      2,
      0,
    );
    visits.forEach((v, i) => (b.n[i] += v));
    return b;
  };
  it('settled only while the leader is ahead of every other arm by more than the iterations left', () => {
    const b = bandit([10, 3, 0, 7]);
    expect(settledAfter([b], 2)).toBe(true);
    expect(settledAfter([b], 3)).toBe(false); // the runner-up could draw level, and the tie goes by value
    expect(settledAfter([b], 0)).toBe(true);
  });
  it('every unit must be settled; a unit with one arm always is', () => {
    const one = bandit([0]);
    expect(settledAfter([one], 1000)).toBe(true);
    expect(settledAfter([bandit([20, 1]), bandit([5, 5])], 1)).toBe(false);
    expect(settledAfter([bandit([20, 1]), bandit([9, 5])], 3)).toBe(true);
  });
  it('an unvisited bandit is never settled (its arms tie at the prior)', () => {
    expect(settledAfter([bandit([0, 0, 0])], 0)).toBe(false);
  });
});

function search(spec: string, state: GameState, last: GameEvent[], side: string) {
  const captain = createCaptain(spec) as MctsCaptain;
  const orders = captain.orders({
    view: playerView(state, side),
    events: publicEvents(last, state, side),
    random: captainRandom('stop', side),
    budget: {},
  });
  return { orders, iterations: captain.lastSearch.iterations };
}

describe('mcts stops a settled search without changing its decision', () => {
  const cases = [
    ['frigate-duel', 'stop-1', 3, 'advanced', 'mcts'],
    ['frigate-duel', 'stop-2', 4, 'advanced', 'mcts'],
    ['frigate-duel', 'stop-3', 12, 'basic', 'mcts:depth=1'],
    ['squadron-action', 'stop-4', 5, 'basic', 'mcts:perShip=80'],
    ['fleet-action', 'stop-5', 7, 'basic', 'mcts:perShip=30'],
  ] as const;
  it('the same orders as the whole budget on every position, fewer iterations on some', () => {
    let saved = 0;
    for (const [id, seed, turns, level, spec] of cases) {
      const { state, last } = atOrders(id, seed, turns, { level });
      for (const side of state.static.sides) {
        const and = (o: string) => `${spec}${spec.includes(':') ? ',' : ':'}${o}`;
        const stopped = search(and('stop=1'), state, last, side.id);
        const whole = search(and('stop=0'), state, last, side.id);
        expect(stopped.orders, `${id} ${side.id}`).toEqual(whole.orders);
        expect(whole.iterations, `${id} ${side.id}`).toBeGreaterThan(0);
        expect(stopped.iterations).toBeLessThanOrEqual(whole.iterations);
        saved += whole.iterations - stopped.iterations;
      }
    }
    expect(saved).toBeGreaterThan(0);
  });

  it('plays the same whole game with stop=1 and stop=0 (the Advanced duel against greedy-raker)', () => {
    const digest = (spec: string) => {
      const sc = getScenario('frigate-duel');
      const [a, b] = sc.sides.map((s) => s.id);
      const r = playGame(
        sc,
        { [a]: createCaptain(spec), [b]: createCaptain('greedy-raker') },
        { seed: 'stop-game', rules: { level: 'advanced' } },
      );
      return createHash('sha256')
        .update(JSON.stringify(r.record.turns) + JSON.stringify(r.state.result))
        .digest('hex');
    };
    expect(digest('mcts:stop=1')).toBe(digest('mcts:stop=0'));
  });
});
