/** Springelkamp's tables and fixed numbers as typed data, each with the section of the text it comes from. */
import type { CourseAttitude, Sail, SpeedTable, TargetType } from './types.js';

/**
 * Movement: Speed — "Typical Speed Table for a Ship of the Line in normal breeze": maximum–minimum
 * speed by the course's attitude and the sail setting; row D the drift number. The text's header
 * "FS NS SS NS" is a slip for the ship log's "FS ES SS NS" (S-SLIP-T1).
 */
export const TYPICAL_SPEED_TABLE: SpeedTable = {
  course: {
    B: { FS: { max: 2, min: 1 }, ES: { max: 1, min: 0 }, SS: 'D', NS: 'D' },
    I: { FS: { max: 3, min: 2 }, ES: { max: 2, min: 1 }, SS: 'D', NS: 'D' },
    Q: { FS: { max: 5, min: 3 }, ES: { max: 3, min: 2 }, SS: { max: 1, min: 1 }, NS: 'D' },
    F: { FS: { max: 4, min: 3 }, ES: { max: 2, min: 2 }, SS: { max: 1, min: 1 }, NS: 'D' },
  },
  drift: { FS: 4, ES: 3, SS: 2, NS: 1 },
} as const;

/** Movement: Speed — the order of precedence of the course rules ("rule B … overruling all other rules"). */
export const COURSE_PRECEDENCE: readonly CourseAttitude[] = ['B', 'I', 'F', 'Q'] as const;

/**
 * Fire Combat: the Damage Table. Columns are tens (0, 10, … 70), rows are ones: DAMAGE_TABLE[ones][tens].
 * "Colums are tens, rows are ones, so 26 gives 2 damage."
 */
export const DAMAGE_TABLE: readonly (readonly number[])[] = [
  [0, 0, 1, 2, 2, 8, 13, 25],
  [0, 0, 1, 1, 3, 6, 12, 26],
  [0, 1, 0, 3, 4, 7, 16, 30],
  [0, 0, 1, 2, 3, 7, 16, 29],
  [0, 1, 1, 1, 6, 9, 16, 35],
  [0, 1, 1, 2, 4, 8, 17, 36],
  [1, 0, 2, 3, 4, 11, 20, 38],
  [0, 0, 1, 2, 5, 10, 19, 40],
  [1, 1, 1, 4, 6, 11, 23, 45],
  [0, 1, 1, 3, 5, 11, 24, 45],
] as const;

/** Fire Combat: the highest number the Damage Table reads (column 70, row 9); I-SPR-5 reads higher numbers there. */
export const DAMAGE_TABLE_MAX = 79;

/** Fire Combat: "Hull may be fired at from 1-5 hexes. Rigging may be fired at from 2+ hexes." Field of Fire: up to 10 hexes. */
export const TARGET_RANGE: Readonly<Record<TargetType, { min: number; max: number }>> = {
  hull: { min: 1, max: 5 },
  rigging: { min: 2, max: 10 },
} as const;
export const MAX_RANGE = 10;

/** Fire Combat: "If rigging is the targettype, Sail setting has the following effect on incoming firepower". */
export const RIGGING_SAIL_MODIFIER: Readonly<Record<Sail, number>> = { FS: 5, ES: 0, SS: -5, NS: -5 } as const;

/** Rake: "A rake only has a special effect if distance is 1-4 hexes. Bow rake or target rigging: +5; Stern rake on the hull: +10". */
export const RAKE = { maxRange: 4, bowOrRigging: 5, sternOnHull: 10 } as const;

/** Special rules, Stern Rake: "+20 to firepower (instead of the +10 from the basic rules)" at 1 or 2 hexes. */
export const STERN_RAKE_SPECIAL = { bonus: 20, maxDistance: 2 } as const;

/** Damage: "each ship has 2x10 damage boxes for broadsides"; all 20 checked: the ship surrenders. */
export const BROADSIDE_BOXES = 10;
export const STRIKE_AT = 20;

/** Damage to the Rigging: three sections of up to six boxes. */
export const RIGGING_SECTIONS = 3;
export const MAX_RIGGING_BOXES = 6;

/** Grappling / Effects of boarding parties on Fire Combat: a boarding party gives +5 to incoming firepower. */
export const BOARDING_PARTY_TARGET_BONUS = 5;

/** Melee: Procedure — the fixed modifiers. */
export const MELEE = {
  base: 20,
  attackerPerOwnDeck: 5,
  attackerPerDefenderDeck: -10,
  perRound: 5,
} as const;

/**
 * Melee: Special Cases — the Splitting Table: one group with modifier −i leaves the other −SPLITTING_TABLE[i]
 * ("two groups, both with modifier minus 10, or … one group with modifier minus 5 and the other … minus 18").
 */
export const SPLITTING_TABLE: readonly number[] = [50, 39, 29, 24, 20, 18, 16, 14, 12, 11, 10] as const;

/** Prize Crews: "Take the complement in the Splitting Table of … 30 plus Own Crew Size minus Other Crew Size". */
export const PRIZE_CREW_BASE = 30;

/** Movement: Turning Ability — "If the Turning ability dropps below 1, a special rule is invoked". */
export const LOW_TURNING = 1;
