/**
 * Defensive parties (lib/contact.ts, 10.0–12.3): at the default share every captain defends with the fewest sections
 * that hold half the boarders' strength, one kept at the guns; the mcts option `defence` raises the share for its own
 * ships — in play (its boarding word) and in its search's simulated turns — and then every section may defend.
 */
import { describe, expect, it } from 'vitest';
import { playerView } from '../../src/index.js';
import { meleeStrength, type GameState } from '../../src/api/wsim.js';
import { DEFENCE_SHARE, boardingParties } from '../../bots/wsim/lib/contact.js';
import { createCaptain } from '../../bots/index.js';
import { simulateTurn } from '../../bots/wsim/searchGame.js';
import { edit, game, ship } from '../engine/helpers.js';

/** a and b fouled side by side, each with three sections of four squares of the same quality. */
function fouled(): GameState {
  return edit(
    game([
      { id: 'a', bow: 'J20', heading: 1 },
      { id: 'b', side: 'b', bow: 'K20', heading: 1 },
    ]),
    (s) => {
      ship(s, 'a').crew = [4, 4, 4];
      ship(s, 'b').crew = [4, 4, 4];
      s.fouls = [{ a: 'a', b: 'b' }];
    },
  );
}

const dbp = (state: GameState, share?: number) => {
  const view = playerView(state, 'a');
  const plan = boardingParties(
    view,
    view.ships.find((x) => x.id === 'a')!,
    share,
  )!;
  return plan.parties;
};

describe('defensive parties', () => {
  it('hold half the threat by default, one section kept at the guns', () => {
    const state = fouled();
    const threat = meleeStrength(ship(state, 'b'));
    // one section (a third) does not hold half the threat; two do, and the third stays at the guns
    expect(dbp(state)).toEqual([{ type: 'DBP', sections: 2 }]);
    expect(dbp(state, DEFENCE_SHARE)).toEqual(dbp(state));
    expect(meleeStrength(ship(state, 'a'), [0, 1])).toBeGreaterThan(threat * DEFENCE_SHARE);
  });

  it('take every section when the share asks for the whole threat', () => {
    const state = fouled();
    expect(dbp(state, 1)).toEqual([{ type: 'DBP', sections: 3 }]);
    // a share two sections already hold needs no third
    expect(dbp(state, 0.6)).toEqual([{ type: 'DBP', sections: 2 }]);
  });

  it("are mcts's own in play: its boarding word forms them at its share, the standard one at the default", () => {
    const state = fouled();
    const ctx = { view: playerView(state, 'a'), events: [], random: () => 0.5, budget: {} };
    const standard = createCaptain('greedy-raker').boarding!(ctx);
    expect(createCaptain('mcts').boarding!(ctx)).toEqual(standard);
    const held = createCaptain('mcts:defence=1').boarding!(ctx);
    expect(held.ships.a).toMatchObject({ boarding: [{ type: 'DBP', sections: 3 }] });
    expect(standard.ships.a).toMatchObject({ boarding: [{ type: 'DBP', sections: 2 }] });
  });

  it("and in its search's simulated turns, for its own side only", () => {
    const state = fouled();
    const still = {
      a: { ships: { a: { plot: '0', unfoul: false } } },
      b: { ships: { b: { plot: '0', unfoul: false } } },
    };
    // the defensive parties the turn formed, read from the turn paused before its Combat Phase
    const dbps = (s: GameState) =>
      Object.fromEntries(
        s.progress!.scratch.parties.filter((p) => p.type === 'DBP').map((p) => [p.ship, p.sections.length]),
      );
    expect(dbps(simulateTurn(state, still, 'combat'))).toEqual({ a: 2, b: 2 });
    expect(dbps(simulateTurn(state, still, 'combat', { side: 'a', share: 1 }))).toEqual({ a: 3, b: 2 });
    expect(dbps(simulateTurn(state, still, 'combat', { side: 'b', share: 1 }))).toEqual({ a: 2, b: 3 });
  });
});
