/**
 * Ladder games: every game the ladder plays is a job (plain data: scenario, rules, seed, captain
 * specs by side, budget) and goes through `runLadderGames`, which plays them in this thread. A
 * worker pool can take the same jobs (`playLadderGame` is the per-game function).
 */
import type { RulesInput, Scenario, SideId } from '../../src/index.js';
import type { Budget } from '../captain.js';
import { playGame } from '../harness.js';
import { createCaptain } from '../index.js';

export interface LadderJob {
  /** index of the pairing (a, b) in the ladder */
  pairing: number;
  /** index of the side-swapped pair within the pairing */
  pair: number;
  /** 0: captain a on the first side; 1: sides swapped */
  game: 0 | 1;
  scenario: Scenario;
  rules?: RulesInput;
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
  constructor(readonly job: LadderJob, cause: unknown) {
    super(`game ${job.pairing}/${job.pair}/${job.game} (seed "${job.seed}", ${Object.entries(job.captains).map(([s, c]) => `${s}: ${c}`).join(', ')}) failed: ${(cause as Error)?.message ?? String(cause)}`);
    this.name = 'LadderGameError';
  }
}

/** Play one ladder game (fresh captains, seeded by the job). */
export function playLadderGame(job: LadderJob): LadderGame {
  try {
    const captains = Object.fromEntries(Object.entries(job.captains).map(([side, spec]) => [side, createCaptain(spec)]));
    const { state } = playGame(job.scenario, captains, { seed: job.seed, rules: job.rules, budget: job.budget });
    const result = state.result!;
    return { job, winner: result.winner, turns: result.turn, reason: result.reason };
  } catch (e) {
    throw new LadderGameError(job, e);
  }
}

/**
 * Play the ladder's games and return their results in job order. In-process for now; the batch
 * lab's worker pool plugs in here.
 */
export async function runLadderGames(jobs: readonly LadderJob[], onGame?: (game: LadderGame, done: number) => void): Promise<LadderGame[]> {
  const out: LadderGame[] = [];
  for (const job of jobs) {
    const g = playLadderGame(job);
    out.push(g);
    onGame?.(g, out.length);
    // let the event loop breathe (progress bars, signals) between games
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return out;
}
