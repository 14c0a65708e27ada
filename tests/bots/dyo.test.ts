/** Issue 15, design your own: a designed scenario validates clean and plays to the end with every captain at both rules levels. */
import { describe, expect, it } from 'vitest';
import {
  designScenario,
  getScenario,
  loadScenario,
  replay,
  scenarioWarnings,
  type GameEvent,
} from '../../src/index.js';
import { createCaptain, playGame } from '../../bots/index.js';

const CAPTAINS = ['random', 'classic', 'greedy-raker', 'line-keeper', 'mcts:iterations=16,worlds=1'];

describe('wsim scenario new: a designed scenario is played to the end by every captain', () => {
  for (const level of ['basic', 'advanced'] as const) {
    const { scenario: input, sides } = designScenario({
      points: 60,
      sides: ['british', 'french'],
      rules: { level },
      seed: `dyo-${level}`,
    });
    const scenario = loadScenario(input, `dyo-${level}`);
    it(`${level}: legal, no warnings, within 3 points of the budget on each side, entering from opposite corners`, () => {
      expect(scenarioWarnings(scenario)).toEqual([]);
      for (const side of sides) expect(Math.abs(side.points - 60), side.id).toBeLessThanOrEqual(3);
      expect(scenario.deferredLoading).toBe(true);
      expect(scenario.rules?.level).toBe(level);
    });
    for (const spec of CAPTAINS) {
      it(`${level}: ${spec} against ${spec}`, () => {
        const events: GameEvent[] = [];
        const { state, record } = playGame(
          scenario,
          { british: createCaptain(spec), french: createCaptain(spec) },
          { seed: 'dyo', maxTurns: input.turnLimit, onTurn: (_, e) => events.push(...e) },
        );
        expect(state.result).not.toBeNull();
        expect(state.turn).toBeLessThanOrEqual(input.turnLimit!);
        // the captains gave no order the engine had to truncate or ignore
        expect(events.filter((e) => (e.type === 'plot' && !e.legal) || e.type === 'orderIgnored')).toEqual([]);
        expect(replay(record).state.result).toEqual(state.result);
      }, 240_000);
    }
  }
});

describe('7.2.8 a captain sails an entering ship in', () => {
  it('shipOrders keeps the plot of a ship entering this turn (it used to write "0" for every ship not yet on the board)', () => {
    const s = structuredClone(getScenario('frigate-duel')) as ReturnType<typeof getScenario> & {
      ships: { entersOnTurn?: number }[];
    };
    s.ships[0].entersOnTurn = 1;
    const events: GameEvent[] = [];
    playGame(
      loadScenario(s),
      { british: createCaptain('random'), french: createCaptain('random') },
      { seed: 'enter', maxTurns: 40, onTurn: (_, e) => events.push(...e) },
    );
    expect(events.filter((e) => e.type === 'entered').map((e) => [e.ship, e.turn])).toEqual([['amazon', 1]]);
  });
});
