/**
 * A scenario file's mistakes, one line each naming the file, the field and what was expected; shared by
 * every rule system's loader (the CLI prints the lines and exits 2).
 */
import type { z } from 'zod';

export class ScenarioError extends Error {
  /** one line per mistake: "file: path: expected …" */
  readonly lines: string[];
  readonly file: string;
  constructor(file: string, lines: string[]) {
    super(lines.join('\n'));
    this.name = 'ScenarioError';
    this.file = file;
    this.lines = lines;
  }
}

/** A zod issue's path as a field path (`ships[0].bow`); also used by the other rule systems' loaders. */
export function pathText(path: readonly PropertyKey[]): string {
  let out = '';
  for (const p of path) {
    if (typeof p === 'number') out += `[${p}]`;
    else out += out ? `.${String(p)}` : String(p);
  }
  return out || '(top level)';
}

/** What a zod issue expected, in one phrase; also used by the other rule systems' loaders. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'unrecognized_keys':
      return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
    case 'too_small':
      return issue.origin === 'array'
        ? `expected at least ${issue.minimum} entries`
        : issue.origin === 'string'
          ? `expected at least ${issue.minimum} characters`
          : `expected a number ≥ ${issue.minimum}`;
    case 'too_big':
      return issue.origin === 'array'
        ? `expected at most ${issue.maximum} entries`
        : issue.origin === 'string'
          ? `expected at most ${issue.maximum} characters`
          : `expected a number ≤ ${issue.maximum}`;
    case 'invalid_format':
      return `expected ${issue.message ?? issue.format}`;
    case 'invalid_union':
      return 'expected a number, or {"L": …, "R": …} with a number or [bow, stern] per broadside';
    default:
      return issue.message;
  }
}
