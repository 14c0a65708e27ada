/**
 * Where batches run: a piscina pool of worker threads (workers ≥ 1) or this thread (workers = 0,
 * for debugging and single-game reproduction). A batch whose task fails outside the games (a dead
 * worker) is retried game by game; a game that still fails becomes an error row.
 */
import { Piscina } from 'piscina';
import { failedBatch, playBatch, type BatchResult } from './batch.js';
import type { Experiment } from './experiment.js';
import type { GameRef } from './plan.js';
import { workerModule } from './workerModule.js';

export interface BatchRunner {
  run(games: GameRef[]): Promise<BatchResult>;
  close(): Promise<void>;
}

/** Wall-clock limit of one game on a worker thread (a captain that never answers): the game becomes an error row. */
export const DEFAULT_GAME_SECONDS = 300;

export class GameTimeoutError extends Error {
  constructor(seconds: number) {
    super(`the game exceeded the wall-clock limit of ${seconds} s (its worker thread was stopped)`);
    this.name = 'GameTimeoutError';
  }
}

const WORKER = workerModule(import.meta.url, 'worker');

function mergeResults(parts: BatchResult[]): BatchResult {
  return {
    text: parts.map((p) => p.text).join(''),
    games: parts.reduce((n, p) => n + p.games, 0),
    errors: parts.reduce((n, p) => n + p.errors, 0),
  };
}

export async function startRunner(
  exp: Experiment,
  workers: number,
  gameSeconds = DEFAULT_GAME_SECONDS,
): Promise<BatchRunner> {
  if (workers === 0) {
    return { run: async (games) => playBatch(exp, games), close: async () => {} };
  }
  const pool = new Piscina<GameRef[] | 'warm-up', BatchResult | number>({
    filename: WORKER,
    minThreads: workers,
    maxThreads: workers,
    idleTimeout: 60_000,
    workerData: { experiment: exp },
  });
  try {
    // every thread loads the engine before the clock starts; a worker that cannot start is fatal
    const ready = new Set<number>();
    for (let round = 0; ready.size < workers && round < 50; round++) {
      for (const id of await Promise.all(Array.from({ length: workers }, () => pool.run('warm-up'))))
        ready.add(id as number);
    }
  } catch (e) {
    await pool.destroy();
    throw new Error(`the worker threads could not start: ${(e as Error).message}`);
  }
  let closing = false;
  const runSafely = async (games: GameRef[]): Promise<BatchResult> => {
    // piscina stops the worker thread of a task whose signal aborts: a game that never ends is cut off
    const signal = AbortSignal.timeout(gameSeconds * 1000 * games.length);
    try {
      return (await pool.run(games, { signal })) as BatchResult;
    } catch (e) {
      if (closing) return { text: '', games: 0, errors: 0 }; // stopped by close(): not played, resume plays it
      if (games.length === 1) return failedBatch(exp, games, signal.aborted ? new GameTimeoutError(gameSeconds) : e);
      const parts: BatchResult[] = [];
      for (const g of games) parts.push(await runSafely([g]));
      return mergeResults(parts);
    }
  };
  let closed: Promise<void> | null = null;
  return {
    run: runSafely,
    close: () => {
      closing = true;
      return (closed ??= pool.destroy());
    },
  };
}
