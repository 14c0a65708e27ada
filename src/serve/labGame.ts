/**
 * A game of a lab experiment as a game record, for the replay viewer: the experiment file read and
 * checked by the lab (an experiment that names captain modules is refused: the viewer runs no
 * code a file names), the game found by its id ("<cell id>#<index>", as in the results rows), and
 * played again exactly as `wsim sim` played it (same setup, seed and captains), on the captains'
 * thread.
 */
import { loadScenario, type GameRecord, type SideId } from '../index.js';
import { createCaptain, playGame, type Captain } from '../../bots/index.js';
import { loadExperiment } from '../lab/experiment.js';
import { LAB_MAX_TURNS, gameSetup } from '../lab/game.js';
import { cellIndexOf, resolveGameId } from '../lab/plan.js';
import { LabError } from '../lab/errors.js';

export class LabGameError extends Error {}

export async function labGameRecord(file: string, gameId: string): Promise<{ record: GameRecord; seed: string }> {
  let exp;
  try {
    exp = await loadExperiment(file);
  } catch (e) {
    if (e instanceof LabError) throw new LabGameError(e.lines.join('\n'));
    throw e;
  }
  const ref = resolveGameId(exp, cellIndexOf(exp), gameId);
  if (!ref)
    throw new LabGameError(
      `game: "${gameId}" is not a game of experiment "${exp.id}" (expected "<cell id>#<index>" with index < ${exp.gamesPerCell})`,
    );
  const cell = exp.cells[ref[0]];
  const setup = gameSetup(exp, cell, ref[1]);
  const scenario = loadScenario(setup.scenario, `${file} (${gameId})`);
  const captains: Record<SideId, Captain> = {};
  for (const [side, spec] of Object.entries(setup.captains)) captains[side] = createCaptain(spec);
  const { record } = playGame(scenario, captains, { seed: setup.seed, rules: setup.rules, maxTurns: LAB_MAX_TURNS });
  return { record, seed: setup.seed };
}
