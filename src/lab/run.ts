/**
 * Running an experiment: plan the (shard's) games not yet in the results file, play them in
 * batches on the worker pool, append each batch's rows as it arrives. Rows carry no timing; the
 * run's timing goes into the returned summary (`wsim sim --json`).
 */
import { closeSync, existsSync, statSync, truncateSync, writeSync } from 'node:fs';
import { openForAppend, writeLinesAtomic } from '../files/output.js';
import { checkOutput, fsStep, lockOutput } from './files.js';
import { ENGINE_VERSION } from '../index.js';
import { LabError } from './errors.js';
import { gameSeed } from './seeds.js';
import { scanResults } from './results.js';
import { startRunner, type BatchRunner } from './pool.js';
import type { BatchResult } from './batch.js';
import { quietProgress, type ProgressSink } from './progress.js';
import {
  cellIndexOf,
  formatShard,
  inShard,
  ordinalOf,
  plannedGames,
  resolveGameId,
  shardSize,
  type GameRef,
  type Shard,
} from './plan.js';
import type { Experiment } from './experiment.js';

export interface RunOptions {
  out: string;
  /** worker threads (0: play in this thread) */
  workers: number;
  shard?: Shard;
  /** continue an existing results file */
  resume?: boolean;
  /** replace an existing results file */
  overwrite?: boolean;
  /** games per task (default: chosen from the run size) */
  batchSize?: number;
  progress?: ProgressSink;
  /**
   * stop dispatching when aborted (Ctrl-C, SIGTERM); batches in flight are still written if they finish
   * within STOP_GRACE_SECONDS, then the workers are stopped (their games are played again on resume)
   */
  signal?: AbortSignal;
  /** wall-clock limit of one game on a worker thread (default DEFAULT_GAME_SECONDS) */
  gameSeconds?: number;
}

/** After a stop request, how long the games in progress may take before the workers are stopped. */
export const STOP_GRACE_SECONDS = 3;

export interface RunSummary {
  kind: 'sim';
  experiment: string;
  out: string;
  shard: string | null;
  workers: number;
  /** games of the experiment (or of the shard) */
  games: number;
  /** games already in the results file when the run started */
  resumed: number;
  played: number;
  /** error rows among the run's games (resumed ones included) */
  errors: number;
  complete: boolean;
  interrupted: boolean;
  /** bytes of a torn last line dropped on resume */
  droppedTornBytes: number;
  /** rows of games already in the file (two runs on one file) dropped on resume */
  droppedDuplicates: number;
  startupSeconds: number;
  seconds: number;
  gamesPerSecond: number;
  /**
   * games/s over the second half of the games played: the pace once the workers' JIT has warmed
   * up (0 for runs of fewer than 2 batches)
   */
  steadyGamesPerSecond: number;
  /** CPU seconds of the process (all threads) over the playing period */
  cpuSeconds: number;
  peakRssMB: number;
}

interface Existing {
  done: Uint8Array;
  resumed: number;
  errors: number;
  droppedTornBytes: number;
  droppedDuplicates: number;
}

/** Check an existing results file against the experiment and mark its games done. */
async function readExisting(exp: Experiment, out: string, shard: Shard | undefined): Promise<Existing> {
  const done = new Uint8Array(exp.cells.length * exp.gamesPerCell);
  const cells = cellIndexOf(exp);
  let resumed = 0;
  let errors = 0;
  let duplicates = 0;
  const scan = await scanResults(out, (row, _line, lineNo) => {
    if (row.experiment !== exp.id)
      throw new LabError(
        `${out}: line ${lineNo}: a row of experiment "${row.experiment}", not "${exp.id}" (use another --out)`,
      );
    if (row.engineVersion !== ENGINE_VERSION)
      throw new LabError(
        `${out}: line ${lineNo}: a row of engine version ${row.engineVersion}, this is ${ENGINE_VERSION} (start again with --overwrite)`,
      );
    const ref = resolveGameId(exp, cells, row.gameId);
    if (!ref)
      throw new LabError(
        `${out}: line ${lineNo}: game "${row.gameId}" is not part of this experiment (were the factors or games per cell changed?)`,
      );
    const expected = gameSeed(exp.seed, row.cell, row.index, exp.swapSides);
    if (row.seed !== expected)
      throw new LabError(
        `${out}: line ${lineNo}: game "${row.gameId}" has seed ${row.seed}, expected ${expected} (was the file made with another master seed?)`,
      );
    const o = ordinalOf(exp, ref);
    if (done[o]) {
      duplicates++;
      return;
    }
    done[o] = 1;
    if (!inShard(o, shard)) return;
    resumed++;
    if (row.kind === 'error') errors++;
  });
  if (duplicates > 0) {
    // the same game written twice (two runs on one file): keep each game's first row, atomically
    const seen = new Set<string>();
    const keep: string[] = [];
    await scanResults(out, (row, line) => {
      if (seen.has(row.gameId)) return;
      seen.add(row.gameId);
      keep.push(line);
    });
    writeLinesAtomic(out, keep);
  } else if (scan.tornBytes > 0) fsStep(out, 'truncate the torn last line', () => truncateSync(out, scan.validBytes));
  return { done, resumed, errors, droppedTornBytes: scan.tornBytes, droppedDuplicates: duplicates };
}

