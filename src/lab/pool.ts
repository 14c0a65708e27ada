/**
 * Where batches run: a piscina pool of worker threads (workers ≥ 1) or this thread (workers = 0,
 * for debugging and single-game reproduction). A batch whose task fails outside the games (a dead
 * worker) is retried game by game; a game that still fails becomes an error row.
 */
import { Piscina } from 'piscina';
import { failedBatch, playBatch, type BatchResult } from './batch.js';
import type { Experiment } from './experiment.js';
import type { GameRef } from './plan.js';

export interface BatchRunner {
  run(games: GameRef[]): Promise<BatchResult>;
  close(): Promise<void>;
}

const WORKER_SHIM = new URL('./worker.mjs', import.meta.url).href;

function mergeResults(parts: BatchResult[]): BatchResult {
  return {
    text: parts.map((p) => p.text).join(''),
    games: parts.reduce((n, p) => n + p.games, 0),
    errors: parts.reduce((n, p) => n + p.errors, 0),
  };
}

export async function startRunner(exp: Experiment, workers: number): Promise<BatchRunner> {
  if (workers === 0) {
    return { run: async (games) => playBatch(exp, games), close: async () => {} };
  }
  const pool = new Piscina<GameRef[] | 'warm-up', BatchResult | number>({
    filename: WORKER_SHIM,
    minThreads: workers,
    maxThreads: workers,
    idleTimeout: 60_000,
    workerData: { experiment: exp },
  });
  try {
    // every thread loads the engine before the clock starts; a worker that cannot start is fatal
    const ready = new Set<number>();
    for (let round = 0; ready.size < workers && round < 50; round++) {
      for (const id of await Promise.all(Array.from({ length: workers }, () => pool.run('warm-up')))) ready.add(id as number);
    }
  } catch (e) {
    await pool.destroy();
    throw new Error(`the worker threads could not start: ${(e as Error).message}`);
  }
  const runSafely = async (games: GameRef[]): Promise<BatchResult> => {
    try {
      return (await pool.run(games)) as BatchResult;
    } catch (e) {
      if (games.length === 1) return failedBatch(exp, games, e);
      const parts: BatchResult[] = [];
      for (const g of games) parts.push(await runSafely([g]));
      return mergeResults(parts);
    }
  };
  return { run: runSafely, close: () => pool.destroy() };
}
