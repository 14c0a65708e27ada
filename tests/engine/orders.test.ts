/** Issue 13 items 1–2: one schema for orders; ids that are Object.prototype names. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { OrderError, ScenarioError, checkPlot, legalPlots, newGame, resolveTurn } from '../../src/index.js';
import { getScenario, loadScenario, movementAllowance, type OrdersBySide } from '../../src/api/wsim.js';

const game = () => newGame(getScenario('frigate-duel'), { seed: 1, rules: { level: 'advanced' } });
const amazon = (o: Record<string, unknown>): OrdersBySide => ({ british: { ships: { amazon: o } } });

describe('orders are validated against one schema (OrderError names the path)', () => {
  const bad: [string, Record<string, unknown>, string][] = [
    [
      'grapple: 42',
      { grapple: 42 },
      'orders.british.ships.amazon.grapple: expected a list of ship ids or "adjacent-enemies"',
    ],
    ['ungrapple: 42', { ungrapple: 42 }, 'orders.british.ships.amazon.ungrapple: expected a list of ship ids or "all"'],
    [
      'boarding not a list',
      { boarding: { type: 'OBP' } },
      'orders.british.ships.amazon.boarding: expected a list of boarding parties',
    ],
    [
      'boarding holding null',
      { boarding: [null] },
      'orders.british.ships.amazon.boarding[0]: expected a boarding party { type, sections, target? }',
    ],
    [
      'anchor as an object',
      { anchor: { x: 1 } },
      'orders.british.ships.amazon.anchor: expected "A", "AB", "AS", "up" or "cut"',
    ],
    ['sail as an object', { sail: {} }, 'orders.british.ships.amazon.sail: expected "FS" or "BS"'],
    [
      'unknown ammunition in load',
      { load: { L: 'canister' } },
      'orders.british.ships.amazon.load.L: expected one of "round", "chain", "double", "grape"',
    ],
    [
      'unknown ammunition in initialLoads',
      { initialLoads: { R: 'bar' } },
      'orders.british.ships.amazon.initialLoads.R: expected one of "round", "chain", "double", "grape"',
    ],
    ['plot as a number', { plot: 4 }, 'orders.british.ships.amazon.plot: expected a plot string'],
    [
      'a fire order with an unknown aim',
      { fire: { L: { aim: 'masts' } } },
      'orders.british.ships.amazon.fire.L.aim: expected "hull" or "rigging"',
    ],
    ['an unknown order', { fly: true }, 'orders.british.ships.amazon: unknown order "fly"'],
  ];
  for (const [what, o, message] of bad) {
    it(what, () => {
      const g = game();
      expect(() => resolveTurn(g, amazon(o))).toThrow(OrderError);
      expect(() => resolveTurn(g, amazon(o))).toThrow(message);
    });
  }
  it('the state is never poisoned: a rejected turn leaves the input as it was', () => {
    const g = game();
    const before = JSON.stringify(g);
    expect(() => resolveTurn(g, amazon({ load: { L: 'canister' } }))).toThrow(OrderError);
    expect(JSON.stringify(g)).toBe(before);
  });
  it('checkPlot, legalPlots and movementAllowance with an unknown ship throw the same typed error', () => {
    const g = game();
    for (const f of [
      () => checkPlot(g, 'nelson', '1'),
      () => legalPlots(g, 'nelson'),
      () => movementAllowance(g, 'nelson'),
    ]) {
      expect(f).toThrow(OrderError);
      expect(f).toThrow(/unknown ship "nelson"/);
    }
  });
  it("property: any JSON value as a ship's orders either resolves or is an OrderError — never another exception", () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(
            'plot',
            'sail',
            'anchor',
            'repair',
            'grapple',
            'ungrapple',
            'boarding',
            'fire',
            'load',
            'initialLoads',
            'unfoul',
            'disengage',
          ),
          fc.jsonValue(),
        ),
        (o) => {
          try {
            resolveTurn(game(), amazon(o));
          } catch (e) {
            expect(e).toBeInstanceOf(OrderError);
          }
        },
      ),
      { numRuns: 300, seed: 13 },
    );
  });
});

describe('ids that name Object.prototype members (toString, constructor, __proto__, …)', () => {
  const RESERVED = ['toString', 'constructor', 'valueOf', 'hasOwnProperty', '__proto__', 'isPrototypeOf'];
  it('property: a scenario using one as a ship id or a side id is refused with the field named', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RESERVED), fc.boolean(), (id, asSide) => {
        const base = JSON.parse(JSON.stringify(getScenario('frigate-duel'))) as {
          sides: { id: string }[];
          ships: { id: string; side: string }[];
        };
        if (asSide) {
          const side = id.toLowerCase().replace(/_/g, '');
          const old = base.sides[0].id;
          base.sides[0].id = side;
          for (const s of base.ships) if (s.side === old) s.side = side;
        } else base.ships[0].id = id;
        try {
          loadScenario(base);
          // a side id that is lower-cased away from a reserved name is fine
          expect(asSide && !(id.toLowerCase().replace(/_/g, '') in Object.prototype)).toBe(true);
        } catch (e) {
          expect(e).toBeInstanceOf(ScenarioError);
          expect((e as Error).message).toMatch(asSide ? /sides\[0\]\.id: .*reserve/ : /ships\[0\]\.id: .*reserve/);
        }
      }),
      { numRuns: 60, seed: 1 },
    );
  });
});

describe('reseed: a fresh dice stream for a simulated copy', () => {
  it('changes the stream and nothing else, the same way for the same seed', async () => {
    const { reseed } = await import('../../src/index.js');
    const g = game();
    const a = reseed(g, 'sim-1');
    expect({ ...a, rng: g.rng }).toEqual(g);
    expect(a.rng).not.toEqual(g.rng);
    expect(reseed(g, 'sim-1').rng).toEqual(a.rng);
    expect(reseed(g, 'sim-2').rng).not.toEqual(a.rng);
    expect(g.rng).toEqual(game().rng); // the input is not touched
  });
});

describe('phases described by data; nextDecision', () => {
  it('every order field of the schema is read by exactly one phase (or the start of the turn)', async () => {
    const { PHASES, TURN_START_READS, shipOrdersSchema } = (await import('../../src/index.js')).wsim;
    const reads = [...TURN_START_READS, ...Object.values(PHASES).flatMap((p) => p.reads)];
    expect([...reads].sort()).toEqual(Object.keys(shipOrdersSchema.shape).sort());
    expect(new Set(reads).size).toBe(reads.length);
  });
  it('says which phase runs next and which orders the rest of the turn reads', async () => {
    const { nextDecision } = await import('../../src/index.js');
    const g = newGame(getScenario('frigate-duel'), { seed: 1 });
    expect(nextDecision(g)).toMatchObject({
      phase: 'unfouling',
      reads: [
        'initialLoads',
        'initialSail',
        'unfoul',
        'sacrificeRigging',
        'plot',
        'sail',
        'anchor',
        'repair',
        'tow',
        'ahead',
        'hoistFlag',
        'grapple',
        'ungrapple',
        'boarding',
        'disengage',
        'fire',
        'mortar',
        'gunHits',
        'load',
        'lighten',
        'loadMortars',
      ],
    });
    const paused = resolveTurn(g, {}, { until: 'combat' }).state;
    expect(nextDecision(paused)).toMatchObject({
      phase: 'combat',
      reads: ['fire', 'mortar', 'gunHits', 'load', 'lighten', 'loadMortars'],
    });
    const adv = newGame(getScenario('frigate-duel'), { seed: 1, rules: { level: 'advanced' } });
    expect(nextDecision(adv).phase).toBe('wind');
  });
  it("names the decision points: the turn's orders (after the wind, 17.0 A–C; at the start of turn 1) and the boarding word (10.0)", async () => {
    const { nextDecision } = await import('../../src/index.js');
    const sides = ['british', 'french'];
    const basic = newGame(getScenario('frigate-duel'), { seed: 1 });
    expect(nextDecision(basic)).toMatchObject({
      point: 'orders',
      sides,
      runUntil: null,
      boardingAt: 'boardingPreparation',
    });
    const basic2 = resolveTurn(basic, {}).state;
    expect(nextDecision(basic2)).toMatchObject({ point: 'orders', sides, runUntil: null }); // 5.0: no phase before the plots
    const adv = newGame(getScenario('frigate-duel'), { seed: 1, rules: { level: 'advanced' } });
    expect(nextDecision(adv)).toMatchObject({ point: 'orders', runUntil: null, phase: 'wind' }); // turn 1 reads the initial loads at its start
    const adv2 = resolveTurn(adv, {}).state;
    expect(nextDecision(adv2)).toMatchObject({ point: null, runUntil: 'unfouling', sides: [] }); // the wind first
    const afterWind = resolveTurn(adv2, {}, { until: 'unfouling' }).state;
    expect(nextDecision(afterWind)).toMatchObject({
      point: 'orders',
      sides,
      phase: 'unfouling',
      boardingAt: 'boardingPreparation',
    });
    const atBoarding = resolveTurn(basic, {}, { until: 'boardingPreparation' }).state;
    expect(nextDecision(atBoarding)).toMatchObject({ point: 'boarding', sides: [], boardingAt: null });
    const fouled = {
      ...atBoarding,
      fouls: [{ a: atBoarding.static.ships[0].id, b: atBoarding.static.ships[1].id }],
    };
    expect(nextDecision(fouled)).toMatchObject({ point: 'boarding', sides });
    expect(nextDecision(resolveTurn(basic, {}, { until: 'combat' }).state)).toMatchObject({
      point: null,
      runUntil: null,
    });
    expect(
      nextDecision({ ...basic, result: { winner: 'draw', reason: 'x' } } as unknown as typeof basic),
    ).toMatchObject({ phase: null, point: null, sides: [] });
  });
});
