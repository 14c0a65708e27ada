/**
 * Captain registry: names → captains with options, written "name:key=value,key=value"
 * (e.g. "mcts:iterations=2000").
 */
import type { Captain, CaptainEntry, CaptainOptions } from './types.js';
import { CaptainSpecError } from './specError.js';
import { LEVEL_NAMES, levelNamed } from './levels.js';

// One registry per thread, shared by every copy of this module: `wsim` runs dist/, and a captain
// module may import the registry from elsewhere (a TypeScript module the sources, an installed package its own copy).
const REGISTRY = Symbol.for('wsim-workbench.captains');
const entries = ((globalThis as { [REGISTRY]?: Map<string, CaptainEntry> })[REGISTRY] ??= new Map<
  string,
  CaptainEntry
>());

export { CaptainSpecError };

export function registerCaptain(entry: CaptainEntry): void {
  entries.set(entry.name, entry);
}

export function captainNames(): string[] {
  return [...entries.keys()];
}

/** A registered captain's entry (its description and options), or undefined. */
export function captainEntry(name: string): CaptainEntry | undefined {
  return entries.get(name);
}

export interface CaptainSpec {
  name: string;
  options: CaptainOptions;
}

function unknownCaptain(name: string): CaptainSpecError {
  return new CaptainSpecError(
    `unknown captain "${name}" (known: ${captainNames().join(', ')}; levels: ${LEVEL_NAMES.join(', ')})`,
  );
}

/**
 * Parse "name:key=value,key=value" and check the name and option keys. A level's name (bots/levels.ts) stands
 * for its captain spec and takes no options.
 */
export function parseCaptainSpec(spec: string): CaptainSpec {
  const text = spec.trim();
  const colon = text.indexOf(':');
  const name = colon < 0 ? text : text.slice(0, colon);
  const level = levelNamed(name);
  if (level && !entries.has(name)) {
    if (colon >= 0)
      throw new CaptainSpecError(
        `level "${level.name}" takes no options (it plays ${level.spec}): drop ":${text.slice(colon + 1)}"`,
      );
    return parseCaptainSpec(level.spec);
  }
  const entry = entries.get(name);
  if (!entry) throw unknownCaptain(name);
  const options: CaptainOptions = {};
  if (colon >= 0) {
    for (const part of text
      .slice(colon + 1)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const eq = part.indexOf('=');
      if (eq < 0) throw new CaptainSpecError(`captain "${name}": option "${part}" must be key=value`);
      const key = part.slice(0, eq).trim();
      const raw = part.slice(eq + 1).trim();
      const def = entry.options[key];
      if (!def)
        throw new CaptainSpecError(
          `captain "${name}": unknown option "${key}" (options: ${Object.keys(entry.options).join(', ') || 'none'})`,
        );
      if (typeof def.default === 'number') {
        const n = Number(raw);
        if (raw === '' || !Number.isFinite(n))
          throw new CaptainSpecError(`captain "${name}": option "${key}" expects a number (got "${raw}")`);
        const min = def.min ?? 0; // every numeric option is a count, a budget or a weight: none is negative
        if (n < min || (def.max !== undefined && n > def.max)) {
          throw new CaptainSpecError(
            `captain "${name}": option "${key}" expects a number ${def.max !== undefined ? `from ${min} to ${def.max}` : `≥ ${min}`} (got ${raw})`,
          );
        }
        if (def.integer && !Number.isInteger(n))
          throw new CaptainSpecError(`captain "${name}": option "${key}" expects a whole number (got ${raw})`);
        options[key] = n;
      } else if (typeof def.default === 'boolean') {
        if (raw !== 'true' && raw !== 'false')
          throw new CaptainSpecError(`captain "${name}": option "${key}" expects true or false (got "${raw}")`);
        options[key] = raw === 'true';
      } else options[key] = raw;
    }
  }
  return { name, options };
}

export function createCaptain(spec: string | CaptainSpec): Captain {
  const s = typeof spec === 'string' ? parseCaptainSpec(spec) : spec;
  const entry = entries.get(s.name);
  if (!entry) throw unknownCaptain(s.name);
  const opts: CaptainOptions = {};
  for (const [k, v] of Object.entries(entry.options)) opts[k] = v.default;
  return entry.create({ ...opts, ...s.options });
}
