/**
 * Melee (12.3): Crew Melee Strength Table and Melee Resolution Table (2nd edition).
 * TMS = crew squares × strength per square; each side rolls one die and reads the enemy
 * crew squares lost from its TMS column.
 */
import type { Quality } from '../types.js';

/** 12.3.1 melee factors per crew square by crew quality. */
export const CREW_STRENGTH_PER_SQUARE: Readonly<Record<Quality, number>> = {
  elite: 5,
  crack: 4,
  average: 3,
  green: 2,
  poor: 1,
} as const;

/** 12.3.2 TMS columns: 1–10, 11–20, …, 71–80, 81+. */
export const TMS_BAND_WIDTH = 10;
export const TMS_BAND_COUNT = 9;

/** 12.3.2 rows by die [1–2], [3–4], [5–6]; columns by TMS band: enemy crew squares lost. */
export const MELEE_LOSSES: readonly (readonly number[])[] = [
  [1, 1, 2, 2, 2, 3, 3, 4, 4],
  [0, 1, 1, 1, 2, 2, 2, 3, 4],
  [0, 0, 0, 1, 1, 1, 2, 2, 2],
] as const;

/** 12.3 up to three rounds of melee each turn (12.3.3). */
export const MELEE_ROUNDS_PER_TURN = 3;
/** Melee Resolution Table note (2nd edition): a side with three times the enemy's TMS wins the melee. */
export const MELEE_WIN_RATIO = 3;

export function meleeLosses(tms: number, die: number): number {
  if (tms <= 0) return 0;
  const band = Math.min(TMS_BAND_COUNT - 1, Math.floor((tms - 1) / TMS_BAND_WIDTH));
  const row = die <= 2 ? 0 : die <= 4 ? 1 : 2;
  return MELEE_LOSSES[row][band];
}
