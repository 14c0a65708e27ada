/** `wsim sim`, `wsim merge`, `wsim export`: the batch lab on the command line (docs/lab.md). */
import { DEFAULT_GAME_SECONDS } from '../../lab/pool.js';
import { STOP_GRACE_SECONDS } from '../../lab/run.js';
import { availableParallelism } from 'node:os';
import type { Command } from 'commander';
import { CaptainSpecError } from '../../../bots/index.js';
import { LabError } from '../../lab/errors.js';
import { loadExperiment, type Experiment } from '../../lab/experiment.js';
import { playCellGameOrThrow } from '../../lab/game.js';
import { cellIndexOf, parseShard, resolveGameId, type Shard } from '../../lab/plan.js';
import { createProgress } from '../../lab/progress.js';
import { runExperiment, type RunSummary } from '../../lab/run.js';
import { mergeResults } from '../../lab/merge.js';
import { exportResults } from '../../lab/export.js';
import { tuneJitForBatches } from '../../lab/jit.js';
import { guard, UserError } from '../errors.js';
import { parseIntOption } from '../io.js';

/** Lab mistakes are user mistakes: one "wsim: …" line each, exit code 2. */
function labGuard<A extends unknown[]>(fn: (...args: A) => Promise<void>): (...args: A) => Promise<void> {
  return guard(async (...args: A) => {
    try {
      await fn(...args);
    } catch (e) {
      if (e instanceof LabError) throw new UserError(e.lines);
      if (e instanceof CaptainSpecError) throw new UserError(e.message);
      throw e;
    }
  });
}

interface SimOptions {
  gamesPerCell?: string;
  workers?: string;
  seed?: string;
  out?: string;
  resume?: boolean;
  overwrite?: boolean;
  shard?: string;
  batchSize?: string;
  quiet?: boolean;
  json?: boolean;
  game?: string;
  allowModules?: boolean;
  gameSeconds?: string;
}

function defaultOut(exp: Experiment, shard: Shard | undefined): string {
  return shard ? `out/${exp.id}.shard-${shard.index}-of-${shard.count}.jsonl` : `out/${exp.id}.jsonl`;
}

function reproduceGame(exp: Experiment, gameId: string): void {
  const ref = resolveGameId(exp, cellIndexOf(exp), gameId);
  if (!ref)
    throw new UserError(
      `--game: "${gameId}" is not a game of experiment "${exp.id}" (expected "<cell id>#<index>" with index < ${exp.gamesPerCell})`,
    );
  try {
    process.stdout.write(`${JSON.stringify(playCellGameOrThrow(exp, exp.cells[ref[0]], ref[1]))}\n`);
  } catch (e) {
    process.stderr.write(`wsim: game ${gameId} failed:\n${(e as Error).stack ?? String(e)}\n`);
    process.exitCode = 1;
  }
}

function describeRun(s: RunSummary): string {
  const done = s.resumed + s.played;
  const head = `${s.experiment}${s.shard ? ` (shard ${s.shard})` : ''}: ${done}/${s.games} games`;
  const errors = s.errors ? `, ${s.errors} error row${s.errors === 1 ? '' : 's'} (see "repro" in the file)` : '';
  const dropped = s.droppedDuplicates
    ? `\n${s.droppedDuplicates} duplicate row${s.droppedDuplicates === 1 ? '' : 's'} (the same game written twice) dropped from the file`
    : '';
  const speed = s.played
    ? `; played ${s.played} in ${s.seconds.toFixed(1)} s (${s.gamesPerSecond.toFixed(1)} games/s, ${s.workers} worker${s.workers === 1 ? '' : 's'})`
    : '';
  return `${head}${errors}${speed}${dropped}\nresults: ${s.out}`;
}

