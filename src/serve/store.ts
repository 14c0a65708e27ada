/**
 * The served games on disk: one file per game (`<dir>/<id>.json`, written atomically after every
 * change), read back when the server starts so that a restart resumes every game.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { parseJsonText } from '../index.js';
import { savedRecordSchema, writeJsonAtomic } from '../play/save.js';
import { ALL_STAGES, type StageName } from '../play/stages.js';
import { SERVE_FORMAT, type MatchSave } from './match.js';

export const GAME_ID = /^[a-f0-9]{12}$/;

const orders = z.record(z.string(), z.record(z.string(), z.unknown()));
/** a captain's words: the ships' orders and any side-level order of its rule system (checked by the engine) */
const sideOrders = z.looseObject({ ships: orders });
const stage = z.enum(ALL_STAGES as [StageName, ...StageName[]]);

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
        joined: z.boolean(),
      }),
    )
    .length(2),
  record: savedRecordSchema,
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

  /** Every readable save in the folder; unreadable ones are reported, not fatal. */
  readAll(warn: (line: string) => void): MatchSave[] {
    if (!existsSync(this.dir)) return [];
    const out: MatchSave[] = [];
    for (const f of readdirSync(this.dir)
      .filter((n) => /^[a-f0-9]{12}\.json$/.test(n))
      .sort()) {
      const file = join(this.dir, f);
      try {
        const r = saveSchema.safeParse(parseJsonText(readFileSync(file, 'utf8')));
        if (!r.success) {
          const i = r.error.issues[0];
          warn(`${file}: ${i.path.join('.') || '(top level)'}: ${i.message} (skipped)`);
        } else out.push(r.data as unknown as MatchSave);
      } catch (e) {
        warn(`${file}: ${(e as Error).message} (skipped)`);
      }
    }
    return out;
  }
}
