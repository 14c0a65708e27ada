/** The public API as documented in the README (one block per function, same examples). */
import { describe, expect, it } from 'vitest';
import {
  checkPlot,
  hexDistance,
  legalPlots,
  listScenarios,
  newGame,
  outcome,
  parseHexLabel,
  playerView,
  replay,
  resolveTurn,
  ScenarioError,
  startRecord,
  OrderError,
} from '../../src/index.js';
import {
  attitude,
  getScenario,
  inPlay,
  legalPlotEnds,
  loadScenario,
  movementAllowance,
  parsePlot,
  PlotSyntaxError,
} from '../../src/api/wsim.js';

describe('public API', () => {
  it('parsePlot', () => {
    expect(parsePlot('L1R1')).toEqual(['L', 'F', 'R', 'F']);
    expect(() => parsePlot('L1X')).toThrow(PlotSyntaxError);
  });
  it('loadScenario names the file, the field and what was expected', () => {
    const bad = { ...getScenario('frigate-duel'), turnLimit: 0 };
    try {
      loadScenario(JSON.stringify(bad), 'my.json');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ScenarioError);
      expect((e as ScenarioError).message).toBe('my.json: turnLimit: expected a number ≥ 1 (got 0)');
    }
    const unknownShip = { ...getScenario('frigate-duel') } as Record<string, unknown>;
    (unknownShip.ships as Record<string, unknown>[])[0] = {
      ...(unknownShip.ships as Record<string, unknown>[])[0],
      quality: 'legendary',
    };
    expect(() => loadScenario(unknownShip, 'x.json')).toThrow(
      'x.json: ships[0].quality: expected one of "elite", "crack", "average", "green", "poor" (got "legendary")',
    );
    expect(() => loadScenario('{', 'y.json')).toThrow(/^y\.json: not valid JSON/);
    expect(() => loadScenario({ ...getScenario('frigate-duel'), extra: 1 }, 'z.json')).toThrow(
      'z.json: (top level): unknown field "extra"',
    );
  });
  it('listScenarios / getScenario', () => {
    const ids = listScenarios().map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining(['frigate-duel', 'sol-duel', 'squadron-action']));
    expect(getScenario('frigate-duel').ships).toHaveLength(2);
    expect(() => getScenario('nope')).toThrow(ScenarioError);
  });
  it('newGame, legalPlots, checkPlot, movementAllowance', () => {
    const state = newGame(getScenario('frigate-duel'), { seed: 42 });
    expect(movementAllowance(state, 'amazon')).toBe(4);
    expect(legalPlots(state, 'amazon')).toContain('L1R1');
    expect(new Set(legalPlots(state, 'amazon')).size).toBe(legalPlots(state, 'amazon').length);
    expect(legalPlotEnds(state, 'amazon').map((e) => e.plot)).toEqual(legalPlots(state, 'amazon'));
    expect(checkPlot(state, 'amazon', '5')).toEqual({
      legal: false,
      executed: '4',
      reason: 'the movement allowance is 4 (7.1.5, 7.1.13)',
    });
  });
  it('resolveTurn, playerView, outcome, replay', () => {
    let state = newGame(getScenario('frigate-duel'), { seed: 42 });
    const record = startRecord(getScenario('frigate-duel'), state);
    const orders = {
      british: { ships: { amazon: { plot: '4', fire: { L: {}, R: {} } } } },
      french: { ships: { hermione: { plot: '4', fire: { L: {}, R: {} } } } },
    };
    const { state: next, events } = resolveTurn(state, orders);
    record.turns.push(orders);
    expect(events[0]).toEqual({ type: 'turnStart', turn: 1 });
    expect(next.turn).toBe(2);
    expect(state.turn).toBe(1); // the input is not changed
    const view = playerView(next, 'british');
    expect(view.ships.find((s) => s.id === 'hermione')!.loads).toBeNull();
    expect(view.ships.find((s) => s.id === 'amazon')!.loads).not.toBeNull();
    expect('rng' in view).toBe(false);
    expect(outcome(next)).toEqual({ over: false, winner: null, points: { british: 0, french: 0 } });
    expect(replay(record).state).toEqual(next);
    state = next;
    expect(() => resolveTurn(state, { spain: { ships: {} } })).toThrow(OrderError);
    expect(() => resolveTurn(state, { british: { ships: { hermione: { plot: '1' } } } })).toThrow(
      'orders.british.ships.hermione: that ship is controlled by "french"',
    );
  });
  it('geometry helpers: hexDistance, attitude, inPlay', () => {
    expect(hexDistance(parseHexLabel('J20')!, parseHexLabel('K20')!)).toBe(1);
    expect(attitude(1, 0)).toBe('A'); // heading 2 (internal 1), wind towards 1 (internal 0)
    const ship = { bow: parseHexLabel('J20')!, heading: 0 as const };
    expect(inPlay(ship, 'R', parseHexLabel('K20')!)).toBe(true);
    expect(inPlay(ship, 'L', parseHexLabel('K20')!)).toBe(false);
  });
});
