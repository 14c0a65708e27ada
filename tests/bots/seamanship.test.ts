/** Captains' seamanship for the optional rules (bots/wsim/lib/seamanship.ts), asked of the engine's public queries. */
import { describe, expect, it } from 'vitest';
import { captainRandom, hexLabel, neighbor, playerView, resolveTurn } from '../../src/index.js';
import type { SideOrders } from '../../src/api/wsim.js';
import { createCaptain } from '../../bots/index.js';
import { towCandidates, towPull, windShadowBalance } from '../../bots/wsim/lib/seamanship.js';
import { at, edit, game, ship } from '../engine/helpers.js';

describe('blocked wind (37.0): the wind shadow a placement gives and takes', () => {
  const B = at('J20');
  const defs = (on: boolean) =>
    game(
      [
        { id: 'x', bow: 'J20', heading: 2 },
        { id: 'y', side: 'b', bow: hexLabel(neighbor(B, 3)), heading: 2, fullSailAtStart: true },
      ],
      { rules: { level: 'advanced', optional: { blockedWind: on } } },
    );
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

describe('towing (35.0): captains take a crippled friend in tow', () => {
  const T = at('J20');
  const Y = neighbor(neighbor(T, 4), 4);
  const setUp = (on: boolean) =>
    edit(
      game(
        [
          { id: 't', bow: 'J20', heading: 2 },
          { id: 'y', bow: hexLabel(Y), heading: 2 },
          { id: 'e', side: 'b', bow: 'A1', heading: 1 },
        ],
        { rules: { level: 'advanced', optional: { towing: on } } },
      ),
      (s) => {
        ship(s, 'y').rigging = [0, 0, 0, 0];
      },
    );
  for (const spec of ['greedy-raker', 'line-keeper', 'mcts:iterations=8,worlds=2']) {
    it(`${spec}: a ship in the towing position of a dismasted friend takes her in tow, legally`, () => {
      const g = setUp(true);
      const view = playerView(g, 'a');
      const o = createCaptain(spec).orders({
        view,
        events: [],
        random: captainRandom('tow', 'a'),
        budget: {},
      }) as SideOrders;
      expect(o.ships.t).toMatchObject({ plot: '0', tow: 'y' });
      expect(o.ships.y.plot).toBe('0');
      const r = resolveTurn(g, { a: o, b: { ships: { e: { plot: '0' } } } });
      expect(r.events.filter((e) => e.type === 'towRigged')).toHaveLength(1);
      expect(r.events.filter((e) => (e.type === 'plot' && !e.legal) || e.type === 'orderIgnored')).toEqual([]);
      // next turn the towed ship has one legal plot and the captain gives it
      const next = createCaptain(spec).orders({
        view: playerView(r.state, 'a'),
        events: [],
        random: captainRandom('tow', 'a'),
        budget: {},
      }) as SideOrders;
      expect(next.ships.y.plot).toBe('0');
      expect(next.ships.t.tow).toBeUndefined();
    });
  }
  it('the pull towards the towing position, and nothing with the rule off', () => {
    const g = setUp(true);
    const view = playerView(g, 'a');
    const cands = towCandidates(view);
    expect(cands.map((c) => c.id)).toEqual(['y']);
    expect(towPull(view, 't', ship(g, 't'), cands)).toBeGreaterThan(0);
    expect(towPull(view, 't', { bow: neighbor(T, 1), heading: 1 }, cands)).toBe(0);
    const off = setUp(false);
    expect(towCandidates(playerView(off, 'a'))).toEqual([]);
    const o = createCaptain('greedy-raker').orders({
      view: playerView(off, 'a'),
      events: [],
      random: captainRandom('tow', 'a'),
      budget: {},
    }) as SideOrders;
    expect(o.ships.t.tow).toBeUndefined();
  });
});
