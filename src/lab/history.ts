/**
 * The historical check (`wsim scenario history`): each historical scenario played N times with one
 * captain on both sides, counted against what happened. Games go through the ladder's job runner
 * (one plain-data job per game on the piscina pool), so the counts depend only on the seed, never on
 * the number of workers: game k of scenario `id` plays seed "<seed>:<id>:<k>".
 */
import type { SideId } from '../index.js';
import type { Scenario } from '../api/wsim.js';
import { runLadderGames, type LadderGame, type LadderJob, type LadderRunOptions } from './ladder/games.js';

export interface HistoryPlan {
  scenarios: Scenario[];
  captain: string;
  games: number;
  seed: string;
}

/** How the games of one scenario ended, by kind. */
export type Ending = 'surrender' | 'no ship left' | 'turn limit' | 'refusal of combat' | 'hurricane' | 'other';

export interface HistoryTally {
  id: string;
  name: string;
  year: number | null;
  /** the historical winner: a side id or "draw" */
  winner: SideId | 'draw';
  winnerName: string;
  games: number;
  /** games whose result is the historical one (for a historical draw: drawn games) */
  historical: number;
  /** games won by each side, and drawn */
  wins: Record<SideId, number>;
  draws: number;
  meanTurns: number;
  endings: Record<Ending, number>;
  summary: string;
}

export function gameSeedOf(seed: string, id: string, k: number): string {
  return `${seed}:${id}:${k}`;
}

export function historyJobs(plan: HistoryPlan): LadderJob[] {
  const jobs: LadderJob[] = [];
  plan.scenarios.forEach((scenario, index) => {
    const captains = Object.fromEntries(scenario.sides.map((s) => [s.id, plan.captain]));
    for (let k = 0; k < plan.games; k++) {
      jobs.push({ pairing: index, pair: k, game: 0, scenario, seed: gameSeedOf(plan.seed, scenario.id, k), captains });
    }
  });
  return jobs;
}

export function endingOf(reason: string): Ending {
  if (/turn limit/.test(reason)) return 'turn limit';
  if (/hurricane/.test(reason)) return 'hurricane';
  if (/refus/.test(reason)) return 'refusal of combat';
  if (/no ship left/.test(reason)) return 'no ship left';
  if (/surrender|crew|struck/.test(reason)) return 'surrender';
  return 'other';
}

export function tallyHistory(plan: HistoryPlan, games: readonly LadderGame[]): HistoryTally[] {
  return plan.scenarios.map((scenario, index) => {
    const mine = games.filter((g) => g.job.pairing === index);
    const history = scenario.history!;
    const wins: Record<SideId, number> = Object.fromEntries(scenario.sides.map((s) => [s.id, 0]));
    const endings: Record<Ending, number> = {
      surrender: 0,
      'no ship left': 0,
      'turn limit': 0,
      'refusal of combat': 0,
      hurricane: 0,
      other: 0,
    };
    let draws = 0;
    let turns = 0;
    for (const g of mine) {
      if (g.winner === 'draw') draws++;
      else wins[g.winner]++;
      turns += g.turns;
      endings[endingOf(g.reason)]++;
    }
    const historical = history.winner === 'draw' ? draws : wins[history.winner];
    return {
      id: scenario.id,
      name: scenario.name,
      year: scenario.year ?? null,
      winner: history.winner,
      winnerName: history.winner === 'draw' ? 'draw' : scenario.sides.find((s) => s.id === history.winner)!.name,
      games: mine.length,
      historical,
      wins,
      draws,
      meanTurns: mine.length ? turns / mine.length : 0,
      endings,
      summary: history.summary,
    };
  });
}

/** Play every game of the plan (in job order whatever the number of workers) and count them. */
export async function runHistory(plan: HistoryPlan, options: LadderRunOptions = {}): Promise<HistoryTally[]> {
  return tallyHistory(plan, await runLadderGames(historyJobs(plan), options));
}
