/** Captains' seamanship for the optional rules (bots/lib/seamanship.ts), asked of the engine's public queries. */
import { describe, expect, it } from 'vitest';
import { hexLabel, neighbor, playerView } from '../../src/index.js';
import { windShadowBalance } from '../../bots/lib/seamanship.js';
import { at, game, ship } from '../engine/helpers.js';

describe('blocked wind (37.0): the wind shadow a placement gives and takes', () => {
  const B = at('J20');
  const defs = (on: boolean) => game([
    { id: 'x', bow: 'J20', heading: 2 },
    { id: 'y', side: 'b', bow: hexLabel(neighbor(B, 3)), heading: 2, fullSailAtStart: true },
  ], { rules: { level: 'advanced', optional: { blockedWind: on } } });
  it('ending to leeward of an enemy at full sails costs her two hexes of ours; to windward we take one of hers', () => {
    const g = defs(true);
    const view = playerView(g, 'a');
    const x = ship(g, 'x');
    const y = ship(g, 'y');
    expect(windShadowBalance(view, 'x', x, 'y', y)).toBe(-2);
    // the same two placements seen from the other side: y takes 2, x (battle sails, full rigging) takes 0 from her
    expect(windShadowBalance(playerView(g, 'b'), 'y', y, 'x', x)).toBe(2);
    // x placed to windward of y instead (y's windward hexes) takes one hex off her
    const xUp = { bow: neighbor(y.bow, 3), heading: y.heading };
    expect(windShadowBalance(view, 'x', xUp, 'y', y)).toBe(1);
  });
  it('nothing with the rule off', () => {
    const g = defs(false);
    expect(windShadowBalance(playerView(g, 'a'), 'x', ship(g, 'x'), 'y', ship(g, 'y'))).toBe(0);
  });
});
