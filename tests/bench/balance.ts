/**
 * `wsim balance` benchmark: the command runs as a child process, as a designer runs it, on 2
 * workers with greedy-raker on both sides.
 *
 * - the answer "balanced or not" at ±3 points (--precision 0.03, --no-search) for the frigate duel
 *   (a two-ship scenario) and for its best adjusted version (close to even: the sequential rule
 *   cannot settle early, the worst case);
 * - the adjustment search of the frigate duel at ±3 points (screening, then the three best re-measured).
 *
 * Each figure: wall-clock seconds and CPU seconds of the process (all threads), and the games played.
 * Standalone: `npx tsx tests/bench/balance.ts [--quick]` prints the figures as JSON.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const ROOT = resolve(import.meta.dirname, '../..');

interface Timed {
  seconds: number;
  cpuSeconds: number;
  report: {
    baseline: { measurement: { tally: { games: number } } }[];
    search: null | { screened: { screen: { tally: { games: number } }; full: null | { tally: { games: number } } }[] };
  };
}

/** Run `wsim balance …` under bash's `time -p` (wall-clock, user and system seconds of the child and its threads). */
async function timed(args: string[]): Promise<Timed> {
  const command = [
    'time',
    '-p',
    process.execPath,
    'bin/wsim.js',
    'balance',
    ...args.map((a) => `'${a}'`),
    '--json',
    '--quiet',
  ].join(' ');
  const { stdout, stderr } = await promisify(execFile)('bash', ['-c', command], { cwd: ROOT, maxBuffer: 64 << 20 });
  const t = (key: string) => Number(new RegExp(`^${key} ([\\d.]+)$`, 'm').exec(stderr)![1]);
  return { seconds: t('real'), cpuSeconds: Math.round((t('user') + t('sys')) * 10) / 10, report: JSON.parse(stdout) };
}

function gamesOf(r: Timed['report']): number {
  const base = r.baseline.reduce((n, b) => n + b.measurement.tally.games, 0);
  return base + (r.search?.screened ?? []).reduce((n, c) => n + c.screen.tally.games + (c.full?.tally.games ?? 0), 0);
}

export async function benchBalance(
  opts: { quick?: boolean; log?: (line: string) => void } = {},
): Promise<Record<string, number>> {
  const precision = opts.quick ? '0.06' : '0.03';
  const log = opts.log ?? (() => {});
  const dir = mkdtempSync(join(tmpdir(), 'wsim-bench-balance-'));
  const figures: Record<string, number> = { balanceLoadAverage: Math.round(loadavg()[0] * 100) / 100 };
  try {
    const answer = await timed(['frigate-duel', '--precision', precision, '--workers', '2', '--no-search']);
    figures.balanceAnswerSeconds = answer.seconds;
    figures.balanceAnswerCpuSeconds = answer.cpuSeconds;
    figures.balanceAnswerGames = gamesOf(answer.report);
    log(
      `  frigate-duel, balanced or not at ±${Number(precision) * 100} points: ${answer.seconds} s (${answer.cpuSeconds} CPU s, ${figures.balanceAnswerGames} games)`,
    );
    const search = await timed(['frigate-duel', '--precision', precision, '--workers', '2', '--out', dir]);
    figures.balanceSearchSeconds = search.seconds;
    figures.balanceSearchCpuSeconds = search.cpuSeconds;
    figures.balanceSearchGames = gamesOf(search.report);
    log(
      `  frigate-duel, with the adjustment search: ${search.seconds} s (${search.cpuSeconds} CPU s, ${figures.balanceSearchGames} games)`,
    );
    const adjusted = join(dir, 'frigate-duel-balanced.json');
    readFileSync(adjusted); // the search wrote its best scenario
    const even = await timed([adjusted, '--precision', precision, '--workers', '2', '--no-search']);
    figures.balanceEvenSeconds = even.seconds;
    figures.balanceEvenCpuSeconds = even.cpuSeconds;
    figures.balanceEvenGames = gamesOf(even.report);
    log(
      `  its best adjusted version (close to even), balanced or not: ${even.seconds} s (${even.cpuSeconds} CPU s, ${figures.balanceEvenGames} games)`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(
    JSON.stringify(
      await benchBalance({ quick: process.argv.includes('--quick'), log: (l) => process.stderr.write(l + '\n') }),
    ) + '\n',
  );
}
