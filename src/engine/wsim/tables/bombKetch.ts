/** Bomb ketches (42.0, tournament edition optional rules): mortars, their reach, loading and effect. */

/** 42.0 the three kinds of bomb and the mortars each carries (42.4, 42.4.1; a mortar vessel one mortar, I-BOMB-1). */
export const MORTARS_BY_KIND = { single: 1, double: 2, vessel: 1 } as const;
export type BombKind = keyof typeof MORTARS_BY_KIND;
export const BOMB_KINDS = Object.keys(MORTARS_BY_KIND) as BombKind[];

/** 42.8, 42.8.1 mortar range: at least three hexes, at most ten. */
export const MORTAR_RANGE = { min: 3, max: 10 } as const;

/** 42.5 turns of loading a mortar takes (not necessarily in sequence). */
export const MORTAR_LOAD_TURNS = 4;

/** 42.9 the base Hit Table of a mortar at every range 3–10. */
export const MORTAR_BASE_TABLE = 2;

/** 42.9.3 every hit a mortar scores is tripled. */
export const MORTAR_HIT_MULTIPLIER = 3;

/**
 * 42.9.1 the only modifiers of a mortar's table: crew quality, crew sections lost and captured ship,
 * read from the first row (the fewest gun squares) of the Hit Determination Table in play (I-BOMB-3).
 */
export const MORTAR_MODIFIER_ROW = 0;
