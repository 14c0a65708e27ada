/**
 * The random captain plays Springelkamp's rules through the public API and the same harness as WS&IM
 * (bots/harness.ts playGame): legal plots from legalPlots on its own view, fire at the closest target;
 * no order is refused, the games end, and the records replay exactly.
 */
import { describe, expect, it } from 'vitest';
import { createCaptain, playGame } from '../../bots/index.js';
import { getScenario, listScenarios, replay } from '../../src/index.js';

describe("the random captain under Springelkamp's rules", () => {
  for (const s of listScenarios().filter((x) => x.system === 'springelkamp')) {
    it(`${s.id}: legal orders only, the game ends, the record replays`, () => {
      for (const seed of ['1', '2']) {
        const sc = getScenario(s.id);
        const captains = Object.fromEntries(sc.sides.map((side) => [side.id, createCaptain('random')]));
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
});
