/**
 * `wsim balance` benchmark: the command runs as a child process, as a designer runs it, on 2 workers.
 *
 * With greedy-raker on both sides (not re-checked: it has no budget), the figures of issue 15:
 * - the answer "balanced or not" at ±3 points (--precision 0.03, --no-search) for the frigate duel
 *   (a two-ship scenario) and for its adjusted version (close to even: the sequential rule cannot
 *   settle early, the worst case);
 * - the search of the frigate duel at ±3 points (changes screened, knobs solved, the best re-measured).
 * With the default captain (mcts), issue 28's: a two-against-two answer at ±5 points (`shoal-water`,
 * --no-search), without and with the re-check at 4× the budget (full run only: minutes).
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

type Games = { tally: { games: number } };
type Candidate = { screen: Games; full: null | Games; solved?: { probes: { games: number }[] } };

interface Timed {
  seconds: number;
  cpuSeconds: number;
  report: {
    baseline: { measurement: Games }[];
    recheck: { baseline: null | { measurement: Games }; fix: null | { measurement: Games } };
    search: null | {
      screened: Candidate[];
      knobs: { probes: { games: number }[] }[];
      pairs: null | { screened: Candidate[] };
    };
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

/** The games a run measured (a knob's value as written, shared by the knobs and played once, counts once per knob). */
function gamesOf(r: Timed['report']): number {
  const base = r.baseline.reduce((n, b) => n + b.measurement.tally.games, 0);
  const checks = [r.recheck.baseline, r.recheck.fix].reduce((n, c) => n + (c?.measurement.tally.games ?? 0), 0);
  const search = r.search;
  if (!search) return base + checks;
  const candidate = (c: Candidate) => (c.solved ? 0 : c.screen.tally.games) + (c.full?.tally.games ?? 0);
  const knobs = (probes: { games: number }[]) => probes.reduce((n, p) => n + p.games, 0);
  const pairs = search.pairs?.screened ?? [];
  return (
    base +
    checks +
    search.screened.reduce((n, c) => n + candidate(c), 0) +
    search.knobs.reduce((n, k) => n + knobs(k.probes), 0) +
    pairs.reduce((n, c) => n + candidate(c) + (c.solved ? knobs(c.solved.probes) : 0), 0)
  );
}

export async function benchBalance(
  opts: { quick?: boolean; log?: (line: string) => void } = {},
): Promise<Record<string, number>> {
  const precision = opts.quick ? '0.06' : '0.03';
  const log = opts.log ?? (() => {});
  const dir = mkdtempSync(join(tmpdir(), 'wsim-bench-balance-'));
  const figures: Record<string, number> = { balanceLoadAverage: Math.round(loadavg()[0] * 100) / 100 };
  try {
    const greedy = ['--captain', 'greedy-raker', '--recheck', 'none'];
    const answer = await timed(['frigate-duel', ...greedy, '--precision', precision, '--workers', '2', '--no-search']);
    figures.balanceAnswerSeconds = answer.seconds;
    figures.balanceAnswerCpuSeconds = answer.cpuSeconds;
    figures.balanceAnswerGames = gamesOf(answer.report);
    log(
      `  frigate-duel, balanced or not at ±${Number(precision) * 100} points: ${answer.seconds} s (${answer.cpuSeconds} CPU s, ${figures.balanceAnswerGames} games)`,
    );
    const search = await timed(['frigate-duel', ...greedy, '--precision', precision, '--workers', '2', '--out', dir]);
    figures.balanceSearchSeconds = search.seconds;
    figures.balanceSearchCpuSeconds = search.cpuSeconds;
    figures.balanceSearchGames = gamesOf(search.report);
    log(
      `  frigate-duel, with the adjustment search: ${search.seconds} s (${search.cpuSeconds} CPU s, ${figures.balanceSearchGames} games)`,
    );
    const adjusted = JSON.parse(readFileSync(join(dir, 'balance.json'), 'utf8')).search.fix.full.verdict.kind;
    const file = join(dir, `frigate-duel-${adjusted === 'balanced' ? 'balanced' : 'adjusted'}.json`);
    const even = await timed([file, ...greedy, '--precision', precision, '--workers', '2', '--no-search']);
    figures.balanceEvenSeconds = even.seconds;
    figures.balanceEvenCpuSeconds = even.cpuSeconds;
    figures.balanceEvenGames = gamesOf(even.report);
    log(
      `  its adjusted version (close to even), balanced or not: ${even.seconds} s (${even.cpuSeconds} CPU s, ${figures.balanceEvenGames} games)`,
    );
    if (!opts.quick) {
      // the default captain (mcts), a two-against-two answer at ±5 points, without and with the re-check
      for (const [key, extra] of [
        ['balanceMctsAnswer', ['--recheck', 'none']],
        ['balanceMctsChecked', []],
      ] as const) {
        const t = await timed(['shoal-water', '--precision', '0.05', '--workers', '2', '--no-search', ...extra]);
        figures[`${key}Seconds`] = t.seconds;
        figures[`${key}CpuSeconds`] = t.cpuSeconds;
        figures[`${key}Games`] = gamesOf(t.report);
        log(
          `  shoal-water (2 v 2), mcts, balanced or not at ±5 points${extra.length ? '' : ', re-checked at 4× the budget'}: ${t.seconds} s (${t.cpuSeconds} CPU s, ${figures[`${key}Games`]} games)`,
        );
      }
    }
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
