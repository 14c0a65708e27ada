/**
 * A new game from the new game form's request: the scenario (built in or uploaded), the rules chosen by name,
 * the creator's side, the opponent — a computer captain whose spec is checked now (its options and its rule
 * system: a bad spec is refused here, not at the captain's first move), or another person, who gets a join
 * link — and the seed: the creator may choose it against a captain, never in a game between two people (with
 * a deterministic engine whoever chooses the seed foresees every roll): there the server draws it, and the
 * save says how the seed was made.
 */
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  ScenarioError,
  listScenarios,
  applyRulesChoice,
  parseRulesWords,
  RulesWordError,
  loadAnyScenario,
  systemOfScenario,
  getScenario,
  unknownScenarioText,
  type AnyScenario as Scenario,
} from '../index.js';
import { CaptainSpecError, captainEntry, createCaptain, levelNamed, parseCaptainSpec } from '../../bots/index.js';
import type { newGameRequest } from './api.js';
import { HttpError } from './http.js';
import { Match, type NewMatchSpec, type SeedMade } from './match.js';
import type { CaptainHost } from './captains.js';

export type NewGameRequest = z.infer<typeof newGameRequest>;

/** A secret: a seat token or a join link's. */
export function secret(): string {
  return randomBytes(18).toString('base64url');
}

/** A seed nobody chose: 128 random bits (too many to find from the dice seen in a game). */
export function drawnSeed(): string {
  return randomBytes(16).toString('base64url');
}

function scenarioOf(body: NewGameRequest): Scenario {
  if (body.scenario !== undefined) {
    if (!listScenarios().some((s) => s.id === body.scenario)) {
      const why = `scenario: ${unknownScenarioText(body.scenario)}`;
      throw new HttpError(400, why, [why]);
    }
    return getScenario(body.scenario);
  }
  const name = body.scenarioFileName ?? 'uploaded scenario';
  try {
    return loadAnyScenario(body.scenarioFile, name);
  } catch (e) {
    if (e instanceof ScenarioError)
      throw new HttpError(
        422,
        `${name}: the scenario has ${e.lines.length} mistake${e.lines.length > 1 ? 's' : ''}`,
        e.lines,
      );
    throw e;
  }
}

/** The rules chosen by name, as `wsim play --rules` takes them; the other system's scenario is its counterpart. */
function withRules(scenario: Scenario, body: NewGameRequest): { scenario: Scenario; rules: NewMatchSpec['rules'] } {
  try {
    const chosen = applyRulesChoice(scenario, parseRulesWords([body.rules.level, ...body.rules.optional]));
    return { scenario: chosen.scenario, rules: chosen.rules };
  } catch (e) {
    if (e instanceof RulesWordError || e instanceof ScenarioError) {
      const lines = e instanceof ScenarioError ? e.lines : [e.message];
      throw new HttpError(
        400,
        `rules: ${lines[0]}`,
        lines.map((l) => `rules: ${l}`),
      );
    }
    throw e;
  }
}

function sidesOf(scenario: Scenario, body: NewGameRequest): { side: string; other: string } {
  const sides = scenario.sides.map((s) => s.id);
  const side = body.side ?? sides[0];
  if (!sides.includes(side))
    throw new HttpError(400, `side: expected one of ${sides.join(', ')}`, [
      `side: expected one of ${sides.join(', ')} (got "${body.side}")`,
    ]);
  return { side, other: sides.find((s) => s !== side)! };
}

/** A captain spec as the captain will be made from it: its options' values and its rule system checked now. */
function checkCaptain(spec: string, system: string): void {
  const refuse = (why: string) => new HttpError(400, `opponent.captain: ${why}`, [`opponent.captain: ${why}`]);
  try {
    const parsed = parseCaptainSpec(spec);
    createCaptain(parsed);
    const plays = captainEntry(parsed.name)?.systems;
    if (plays && !plays.includes(system))
      throw refuse(`captain "${parsed.name}" plays ${plays.join(', ')} only; this game is played under "${system}"`);
  } catch (e) {
    if (e instanceof CaptainSpecError) throw refuse(e.message);
    throw e;
  }
}

function seedOf(body: NewGameRequest, draw: () => string): { seed: string; seedMade: SeedMade } {
  if (body.opponent.kind === 'human' && body.seed !== undefined) {
    const why =
      'seed: a game between two people takes no chosen seed (whoever chose it could foresee every roll): the server draws it';
    throw new HttpError(400, why, [why]);
  }
  return body.seed !== undefined ? { seed: body.seed, seedMade: 'chosen' } : { seed: draw(), seedMade: 'drawn' };
}

export interface Created {
  match: Match;
  /** the creator's seat token */
  seat: string;
  side: string;
  /** the join link's secret (a game between two people) */
  join: { side: string; invite: string } | null;
}

/** The game a request asks for (every check made before anything is made). */
export function createGame(
  body: NewGameRequest,
  o: { id: string; captains: CaptainHost; seeds: () => string },
): Created {
  const { scenario, rules } = withRules(scenarioOf(body), body);
  const { side, other } = sidesOf(scenario, body);
  // a level of play stands for its captain spec (bots/levels.ts): the seat and the save keep the spec
  const captain =
    body.opponent.kind === 'captain' ? (levelNamed(body.opponent.captain)?.spec ?? body.opponent.captain) : '';
  if (body.opponent.kind === 'captain') checkCaptain(captain, systemOfScenario(scenario).id);
  const { seed, seedMade } = seedOf(body, o.seeds);
  const mine = { side, kind: 'human' as const, token: secret() };
  const theirs =
    body.opponent.kind === 'captain'
      ? { side: other, kind: 'captain' as const, captain, token: secret() }
      : { side: other, kind: 'human' as const, token: secret(), invite: secret() };
  const match = Match.create({ id: o.id, scenario, seed, seedMade, rules, seats: [mine, theirs] }, o.captains);
  return {
    match,
    seat: mine.token,
    side,
    join: theirs.kind === 'human' ? { side: other, invite: theirs.invite } : null,
  };
}
