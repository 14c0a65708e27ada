/**
 * The outcome of a game under any rule system (the `outcome` of the RuleSystem boundary): the recorded result
 * once the game is over, else not over with the points so far by the system's own count.
 */
import type { Outcome, ResultBase, SideId } from './system.js';

export function outcomeOf(result: ResultBase | null, points: () => Record<SideId, number>): Outcome {
  if (result)
    return { over: true, winner: result.winner, points: result.points, reason: result.reason, turn: result.turn };
  return { over: false, winner: null, points: points() };
}
