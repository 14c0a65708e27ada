/**
 * Property: across the built-in scenarios and every rules level (Basic, Advanced, each optional
 * rule, all of them), no captain ever gives an order the engine rejects or truncates — no
 * `plot` event with `legal: false` (but for a plot written turns ahead under command lag, 32.3) and no
 * `orderIgnored` event for one of its ships (a captain never tries to change movement already written).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { getScenario, listScenarios, newGame, type AnyEvent, type AnyState } from '../../src/index.js';
import {
  OPTIONAL_RULE_NAMES,
  getScenario as wsimScenario,
  type GameEvent,
  type RulesInput,
} from '../../src/api/wsim.js';
import { captainRandoms, createCaptain, playTurn, type Captain } from '../../bots/index.js';

const CAPTAINS = [
  'random',
  'classic',
  'greedy-raker',
  // the novice level's faults (bots/greedy/misjudge.ts), every one at a high rate
  'greedy-raker:rangeError=2,lateLoading=0.5,windSense=0.5',
  'line-keeper',
  'mcts:iterations=6,worlds=2',
  // the search two turns deep (as at twice the default budget and more), and the options of issue 27's investigation
  'mcts:iterations=8,worlds=2,depth=2',
  'mcts:iterations=6,worlds=2,rm=1,model=1,lookahead=0.5',
  'mcts:iterations=4,worlds=2,expected=0,rollout=1',
  // the boarding word searched against any word of the enemy's (10.0, bots/wsim/boardingSearch.ts)
  'mcts:iterations=6,worlds=2,boardSearch=2,boardReply=1',
];
const LEVELS = ['basic', 'advanced'] as const;
const SWITCHES: (RulesInput['optional'] | undefined)[] = [
  undefined,
  ...OPTIONAL_RULE_NAMES.map((name) => ({ [name]: true })),
  Object.fromEntries(OPTIONAL_RULE_NAMES.map((name) => [name, true])),
];
// WS&IM scenarios here; Springelkamp's below, every captain but classic (which refuses them, bots/wsim/classic.ts)
const SCENARIOS = listScenarios()
  .filter((s) => s.system === 'wsim')
  .map((s) => s.id);
const SPR_SCENARIOS = listScenarios()
  .filter((s) => s.system === 'springelkamp')
  .map((s) => s.id);
const SPR_CAPTAINS = CAPTAINS.filter((c) => c !== 'classic');
/** Springelkamp's special rules: none, each, all (Special rules: Stern Rake, Grappling/Melee, Prize Crews). */
const SPR_RULES: object[] = [
  {},
  { special: { sternRake: true } },
  { special: { boarding: true } },
  { special: { sternRake: true, boarding: true, prizeCrews: true } },
];
const TURNS = 8;

interface Fault {
  captain: string;
  turn: number;
  ship: string;
  what: string;
}

/** Play up to `turns` turns and collect every rejected or truncated order, by captain. */
function faults(scenarioId: string, rules: object, seed: string, specs: [string, string], turns: number): Fault[] {
  const scenario = getScenario(scenarioId);
  let state: AnyState = newGame(scenario, { seed, rules: rules });
  const sides = state.static.sides.map((s) => s.id);
  const captains: Record<string, Captain> = {
    [sides[0]]: createCaptain(specs[0]),
    [sides[1]]: createCaptain(specs[1]),
  };
  const label: Record<string, string> = { [sides[0]]: specs[0], [sides[1]]: specs[1] };
  const randoms = captainRandoms(state);
  const out: Fault[] = [];
  let last: AnyEvent[] = [];
  for (let t = 0; t < turns && !state.result; t++) {
    // the side in control of each ship at the start of the turn gave its orders
    // (a Springelkamp ship carries its controller; a WS&IM one its prize crew's side)
    const controller = new Map(
      state.ships.map((s, i) => [
        state.static.ships[i].id,
        (s as { controller?: string }).controller ??
          ('prize' in s && s.prize ? s.prize.side : state.static.ships[i].side),
      ]),
    );
    const r = playTurn(state, captains, randoms, last);
    // 38.5 a ship that runs aground in this turn's movement cannot fire: her captain could not know it when ordering
    const grounded = new Set(r.events.flatMap((e) => (e.type === 'aground' ? [e.ship] : [])));
    for (const e of r.events) {
      if (e.type === 'orderIgnored' && grounded.has(e.ship) && e.reason.includes('(38.5)')) continue;
      // a plot written turns ahead under command lag (32.3) could not know the turn it is sailed in: its truncation (7.2.7) is the rule's
      if ((e.type === 'plot' && !e.legal && e.writtenOn === undefined) || e.type === 'orderIgnored') {
        const side = controller.get(e.ship)!;
        out.push({
          captain: label[side],
          turn: e.turn,
          ship: e.ship,
          what: e.type === 'plot' ? `plot ${e.plot}: ${e.reason}` : `${e.order}: ${e.reason}`,
        });
      }
    }
    state = r.state;
    last = r.events;
  }
  return out;
}

