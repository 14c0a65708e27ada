/**
 * Where the games of `wsim balance` run: a piscina pool of worker threads kept for the whole run
 * (the baseline, the screening and the re-measurements share it), or this thread (workers = 0).
 * After close() a task in flight resolves to null: its games were not played and are not counted.
 */
import { Piscina } from 'piscina';
import { playBalanceTask, type BalanceGame, type BalanceTask } from './games.js';
import { workerModule } from '../workerModule.js';

export interface BalancePool {
  run(task: BalanceTask): Promise<BalanceGame[] | null>;
  close(): Promise<void>;
}

// the compiled worker (dist/, how `wsim` runs) or, from the sources, its tsx shim
const WORKER_SHIM = workerModule(import.meta.url, 'worker');

export function startBalancePool(workers: number): BalancePool {
  let closing = false;
  if (workers === 0) {
    return {
      run: async (task) => {
        const out: BalanceGame[] = [];
        for (const seed of task.seeds) {
          if (closing) return null;
          out.push(...playBalanceTask({ ...task, seeds: [seed] }));
          // let the event loop breathe (signals, progress) between games
          await new Promise<void>((resolve) => setImmediate(resolve));
        }
        return out;
      },
      close: async () => {
        closing = true;
      },
    };
  }
  const pool = new Piscina<BalanceTask, BalanceGame[]>({
    filename: WORKER_SHIM,
    minThreads: workers,
    maxThreads: workers,
    idleTimeout: 60_000,
  });
  let closed: Promise<void> | null = null;
  return {
    run: async (task) => {
      if (closing) return null;
      try {
        return await pool.run(task);
      } catch (e) {
        if (closing) return null;
        throw e;
      }
    },
    close: () => {
      closing = true;
      return (closed ??= pool.destroy());
    },
  };
}
