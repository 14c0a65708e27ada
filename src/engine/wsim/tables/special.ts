/** Special rules (41.0; 2nd-edition Optional Rules XV): copper bottom and scurvy. */

/** 41.1.1 / XV.A a ship at sea three months or more without coppering: hexes lost in every attitude under full sails. */
export const COPPER_BOTTOM = { minMonthsAtSea: 3, fullSailAllowance: -1 } as const;

/**
 * 41.2.1 / XV.B extra crew squares per section of a ship newly arrived on a foreign station or to a fleet:
 * "one or two … for the SOL class ships and one extra crew square per section for frigate class ships" — classes
 * 1–2 and 3–4 of 2.31; the smaller classes (5 brigs, sloops, schooners; 6 gondolas, galleys, radeaux; 7
 * gunboats) get none (I-SCURVY-1).
 */
export const SCURVY_EXTRA_CREW = { shipOfTheLine: { min: 1, max: 2 }, frigate: { min: 1, max: 1 } } as const;

/** 2.31 ship classes 1–2 are ships of the line (S.O.L.). */
export const LAST_SHIP_OF_THE_LINE_CLASS = 2;

/** 2.31 classes 3 (frigate) and 4 (frigate or corvette) are the frigate classes; 5–7 are smaller craft. */
export const LAST_FRIGATE_CLASS = 4;