async function prepareOutput(exp: Experiment, opts: RunOptions): Promise<Existing> {
  const fresh: Existing = {
    done: new Uint8Array(exp.cells.length * exp.gamesPerCell),
    resumed: 0,
    errors: 0,
    droppedTornBytes: 0,
    droppedDuplicates: 0,
  };
  if (!existsSync(opts.out) || statSync(opts.out).size === 0) return fresh;
  if (opts.resume) return readExisting(exp, opts.out, opts.shard);
  if (opts.overwrite) {
    fsStep(opts.out, 'overwrite the results file', () => truncateSync(opts.out, 0));
    return fresh;
  }
  throw new LabError(
    `${opts.out}: the results file already exists (use --resume to continue it, or --overwrite to start again)`,
  );
}

function defaultBatchSize(games: number, workers: number): number {
  return Math.max(1, Math.min(64, Math.ceil(games / (Math.max(1, workers) * 32))));
}

function* batches(games: Iterable<GameRef>, size: number): Generator<GameRef[]> {
  let batch: GameRef[] = [];
  for (const g of games) {
    batch.push(g);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

/** Run the batches with at most `maxInFlight` tasks queued (flat memory); stop dispatching when aborted. */
async function playAll(
  runner: BatchRunner,
  work: Iterable<GameRef[]>,
  maxInFlight: number,
  signal: AbortSignal | undefined,
  onBatch: (r: BatchResult) => void,
): Promise<void> {
  const inFlight = new Set<Promise<void>>();
  for (const batch of work) {
    if (signal?.aborted) break;
    const tracked: Promise<void> = runner
      .run(batch)
      .then(onBatch)
      .finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
    if (inFlight.size >= maxInFlight) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
}

export async function runExperiment(exp: Experiment, opts: RunOptions): Promise<RunSummary> {
  const t0 = performance.now();
  checkOutput(opts.out, '--out', exp.file ? [exp.file] : []);
  const release = lockOutput(opts.out); // 13.6: one run per results file
  try {
    return await runLocked(exp, opts, t0);
  } finally {
    release();
  }
}

async function runLocked(exp: Experiment, opts: RunOptions, t0: number): Promise<RunSummary> {
  const existing = await prepareOutput(exp, opts);
  const games = shardSize(exp, opts.shard);
  const todo = games - existing.resumed;
  const progress = opts.progress ?? quietProgress;
  const batchSize = opts.batchSize ?? defaultBatchSize(todo, opts.workers);
  const maxInFlight = Math.max(2, opts.workers * 2);
  let played = 0;
  let errors = existing.errors;
  let startupSeconds = 0;
  let playStart = 0;
  let cpuStart = process.cpuUsage();
  let playSeconds = 0;
  let cpu = { user: 0, system: 0 };
  let halfAt = 0; // when half the games were in, and how many had been played by then
  let halfPlayed = -1;
  let steadyGamesPerSecond = 0;
  const fd = openForAppend(opts.out, 'write the results file');
  try {
    if (todo > 0 && !opts.signal?.aborted) {
      const runner = await startRunner(exp, opts.workers, opts.gameSeconds);
      const stopWorkers = () => setTimeout(() => void runner.close(), STOP_GRACE_SECONDS * 1000).unref();
      if (opts.signal?.aborted) stopWorkers();
      else opts.signal?.addEventListener('abort', stopWorkers, { once: true });
      startupSeconds = (performance.now() - t0) / 1000;
      playStart = performance.now();
      cpuStart = process.cpuUsage();
      progress.start(games, existing.resumed);
      try {
        await playAll(
          runner,
          batches(plannedGames(exp, opts.shard, existing.done), batchSize),
          maxInFlight,
          opts.signal,
          (r) => {
            fsStep(opts.out, 'write the results file', () => writeSync(fd, r.text));
            played += r.games;
            errors += r.errors;
            progress.advance(r.games);
            if (halfPlayed < 0 && played * 2 >= todo) {
              halfAt = performance.now();
              halfPlayed = played;
            }
          },
        );
        playSeconds = (performance.now() - playStart) / 1000;
        if (halfPlayed >= 0 && played > halfPlayed)
          steadyGamesPerSecond = round((played - halfPlayed) / ((performance.now() - halfAt) / 1000));
        cpu = process.cpuUsage(cpuStart);
      } finally {
        progress.stop();
        await runner.close();
      }
    }
  } finally {
    closeSync(fd);
  }
  const seconds = (performance.now() - t0) / 1000;
  return {
    kind: 'sim',
    experiment: exp.id,
    out: opts.out,
    shard: formatShard(opts.shard),
    workers: opts.workers,
    games,
    resumed: existing.resumed,
    played,
    errors,
    complete: existing.resumed + played === games,
    interrupted: opts.signal?.aborted === true && existing.resumed + played < games,
    droppedTornBytes: existing.droppedTornBytes,
    droppedDuplicates: existing.droppedDuplicates,
    startupSeconds: round(startupSeconds),
    seconds: round(seconds),
    gamesPerSecond: playSeconds > 0 ? round(played / playSeconds) : 0,
    steadyGamesPerSecond,
    cpuSeconds: round((cpu.user + cpu.system) / 1e6),
    peakRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
  };
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
