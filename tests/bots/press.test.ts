/**
 * The mcts option `press`: the leaf's pull for the side that would win a close fight to close, and for the other
 * side to open. Read back from the paused turn's value (`evaluateExpected`, tanh undone): linear in the option,
 * zero-sum between the sides, bounded by the option, and signed by the close-fight strength — a side whose guns
 * are all dismounted is pulled away, the other side towards her.
 */
import { describe, expect, it } from 'vitest';
import { MCTS_DEFAULTS } from '../../bots/mcts/options.js';
import type { GameState, SideId } from '../../src/api/wsim.js';
import { midGame } from './fixtures/midGame.js';
import { halfPoints as half, rawLeaf } from './fixtures/leafValue.js';

/** The raw value (points) behind a paused turn's value for `side`, tanh undone. */
const raw = (state: GameState, side: SideId, press: number) => rawLeaf(state, side, { press });

/** A press small enough that the value stays off tanh's flat ends (the term read back to many digits). */
const P = 0.05;

/** The press term for `side` with press P. */
const term = (state: GameState, side: SideId) => raw(state, side, P) - raw(state, side, 0);

/** The state with every gun and carronade of `side`'s ships dismounted (11.4.3). */
function disarmed(state: GameState, side: SideId): GameState {
  const out = structuredClone(state);
  out.ships.forEach((ship, i) => {
    if (out.static.ships[i].side !== side) return;
    for (const b of ['L', 'R'] as const) {
      ship.guns[b] = ship.guns[b].map(() => 0);
      ship.carronades[b] = ship.carronades[b].map(() => 0);
    }
  });
  return out;
}

describe("mcts's press", () => {
  it('is linear in the option, zero-sum between the sides and bounded by the option', () => {
    let pulled = 0;
    for (const id of ['frigate-duel', 'squadron-action'])
      for (let k = 0; k < 10; k++) {
        const { state } = midGame(id, `press-${k}`, 4 + 2 * k, { level: k % 2 ? 'advanced' : 'basic' });
        if (state.result) continue;
        const [a, b] = state.static.sides.map((s) => s.id);
        const ta = term(state, a);
        expect(raw(state, a, 2 * P) - raw(state, a, 0)).toBeCloseTo(2 * ta, 6);
        expect(term(state, b)).toBeCloseTo(-ta, 6);
        expect(Math.abs(ta)).toBeLessThanOrEqual(P * half(state) + 1e-6);
        if (Math.abs(ta) > 1e-6) pulled++;
      }
    expect(pulled).toBeGreaterThan(0);
  });

  it('pulls the armed side towards a disarmed one, as far as the ships lie within twelve hexes', () => {
    let near = 0;
    for (let k = 0; k < 6; k++) {
      const { state } = midGame('squadron-action', `press-arms-${k}`, 3 + k);
      if (state.result) continue;
      const [a, b] = state.static.sides.map((s) => s.id);
      const weak = disarmed(state, b);
      const t = term(weak, a);
      // the lead is all of a's: the term is P × half the points × the closeness, in [0, 1]
      expect(t).toBeGreaterThanOrEqual(0);
      expect(t).toBeLessThanOrEqual(P * half(state) + 1e-6);
      expect(term(weak, b)).toBeCloseTo(-t, 6);
      if (t > 0) near++;
      // and the other way round
      expect(term(disarmed(state, a), a)).toBeLessThanOrEqual(0);
    }
    expect(near).toBeGreaterThan(0);
  });

  it('is off by default', () => {
    expect(MCTS_DEFAULTS.press).toBe(0);
  });
});
