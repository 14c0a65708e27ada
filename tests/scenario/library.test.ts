/**
 * Issue 15, the built-in library: every scenario loads, has every ship on the drawn map and none
 * overlapping, and plays to the end at its own rules level with greedy-raker on both sides; the
 * historical ones carry a year, a source and a history whose ship ids and winner exist. The
 * history block is checked at load time (one line per mistake, with its field path).
 */
import { describe, expect, it } from 'vitest';
import { listScenarios, newGame, ScenarioError } from '../../src/index.js';
import { getScenario, loadScenario, scenarioWarnings, type Scenario } from '../../src/api/wsim.js';
import { createCaptain, playGame } from '../../bots/index.js';
import { hexKey, parseHexLabel, neighbor, dir } from '../../src/engine/hex.js';

// the WS&IM library (Springelkamp's four scenarios have their own tests in tests/springelkamp/)
const ids = listScenarios()
  .filter((s) => s.system === 'wsim')
  .map((s) => s.id);
const historical = ids.filter((id) => getScenario(id).history !== undefined);

function errorsOf(input: unknown): string[] {
  try {
    loadScenario(input, 'h.json');
  } catch (e) {
    if (e instanceof ScenarioError) return e.lines;
    throw e;
  }
  return [];
}

describe('the built-in library (issue 15)', () => {
  it('holds at least 24 scenarios, at least 20 of them historical, each with a year and a source', () => {
    expect(ids.length).toBeGreaterThanOrEqual(24);
    expect(new Set(ids).size).toBe(ids.length);
    expect(historical.length).toBeGreaterThanOrEqual(20);
    for (const id of historical) {
      const s = getScenario(id);
      expect(s.year, id).toBeGreaterThan(1700);
      expect(s.source, id).toMatch(/sail|account/);
      expect(s.history!.summary.length, id).toBeGreaterThan(80);
    }
  });

  it('teaching scenarios: a Basic duel, a squadron action, a harbour action with land and anchors', () => {
    expect(getScenario('basic-duel').rules?.level).toBe('basic');
    expect(getScenario('squadron-action').ships.length).toBeGreaterThanOrEqual(6);
    const harbour = getScenario('harbour-action');
    expect(harbour.rules?.level).toBe('advanced');
    expect(harbour.anchorsAllowed).toBe(true);
    expect(harbour.map?.land?.length).toBeGreaterThan(20);
    expect(harbour.ships.filter((s) => s.anchored).length).toBeGreaterThanOrEqual(2);
  });

  for (const id of ids) {
    it(`${id}: every ship on the drawn map, on open sea and alone in her hexes; greedy-raker plays it to the end`, () => {
      const s: Scenario = getScenario(id);
      // a historical action may be lopsided in points (the warning is for designers): every other warning is a mistake here
      expect(scenarioWarnings(s, id).filter((w) => !(s.history && w.includes('point totals (14.2.1)')))).toEqual([]);
      const land = new Set((s.map?.land ?? []).map((t) => hexKey(parseHexLabel(t)!)));
      const taken = new Set<number>();
      for (const ship of s.ships) {
        const bow = parseHexLabel(ship.bow)!;
        for (const h of [bow, neighbor(bow, dir(ship.heading - 1 + 3))]) {
          expect(land.has(hexKey(h)), `${ship.id} on land`).toBe(false);
          expect(taken.has(hexKey(h)), `${ship.id} overlaps`).toBe(false);
          taken.add(hexKey(h));
        }
      }
      const level = s.rules?.level ?? 'basic';
      expect(newGame(s, { seed: 'lib' }).static.rules.level).toBe(level);
      const sides = s.sides.map((x) => x.id);
      const { state } = playGame(
        s,
        { [sides[0]]: createCaptain('greedy-raker'), [sides[1]]: createCaptain('greedy-raker') },
        { seed: 'lib' },
      );
      expect(state.result).not.toBeNull();
      if (s.turnLimit !== undefined) expect(state.result!.turn).toBeLessThanOrEqual(s.turnLimit);
      expect([...sides, 'draw']).toContain(state.result!.winner);
    });
  }

  it('a history block names real sides and ships, each mistake one line with its field path', () => {
    const base = JSON.parse(JSON.stringify(getScenario('chesapeake-shannon')));
    expect(errorsOf(base)).toEqual([]);
    const bad = {
      ...base,
      history: { ...base.history, winner: 'prussian', struck: ['chesapeake', 'chesapeake'], taken: ['essex'] },
    };
    expect(errorsOf(bad)).toEqual([
      'h.json: history.winner: expected a side id ("american", "british") or "draw" (got "prussian")',
      'h.json: history.struck[1]: "chesapeake" is listed twice',
      'h.json: history.taken[0]: expected the id of a ship of this scenario (got "essex")',
    ]);
    expect(errorsOf({ ...base, history: { winner: 'draw' } })).toEqual([
      'h.json: history.summary: expected string (missing)',
    ]);
    expect(errorsOf({ ...base, history: { ...base.history, fate: 'x' } })).toEqual([
      'h.json: history: unknown field "fate"',
    ]);
    expect(errorsOf({ ...base, year: 'long ago' })).toEqual(['h.json: year: expected number (got "long ago")']);
  });
});
