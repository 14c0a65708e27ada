/**
 * The mcts option `contact`: the leaf's weight of ships alongside by their crews' melee strength (12.3.1), times
 * greedy-raker's (CONTACT). Read back from the paused turn's value (`evaluateExpected`, tanh undone): linear in the
 * option, the term CONTACT × option × the ship's points × the crew balance summed over every enemy alongside, nothing
 * when no ship lies alongside; 6 by default in a single-ship action (measured in docs/captains.md), 1 — greedy-raker's
 * weight — in a fleet action (`fleetContact`).
 */
import { describe, expect, it } from 'vitest';
import { evaluateExpected } from '../../bots/wsim/evaluate.js';
import { MCTS_DEFAULTS, decisionOptions, mctsOptions } from '../../bots/mcts/options.js';
import { CONTACT, crewBalance } from '../../bots/wsim/greedy/score.js';
import { rangeOf } from '../../bots/wsim/lib/geometry.js';
import type { GameState, SideId } from '../../src/api/wsim.js';
import { midGame } from './fixtures/midGame.js';
import { leafFleets } from './fixtures/leaf.js';
import { boardingChance } from '../../bots/wsim/lib/melee.js';
import type { Unit } from '../../bots/wsim/lib/engagement.js';

function half(state: GameState): number {
  return state.static.ships.reduce((a, s) => a + Math.max(1, s.points), 0) / 2;
}

/** The raw value (points) behind a paused turn's value for `side`, tanh undone. */
function raw(state: GameState, side: SideId, contact: number, boarding = 0): number {
  const v = evaluateExpected(state, side, { ...MCTS_DEFAULTS, contact, boarding });
  return Math.atanh(2 * v - 1) * MCTS_DEFAULTS.scale * half(state);
}

/** A term summed over every pair of `side`'s fighting ship and an enemy alongside, as the leaf weighs them. */
function alongside(state: GameState, side: SideId, term: (u: Unit, e: Unit) => number): number {
  const { ours, foes } = leafFleets(state, side);
  let t = 0;
  for (const u of ours) for (const e of foes) if (rangeOf(u.ship, e.ship) <= 1) t += term(u, e);
  return t;
}

/** The contact term as the rule says it: for each of `side`'s fighting ships, her points × the crew balance with each enemy alongside. */
const expected = (state: GameState, side: SideId) =>
  alongside(state, side, (u, e) => CONTACT * u.points * crewBalance(u.ship, e.ship));

/** Mid-game states of greedy play in the Advanced frigate duel, with whether the frigates lie alongside. */
const states = () =>
  Array.from(
    { length: 24 },
    (_, k) => midGame('frigate-duel', `contact-${k}`, 3 + (k % 6), { level: 'advanced' }).state,
  )
    .filter((s) => !s.result)
    .map((state) => ({ state, alongside: expected(state, state.static.sides[0].id) !== 0 }));

/** A small weight keeps the value off tanh's flat ends, so the term reads back to many digits. */
const C = 0.05;

describe("mcts's contact weight", () => {
  const all = states();

  it('adds CONTACT × the option × points × crew balance for each enemy alongside, and nothing elsewhere', () => {
    let alongside = 0;
    let apart = 0;
    for (const { state, alongside: near } of all)
      for (const side of state.static.sides.map((s) => s.id)) {
        const t = raw(state, side, C) - raw(state, side, 0);
        expect(t).toBeCloseTo(C * expected(state, side), 6);
        expect(raw(state, side, 2 * C) - raw(state, side, 0)).toBeCloseTo(2 * t, 6);
        if (near) alongside++;
        else {
          expect(t).toBe(0);
          apart++;
        }
      }
    expect(alongside).toBeGreaterThan(0);
    expect(apart).toBeGreaterThan(0);
  });

  it("is six times greedy-raker's weight by default in a single-ship action, greedy-raker's in a fleet action", () => {
    expect(MCTS_DEFAULTS.contact).toBe(6);
    expect(MCTS_DEFAULTS.fleetContact).toBe(1);
    const { state } = all.find((s) => s.alongside)!;
    const side = state.static.sides[0].id;
    expect(evaluateExpected(state, side)).toBe(evaluateExpected(state, side, { ...MCTS_DEFAULTS, contact: 6 }));
    expect(evaluateExpected(state, side)).not.toBe(evaluateExpected(state, side, { ...MCTS_DEFAULTS, contact: 1 }));
    const o = mctsOptions({ ammo: 'auto' });
    expect(decisionOptions(o, false, 2).contact).toBe(6);
    expect(decisionOptions(o, true, 6).contact).toBe(1);
    expect(decisionOptions(o, true, 14).contact).toBe(1);
  });
});

describe("mcts's boarding weight", () => {
  /** The boarding term as the option says it: the points of the ship a boarding would take times its chance, each pair alongside. */
  const boarded = (state: GameState, side: SideId) =>
    alongside(
      state,
      side,
      (u, e) => CONTACT * (e.points * boardingChance(u.ship, e.ship) - u.points * boardingChance(e.ship, u.ship)),
    );

  /** The alongside states with the second side's crew cut to a third of each section: the first side boards. */
  const weakened = () =>
    states()
      .filter((s) => s.alongside)
      .map(({ state }) => ({
        ...state,
        ships: state.ships.map((ship, i) =>
          state.static.ships[i].side === state.static.sides[1].id
            ? { ...ship, crew: ship.crew.map((n) => Math.floor(n / 3)) }
            : ship,
        ),
      }));

  it('adds CONTACT × the option × (the points taken × their chance − the points lost × theirs), zero-sum', () => {
    const all = weakened();
    expect(all.length).toBeGreaterThan(0);
    let boarding = 0;
    for (const state of all) {
      const [a, b] = state.static.sides.map((s) => s.id);
      for (const side of [a, b]) {
        const t = raw(state, side, 0, C) - raw(state, side, 0, 0);
        expect(t).toBeCloseTo(C * boarded(state, side), 6);
      }
      expect(boarded(state, a)).toBeCloseTo(-boarded(state, b), 9);
      if (boarded(state, a) > 0) boarding++;
    }
    expect(boarding).toBeGreaterThan(0);
  });

  it('is off by default', () => {
    expect(MCTS_DEFAULTS.boarding).toBe(0);
    const state = weakened()[0];
    const side = state.static.sides[0].id;
    expect(evaluateExpected(state, side)).toBe(evaluateExpected(state, side, { ...MCTS_DEFAULTS, boarding: 0 }));
    expect(evaluateExpected(state, side)).not.toBe(evaluateExpected(state, side, { ...MCTS_DEFAULTS, boarding: 1 }));
  });
});
