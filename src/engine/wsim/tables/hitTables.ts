/**
 * Hit tables (11.2.6–11.2.7 Basic, 0–8; 16.1.2 Advanced, 0–10).
 * Source: WS&IM 2nd edition tables (reference figures supplied to the project).
 * Each cell is [H, G, C, R] — hull, gun, crew and rigging squares — indexed by die − 1.
 * Advanced tables: a die of 6 is a possible critical hit (16.1.2.2), see CRITICAL_DIE.
 * Advanced table 8 rigging die 3 is 4R-2H-G (card scan) rather than the reprint's 4R-3H-G
 * (docs/rules-coverage.md, doubt D1). The tables are data: hitTables.json.
 */
import { z } from 'zod';
import tables from './hitTables.json' with { type: 'json' };

/** [H, G, C, R] */
export type HitCounts = readonly [number, number, number, number];

export interface HitTable {
  /** the table as printed on the card (e.g. "hull: 0 0 0 C H G | rigging: 0 0 0 0 R C"; * a possible critical) */
  readonly card: string;
  readonly hull: readonly HitCounts[];
  readonly rigging: readonly HitCounts[];
}

/** A table of hitTables.json as the engine reads it: six [H, G, C, R] cells per aim, one per die. */
const counts = z.tuple([z.number(), z.number(), z.number(), z.number()]);
const hitTables = z.array(
  z.object({ card: z.string(), hull: z.array(counts).length(6), rigging: z.array(counts).length(6) }),
);

/** 11.2.6 Basic Game hit tables 0–8 (hitTables.json, one table a line with the card's notation). */
export const BASIC_HIT_TABLES: readonly HitTable[] = hitTables.parse(tables.basic);

/** 16.1.2 Advanced Game hit tables 0–10 (hitTables.json). */
export const ADVANCED_HIT_TABLES: readonly HitTable[] = hitTables.parse(tables.advanced);

/** 16.1.2.2 A 6 on any advanced hit table is a possible critical hit. */
export const CRITICAL_DIE = 6;
