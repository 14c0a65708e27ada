/** The value model's piscina worker: one self-play game per task (plain data in, plain data out). */
import { playTrainGame, type TrainGame, type TrainJob } from './selfplay.js';

export default function playJob(job: TrainJob): TrainGame {
  return playTrainGame(job);
}
