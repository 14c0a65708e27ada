/** User mistakes become one clear message and exit code 2 — never a stack trace. */
import { ScenarioError, RecordError, OrderError, PlotSyntaxError } from '../index.js';
import { FileError } from '../files/errors.js';

export class UserError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UserError';
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

/** Run a command action; user errors print their message and set exit code 2. */
export function guard<A extends unknown[]>(fn: (...args: A) => Promise<void> | void): (...args: A) => Promise<void> {
  return async (...args: A) => {
    try {
      await fn(...args);
    } catch (e) {
      if (isUserError(e)) {
        process.stderr.write(`wsim: ${e.message}\n`);
        process.exitCode = 2;
        return;
      }
      throw e;
    }
  };
}
