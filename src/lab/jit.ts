/**
 * JIT settings for batch runs. A batch run pays V8's optimising compiler once per worker thread:
 * while it warms up, the compiler's background threads take cores from the workers. Measured on
 * the 2-core development machine (10,000 greedy frigate duels, 2 workers, three alternating
 * pairs of runs): V8's default cumulative inlining budget (920 bytecodes) took 27.5 / 34.9 /
 * 31.4 s, a budget of 200 took 25.9 / 30.4 / 26.2 s — less to compile, the same games (the
 * flag changes how V8 compiles, never what the code computes). docs/benchmarks.md, "Batch lab".
 */
import { setFlagsFromString } from 'node:v8';

export const BATCH_INLINING_BUDGET = 200;

/** Process-wide: call before the worker threads start (the `wsim sim` command does). */
export function tuneJitForBatches(): void {
  setFlagsFromString(`--max-inlined-bytecode-size-cumulative=${BATCH_INLINING_BUDGET}`);
}
