/** Running aground (38.0; 2nd-edition Optional Rules XI) and casting the lead (39.0 / XII). */

/**
 * 38.0 depth values (draught) by ship class when neither the scenario nor a built-in class gives one:
 * classes 1–4 the smallest value of that class in the supplied class table; classes 5–7 are not in
 * it and take the smallest value of the table (I-AGROUND-1).
 */
export const DEFAULT_DEPTH_BY_CLASS: Readonly<Record<number, number>> = {
  1: 22,
  2: 19,
  3: 13,
  4: 17,
  5: 13,
  6: 13,
  7: 13,
} as const;

/** 38.2.2 an initial refloating die of 6: the ship cannot be refloated by ordinary means. */
export const STUCK_ON_DIE = 6;

/**
 * 38.2.2.1 "Scratching out two gun squares (one from each broadside) will gain a player +1 to his refloat roll (to
 * a maximum of +1). Gun squares for this purpose can only [be] scratched out one per turn."
 */
export const LIGHTENING = { gunSquaresPerTurn: 1, refloatModifier: 1, maxModifier: 1 } as const;

/** 39.1 a ship that moved at most this many hexes in the movement phase was casting the lead. */
export const CASTING_THE_LEAD_MAX_HEXES = 1;
