/** Towing (35.0; 2nd-edition Optional Rules VII). */

/** 35.2 hexes the towing ship loses in every attitude, by the towed ship's gun rating against her own. */
export const TOWING_ALLOWANCE = { equalOrInferiorGunRating: -1, superiorGunRating: -2 } as const;

/** 35.4.4 wind velocities in which a tow can be rigged or kept: moderate, normal and heavy breeze. */
export const TOWING_WIND_VELOCITIES: readonly number[] = [2, 3, 4] as const;

/** 35.4.3.1 a 5H critical (anchor cable severed) on a ship in a tow: one die, even the cable, odd the tow. */
export const TOW_CUT_ON_ODD_DIE = true;
