/**
 * Seamanship for the optional rules a captain must weigh when choosing a plot: blocked wind (37.0 / IX)
 * — do not end the move in an enemy's wind shadow, take hers when you can. Asked of the engine through
 * the public API (`windBlockedLoss`), never restated here.
 */
import { windBlockedLoss, type Placement, type PlayerView } from '../../src/index.js';

/** Weight of one hex of movement allowance lost or taken next turn (share of the ship's points). */
export const BLANKET = 0.03;

/** Is any wind rule a captain must weigh in force? (Checked once per decision: nothing to do with the rules off.) */
export function weighsWindShadow(view: PlayerView): boolean {
  return view.static.rules.optional.blockedWind;
}

/**
 * 37.0 hexes `me` placed at `at` would take off `enemy` placed at `enemyAt` next turn, less those she would
 * take off `me` (positive: we take her wind).
 */
export function windShadowBalance(view: PlayerView, me: string, at: Placement, enemy: string, enemyAt: Placement): number {
  return windBlockedLoss(view, enemy, enemyAt, me, at) - windBlockedLoss(view, me, at, enemy, enemyAt);
}
