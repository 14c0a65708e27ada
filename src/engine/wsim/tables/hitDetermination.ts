/**
 * Hit Determination Tables (HDT).
 * Basic: 11.2.3 (range × guns firing → hit table), modifiers 11.3.1–11.3.5,
 *        plus the "advanced/optional" columns (ammunition, anchored) used only at advanced level.
 * Advanced: 16.1.1 (rake value in parentheses replaces the normal one; stern rake +1, 16.1.1.2).
 * Source: WS&IM 2nd edition tables. Bands of guns are inclusive; `max: null` = open-ended. The rows are data
 * (hitDetermination.json, one row a line).
 */
import type { Ammo, Quality } from '../types.js';
import hdt from './hitDetermination.json' with { type: 'json' };

/** Range bands shared by both HDTs (11.2.3): 1, 2, 3, 4, 5–6, 7–10. */
export const RANGE_BANDS = [
  { min: 1, max: 1 },
  { min: 2, max: 2 },
  { min: 3, max: 3 },
  { min: 4, max: 4 },
  { min: 5, max: 6 },
  { min: 7, max: 10 },
] as const;

/** 11.1.3 the field of fire reaches ten hexes. */
export const MAX_FIRING_RANGE = 10;
/** 11.3.5 / 12.4.5 "the Hit Table is decreased by two tables" for a captured ship (text reading; the rows carry the card's figure). */
export const CAPTURED_SHIP_TEXT_PENALTY = -2;
/** 11.2.5 at range 6 or more fire must be aimed at the rigging. */
export const HULL_AIM_MAX_RANGE = 5;

export function rangeBandIndex(range: number): number {
  if (range < 1 || range > MAX_FIRING_RANGE) return -1;
  return BAND_OF_RANGE[range];
}
/** RANGE_BANDS by range, looked up once (index 0 unused). */
const BAND_OF_RANGE: readonly number[] = Array.from({ length: MAX_FIRING_RANGE + 1 }, (_, r) =>
  RANGE_BANDS.findIndex((b) => r >= b.min && r <= b.max),
);

export interface HdtModifiers {
  readonly crewQuality: Readonly<Record<Quality, number>>;
  /** 11.3.3 per crew section wiped out or used for boarding. */
  readonly crewSectionLossEach: number;
  /** 11.3.4 */
  readonly initialBroadside: number;
  /** 11.3.2 Basic only: rake bonus (Advanced uses rakeHitTable instead). */
  readonly rake: number;
  /** 16.1.1.2 Advanced only: added to the rake value when raking through the stern. */
  readonly sternRake: number;
  /** 11.3.5 */
  readonly capturedShip: number;
  /** 24.2 (advanced/optional column) */
  readonly ammunition: Readonly<Record<Ammo, number>>;
  /** 20.3.5 (advanced/optional column) */
  readonly anchored: number;
}

export interface HdtRow {
  readonly guns: { readonly min: number; readonly max: number | null };
  /** Hit table per range band. */
  readonly hitTable: readonly number[];
  /** Advanced only: the parenthesised rake value per range band (16.1.1.1). */
  readonly rakeHitTable: readonly number[] | null;
  readonly modifiers: HdtModifiers;
}

/** 11.2.3 with 11.3.1–11.3.5 (and the advanced/optional columns: 24.2 ammunition, 20.3.5 anchored): one row per band of guns. */
export const BASIC_HDT: readonly HdtRow[] = hdt.basic;

/** 16.1.1 Advanced Game HDT (rake value in parentheses = rakeHitTable, 16.1.1.1; stern rake 16.1.1.2). */
export const ADVANCED_HDT: readonly HdtRow[] = hdt.advanced;

export function hdtRow(table: readonly HdtRow[], guns: number): HdtRow | null {
  if (guns < 1) return null;
  for (const row of table) {
    if (guns >= row.guns.min && (row.guns.max === null || guns <= row.guns.max)) return row;
  }
  return null;
}

/** 11.2.4 Basic: final table < 0 misses, > 8 uses table 8. */
export const BASIC_MAX_TABLE = 8;
/** 16.1.2.1 Advanced: tables above 10 are split into separate rolls on the highest tables. */
export const ADVANCED_MAX_TABLE = 10;

/**
 * 16.1.2.1 Split a modified hit table above 10 into separate rolls, each on the highest table
 * possible: 13 → [10, 3]; 20 → [10, 10]; 7 → [7].
 */
export function splitAdvancedTable(table: number): number[] {
  const rolls: number[] = [];
  let t = table;
  while (t > ADVANCED_MAX_TABLE) {
    rolls.push(ADVANCED_MAX_TABLE);
    t -= ADVANCED_MAX_TABLE;
  }
  if (t >= 0) rolls.push(t);
  return rolls;
}
