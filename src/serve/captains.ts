/**
 * The captains' thread: one worker (node:worker_threads) that holds every served game's computer
 * captain. Asks are answered in order; the server's event loop only waits on a promise.
 */
import { Worker } from 'node:worker_threads';
import { workerModule } from '../lab/workerModule.js';
import type { GameEvent, GameRecord, PlayerView, SideOrders } from '../index.js';

export type CaptainRequest =
  | { id: number; type: 'reset'; game: string; side?: undefined }
  | { id: number; type: 'lab'; file: string; gameId: string; seed?: string }
  | ({ id: number; type: 'ask' } & AskSpec);

export type CaptainReply =
  | { id: number; ok: true; orders: SideOrders; ms: number }
  | { id: number; ok: true; record: GameRecord; seed: string }
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

/** Where captains think: the worker thread, or (tests of the game logic) this thread. */
export interface CaptainHost {
  ask(a: AskSpec): Promise<{ orders: SideOrders; ms: number }>;
  /** a lab experiment's game played again as a record (the lab's own setup) */
  labGame(file: string, gameId: string, seed?: string): Promise<GameRecord>;
  /** forget a game's captains (it is about to be rebuilt from its save) */
  reset(game: string): void;
  close(): Promise<void>;
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A lab game that cannot be played again (the experiment file or the game id is wrong). */
export class LabGameRefused extends Error {}

// the compiled worker (dist/, how `wsim serve` runs) or, from the sources, its tsx shim (src/lab/workerModule.ts)
const WORKER = new URL(workerModule(import.meta.url, 'captainWorker'));

export class WorkerCaptains implements CaptainHost {
  private readonly worker: Worker;
  private next = 1;
  private readonly waiting = new Map<number, { resolve: (r: CaptainReply) => void }>();
  private failure: Error | null = null;

  constructor() {
    this.worker = new Worker(WORKER);
    this.worker.unref();
    this.worker.on('message', (r: CaptainReply) => {
      const w = this.waiting.get(r.id);
      this.waiting.delete(r.id);
      w?.resolve(r);
    });
    this.worker.on('error', (e) => {
      this.failure = e;
      for (const [id, w] of this.waiting)
        w.resolve({ id, ok: false, error: `the captains' thread failed: ${e.message}` });
      this.waiting.clear();
    });
  }

  private send(m: DistributiveOmit<CaptainRequest, 'id'>): Promise<CaptainReply> {
    if (this.failure)
      return Promise.resolve({ id: 0, ok: false, error: `the captains' thread failed: ${this.failure.message}` });
    const id = this.next++;
    return new Promise((resolve) => {
      this.waiting.set(id, { resolve });
      this.worker.postMessage({ ...m, id });
    });
  }

  async ask(a: AskSpec): Promise<{ orders: SideOrders; ms: number }> {
    const r = await this.send({ type: 'ask', ...a });
    if (!r.ok) throw new Error(r.error);
    if (!('orders' in r)) throw new Error("the captains' thread answered a question it was not asked");
    return { orders: r.orders, ms: r.ms };
  }

  async labGame(file: string, gameId: string, seed?: string): Promise<GameRecord> {
    const r = await this.send({ type: 'lab', file, gameId, ...(seed ? { seed } : {}) });
    if (!r.ok) throw new LabGameRefused(r.error);
    if (!('record' in r)) throw new Error("the captains' thread answered a question it was not asked");
    return r.record;
  }

  reset(game: string): void {
    void this.send({ type: 'reset', game });
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }
}