/** The experiment file with the command line's overrides (--games-per-cell, --seed, --allow-modules). */
function experimentFrom(
  file: string,
  opts: Pick<SimOptions, 'gamesPerCell' | 'seed' | 'allowModules'>,
): ReturnType<typeof loadExperiment> {
  return loadExperiment(file, {
    gamesPerCell:
      opts.gamesPerCell !== undefined
        ? parseIntOption('--games-per-cell', opts.gamesPerCell, 1, 10_000_000)
        : undefined,
    seed: opts.seed,
    allowModules: opts.allowModules === true,
  });
}

/** The options of a run that `--game` (one game played in this process, its row printed) has no use for. */
const RUN_ONLY: readonly [keyof SimOptions, string][] = [
  ['shard', '--shard'],
  ['out', '--out'],
  ['resume', '--resume'],
  ['overwrite', '--overwrite'],
  ['workers', '--workers'],
  ['batchSize', '--batch-size'],
  ['gameSeconds', '--game-seconds'],
  ['quiet', '--quiet'],
  ['json', '--json'],
];

/** An option without effect in the combination given is refused with the reason, never silently ignored. */
function checkSimCombination(opts: SimOptions): void {
  if (opts.game !== undefined) {
    const idle = RUN_ONLY.find(([key]) => opts[key] !== undefined);
    if (idle)
      throw new UserError(
        `--game plays one game in this process and prints its row (no results file, no workers, no progress): ${idle[1]} has no effect with it; drop one`,
      );
  }
  if (opts.resume && opts.overwrite) throw new UserError('--resume and --overwrite: choose one');
}

