/**
 * The rule system as a choice (I-SYS-1, src/systems/rulesChoice.ts): the words of `--rules` and of an experiment's
 * `rules` factor, a scenario's counterpart under the other system, an experiment crossing WS&IM and Springelkamp,
 * and the ladder and the report on Springelkamp games.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  applyRulesChoice,
  counterpartScenario,
  getScenario,
  listScenarios,
  newGame,
  parseRulesWords,
  playedRulesSlug,
  ScenarioError,
  type AnyScenario,
} from '../../src/index.js';
import { randomCaptain } from '../../bots/random.js';
import { registerCaptain } from '../../bots/index.js';
import { loadExperiment } from '../../src/lab/experiment.js';
import { playCellGameOrThrow } from '../../src/lab/game.js';
import { ladderJobs, ladderReport, type LadderPlan } from '../../src/lab/ladder/ladder.js';
import { runLadderGames } from '../../src/lab/ladder/games.js';
import { aggregate } from '../../src/report/aggregate.js';
import { systemSentences } from '../../src/report/systems.js';
import type { GameRow } from '../../src/lab/types.js';
import { removeTempDirs, tempDir, writeExperiment } from '../lab/helpers.js';

afterAll(removeTempDirs);

function lineOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(ScenarioError);
    expect((e as ScenarioError).lines).toHaveLength(1);
    return (e as ScenarioError).lines[0];
  }
  throw new Error('expected a ScenarioError');
}

describe('rules by name: the system and its switches', () => {
  it('springelkamp with its special rules; WS&IM with a level and optional rules', () => {
    expect(parseRulesWords(['springelkamp'])).toEqual({ system: 'springelkamp', rules: {} });
    expect(parseRulesWords(['springelkamp', 'sternRake', 'boarding'])).toEqual({
      system: 'springelkamp',
      rules: { special: { sternRake: true, boarding: true } },
    });
    expect(parseRulesWords(['advanced', 'towing'])).toEqual({
      system: 'wsim',
      rules: { level: 'advanced', optional: { towing: true } },
    });
    // the switches alone name their system (the level or the special rules off: the scenario's)
    expect(parseRulesWords(['towing'])).toEqual({ system: 'wsim', rules: { optional: { towing: true } } });
    expect(parseRulesWords(['sternRake'])).toEqual({ system: 'springelkamp', rules: { special: { sternRake: true } } });
    expect(parseRulesWords([])).toBeUndefined();
  });
  it("a switch of the other system is one line naming it and the system's own", () => {
    expect(() => parseRulesWords(['springelkamp', 'towing'])).toThrow(
      /^"towing" is a WS&IM rule, not one of Springelkamp's special rules \(sternRake, sternRakeAnyTime, boarding, prizeCrews\)$/,
    );
    expect(() => parseRulesWords(['advanced', 'sternRake'])).toThrow(
      /^"sternRake" is a Springelkamp rule, not a WS&IM level or optional rule \(optionalRake, .*castingTheLead.*\)/,
    );
    expect(() => parseRulesWords(['expert'])).toThrow(/^unknown rules "expert" \(WS&IM: basic or advanced, /);
  });
  it('the rules a game is played under, as the rows write them', () => {
    const spr = newGame(getScenario('springelkamp-frigate-duel'), {
      seed: 1,
      rules: { special: { sternRake: true } },
    });
    expect(playedRulesSlug(spr.static)).toBe('springelkamp+sternRake');
    const w = newGame(getScenario('frigate-duel'), {
      seed: 1,
      rules: { level: 'advanced', optional: { towing: true } },
    });
    expect(playedRulesSlug(w.static)).toBe('advanced+towing');
  });
});

describe('I-SYS-1: a scenario under the other rule system is its counterpart', () => {
  it('every built-in Springelkamp scenario names a WS&IM one with the same sides, and back', () => {
    const spr = listScenarios().filter((s) => s.system === 'springelkamp');
    expect(spr.length).toBeGreaterThanOrEqual(4);
    for (const s of spr) {
      const sc = getScenario(s.id);
      const w = counterpartScenario(sc, 'wsim');
      expect(w.system ?? 'wsim').toBe('wsim');
      expect(w.id).toBe((sc as { wsim?: string }).wsim);
      expect(counterpartScenario(w, 'springelkamp').id).toBe(s.id);
      expect(w.sides.map((x) => x.id)).toEqual((sc as unknown as { sides: { id: string }[] }).sides.map((x) => x.id));
    }
  });
  it('the scenario itself under its own system; the rules go with the choice', () => {
    const fd = getScenario('frigate-duel');
    expect(counterpartScenario(fd, 'wsim')).toBe(fd);
    const r = applyRulesChoice(fd, { system: 'springelkamp', rules: { special: { sternRake: true } } });
    expect(r.scenario.id).toBe('springelkamp-frigate-duel');
    expect(r.rules).toEqual({ special: { sternRake: true } });
    expect(applyRulesChoice(fd, undefined)).toEqual({ scenario: fd, rules: undefined });
  });
  it('no counterpart, a changed copy of a built-in, a Springelkamp file naming none: one line each', () => {
    expect(lineOf(() => counterpartScenario(getScenario('harbour-action'), 'springelkamp'))).toMatch(
      /^harbour-action: scenario "harbour-action" has no Springelkamp counterpart: no built-in Springelkamp scenario names it in "wsim" \(I-SYS-1; counterparts: frigate-duel ↔ springelkamp-frigate-duel, /,
    );
    const changed = getScenario('frigate-duel');
    changed.ships[0].bow = 'K24';
    expect(lineOf(() => counterpartScenario(changed, 'springelkamp', 'my.json'))).toMatch(
      /^my\.json: scenario "frigate-duel" has no Springelkamp counterpart: it is not the built-in "frigate-duel"/,
    );
    const spr = getScenario('springelkamp-sol-duel') as unknown as Record<string, unknown>;
    delete spr.wsim;
    expect(lineOf(() => counterpartScenario(spr as unknown as AnyScenario, 'wsim'))).toMatch(
      /has no WS&IM counterpart: a Springelkamp scenario names the WS&IM scenario of the same action in "wsim"/,
    );
    spr.wsim = 'constitution-guerriere';
    expect(lineOf(() => counterpartScenario(spr as unknown as AnyScenario, 'wsim'))).toMatch(
      /its sides \(british, french\) are not the counterpart "constitution-guerriere"'s \(american, british\)/,
    );
    spr.wsim = 'springelkamp-frigate-duel';
    expect(lineOf(() => counterpartScenario(spr as unknown as AnyScenario, 'wsim'))).toMatch(
      /its "wsim" names "springelkamp-frigate-duel", which is not a built-in WS&IM scenario/,
    );
  });
});

describe('the rule system as an experiment factor', () => {
  const base = {
    id: 'sys',
    seed: 's',
    gamesPerCell: 2,
    factors: { scenario: 'frigate-duel', rules: ['advanced', 'springelkamp'], captain: 'random' },
  };
  it('one cell per system; the Springelkamp cell plays the counterpart and its rows carry the system', async () => {
    const exp = await loadExperiment(writeExperiment(tempDir(), 'sys.json', base));
    expect(exp.cells.map((c) => c.id)).toEqual([
      'scenario=frigate-duel;rules=advanced;captain=random',
      'scenario=frigate-duel;rules=springelkamp;captain=random',
    ]);
    const rows = exp.cells.map((c) => playCellGameOrThrow(exp, c, 1));
    expect(rows.map((r) => [r.scenario, r.system, r.rules, r.factors.scenario, r.factors.rules])).toEqual([
      ['frigate-duel', 'wsim', 'advanced', 'frigate-duel', 'advanced'],
      ['springelkamp-frigate-duel', 'springelkamp', 'springelkamp', 'frigate-duel', 'springelkamp'],
    ]);
    // the swapped game: role A (the first captain) plays the second side under both systems
    expect(rows.map((r) => [r.factors.sideA, r.factors.swap])).toEqual([
      ['french', true],
      ['french', true],
    ]);
  });
  it('the object form and special rules; the slugs name them', async () => {
    const exp = await loadExperiment(
      writeExperiment(tempDir(), 'sys.json', {
        ...base,
        factors: {
          ...base.factors,
          rules: ['springelkamp+sternRake', { system: 'springelkamp', special: { boarding: true } }],
        },
      }),
    );
    expect(exp.cells.map((c) => c.factors.rules)).toEqual(['springelkamp+sternRake', 'springelkamp+boarding']);
    expect(exp.cells[1].rules).toEqual({ system: 'springelkamp', rules: { special: { boarding: true } } });
  });
  it('a combination that makes no sense is one line naming the field', async () => {
    const bad = async (factors: object, re: RegExp) => {
      const file = writeExperiment(tempDir(), 'bad.json', { ...base, factors: { ...base.factors, ...factors } });
      await expect(loadExperiment(file)).rejects.toThrow(re);
    };
    await bad(
      { rules: ['springelkamp+towing'] },
      /bad\.json: factors\.rules\[0\]: "towing" is a WS&IM rule, not one of Springelkamp's/,
    );
    await bad({ rules: 'advanced+sternRake' }, /bad\.json: factors\.rules: "sternRake" is a Springelkamp rule/);
    await bad({ rules: [{ system: 'springelkamp', optional: { towing: true } }] }, /"optional" is WS&IM's/);
    await bad({ rules: [{ level: 'advanced', special: { sternRake: true } }] }, /"special" is Springelkamp's/);
    await bad(
      { scenario: 'harbour-action', rules: ['advanced', 'springelkamp'] },
      /bad\.json: factors\.rules: scenario "harbour-action" has no Springelkamp counterpart/,
    );
    await bad(
      { quality: 'crack', rules: ['springelkamp'] },
      /bad\.json: factors\.quality: crew qualities .* are WS&IM's/,
    );
    const duel = writeExperiment(tempDir(), 'bad.json', {
      ...base,
      factors: { class: 'fr-f3-36', rules: 'springelkamp', captain: 'random' },
    });
    await expect(loadExperiment(duel)).rejects.toThrow(/factors\.class: generated duels are of WS&IM ship classes/);
  });
});

describe('the ladder and the report on Springelkamp games', () => {
  it('the ladder plays the counterpart under --rules springelkamp, unchanged in its interface', async () => {
    registerCaptain({ ...randomCaptain, name: 'random-twin' });
    const { scenario, rules } = applyRulesChoice(getScenario('frigate-duel'), parseRulesWords(['springelkamp']));
    const plan: LadderPlan = {
      captains: ['random', 'random-twin'],
      scenario,
      scenarioRef: 'frigate-duel',
      rules: rules,
      rulesLabel: 'springelkamp',
      seed: 'spr',
      pairs: 2,
    };
    const games = await runLadderGames(ladderJobs(plan), { workers: 0 });
    expect(games).toHaveLength(4);
    for (const g of games) expect(g.turns).toBeGreaterThan(0);
    const report = ladderReport(plan, games);
    expect(report.rules).toBe('springelkamp');
    expect(report.pairings[0].games).toBe(4);
  });
  it('the report tallies the systems side by side and compares them in a sentence', async () => {
    const exp = await loadExperiment(
      writeExperiment(tempDir(), 'sys.json', {
        id: 'sys',
        seed: 's',
        gamesPerCell: 4,
        factors: { scenario: 'frigate-duel', rules: ['advanced', 'springelkamp'], captain: 'random' },
      }),
    );
    const rows: GameRow[] = exp.cells.flatMap((c) => [0, 1, 2, 3].map((i) => playCellGameOrThrow(exp, c, i)));
    const agg = aggregate(rows, []);
    expect(agg.systems!.map((r) => [r.engagement, r.system, r.rules, r.scenario, r.games])).toEqual([
      ['frigate-duel', 'wsim', 'advanced', 'frigate-duel', 4],
      ['frigate-duel', 'springelkamp', 'springelkamp', 'springelkamp-frigate-duel', 4],
    ]);
    for (const r of agg.systems!) {
      const mine = rows.filter((x) => x.rules === r.rules);
      expect(r.side1Wins + r.side2Wins + r.draws).toBe(4);
      expect(r.side1Wins).toBe(mine.filter((x) => x.winner === r.side1).length);
      expect(r.turns).toBeCloseTo(mine.reduce((n, x) => n + x.turns, 0) / 4, 10);
      expect(r.ended).toBe(mine.filter((x) => !/turn limit/.test(x.reason)).length);
    }
    const [s] = systemSentences(agg.systems!);
    expect(s.text).toMatch(/^frigate-duel under advanced against springelkamp \(4 games and 4 games\): british wins /);
    // one system only: no table
    expect(
      aggregate(
        rows.filter((r) => r.system === 'wsim'),
        [],
      ).systems,
    ).toBeNull();
  });
});
