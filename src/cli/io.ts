/** Reading user files with errors that name the file and what was expected. */
import { readFileSync } from 'node:fs';
import { isAbsolute, relative, sep } from 'node:path';
import {
  getScenario,
  listScenarios,
  parseJsonText,
  loadAnyScenario,
  unknownScenarioText,
  type AnyScenario,
} from '../index.js';
import { UserError } from './errors.js';

export function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new UserError(`${file}: cannot read the file (${code === 'ENOENT' ? 'no such file' : (code ?? 'error')})`);
  }
}

export function readJson(file: string): unknown {
  const text = readText(file);
  try {
    return parseJsonText(text);
  } catch (e) {
    throw new UserError(`${file}: ${(e as Error).message}`);
  }
}

/** A built-in scenario id or a scenario file path. */
export function scenarioFrom(ref: string): AnyScenario {
  if (listScenarios().some((s) => s.id === ref)) return getScenario(ref);
  if (/\.json$/i.test(ref) || ref.includes('/')) {
    const text = readText(ref);
    return loadAnyScenario(text, ref); // the scenario's own rule system validates it
  }
  throw new UserError(unknownScenarioText(ref, true));
}

export function parseIntOption(name: string, value: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (!/^-?\d+$/.test(value.trim())) throw new UserError(`${name}: expected a whole number (got "${value}")`);
  const n = Number(value);
  if (n < min || n > max) throw new UserError(`${name}: expected a number from ${min} to ${max} (got ${n})`);
  return n;
}

/** A path as a message shows it: relative to the working folder when inside it, else as it is (never `../../x`). */
export function shownPath(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel === '' || rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel) ? path : rel;
}
