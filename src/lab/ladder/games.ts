/**
 * Ladder games: every game the ladder plays is a job (plain data: scenario, rules, seed, captain
 * specs by side, budget) and goes through `runLadderGames`, which plays them on a piscina pool of
 * worker threads (or in this thread with `workers: 0`). A game's result depends only on its job,
 * so the ladder's report is the same whatever the number of workers.
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { AnyRulesInput, AnyScenario, SideId } from '../../index.js';
import type { Budget } from '../../../bots/captain.js';
import { playGame } from '../../../bots/harness.js';
import { createCaptain } from '../../../bots/index.js';
import { workerModule } from '../workerModule.js';

export interface LadderJob {
  /** index of the pairing (a, b) in the ladder */
  pairing: number;
  /** index of the side-swapped pair within the pairing */
  pair: number;
  /** 0: captain a on the first side; 1: sides swapped */
  game: 0 | 1;
  scenario: AnyScenario;
  rules?: AnyRulesInput;
  seed: string;
  captains: Record<SideId, string>;
  budget?: Budget;
}

export interface LadderGame {
  job: LadderJob;
  winner: SideId | 'draw';
  turns: number;
  reason: string;
}

export class LadderGameError extends Error {
  constructor(
    readonly job: LadderJob,
    cause: unknown,
  ) {
    super(
      `game ${job.pairing}/${job.pair}/${job.game} (seed "${job.seed}", ${Object.entries(job.captains)
        .map(([s, c]) => `${s}: ${c}`)
        .join(', ')}) failed: ${(cause as Error)?.message ?? String(cause)}`,
    );
    this.name = 'LadderGameError';
  }
}

/** Play one ladder game (fresh captains, seeded by the job). */
export function playLadderGame(job: LadderJob): LadderGame {
  try {
    const captains = Object.fromEntries(
      Object.entries(job.captains).map(([side, spec]) => [side, createCaptain(spec)]),
    );
    const { state } = playGame(job.scenario, captains, { seed: job.seed, rules: job.rules, budget: job.budget });
    const result = state.result!;
    return { job, winner: result.winner, turns: result.turn, reason: result.reason };
  } catch (e) {
    throw new LadderGameError(job, e);
  }
}

export interface LadderRunOptions {
  /** worker threads (default: the machine's cores, at most the number of games); 0 plays in this thread */
  workers?: number;
  /** called as each game finishes, with the number finished so far */
  onGame?: (game: LadderGame, done: number) => void;
}

const WORKER = workerModule(import.meta.url, 'worker');

/** Play the ladder's games and return their results in job order. */
export async function runLadderGames(
  jobs: readonly LadderJob[],
  options: LadderRunOptions = {},
): Promise<LadderGame[]> {
  const workers = Math.min(options.workers ?? availableParallelism(), jobs.length);
  let done = 0;
  const finished = (g: LadderGame): LadderGame => {
    options.onGame?.(g, ++done);
    return g;
  };
  if (workers <= 0) {
    const out: LadderGame[] = [];
    for (const job of jobs) {
      out.push(finished(playLadderGame(job)));
      // let the event loop breathe (progress bars, signals) between games
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    return out;
  }
  const pool = new Piscina<LadderJob, LadderGame>({ filename: WORKER, minThreads: workers, maxThreads: workers });
  try {
    return await Promise.all(jobs.map(async (job) => finished(await pool.run(job))));
  } finally {
    await pool.destroy();
  }
}
