/** The piscina worker of `wsim balance`: one task (a scenario, a captain, a list of seeds) per call. */
import { playBalanceTask, type BalanceGame, type BalanceTask } from './games.js';

export default function playTask(task: BalanceTask): BalanceGame[] {
  return playBalanceTask(task);
}
