/**
 * `wsim captain tune`: tune a captain's numeric options by SPSA (spsa.ts) on a piscina pool, fishtest
 * style — every step plays side-swapped pairs between the two perturbed captains on the same seeds —
 * then measure the tuned options against the start on fresh pairs (pentanomial Elo with its 95%
 * interval). The steps, their seeds and the perturbations depend only on the plan: the same plan
 * gives the same tuned options on any number of workers.
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { captainRandom, type AnyRulesInput as RulesInput, type AnyScenario as Scenario } from '../../index.js';
import type { Budget } from '../../../bots/captain.js';
import { playLadderGame, type LadderGame, type LadderJob } from '../ladder/games.js';
import { pairStats } from '../ladder/stats.js';
import type { PairingStats } from '../types.js';
import { workerModule } from '../workerModule.js';
import { perturbation, perturbed, update, type SpsaParam } from './spsa.js';

export interface TunePlan {
  /** the captain spec tuned (its own options kept, the tuned ones set on top) */
  captain: string;
  params: SpsaParam[];
  scenario: Scenario;
  rules?: RulesInput;
  seed: string;
  steps: number;
  /** side-swapped pairs per step */
  pairs: number;
  /** side-swapped pairs of the final measurement, tuned against start */
  verify: number;
  budget?: Budget;
}

export interface TuneResult {
  start: Record<string, number>;
  tuned: Record<string, number>;
  /** the parameters every tenth step (and the last) */
  trace: { step: number; theta: Record<string, number> }[];
  tunedSpec: string;
  startSpec: string;
  verify: PairingStats;
}

/** Significant digits kept in a tuned value (a spec stays readable). */
function tidy(v: number): number {
  return Number(v.toPrecision(4));
}

/** The captain spec with the parameters set to `theta`. */
export function specWith(captain: string, params: readonly SpsaParam[], theta: readonly number[]): string {
  const sets = params.map((p, i) => `${p.name}=${tidy(theta[i])}`).join(',');
  return captain.includes(':') ? `${captain},${sets}` : `${captain}:${sets}`;
}

interface GamePool {
  play(jobs: LadderJob[]): Promise<LadderGame[]>;
  close(): Promise<void>;
}

const WORKER = workerModule(import.meta.url, 'worker');

function startPool(workers: number): GamePool {
  if (workers <= 0) return { play: async (jobs) => jobs.map(playLadderGame), close: async () => {} };
  const pool = new Piscina<LadderJob, LadderGame>({ filename: WORKER, minThreads: workers, maxThreads: workers });
  return { play: (jobs) => Promise.all(jobs.map((j) => pool.run(j))), close: () => pool.destroy() };
}

/** Both games of `pairs` side-swapped pairs between spec a (first side in game 0) and spec b. */
function pairJobs(plan: TunePlan, a: string, b: string, seed: string, pairs: number): LadderJob[] {
  const [s0, s1] = plan.scenario.sides.map((s) => s.id);
  const jobs: LadderJob[] = [];
  for (let p = 0; p < pairs; p++)
    for (const game of [0, 1] as const)
      jobs.push({
        pairing: 0,
        pair: p,
        game,
        scenario: plan.scenario,
        ...(plan.rules ? { rules: plan.rules } : {}),
        seed: `${seed}:${p}`,
        captains: game === 0 ? { [s0]: a, [s1]: b } : { [s0]: b, [s1]: a },
        ...(plan.budget ? { budget: plan.budget } : {}),
      });
  return jobs;
}

/** Points of spec a in a game (1 won, ½ drawn, 0 lost). */
function scoreOfA(g: LadderGame, plan: TunePlan): number {
  const [s0, s1] = plan.scenario.sides.map((s) => s.id);
  const aSide = g.job.game === 0 ? s0 : s1;
  return g.winner === 'draw' ? 0.5 : g.winner === aSide ? 1 : 0;
}

export interface TuneOptions {
  workers?: number;
  onStep?: (step: number, steps: number, theta: Record<string, number>) => void;
}

export async function tune(plan: TunePlan, options: TuneOptions = {}): Promise<TuneResult> {
  const workers = options.workers ?? availableParallelism();
  const pool = startPool(workers);
  const random = captainRandom(`tune:${plan.seed}`, 'spsa');
  const named = (theta: readonly number[]) => Object.fromEntries(plan.params.map((p, i) => [p.name, tidy(theta[i])]));
  let theta = plan.params.map((p) => p.start);
  const trace: TuneResult['trace'] = [];
  try {
    for (let k = 0; k < plan.steps; k++) {
      const delta = perturbation(plan.params.length, random);
      const { plus, minus } = perturbed(plan.params, theta, delta, k, plan.steps);
      const a = specWith(plan.captain, plan.params, plus);
      const b = specWith(plan.captain, plan.params, minus);
      const games = await pool.play(pairJobs(plan, a, b, `${plan.seed}:step${k}`, plan.pairs));
      // θ+ scored minus θ− scored: wins minus losses of the + captain
      const result = games.reduce((sum, g) => sum + 2 * scoreOfA(g, plan) - 1, 0);
      theta = update(plan.params, theta, delta, result, k, plan.steps);
      if (k % 10 === 9 || k === plan.steps - 1) trace.push({ step: k + 1, theta: named(theta) });
      options.onStep?.(k + 1, plan.steps, named(theta));
    }
    const startSpec = specWith(
      plan.captain,
      plan.params,
      plan.params.map((p) => p.start),
    );
    const tunedSpec = specWith(plan.captain, plan.params, theta);
    const games = await pool.play(pairJobs(plan, tunedSpec, startSpec, `${plan.seed}:verify`, plan.verify));
    const pairs: [number, number][] = [];
    for (let p = 0; p < plan.verify; p++) pairs.push([scoreOfA(games[2 * p], plan), scoreOfA(games[2 * p + 1], plan)]);
    return {
      start: named(plan.params.map((p) => p.start)),
      tuned: named(theta),
      trace,
      tunedSpec,
      startSpec,
      verify: pairStats(pairs),
    };
  } finally {
    await pool.close();
  }
}
