/**
 * `wsim captain train`: play self-play games on a piscina pool, gather their labelled positions in
 * game order, hold every tenth game out, fit the logistic value model on the rest and measure it on
 * both. The same plan gives the same model on any number of workers.
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { FEATURE_COUNT, FEATURE_NAMES } from '../../../bots/wsim/value/features.js';
import { VALUE_MODEL_FORMAT, type ValueModel } from '../../../bots/wsim/value/model.js';
import { workerModule } from '../workerModule.js';
import { FIT_DEFAULTS, fitLogistic, scoreFit } from './fit.js';
import { playTrainGame, trainJob, type TrainGame, type TrainPlan } from './selfplay.js';

export interface TrainOptions {
  workers?: number;
  /** called as each game finishes */
  onGame?: (done: number, total: number) => void;
  /** the command line to record in the model file */
  command: string;
  version: string;
  ridge?: number;
}

/** Games held out of the fit to measure it: every tenth. */
export function isHoldout(index: number): boolean {
  return index % 10 === 9;
}

const WORKER = workerModule(import.meta.url, 'worker');

/** Play the plan's games (in this thread with workers 0) and return them in game order. */
export async function playTrainGames(
  plan: TrainPlan,
  options: Pick<TrainOptions, 'workers' | 'onGame'>,
): Promise<TrainGame[]> {
  const jobs = Array.from({ length: plan.games }, (_, i) => trainJob(plan, i));
  const workers = Math.min(options.workers ?? availableParallelism(), jobs.length);
  let done = 0;
  const finished = (g: TrainGame) => {
    options.onGame?.(++done, jobs.length);
    return g;
  };
  if (workers <= 0) return jobs.map((j) => finished(playTrainGame(j)));
  const pool = new Piscina({ filename: WORKER, minThreads: workers, maxThreads: workers });
  try {
    return await Promise.all(jobs.map(async (job) => finished((await pool.run(job)) as TrainGame)));
  } finally {
    await pool.destroy();
  }
}

function stack(games: TrainGame[]): { x: Float64Array; y: Float64Array } {
  const rows = games.reduce((n, g) => n + g.y.length, 0);
  const x = new Float64Array(rows * FEATURE_COUNT);
  const y = new Float64Array(rows);
  let r = 0;
  for (const g of games) {
    x.set(g.x, r * FEATURE_COUNT);
    y.set(g.y, r);
    r += g.y.length;
  }
  return { x, y };
}

/** Play and fit: the model file's contents. */
export async function trainValueModel(plan: TrainPlan, options: TrainOptions): Promise<ValueModel> {
  const games = await playTrainGames(plan, options);
  const fitSet = stack(games.filter((g) => !isHoldout(g.index)));
  const holdSet = stack(games.filter((g) => isHoldout(g.index)));
  const fit = fitLogistic(fitSet.x, fitSet.y, FEATURE_COUNT, {
    ...FIT_DEFAULTS,
    ridge: options.ridge ?? FIT_DEFAULTS.ridge,
  });
  const held = scoreFit(fit.weights, holdSet.x, holdSet.y);
  const round = (v: number) => Number(v.toPrecision(6));
  return {
    format: VALUE_MODEL_FORMAT,
    system: 'wsim',
    version: options.version,
    features: [...FEATURE_NAMES],
    weights: fit.weights.map(round),
    errors: fit.errors.map(round),
    training: {
      command: options.command,
      seed: plan.seed,
      games: plan.games,
      positions: fitSet.y.length,
      captain: plan.captains.join(','),
      scenarios: plan.scenarios,
      logLoss: round(fit.logLoss),
      brier: round(fit.brier),
      holdout: { positions: holdSet.y.length, logLoss: round(held.logLoss), brier: round(held.brier) },
    },
  };
}
