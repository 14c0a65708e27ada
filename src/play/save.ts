/**
 * Saved games: the game record (scenario, rules, seed, both sides' orders per finished turn) plus
 * the human side, the captain and every input of the unfinished turn — the phases already
 * submitted and the orders being written. Files are written atomically (a temporary file renamed
 * over the old one), so a closed terminal never leaves half a save, and only onto a regular file or
 * a new path (src/files/output.ts).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { z } from 'zod';
import { writeFileAtomic } from '../files/output.js';
import {
  RECORD_FORMAT,
  parseJsonText,
  type GameRecord,
  type AnyShipOrders as ShipOrders,
  type AnySideOrders as SideOrders,
} from '../index.js';
import type { StageName } from './rules/types.js';

export const SAVE_FORMAT = 'wsim-play/1';

export interface SubmittedStage {
  stage: StageName;
  ships: Record<string, ShipOrders>;
}

export interface UnfinishedTurn {
  turn: number;
  /** the computer captain's orders for the turn (and its boarding word, once given) */
  cpu: { main?: SideOrders; boarding?: SideOrders };
  /** the stages already resolved, in order */
  submitted: SubmittedStage[];
  /** the stage being written and its orders so far */
  stage: StageName;
  draft: Record<string, ShipOrders>;
  /** earlier versions of the draft, for "undo" after resuming */
  undo?: { draft: Record<string, ShipOrders>; what: string }[];
}

export interface PlaySave {
  format: typeof SAVE_FORMAT;
  record: GameRecord;
  human: string;
  captain: string;
  turn: UnfinishedTurn | null;
}

/** a stage of the game's rule system (checked against its stages when the game is resumed) */
const stage = z.string().min(1).max(40);
const shipOrders = z.record(z.string(), z.record(z.string(), z.unknown()));

/** A part of the record typed here and checked when the record is played again (restartRecord, checkRecordedTurn). */
const later = <T>() => z.custom<T>();

/** The game record inside a save (checked in full when it is replayed): what a save must hold to be one. */
export const savedRecordSchema = z
  .object({
    format: z.literal(RECORD_FORMAT),
    turns: z.array(later<GameRecord['turns'][number]>()),
    seed: z.union([z.string(), z.number()]).transform(String), // the engine reads a seed as its text (newGame)
    scenario: later<GameRecord['scenario']>(),
    engineVersion: later<string>(),
    rules: later<GameRecord['rules']>(),
  })
  .passthrough();

const saveSchema = z.object({
  format: z.literal(SAVE_FORMAT),
  record: savedRecordSchema,
  human: z.string().min(1),
  captain: z.string().min(1),
  turn: z
    .object({
      turn: z.number().int().min(1),
      cpu: z.object({
        main: z.object({ ships: shipOrders }).optional(),
        boarding: z.object({ ships: shipOrders }).optional(),
      }),
      submitted: z.array(z.object({ stage, ships: shipOrders })),
      stage,
      draft: shipOrders,
      undo: z.array(z.object({ draft: shipOrders, what: z.string() })).optional(),
    })
    .nullable(),
});

export class SaveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SaveError';
  }
}

/** Check a parsed save file; errors name the file and the field. */
export function parseSave(data: unknown, file: string): PlaySave {
  const r = saveSchema.safeParse(data);
  if (!r.success) {
    const issue = r.error.issues[0];
    const where = issue.path.length ? issue.path.join('.') : '(top level)';
    throw new SaveError(
      `${file}: ${where}: ${issue.message}${issue.path[0] === 'format' ? ` (expected "${SAVE_FORMAT}", a file written by wsim play)` : ''}`,
    );
  }
  return r.data;
}

/** Read and check a save file (errors from the file system and JSON.parse pass through). */
export function readSave(file: string): PlaySave {
  return parseSave(parseJsonText(readFileSync(file, 'utf8')), file);
}

/** Write JSON atomically (its folder made): the one output writer, which refuses anything but a regular file or a new path. */
export function writeJsonAtomic(file: string, data: unknown): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileAtomic(file, JSON.stringify(data, null, 1) + '\n');
}

export function defaultSavePath(scenarioId: string, seed: string): string {
  return `.wsim/play-${scenarioId}-${seed.replace(/[^A-Za-z0-9_-]/g, '_')}.json`;
}

/** The record file written beside a save: "x.json" → "x.record.json". */
export function recordPathFor(savePath: string): string {
  return savePath.replace(/(\.json)?$/i, '.record.json');
}
