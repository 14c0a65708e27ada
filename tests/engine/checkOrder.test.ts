/**
 * Issue 30: one generic order check, checkOrder(board, ship, order), whose answers come from the phase that
 * enforces each order. Property over random games of both rule systems: for the orders a phase reads, the refusals
 * checkOrder gives (named and worded as the phase reports them ignored) are the phase's own, resolving the turn from
 * the same board with that ship's order alone — WS&IM's Movement Notation (plot, anchor, sail, repair, tow) at the
 * turn's decision, Boarding Preparation at its pause, Combat (broadsides and mortars) at its pause, Reload where it
 * loads; Springelkamp's Plotting Phase (plot, sail, boarding party) and its Boarding Phase without the special rule.
 */
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import {
  checkOrder,
  getScenario,
  newGame,
  nextDecision,
  OrderError,
  playerView,
  resolveTurn,
  type AnyEvent,
  type OrderRefusal,
} from '../../src/index.js';
import * as wsim from '../../src/api/wsim.js';
import * as spr from '../../src/api/springelkamp.js';
import { chaosOrders } from './chaos.js';
import { randomOrders } from '../springelkamp/helpers.js';

/** The orders of `ship` the phase reports ignored, those named with one of the prefixes, in the phase's order. */
function ignored(events: readonly AnyEvent[], ship: string, prefixes: readonly string[]): OrderRefusal[] {
  return events.flatMap((e) =>
    e.type === 'orderIgnored' && e.ship === ship && prefixes.some((p) => e.order.startsWith(p))
      ? [{ order: e.order, reason: e.reason }]
      : [],
  );
}
const only = (refused: readonly OrderRefusal[], prefixes: readonly string[]) =>
  refused.filter((r) => prefixes.some((p) => r.order.startsWith(p)));

const NOTATION = ['tow ', 'anchor ', 'sail ', 'repair '];
const COMBAT = ['fire ', 'mortar'];
const BOARDING = ['boarding', 'OBP ', 'DBP ', 'TBP '];

/** Random fire orders of both broadsides: named targets (a list, or one), holding fire, grape, sections, discharge. */
function randomFire(rnd: () => number, ids: string[]): wsim.ShipOrders['fire'] {
  const pick = <T>(a: readonly T[]): T => a[Math.floor(rnd() * a.length)];
  const one = (): wsim.FireOrder => {
    const o: wsim.FireOrder = {};
    if (rnd() < 0.6) o.target = rnd() < 0.5 ? pick(ids) : [pick(ids), pick(ids)];
    if (rnd() < 0.3) o.otherwise = 'hold';
    if (rnd() < 0.15) o.asGrape = true;
    if (rnd() < 0.15) o.sections = pick(['bow', 'stern', 'both'] as const);
    if (rnd() < 0.05) o.discharge = true;
    return o;
  };
  return { ...(rnd() < 0.8 ? { L: one() } : {}), ...(rnd() < 0.8 ? { R: one() } : {}) };
}

/** The orders the Unfouling Phase reads (a chaos turn's `unfoul` words), the rest left to be given at the pause. */
function unfoulingOnly(orders: wsim.OrdersBySide): wsim.OrdersBySide {
  return Object.fromEntries(
    Object.entries(orders).map(([side, so]) => [
      side,
      {
        ships: Object.fromEntries(
          Object.entries(so.ships).map(([k, v]) => [k, v.unfoul === undefined ? {} : { unfoul: v.unfoul }]),
        ),
      },
    ]),
  );
}

/** The ships a side gives orders to in a chaos turn, with those orders. */
function ordered(orders: wsim.OrdersBySide): [string, string, wsim.ShipOrders][] {
  return Object.entries(orders).flatMap(([side, o]) =>
    Object.entries(o.ships).map(([id, s]) => [side, id, s] as [string, string, wsim.ShipOrders]),
  );
}

