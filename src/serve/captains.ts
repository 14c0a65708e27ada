/**
 * The captains' thread: one worker (node:worker_threads) that holds every served game's computer
 * captain. Asks are answered in order; the server's event loop only waits on a promise. Lab games
 * played again for the replay viewer have a thread of their own (labQueue.ts): they never hold up a captain.
 */
import type { AnyEvent as GameEvent, AnyView as PlayerView, AnySideOrders as SideOrders } from '../index.js';
import { workerModule } from '../lab/workerModule.js';
import type { Explanation } from '../../bots/index.js';
import { ThreadCalls } from './thread.js';

export type CaptainRequest =
  { id: number; type: 'reset'; game: string; side?: undefined } | ({ id: number; type: 'ask' } & AskSpec);

export type CaptainReply =
  | { id: number; ok: true; orders: SideOrders; ms: number; explanation?: Explanation | null }
  | { id: number; ok: false; error: string };

export interface AskSpec {
  game: string;
  side: string;
  spec: string;
  seed: string | number;
  kind: 'main' | 'boarding';
  view: PlayerView;
  events: readonly GameEvent[];
}

/** A captain's answer: its orders, how long it thought, and (orders of a turn) its explanation if it gives one. */
export interface CaptainAnswer {
  orders: SideOrders;
  ms: number;
  explanation?: Explanation | null;
}

/** Where captains think: the worker thread, or (tests of the game logic) this thread. */
export interface CaptainHost {
  ask(a: AskSpec): Promise<CaptainAnswer>;
  /** forget a game's captains (it is about to be rebuilt from its save, or dropped from memory) */
  reset(game: string): void;
  close(): Promise<void>;
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

// the compiled worker (dist/, how `wsim serve` runs) or, from the sources, its tsx shim (src/lab/workerModule.ts)
const WORKER = new URL(workerModule(import.meta.url, 'captainWorker'));

export class WorkerCaptains implements CaptainHost {
  private readonly thread = new ThreadCalls<DistributiveOmit<CaptainRequest, 'id'>, CaptainReply>(
    WORKER,
    (id, message) => ({ id, ok: false, error: `the captains' thread failed: ${message}` }),
  );

  async ask(a: AskSpec): Promise<CaptainAnswer> {
    const r = await this.thread.call({ type: 'ask', ...a });
    if (!r.ok) throw new Error(r.error);
    return { orders: r.orders, ms: r.ms, explanation: r.explanation ?? null };
  }

  reset(game: string): void {
    void this.thread.call({ type: 'reset', game });
  }

  close(): Promise<void> {
    return this.thread.close();
  }
}
