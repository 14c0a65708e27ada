/**
 * Fouling, unfouling, grappling and ungrappling (6.0, 8.3.5, 9.1, 9.2; advanced 19.1, 22.1, 22.2).
 * The tournament text rolls two dice on tables that were not supplied; the project uses the
 * 2nd-edition one-die tables (a low roll succeeds) and converts the tournament's advanced
 * modifiers to that scale (docs/rules-coverage.md, interpretations I-CONTACT-*).
 */

export interface DieThreshold {
  /** success when the modified die is at most this value */
  readonly successAtMost: number;
}

/** 8.3.5 one roll per collision: 1–3 fouled. */
export const FOULING: DieThreshold = { successAtMost: 3 };
/** 6.0 one roll per fouled pair and ship: 1–2 unfouled. */
export const UNFOULING: DieThreshold = { successAtMost: 2 };
/** 9.1.4 grappling an enemy: 1–2 grappled. */
export const GRAPPLING: DieThreshold = { successAtMost: 2 };
/** 9.2.1 ungrappling: 1–2 ungrappled. */
export const UNGRAPPLING: DieThreshold = { successAtMost: 2 };

/** 9.1.4.3–9.1.4.4 (2nd-edition die modifiers): motionless ships are easier to grapple. */
export const GRAPPLING_DIE_MODIFIERS = { oneShipMotionless: -1, bothShipsMotionless: -2 } as const;

/** 6.1 marking off one rigging square helps the unfouling attempt (one-die scale: −1). */
export const UNFOULING_RIGGING_SACRIFICE_DIE = -1;
/** 19.1 each ship of the pair at full sails hinders unfouling (one-die scale: +1 each). */
export const UNFOULING_FULL_SAIL_DIE_EACH = 1;
/** 22.1.1–22.1.3 grappling by wind velocity (one-die scale; tournament +1/−1/−2 become −1/+1/+2). */
export const GRAPPLING_WIND_DIE: Readonly<Record<number, number>> = { 1: -1, 5: 1, 6: 2 } as const;
/**
 * 9.2.1.1–9.2.1.4 the tournament's ungrappling modifiers converted to the one-die scale (rules option
 * tournamentUngrapple; one point per tournament point, sign reversed as in I-CONTACT-2).
 */
export const TOURNAMENT_UNGRAPPLING_DIE = { crack: -1, elite: -2, noMelee: -1, meleeInProgress: 6 } as const;
/** 22.2.1 ungrappling in a storm (velocity 6) is easier (tournament +1 → one-die −1). */
export const UNGRAPPLING_WIND_DIE: Readonly<Record<number, number>> = { 6: -1 } as const;
