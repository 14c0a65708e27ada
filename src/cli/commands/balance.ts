/**
 * `wsim balance <scenario>`: is the scenario fair with the same captain on both sides, how do its
 * games go, do its points tell the truth, which change brings it to even without killing the game,
 * and does the verdict hold for a stronger hand (docs/balance.md).
 */
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import type { Command } from 'commander';
import { CaptainSpecError } from '../../../bots/index.js';
import { systemOfScenario, type AnyScenario } from '../../index.js';
import { loadScenario } from '../../api/wsim.js';
import { splitCaptains } from '../../lab/ladder/ladder.js';
import { tuneJitForBatches } from '../../lab/jit.js';
import { STOP_GRACE_SECONDS } from '../../lab/run.js';
import { createGameTicker } from '../../lab/progress.js';
import { compactScenario, type Adjustment } from '../../lab/balance/adjust.js';
import { runBalance, type BalancePlan, type BalanceReport } from '../../lab/balance/balance.js';
import {
  DEFAULT_BALANCE_CAPTAIN,
  DEFAULT_SCREEN_CAPTAIN,
  hasBudget,
  refusal,
  screenCaptain,
} from '../../lab/balance/captains.js';
import { formatBalance } from '../../lab/balance/format.js';
import { pct, pts } from '../../lab/balance/words.js';
import type { StopRule } from '../../lab/balance/measure.js';
import { startBalancePool } from '../../lab/balance/pool.js';
import { openJournal, type Journal } from '../../lab/balance/journal.js';
import { LabError } from '../../lab/errors.js';
import { renderBalancePage } from '../../report/balancePage.js';
import { fileStep } from '../../files/errors.js';
import { distinctOutputs, outputTarget, writeFileAtomic } from '../../files/output.js';
import { guard, UserError } from '../errors.js';
import { parseIntOption, scenarioFrom } from '../io.js';
import { RULES_HELP, rulesFor, rulesLabel } from '../rulesOption.js';
import { parseScale } from './ladder.js';

interface BalanceCliOptions {
  captain: string;
  budgetScale?: string;
  recheck: string;
  screen: string;
  games?: string;
  precision?: string;
  workers?: string;
  seed: string;
  rules?: string;
  json?: boolean;
  out?: string;
  search: boolean;
  quiet?: boolean;
  journal?: string;
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

/** `--screen`: "auto", "none" or one captain spec (checked as --captain is). */
function screenFrom(text: string, captain: string): string | undefined {
  if (text === 'auto' || text === 'none') return screenCaptain(text, captain);
  const [spec, ...more] = captainsFrom(text, '--screen');
  if (more.length) throw new UserError(`--screen: expected one captain spec, "auto" or "none" (got "${text}")`);
  return screenCaptain(spec, captain);
}

function recheckFrom(text: string): BalancePlan['recheck'] {
  if (text === 'budget' || text === 'none') return text;
  const [captain, ...more] = captainsFrom(text, '--recheck');
  if (more.length) throw new UserError(`--recheck: expected one captain spec, "budget" or "none" (got "${text}")`);
  return { captain };
}

function captainsFrom(list: string, option = '--captain'): string[] {
  let captains: string[];
  try {
    captains = splitCaptains(list);
  } catch (e) {
    if (e instanceof CaptainSpecError) throw new UserError(`${option}: ${e.message}`);
    throw e;
  }
  if (!captains.length) throw new UserError(`${option}: expected a captain spec (got "${list}")`);
  if (new Set(captains).size !== captains.length)
    throw new UserError(`${option}: each captain spec may appear once (got "${list}")`);
  return captains;
}

/**
 * Is the fix shown balanced: its re-measurement balanced, and its re-check (when there was one) not saying
 * that a stronger hand finds otherwise.
 */
function fixBalanced(report: BalanceReport): boolean {
  return report.search?.fix?.full?.verdict.kind === 'balanced' && report.recheck.fix?.held !== 'did not hold';
}

/** The file name of the fix: "-balanced" only when its re-measurement found it balanced and its re-check held. */
export function adjustedName(id: string, report: BalanceReport): string {
  return `${id}-${fixBalanced(report) ? 'balanced' : 'adjusted'}.json`;
}

/** The fix as a scenario file a designer can keep editing: valid, compact, with "$schema", saying what was measured. */
export function adjustedScenarioFile(base: AnyScenario, best: Adjustment, report: BalanceReport, file: string): string {
  const fix = report.search!.fix!;
  const m = fix.full ?? fix.screen;
  const [a, b] = m.sides;
  const name = (side: string) => base.sides.find((x) => x.id === side)?.name ?? side;
  const balanced = fixBalanced(report);
  // balanced on the captain's games but not held by the re-check: the re-check's sentence follows and says so
  const word =
    m.verdict.kind === 'balanced' ? 'balanced' : m.verdict.kind === 'lopsided' ? 'not balanced' : 'not shown balanced';
  const check = report.recheck.fix ? ` ${report.recheck.fix.sentence}` : '';
  const note =
    `Adjusted by wsim balance (captain ${report.search!.captain}${report.search!.screen ? `, changes screened with ${report.search!.screen}` : ''}, seed ${report.seed}): ${best.label}. ` +
    `Re-measured in ${m.tally.games} games: ${name(a)} win ${pct(m.win[a].estimate)}, ${name(b)} ${pct(m.win[b].estimate)}, draws ${pct(m.draw.estimate)}; ` +
    `difference ${pts(m.difference.estimate)} points (95% interval ${pts(m.difference.low)} to ${pts(m.difference.high)}): ${word} within ±${Math.round(report.margin * 100)} points.${check}`;
  const schema = relative(resolve(file, '..'), SCHEMA_FILE).split(sep).join('/');
  const { $schema: _old, ...rest } = compactScenario(best.scenario);
  void _old;
  const suffix = balanced ? 'balanced' : 'adjusted';
  const out = {
    $schema: schema,
    ...rest,
    id: `${base.id.slice(0, 51).replace(/-+$/, '')}-${suffix}`,
    name: `${base.name.slice(0, 89)} (${suffix})`,
    description: `${base.description ? `${base.description} ` : ''}${note}`.slice(0, 4000),
  };
  const text = JSON.stringify(out, null, 2) + '\n';
  loadScenario(text, file); // the file is checked before it is written
  return text;
}

interface BalanceFiles {
  dir: string;
  /** the fix under either name: `<id>-adjusted.json`, or `<id>-balanced.json` when its re-measurement is balanced */
  adjusted: string;
  balanced: string;
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
    adjusted: join(dir, `${scenarioId}-adjusted.json`),
    balanced: join(dir, `${scenarioId}-balanced.json`),
    report: join(dir, 'balance.json'),
    page: join(dir, 'index.html'),
  };
  for (const f of [files.adjusted, files.balanced, files.report, files.page]) outputTarget(f);
  return files;
}

