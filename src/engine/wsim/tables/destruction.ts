/** Sinking and exploding (24.3): the Destroyed Hull Table and explosion damage. */

export type DestroyedHullResult = 'STRIKES' | 'MAY_SINK' | 'MAY_EXPLODE';

/** 24.3.2 Destroyed Hull Table: die 1–4 strikes, 5 will sink, 6 will explode. */
export const DESTROYED_HULL: readonly DestroyedHullResult[] = [
  'STRIKES',
  'STRIKES',
  'STRIKES',
  'STRIKES',
  'MAY_SINK',
  'MAY_EXPLODE',
] as const;

/** 24.3.2.2–24.3.2.3 a pending sink or explosion happens on a 6, rolled in each later Unfouling Phase. */
export const SINK_OR_EXPLODE_ON_DIE = 6;

/**
 * 24.3.2.3.1 explosion: every adjacent ship takes a rigging shot on the table twice the exploder's
 * one-hex rake bonus, at most 10, and is checked for fire: the tournament's "2H" is the fire result,
 * which is number 14 hull on the supplied 2nd-edition critical table (optional rule X names 14).
 */
export const EXPLOSION = { maxTable: 10, rakeBonusMultiplier: 2, fireCritical: { n: 14, aspect: 'hull' } } as const;
