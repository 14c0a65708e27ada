/**
 * The mcts option `race`: the leaf's worth of the race to shoot the enemy's hull through first and before the turn
 * limit, in a fight of one ship against one. Read from `raceTerm` on positions of greedy play and back from the paused
 * turn's value (`evaluateExpected`, tanh undone): zero-sum, bounded, signed by who is ahead in hull and rate, nothing
 * when the limit leaves no time to finish the fight, nothing in a fleet, and off by default.
 */
import { describe, expect, it } from 'vitest';
import type { GameState, SideId } from '../../src/api/wsim.js';
import { evaluateExpected } from '../../bots/wsim/evaluate.js';
import { hullRate } from '../../bots/wsim/lib/engagement.js';
import { RACE_RANGE, raceTerm } from '../../bots/wsim/lib/race.js';
import { MCTS_DEFAULTS } from '../../bots/mcts/options.js';
import { midGame } from './fixtures/midGame.js';
import { leafFleets } from './fixtures/leaf.js';

/** The race for `side` with `left` turns after this one. */
function race(state: GameState, side: SideId, left: number): number {
  const { arena, ours, foes } = leafFleets(state, side);
  return raceTerm(arena, ours, foes, left);
}

/** The state with `side`'s ship holding `hull` hull squares. */
function withHull(state: GameState, side: SideId, hull: number): GameState {
  const out = structuredClone(state);
  out.ships.forEach((ship, i) => {
    if (out.static.ships[i].side === side) ship.hull = hull;
  });
  return out;
}

function half(state: GameState): number {
  return state.static.ships.reduce((a, s) => a + Math.max(1, s.points), 0) / 2;
}

/** The raw value (points) behind a paused turn's value for `side`, tanh undone. */
function raw(state: GameState, side: SideId, r: number): number {
  const v = evaluateExpected(state, side, { ...MCTS_DEFAULTS, race: r });
  return Math.atanh(2 * v - 1) * MCTS_DEFAULTS.scale * half(state);
}

const duels = () =>
  Array.from({ length: 8 }, (_, k) => midGame('frigate-duel', `race-${k}`, 3 + k, { level: 'advanced' }).state).filter(
    (s) => !s.result,
  );

describe("mcts's race to strike", () => {
  it('is zero-sum between the two ships and bounded by one', () => {
    const states = duels();
    expect(states.length).toBeGreaterThan(4);
    for (const state of states) {
      const [a, b] = state.static.sides.map((s) => s.id);
      for (const left of [0, 3, 10, 30, Infinity]) {
        const t = race(state, a, left);
        expect(race(state, b, left)).toBeCloseTo(-t, 12);
        expect(Math.abs(t)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('favours the ship whose hull will go first, the more so the more turns are left', () => {
    for (const state of duels()) {
      const [a, b] = state.static.sides.map((s) => s.id);
      const { arena, ours, foes } = leafFleets(state, a);
      // only where both ships can hurt each other's hull at the fight's range
      if (hullRate(arena, ours[0], foes[0], RACE_RANGE) <= 0 || hullRate(arena, foes[0], ours[0], RACE_RANGE) <= 0)
        continue;
      // a hull of 40 squares against one of a single square: many turns against one or a few, whatever the rates
      const weakB = withHull(withHull(state, a, 40), b, 1);
      expect(race(weakB, a, 30)).toBeGreaterThan(0.5);
      expect(race(weakB, a, 30)).toBeGreaterThanOrEqual(race(weakB, a, 1) - 1e-12);
      expect(race(withHull(withHull(state, a, 1), b, 40), a, 30)).toBeLessThan(-0.5);
      // a hull shot down is a race nearer won
      expect(race(withHull(state, b, 3), a, 30)).toBeGreaterThanOrEqual(race(withHull(state, b, 6), a, 30));
    }
  });

  it('is worth nothing when no strike can come before the limit', () => {
    for (const state of duels()) {
      const [a, b] = state.static.sides.map((s) => s.id);
      // both hulls far from gone: no turn left to shoot either through
      const whole = withHull(withHull(state, a, 20), b, 40);
      expect(race(whole, a, 0)).toBe(0);
      expect(race(whole, b, 0)).toBe(0);
      // with a long fight ahead the same ships are in a race again
      expect(Math.abs(race(whole, a, 100))).toBeGreaterThan(0.01);
    }
  });

  it('is nothing in a fleet: a strike there scores a ship, not the game', () => {
    const { state } = midGame('squadron-action', 'race-fleet', 5);
    const [a] = state.static.sides.map((s) => s.id);
    expect(race(state, a, 10)).toBe(0);
  });

  it('enters the leaf as the option times the result (2 × half the points), and is off by default', () => {
    let seen = 0;
    for (const state of duels()) {
      const [a] = state.static.sides.map((s) => s.id);
      const limit = state.static.turnLimit ?? Infinity;
      const term = race(state, a, Math.max(0, limit - state.turn));
      const r = 0.01;
      expect(raw(state, a, r) - raw(state, a, 0)).toBeCloseTo(r * 2 * half(state) * term, 6);
      if (Math.abs(term) > 1e-6) seen++;
    }
    expect(seen).toBeGreaterThan(0);
    expect(MCTS_DEFAULTS.race).toBe(0);
  });
});
