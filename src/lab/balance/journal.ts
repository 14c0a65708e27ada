/**
 * A balance run's journal (`wsim balance --journal <file>`): every game's result, one JSON line a game,
 * appended as it arrives; a run given the file again takes the games it holds instead of playing them.
 * A game's result depends only on its task (scenario, rules, captain spec, budget) and seed (games.ts),
 * so a run stopped by Ctrl-C, a time limit or a crash, run again with the same options, gives the
 * answer the whole run would have given, its games already played not played again — and the games a
 * Ctrl-C's grace let finish, which a measurement counts only in whole rounds, are kept too.
 *
 * A line is {"task": <key>, "seed": <game seed>, "game": <the game's result>}; the key is a hash of the
 * task and the engine's version, so one journal may serve runs with other captains, budgets, rules or
 * scenarios (the 1× answer and its 4× re-check) without mixing their games. It does not see a change
 * of the workbench's code that keeps the engine's version: a journal is for resuming a run on the same
 * workbench. A torn last line (a process killed mid-write) is dropped; any other bad line is refused in
 * one line naming the file, the line and the field, and the file left alone.
 */
import { closeSync, existsSync, statSync, truncateSync, writeSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { ENGINE_VERSION } from '../../index.js';
import { openForAppend } from '../../files/output.js';
import { LabError } from '../errors.js';
import { checkOutput, fsStep, lockOutput } from '../files.js';
import { scanLines, type LinesKind } from '../results.js';
import { ENDINGS, type BalanceGame, type BalanceTask } from './games.js';
import type { BalancePool } from './pool.js';

const count = z.number().int().nonnegative();

/** A game's result as the journal keeps it: the one schema its lines are read with. */
const gameSchema = z.strictObject({
  winner: z.string().min(1),
  turns: count,
  ending: z.enum(ENDINGS),
  decisive: z.string().nullable(),
  lost: z.array(z.string()),
  leadChanges: count,
  clear: z.number().min(0).max(1).nullable(),
  fight: z.record(
    z.string(),
    z.strictObject({ broadsides: count, close: count, long: count, hull: count, rigging: count }),
  ),
  luck: z.array(z.number().finite()).nullable(),
});

const lineSchema = z.strictObject({
  task: z.string().regex(/^[0-9a-f]{32}$/, 'a task key of 32 hexadecimal digits'),
  seed: z.string().min(1),
  game: gameSchema,
});

type JournalLine = z.infer<typeof lineSchema>;

const JOURNAL: LinesKind<JournalLine> = {
  what: 'journal',
  writer: 'wsim balance --journal',
  check(file, lineNo, value) {
    const r = lineSchema.safeParse(value);
    if (r.success) return r.data;
    const issue = r.error.issues[0];
    throw new LabError(
      `${file}: line ${lineNo}: ${issue.path.map(String).join('.') || '(top level)'}: ${issue.message} (a journal line is {"task", "seed", "game"}, written by wsim balance --journal)`,
    );
  },
};

/** The key of a task's games: its scenario, rules, captain and budget, and the engine's version. */
export function taskKey(task: Omit<BalanceTask, 'seeds'>): string {
  const what = [ENGINE_VERSION, task.scenario, task.rules ?? null, task.captain, task.budget ?? null];
  return createHash('sha256').update(JSON.stringify(what), 'utf8').digest('hex').slice(0, 32);
}

export interface Journal {
  file: string;
  /** games found in the file when it was opened */
  found: number;
  /** games taken from it so far (a game measured twice, on one stream, is taken twice) */
  taken: number;
  /** games played and added so far */
  added: number;
  /** bytes of a torn last line dropped when it was opened */
  tornBytes: number;
  /**
   * the pool's tasks with the journal's games taken and the others played and added; `onPlayed`: games just
   * played (not taken), for a progress display that reports the pace of play
   */
  wrap(pool: BalancePool, onPlayed?: (n: number) => void): BalancePool;
  close(): void;
}

/** Open (or create) a journal: its games read and checked, a torn tail dropped, the file locked for this run. */
export async function openJournal(file: string): Promise<Journal> {
  checkOutput(file, '--journal');
  const release = lockOutput(file);
  const games = new Map<string, BalanceGame>();
  let tornBytes = 0;
  try {
    if (existsSync(file) && statSync(file).size > 0) {
      const scan = await scanLines(file, JOURNAL, (line) => {
        games.set(`${line.task}/${line.seed}`, line.game);
      });
      tornBytes = scan.tornBytes;
      if (tornBytes > 0) fsStep(file, 'drop the torn last line', () => truncateSync(file, scan.validBytes));
    }
  } catch (e) {
    release();
    throw e;
  }
  const fd = openForAppend(file, 'write the journal');
  const journal: Journal = {
    file,
    found: games.size,
    taken: 0,
    added: 0,
    tornBytes,
    wrap: (pool, onPlayed) => ({
      async run(task) {
        const key = taskKey(task);
        const missing = task.seeds.filter((seed) => !games.has(`${key}/${seed}`));
        if (missing.length) {
          const played = await pool.run({ ...task, seeds: missing });
          if (!played) return null;
          onPlayed?.(played.length);
          const lines = played.map((game, i) => {
            games.set(`${key}/${missing[i]}`, game);
            return `${JSON.stringify({ task: key, seed: missing[i], game })}\n`;
          });
          fsStep(file, 'write the journal', () => writeSync(fd, lines.join('')));
          journal.added += played.length;
        }
        journal.taken += task.seeds.length - missing.length;
        return task.seeds.map((seed) => games.get(`${key}/${seed}`)!);
      },
      close: () => pool.close(),
    }),
    close() {
      fsStep(file, 'close the journal', () => closeSync(fd));
      release();
    },
  };
  return journal;
}

/**
 * A journal's games read without opening it for a run (no lock, nothing written): each task's games in the order the
 * tasks first appear in the file (a convergence run's 1× answer, then its 4× re-check), every line checked against the
 * one schema; a torn last line is left out.
 */
export async function readJournal(file: string): Promise<{ task: string; games: BalanceGame[] }[]> {
  const tasks = new Map<string, BalanceGame[]>();
  await scanLines(file, JOURNAL, (line) => {
    let games = tasks.get(line.task);
    if (!games) tasks.set(line.task, (games = []));
    games.push(line.game);
  });
  return [...tasks].map(([task, games]) => ({ task, games }));
}
