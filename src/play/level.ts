/** The opponent in words: a level of play (bots/levels.ts) with its measured strength, or a captain spec. */
import { levelOfSpec, strengthText } from '../../bots/index.js';

/** "the novice captain (greedy-raker:…; strength not measured yet)" or "the "mcts:iterations=200" captain". */
export function opponentText(spec: string): string {
  const level = levelOfSpec(spec);
  if (!level) return `the "${spec}" captain`;
  return `the ${level.name} captain (${level.spec}; ${strengthText(level)})`;
}
