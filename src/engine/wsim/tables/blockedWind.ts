/** Blocked wind (37.0; 2nd-edition Optional Rules IX): the hexes a blanketing ship takes off the ship to leeward. */

/** 37.1 the loss of movement allowance by the blocker's sails, for that turn. */
export const BLOCKED_WIND_LOSS = {
  /** 37.1 the blocker is under full sails */
  fullSail: 2,
  /** 37.1 the blocker is under battle sails with at least half its rigging squares left (else no loss) */
  battleSailHalfRigging: 1,
} as const;

/**
 * 37.2.1–37.2.4 size: the loss is changed by the blocker's gun rating less the blocked ship's ("30 plus"
 * read as 30 or more, doubt D4). The first band that matches applies.
 */
export const BLOCKED_WIND_SIZE: readonly {
  rule: string;
  minDifference: number;
  maxDifference: number;
  change: number;
}[] = [
  { rule: '37.2.3', minDifference: 60, maxDifference: Infinity, change: 2 },
  { rule: '37.2.1', minDifference: 30, maxDifference: 59, change: 1 },
  { rule: '37.2.2', minDifference: -59, maxDifference: -30, change: -1 },
  { rule: '37.2.4', minDifference: -Infinity, maxDifference: -60, change: -2 },
] as const;