/**
 * Write the fix (when the search found one) under its honest name, removing the other name's file of the
 * same scenario (a folder holds one fix per scenario), then balance.json and the page.
 */
function writeBalanceFiles(out: BalanceFiles, scenario: AnyScenario, report: BalanceReport, best: Adjustment | null) {
  fileStep(out.dir, 'create the folder', () => mkdirSync(out.dir, { recursive: true }));
  const files: { scenario?: string; page?: string } = {};
  if (best) {
    const file = join(out.dir, adjustedName(scenario.id, report));
    for (const other of [out.adjusted, out.balanced]) if (other !== file && existsSync(other)) rmSync(other);
    writeFileAtomic(file, adjustedScenarioFile(scenario, best, report, file));
    files.scenario = file;
  }
  writeFileAtomic(out.report, JSON.stringify(report, null, 2) + '\n');
  files.page = out.page;
  writeFileAtomic(
    out.page,
    renderBalancePage(scenario, report, {
      scenarioFile: files.scenario ? adjustedName(scenario.id, report) : undefined,
    }),
  );
  return files;
}

async function balance(ref: string, opts: BalanceCliOptions): Promise<void> {
  const { scenario, rules } = rulesFor(scenarioFrom(ref), opts.rules);
  const out = opts.out !== undefined ? balanceFiles(opts.out, scenario.id) : undefined;
  const captains = captainsFrom(opts.captain);
  const recheck = recheckFrom(opts.recheck);
  const system = systemOfScenario(scenario).id;
  const chosen = screenFrom(opts.screen, captains[0]);
  // auto: only a captain that plays the scenario's rule system (a named one is refused below, in one line)
  const screen = opts.screen === 'auto' && chosen && refusal(chosen, system) ? undefined : chosen;
  for (const [option, spec] of [
    ...captains.map((c) => ['--captain', c]),
    ...(typeof recheck === 'object' ? [['--recheck', recheck.captain]] : []),
    ...(screen && opts.screen !== 'auto' ? [['--screen', screen]] : []),
  ]) {
    const why = refusal(spec, system);
    if (why) throw new UserError(`${option}: ${why}`);
  }
  let budgetScale = 1;
  if (opts.budgetScale !== undefined) {
    budgetScale = parseScale(opts.budgetScale);
    if (!captains.some(hasBudget))
      throw new UserError(
        `--budget-scale: ${captains.join(', ')} ${captains.length > 1 ? 'have' : 'has'} no thinking budget to multiply (a searching captain such as mcts has)`,
      );
  }
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

  let journal: Journal | undefined;
  if (opts.journal !== undefined) {
    if (out)
      distinctOutputs([
        ...[out.adjusted, out.balanced, out.report, out.page].map((path) => ({ option: '--out', path })),
        { option: '--journal', path: opts.journal },
      ]);
    try {
      journal = await openJournal(opts.journal);
    } catch (e) {
      if (e instanceof LabError) throw new UserError(e.lines);
      throw e;
    }
    say(
      `journal ${journal.file}: ${journal.found} game${journal.found === 1 ? '' : 's'} in it${journal.tornBytes ? ` (a torn last line of ${journal.tornBytes} bytes dropped)` : ''}`,
    );
  }

  const controller = new AbortController();
  tuneJitForBatches();
  // a long measurement (the default captain on a squadron: seconds a game) says how it goes
  const ticker = createGameTicker(say, { workers });
  const onGames = opts.quiet ? undefined : ticker.advance;
  // with a journal the ticker counts the games played, not those taken from the file
  const pool = journal ? journal.wrap(startBalancePool(workers), onGames) : startBalancePool(workers);
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
        budgetScale,
        recheck,
        seed: opts.seed,
        rule,
        search: opts.search,
        ...(screen && opts.search ? { screen } : {}),
      },
      { signal: controller.signal, onPhase: say, onGames: journal ? undefined : onGames },
    );
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await pool.close();
    if (journal) {
      journal.close();
      say(
        `journal ${journal.file}: ${journal.taken} game${journal.taken === 1 ? '' : 's'} taken from it, ${journal.added} played and added`,
      );
    }
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
    .description(
      'is a scenario fair with the same captain on both sides, which change would make it even and keep the game alive, and does the verdict hold for a stronger hand',
    )
    .argument('<scenario>', 'built-in scenario id or scenario file')
    .option(
      '--captain <specs>',
      `captain spec for both sides; two or more, comma-separated ("${DEFAULT_BALANCE_CAPTAIN},greedy-raker"), are compared and the first drives the search. The default, ${DEFAULT_BALANCE_CAPTAIN}, is the strongest and slowest; random, classic, greedy-raker and line-keeper are weaker (quick, but a verdict may not hold for good play)`,
      DEFAULT_BALANCE_CAPTAIN,
    )
    .option(
      '--budget-scale <k>',
      "multiply the searching captains' own thinking budgets by k (mcts: its iterations; e.g. 0.25 quicker and weaker, 4 stronger)",
    )
    .option(
      '--recheck <how>',
      `re-check the verdicts on the same seeds: "budget" (the first captain with 4× its budget; a captain without a budget is not re-checked), a second captain's spec, or "none"`,
      'budget',
    )
    .option(
      '--screen <how>',
      `who screens the changes and solves the knobs first, the captain then solving the knobs again near its values and measuring every change offered: "auto" (${DEFAULT_SCREEN_CAPTAIN} when the captain is a searching one such as ${DEFAULT_BALANCE_CAPTAIN}, whose games take seconds), a captain spec, or "none" (the captain plays every game of the search)`,
      'auto',
    )
    .option(
      '--precision <h>',
      `stop when the 95% interval of the difference between the two sides' win probabilities is ±h or narrower, or as soon as it lies wholly beyond ±5 points (0 < h < 0.5; default ${DEFAULT_PRECISION})`,
    )
    .option(
      '--games <n>',
      'play exactly n games per measurement instead (the search screens each change with at most 200, and solves the knobs on at most 100 games a value)',
    )
    .option('--workers <n>', 'worker threads (default: the available parallelism; 0: play in this thread)')
    .option(
      '--seed <seed>',
      'master seed: game k of a measurement has the seed sha256(seed/stream/k), the same on any number of workers',
      '1',
    )
    .option('--rules <level>', RULES_HELP)
    .option('--no-search', 'measure the scenario only: no changes searched')
    .option(
      '--out <dir>',
      'write the fix (<id>-adjusted.json, or <id>-balanced.json when its re-measurement is balanced), balance.json and an offline HTML page (index.html)',
    )
    .option(
      '--journal <file>',
      "keep every game's result in this file, one line a game, and take from it the games already played: a run stopped (Ctrl-C, a time limit, a crash) and given the same options and file again carries on to the answer the whole run would have given",
    )
    .option('--json', 'print the report as JSON')
    .option('--quiet', 'no progress lines on stderr')
    .action(guard(balance));
}
