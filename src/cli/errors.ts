/** User mistakes become one clear message and exit code 2 — never a stack trace. */
import { ScenarioError, RecordError, OrderError, printable } from '../index.js';
import { PlotSyntaxError } from '../api/wsim.js';
import { FileError } from '../files/errors.js';

export class UserError extends Error {
  /** one line per mistake (most errors have one) */
  readonly lines: string[];
  constructor(lines: string | readonly string[]) {
    const list = typeof lines === 'string' ? [lines] : [...lines];
    super(list.join('\n'));
    this.name = 'UserError';
    this.lines = list;
  }
}

export function isUserError(e: unknown): e is Error {
  return (
    e instanceof UserError ||
    e instanceof FileError ||
    e instanceof ScenarioError ||
    e instanceof RecordError ||
    e instanceof OrderError ||
    e instanceof PlotSyntaxError
  );
}

/**
 * Write message lines to standard error, each after `prefix` and escaped (printable): what a line quotes
 * from a file or an argument (a binary file's bytes, a newline in a field name) never breaks it in two.
 * The one place the command line prints its errors and warnings.
 */
export function printLines(prefix: string, lines: readonly string[]): void {
  for (const line of lines) process.stderr.write(`${prefix}${printable(line)}\n`);
}

/** An error's lines: its own list (a scenario's mistakes, one each), else its message as one line. */
function errorLines(e: Error): readonly string[] {
  const lines = (e as { lines?: unknown }).lines;
  return Array.isArray(lines) && lines.length > 0 && lines.every((l) => typeof l === 'string') ? lines : [e.message];
}

/** Run a command action; user errors print their message and set exit code 2. */
export function guard<A extends unknown[]>(fn: (...args: A) => Promise<void> | void): (...args: A) => Promise<void> {
  return async (...args: A) => {
    try {
      await fn(...args);
    } catch (e) {
      if (isUserError(e)) {
        printLines('wsim: ', errorLines(e));
        process.exitCode = 2;
        return;
      }
      throw e;
    }
  };
}
