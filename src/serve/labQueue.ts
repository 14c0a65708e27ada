/**
 * Lab games on demand (`GET /api/lab-game`): each plays a whole game again, so they are played one at a
 * time on a thread of their own (labWorker.ts, started at the first request), never on the captains'
 * thread; a few more wait their turn, and beyond that the server answers that it is busy (503 with
 * Retry-After) rather than queueing without end.
 */
import type { GameRecord } from '../index.js';
import { workerModule } from '../lab/workerModule.js';
import { ThreadCalls } from './thread.js';

export interface LabRequest {
  file: string;
  gameId: string;
  seed?: string;
}

export type LabReply = { id: number; ok: true; record: GameRecord } | { id: number; ok: false; error: string };

/** Where lab games are played: the lab thread, or (tests) anything that plays them. */
export interface LabRunner {
  play(r: LabRequest): Promise<GameRecord>;
  close(): Promise<void>;
}

/** A lab game that cannot be played again (the experiment file or the game id is wrong). */
export class LabGameRefused extends Error {}

/** Too many lab games asked for at once: try again in `retryAfter` seconds. */
export class LabBusy extends Error {
  constructor(
    readonly retryAfter: number,
    message: string,
  ) {
    super(message);
  }
}

/** A lab game takes about 0.2 s on its thread; the seconds a refused request is told to wait, per game ahead. */
const SECONDS_PER_GAME = 1;

const WORKER = new URL(workerModule(import.meta.url, 'labWorker'));

export class WorkerLab implements LabRunner {
  private thread: ThreadCalls<LabRequest, LabReply> | null = null;

  async play(r: LabRequest): Promise<GameRecord> {
    this.thread ??= new ThreadCalls<LabRequest, LabReply>(WORKER, (id, message) => ({
      id,
      ok: false,
      error: `the lab games' thread failed: ${message}`,
    }));
    const reply = await this.thread.call(r);
    if (!reply.ok) throw new LabGameRefused(reply.error);
    return reply.record;
  }

  async close(): Promise<void> {
    await this.thread?.close();
  }
}

export class LabQueue {
  private playing = false;
  private readonly queue: (() => void)[] = [];

  /** `waiting`: how many requests may wait while one is played */
  constructor(
    private readonly runner: LabRunner,
    private readonly waiting: number,
  ) {}

  /** Lab games being played or waiting. */
  get load(): number {
    return (this.playing ? 1 : 0) + this.queue.length;
  }

  async play(r: LabRequest): Promise<GameRecord> {
    if (this.playing) {
      if (this.queue.length >= this.waiting)
        throw new LabBusy(
          this.load * SECONDS_PER_GAME,
          `busy: ${this.load} lab game${this.load > 1 ? 's are' : ' is'} being played or waiting (at most ${this.waiting + 1} at once); try again in a moment`,
        );
      await new Promise<void>((go) => this.queue.push(go));
    }
    this.playing = true;
    try {
      return await this.runner.play(r);
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.playing = false;
    }
  }

  close(): Promise<void> {
    return this.runner.close();
  }
}
