/** Optional rule IV / 32.0 command lag: squadrons, movement written three turns ahead, the queue enforced, the flagship lost. */
import { describe, expect, it } from 'vitest';
import { checkPlot, legalPlots, playerView, ScenarioError } from '../../src/index.js';
import {
  commandLagOf,
  legalPlotEnds,
  loadScenario,
  type GameEvent,
  type GameState,
  type RulesInput,
} from '../../src/api/wsim.js';
import { edit, game, of, scenarioHead, ship, turn, type ShipDef } from './helpers.js';

const SHIPS: ShipDef[] = [
  { id: 'f', bow: 'J20', heading: 2 },
  { id: 'g', bow: 'J23', heading: 2 },
  { id: 'r1', bow: 'C30', heading: 2 },
  { id: 'r2', bow: 'C33', heading: 2 },
  { id: 'e', side: 'b', bow: 'Z5', heading: 5 },
];
const SQUADRONS = [
  { id: 'van', side: 'a', ships: ['f', 'g'], flagship: 'f' },
  { id: 'rear', side: 'a', ships: ['r1', 'r2'], flagship: 'r1' },
];

function fleet(rules: RulesInput = { level: 'basic', optional: { commandLag: true } }, ships = SHIPS): GameState {
  return game(ships, { rules, extra: { squadrons: SQUADRONS } });
}

const hold = { plot: '0' };
const plotOf = (events: GameEvent[], id: string) => of(events, 'plot').find((p) => p.ship === id)!;

