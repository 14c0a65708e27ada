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
