/** `--rules level[,optionalRule…]` names every optional rule of the engine, and a scenario file takes the same switches. */
import { describe, expect, it } from 'vitest';
import { parseRulesChoice } from '../../src/cli/rulesOption.js';
import { newGame } from '../../src/index.js';
import { OPTIONAL_RULE_NAMES, getScenario, loadScenario, type RulesInput } from '../../src/api/wsim.js';

describe('--rules with the optional rules of issue 17', () => {
  it('the form of the issue: --rules advanced,towing,blockedWind', () => {
    expect(parseRulesChoice('advanced,towing,blockedWind')).toEqual({
      system: 'wsim',
      rules: { level: 'advanced', optional: { towing: true, blockedWind: true } },
    });
  });
  it('every optional rule name is accepted, alone and all together, and the game is set up with it', () => {
    for (const name of OPTIONAL_RULE_NAMES) {
      const r = parseRulesChoice(`basic,${name}`)!.rules;
      expect(
        newGame(getScenario('frigate-duel'), { seed: 1, rules: r as RulesInput }).static.rules.optional[name],
      ).toBe(true);
    }
    const all = parseRulesChoice(['advanced', ...OPTIONAL_RULE_NAMES].join(','))!.rules;
    const g = newGame(getScenario('squadron-action'), { seed: 1, rules: all as RulesInput });
    for (const name of OPTIONAL_RULE_NAMES) expect(g.static.rules.optional[name]).toBe(true);
  });
  it('a rules option with its value: --rules advanced,commandLag,commandLagMode=distance (32.4)', () => {
    expect(parseRulesChoice('advanced,commandLag,commandLagMode=distance')).toEqual({
      system: 'wsim',
      rules: { level: 'advanced', optional: { commandLag: true }, commandLagMode: 'distance' },
    });
    expect(parseRulesChoice('basic,refusalTurns=5')).toEqual({
      system: 'wsim',
      rules: { level: 'basic', refusalTurns: 5 },
    });
    expect(() => parseRulesChoice('advanced,commandLagMode=far')).toThrow(
      /--rules: "commandLagMode=far" is not a rules option/,
    );
    expect(() => parseRulesChoice('advanced,level=basic')).toThrow(/is not a rules option/);
  });
  it('a misspelt rule is one line naming the known ones', () => {
    expect(() => parseRulesChoice('advanced,towng')).toThrow(
      /^--rules: unknown rules "towng" \(WS&IM: basic or advanced, with optional rules .*towing.*; Springelkamp: springelkamp, with special rules sternRake, sternRakeAnyTime, boarding, prizeCrews\)$/,
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
