/** The piscina worker: plays batches of games of the experiment given in workerData. */
import { threadId } from 'node:worker_threads';
import { workerData } from 'piscina';
import { importCaptainModules, type Experiment } from './experiment.js';
import { playBatch, type BatchResult } from './batch.js';
import type { GameRef } from './plan.js';

const experiment = (workerData as { experiment: Experiment }).experiment;
await importCaptainModules(experiment.captainModules);

/** A batch of games, or 'warm-up': hold the thread briefly (so that concurrent warm-ups reach every thread) and say which thread it is. */
export default function runBatch(task: GameRef[] | 'warm-up'): BatchResult | number {
  if (task === 'warm-up') {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 25);
    return threadId;
  }
  return playBatch(experiment, task);
}
