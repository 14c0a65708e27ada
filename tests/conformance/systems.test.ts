/**
 * The conformance suite (issue 30; OpenSpiel's random-simulation test), run over every rule system the public API
 * registers (`ruleSystems()`): a system registered there is played here with no edit to this file, and so is every
 * fixture system of tests/conformance/fixtures/<id>/ (its index.ts registers it in every layer and its profile). For each
 * system, games of its built-in scenarios under every rules setting its rules schema offers (tests/conformance/sample.ts),
 * the random captain against greedy-raker (and greedy-raker against itself), each to its end by a small turn limit:
 * 1. the game ends with a result; the same seed and captains give the same record; the record replays to the same
 *    digests and the same final state;
 * 2. every side's view, at every turn and at every decision a captain is given, is plain JSON without the random
 *    stream or the seed, and is the same when what it is documented to hide is changed (tests/conformance/profiles.ts);
 * 3. every legal plot listed for a ship (a few spread over the list, at every decision) is accepted by the plot
 *    check and by checkOrder;
 * 4. every order a captain gives passes checkOrder on its view, and resolving the turn refuses none of them
 *    (no `orderIgnored`, no illegal plot) but for the refusals the rules make unforeseeable (profiles.ts, by rule).
 */
import { existsSync, readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ruleSystems, type AnyRuleSystem } from '../../src/index.js';
import { captainEntry } from '../../bots/index.js';
import { profileOf } from './profiles.js';
import { gameCases, rulesVariants } from './sample.js';
import { runSystem, type SystemRun } from './checks.js';

/** The captains: the random one, and a generic captain that plays every system. */
const PAIRINGS: readonly [string, string][] = [
  ['random', 'greedy-raker'],
  ['greedy-raker', 'random'],
  ['greedy-raker', 'greedy-raker'],
];
const TURN_LIMIT = 10;
const MIN_GAMES = 10;
/** every built-in scenario of today's systems; a spread sample of a larger library */
const MAX_SCENARIOS = 30;

/** the fixture systems, each registering itself in every layer (tests/conformance/fixtures/<id>/index.ts) */
const FIXTURES = new URL('./fixtures/', import.meta.url);
for (const dir of existsSync(FIXTURES) ? readdirSync(FIXTURES).sort() : []) {
  const entry = new URL(`${dir}/index.ts`, FIXTURES);
  if (existsSync(entry)) await import(entry.href);
}

const systems = ruleSystems();

it('the suite runs over every registered rule system', () => {
  expect(systems.map((s) => s.id)).toEqual(expect.arrayContaining(['wsim', 'springelkamp']));
});

describe.each(systems.map((s) => [s.id, s] as [string, AnyRuleSystem]))('rule system %s', (id, system) => {
  let run: SystemRun;
  const cases = gameCases(system, {
    minGames: MIN_GAMES,
    maxScenarios: MAX_SCENARIOS,
    turnLimit: TURN_LIMIT,
    pairings: PAIRINGS,
  });

  const profile = profileOf(id);

  beforeAll(() => {
    if (profile) run = runSystem(cases, profile);
  });

  it('has a conformance profile (what its views hide, which refusals are unforeseeable) and captains that play it', () => {
    expect(
      profile,
      `add "${id}"'s profile to tests/conformance/profiles.ts (a fixture: registerProfile)`,
    ).toBeDefined();
    for (const name of new Set(PAIRINGS.flat())) {
      const systems = captainEntry(name)?.systems;
      expect(!systems || systems.includes(id), `${name} plays ${id}`).toBe(true);
    }
  });

  it('the sample covers its scenarios and every rules setting', () => {
    const scenarios = new Set(cases.map((c) => c.scenario.id));
    expect(scenarios.size).toBe(Math.min(system.builtInScenarios().length, MAX_SCENARIOS));
    expect(cases.length).toBeGreaterThanOrEqual(rulesVariants(system).length);
    expect(run.tally.games).toBe(cases.length);
  });

  it('1. random games end with a result; replaying the record gives the same digests and final state', () => {
    expect(run.failures.end).toEqual([]);
    expect(run.tally.turns).toBeGreaterThanOrEqual(cases.length);
  });

  it('2. views are plain JSON, carry no random stream or seed, and hide what they are documented to hide', () => {
    expect(run.failures.views).toEqual([]);
    expect(run.tally.hidden).toBeGreaterThan(0);
    // the hidden parts really were changed, not only the seed and the dice
    expect(run.tally.secretsChanged).toBeGreaterThan(0);
  });

  it('3. every legal plot listed is accepted by the plot check and by checkOrder', () => {
    expect(run.failures.plots).toEqual([]);
    expect(run.tally.plots).toBeGreaterThan(0);
  });

  it("4. the captains' orders pass checkOrder and no phase refuses them (but for the rules' unforeseeable refusals)", () => {
    expect(run.failures.orders).toEqual([]);
    expect(run.tally.orders).toBeGreaterThan(0);
  });
});
