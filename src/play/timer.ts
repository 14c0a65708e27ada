/** Timed moves (optional rule II / 30.0): how long the player has to write the movement orders. */

/** The clock of the countdown; tests pass their own. */
export interface Clock {
  now(): number;
}

const MINUTE = 60_000;

/**
 * II / 30.0: one minute for a single ship a side, two for up to three ships, three for up to six,
 * and three more for each further six (or part of six).
 */
export function timedMovesAllowance(ships: number): number {
  if (ships <= 1) return MINUTE;
  if (ships <= 3) return 2 * MINUTE;
  return 3 * MINUTE + 3 * MINUTE * Math.ceil(Math.max(0, ships - 6) / 6);
}

/** "1:05" (never negative). */
export function formatClock(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
