import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  captainRandom,
  checkPlot,
  listScenarios,
  newGame,
  replay,
  resolveTurn,
  startRecord,
  sternOf,
  hexLabel,
} from '../../src/index.js';
import {
  OPTIONAL_RULE_NAMES,
  getScenario,
  parsePlot,
  PlotSyntaxError,
  type GameState,
  type RulesInput,
} from '../../src/api/wsim.js';
import { chaosOrders } from './chaos.js';
import { edit, game } from './helpers.js';

const brawlEvents: Record<string, number> = {};

function invariants(state: GameState): void {
  const seen = new Map<string, string>();
  state.ships.forEach((s, i) => {
    const id = state.static.ships[i].id;
    const nums = [
      s.hull,
      s.reloadsLeft,
      ...s.crew,
      ...s.rigging,
      ...s.guns.L,
      ...s.guns.R,
      ...s.carronades.L,
      ...s.carronades.R,
      s.prize?.squares ?? 0,
    ];
    for (const n of nums)
      expect(n, `${id} has a negative or fractional square count`).toSatisfy(
        (x: number) => Number.isInteger(x) && x >= 0,
      );
    expect(s.reloadsLeft).toBeLessThanOrEqual(30);
    expect(s.hull).toBeLessThanOrEqual(state.static.ships[i].hull);
    if (!s.onBoard || s.removed) return;
    for (const h of [s.bow, sternOf(s)]) {
      const k = hexLabel(h);
      expect(seen.get(k), `${id} shares ${k} with ${seen.get(k)}`).toBeUndefined();
      seen.set(k, id);
    }
  });
}

function play(id: string, seed: number, level: 'basic' | 'advanced', extra: RulesInput = {}) {
  const scenario = getScenario(id);
  scenario.turnLimit = 12;
  // every other game with all the optional rules the engine implements switched on
  const optional = seed % 2 === 0 ? Object.fromEntries(OPTIONAL_RULE_NAMES.map((name) => [name, true])) : {};
  let state = newGame(scenario, { seed, rules: { level, optional, ...extra } });
  const record = startRecord(scenario, state);
  const rnd = captainRandom(String(seed), 'chaos');
  const events = [];
  while (!state.result) {
    const orders = chaosOrders(state, rnd);
    record.turns.push(orders);
    const r = resolveTurn(state, orders);
    state = r.state;
    events.push(...r.events);
    invariants(state);
  }
  return { state, record, events };
}

describe('property tests', () => {
  it('random plot text never throws anything but PlotSyntaxError, and checkPlot never throws', () => {
    const state = newGame(getScenario('frigate-duel'), { seed: 1 });
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('L', 'R', 'B', '0', '1', '2', '3', '7', 'x', ' ', 'd', '-'), maxLength: 12 }),
        (text) => {
          try {
            parsePlot(text);
          } catch (e) {
            expect(e).toBeInstanceOf(PlotSyntaxError);
          }
          const r = checkPlot(state, 'amazon', text);
          expect(typeof r.legal).toBe('boolean');
          expect(() => parsePlot(r.executed)).not.toThrow();
          expect(checkPlot(state, 'amazon', r.executed).legal).toBe(true);
        },
      ),
      { numRuns: 2000, seed: 42 },
    );
  });
  for (const level of ['basic', 'advanced'] as const) {
    it(`random ${level} games never throw, keep the invariants, end by the turn limit and replay exactly`, () => {
      const ids = listScenarios()
        .filter((s) => s.system === 'wsim')
        .map((s) => s.id); // WS&IM's invariants; Springelkamp's games: tests/springelkamp
      fc.assert(
        fc.property(fc.constantFrom(...ids), fc.integer({ min: 1, max: 1_000_000 }), (id, seed) => {
          const { state, record, events } = play(id, seed, level);
          expect(state.result).not.toBeNull();
          expect(state.result!.turn).toBeLessThanOrEqual(12);
          const again = replay(JSON.parse(JSON.stringify(record)));
          expect(again.state).toEqual(state);
          expect(again.events).toEqual(events);
        }),
        { numRuns: 25, seed: level === 'basic' ? 7 : 11 },
      );
    });
  }
  it('brawls (ships starting alongside and fouled: grapples, melees, captures, transfers) keep the invariants', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.constantFrom('basic', 'advanced'), (seed, level) => {
        const g = game(
          [
            { id: 'a1', bow: 'J20', heading: 1 },
            { id: 'a2', bow: 'J23', heading: 1 },
            { id: 'a3', bow: 'H21', heading: 1, class: 'br-sol2-74' },
            { id: 'b1', side: 'b', bow: 'K20', heading: 1 },
            { id: 'b2', side: 'b', bow: 'K23', heading: 1 },
            { id: 'b3', side: 'b', bow: 'M21', heading: 1, class: 'fr-sol2-74' },
          ],
          { seed, rules: { level }, victory: 'points', turnLimit: 10 },
        );
        const state0 = edit(g, (x) => {
          x.fouls = [
            { a: 'a1', b: 'b1' },
            { a: 'a2', b: 'b2' },
          ];
        });
        let state = state0;
        const rnd = captainRandom(String(seed), 'brawl');
        while (!state.result) {
          const r = resolveTurn(state, chaosOrders(state, rnd));
          state = r.state;
          for (const e of r.events) brawlEvents[e.type] = (brawlEvents[e.type] ?? 0) + 1;
          invariants(state);
        }
      }),
      { numRuns: 40, seed: 5 },
    );
    // the brawls really exercise the melee rules
    expect(brawlEvents.meleeRound ?? 0).toBeGreaterThan(10);
    expect(brawlEvents.capture ?? 0).toBeGreaterThan(3);
    expect(brawlEvents.transfer ?? 0).toBeGreaterThan(0);
  });
  it('command lag (32.0): random fleet actions in either mode, every switch on or only the scenario own, never throw and replay exactly', () => {
    let written = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.constantFrom('basic', 'advanced'),
        fc.constantFrom('squadron', 'distance'),
        (seed, level, mode) => {
          const { state, record, events } = play('fleet-action', seed, level, {
            commandLagMode: mode,
          });
          expect(state.result).not.toBeNull();
          written += events.filter((e) => e.type === 'plot' && e.writtenOn !== undefined).length;
          const again = replay(JSON.parse(JSON.stringify(record)));
          expect(again.state).toEqual(state);
          expect(again.events).toEqual(events);
        },
      ),
      { numRuns: 12, seed: 32 },
    );
    expect(written).toBeGreaterThan(100); // the games really sail movement written ahead
  });
  it('the same scenario, seed and orders give the identical game (determinism)', () => {
    const a = play('squadron-action', 99, 'advanced');
    const b = play('squadron-action', 99, 'advanced');
    expect(JSON.stringify(b.state)).toBe(JSON.stringify(a.state));
  });
  it('resolveTurn never changes the state it is given', () => {
    const s = newGame(getScenario('frigate-duel'), { seed: 3 });
    const frozen = JSON.stringify(s);
    resolveTurn(s, chaosOrders(s, captainRandom('3', 'x')));
    expect(JSON.stringify(s)).toBe(frozen);
  });
});
