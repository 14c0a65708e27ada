/**
 * `wsim balance <scenario>`: is the scenario fair with the same captain on both sides, how do its
 * games go, do its points tell the truth, and which single change brings it to even (docs/balance.md).
 */
import { mkdirSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import type { Command } from 'commander';
import { CaptainSpecError } from '../../../bots/index.js';
import type { AnyScenario } from '../../index.js';
import { loadScenario } from '../../api/wsim.js';
import { splitCaptains } from '../../lab/ladder/ladder.js';
import { tuneJitForBatches } from '../../lab/jit.js';
import { STOP_GRACE_SECONDS } from '../../lab/run.js';
import { compactScenario, type Adjustment } from '../../lab/balance/adjust.js';
import { runBalance, type BalanceReport } from '../../lab/balance/balance.js';
import { formatBalance } from '../../lab/balance/format.js';
import type { StopRule } from '../../lab/balance/measure.js';
import { startBalancePool } from '../../lab/balance/pool.js';
import { renderBalancePage } from '../../report/balancePage.js';
import { fileStep } from '../../files/errors.js';
import { outputTarget, writeFileAtomic } from '../../files/output.js';
import { guard, UserError } from '../errors.js';
import { parseIntOption, scenarioFrom } from '../io.js';
import { RULES_HELP, rulesFor, rulesLabel } from '../rulesOption.js';

interface BalanceCliOptions {
  captain: string;
  games?: string;
  precision?: string;
  workers?: string;
  seed: string;
  rules?: string;
  json?: boolean;
  out?: string;
  search: boolean;
  quiet?: boolean;
}

export const DEFAULT_PRECISION = 0.03;
const ROOT = resolve(import.meta.dirname, '../../..');
const SCHEMA_FILE = join(ROOT, 'schemas', 'scenario.schema.json');

function parsePrecision(text: string): number {
  const x = Number(text);
  if (text.trim() === '' || !Number.isFinite(x) || x <= 0 || x >= 0.5) {
    throw new UserError(
      `--precision: expected a number greater than 0 and less than 0.5, the half-width of the 95% interval of the difference between the sides' win probabilities (got "${text}")`,
    );
  }
  return x;
}

function captainsFrom(list: string): string[] {
  let captains: string[];
  try {
    captains = splitCaptains(list);
  } catch (e) {
    if (e instanceof CaptainSpecError) throw new UserError(`--captain: ${e.message}`);
    throw e;
  }
  if (!captains.length) throw new UserError(`--captain: expected a captain spec (got "${list}")`);
  if (new Set(captains).size !== captains.length)
    throw new UserError(`--captain: each captain spec may appear once (got "${list}")`);
  return captains;
}

/** The best adjusted scenario as a file a designer can keep editing: valid, compact, with "$schema". */
export function adjustedScenarioFile(base: AnyScenario, best: Adjustment, report: BalanceReport, file: string): string {
  const m = report.search!.best[0].full!;
  const [a, b] = m.sides;
  const name = (side: string) => base.sides.find((x) => x.id === side)?.name ?? side;
  const schema = relative(resolve(file, '..'), SCHEMA_FILE).split(sep).join('/');
  const note = `Adjusted by wsim balance (captain ${report.search!.captain}, seed ${report.seed}): ${best.label}. Measured in ${m.tally.games} games: ${name(a)} win ${Math.round(m.win[a].estimate * 100)}%, ${name(b)} ${Math.round(m.win[b].estimate * 100)}%.`;
  const { $schema: _old, ...rest } = compactScenario(best.scenario);
  void _old;
  const out = {
    $schema: schema,
    ...rest,
    id: `${base.id.slice(0, 51).replace(/-+$/, '')}-balanced`,
    name: `${base.name.slice(0, 89)} (balanced)`,
    description: `${base.description ? `${base.description} ` : ''}${note}`.slice(0, 4000),
  };
  const text = JSON.stringify(out, null, 2) + '\n';
  loadScenario(text, file); // the file is checked before it is written
  return text;
}

interface BalanceFiles {
  dir: string;
  scenario: string;
  report: string;
  page: string;
}

/** The files of `--out`, checked before any game is played: a folder (or a new one) holding regular files or new paths. */
function balanceFiles(dir: string, scenarioId: string): BalanceFiles {
  if (dir.trim() === '') throw new UserError('--out: expected a folder (got an empty path)');
  let isFolder = true;
  try {
    isFolder = statSync(dir).isDirectory();
  } catch {
    // a new folder
  }
  if (!isFolder) throw new UserError(`${dir}: cannot write the balance files there (it is a file, not a folder)`);
  const files = {
    dir,
    scenario: join(dir, `${scenarioId}-balanced.json`),
    report: join(dir, 'balance.json'),
    page: join(dir, 'index.html'),
  };
  for (const f of [files.scenario, files.report, files.page]) outputTarget(f);
  return files;
}

/** Write the adjusted scenario (when the search found one), balance.json and the page. */
function writeBalanceFiles(out: BalanceFiles, scenario: AnyScenario, report: BalanceReport, best: Adjustment | null) {
  fileStep(out.dir, 'create the folder', () => mkdirSync(out.dir, { recursive: true }));
  const files: { scenario?: string; page?: string } = {};
  if (best) {
    files.scenario = out.scenario;
    writeFileAtomic(out.scenario, adjustedScenarioFile(scenario, best, report, out.scenario));
  }
  writeFileAtomic(out.report, JSON.stringify(report, null, 2) + '\n');
  files.page = out.page;
  writeFileAtomic(
    out.page,
    renderBalancePage(scenario, report, { scenarioFile: best ? `${scenario.id}-balanced.json` : undefined }),
  );
  return files;
}

async function balance(ref: string, opts: BalanceCliOptions): Promise<void> {
  const { scenario, rules } = rulesFor(scenarioFrom(ref), opts.rules);
  const out = opts.out !== undefined ? balanceFiles(opts.out, scenario.id) : undefined;
  const captains = captainsFrom(opts.captain);
  if (opts.games !== undefined && opts.precision !== undefined)
    throw new UserError('--games and --precision: choose one');
  const rule: StopRule =
    opts.games !== undefined
      ? { games: parseIntOption('--games', opts.games, 1, 10_000_000) }
      : { precision: opts.precision !== undefined ? parsePrecision(opts.precision) : DEFAULT_PRECISION, settle: true };
  const workers =
    opts.workers !== undefined ? parseIntOption('--workers', opts.workers, 0, 256) : availableParallelism();
  const say = (text: string) => {
    if (!opts.quiet) process.stderr.write(`wsim balance: ${text}\n`);
  };

  const controller = new AbortController();
  tuneJitForBatches();
  const pool = startBalancePool(workers);
  const onSignal = () => {
    if (controller.signal.aborted) process.exit(130);
    controller.abort();
    setTimeout(() => void pool.close(), STOP_GRACE_SECONDS * 1000).unref();
    process.stderr.write(
      `\nwsim: stopping: the games in progress have ${STOP_GRACE_SECONDS} s to finish; what was measured so far follows (press Ctrl-C again to quit at once)\n`,
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  const t0 = performance.now();
  let result;
  try {
    result = await runBalance(
      pool,
      {
        scenario,
        scenarioRef: ref,
        ...(rules ? { rules } : {}),
        rulesLabel: rulesLabel(opts.rules, scenario),
        captains,
        seed: opts.seed,
        rule,
        search: opts.search,
      },
      { signal: controller.signal, onPhase: say },
    );
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await pool.close();
  }
  const { report, best } = result;
  say(`done in ${((performance.now() - t0) / 1000).toFixed(1)} s on ${workers} worker${workers === 1 ? '' : 's'}`);
  const files = out ? writeBalanceFiles(out, scenario, report, best) : {};
  process.stdout.write(
    opts.json ? `${JSON.stringify({ ...report, files })}\n` : formatBalance(scenario, report, files),
  );
  if (report.interrupted) process.exitCode = 130;
}

export function registerBalance(program: Command): void {
  program
    .command('balance')
    .description('is a scenario fair with the same captain on both sides, and which single change would make it even')
    .argument('<scenario>', 'built-in scenario id or scenario file')
    .option(
      '--captain <specs>',
      'captain spec for both sides; two or more, comma-separated ("greedy-raker,mcts:iterations=200"), are compared and the first drives the search',
      'greedy-raker',
    )
    .option(
      '--precision <h>',
      `stop when the 95% interval of the difference between the two sides' win probabilities is ±h or narrower, or as soon as it lies wholly beyond ±5 points (0 < h < 0.5; default ${DEFAULT_PRECISION})`,
    )
    .option(
      '--games <n>',
      'play exactly n games per measurement instead (the search screens each change with at most 200)',
    )
    .option('--workers <n>', 'worker threads (default: the available parallelism; 0: play in this thread)')
    .option(
      '--seed <seed>',
      'master seed: game k of a measurement has the seed sha256(seed/stream/k), the same on any number of workers',
      '1',
    )
    .option('--rules <level>', RULES_HELP)
    .option('--no-search', 'measure the scenario only: no adjustments')
    .option(
      '--out <dir>',
      'write the best adjusted scenario (<id>-balanced.json), balance.json and an offline HTML page (index.html)',
    )
    .option('--json', 'print the report as JSON')
    .option('--quiet', 'no progress lines on stderr')
    .action(guard(balance));
}