describe('optional rule IV / 32.0 command lag', () => {
  it('32.3 the example: at the start the rear writes turns 1, 2 and 3; after turn 1 it writes turn 4', () => {
    let g = fleet();
    expect(commandLagOf(g, 'r1')).toMatchObject({ inCommand: false, written: [], due: [1, 2, 3] });
    expect(commandLagOf(g, 'f')).toEqual({ inCommand: true, written: [], due: [1] }); // 32.2
    expect(commandLagOf(g, 'e')).toBeNull(); // a side without squadrons is not bound
    let r = turn(g, { f: { plot: '1' }, g: { plot: '1' }, r1: { plot: '1', ahead: ['2', 'L1'] }, r2: hold, e: hold });
    expect(of(r.events, 'orderIgnored')).toEqual([]);
    g = r.state;
    expect(commandLagOf(g, 'r1')).toMatchObject({
      inCommand: false,
      written: [
        { turn: 2, plot: '2', on: 1 },
        { turn: 3, plot: 'L1', on: 1 },
      ],
      due: [4],
    });
    // turn 2: she sails what was written on turn 1, whatever her captain says now; she writes turn 4
    r = turn(g, { f: hold, g: hold, r1: { plot: '1', ahead: ['R1'] }, r2: hold, e: hold });
    expect(plotOf(r.events, 'r1')).toMatchObject({ plot: '2', executed: '2', legal: true, writtenOn: 1 });
    expect(of(r.events, 'orderIgnored')).toEqual([
      {
        type: 'orderIgnored',
        turn: 2,
        ship: 'r1',
        order: 'plot 1',
        reason:
          "her movement for turn 2 was written on turn 1: a squadron out of the flagship's immediate command (32.3)",
      },
    ]);
    expect(commandLagOf(r.state, 'r1')!.written.map((w) => [w.turn, w.plot, w.on])).toEqual([
      [3, 'L1', 1],
      [4, 'R1', 2],
    ]);
    // turn 3 sails L1, turn 4 R1
    r = turn(r.state, { f: hold, g: hold, r1: { ahead: ['0'] }, r2: hold, e: hold });
    expect(plotOf(r.events, 'r1')).toMatchObject({ plot: 'L1', writtenOn: 1 });
    r = turn(r.state, { f: hold, g: hold, r1: { ahead: ['0'] }, r2: hold, e: hold });
    expect(plotOf(r.events, 'r1')).toMatchObject({ plot: 'R1', writtenOn: 2 });
  });

  it('32.3 the queries offer only the written plot; an unwritten turn repeats the one before it; no further than three turns', () => {
    let g = fleet();
    const r = turn(g, { f: hold, g: hold, r1: { plot: '2', ahead: ['1', '1', '1'] }, r2: { plot: 'L1' }, e: hold });
    expect(of(r.events, 'orderIgnored')).toEqual([
      expect.objectContaining({
        ship: 'r1',
        order: 'ahead 1',
        reason: expect.stringContaining('no further ahead than turn 3'),
      }),
    ]);
    g = r.state;
    expect(commandLagOf(g, 'r2')!.written.map((w) => w.plot)).toEqual(['L1', 'L1']); // I-CMD-3
    expect(legalPlots(g, 'r1')).toEqual(['1']);
    expect(legalPlotEnds(g, 'r1')).toHaveLength(1);
    expect(legalPlots(g, 'f').length).toBeGreaterThan(5);
    expect(checkPlot(g, 'r1', '1')).toEqual({ legal: true, executed: '1' });
    expect(checkPlot(g, 'r1', '2')).toMatchObject({
      legal: false,
      executed: '1',
      reason: expect.stringContaining('32.3'),
    });
  });

  it('32.2 a ship in command writes turn to turn: movement ahead is an ignored order', () => {
    const r = turn(fleet(), { f: { plot: '1', ahead: ['1'] }, g: hold, r1: hold, r2: hold, e: hold });
    expect(of(r.events, 'orderIgnored')).toEqual([
      expect.objectContaining({ ship: 'f', order: 'ahead 1', reason: expect.stringContaining('32.2') }),
    ]);
    expect(r.state.commandLag!.written.f).toBeUndefined();
  });

  it("the written movement is in its own side's view and never in the enemy's", () => {
    const g = turn(fleet(), { f: hold, g: hold, r1: { plot: '1', ahead: ['2', 'L1'] }, r2: hold, e: hold }).state;
    const own = playerView(g, 'a');
    const enemy = playerView(g, 'b');
    expect(own.commandLag!.written.r1).toHaveLength(2);
    expect(enemy.commandLag!.written).toEqual({});
    expect(JSON.stringify(enemy)).not.toContain('"L1"');
    expect(legalPlots(own, 'r1')).toEqual(['2']);
    expect(legalPlots(enemy, 'r1').length).toBeGreaterThan(1); // the enemy does not know it
    expect(commandLagOf(enemy, 'r1')!.written).toEqual([]);
  });

  it('32.4 the alternative: within ten hexes of the flagship turn to turn, beyond three turns ahead; 32.4.1 and 32.4.2', () => {
    const rules: RulesInput = { level: 'basic', optional: { commandLag: true }, commandLagMode: 'distance' };
    let g = fleet(rules);
    expect(commandLagOf(g, 'g')!.inCommand).toBe(true); // three hexes away
    expect(commandLagOf(g, 'r1')).toMatchObject({ inCommand: false, rule: expect.stringContaining('32.4') });
    let r = turn(g, { f: hold, g: hold, r1: { plot: '0', ahead: ['0', '0'] }, r2: hold, e: hold });
    // 32.4.1 she ends her turn within ten hexes: what was written ahead is erased
    g = edit(r.state, (s) => {
      ship(s, 'r1').bow = { q: ship(s, 'g').bow.q - 3, r: ship(s, 'g').bow.r + 1 };
    });
    expect(commandLagOf(g, 'r1')).toEqual({ inCommand: true, written: [], due: [2] });
    r = turn(g, { f: hold, g: hold, r1: { plot: '1' }, r2: hold, e: hold });
    expect(plotOf(r.events, 'r1')).toMatchObject({ plot: '1', legal: true });
    expect(plotOf(r.events, 'r1').writtenOn).toBeUndefined();
    expect(r.state.commandLag!.written.r1).toBeUndefined();
    // 32.4.2 over ten hexes again: three turns ahead at the next Movement Notation Phase
    g = edit(r.state, (s) => {
      ship(s, 'r1').bow = { q: ship(s, 'f').bow.q - 12, r: ship(s, 'f').bow.r + 6 };
    });
    expect(commandLagOf(g, 'r1')).toMatchObject({ inCommand: false, due: [3, 4, 5] });
  });

  it('32.5 the flagship strikes: her squadron writes five turns ahead; after the five turns the next flag officer hoists the flag', () => {
    let g = turn(fleet(), { f: hold, g: hold, r1: { plot: '0', ahead: ['0', '0'] }, r2: hold, e: hold }).state;
    g = edit(g, (s) => {
      ship(s, 'f').surrendered = { cause: 'striking', turn: 1, to: 'b' };
    });
    expect(commandLagOf(g, 'g')).toMatchObject({
      inCommand: false,
      due: [2, 3, 4, 5, 6],
      rule: expect.stringContaining('32.5'),
    });
    let r = turn(g, {
      g: { plot: '1', ahead: ['1', '1', '0', '0'] },
      r1: { ahead: ['0'] },
      r2: { ahead: ['0'] },
      e: hold,
    });
    expect(of(r.events, 'flagship')).toEqual([
      { type: 'flagship', turn: 2, side: 'a', ship: 'f', change: 'lost', squadron: 'van' },
    ]);
    expect(of(r.events, 'orderIgnored')).toEqual([]);
    for (let t = 3; t <= 6; t++) {
      expect(commandLagOf(r.state, 'g')!.due).toEqual([]);
      r = turn(r.state, { g: {}, r1: { ahead: ['0'] }, r2: { ahead: ['0'] }, e: hold });
      expect(of(r.events, 'orderIgnored')).toEqual([]);
      expect(plotOf(r.events, 'g')).toMatchObject({ plot: t <= 4 ? '1' : '0', writtenOn: 2 });
    }
    // turn 7: the rear's flagship hoists the commander's flag; the rear is in command, the van out of it
    expect(commandLagOf(r.state, 'r2')!.inCommand).toBe(true);
    expect(commandLagOf(r.state, 'g')).toMatchObject({ inCommand: false, due: [7, 8, 9] });
    r = turn(r.state, { g: { plot: '1', ahead: ['1', '1'] }, r1: hold, r2: hold, e: hold });
    expect(of(r.events, 'flagship')).toEqual([
      { type: 'flagship', turn: 7, side: 'a', ship: 'r1', change: 'hoisted', squadron: 'rear' },
    ]);
  });

  it('32.5 with 32.4: a flagship sunk or taken is lost as one struck; no flagship, every ship out of command', () => {
    const rules: RulesInput = { level: 'basic', optional: { commandLag: true }, commandLagMode: 'distance' };
    for (const loss of ['sunk', 'captured'] as const) {
      const g = edit(fleet(rules), (s) => {
        if (loss === 'sunk') {
          ship(s, 'f').removed = 'sunk';
          ship(s, 'f').onBoard = false;
        } else {
          ship(s, 'f').surrendered = { cause: 'melee', turn: 0, to: 'b' };
          ship(s, 'f').prize = { side: 'b', squares: 1, quality: 'average' };
        }
      });
      expect(commandLagOf(g, 'g')).toMatchObject({ inCommand: false, due: [1, 2, 3, 4, 5] }); // 32.5 her squadron
      expect(commandLagOf(g, 'r1')).toMatchObject({ inCommand: false, due: [1, 2, 3] }); // 32.4 no flagship to be near
      const r = turn(g, { g: { plot: '1' }, r1: hold, r2: hold, e: hold });
      expect(of(r.events, 'flagship')).toEqual([
        { type: 'flagship', turn: 1, side: 'a', ship: 'f', change: 'lost', squadron: 'van' },
      ]);
      expect(r.state.commandLag!.written.g.map((w) => w.plot)).toEqual(['1', '1', '1', '1']); // I-CMD-3
      if (loss === 'captured') expect(commandLagOf(r.state, 'f')).toBeNull(); // a prize is bound by no squadron
    }
  });

  it('32.5 "the player can designate a new flag ship": order hoistFlag when the five turns are over, ignored before', () => {
    let g = edit(fleet(), (s) => {
      ship(s, 'f').surrendered = { cause: 'striking', turn: 0, to: 'b' };
    });
    let r = turn(g, { g: { plot: '1', hoistFlag: true }, r1: hold, r2: hold, e: { ...hold, hoistFlag: true } });
    expect(of(r.events, 'orderIgnored').map((e) => [e.ship, e.reason])).toEqual([
      ['e', 'her side has no squadrons (32.1)'],
      ['g', 'a new flagship is designated only when the five turns after the flagship was lost are completed (32.5)'],
    ]);
    g = r.state;
    for (let t = 2; t <= 5; t++) g = turn(g, { g: {}, r1: { ahead: ['0'] }, r2: { ahead: ['0'] }, e: hold }).state;
    // turn 6: the player designates r2 (the scenario's order would give r1) — f, struck, may not
    r = turn(g, {
      f: { hoistFlag: true },
      g: { plot: '0', ahead: ['0', '0'] },
      r1: hold,
      r2: { plot: '0', hoistFlag: true },
      e: hold,
    });
    expect(of(r.events, 'flagship')).toEqual([
      { type: 'flagship', turn: 6, side: 'a', ship: 'r2', change: 'hoisted', squadron: 'rear' },
    ]);
    expect(of(r.events, 'orderIgnored').map((e) => [e.ship, e.order])).toEqual([['f', 'hoistFlag']]);
    expect(r.state.commandLag!.flags.a).toEqual({ ship: 'r2', squadron: 'rear' });
  });

  it('with the switch off nothing is written ahead: an order to is ignored naming the rule', () => {
    const g = fleet({ level: 'basic' });
    expect(g.commandLag).toBeUndefined();
    expect(commandLagOf(g, 'r1')).toBeNull();
    const r = turn(g, { f: hold, g: hold, r1: { plot: '1', ahead: ['1'] }, r2: hold, e: hold });
    expect(of(r.events, 'orderIgnored')).toEqual([
      expect.objectContaining({ ship: 'r1', reason: 'command lag is an optional rule not in use (32.0)' }),
    ]);
    expect(plotOf(r.events, 'r1')).toMatchObject({ plot: '1', legal: true });
  });

  it('works in the Advanced Game with every other switch on', () => {
    const all = { commandLag: true, towing: true, blockedWind: true, runningAground: true, variableWind: true };
    let g = fleet({ level: 'advanced', optional: all });
    for (let t = 0; t < 4; t++) {
      const r = turn(g, {
        f: { plot: '1' },
        g: { plot: '1' },
        r1: { plot: '1', ahead: ['1', '1'] },
        r2: hold,
        e: hold,
      });
      g = r.state;
    }
    expect(g.turn).toBe(5);
  });
});

