/**
 * Movement allowance by sail speed and attitude to the wind (7.1.4; 20.1.1 full sail).
 * Attitude: 7.1.3 (diagrams attitudes1/2): with k = (heading − direction the wind blows towards) mod 6,
 * k = 0 → B (running), 1 or 5 → A (wind on the quarter), 2 or 4 → C (close-hauled), 3 → D (into the wind).
 */
import type { Attitude } from '../types.js';

/** 7.1.4 battle sail allowance: speed → attitude → hexes. */
export const BATTLE_SAIL_ALLOWANCE: Readonly<Record<number, Readonly<Record<Attitude, number>>>> = {
  3: { A: 3, B: 2, C: 1, D: 0 },
  4: { A: 4, B: 3, C: 1, D: 0 },
} as const;

/** 20.1.1 full sail allowance: speed → attitude → hexes. */
export const FULL_SAIL_ALLOWANCE: Readonly<Record<number, Readonly<Record<Attitude, number>>>> = {
  5: { A: 5, B: 4, C: 2, D: 0 },
  6: { A: 6, B: 5, C: 2, D: 0 },
  7: { A: 7, B: 6, C: 2, D: 0 },
} as const;

/** 7.1.3 attitude by k = (heading − wind direction) mod 6. */
export const ATTITUDE_BY_K: readonly Attitude[] = ['B', 'A', 'C', 'D', 'C', 'A'] as const;

/** 11.4.4.1 each complete rigging section lost: −1 hex in all attitudes. */
export const RIGGING_SECTION_LOSS_EACH = -1;

/** 8.2.2 drift rate: ships-of-the-line (classes 1–2) every 2nd turn, frigates and smaller every turn. */
export const DRIFT_EVERY_NTH_TURN = { shipOfTheLine: 2, frigateOrSmaller: 1 } as const;
export const SHIP_OF_THE_LINE_MAX_CLASS = 2;

/** 8.2.5.1–8.2.5.3 dismasted ships: consecutive drifting turns to wait before a 60° turn, by turning ability. */
export const DISMASTED_TURN_WAIT: Readonly<Record<number, number>> = { 1: 3, 2: 2, 3: 1 } as const;
