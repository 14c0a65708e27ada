/**
 * The served games on disk: one file per game (`<dir>/<id>.json`, written atomically after every
 * change), read back when a game is asked for and not held in memory (hold.ts), so that a restart
 * resumes every game; a game nobody joined is removed when it expires.
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { parseJsonText, type GameRecord } from '../index.js';
import { savedRecordSchema, writeJsonAtomic } from '../play/save.js';
import { SERVE_FORMAT, type MatchSave } from './match.js';

export const GAME_ID = /^[a-f0-9]{12}$/;

const orders = z.record(z.string(), z.record(z.string(), z.unknown()));
/** a captain's words: the ships' orders and any side-level order of its rule system (checked by the engine) */
const sideOrders = z.looseObject({ ships: orders });
/** a stage of the game's rule system (checked against its stages when the game is resumed) */
const stage = z.string().min(1).max(40);

/** The record as play/save.ts checks it, read as the game record it is (replayed in full when the game resumes). */
const recordOfSave = z.custom<GameRecord>().superRefine((v, ctx) => {
  const r = savedRecordSchema.safeParse(v);
  if (!r.success) for (const i of r.error.issues) ctx.addIssue({ code: 'custom', message: i.message, path: i.path });
});

const saveSchema = z.object({
  format: z.literal(SERVE_FORMAT),
  id: z.string().regex(GAME_ID),
  seats: z
    .array(
      z.object({
        side: z.string(),
        kind: z.enum(['human', 'captain']),
        captain: z.string().optional(),
        token: z.string(),
        invite: z.string().optional(),
        joined: z.boolean(),
      }),
    )
    .length(2),
  seedMade: z.enum(['drawn', 'chosen']).optional(),
  record: recordOfSave,
  turn: z
    .object({
      turn: z.number().int().min(1),
      words: z.record(z.string(), z.object({ main: sideOrders.optional(), boarding: sideOrders.optional() })),
      submitted: z.array(z.object({ stage, orders: z.record(z.string(), orders) })),
      drafts: z.record(z.string(), orders),
      ready: z.array(z.string()),
    })
    .nullable(),
});

export class GameStore {
  constructor(readonly dir: string) {}

  path(id: string): string {
    return join(this.dir, `${id}.json`);
  }

  write(save: MatchSave): void {
    writeJsonAtomic(this.path(save.id), save);
  }

  /** The ids of the games saved in the folder. */
  ids(): string[] {
    if (!existsSync(this.dir)) return [];
    return readdirSync(this.dir)
      .filter((n) => /^[a-f0-9]{12}\.json$/.test(n))
      .map((n) => n.slice(0, -'.json'.length))
      .sort();
  }

  has(id: string): boolean {
    return existsSync(this.path(id));
  }

  /** When the game's save was last written (ms since the epoch). */
  modified(id: string): number {
    return statSync(this.path(id)).mtimeMs;
  }

  /** A game's save, or null when it is unreadable (reported, not fatal). */
  read(id: string, warn: (line: string) => void): MatchSave | null {
    const file = this.path(id);
    try {
      const r = saveSchema.safeParse(parseJsonText(readFileSync(file, 'utf8')));
      if (r.success) return r.data;
      const i = r.error.issues[0];
      warn(`${file}: ${i.path.join('.') || '(top level)'}: ${i.message} (skipped)`);
    } catch (e) {
      warn(`${file}: ${(e as Error).message} (skipped)`);
    }
    return null;
  }

  /** Forget a game (an expired one): its save is deleted. */
  remove(id: string): void {
    rmSync(this.path(id), { force: true });
  }
}