describe('captains never give orders the engine rejects or truncates', () => {
  const configs: { scenario: string; level: (typeof LEVELS)[number]; optional?: RulesInput['optional'] }[] = [];
  // the historical library of issue 15 adds 19 scenarios: each is played at both levels without and with every
  // optional rule; the first five scenarios and the teaching ones keep the sweep over every single switch
  const fullSweep = new Set([
    'frigate-duel',
    'sol-duel',
    'squadron-action',
    'constitution-guerriere',
    'mars-hercule',
    'basic-duel',
    'harbour-action',
  ]);
  for (const scenario of SCENARIOS) {
    const switches = fullSweep.has(scenario) ? SWITCHES : [SWITCHES[0], SWITCHES[SWITCHES.length - 1]];
    for (const level of LEVELS)
      for (const optional of switches) configs.push({ scenario, level, ...(optional ? { optional } : {}) });
  }

  for (const scenario of SCENARIOS) {
    it(`${scenario}: every rules level and optional rule, captains rotating`, () => {
      const all: (Fault & { config: string })[] = [];
      configs.forEach((c, i) => {
        if (c.scenario !== scenario) return;
        const specs: [string, string] = [
          CAPTAINS[i % CAPTAINS.length],
          CAPTAINS[(i + 1 + Math.floor(i / CAPTAINS.length)) % CAPTAINS.length],
        ];
        const rules: RulesInput = { level: c.level, ...(c.optional ? { optional: c.optional } : {}) };
        for (const f of faults(c.scenario, rules, `legal-${i}`, specs, TURNS))
          all.push({ ...f, config: `${c.scenario} ${JSON.stringify(rules)}` });
      });
      expect(all).toEqual([]);
    });
  }

  it('random seeds, scenarios, levels and pairings (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: configs.length - 1 }),
        fc.integer({ min: 0, max: CAPTAINS.length - 1 }),
        fc.integer({ min: 0, max: CAPTAINS.length - 1 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (ci, a, b, seed) => {
          const c = configs[ci];
          const rules: RulesInput = { level: c.level, ...(c.optional ? { optional: c.optional } : {}) };
          expect(faults(c.scenario, rules, String(seed), [CAPTAINS[a], CAPTAINS[b]], 16)).toEqual([]);
        },
      ),
      { numRuns: 12, seed: 4242 },
    );
  });

  for (const scenario of SPR_SCENARIOS) {
    it(`${scenario}: Springelkamp's rules with and without the special rules, captains rotating`, () => {
      const all: (Fault & { config: string })[] = [];
      SPR_RULES.forEach((rules, i) => {
        for (let k = 0; k < 2; k++) {
          const n = 2 * i + k;
          const specs: [string, string] = [
            SPR_CAPTAINS[n % SPR_CAPTAINS.length],
            SPR_CAPTAINS[(n + 1 + i) % SPR_CAPTAINS.length],
          ];
          for (const f of faults(scenario, rules, `spr-legal-${n}`, specs, TURNS))
            all.push({ ...f, config: `${scenario} ${JSON.stringify(rules)}` });
        }
      });
      expect(all).toEqual([]);
    });
  }

  it('Springelkamp: random seeds, scenarios, special rules and pairings (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: SPR_SCENARIOS.length - 1 }),
        fc.integer({ min: 0, max: SPR_RULES.length - 1 }),
        fc.integer({ min: 0, max: SPR_CAPTAINS.length - 1 }),
        fc.integer({ min: 0, max: SPR_CAPTAINS.length - 1 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (si, ri, a, b, seed) => {
          const specs: [string, string] = [SPR_CAPTAINS[a], SPR_CAPTAINS[b]];
          expect(faults(SPR_SCENARIOS[si], SPR_RULES[ri], String(seed), specs, 12)).toEqual([]);
        },
      ),
      { numRuns: 8, seed: 1616 },
    );
  });

  it('the check can fail: an over-long plot and a fire order for an empty broadside are caught', () => {
    const liar: Captain = {
      name: 'liar',
      orders: ({ view }) => ({
        ships: Object.fromEntries(
          view.ships
            .filter((s) => s.controller === view.side)
            .map((s) => [s.id, { plot: '9', fire: { L: {}, R: {} }, load: { L: 'chain' } }]),
        ),
      }),
    };
    const scenario = wsimScenario('frigate-duel');
    let state = newGame(scenario, { seed: 'liar' });
    const randoms = captainRandoms(state);
    const events: GameEvent[] = [];
    for (let t = 0; t < 3; t++) {
      const r = playTurn(state, { british: liar, french: createCaptain('random') }, randoms, []);
      events.push(...r.events);
      state = r.state;
    }
    expect(events.some((e) => e.type === 'plot' && !e.legal && e.ship === 'amazon')).toBe(true);
    // and under Springelkamp's rules: an illegal plot and a fire order for a named ship out of the field are refused
    const liarSpr: Captain = {
      name: 'liar',
      orders: ({ view }) => ({
        ships: Object.fromEntries(
          (view as unknown as { ships: { id: string; controller: string }[] }).ships
            .filter((s) => s.controller === view.side)
            .map((s) => [s.id, { plot: 'FFFFFFFFF', fire: { L: { target: s.id } } }]),
        ),
      }),
    };
    const spr = getScenario(SPR_SCENARIOS[0]);
    const sides = spr.sides.map((x: { id: string }) => x.id);
    const f = faults(SPR_SCENARIOS[0], {}, 'liar', ['random', 'random'], 1);
    expect(f).toEqual([]);
    const st = newGame(spr, { seed: 'liar' });
    const r = playTurn(st, { [sides[0]]: liarSpr, [sides[1]]: createCaptain('random') }, captainRandoms(st), []);
    const ignored = r.events.filter((e) => (e as { type: string }).type === 'orderIgnored');
    expect(ignored.length).toBeGreaterThanOrEqual(2);
  });
});
