/**
 * One game of an experiment: its setup is a pure function of (experiment, cell, index); playing it
 * gives a GameRow, or an ErrorRow with a command that reproduces the failure.
 */
import { isAbsolute, relative, resolve, sep } from 'node:path';
import {
  counterpartScenario,
  ENGINE_VERSION,
  playedRulesSlug,
  summarizeGame,
  loadAnyScenario,
  type AnyRulesInput,
  type AnyScenario,
  type SideId,
} from '../index.js';
import { findShipClass, pointsOf, type Quality, type ScenarioInput } from '../api/wsim.js';
import { createCaptain, playGame, type Captain } from '../../bots/index.js';
import { DUEL_SIDES, duelScenario } from './duel.js';
import { gameIdOf, gameSeed, isSwapped } from './seeds.js';
import type { Cell, Experiment } from './experiment.js';
import type { ErrorRow, GameRow, ResultRow } from './types.js';

/** A game's scenario: a validated one of any rule system, or a generated WS&IM duel (validated when played). */
type LabScenario = AnyScenario | ScenarioInput;

export interface GameSetup {
  gameId: string;
  index: number;
  seed: string;
  swap: boolean;
  scenario: LabScenario;
  captains: Record<SideId, string>;
  rules: AnyRulesInput | undefined;
  factors: Record<string, string | number | boolean>;
}

function withQualities(scenario: AnyScenario, qualityOf: Record<SideId, Quality | null>): AnyScenario {
  if (scenario.system !== undefined) {
    // crew qualities are WS&IM's words (the experiment refuses them under another system's rules factor)
    if (Object.values(qualityOf).some((q) => q !== null))
      throw new Error(`factors.quality: crew qualities are WS&IM's; "${scenario.id}" is a ${scenario.system} scenario`);
    return scenario;
  }
  const ships = scenario.ships.map((ship) => {
    const q = qualityOf[ship.side];
    if (!q || q === ship.quality) return ship;
    const cls = ship.class ? findShipClass(ship.class) : undefined;
    return { ...ship, quality: q, ...(cls ? { points: pointsOf(cls, q) } : {}) };
  });
  return { ...scenario, ships };
}

function sidesOf(exp: Experiment, cell: Cell): [SideId, SideId] {
  const sides = cell.scenario === null ? DUEL_SIDES : exp.scenarios[cell.scenario].sides.map((s) => s.id);
  return [sides[0], sides[1]];
}

/** A row's factors: the cell's, plus the role mapping of this game (`swap`, `sideA`, `sideB`). */
export function gameFactors(exp: Experiment, cell: Cell, index: number): Record<string, string | number | boolean> {
  const swap = isSwapped(index, exp.swapSides);
  const [s0, s1] = sidesOf(exp, cell);
  return { ...cell.factors, swap, sideA: swap ? s1 : s0, sideB: swap ? s0 : s1 };
}

/** Who plays what in game `index` of a cell: role A takes the first side unless the game is swapped. */
export function gameSetup(exp: Experiment, cell: Cell, index: number): GameSetup {
  const swap = isSwapped(index, exp.swapSides);
  const [first, second] = swap ? [cell.roles.B, cell.roles.A] : [cell.roles.A, cell.roles.B];
  const [side0, side1] = sidesOf(exp, cell);
  const scenario =
    cell.scenario === null
      ? duelScenario(
          { class: first.class!, quality: first.quality ?? 'average' },
          { class: second.class!, quality: second.quality ?? 'average' },
        )
      : withQualities(exp.scenarios[cell.scenario], { [side0]: first.quality, [side1]: second.quality });
  // I-SYS-1: under the other rule system the scenario's counterpart is played (checked when the experiment was read)
  const played = cell.rules ? counterpartScenario(scenario, cell.rules.system) : scenario;
  return {
    gameId: gameIdOf(cell.id, index),
    index,
    seed: gameSeed(exp.seed, cell.id, index, exp.swapSides),
    swap,
    scenario: played,
    captains: { [side0]: first.captain, [side1]: second.captain },
    rules: cell.rules?.rules,
    factors: gameFactors(exp, cell, index),
  };
}

function shellQuote(arg: string): string {
  return /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}

// src/lab, or dist/src/lab compiled
const PROJECT_ROOT = resolve(import.meta.dirname, import.meta.url.endsWith('.ts') ? '../..' : '../../..');

/**
 * The command, run from the project root, that replays one game. The experiment file is named
 * relative to the project root when it lies inside it, so the row does not depend on the
 * directory `wsim sim` was started from.
 */
export function reproCommand(exp: Experiment, gameId: string): string {
  const abs = resolve(exp.file);
  const rel = relative(PROJECT_ROOT, abs);
  const file = rel.startsWith('..') || isAbsolute(rel) ? abs : rel.split(sep).join('/');
  return ['node', 'bin/wsim.js', 'sim', file, '--game', gameId, ...exp.reproArgs].map(shellQuote).join(' ');
}

const scenarioCache = new Map<string, AnyScenario>();

function validatedScenario(key: string, input: LabScenario): AnyScenario {
  let s = scenarioCache.get(key);
  if (!s) {
    if (scenarioCache.size >= 512) scenarioCache.clear();
    s = loadAnyScenario(input, key);
    scenarioCache.set(key, s);
  }
  return s;
}

function errorText(e: unknown): string {
  const err = e instanceof Error ? e : new Error(String(e));
  return `${err.name}: ${err.message.split('\n')[0]}`;
}

/** A lab game still going after this many turns ends as an error row (scenario turn limits are at most 500). */
export const LAB_MAX_TURNS = 1000;

/** Play game `index` of a cell; throws what the game throws (for reproduction). */
export function playCellGameOrThrow(exp: Experiment, cell: Cell, index: number): GameRow {
  const setup = gameSetup(exp, cell, index);
  const scenario = validatedScenario(`${exp.id}/${cell.ordinal}/${setup.swap}`, setup.scenario);
  const captains: Record<SideId, Captain> = {};
  for (const [side, spec] of Object.entries(setup.captains)) captains[side] = createCaptain(spec);
  const { state, events } = playGame(scenario, captains, {
    seed: setup.seed,
    rules: setup.rules,
    keepEvents: true,
    maxTurns: LAB_MAX_TURNS,
  });
  const row: GameRow = {
    kind: 'game',
    experiment: exp.id,
    cell: cell.id,
    factors: setup.factors,
    index,
    gameId: setup.gameId,
    seed: setup.seed,
    scenario: scenario.id,
    system: state.static.system,
    rules: playedRulesSlug(state.static),
    captains: setup.captains,
    ...summarizeGame(state, events),
    engineVersion: ENGINE_VERSION,
  };
  return row;
}

/** Play game `index` of a cell; a game that throws becomes an error row. */
export function playCellGame(exp: Experiment, cell: Cell, index: number): ResultRow {
  try {
    return playCellGameOrThrow(exp, cell, index);
  } catch (e) {
    return errorRow(exp, cell, index, e);
  }
}

/** The row of a game that threw (or whose worker died). */
export function errorRow(exp: Experiment, cell: Cell, index: number, e: unknown): ErrorRow {
  const gameId = gameIdOf(cell.id, index);
  return {
    kind: 'error',
    experiment: exp.id,
    cell: cell.id,
    factors: gameFactors(exp, cell, index),
    index,
    gameId,
    seed: gameSeed(exp.seed, cell.id, index, exp.swapSides),
    error: errorText(e),
    repro: reproCommand(exp, gameId),
    engineVersion: ENGINE_VERSION,
  };
}