describe('checkOrder: the verdicts of the phases that enforce the orders (WS&IM)', () => {
  it('property: notation, boarding parties, broadsides, mortars and loads over random games', () => {
    const counts = { notation: 0, boarding: 0, combat: 0, load: 0, refused: 0 };
    const games: [string, wsim.RulesInput][] = [
      ['squadron-action', { level: 'advanced' }],
      ['harbour-action', { level: 'advanced', optional: { towing: true } }],
      ['frigate-duel', { level: 'basic' }],
      ['fort-mchenry', { level: 'advanced', optional: { bombKetches: true } }],
      ['shoal-water', { level: 'advanced', optional: { runningAground: true } }],
    ];
    for (const [id, rules] of games) {
      const rnd = seedrandom(`check-order-${id}`);
      let state = newGame(wsim.getScenario(id), { seed: id, rules });
      for (let turn = 0; turn < 12 && !state.result; turn++) {
        const until = nextDecision(state).runUntil;
        if (until) state = resolveTurn(state, {}, { until }).state;
        if (state.result) break;
        const orders = chaosOrders(state, rnd);
        const ids = state.static.ships.map((s) => s.id);
        // Movement Notation, from the side's view of the board the phase reads: the turn paused before it (the
        // Unfouling Phase's dice between the decision and the notation may have cleared a foul)
        const beforeNotation = resolveTurn(state, unfoulingOnly(orders), { until: 'movementNotation' }).state;
        if (!beforeNotation.result)
          for (const [side, ship, o] of ordered(orders)) {
            const notation: wsim.ShipOrders = { plot: o.plot, sail: o.sail, anchor: o.anchor, repair: o.repair };
            const c = checkOrder(playerView(beforeNotation, side), ship, notation);
            const r = resolveTurn(
              beforeNotation,
              { [side]: { ships: { [ship]: notation } } },
              { until: 'movementExecution' },
            );
            const refused = ignored(r.events, ship, NOTATION);
            expect(only(c.refused, NOTATION), `${id} turn ${state.turn} ${ship}`).toEqual(refused);
            const plot = r.events.find((e) => e.type === 'plot' && e.ship === ship);
            if (plot?.type === 'plot' && plot.writtenOn === undefined)
              expect(c.plot).toEqual({
                legal: plot.legal,
                executed: plot.executed,
                ...(plot.reason ? { reason: plot.reason } : {}),
              });
            counts.notation++;
            counts.refused += refused.length;
          }
        // Boarding Preparation at its pause: the turn's other orders given, the parties now
        const withoutContact: wsim.OrdersBySide = Object.fromEntries(
          Object.entries(orders).map(([side, so]) => [
            side,
            {
              ships: Object.fromEntries(
                Object.entries(so.ships).map(([k, v]) => [
                  k,
                  { ...v, boarding: undefined, fire: undefined, mortar: undefined },
                ]),
              ),
            },
          ]),
        );
        const atBoarding = resolveTurn(state, withoutContact, { until: 'boardingPreparation' }).state;
        if (!atBoarding.result)
          for (const [side, ship, o] of ordered(orders)) {
            if (!o.boarding) continue;
            const c = checkOrder(atBoarding, ship, { boarding: o.boarding });
            const r = resolveTurn(
              atBoarding,
              { [side]: { ships: { [ship]: { boarding: o.boarding } } } },
              { until: 'combat' },
            );
            const refused = ignored(r.events, ship, BOARDING);
            expect(only(c.refused, BOARDING), `${id} turn ${state.turn} ${ship} boarding`).toEqual(refused);
            counts.boarding++;
            counts.refused += refused.length;
          }
        // Combat at its pause: broadsides (and a bomb's mortars) ordered now
        const atCombat = resolveTurn(state, withoutContact, { until: 'combat' }).state;
        if (!atCombat.result)
          for (const [side, ship, o] of ordered(orders)) {
            const fire = randomFire(rnd, ids);
            const order: wsim.ShipOrders = { fire, ...(o.mortar ? { mortar: o.mortar } : {}) };
            const c = checkOrder(atCombat, ship, order);
            const r = resolveTurn(atCombat, { [side]: { ships: { [ship]: order } } }, { until: 'melee' });
            const refused = ignored(r.events, ship, COMBAT);
            expect(only(c.refused, COMBAT), `${id} turn ${state.turn} ${ship} fire`).toEqual(refused);
            counts.combat++;
            counts.refused += refused.length;
          }
        // Reload: the ammunition it refuses for a broadside it loads this turn, as checkOrder said from the view
        const full = resolveTurn(state, orders);
        for (const [side, ship, o] of ordered(orders)) {
          if (!o.load) continue;
          const said = only(checkOrder(playerView(state, side), ship, { load: o.load }).refused, ['load ']);
          const refused = ignored(full.events, ship, ['load ']);
          for (const x of refused) expect(said).toContainEqual(x);
          const loaded = full.events.flatMap((e) => (e.type === 'reload' && e.ship === ship ? [e.broadside] : []));
          for (const x of said) if (loaded.includes(x.order[5] as 'L' | 'R')) expect(refused).toContainEqual(x);
          counts.load++;
        }
        state = full.state;
      }
    }
    expect(counts.notation).toBeGreaterThan(200);
    expect(counts.boarding).toBeGreaterThan(50);
    expect(counts.combat).toBeGreaterThan(200);
    expect(counts.load).toBeGreaterThan(50);
    expect(counts.refused).toBeGreaterThan(100);
  });

  it('an unknown ship is an OrderError naming the ships; a legal order is legal', () => {
    const state = newGame(wsim.getScenario('frigate-duel'), { seed: 1 });
    expect(() => checkOrder(state, 'nobody', { plot: '1' })).toThrow(OrderError);
    expect(checkOrder(state, 'amazon', { plot: '1', fire: { L: {} } })).toEqual({
      legal: true,
      plot: { legal: true, executed: '1' },
      refused: [],
    });
    const c = checkOrder(state, 'amazon', { plot: 'LLLL', sail: 'FS', load: { L: 'chain' } });
    expect(c.legal).toBe(false);
    expect(c.plot?.legal).toBe(false);
    expect(c.refused).toContainEqual({ order: 'load L chain', reason: 'only roundshot in the Basic Game (13.3)' });
  });
});

