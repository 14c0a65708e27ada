/**
 * Captains cannot see hidden information (7.2.5): two states that differ only in what the player
 * view hides — the enemy's loads and reloads (and its bombs' mortar loading, 42.5), the dice stream, the game seed — give every captain
 * the same view and so the same decisions. And the search is deterministic with a fixed budget.
 */
import { describe, expect, it } from 'vitest';
import {
  asSystem,
  captainRandom,
  getScenario,
  newGame,
  playerView,
  publicEvents,
  replay,
  type AnyState,
} from '../../src/index.js';
import {
  OPTIONAL_RULE_NAMES,
  getScenario as wsimScenario,
  type GameEvent,
  type RulesInput,
} from '../../src/api/wsim.js';
import { captainRandoms, createCaptain, playGame, playTurn } from '../../bots/index.js';
import { midGame, midGameOf } from './fixtures/midGame.js';
import { sprWithOtherSecrets, withOtherSecrets } from './fixtures/secrets.js';

const SPECS = [
  'random',
  'classic',
  'greedy-raker',
  'line-keeper',
  'mcts:iterations=40,worlds=3',
  'mcts:iterations=30,worlds=3,depth=2',
  'mcts:iterations=30,worlds=3,model=1,lookahead=0.5',
];

/** Every optional rule switched on, in the Advanced Game. */
const ALL_OPTIONAL: RulesInput = {
  level: 'advanced',
  optional: Object.fromEntries(OPTIONAL_RULE_NAMES.map((name) => [name, true])),
};

describe('hidden information', () => {
  const cases: [string, number, RulesInput | undefined][] = [
    ['frigate-duel', 3, undefined],
    ['squadron-action', 4, undefined],
    ['mars-hercule', 3, undefined],
    ['squadron-action', 4, ALL_OPTIONAL],
    ['fort-mchenry', 3, ALL_OPTIONAL],
    ['fleet-action', 3, ALL_OPTIONAL],
  ];
  for (const [scenario, turns, rules] of cases) {
    it(`${scenario}${rules ? ' (every optional rule on)' : ''}: states differing only in hidden facts give identical decisions`, () => {
      const { state, last } = midGame(scenario, `hidden-${scenario}${rules ? '-all' : ''}`, turns, rules);
      expect(state.result).toBeNull();
      for (const side of state.static.sides.map((x) => x.id)) {
        const other = withOtherSecrets(state, side);
        expect(other).not.toEqual(state);
        const v1 = playerView(state, side);
        const v2 = playerView(other, side);
        expect(v2).toEqual(v1);
        const e1 = publicEvents(last, state, side);
        const e2 = publicEvents(last, other, side);
        for (const spec of SPECS) {
          const a = createCaptain(spec).orders({
            view: v1,
            events: e1,
            random: captainRandom('same', side),
            budget: {},
          });
          const b = createCaptain(spec).orders({
            view: v2,
            events: e2,
            random: captainRandom('same', side),
            budget: {},
          });
          expect(b, `${spec} as ${side}`).toEqual(a);
        }
      }
    });
  }

  it('casting the lead (39.0): states differing only in the depths the side has not sounded give identical decisions', () => {
    // a shoal band between the squadrons, charted for the French only
    const scenario = wsimScenario('squadron-action');
    const shoals: Record<string, number> = {};
    for (let col = 12; col <= 19; col++)
      for (let row = 14; row <= 32; row++)
        shoals[`${String.fromCharCode(65 + col)}${row}`] = 10 + ((col * 7 + row * 3) % 20);
    scenario.map = { columns: 36, rows: 44, shoals, charted: ['french'] };
    let state = newGame(scenario, { seed: 'lead', rules: ALL_OPTIONAL });
    const captains = { british: createCaptain('greedy-raker'), french: createCaptain('greedy-raker') };
    const randoms = captainRandoms(state);
    let last: GameEvent[] = [];
    for (let t = 0; t < 4 && !state.result; t++) {
      const r = playTurn(state, captains, randoms, last);
      state = r.state;
      last = r.events;
    }
    expect(state.result).toBeNull();
    const known = new Set(state.sounded?.british ?? []);
    const other = structuredClone(state);
    other.static.map.shoals = other.static.map.shoals!.map(
      ([k, d]) => [k, known.has(k) ? d : d + 7] as [number, number],
    );
    expect(other).not.toEqual(state);
    const v1 = playerView(state, 'british');
    const v2 = playerView(other, 'british');
    expect(v2).toEqual(v1);
    expect(playerView(other, 'french')).not.toEqual(playerView(state, 'french'));
    for (const spec of SPECS) {
      const a = createCaptain(spec).orders({
        view: v1,
        events: publicEvents(last, state, 'british'),
        random: captainRandom('same', 'british'),
        budget: {},
      });
      const b = createCaptain(spec).orders({
        view: v2,
        events: publicEvents(last, other, 'british'),
        random: captainRandom('same', 'british'),
        budget: {},
      });
      expect(b, spec).toEqual(a);
    }
  });

  it('the views really differ when the hidden facts are shown: a captain reading the state would notice', () => {
    const { state } = midGame('frigate-duel', 'hidden-check', 2);
    const other = withOtherSecrets(state, 'british');
    expect(other.ships[1].loads).not.toEqual(state.ships[1].loads);
    expect(playerView(other, 'french').ships[1].loads).not.toEqual(playerView(state, 'french').ships[1].loads);
  });
});

