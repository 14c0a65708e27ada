/**
 * Every computer captain plays Springelkamp's rules through the public API and the same harness as WS&IM
 * (bots/harness.ts playGame), through its captain interface (bots/rules/): no order is refused, the games end,
 * the records replay exactly; greedy-raker beats random clearly over seeded games; classic refuses the
 * system in one line.
 */
import { describe, expect, it } from 'vitest';
import { createCaptain, playGame, CaptainRulesError } from '../../bots/index.js';
import { getScenario, listScenarios, newGame, playerView, replay } from '../../src/index.js';
import { captainRulesOf, CaptainSystemError } from '../../bots/rules/index.js';

describe("the captains under Springelkamp's rules", () => {
  for (const s of listScenarios().filter((x) => x.system === 'springelkamp')) {
    it(`${s.id}: legal orders only, the game ends, the record replays (random, greedy-raker, line-keeper)`, () => {
      for (const [seed, a, b] of [
        ['1', 'random', 'random'],
        ['2', 'greedy-raker', 'random'],
        ['3', 'line-keeper', 'greedy-raker'],
      ]) {
        const sc = getScenario(s.id);
        const captains = Object.fromEntries(sc.sides.map((side, i) => [side.id, createCaptain(i ? b : a)]));
        const { state, record, events } = playGame(sc, captains, { seed, keepEvents: true, maxTurns: 60 });
        expect(state.result).not.toBeNull();
        const refused = events.filter((e) => (e as { type: string }).type === 'orderIgnored');
        expect(refused).toEqual([]);
        const r = replay(JSON.parse(JSON.stringify(record)));
        expect(r.divergence).toBeNull();
        expect(r.state).toEqual(state);
      }
    });
  }

  it('greedy-raker beats random clearly over 12 seeded frigate duels, sides alternating (measured 11-0-1)', () => {
    const sc = getScenario('springelkamp-frigate-duel');
    const [a, b] = sc.sides.map((x) => x.id);
    const tally = { greedy: 0, random: 0, draw: 0 };
    for (let i = 0; i < 12; i++) {
      const greedySide = i % 2 ? a : b;
      const randomSide = greedySide === a ? b : a;
      const captains = { [greedySide]: createCaptain('greedy-raker'), [randomSide]: createCaptain('random') };
      const { state } = playGame(sc, captains, { seed: `duel-${i}`, maxTurns: 80 });
      const w = state.result?.winner;
      if (w === greedySide) tally.greedy++;
      else if (w === randomSide) tally.random++;
      else tally.draw++;
    }
    expect(tally.greedy).toBeGreaterThanOrEqual(10);
    expect(tally.random).toBeLessThanOrEqual(1);
  });

  it('classic refuses the system in one line naming the captain and the system; an unknown system names it', () => {
    const sc = getScenario('springelkamp-frigate-duel');
    const view = playerView(newGame(sc, { seed: 'c' }), sc.sides[0].id);
    const ask = () => createCaptain('classic').orders({ view, events: [], random: () => 0.5, budget: {} });
    expect(ask).toThrow(CaptainRulesError);
    expect(ask).toThrow('captain "classic" plays wsim only; this game is played under "springelkamp"');
    const other = { ...view, static: { ...view.static, system: 'admiralty' } } as never;
    expect(() => captainRulesOf(other)).toThrow(CaptainSystemError);
    expect(() => captainRulesOf(other)).toThrow(
      'no captain knows the rule system "admiralty" (known: wsim, springelkamp)',
    );
    expect(() => createCaptain('random').orders({ view: other, events: [], random: () => 0.5, budget: {} })).toThrow(
      /no captain knows the rule system "admiralty"/,
    );
  });
});
