/**
 * broadsideReady is the Combat Phase's own "loaded and ready" (13.0, 24.2.3.3): a broadside with a load
 * that is not still loading doubleshot. A view hides the enemy's loads (7.2.5): never ready there. Where
 * the predicate says no, checkFire refuses with 13.0; where it says yes, checkFire gives another reason
 * or allows the shot.
 */
import { describe, expect, it } from 'vitest';
import { playerView } from '../../src/index.js';
import { broadsideReady, checkFire, type GameState, type LoadState } from '../../src/api/wsim.js';
import { edit, game, ship } from './helpers.js';

function board(load: LoadState): GameState {
  const g = game(
    [
      { id: 'a', bow: 'J20', heading: 1 },
      { id: 'b', side: 'b', bow: 'L20', heading: 1 },
    ],
    { rules: { level: 'advanced' } },
  );
  return edit(g, (s) => {
    ship(s, 'a').loads.L = { ...load };
    ship(s, 'a').loads.R = { ...load };
  });
}

describe('broadsideReady (13.0, 24.2.3.3)', () => {
  const cases: [string, LoadState, boolean][] = [
    ['roundshot loaded', { ammo: 'round', loading: false }, true],
    ['doubleshot loaded in one turn (three crew sections, 24.2.3.3)', { ammo: 'double', loading: false }, true],
    ['doubleshot still loading (24.2.3.3)', { ammo: 'double', loading: true }, false],
    ['empty (13.0)', { ammo: null, loading: false }, false],
  ];
  for (const [name, load, ready] of cases) {
    it(name, () => {
      const g = board(load);
      for (const b of ['L', 'R'] as const) {
        expect(broadsideReady(ship(g, 'a'), b)).toBe(ready);
        const mine = playerView(g, 'a').ships.find((s) => s.id === 'a')!;
        expect(broadsideReady(mine, b)).toBe(ready);
        const why = checkFire(g, 'a', b, 'b').reason ?? '';
        expect(/not loaded \(13\.0\)/.test(why)).toBe(!ready);
      }
    });
  }

  it("the enemy's loads are hidden in a view: never ready there (7.2.5)", () => {
    const g = board({ ammo: 'round', loading: false });
    const enemy = playerView(g, 'b').ships.find((s) => s.id === 'a')!;
    expect(enemy.loads).toBeNull();
    expect(broadsideReady(enemy, 'L')).toBe(false);
  });
});
