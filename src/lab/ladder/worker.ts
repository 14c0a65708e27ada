/** The ladder's piscina worker: one ladder game per task (plain data in, plain data out). */
import { playLadderGame, type LadderGame, type LadderJob } from './games.js';

export default function playJob(job: LadderJob): LadderGame {
  return playLadderGame(job);
}
