/**
 * Do `wsim balance` verdicts converge as the captain thinks harder? For each built-in WS&IM scenario
 * (or those named), the verdict of `wsim balance <id> --no-search` with the captain at its own
 * budget and at 4× it (`--budget-scale 4`), on the same seeds, as a Markdown table for
 * docs/balance.md, with whether the verdict held in the re-check's words and how far the difference moved (4× less
 * 1×, its 95% interval, and whether it is steady within ±10 points: src/lab/balance/recheck.ts). A captain without a thinking
 * budget has no 4× column.
 *
 *   npx tsx tests/bench/balanceConvergence.ts [--captain mcts] [--precision 0.05 | --games n] [--workers 2] [--seed 1]
 *     [--minutes m] [--journal dir] [id …]
 *
 * Each row runs the command as a child process, as a designer would; stderr gets a line per run.
 * `--minutes m` gives each run at most m minutes: then, as on Ctrl-C (or a SIGINT or SIGTERM sent to this
 * script), the run gets `wsim balance`'s own interrupt and its report of the looks it finished, and the
 * cell says it was cut short (a run cut short before its first look has no games and says so).
 * `--journal dir` keeps each scenario's games in `dir/<id>.jsonl` (`wsim balance --journal`, both budgets in one
 * file): the same command run again carries every cut run on from its games instead of starting it again, so a
 * row too long for one sitting is finished a piece at a time, with the answer an uncut run would give.
 */
import type { ChildProcess } from 'node:child_process';
import { basename, join } from 'node:path';
import { listScenarios } from '../../src/index.js';
import type { BalanceReport } from '../../src/lab/balance/balance.js';
import { hasBudget } from '../../src/lab/balance/captains.js';
import type { Measurement } from '../../src/lab/balance/measure.js';
import { heldOf, shiftBetween, shiftWords } from '../../src/lab/balance/recheck.js';
import { pts } from '../../src/lab/balance/words.js';
import '../../bots/index.js';
import { interrupt, runBalanceChild } from './balanceChild.js';

/** One run's cell: its words for the table, and its measurement (none when cut short before its first look). */
interface Row {
  cell: string;
  seconds: number;
  /** the run was stopped (time limit or signal) and reports the looks it had finished */
  cut: boolean;
  measurement?: Measurement;
}

/** Runs in progress, so a signal to this script reaches them as Ctrl-C reaches a designer's run. */
const running = new Set<ChildProcess>();
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    stopping = true;
    for (const child of running) interrupt(child);
    running.clear();
  });

/** `wsim balance`'s JSON report, whole or, after an interrupt or the time limit, of the looks it finished. */
async function balanceReport(args: string[], minutes: number): Promise<string> {
  let child: ChildProcess | undefined;
  try {
    const r = await runBalanceChild(args, { minutes, onStart: (c) => running.add((child = c)) });
    return r.stdout;
  } finally {
    if (child) running.delete(child);
  }
}

function option(args: string[], name: string, fallback: string): string {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : fallback;
}

async function verdictOf(id: string, flags: string[], minutes: number): Promise<Row> {
  const t0 = performance.now();
  const stdout = await balanceReport([id, '--no-search', '--recheck', 'none', '--json', '--quiet', ...flags], minutes);
  const report = JSON.parse(stdout) as BalanceReport;
  const seconds = Math.round((performance.now() - t0) / 100) / 10;
  const cut = report.interrupted;
  const after = `cut short after ${(seconds / 60).toFixed(1)} min`;
  const b = report.baseline[0];
  const m = b?.measurement;
  if (!m || m.tally.games === 0) {
    if (!cut) throw new Error(`${id}: wsim balance reported no games`);
    return { cell: `${after}, before its first look`, seconds, cut };
  }
  const word = m.verdict.kind === 'lopsided' ? `favours ${m.verdict.favoured}` : m.verdict.kind;
  const d = `${pts(m.difference.estimate)} (${pts(m.difference.low)} to ${pts(m.difference.high)})`;
  const cell =
    `${word}, ${d}; ${m.tally.games} games, draws ${Math.round(b.quality.draws * 100)}%, ` +
    `at the limit ${Math.round(b.quality.limit * 100)}%` +
    (cut ? ` (${after})` : '');
  return { cell, seconds, cut, measurement: m };
}

const args = process.argv.slice(2);
const captain = option(args, '--captain', 'mcts');
const precision = option(args, '--precision', '0.05');
// --games n: exactly n games a budget instead of a precision (a clearly lopsided row settles at its first look at any
// precision; a fixed number of games is what narrows its shift)
const games = option(args, '--games', '');
const workers = option(args, '--workers', '2');
const seed = option(args, '--seed', '1');
const minutesText = option(args, '--minutes', '0');
const minutes = Number(minutesText);
if (!(minutes >= 0)) {
  process.stderr.write(`balanceConvergence: --minutes expects a number of minutes ≥ 0, got ${minutesText}\n`);
  process.exit(2);
}
const journalDir = option(args, '--journal', '');
const journal = (id: string) => (journalDir ? ['--journal', join(journalDir, `${basename(id, '.json')}.jsonl`)] : []);
const ids = args.length
  ? args
  : listScenarios()
      .filter((s) => s.system === 'wsim')
      .map((s) => s.id);
const flags = [
  '--captain',
  captain,
  ...(games ? ['--games', games] : ['--precision', precision]),
  '--workers',
  workers,
  '--seed',
  seed,
];
const scaled = hasBudget(captain);
const lines = [
  `| scenario | ${captain} | ${scaled ? `${captain} ×4 budget | held? | moved (4× − 1×)` : '×4 budget'} |`,
  '| --- | --- | --- |' + (scaled ? ' --- | --- |' : ''),
];
try {
  for (const id of ids) {
    if (stopping) break;
    const one = await verdictOf(id, [...flags, ...journal(id)], minutes);
    process.stderr.write(`${id}: ${one.cell} (${one.seconds} s)\n`);
    if (!scaled) {
      lines.push(`| ${id} | ${one.cell} | — (no thinking budget) |`);
      continue;
    }
    if (stopping) {
      lines.push(`| ${id} | ${one.cell} | — (not run: stopped) | — | — |`);
      break;
    }
    const four = await verdictOf(id, [...flags, ...journal(id), '--budget-scale', '4'], minutes);
    process.stderr.write(`${id} ×4: ${four.cell} (${four.seconds} s)\n`);
    // the re-check's own words (src/lab/balance/recheck.ts): held, not contradicted, did not hold
    const [held, moved] =
      one.measurement && four.measurement
        ? [
            heldOf(one.measurement, four.measurement) + (one.cut || four.cut ? ' (so far)' : ''),
            shiftWords(shiftBetween(one.measurement, four.measurement)),
          ]
        : ['—', '—'];
    lines.push(`| ${id} | ${one.cell} | ${four.cell} | ${held} | ${moved} |`);
  }
} catch (e) {
  // a run that failed (a scenario not found, a crash): one line, and the rows measured before it
  process.stderr.write(`balanceConvergence: ${(e as Error).message}\n`);
  process.exitCode = 2;
}
process.stdout.write(lines.join('\n') + '\n');
