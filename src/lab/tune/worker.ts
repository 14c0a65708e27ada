/** The tuner's piscina worker: one ladder game per task (the ladder's own game, seeded by its job). */
import { playLadderGame, type LadderGame, type LadderJob } from '../ladder/games.js';

export default function playJob(job: LadderJob): LadderGame {
  return playLadderGame(job);
}
