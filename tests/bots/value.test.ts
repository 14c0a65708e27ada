/**
 * The learned value model sees only what a side may see (7.2.5): its features are computed from the
 * player view, so a property test that changes the enemy's hidden loads, reloads and the dice of
 * mid-game states finds every feature and the value unchanged — while changing what the side can
 * see (its own loads) does change them.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { playerView } from '../../src/index.js';
import type { Ammo, GameState } from '../../src/api/wsim.js';
import { FEATURE_NAMES, positionFeatures } from '../../bots/wsim/value/features.js';
import { positionValue } from '../../bots/wsim/value/model.js';
import { midGame } from './fixtures/midGame.js';

const SCENARIOS = ['frigate-duel', 'squadron-action', 'mars-hercule', 'fleet-action'];
const AMMO: (Ammo | null)[] = [null, 'round', 'double', 'chain', 'grape'];

function ownerOf(state: GameState, i: number): string {
  return state.ships[i].prize?.side ?? state.static.ships[i].side;
}

/** `state` with the hidden facts of the side other than `side` replaced by `draws`. */
function withHidden(state: GameState, side: string, draws: number[]): GameState {
  const s = structuredClone(state);
  s.rng = { c: draws[0] % 7, s0: 0.1, s1: 0.2, s2: 0.3 };
  s.ships.forEach((ship, i) => {
    if (ownerOf(s, i) === side) return;
    ship.loads = {
      L: { ammo: AMMO[draws[(2 * i + 1) % draws.length] % AMMO.length], loading: false },
      R: { ammo: AMMO[draws[(2 * i + 2) % draws.length] % AMMO.length], loading: draws[i % draws.length] % 2 === 0 },
    };
    ship.reloadsLeft = draws[i % draws.length] % 30;
  });
  return s;
}

describe('the value model', () => {
  it('is computed from the player view alone: hidden enemy loads never change it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SCENARIOS),
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.nat(1000), { minLength: 4, maxLength: 12 }),
        (id, turns, draws) => {
          const { state } = midGame(id, `value-${id}-${turns}`, turns, { level: 'advanced' });
          for (const side of state.static.sides.map((s) => s.id)) {
            const other = withHidden(state, side, draws);
            const f1 = Array.from(positionFeatures(playerView(state, side)));
            const f2 = Array.from(positionFeatures(playerView(other, side)));
            expect(f2).toEqual(f1);
            expect(positionValue(playerView(other, side))).toBe(positionValue(playerView(state, side)));
          }
        },
      ),
      { numRuns: 25, seed: 27 },
    );
  });

  it('does see what the side may see: its own loads change the broadsides it weighs', () => {
    const { state } = midGame('frigate-duel', 'value-own', 3, { level: 'advanced' });
    const side = state.static.sides[0].id;
    const own = structuredClone(state);
    own.ships.forEach((ship, i) => {
      if (ownerOf(own, i) === side)
        ship.loads = { L: { ammo: null, loading: false }, R: { ammo: null, loading: false } };
    });
    const i = FEATURE_NAMES.indexOf('fireOurs');
    const before = positionFeatures(playerView(state, side))[i];
    const after = positionFeatures(playerView(own, side))[i];
    expect(after).toBe(0);
    expect(before).toBeGreaterThan(0);
  });

  it('values a position for one side about as one minus the other side', () => {
    const { state } = midGame('squadron-action', 'value-sym', 5, { level: 'advanced' });
    const [a, b] = state.static.sides.map((s) => s.id);
    const va = positionValue(playerView(state, a));
    const vb = positionValue(playerView(state, b));
    expect(Math.abs(va + vb - 1)).toBeLessThan(0.15);
  });
});