describe('32.1 squadrons in scenario files', () => {
  const base = {
    ...scenarioHead({ id: 'sq', name: 'sq', turnLimit: 10 }),
    ships: [
      ...['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7'].map((id, i) => ({
        id,
        side: 'a',
        class: 'br-f3-36',
        quality: 'average',
        bow: `C${5 + 3 * i}`,
        heading: 2,
      })),
      { id: 'b1', side: 'b', class: 'fr-f3-36', quality: 'average', bow: 'Z5', heading: 5 },
    ],
  };
  const errors = (squadrons: unknown): string[] => {
    try {
      loadScenario({ ...base, squadrons }, 'sq.json');
      return [];
    } catch (e) {
      if (e instanceof ScenarioError) return e.lines;
      throw e;
    }
  };
  const good = [
    { id: 'van', side: 'a', ships: ['a1', 'a2', 'a3'], flagship: 'a1' },
    { id: 'rear', side: 'a', ships: ['a4', 'a5', 'a6', 'a7'] },
  ];
  it('a valid division loads', () => expect(errors(good)).toEqual([]));
  it('each mistake is one line with its field path', () => {
    expect(errors([{ ...good[0], ships: ['a1', 'a2', 'a3', 'zz'] }, good[1]])).toEqual([
      'sq.json: squadrons[0].ships[3]: expected the id of a ship of this scenario (got "zz")',
    ]);
    expect(errors([{ ...good[0], flagship: 'a4' }, good[1]])).toEqual([
      'sq.json: squadrons[0].flagship: expected one of the squadron\'s own ships ("a1", "a2", "a3"), got "a4"',
    ]);
    expect(errors([{ ...good[0], flagship: undefined }, good[1]])[0]).toMatch(
      /^sq\.json: squadrons\[0\]\.flagship: expected the commander's flagship/,
    );
    expect(errors([good[0], { ...good[1], ships: ['a3', 'a4', 'a5', 'a6', 'a7'] }])).toEqual([
      'sq.json: squadrons[1].ships[0]: "a3" is already in squadron "van": a ship belongs to one squadron (32.1)',
    ]);
    expect(errors([{ ...good[0], ships: ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7'] }])[0]).toMatch(
      /^sq\.json: squadrons\[0\]\.ships: .*6/,
    );
    expect(errors([good[0]])).toEqual([
      'sq.json: squadrons: every ship of side "a" must be in a squadron (32.1): "a4", "a5", "a6", "a7" are in none',
    ]);
    expect(errors([...good, { id: 'x', side: 'b', ships: ['a1'], flagship: 'a1' }])[0]).toBe(
      'sq.json: squadrons[2].ships[0]: "a1" is a ship of side "a", not of the squadron\'s side "b"',
    );
    expect(errors([...good, { id: 'x', side: 'c', ships: ['b1'], flagship: 'b1' }])[0]).toMatch(
      /^sq\.json: squadrons\[2\]\.side: /,
    );
  });
});
