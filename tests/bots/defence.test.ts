/**
 * Defensive parties (lib/contact.ts, 10.0–12.3): at the default share every captain defends with the fewest sections
 * that hold half the boarders' strength, one kept at the guns; the mcts option `defence` raises the share for its own
 * ships — in play (its boarding word) and in its search's simulated turns — and then every section may defend. Its
 * option `boardAt` lowers (or raises) the crew ratio at which its own ships board (BOARDING_RATIO by default), and
 * `grappleAt` the ratio at which they try to grapple an adjacent enemy (9.1; GRAPPLE_RATIO by default).
 */
import { describe, expect, it } from 'vitest';
import { playerView, shipRange } from '../../src/index.js';
import { meleeStrength, type GameState, type ShipOrders } from '../../src/api/wsim.js';
import { DEFENCE_SHARE, boardingParties, contactOrders } from '../../bots/wsim/lib/contact.js';
import { BOARDING_RATIO, GRAPPLE_RATIO, type BoardingDoctrine } from '../../bots/doctrine.js';
import { createCaptain } from '../../bots/index.js';
import { simulateTurn } from '../../bots/wsim/searchGame.js';
import {
  BOARDING_AT,
  GRAPPLE_AT,
  LEGACY_MCTS,
  MCTS_DEFAULTS,
  decisionOptions,
  mctsOptions,
} from '../../bots/mcts/options.js';
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

const parties = (state: GameState, doctrine?: BoardingDoctrine) => {
  const view = playerView(state, 'a');
  return boardingParties(
    view,
    view.ships.find((x) => x.id === 'a')!,
    doctrine,
  )!.parties;
};
const dbp = (state: GameState, share?: number) => parties(state, share === undefined ? undefined : { defence: share });

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
    // the doctrine's word (`boardSearch=0`; the default searches it: tests/bots/boardingSearch.test.ts)
    expect(createCaptain('mcts:boardSearch=0').boarding!(ctx)).toEqual(standard);
    const held = createCaptain('mcts:defence=1,boardSearch=0').boarding!(ctx);
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
    expect(dbps(simulateTurn(state, still, 'combat', { side: 'a', of: { defence: 1 } }))).toEqual({ a: 3, b: 2 });
    expect(dbps(simulateTurn(state, still, 'combat', { side: 'b', of: { defence: 1 } }))).toEqual({ a: 2, b: 3 });
  });
});

describe('boarding parties by the doctrine', () => {
  // a crew a third stronger than the enemy's (12 squares against 9, the same quality)
  const stronger = () => {
    const state = fouled();
    ship(state, 'b').crew = [3, 3, 3];
    return state;
  };

  it('defend below half as strong again (BOARDING_RATIO), every captain by default', () => {
    const state = stronger();
    expect(meleeStrength(ship(state, 'a'))).toBeLessThan(BOARDING_RATIO * meleeStrength(ship(state, 'b')));
    expect(parties(state)).toEqual([{ type: 'DBP', sections: 2 }]);
    expect(parties(state, { boardAt: BOARDING_RATIO })).toEqual(parties(state));
  });

  it('board at a lower ratio when the captain asks it (`boardAt`): all sections but one, that one defending', () => {
    const state = stronger();
    expect(parties(state, { boardAt: 1.3 })).toEqual([
      { type: 'OBP', sections: 2, target: 'b' },
      { type: 'DBP', sections: 1 },
    ]);
    // a ratio above the crews' keeps the defence
    expect(parties(state, { boardAt: 1.4 })).toEqual(parties(state));
  });

  it("mcts's boarding word and its search's own side use `boardAt`, the enemy's simulated parties the default", () => {
    const state = stronger();
    const ctx = { view: playerView(state, 'a'), events: [], random: () => 0.5, budget: {} };
    // the doctrine's word (`boardSearch=0`; the default searches it: tests/bots/boardingSearch.test.ts)
    expect(createCaptain('mcts:boardAt=1.3,boardSearch=0').boarding!(ctx).ships.a).toMatchObject({
      boarding: [
        { type: 'OBP', sections: 2, target: 'b' },
        { type: 'DBP', sections: 1 },
      ],
    });
    // a third stronger: above the default's ratio in a duel (BOARDING_AT, 1.2), below every captain's (1.5)
    expect(MCTS_DEFAULTS.boardAt).toBe(BOARDING_AT);
    expect(createCaptain('mcts:boardSearch=0').boarding!(ctx)).toEqual(
      createCaptain('mcts:boardAt=1.3,boardSearch=0').boarding!(ctx),
    );
    expect(createCaptain('mcts:boardAt=1.4,boardSearch=0').boarding!(ctx).ships.a).toMatchObject({
      boarding: [{ type: 'DBP', sections: 2 }],
    });
    expect(createCaptain('greedy-raker').boarding!(ctx)).toEqual(
      createCaptain('mcts:boardAt=1.4,boardSearch=0').boarding!(ctx),
    );
    const still = {
      a: { ships: { a: { plot: '0', unfoul: false } } },
      b: { ships: { b: { plot: '0', unfoul: false } } },
    };
    const obps = (s: GameState) => s.progress!.scratch.parties.filter((p) => p.type === 'OBP').map((p) => p.ship);
    expect(obps(simulateTurn(state, still, 'combat'))).toEqual([]);
    expect(obps(simulateTurn(state, still, 'combat', { side: 'a', of: { boardAt: 1.3 } }))).toEqual(['a']);
    // b's crew is the weaker: no ratio above 1 makes it board
    expect(obps(simulateTurn(state, still, 'combat', { side: 'b', of: { boardAt: 1.3 } }))).toEqual([]);
  });

  it("in a fleet action `fleetBoardAt` rules instead (every captain's 1.5 by default)", () => {
    const state = edit(
      game([
        { id: 'a', bow: 'J20', heading: 1 },
        { id: 'b', side: 'b', bow: 'K20', heading: 1 },
        { id: 'c', side: 'b', bow: 'C5', heading: 1 },
      ]),
      (s) => {
        ship(s, 'a').crew = [4, 4, 4];
        ship(s, 'b').crew = [3, 3, 3];
        s.fouls = [{ a: 'a', b: 'b' }];
      },
    );
    const ctx = { view: playerView(state, 'a'), events: [], random: () => 0.5, budget: {} };
    const formed = (spec: string) =>
      (createCaptain(spec).boarding!(ctx).ships.a as ShipOrders | undefined)?.boarding?.map((p) => p.type);
    expect(formed('mcts:boardAt=1.3,boardSearch=0')).toEqual(['DBP']);
    expect(formed('mcts:boardAt=1.3,fleetBoardAt=1.3,boardSearch=0')).toEqual(['OBP', 'DBP']);
    expect(decisionOptions(mctsOptions({ boardAt: 1.3, ammo: 'auto' }), true, 3).boardAt).toBe(
      MCTS_DEFAULTS.fleetBoardAt,
    );
    expect(decisionOptions(mctsOptions({ boardAt: 1.3, ammo: 'auto' }), false, 2).boardAt).toBe(1.3);
  });
});

