/**
 * `wsim balance` benchmark: the command runs as a child process, as a designer runs it, on 2 workers.
 *
 * With greedy-raker on both sides (not re-checked: it has no budget), the figures of issue 15:
 * - the answer "balanced or not" at ±3 points (--precision 0.03, --no-search) for the frigate duel
 *   (a two-ship scenario) and for its adjusted version (close to even: the sequential rule cannot
 *   settle early, the worst case);
 * - the search of the frigate duel at ±3 points (changes screened, knobs solved, the best re-measured).
 * With the default captain (mcts), issue 28's: a two-against-two answer at ±5 points (`shoal-water`,
 * --no-search), without and with the re-check at 4× the budget (full run only: minutes). Each of these two runs
 * is stopped at a cap (`--balance-minutes m`, default 10) as a designer stops it, with Ctrl-C: the partial report
 * it prints then gives the figures, marked stopped (`…Finished` 0: its own stop rule not reached), and the bench goes on.
 *
 * Each figure: wall-clock seconds and CPU seconds of the process (all threads), and the games played.
 * Standalone: `npx tsx tests/bench/balance.ts [--quick] [--balance-minutes m]` prints the figures as JSON.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { runBalanceChild } from './balanceChild.js';

type Games = { tally: { games: number } };
type Candidate = { screen: Games; full: null | Games; solved?: { probes: { games: number }[] } };

interface Timed {
  seconds: number;
  cpuSeconds: number;
  /** stopped at the cap (a partial report: the answer not settled) */
  capped: boolean;
  report: {
    baseline: { measurement: Games; sentence: string }[];
    recheck: { baseline: null | { measurement: Games }; fix: null | { measurement: Games } };
    search: null | {
      screened: Candidate[];
      knobs: { probes: { games: number }[] }[];
      pairs: null | { screened: Candidate[] };
    };
  };
}

/** The default cap of each of the default captain's runs, in minutes (`--balance-minutes`). */
export const BALANCE_CAP_MINUTES = 10;

/** Run `wsim balance …` under bash's `time -p`; with a cap (minutes), interrupted after it as Ctrl-C would. */
async function timed(args: string[], capMinutes = 0): Promise<Timed> {
  const { stdout, stderr, cut } = await runBalanceChild([...args, '--json', '--quiet'], {
    minutes: capMinutes,
    time: true,
  });
  const t = (key: string) => Number(new RegExp(`^${key} ([\\d.]+)$`, 'm').exec(stderr)![1]);
  const report = JSON.parse(stdout) as Timed['report'];
  return {
    seconds: t('real'),
    cpuSeconds: Math.round((t('user') + t('sys')) * 10) / 10,
    capped: cut,
    report,
  };
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
  opts: { quick?: boolean; balanceMinutes?: number; log?: (line: string) => void } = {},
): Promise<Record<string, number>> {
  const cap = opts.balanceMinutes ?? BALANCE_CAP_MINUTES;
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
        const t = await timed(['shoal-water', '--precision', '0.05', '--workers', '2', '--no-search', ...extra], cap);
        figures[`${key}Seconds`] = t.seconds;
        figures[`${key}CpuSeconds`] = t.cpuSeconds;
        figures[`${key}Games`] = gamesOf(t.report);
        // 1: the run ended by its own stop rule (settled, at the precision, or at its games' limit); 0: stopped at the cap
        figures[`${key}Finished`] = t.capped ? 0 : 1;
        const stopped = t.capped
          ? ` — stopped at the ${cap}-minute cap, not settled: ${t.report.baseline[0]?.sentence ?? 'no game finished'}`
          : '';
        log(
          `  shoal-water (2 v 2), mcts, balanced or not at ±5 points${extra.length ? '' : ', re-checked at 4× the budget'}: ${t.seconds} s (${t.cpuSeconds} CPU s, ${figures[`${key}Games`]} games)${stopped}`,
        );
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return figures;
}

/** `--balance-minutes m` among the arguments (a positive number), or undefined. */
export function minutesArg(argv: string[]): number | undefined {
  const i = argv.indexOf('--balance-minutes');
  if (i < 0) return undefined;
  const m = Number(argv[i + 1]);
  if (!(m > 0)) throw new Error(`--balance-minutes: expected a positive number of minutes (got ${argv[i + 1]})`);
  return m;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(
    JSON.stringify(
      await benchBalance({
        quick: process.argv.includes('--quick'),
        balanceMinutes: minutesArg(process.argv),
        log: (l) => process.stderr.write(l + '\n'),
      }),
    ) + '\n',
  );
}
