/**
 * A large fleet's search (a fleet action while more than `deepShips` ships fight, one turn searched) weighs and
 * samples as the legacy captain did — `distinct`, `potential` and `settled` take their `large…` values, by default
 * the legacy's (LARGE_FLEET), which beat the single-ship action's values in the 7-against-7 fleet action
 * (docs/captains.md). So there the default mcts and LEGACY_MCTS are one search; in a small fleet and a duel they
 * are not.
 */
import { describe, expect, it } from 'vitest';
import { LEGACY_MCTS } from '../../bots/index.js';
import { LARGE_FLEET, decisionOptions, mctsOptions } from '../../bots/mcts/options.js';
import { atOrders } from './fixtures/midGame.js';
import { expectSameSearch, searchOnce } from './fixtures/search.js';

describe("a large fleet's search options", () => {
  const o = mctsOptions({ ammo: 'auto' });

  it('take the large values while more than deepShips ships fight in a fleet action, and only then', () => {
    expect(LARGE_FLEET).toEqual({ distinct: 0, potential: 0.3, settled: 0 });
    expect(o.deepShips).toBe(6);
    const large = decisionOptions(o, true, 14);
    expect([large.distinct, large.potential, large.settled]).toEqual([0, 0.3, 0]);
    expect(decisionOptions(o, true, 7).potential).toBe(0.3);
    // the rest of the options are the captain's own, but for a fleet action's contact weight, boarding and grappling ratios
    const fleet = { ...o, contact: o.fleetContact, boardAt: o.fleetBoardAt, grappleAt: o.fleetGrappleAt };
    expect({ ...large, distinct: o.distinct, potential: o.potential, settled: o.settled }).toEqual(fleet);
    // six ships or fewer, or deepShips=0 (two turns with any number): the options as given, a fleet's contact weight
    // and boarding and grappling ratios;
    // a duel: the options as given
    expect(decisionOptions(o, true, 6)).toEqual(fleet);
    expect(decisionOptions(o, false, 14)).toBe(o);
    const any = mctsOptions({ ammo: 'auto', deepShips: 0 });
    expect(decisionOptions(any, true, 14)).toEqual({
      ...any,
      contact: any.fleetContact,
      boardAt: any.fleetBoardAt,
      grappleAt: any.fleetGrappleAt,
    });
    const same = mctsOptions({
      ammo: 'auto',
      fleetContact: o.contact,
      fleetBoardAt: o.boardAt,
      fleetGrappleAt: o.grappleAt,
    });
    expect(decisionOptions(same, true, 6)).toBe(same);
    // the large values are options of their own: the single-ship action's values there reproduce the default of
    // the eleventh session
    const before = mctsOptions({ ammo: 'auto', largeDistinct: 2, largePotential: 0.6, largeSettled: 1 });
    const old = decisionOptions(before, true, 14);
    expect([old.distinct, old.potential, old.settled]).toEqual([2, 0.6, 1]);
  });

  it('make the default and the legacy captain one search in the 7-against-7 fleet action', () => {
    const { state, last } = atOrders('fleet-action', 'large-1', 2, { level: 'advanced' });
    expectSameSearch('mcts:iterations=300', `${LEGACY_MCTS},iterations=300`, state, last, 'large-fleet');
  });

  it('bite: with the single-ship values the fleet search is another one', () => {
    const { state, last } = atOrders('fleet-action', 'large-1', 2, { level: 'advanced' });
    const side = state.static.sides[0].id;
    const spec = 'mcts:iterations=300';
    expect(
      searchOnce(`${spec},largeDistinct=2,largePotential=0.6,largeSettled=1`, state, last, side, 'large-fleet')
        .explained,
    ).not.toEqual(searchOnce(spec, state, last, side, 'large-fleet').explained);
  });

  it('leave a fleet of six or fewer to the default values: there the default and the legacy captain differ', () => {
    const { state, last } = atOrders('squadron-action', 'large-2', 2, { level: 'advanced' });
    const side = state.static.sides[0].id;
    expect(searchOnce('mcts:iterations=300,depth=1', state, last, side, 'large-fleet').explained).not.toEqual(
      searchOnce(`${LEGACY_MCTS},iterations=300`, state, last, side, 'large-fleet').explained,
    );
  });
});
