/**
 * The rule checks of the anchor (20.3), sail (20.1.5) and repair (20.5) notations, written once: the
 * Movement Notation Phase ignores a notation with the reason these give, and the public queries
 * checkAnchor / checkSail / checkRepair (modelled on checkPlot) answer the same question for a state or
 * a side's view before the order is given. Nothing here reads what a view hides.
 */
import { ANCHORS_PER_SHIP, REPAIR } from './tables/constants.js';
import { fullSailBanned } from './tables/wind.js';
import { allGunSquares, isEntering, isOperational, specOf, sum } from './ship.js';
import { towOf } from './towing.js';
import type { Step } from './plot.js';
import type { GameState, ShipBody, ShipOrders, ShipSpec } from './types.js';

export type AnchorNotation = NonNullable<ShipOrders['anchor']>;
export type SailNotation = NonNullable<ShipOrders['sail']>;
export type RepairNotation = NonNullable<ShipOrders['repair']>;

/** 20.5.5 the reason a repair gives when the ship also changes sails or anchors (the phase voids all three). */
export const REPAIR_CONFLICT = 'a ship under repair may not change sails, anchor or up-anchor (20.5.5)';

/** Why the Movement Notation Phase ignores this anchor notation (20.3, 20.3.1, 20.3.7.1, 20.3.8.3, 35.4.3), or null. */
export function anchorRefusal(state: GameState, ship: ShipBody, anchor: AnchorNotation): string | null {
  const st = state.static;
  if (st.rules.level !== 'advanced') return 'anchoring is an Advanced Game rule (20.3)';
  if (!st.anchorsAllowed) return 'this scenario does not allow anchoring (20.3)';
  if (!isOperational(ship)) return 'the ship cannot be worked';
  if (anchor === 'up' || anchor === 'cut') return ship.anchor === null ? 'the ship is not anchored' : null;
  if (ship.anchor !== null || ship.anchorPending !== null) return 'the ship is already anchored (20.3.1)';
  if (ship.anchorsCut || ship.anchorsLost >= ANCHORS_PER_SHIP)
    return 'the ship can no longer anchor (20.3.7.1, 20.3.8.3)';
  if (towOf(state, st.ships[ship.idx].id))
    return 'a ship in a tow cannot anchor: cast off the tow first (35.4.3, I-TOW-1)';
  return null;
}

/**
 * Why the Movement Notation Phase ignores this sail notation (20.1, 38.4, 20.1.4, 18.2.2.1, 20.4.1.3), or
 * null. `steps` are the steps of the plot the ship carries out this turn; null when not known yet (20.4.1.3
 * is then not checked).
 */
export function sailRefusal(
  state: GameState,
  ship: ShipBody,
  sail: SailNotation,
  steps: readonly Step[] | null,
): string | null {
  if (state.static.rules.level !== 'advanced') return 'full sails are an Advanced Game rule (20.1)';
  // 20.1.5 a ship due to enter makes sail off the board too (7.2.8, I-DYO-2)
  if (!isOperational(ship) && !isEntering(state, ship)) return 'the ship cannot be worked';
  if (ship.aground) return 'a ship aground may not change her sails (38.4)';
  if ((sail === 'FS') === ship.fullSail) return `the ship is already at ${ship.fullSail ? 'full' : 'battle'} sails`;
  if (sail !== 'FS') return null;
  if (ship.fullSailDisabled || ship.rigging[0] <= 0) return 'the first rigging section is gone (20.1.4)';
  if (fullSailBanned(state.wind.velocity, specOf(state.static, ship).shipClass))
    return 'full sails are banned in this wind (18.2.2.1)';
  if (steps && ship.stayedLastPhase && (steps.includes('L') || steps.includes('R') || !steps.includes('F')))
    return 'a ship that did not move last phase must sail one hex straight, without turning, to set full sails (20.4.1.3)';
  return null;
}

/** 20.5.7 does the part to repair have damage? */
function hasDamage(ship: ShipBody, spec: ShipSpec, kind: RepairNotation): boolean {
  if (kind === 'H') return ship.hull < spec.hull;
  if (kind === 'R') return sum(ship.rigging) < sum(spec.rigging);
  return allGunSquares(ship) < sum(spec.guns.L) + sum(spec.guns.R) + sum(spec.carronades.L) + sum(spec.carronades.R);
}

/**
 * Why the Movement Notation Phase ignores this repair notation (20.5, 38.4, 20.5.7, 20.5.4, 20.5.5), or
 * null. `steps` as for sailRefusal (20.5.4 not checked when null); `changes` says whether the ship also
 * changes sails or anchors this turn with a notation the phase accepts (20.5.5: then REPAIR_CONFLICT, and
 * the phase voids all of them).
 */
export function repairRefusal(
  state: GameState,
  ship: ShipBody,
  kind: RepairNotation,
  steps: readonly Step[] | null,
  changes: boolean,
): string | null {
  if (state.static.rules.level !== 'advanced') return 'repairs are an Advanced Game rule (20.5)';
  if (!isOperational(ship)) return 'the ship cannot be worked';
  if (ship.aground) return 'a ship aground may not make repairs (38.4)';
  if (!hasDamage(ship, specOf(state.static, ship), kind)) return 'repairs only to damaged parts (20.5.7)';
  if (steps && (steps.includes('L') || steps.includes('R'))) return 'a ship under repair may not turn (20.5.4)';
  if (changes) return REPAIR_CONFLICT;
  return null;
}

/** 26.2 a repair needs two crew sections available in the Reload Phase: why not, given those available, or null. */
export function repairCrewRefusal(available: number): string | null {
  return available < REPAIR.minCrewSections ? 'fewer than two crew sections available' : null;
}
