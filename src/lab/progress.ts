/**
 * Progress of a run (cli-progress): a bar on a terminal (games done, games/s, ETA), plain lines
 * every few seconds when stderr is not a terminal, nothing when quiet. Wall-clock time is used for
 * display only; it never reaches a result row.
 */
import cliProgress from 'cli-progress';

export interface ProgressSink {
  /** `total` games in this run, `done` of them already in the results file */
  start(total: number, done: number): void;
  advance(games: number): void;
  stop(): void;
}

export type ProgressMode = 'auto' | 'quiet';

export const quietProgress: ProgressSink = { start() {}, advance() {}, stop() {} };

export function createProgress(mode: ProgressMode, stream: NodeJS.WriteStream = process.stderr): ProgressSink {
  if (mode === 'quiet') return quietProgress;
  const tty = stream.isTTY === true;
  const bar = new cliProgress.SingleBar(
    {
      format: tty
        ? '{bar} {value}/{total} games | {speed} games/s | ETA {eta_formatted}'
        : 'progress: {value}/{total} games ({percentage}%) | {speed} games/s | ETA {eta_formatted}',
      stream,
      noTTYOutput: true,
      notTTYSchedule: 5000,
      etaBuffer: 50,
      hideCursor: tty ? true : null,
    },
    cliProgress.Presets.shades_classic,
  );
  let t0 = 0;
  let played = 0;
  let value = 0;
  const speed = () => {
    const s = (performance.now() - t0) / 1000;
    return s > 0 ? (played / s).toFixed(1) : '0.0';
  };
  return {
    start(total, done) {
      t0 = performance.now();
      value = done;
      bar.start(total, done, { speed: '0.0' });
    },
    advance(games) {
      played += games;
      value += games;
      bar.update(value, { speed: speed() });
    },
    stop() {
      bar.update(value, { speed: speed() });
      bar.stop();
    },
  };
}

/** A duration in words for a progress line: "45 s", "6 min 40 s", "2 h 5 min". */
export function durationWords(seconds: number): string {
  if (seconds < 0.5) return 'under a second';
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min${s % 60 ? ` ${s % 60} s` : ''}`;
  const m = Math.round(s / 60);
  return `${Math.floor(m / 60)} h${m % 60 ? ` ${m % 60} min` : ''}`;
}

/** Games played before the ticker's first line, which gives the pace of a game and what a hundred cost. */
export const TICK_FIRST_GAMES = 20;

/**
 * Progress of a run whose number of games is not known in advance (a sequential measurement, a search): a plain
 * line on `write` after the first TICK_FIRST_GAMES games — the pace, and what a hundred games take at it — and
 * then at most one every `everyMs` of wall-clock: the games so far, the time, the pace. Wall-clock time is used
 * for display only; it never reaches a result.
 */
export function createGameTicker(
  write: (line: string) => void,
  opts: { everyMs?: number; workers?: number; now?: () => number } = {},
): { advance(games: number): void } {
  const now = opts.now ?? (() => performance.now());
  const every = opts.everyMs ?? 60_000;
  const on = opts.workers ? ` on ${opts.workers} worker${opts.workers === 1 ? '' : 's'}` : '';
  const t0 = now();
  let played = 0;
  let first = true;
  let last = t0;
  return {
    advance(games) {
      played += games;
      const t = now();
      const due = first ? played >= TICK_FIRST_GAMES : t - last >= every;
      if (!due) return;
      last = t;
      const elapsed = (t - t0) / 1000;
      const pace = elapsed / played;
      const rate =
        pace >= 1
          ? `${pace.toFixed(1)} s a game${on}`
          : `${(played / Math.max(elapsed, 1e-3)).toFixed(1)} games a second${on}`;
      if (first) {
        first = false;
        write(
          `${played} games in ${durationWords(elapsed)} (${rate}: 100 games take ${pace * 100 < 0.5 ? '' : 'about '}${durationWords(pace * 100)})`,
        );
      } else {
        write(`${played} games so far in ${durationWords(elapsed)} (${rate})`);
      }
    },
  };
}
