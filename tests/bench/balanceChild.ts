/**
 * `wsim balance` run as a child process, as a designer runs it, for the benchmarks (tests/bench/balance.ts,
 * tests/bench/balanceConvergence.ts): in its own process group, so that an interrupt reaches it once, as Ctrl-C in a
 * terminal does; stopped by `interrupt` or after `minutes`, it lets its games in progress finish, prints the report
 * of what it measured and exits 130, which counts as a report here. With `time`, it runs under bash's `time -p`,
 * whose times (wall-clock, user and system seconds of the child and its threads) end its stderr.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

export interface BalanceChild {
  /** the report on stdout (whole, or after an interrupt that of the looks it finished) */
  stdout: string;
  stderr: string;
  /** stopped by an interrupt or the time limit (exit 130) */
  cut: boolean;
}

/** Runs already interrupted: a second interrupt would tell `wsim balance` to quit at once, without its report. */
const interrupted = new WeakSet<ChildProcess>();

/** Send the run's process group one interrupt (as Ctrl-C), once whoever asks (the time limit, a signal). */
export function interrupt(child: ChildProcess): void {
  if (interrupted.has(child)) return;
  interrupted.add(child);
  if (child.pid !== undefined && child.exitCode === null && child.signalCode === null)
    try {
      process.kill(-child.pid, 'SIGINT');
    } catch {
      // already gone
    }
}

/**
 * `wsim balance <args>`; `minutes` (above 0) interrupts it after that long; `onStart` is given the child (to
 * interrupt it from a signal handler).
 */
export function runBalanceChild(
  args: string[],
  opts: { minutes?: number; time?: boolean; onStart?: (child: ChildProcess) => void } = {},
): Promise<BalanceChild> {
  const node = [process.execPath, 'bin/wsim.js', 'balance', ...args];
  const [file, argv] = opts.time
    ? ['bash', ['-c', ['time', '-p', ...node.map((a) => `'${a.replaceAll("'", `'\\''`)}'`)].join(' ')]]
    : [node[0], node.slice(1)];
  const child = spawn(file, argv, { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  opts.onStart?.(child);
  const minutes = opts.minutes ?? 0;
  const limit = minutes > 0 ? setTimeout(() => interrupt(child), minutes * 60_000) : undefined;
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  child.stdout.on('data', (b: Buffer) => out.push(b));
  child.stderr.on('data', (b: Buffer) => err.push(b));
  return new Promise((done, fail) => {
    child.on('error', fail);
    child.on('close', (code) => {
      clearTimeout(limit);
      const stdout = Buffer.concat(out).toString('utf8');
      const stderr = Buffer.concat(err).toString('utf8');
      if (code === 0 || code === 130) done({ stdout, stderr, cut: code === 130 });
      else fail(new Error(`wsim balance ${args.join(' ')} exited ${code}: ${stderr.trim()}`));
    });
  });
}
