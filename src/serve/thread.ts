/**
 * Calls to a worker thread (node:worker_threads): each message carries an id and its reply the same id, so
 * that every call is a promise. A thread that fails answers every call, waiting or later, with its error.
 */
import { Worker } from 'node:worker_threads';

export class ThreadCalls<Request extends object, Reply extends { id: number }> {
  private readonly worker: Worker;
  private next = 1;
  private readonly waiting = new Map<number, (r: Reply) => void>();
  private failure: Error | null = null;

  /** `failed`: the reply to a call the failed thread cannot answer */
  constructor(
    module: URL,
    private readonly failed: (id: number, message: string) => Reply,
  ) {
    this.worker = new Worker(module);
    this.worker.unref();
    this.worker.on('message', (r: Reply) => {
      const w = this.waiting.get(r.id);
      this.waiting.delete(r.id);
      w?.(r);
    });
    this.worker.on('error', (e) => {
      this.failure = e;
      for (const [id, w] of this.waiting) w(this.failed(id, e.message));
      this.waiting.clear();
    });
  }

  call(m: Request): Promise<Reply> {
    if (this.failure) return Promise.resolve(this.failed(0, this.failure.message));
    const id = this.next++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.worker.postMessage({ ...m, id });
    });
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }
}
