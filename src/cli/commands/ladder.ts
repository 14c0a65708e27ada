/**
 * `wsim ladder --captains random,classic,greedy-raker --scenario frigate-duel --games 20`: every
 * pairing of the captains plays side-swapped pairs; prints W/D/L, pentanomial pair counts, Elo with
 * 95% bounds and LOS as a table, or the LadderReport with --json. `wsim ladder --pool a.json b.json` plays
 * nothing: it adds up the pairs of ladder reports of one measurement run with different seeds.
 */
import type { Command } from 'commander';
import { readLadder, ReportInputError } from '../../report/index.js';
import { LadderPoolError, poolLadders } from '../../lab/ladder/pool.js';
import { CaptainSpecError, captainEntry, parseCaptainSpec } from '../../../bots/index.js';
import { runLadderGames } from '../../lab/ladder/games.js';
import { formatLadder, ladderJobs, ladderReport, splitCaptains, type LadderPlan } from '../../lab/ladder/ladder.js';
import type { Budget } from '../../../bots/captain.js';
import { createProgress } from '../../lab/progress.js';
import { guard, UserError } from '../errors.js';
import { parseIntOption, scenarioFrom } from '../io.js';
import { RULES_HELP, rulesFor, rulesLabel } from '../rulesOption.js';

interface LadderCliOptions {
  captains: string;
  scenario: string;
  games: string;
  seed: string;
  rules?: string;
  iterations?: string;
  budgetMs?: string;
  budgetScale?: string;
  workers?: string;
  json?: boolean;
  quiet?: boolean;
  pool?: string[];
}

/** --budget-scale: a positive number up to 1000. */
export function parseScale(text: string): number {
  const k = Number(text);
  if (text.trim() === '' || !Number.isFinite(k) || k <= 0 || k > 1000)
    throw new UserError(`--budget-scale: expected a number above 0 and at most 1000 (got "${text}")`);
  return k;
}

export const DEFAULT_LADDER = 'random,classic,greedy-raker,line-keeper,mcts';

/** A captain's own budget options, which --iterations and --budget-ms replace (mcts: bots/mcts/options.ts). */
const BUDGET_OPTIONS = ['iterations', 'perShip', 'ms'];

/**
 * --iterations and --budget-ms must change something: one of them at a time (a time budget stops the
 * search before any count of iterations), read by a captain that searches (one with a budget option of
 * its own), and not replacing a budget a captain spec sets itself. Refused with the reason otherwise.
 */
function checkBudgetOptions(opts: LadderCliOptions, captains: readonly string[]): void {
  const given = opts.iterations !== undefined ? '--iterations' : opts.budgetMs !== undefined ? '--budget-ms' : null;
  if (given === null) return;
  if (opts.iterations !== undefined && opts.budgetMs !== undefined)
    throw new UserError('--iterations and --budget-ms: choose one (with a time budget the iterations are not counted)');
  const specs = captains.map((text) => ({ text, ...parseCaptainSpec(text) }));
  const searching = specs.filter((s) => BUDGET_OPTIONS.some((k) => k in (captainEntry(s.name)?.options ?? {})));
  if (!searching.length)
    throw new UserError(
      `${given}: none of the captains (${captains.join(', ')}) searches, so none reads a thinking budget; drop ${given}`,
    );
  const own = searching.find((s) => BUDGET_OPTIONS.some((k) => k in s.options));
  if (own)
    throw new UserError(`${given}: it would replace the budget the captain spec "${own.text}" sets; drop one of them`);
}

/** The options that choose games to play: refused with --pool, which plays none. */
const PLAYING_OPTIONS = [
  'captains',
  'scenario',
  'games',
  'seed',
  'rules',
  'iterations',
  'budgetMs',
  'budgetScale',
  'workers',
];

/** `--pool`: the reports read (one schema, every mistake naming its file and field), pooled and printed. */
function poolCommand(paths: readonly string[], opts: LadderCliOptions, command: Command): void {
  const given = command.options.find(
    (o) => PLAYING_OPTIONS.includes(o.attributeName()) && command.getOptionValueSource(o.attributeName()) === 'cli',
  );
  if (given) {
    const flag = given.long;
    throw new UserError(
      `--pool: plays no games, so ${flag} has no effect; drop ${flag} (the reports say what was played)`,
    );
  }
  try {
    const report = poolLadders(paths.map((path) => ({ path, report: readLadder(path) })));
    process.stdout.write(opts.json ? JSON.stringify(report) + '\n' : formatLadder(report));
  } catch (e) {
    if (e instanceof ReportInputError || e instanceof LadderPoolError) throw new UserError(e.message);
    throw e;
  }
}

