/**
 * A game of a lab experiment as a game record, for the replay viewer: the experiment file read and
 * checked by the lab (an experiment that names captain modules is refused: the viewer runs no
 * code a file names), the game found by its id ("<cell id>#<index>", as in the results rows), and
 * played again exactly as `wsim sim` played it (same setup, seed and captains), on the captains'
 * thread. A run with `--seed` or `--games-per-cell` played other games than the file's own figures
 * say: the results row's seed (the seed the run used) is played, and a game index beyond the file's
 * games per cell is one of the run's more games.
 */
import { loadAnyScenario, type GameRecord, type SideId } from '../index.js';
import { createCaptain, playGame, type Captain } from '../../bots/index.js';
import { loadExperiment, type Experiment } from '../lab/experiment.js';
import { LAB_MAX_TURNS, gameSetup } from '../lab/game.js';
import { cellIndexOf, resolveGameId } from '../lab/plan.js';
import { parseGameId } from '../lab/seeds.js';
import { LabError } from '../lab/errors.js';

export class LabGameError extends Error {}

async function experimentFor(file: string, gamesPerCell?: number): Promise<Experiment> {
  try {
    return await loadExperiment(file, gamesPerCell === undefined ? {} : { gamesPerCell });
  } catch (e) {
    if (e instanceof LabError) throw new LabGameError(e.lines.join('\n'));
    throw e;
  }
}

/**
 * The record of game `gameId` of the experiment; `seed`: the game's seed as its results row gives it
 * (the run's own, whatever master seed it was given), checked against nothing but played as given.
 */
export async function labGameRecord(
  file: string,
  gameId: string,
  seed?: string,
): Promise<{ record: GameRecord; seed: string }> {
  let exp = await experimentFor(file);
  const index = parseGameId(gameId)?.index;
  if (seed !== undefined && index !== undefined && index >= exp.gamesPerCell) {
    // a run with --games-per-cell: as many games as this one needs (side-swapped pairs stay whole)
    const n = index + 1;
    exp = await experimentFor(file, exp.swapSides && n % 2 ? n + 1 : n);
  }
  const ref = resolveGameId(exp, cellIndexOf(exp), gameId);
  if (!ref)
    throw new LabGameError(
      `game: "${gameId}" is not a game of experiment "${exp.id}" (expected "<cell id>#<index>" with index < ${exp.gamesPerCell}${seed === undefined ? ', or the seed of its results row' : ''})`,
    );
  const cell = exp.cells[ref[0]];
  const setup = gameSetup(exp, cell, ref[1]);
  const played = seed ?? setup.seed;
  // the scenario's own rule system's loader (a Springelkamp experiment's scenarios are Springelkamp's)
  const scenario = loadAnyScenario(setup.scenario, `${file} (${gameId})`);
  const captains: Record<SideId, Captain> = {};
  for (const [side, spec] of Object.entries(setup.captains)) captains[side] = createCaptain(spec);
  const { record } = playGame(scenario, captains, { seed: played, rules: setup.rules, maxTurns: LAB_MAX_TURNS });
  return { record, seed: played };
}
