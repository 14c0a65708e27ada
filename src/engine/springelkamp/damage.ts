/** Damage boxes of a Springelkamp ship log: broadsides, rigging sections, and what they take away. */
import {
  BROADSIDE_BOXES,
  DAMAGE_TABLE,
  DAMAGE_TABLE_MAX,
  SPLITTING_TABLE,
  STRIKE_AT,
  PRIZE_CREW_BASE,
} from './tables.js';
import { SAILS, type Broadside, type Sail, type ShipLog, type SprShip } from './types.js';

/**
 * Fire Combat: the Damage Table read at a number, `shift` columns to the left ("damage to the Hull is found
 * one column to the left of the main damage result … One column further to the left, damage to the opposite
 * broadside"). Below 0 nothing; above 79 read at 79 (I-SPR-5); left of the first column nothing.
 */
export function damageAt(value: number, shift = 0): number {
  if (value < 0) return 0;
  const v = Math.min(value, DAMAGE_TABLE_MAX);
  const tens = Math.floor(v / 10) - shift;
  if (tens < 0) return 0;
  return DAMAGE_TABLE[v % 10][tens];
}

export function otherSide(b: Broadside): Broadside {
  return b === 'L' ? 'R' : 'L';
}

/**
 * Damage: "Damage to the fully checked side is 10 plus damage to the other side." What is taken off the
 * firepower of broadside `b` (Fire Combat: "Subtract firers previous damage to the firing broadside").
 */
export function broadsideDamage(ship: SprShip, b: Broadside): number {
  const own = ship.damage[b];
  return own >= BROADSIDE_BOXES ? BROADSIDE_BOXES + ship.damage[otherSide(b)] : own;
}

/** Melee: "Total Own Broadside Damage" (Ship Data: "Crew size is modified by total broadside damage"). */
export function totalDamage(ship: Pick<SprShip, 'damage'>): number {
  return ship.damage.L + ship.damage.R;
}

/**
 * Damage to the Hull: check boxes on broadside `b`; "If one broadside is fully checked (10 boxes), any further
 * damage is checked from the other broadside". Returns true when all 20 are checked ("strikes the flag").
 */
export function checkHull(ship: SprShip, b: Broadside, points: number): boolean {
  let left = points;
  for (const side of [b, otherSide(b)]) {
    const room = BROADSIDE_BOXES - ship.damage[side];
    const n = Math.min(room, left);
    ship.damage = { ...ship.damage, [side]: ship.damage[side] + n };
    left -= n;
  }
  return totalDamage(ship) >= STRIKE_AT;
}

/**
 * Damage to the Rigging: check boxes section by section (the first section with an unchecked box first,
 * I-SPR-6). Returns the number of sections whose last box this damage checked.
 */
export function checkRigging(ship: SprShip, log: ShipLog, points: number): number {
  let left = points;
  let lost = 0;
  const r = ship.rigging.slice();
  for (let i = 0; i < r.length && left > 0; i++) {
    const room = log.rigging[i] - r[i];
    if (room <= 0) continue;
    const n = Math.min(room, left);
    r[i] += n;
    left -= n;
    if (r[i] === log.rigging[i]) lost++;
  }
  ship.rigging = r;
  return lost;
}

export function sectionsLost(ship: Pick<SprShip, 'rigging'>, log: ShipLog): number {
  return ship.rigging.filter((x, i) => x >= log.rigging[i]).length;
}

/** Damage to the Rigging: "For each rigging section destroyed … the turning ability is lowered by one." */
export function turningNow(ship: Pick<SprShip, 'rigging'>, log: ShipLog): number {
  return log.turning - sectionsLost(ship, log);
}

/** Damage to the Rigging: "For each rigging section destroyed, the ship looses one sail setting" (from the top). */
export function highestSail(ship: Pick<SprShip, 'rigging'>, log: ShipLog): Sail {
  return SAILS[Math.min(SAILS.length - 1, sectionsLost(ship, log))];
}

export function sailIndex(s: Sail): number {
  return SAILS.indexOf(s);
}

/**
 * Melee: Special Cases — the Splitting Table. One group at modifier −i: the other is at −SPLITTING_TABLE[i].
 */
export function splitPartner(i: number): number {
  if (!Number.isInteger(i) || i < 0 || i >= SPLITTING_TABLE.length)
    throw new RangeError(`splitting modifier ${i} is outside the Splitting Table (0..10)`);
  return SPLITTING_TABLE[i];
}

/**
 * Melee: Special Cases — the two groups of a split named by either one's modifier: −i (0..10) leaves the other
 * −SPLITTING_TABLE[i]; a table entry (e.g. 18) leaves its column (5). Null for a number the table does not give.
 */
export function splitComplement(minus: number): number | null {
  if (Number.isInteger(minus) && minus >= 0 && minus < SPLITTING_TABLE.length) return SPLITTING_TABLE[minus];
  const i = SPLITTING_TABLE.indexOf(minus);
  return i < 0 ? null : i;
}

/** Melee: Special Cases — the even split, "two groups, both with modifier minus 10". */
export const EVEN_SPLIT = SPLITTING_TABLE[SPLITTING_TABLE.length - 1];

/**
 * Prize Crews: "Take the complement in the Splitting Table of … 30 plus Own Crew Size minus Other Crew Size":
 * the first column whose entry is not above the number (49 → 1, 30 → 2, 11 → 9). Below the last entry: 10 (I-SPR-12).
 */
export function prizeCrewCost(ownCrew: number, otherCrew: number): number {
  const n = PRIZE_CREW_BASE + ownCrew - otherCrew;
  const i = SPLITTING_TABLE.findIndex((x) => x <= n);
  return i < 0 ? SPLITTING_TABLE.length - 1 : i;
}
