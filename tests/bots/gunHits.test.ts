/**
 * 11.4.3.1 "If, as in a rake, both sides on the target ship are equidistant to the firing ship, the target ship
 * chooses which gun squares to mark off": every captain names the broadside to lose (the order `gunHits`), keeping
 * the one that bears on an enemy from where its plot leaves her, else the loaded one (bots/wsim/lib/orders.ts).
 */
import { describe, expect, it } from 'vitest';
import { captainRandom, playerView } from '../../src/index.js';
import { type GameState } from '../../src/api/wsim.js';
import type { SideOrders } from '../../src/api/wsim.js';
import { createCaptain } from '../../bots/index.js';
import { gunHitsChoice } from '../../bots/wsim/lib/orders.js';
import { edit, game, ship } from '../engine/helpers.js';

/** a's frigate t heading board 2 from J20; the enemy f astern of her, out of her broadsides' plays, 5 hexes off. */
function astern(loaded: { L: boolean; R: boolean }): GameState {
  return edit(
    game([
      { id: 't', bow: 'J20', heading: 1 },
      { id: 'f', side: 'b', bow: 'J26', heading: 1 },
    ]),
    (s) => {
      for (const b of ['L', 'R'] as const) ship(s, 't').loads[b] = { ammo: loaded[b] ? 'round' : null, loading: false };
    },
  );
}

describe('the captains choose where gun hits fall in a rake (11.4.3.1)', () => {
  it('keeps the loaded broadside when neither bears; no choice when both or neither are loaded', () => {
    const choice = (g: GameState) => gunHitsChoice(playerView(g, 'a'), playerView(g, 'a').ships[0], '0');
    expect(choice(astern({ L: true, R: false }))).toBe('R');
    expect(choice(astern({ L: false, R: true }))).toBe('L');
    expect(choice(astern({ L: true, R: true }))).toBeUndefined();
    expect(choice(astern({ L: false, R: false }))).toBeUndefined();
  });

  it('keeps the broadside that bears on an enemy from where the plot leaves her, loaded or not', () => {
    // f four hexes off on t's right (N20: in her right broadside's play); t's left loaded, her right empty
    const g = edit(
      game([
        { id: 't', bow: 'J20', heading: 1 },
        { id: 'f', side: 'b', bow: 'N20', heading: 1 },
      ]),
      (s) => {
        ship(s, 't').loads = { L: { ammo: 'round', loading: false }, R: { ammo: null, loading: false } };
      },
    );
    const view = playerView(g, 'a');
    expect(gunHitsChoice(view, view.ships[0], '0')).toBe('L');
    // the same on her left (F20): the left bears and is loaded, the right takes the hits
    const left = game([
      { id: 't', bow: 'J20', heading: 1 },
      { id: 'f', side: 'b', bow: 'F20', heading: 1 },
    ]);
    expect(gunHitsChoice(playerView(left, 'a'), playerView(left, 'a').ships[0], '0')).toBe('R');
  });

  it('every captain gives the order with its plot, through the shared pass', () => {
    const g = astern({ L: true, R: false });
    for (const spec of ['random', 'greedy-raker', 'line-keeper', 'classic', 'mcts:iterations=8,worlds=1']) {
      const orders = createCaptain(spec).orders({
        view: playerView(g, 'a'),
        events: [],
        random: captainRandom('gun-hits', 'a'),
        budget: {},
      }) as SideOrders;
      const o = orders.ships.t;
      expect(o.gunHits, spec).toBe(gunHitsChoice(playerView(g, 'a'), playerView(g, 'a').ships[0], o.plot ?? '0'));
    }
  });
});