describe("checkOrder: the verdicts of the phases that enforce the orders (Springelkamp's rules)", () => {
  it('property: the Plotting Phase (plot, sail, boarding party) and the boarding orders without the special rule', () => {
    let checked = 0;
    let refusedAll = 0;
    for (const [id, special] of [
      ['springelkamp-squadron-action', { boarding: true, prizeCrews: true }],
      ['springelkamp-frigate-duel', { boarding: false }],
      ['springelkamp-sol-duel', {}],
    ] as const) {
      const rnd = seedrandom(`check-order-${id}`);
      let state = newGame(spr.getScenario(id), { seed: id, rules: { special } });
      const prefixes = [
        'plot "',
        'sail ',
        'boardingParty',
        ...(state.static.rules.special.boarding ? [] : ['grapple ', 'board ', 'prizeCrew ']),
      ];
      for (let turn = 0; turn < 20 && !state.result; turn++) {
        const orders: spr.Orders = Object.assign(
          {},
          ...state.static.sides.map((s) => randomOrders(playerView(state, s.id), rnd)),
        );
        for (const [side, o] of Object.entries(orders))
          for (const [ship, so] of Object.entries(o.ships)) {
            const order = {
              ...so,
              ...(rnd() < 0.2 ? { plot: 'FFFFFFFFFF' } : {}),
              ...(rnd() < 0.2 ? { board: ship } : {}),
            };
            const c = checkOrder(playerView(state, side), ship, order);
            const r = resolveTurn(state, { [side]: { ships: { [ship]: order } } });
            const refused = ignored(r.events, ship, prefixes);
            expect(only(c.refused, prefixes), `${id} turn ${state.turn} ${ship}`).toEqual(refused);
            expect(c.plot?.legal ?? true).toBe(!refused.some((x) => x.order.startsWith('plot')));
            checked++;
            refusedAll += refused.length;
          }
        state = resolveTurn(state, orders).state;
      }
    }
    expect(checked).toBeGreaterThan(150);
    expect(refusedAll).toBeGreaterThan(30);
  });

  it('a sail two levels away and a party without the special rule are refused, as the Plotting Phase words them', () => {
    const state = newGame(getScenario('springelkamp-frigate-duel'), {
      seed: 'one',
      rules: { special: { boarding: false } },
    });
    const c = checkOrder(state, 'amazon', { sail: 'NS', boardingParty: true });
    expect(c.legal).toBe(false);
    expect(c.refused.map((x) => x.order)).toEqual(['sail NS', 'boardingParty']);
    expect(c.refused[0].reason).toMatch(/one level per gameturn \(Movement: Changing Sail\)/);
  });
});
