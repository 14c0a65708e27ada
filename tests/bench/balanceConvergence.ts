/**
 * Do `wsim balance` verdicts converge as the captain thinks harder? For each built-in WS&IM scenario
 * (or those named), the verdict of `wsim balance <id> --no-search` with the captain at its own
 * budget and at 4× it (`--budget-scale 4`), on the same seeds, as a Markdown table for
 * docs/balance.md, with whether the verdict held in the re-check's words. A captain without a thinking
 * budget has no 4× column.
 *
 *   npx tsx tests/bench/balanceConvergence.ts [--captain mcts] [--precision 0.05] [--workers 2] [--seed 1] [id …]
 *
 * Each row runs the command as a child process, as a designer would; stderr gets a line per run.
 */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { listScenarios } from '../../src/index.js';
import { hasBudget } from '../../src/lab/balance/captains.js';
import type { Measurement } from '../../src/lab/balance/measure.js';
import { heldOf } from '../../src/lab/balance/recheck.js';
import { pts } from '../../src/lab/balance/words.js';
import '../../bots/index.js';

const ROOT = resolve(import.meta.dirname, '../..');

interface Row {
  id: string;
  verdict: string;
  d: string;
  games: number;
  draws: number;
  limit: number;
  seconds: number;
  measurement: Measurement;
}

function option(args: string[], name: string, fallback: string): string {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : fallback;
}

async function verdictOf(id: string, flags: string[]): Promise<Row> {
  const t0 = performance.now();
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['bin/wsim.js', 'balance', id, '--no-search', '--recheck', 'none', '--json', '--quiet', ...flags],
    { cwd: ROOT, maxBuffer: 64 << 20 },
  );
  const b = JSON.parse(stdout).baseline[0];
  const m = b.measurement;
  const word = m.verdict.kind === 'lopsided' ? `favours ${m.verdict.favoured}` : m.verdict.kind;
  return {
    id,
    verdict: word,
    d: `${pts(m.difference.estimate)} (${pts(m.difference.low)} to ${pts(m.difference.high)})`,
    games: m.tally.games,
    draws: Math.round(b.quality.draws * 100),
    limit: Math.round(b.quality.limit * 100),
    seconds: Math.round((performance.now() - t0) / 100) / 10,
    measurement: m,
  };
}

const args = process.argv.slice(2);
const captain = option(args, '--captain', 'mcts');
const precision = option(args, '--precision', '0.05');
const workers = option(args, '--workers', '2');
const seed = option(args, '--seed', '1');
const ids = args.length
  ? args
  : listScenarios()
      .filter((s) => s.system === 'wsim')
      .map((s) => s.id);
const flags = ['--captain', captain, '--precision', precision, '--workers', workers, '--seed', seed];
const scaled = hasBudget(captain);
const cell = (r: Row) => `${r.verdict}, ${r.d}; ${r.games} games, draws ${r.draws}%, at the limit ${r.limit}%`;

const lines = [
  `| scenario | ${captain} | ${scaled ? `${captain} ×4 budget | held?` : '×4 budget'} |`,
  '| --- | --- | --- |' + (scaled ? ' --- |' : ''),
];
for (const id of ids) {
  const one = await verdictOf(id, flags);
  process.stderr.write(`${id}: ${cell(one)} (${one.seconds} s)\n`);
  if (!scaled) {
    lines.push(`| ${id} | ${cell(one)} | — (no thinking budget) |`);
    continue;
  }
  const four = await verdictOf(id, [...flags, '--budget-scale', '4']);
  process.stderr.write(`${id} ×4: ${cell(four)} (${four.seconds} s)\n`);
  // the re-check's own words (src/lab/balance/recheck.ts): held, not contradicted, did not hold
  lines.push(`| ${id} | ${cell(one)} | ${cell(four)} | ${heldOf(one.measurement, four.measurement)} |`);
}
process.stdout.write(lines.join('\n') + '\n');
