/**
 * Drifting before the wind: "If in attitude F, there are two possibilities. Roll for Crew Quality: if succesfull,
 * owner chooses, otherwise the enemy chooses." The owner's choice is the ship's `driftTurn`, the enemy's the other
 * side's `enemyDrift`; without a choice she turns to port. Seeds are searched until both rolls have happened.
 */
import { describe, expect, it } from 'vitest';
import { hexLabel } from '../../src/engine/hex.js';
import { driftPlacement, windAttitude } from '../../src/engine/springelkamp/geometry.js';
import { newSprGame } from '../../src/engine/springelkamp/setup.js';
import { resolveSprTurn } from '../../src/engine/springelkamp/turn.js';
import type { SprEvent } from '../../src/engine/springelkamp/events.js';
import type { SprOrders } from '../../src/engine/springelkamp/types.js';
import { at, scenario } from './helpers.js';

type Drift = Extract<SprEvent, { type: 'drift' }>;

/** x (side a) lies before the wind under no sail (speed D: she drifts on a die of 1, row D of the typical table). */
function driftOf(seed: string, orders: SprOrders): { drift?: Drift; wind: number } {
  const g = newSprGame(
    scenario([
      { id: 'x', side: 'a', bow: 'M20', heading: 2, sail: 'NS', quality: 3 },
      { id: 'y', side: 'b', bow: 'C5', heading: 2 },
    ]),
    { seed },
  );
  expect(windAttitude(g.ships[0].heading, g.static.wind)).toBe('F');
  const { events } = resolveSprTurn(g, orders);
  return {
    drift: events.find((e): e is Drift => e.type === 'drift' && e.ship === 'x' && e.drifted),
    wind: g.static.wind,
  };
}

const SEEDS = Array.from({ length: 300 }, (_, i) => `drift-${i}`);

describe('Drifting before the wind: owner or enemy chooses', () => {
  it.each([
    ['the owner writes starboard, the enemy nothing', { x: 'S' as const }, {}, { a: 'S', b: 'P' }],
    ['the enemy writes starboard, the owner nothing', {}, { x: 'S' as const }, { a: 'P', b: 'S' }],
  ])('%s', (_name, own, enemy, expected) => {
    const seen = { a: 0, b: 0 };
    for (const seed of SEEDS) {
      const { drift: d, wind } = driftOf(seed, {
        a: { ships: { x: { plot: '', ...('x' in own ? { driftTurn: own.x } : {}) } } },
        b: { ships: {}, ...('x' in enemy ? { enemyDrift: enemy } : {}) },
      });
      if (!d) continue;
      expect(d.choice).toBeDefined();
      const c = d.choice!;
      // a roll of the crew quality or lower: the owner (side a) chooses, else the enemy (side b)
      expect(c.need).toBe(3);
      expect(c.by).toBe(c.roll <= c.need ? 'a' : 'b');
      expect(c.turn).toBe(expected[c.by as 'a' | 'b']);
      // and she lies where that turn puts her (the diagram: before the wind, the two possibilities)
      const to = driftPlacement(at('M20', 2), wind as never, c.turn);
      expect(d.to).toBe(hexLabel(to.bow));
      seen[c.by as 'a' | 'b']++;
    }
    expect(seen.a).toBeGreaterThan(0);
    expect(seen.b).toBeGreaterThan(0);
  });
});
