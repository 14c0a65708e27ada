/**
 * `wsim scenario history [ids…] [--games N] [--captain spec] [--seed S] [--workers W] [--json]`:
 * plays each historical scenario with one captain on both sides and prints how often the
 * historical winner wins (Wilson 95% interval) next to what happened.
 */
import type { Command } from 'commander';
import { listScenarios } from '../../index.js';
import { getScenario, type Scenario } from '../../api/wsim.js';
import { CaptainSpecError, createCaptain } from '../../../bots/index.js';
import { runHistory } from '../../lab/history.js';
import { createProgress } from '../../lab/progress.js';
import { formatHistory, historyReport } from '../../report/history.js';
import { guard, UserError } from '../errors.js';
import { parseIntOption, scenarioFrom } from '../io.js';

interface HistoryCliOptions {
  games: string;
  captain: string;
  seed: string;
  workers?: string;
  json?: boolean;
  quiet?: boolean;
}

/** The built-in scenarios that carry a history block, in library order. */
export function historicalScenarios(): Scenario[] {
  return listScenarios()
    .filter((s) => s.system === 'wsim') // a history block is WS&IM's scenario format
    .map((s) => getScenario(s.id))
    .filter((s) => s.history !== undefined);
}

export function registerScenarioHistory(scenario: Command): void {
  scenario
    .command('history [ids...]')
    .description(
      'play each historical scenario with one captain on both sides: how often does the historical winner win?',
    )
    .option('--games <n>', 'games per scenario', '100')
    .option('--captain <spec>', 'the captain on both sides (any captain spec)', 'greedy-raker')
    .option('--seed <seed>', 'base seed (game k of scenario id plays seed "<seed>:<id>:k")', '1')
    .option('--workers <n>', 'worker threads playing the games (0: in this thread); default: the number of cores')
    .option('--json', 'print the report as JSON')
    .option('--quiet', 'no progress on stderr')
    .action(
      guard(async (ids: string[], opts: HistoryCliOptions) => {
        const games = parseIntOption('--games', opts.games, 1, 100_000);
        const workers = opts.workers === undefined ? undefined : parseIntOption('--workers', opts.workers, 0, 256);
        try {
          createCaptain(opts.captain);
        } catch (e) {
          if (e instanceof CaptainSpecError) throw new UserError(`--captain: ${e.message}`);
          throw e;
        }
        const scenarios = (ids.length ? ids.map((ref) => scenarioFrom(ref)) : historicalScenarios()).map((s, i) => {
          if (s.system !== undefined || !s.history)
            throw new UserError(`${ids[i]}: not a historical scenario (it has no "history" block)`);
          return s;
        });
        if (new Set(scenarios.map((s) => s.id)).size !== scenarios.length)
          throw new UserError(`scenarios: each scenario may be named once (got ${ids.join(', ')})`);
        const plan = { scenarios, captain: opts.captain, games, seed: opts.seed };
        const progress = createProgress(opts.quiet || opts.json ? 'quiet' : 'auto');
        progress.start(scenarios.length * games, 0);
        let tallies;
        try {
          tallies = await runHistory(plan, { workers, onGame: () => progress.advance(1) });
        } finally {
          progress.stop();
        }
        const report = historyReport(tallies, opts.captain, games, opts.seed);
        process.stdout.write(opts.json ? JSON.stringify(report) + '\n' : formatHistory(report));
      }),
    );
}