describe('mcts determinism', () => {
  it('a fixed iteration budget gives the same orders from the same view and stream', () => {
    const { state, last } = midGame('frigate-duel', 'det', 3);
    const view = playerView(state, 'british');
    const events = publicEvents(last, state, 'british');
    const run = () =>
      createCaptain('mcts:iterations=120').orders({
        view,
        events,
        random: captainRandom('det', 'british'),
        budget: {},
      });
    const a = run();
    expect(run()).toEqual(a);
    // a different stream is a different search (the check can fail)
    const c = createCaptain('mcts:iterations=120').orders({
      view,
      events,
      random: captainRandom('other', 'british'),
      budget: {},
    });
    expect(c.ships.amazon.plot).toBeTypeOf('string');
  });

  it('the default budget is perShip iterations per fighting ship of both sides', () => {
    const { state, last } = midGame('squadron-action', 'budget', 2);
    const view = playerView(state, 'french');
    const events = publicEvents(last, state, 'french');
    const fighting = state.ships.filter((s) => s.removed === null && s.surrendered === null).length;
    const captain = createCaptain('mcts:perShip=7,worlds=2') as ReturnType<typeof createCaptain> & {
      lastSearch: { budget: number };
    };
    captain.orders({ view, events, random: captainRandom('budget', 'french'), budget: {} });
    expect(fighting).toBe(6);
    expect(captain.lastSearch.budget).toBe(7 * fighting);
    // the default: 300 a ship in a fleet action (150 in a single-ship action)
    const auto = createCaptain('mcts:worlds=2') as typeof captain;
    auto.orders({ view, events, random: captainRandom('budget', 'french'), budget: {} });
    expect(auto.lastSearch.budget).toBe(300 * fighting);
  });

  it('whole games with the same seed are identical, and the record replays to the same end', () => {
    const scenario = wsimScenario('frigate-duel');
    scenario.turnLimit = 6;
    const play = () =>
      playGame(
        scenario,
        { british: createCaptain('mcts:iterations=30,worlds=2'), french: createCaptain('greedy-raker') },
        { seed: 'same' },
      );
    const a = play();
    const b = play();
    expect(b.record.turns).toEqual(a.record.turns);
    expect(b.state).toEqual(a.state);
    expect(replay(a.record).state).toEqual(a.state);
  });
});

describe("hidden information and determinism under Springelkamp's rules", () => {
  const SPR_SPECS = SPECS.filter((s) => s !== 'classic');
  for (const scenario of ['springelkamp-frigate-duel', 'springelkamp-squadron-action']) {
    it(`${scenario}: states differing only in hidden facts give identical decisions, for every captain`, () => {
      const { state, last } = midGameOf(scenario, `hidden-${scenario}`, 3, { special: { boarding: true } });
      expect(state.result).toBeNull();
      for (const side of state.static.sides.map((x) => x.id)) {
        const other = sprWithOtherSecrets(asSystem(state, 'springelkamp', 'the test'), side);
        expect(other).not.toEqual(state);
        const v1 = playerView(state, side);
        expect(playerView(other, side)).toEqual(v1);
        // the view carries no dice, no seed, and no enemy crew figures
        expect(JSON.stringify(v1)).not.toContain('"rng"');
        expect(v1.static).not.toHaveProperty('seed');
        const e1 = publicEvents(last, state, side);
        for (const spec of SPR_SPECS) {
          const orders = (s: AnyState) =>
            createCaptain(spec).orders({
              view: playerView(s, side),
              events: e1,
              random: captainRandom('same', side),
              budget: {},
            });
          const a = orders(state);
          expect(orders(other), `${spec} as ${side}`).toEqual(a);
          expect(Object.keys(a.ships).length, spec).toBeGreaterThan(0);
        }
      }
    });
  }

  it('mcts: a fixed iteration budget gives the same orders; whole games replay', () => {
    const { state, last } = midGameOf('springelkamp-frigate-duel', 'spr-det', 2);
    const side = state.static.sides[0].id;
    const view = playerView(state, side);
    const events = publicEvents(last, state, side);
    const run = (stream: string) =>
      createCaptain('mcts:iterations=60,worlds=2').orders({
        view,
        events,
        random: captainRandom(stream, side),
        budget: {},
      });
    expect(run('det')).toEqual(run('det'));
    const scenario = getScenario('springelkamp-frigate-duel');
    scenario.turnLimit = 6;
    const sides = scenario.sides.map((x: { id: string }) => x.id);
    const play = () =>
      playGame(
        scenario,
        { [sides[0]]: createCaptain('mcts:iterations=20,worlds=2'), [sides[1]]: createCaptain('line-keeper') },
        { seed: 'same' },
      );
    const a = play();
    expect(play().record.turns).toEqual(a.record.turns);
    expect(replay(JSON.parse(JSON.stringify(a.record))).state).toEqual(a.state);
  });
});
