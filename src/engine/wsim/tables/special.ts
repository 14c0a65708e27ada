/** Special rules (41.0; 2nd-edition Optional Rules XV): copper bottom and scurvy. */

/** 41.1.1 / XV.A a ship at sea three months or more without coppering: hexes lost in every attitude under full sails. */
export const COPPER_BOTTOM = { minMonthsAtSea: 3, fullSailAllowance: -1 } as const;

/**
 * 41.2.1 / XV.B extra crew squares per section of a ship newly arrived on a foreign station or to a fleet:
 * "one or two" for ships of the line (classes 1–2), one for frigates (every smaller class, I-SCURVY-1).
 */
export const SCURVY_EXTRA_CREW = { shipOfTheLine: { min: 1, max: 2 }, frigate: { min: 1, max: 1 } } as const;

/** Ship classes 1–2 are ships of the line (2.31). */
export const LAST_SHIP_OF_THE_LINE_CLASS = 2;