async function sim(file: string, opts: SimOptions): Promise<void> {
  checkSimCombination(opts);
  const exp = await experimentFrom(file, opts);
  if (opts.game !== undefined) return reproduceGame(exp, opts.game);
  const shard = opts.shard !== undefined ? parseShard(opts.shard) : undefined;
  const workers =
    opts.workers !== undefined ? parseIntOption('--workers', opts.workers, 0, 256) : availableParallelism();
  const out = opts.out ?? defaultOut(exp, shard);
  const controller = new AbortController();
  const onSignal = () => {
    if (controller.signal.aborted) process.exit(130);
    controller.abort();
    process.stderr.write(
      `\nwsim: stopping: the games in progress have ${STOP_GRACE_SECONDS} s to finish, then the workers stop (press Ctrl-C again to quit at once)\n`,
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  tuneJitForBatches();
  let summary: RunSummary;
  try {
    summary = await runExperiment(exp, {
      out,
      workers,
      shard,
      resume: opts.resume,
      overwrite: opts.overwrite,
      batchSize: opts.batchSize !== undefined ? parseIntOption('--batch-size', opts.batchSize, 1, 10_000) : undefined,
      progress: createProgress(opts.quiet ? 'quiet' : 'auto'),
      signal: controller.signal,
      gameSeconds:
        opts.gameSeconds !== undefined ? parseIntOption('--game-seconds', opts.gameSeconds, 1, 86_400) : undefined,
    });
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
  process.stdout.write(opts.json ? `${JSON.stringify(summary)}\n` : `${describeRun(summary)}\n`);
  if (summary.interrupted) {
    process.stderr.write(`wsim: interrupted; continue with the same command and --resume\n`);
    process.exitCode = 130;
  } else if (summary.errors > 0) process.exitCode = 1;
}

export function registerSim(program: Command): void {
  program
    .command('sim')
    .description('run an experiment (a matrix of engagements) on a worker pool; one JSON line per game')
    .argument('<experiment>', 'experiment file (experiments/*.json)')
    .option('--games-per-cell <n>', "override the experiment's games per cell")
    .option('--workers <n>', 'worker threads (default: the available parallelism; 0: play in this thread)')
    .option('--seed <seed>', "override the experiment's master seed")
    .option('--out <file>', 'results file (JSON Lines; default out/<experiment id>.jsonl)')
    .option('--resume', 'continue an interrupted run: play only the games not yet in --out')
    .option('--overwrite', 'replace an existing results file')
    .option('--shard <i/N>', 'play only shard i of N (0 ≤ i < N); combine shard files with `wsim merge`')
    .option('--batch-size <n>', 'games per worker task (default: from the run size, at most 64)')
    .option('--quiet', 'no progress display')
    .option('--json', 'print the run summary as JSON')
    .option(
      '--game <gameId>',
      'play one game of the experiment in this process and print its row (reproduces an error row)',
    )
    .option(
      '--allow-modules',
      'run the captain modules the experiment file names (an experiment file is then code: trust it)',
    )
    .option(
      '--game-seconds <s>',
      `wall-clock limit of one game on a worker thread; a game over it is an error row (default ${DEFAULT_GAME_SECONDS})`,
    )
    .action(labGuard(sim));

  program
    .command('merge')
    .description('combine results files (shards, resumed runs) into one: every game once, sorted by game id')
    .argument('<files...>', 'results files (JSON Lines)')
    .requiredOption('--out <file>', 'merged results file')
    .option('--experiment <file>', 'check the rows against the experiment and count missing games')
    .option('--games-per-cell <n>', 'the --games-per-cell the runs were made with')
    .option('--seed <seed>', 'the --seed the runs were made with')
    .option(
      '--allow-modules',
      'run the captain modules the experiment file names (an experiment file is then code: trust it)',
    )
    .option('--overwrite', 'replace an existing --out file')
    .option('--json', 'print the merge summary as JSON')
    .action(
      labGuard(
        async (
          files: string[],
          opts: {
            out: string;
            experiment?: string;
            json?: boolean;
            gamesPerCell?: string;
            seed?: string;
            allowModules?: boolean;
            overwrite?: boolean;
          },
        ) => {
          if (!opts.experiment && (opts.gamesPerCell !== undefined || opts.seed !== undefined))
            throw new UserError('--games-per-cell and --seed need --experiment');
          if (!opts.experiment && opts.allowModules)
            throw new UserError(
              '--allow-modules needs --experiment (it lets the experiment file import its captain modules)',
            );
          const exp = opts.experiment ? await experimentFrom(opts.experiment, opts) : undefined;
          const s = await mergeResults(files, opts.out, exp, { overwrite: opts.overwrite === true });
          if (opts.json) process.stdout.write(`${JSON.stringify(s)}\n`);
          else {
            const missing = s.missing === null ? '' : s.missing ? `, ${s.missing} games missing` : ', complete';
            const torn = s.tornInputs
              ? `, a torn last line (${s.tornBytes} bytes) dropped from ${s.tornInputs} file${s.tornInputs === 1 ? '' : 's'}`
              : '';
            process.stdout.write(
              `merged ${s.inputs.length} file${s.inputs.length === 1 ? '' : 's'}: ${s.rows} rows (${s.errors} errors, ${s.duplicates} duplicates dropped${torn}${missing})\nresults: ${s.out}\n`,
            );
          }
          if (s.missing) process.exitCode = 1;
        },
      ),
    );

  program
    .command('export')
    .description('export a results file as CSV and/or Apache Arrow (one flat row per game, statistics by role A/B)')
    .argument('<results>', 'results file (JSON Lines)')
    .option('--csv <file>', 'write CSV')
    .option('--arrow <file>', 'write Apache Arrow (IPC file format)')
    .option('--json', 'print the export summary as JSON')
    .action(
      labGuard(async (input: string, opts: { csv?: string; arrow?: string; json?: boolean }) => {
        if (!opts.csv && !opts.arrow) throw new UserError('export: expected --csv <file> and/or --arrow <file>');
        const s = await exportResults(input, opts);
        if (opts.json) process.stdout.write(`${JSON.stringify(s)}\n`);
        else
          process.stdout.write(
            `${s.rows} rows × ${s.columns} columns${s.csv ? ` → ${s.csv}` : ''}${s.arrow ? ` → ${s.arrow}` : ''}${s.duplicates ? ` (${s.duplicates} duplicate row${s.duplicates === 1 ? '' : 's'} of games already read dropped)` : ''}\n`,
          );
      }),
    );
}
