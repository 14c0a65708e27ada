/** `--rules level[,optionalRule…]` names every optional rule of the engine, and a scenario file takes the same switches. */
import { describe, expect, it } from 'vitest';
import { parseRules } from '../../src/cli/rulesOption.js';
import { OPTIONAL_RULE_NAMES, getScenario, loadScenario, newGame } from '../../src/index.js';

describe('--rules with the optional rules of issue 17', () => {
  it('the form of the issue: --rules advanced,towing,blockedWind', () => {
    expect(parseRules('advanced,towing,blockedWind')).toEqual({
      level: 'advanced',
      optional: { towing: true, blockedWind: true },
    });
  });
  it('every optional rule name is accepted, alone and all together, and the game is set up with it', () => {
    for (const name of OPTIONAL_RULE_NAMES) {
      const r = parseRules(`basic,${name}`)!;
      expect(newGame(getScenario('frigate-duel'), { seed: 1, rules: r }).static.rules.optional[name]).toBe(true);
    }
    const all = parseRules(['advanced', ...OPTIONAL_RULE_NAMES].join(','))!;
    const g = newGame(getScenario('squadron-action'), { seed: 1, rules: all });
    for (const name of OPTIONAL_RULE_NAMES) expect(g.static.rules.optional[name]).toBe(true);
  });
  it('a rules option with its value: --rules advanced,commandLag,commandLagMode=distance (32.4)', () => {
    expect(parseRules('advanced,commandLag,commandLagMode=distance')).toEqual({
      level: 'advanced',
      optional: { commandLag: true },
      commandLagMode: 'distance',
    });
    expect(parseRules('basic,refusalTurns=5')).toEqual({ level: 'basic', refusalTurns: 5 });
    expect(() => parseRules('advanced,commandLagMode=far')).toThrow(
      /--rules: "commandLagMode=far" is not a rules option/,
    );
    expect(() => parseRules('advanced,level=basic')).toThrow(/is not a rules option/);
  });
  it('a misspelt rule is one line naming the known ones', () => {
    expect(() => parseRules('advanced,towng')).toThrow(
      /--rules: expected basic or advanced, optionally followed by optional rules \(.*towing.*\) \(got "towng"\)/,
    );
  });
  it('a scenario file takes the switches under rules.optional, and rejects an unknown one', () => {
    const base = {
      id: 'x',
      name: 'x',
      wind: { direction: 1 },
      sides: [
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B' },
      ],
      ships: [
        { id: 'p', side: 'a', class: 'br-f3-36', quality: 'average', bow: 'J20', heading: 1 },
        { id: 'q', side: 'b', class: 'fr-f3-36', quality: 'average', bow: 'A1', heading: 1 },
      ],
    };
    const s = loadScenario(
      { ...base, rules: { optional: { towing: true, runningAground: true }, blockedWindCover: 'either' } },
      'x.json',
    );
    expect(newGame(s, { seed: 1 }).static.rules).toMatchObject({
      blockedWindCover: 'either',
      optional: { towing: true, runningAground: true, blockedWind: false },
    });
    expect(() => loadScenario({ ...base, rules: { optional: { towingg: true } } }, 'x.json')).toThrow(
      /x\.json: rules\.optional: unknown field "towingg"/,
    );
  });
});