describe('grappling by the doctrine (9.1)', () => {
  // a and b side by side, not fouled: a's crew a third stronger than b's
  const adjacent = () =>
    edit(fouled(), (s) => {
      ship(s, 'b').crew = [3, 3, 3];
      s.fouls = [];
    });
  const grapple = (state: GameState, boardAt?: number, grappleAt?: number) => {
    const view = playerView(state, 'a');
    const a = view.ships.find((x) => x.id === 'a')!;
    return contactOrders(view, a, shipRange, { boardAt, grappleAt }).grapple;
  };

  it('tries to grapple an adjacent enemy at twice her crew (GRAPPLE_RATIO), every captain by default', () => {
    const state = adjacent();
    expect(GRAPPLE_RATIO).toBe(2);
    expect(grapple(state)).toBeUndefined();
    ship(state, 'b').crew = [2, 2, 2];
    expect(grapple(state)).toBe('adjacent-enemies');
  });

  it('at a lower ratio when the captain asks it (`grappleAt`), and never below the ratio it boards at', () => {
    const state = adjacent();
    expect(grapple(state, 1.2, 1.3)).toBe('adjacent-enemies');
    expect(grapple(state, 1.2, 1.4)).toBeUndefined();
    expect(grapple(state, 1.5, 1.3)).toBeUndefined();
  });

  it("mcts's orders in play carry it: `grappleAt` for its own ships, GRAPPLE_AT (1.2) by default in a duel", () => {
    const state = adjacent();
    expect(MCTS_DEFAULTS.grappleAt).toBe(GRAPPLE_AT);
    expect(mctsOptions({ grappleAt: 1.3, ammo: 'auto' }).grappleAt).toBe(1.3);
    const ctx = { view: playerView(state, 'a'), events: [], random: () => 0.5, budget: { iterations: 20 } };
    const grappled = (spec: string) => (createCaptain(spec).orders(ctx).ships.a as ShipOrders).grapple;
    // a third stronger: at or above the default's ratios (boarding and grappling at 1.2), below the doctrine's 2
    expect(grappled('mcts')).toBe('adjacent-enemies');
    expect(grappled('mcts:grappleAt=1.3')).toBe('adjacent-enemies');
    expect(grappled(`mcts:grappleAt=${GRAPPLE_RATIO}`)).toBeUndefined();
    expect(grappled(LEGACY_MCTS)).toBeUndefined();
  });

  it("in a fleet action `fleetGrappleAt` rules instead (every captain's 2 by default)", () => {
    expect(decisionOptions(mctsOptions({ ammo: 'auto' }), true, 3).grappleAt).toBe(GRAPPLE_RATIO);
    expect(decisionOptions(mctsOptions({ fleetGrappleAt: 1.3, ammo: 'auto' }), true, 3).grappleAt).toBe(1.3);
    expect(decisionOptions(mctsOptions({ ammo: 'auto' }), false, 2).grappleAt).toBe(GRAPPLE_AT);
  });
});
