/**
 * The mcts option `concentrate`: the leaf's concentration of force in a fleet action — greedy-raker's pull to close
 * (GREEDY_DEFAULTS.closing of a ship's points a hex beyond two to the nearest enemy) summed over the enemy's ships
 * less ours. Dropped in a single-ship action (a duel plays the same games with it); in a fleet, read back from the
 * paused turn's value (`evaluateExpected`, tanh undone): linear in the option, zero-sum between the sides, and the
 * sums the rule names, counted here afresh from the ships' placements.
 */
import { describe, expect, it } from 'vitest';
import { decisionOptions, mctsOptions } from '../../bots/mcts/options.js';
import { CLOSING_FROM, GREEDY_DEFAULTS } from '../../bots/greedy/options.js';
import { rangeOf } from '../../bots/wsim/lib/geometry.js';
import { controllerOf, isOperational, type GameState, type SideId } from '../../src/api/wsim.js';
import { midGame } from './fixtures/midGame.js';
import { gameDigest } from './fixtures/gameDigest.js';
import { rawLeaf } from './fixtures/leafValue.js';

/** The digest of a game of `spec` against greedy-raker. */
const digest = (spec: string, id: string, level: 'basic' | 'advanced') => gameDigest(spec, id, level, 'conc-duel');

/** The term for `side` with the option at `c`. */
const term = (state: GameState, side: SideId, c = 1) =>
  rawLeaf(state, side, { concentrate: c }) - rawLeaf(state, side, { concentrate: 0 });

/** The ships `side` commands that can still fight (a prize taken counts for her captor, 12.4; a ship struck for no one, 14.2.2), with their placements and points. */
function fighting(state: GameState, side: SideId) {
  return state.ships
    .map((ship, i) => ({ ship, spec: state.static.ships[i] }))
    .filter(({ ship }) => controllerOf(state.static, ship) === side && ship.onBoard && isOperational(ship))
    .map(({ ship, spec }) => ({ at: { bow: ship.bow, heading: ship.heading }, points: Math.max(1, spec.points) }));
}

/** The pull of `ships` to their nearest foe beyond CLOSING_FROM hexes, in points (greedy-raker's closing weight). */
function pull(ships: ReturnType<typeof fighting>, foes: ReturnType<typeof fighting>): number {
  let sum = 0;
  for (const s of ships) {
    const nearest = Math.min(...foes.map((f) => rangeOf(s.at, f.at)));
    sum += s.points * Math.max(0, nearest - CLOSING_FROM);
  }
  return GREEDY_DEFAULTS.closing * sum;
}

describe("mcts's concentrate", () => {
  it('is dropped in a single-ship action: a duel plays as without it', () => {
    expect(decisionOptions(mctsOptions({ ammo: 'auto', concentrate: 1 }), false, 2).concentrate).toBe(0);
    // ships of other points (24 against 15): the term would pull by the difference if it were read here
    for (const level of ['basic', 'advanced'] as const) {
      const a = digest('mcts:iterations=40,concentrate=3', 'constitution-guerriere', level);
      expect(a).toBe(digest('mcts:iterations=40', 'constitution-guerriere', level));
    }
  });

  it('is linear, zero-sum and the enemy ships out of action less ours, in a fleet', () => {
    let nonzero = 0;
    for (let k = 0; k < 10; k++) {
      const { state } = midGame('squadron-action', `conc-${k}`, 3 + 2 * k, { level: k % 2 ? 'advanced' : 'basic' });
      if (state.result) continue;
      const [a, b] = state.static.sides.map((s) => s.id);
      // small enough that the value stays off tanh's flat ends (the term read back to many digits)
      const c = 0.2;
      const ta = term(state, a, c);
      expect(term(state, a, 2 * c)).toBeCloseTo(2 * ta, 6);
      expect(term(state, b, c)).toBeCloseTo(-ta, 6);
      const ours = fighting(state, a);
      const foes = fighting(state, b);
      expect(ta).toBeCloseTo(c * (pull(foes, ours) - pull(ours, foes)), 6);
      if (Math.abs(ta) > 1e-6) nonzero++;
    }
    expect(nonzero).toBeGreaterThan(0);
  });

  it('scores a side whose ships lie together against an enemy ship drawn off, and the enemy the other way', () => {
    const { state } = midGame('squadron-action', 'conc-apart', 2);
    const [a, b] = state.static.sides.map((s) => s.id);
    const before = term(state, a, 0.2);
    // one of b's ships sails far off: she is out of action, and none of a's ships had her alone as the nearest foe
    // once she is gone further than the others
    const apart = structuredClone(state);
    const i = apart.ships.findIndex((_, j) => apart.static.ships[j].side === b);
    apart.ships[i] = { ...apart.ships[i], bow: { q: apart.ships[i].bow.q, r: apart.ships[i].bow.r + 25 } };
    const after = term(apart, a, 0.2);
    expect(after).toBeGreaterThan(before);
    expect(term(apart, b, 0.2)).toBeCloseTo(-after, 6);
  });

  it('is kept in fleet actions of six ships or fewer and dropped in a large fleet, as the legacy search there', () => {
    const o = mctsOptions({ ammo: 'auto', concentrate: 1 });
    expect(decisionOptions(o, true, 6).concentrate).toBe(1);
    expect(decisionOptions(o, true, 7).concentrate).toBe(0);
  });
});