export function registerLadder(program: Command): void {
  program
    .command('ladder')
    .description('play side-swapped pairs between captains and rate them (Elo, pentanomial, LOS)')
    .option(
      '--captains <list>',
      'captain specs or levels of play, comma-separated (e.g. "random,greedy-raker:ammo=round,mcts:iterations=200" or "novice,seasoned,expert,admiral")',
      DEFAULT_LADDER,
    )
    .option('--scenario <id>', 'built-in scenario id or scenario file', 'frigate-duel')
    .option('--games <n>', 'side-swapped pairs per pairing', '20')
    .option('--seed <seed>', 'base seed (pair k plays seed "<seed>:k")', '1')
    .option('--rules <level>', RULES_HELP)
    .option('--iterations <n>', 'search iterations per decision for searching captains (mcts)')
    .option('--budget-ms <ms>', 'milliseconds per decision for searching captains (not deterministic)')
    .option(
      '--budget-scale <k>',
      "multiply every searching captain's own budget by k (e.g. 4: does more thought play better?)",
    )
    .option('--workers <n>', 'worker threads playing the games (0: in this thread); default: the number of cores')
    .option('--json', 'print the LadderReport as JSON')
    .option('--quiet', 'no progress on stderr')
    .option(
      '--pool <reports...>',
      'play nothing: pool ladder reports (wsim ladder --json) of the same captains, scenario, rules and budget run with different seeds into one (pairs added, Elo and interval of them all)',
    )
    .action(
      guard(async (opts: LadderCliOptions, command: Command) => {
        if (opts.pool) {
          poolCommand(opts.pool, opts, command);
          return;
        }
        let captains: string[];
        try {
          captains = splitCaptains(opts.captains);
        } catch (e) {
          if (e instanceof CaptainSpecError) throw new UserError(`--captains: ${e.message}`);
          throw e;
        }
        if (captains.length < 2)
          throw new UserError(`--captains: expected at least two captains (got "${opts.captains}")`);
        if (new Set(captains).size !== captains.length)
          throw new UserError(`--captains: each captain spec may appear once (got "${opts.captains}")`);
        checkBudgetOptions(opts, captains);
        const { scenario, rules } = rulesFor(scenarioFrom(opts.scenario), opts.rules);
        if (scenario.sides.length !== 2)
          throw new UserError(
            `--scenario: the ladder needs a two-sided scenario (${opts.scenario} has ${scenario.sides.length})`,
          );
        const pairs = parseIntOption('--games', opts.games, 1, 100_000);
        const workers = opts.workers === undefined ? undefined : parseIntOption('--workers', opts.workers, 0, 256);
        const budget: Budget = {};
        if (opts.iterations !== undefined)
          budget.iterations = parseIntOption('--iterations', opts.iterations, 1, 10_000_000);
        if (opts.budgetMs !== undefined) budget.ms = parseIntOption('--budget-ms', opts.budgetMs, 1, 3_600_000);
        if (opts.budgetScale !== undefined) {
          if (opts.iterations !== undefined || opts.budgetMs !== undefined)
            throw new UserError(
              "--budget-scale: scales the captains' own budgets; it has no effect with --iterations or --budget-ms",
            );
          budget.scale = parseScale(opts.budgetScale);
        }
        const plan: LadderPlan = {
          captains,
          scenario,
          scenarioRef: opts.scenario,
          ...(rules ? { rules } : {}),
          rulesLabel: rulesLabel(opts.rules, scenario),
          seed: opts.seed,
          pairs,
          ...(Object.keys(budget).length ? { budget } : {}),
        };
        const jobs = ladderJobs(plan);
        const progress = createProgress(opts.quiet ? 'quiet' : 'auto');
        progress.start(jobs.length, 0);
        let games;
        try {
          games = await runLadderGames(jobs, { workers, onGame: () => progress.advance(1) });
        } finally {
          progress.stop();
        }
        const report = ladderReport(plan, games);
        process.stdout.write(opts.json ? JSON.stringify(report) + '\n' : formatLadder(report));
      }),
    );
}
