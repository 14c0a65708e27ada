/**
 * Batch lab benchmark: `wsim sim` runs as a child process, as a user would run it.
 *
 * - worker scaling: the 10,000-game greedy frigate-duel experiment (experiments/frigate-greedy-10k.json)
 *   with 1 and 2 workers: games/s over the playing period (after the workers have loaded, JIT
 *   warm-up included) and over the second half of the games (the steady pace once warmed up);
 * - the wall-clock of the 2-worker run (the command as a user runs it, start-up included);
 * - peak memory (maxRSS of the process, worker threads included) of a 10,000- and a 100,000-game
 *   run: the cheap `scripted` captain on the frigate duel cut to 3 turns, so that the lab's own
 *   memory use (planning, streaming rows, the resume bitmap) is what grows, not the games'.
 *
 * Standalone: `npx tsx tests/bench/lab.ts [--quick]` prints the figures as JSON.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { getScenario } from '../../src/api/wsim.js';
import type { RunSummary } from '../../src/lab/run.js';

const ROOT = resolve(import.meta.dirname, '../..');
const GREEDY_10K = join(ROOT, 'experiments/frigate-greedy-10k.json');

export interface LabBenchOptions {
  /** smaller runs (500 / 10,000 games) for a quick look; the keys stay the same */
  quick?: boolean;
  /** games of the greedy frigate-duel runs on 1 and 2 workers (10,000 for the figure of the issue) */
  greedyGames?: number;
  /** games of the large memory run (100,000 for the figure of the issue) */
  memoryGames?: number;
  log?: (line: string) => void;
}

export interface LabBenchFigures {
  scalingGames: number;
  gamesPerSecond1Worker: number;
  gamesPerSecond2Workers: number;
  /** gamesPerSecond2Workers / gamesPerSecond1Worker (goal ≥ 1.8 on 2 cores) */
  workerScaling: number;
  /** games/s over the second half of each run, once the JIT has warmed up */
  steadyGamesPerSecond1Worker: number;
  steadyGamesPerSecond2Workers: number;
  /** steadyGamesPerSecond2Workers / steadyGamesPerSecond1Worker */
  steadyWorkerScaling: number;
  /** CPU milliseconds per game (all threads): equal figures mean the lab adds no per-worker overhead, whatever the machine's load */
  cpuMsPerGame1Worker: number;
  cpuMsPerGame2Workers: number;
  greedyGames: number;
  /** wall-clock seconds of `wsim sim` for the greedy run on 2 workers, start-up included (goal < 30 for 10,000) */
  greedyFrigate10kSeconds: number;
  greedyFrigate10kGamesPerSecond: number;
  memoryCaptain: string;
  memoryGames: number;
  peakRssMB10k: number;
  peakRssMB100k: number;
  /** peakRssMB100k − peakRssMB10k: near 0 when memory is flat */
  peakRssGrowthMB: number;
  memoryRunGamesPerSecond: number;
}

interface Timed {
  summary: RunSummary;
  wallSeconds: number;
}

async function sim(experiment: string, out: string, args: string[]): Promise<Timed> {
  const t0 = performance.now();
  const r = await promisify(execFile)(
    process.execPath,
    ['bin/wsim.js', 'sim', experiment, '--out', out, '--overwrite', '--quiet', '--json', ...args],
    {
      cwd: ROOT,
      maxBuffer: 16 << 20,
    },
  ).catch((e: { stdout?: string; stderr?: string; code?: number }) => {
    if (e.code === 1 && e.stdout) return { stdout: e.stdout }; // error rows: still a run
    throw new Error(`wsim sim ${experiment} failed: ${e.stderr ?? e}`);
  });
  return { summary: JSON.parse(r.stdout) as RunSummary, wallSeconds: (performance.now() - t0) / 1000 };
}

/** The memory-run experiment: scripted captains on the frigate duel cut to 3 turns. */
function memoryExperiment(dir: string): string {
  const scenario = { ...getScenario('frigate-duel'), id: 'frigate-duel-3-turns', turnLimit: 3 };
  writeFileSync(join(dir, 'short-duel.json'), JSON.stringify(scenario));
  const file = join(dir, 'memory.json');
  writeFileSync(
    file,
    JSON.stringify({
      id: 'lab-memory',
      seed: 'memory',
      gamesPerCell: 10_000,
      factors: { scenario: './short-duel.json', captain: 'scripted' },
    }),
  );
  return file;
}

const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;

export async function benchLab(options: LabBenchOptions = {}): Promise<LabBenchFigures> {
  const greedyGames = options.greedyGames ?? (options.quick ? 500 : 10_000);
  const memoryGames = options.memoryGames ?? (options.quick ? 10_000 : 100_000);
  const log = options.log ?? (() => {});
  const dir = mkdtempSync(join(tmpdir(), 'wsim-lab-bench-'));
  try {
    const out = join(dir, 'results.jsonl');
    const games = ['--games-per-cell', String(greedyGames)];
    const one = await sim(GREEDY_10K, out, [...games, '--workers', '1']);
    log(`lab: 1 worker ${one.summary.gamesPerSecond} games/s (${one.summary.steadyGamesPerSecond} in the second half)`);
    const two = await sim(GREEDY_10K, out, [...games, '--workers', '2']);
    log(
      `lab: 2 workers ${two.summary.gamesPerSecond} games/s (${two.summary.steadyGamesPerSecond} in the second half); ${greedyGames} greedy frigate duels in ${round(two.wallSeconds)} s`,
    );
    const memory = memoryExperiment(dir);
    const small = await sim(memory, out, ['--games-per-cell', String(Math.round(memoryGames / 10)), '--workers', '2']);
    const large = await sim(memory, out, ['--games-per-cell', String(memoryGames), '--workers', '2']);
    log(
      `lab: peak RSS ${small.summary.peakRssMB} MB (${memoryGames / 10} games), ${large.summary.peakRssMB} MB (${memoryGames} games)`,
    );
    return {
      scalingGames: greedyGames,
      gamesPerSecond1Worker: one.summary.gamesPerSecond,
      gamesPerSecond2Workers: two.summary.gamesPerSecond,
      workerScaling: round(two.summary.gamesPerSecond / one.summary.gamesPerSecond),
      steadyGamesPerSecond1Worker: one.summary.steadyGamesPerSecond,
      steadyGamesPerSecond2Workers: two.summary.steadyGamesPerSecond,
      steadyWorkerScaling: round(two.summary.steadyGamesPerSecond / one.summary.steadyGamesPerSecond),
      cpuMsPerGame1Worker: round((1000 * one.summary.cpuSeconds) / one.summary.played),
      cpuMsPerGame2Workers: round((1000 * two.summary.cpuSeconds) / two.summary.played),
      greedyGames,
      greedyFrigate10kSeconds: round(two.wallSeconds),
      greedyFrigate10kGamesPerSecond: two.summary.gamesPerSecond,
      memoryCaptain: 'scripted (frigate duel, 3 turns)',
      memoryGames,
      peakRssMB10k: small.summary.peakRssMB,
      peakRssMB100k: large.summary.peakRssMB,
      peakRssGrowthMB: large.summary.peakRssMB - small.summary.peakRssMB,
      memoryRunGamesPerSecond: large.summary.gamesPerSecond,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const figures = await benchLab({
    quick: process.argv.includes('--quick'),
    log: (l) => process.stderr.write(`${l}\n`),
  });
  process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
}
