/**
 * The factors an experiment may sweep, and how each value is checked and written in a cell id.
 * Role factors come in three spellings: `quality` (both roles), `qualityA` / `qualityB` (one role
 * each). Role A plays the scenario's first side, role B the second (exchanged in swapped games).
 */
import {
  listScenarios,
  levelWordRefusal,
  parseRulesWords,
  rulesChoiceSlug,
  rulesFactorForms,
  rulesFromObject,
  RulesWordError,
  type RulesChoice,
} from '../index.js';
import { findShipClass, SHIP_CLASSES, type Quality } from '../api/wsim.js';
import { parseCaptainSpec, type CaptainSpec } from '../../bots/index.js';

export const QUALITY_NAMES: readonly Quality[] = ['elite', 'crack', 'average', 'green', 'poor'];
export const ROLE_FACTORS = ['class', 'quality', 'captain', 'ammo'] as const;
export type RoleFactor = (typeof ROLE_FACTORS)[number];
export type Role = 'A' | 'B';
/** The factors an experiment may name as its question (`"question": "ammo"`): the report answers it first. */
export const QUESTION_FACTORS = ['ammo', 'quality', 'class', 'captain'] as const satisfies readonly RoleFactor[];
export type QuestionFactor = (typeof QUESTION_FACTORS)[number];

/** Every known factor, in the order cells are enumerated and cell ids are written. */
export const FACTOR_NAMES = ['scenario', 'rules', ...ROLE_FACTORS.flatMap((f) => [f, `${f}A`, `${f}B`])] as const;
export type FactorName = (typeof FACTOR_NAMES)[number];

export function isFactorName(name: string): name is FactorName {
  return (FACTOR_NAMES as readonly string[]).includes(name);
}

/** `qualityA` → {factor: 'quality', role: 'A'}; `quality` → role null (both roles); `rules` → null. */
export function roleFactorOf(name: FactorName): { factor: RoleFactor; role: Role | null } | null {
  const m = /^(class|quality|captain|ammo)(A|B)?$/.exec(name);
  return m ? { factor: m[1] as RoleFactor, role: (m[2] as Role | undefined) ?? null } : null;
}

/** A checked factor value: `slug` goes into the cell id, `value` is what the game uses. */
export interface FactorLevel<V = unknown> {
  slug: string;
  value: V;
}

export class FactorValueError extends Error {}

const SLUG_SAFE = /^[^\s;#'"\\]+$/;

function text(raw: unknown, what: string): string {
  if (typeof raw !== 'string' || raw.trim() === '') throw new FactorValueError(`expected ${what}`);
  const t = raw.trim();
  if (!SLUG_SAFE.test(t)) throw new FactorValueError(`expected ${what} without spaces, quotes, ";" or "#"`);
  return t;
}

export function formatCaptainSpec(spec: CaptainSpec): string {
  const opts = Object.entries(spec.options).map(([k, v]) => `${k}=${v}`);
  return opts.length ? `${spec.name}:${opts.join(',')}` : spec.name;
}

/** The captain spec with an ammunition doctrine added as its `ammo` option. */
export function withDoctrine(captain: string, ammo: string | null): string {
  if (ammo === null) return captain;
  const spec = parseCaptainSpec(captain);
  return formatCaptainSpec({ name: spec.name, options: { ...spec.options, ammo } });
}

/** A rules word or object refused by the rule systems, as the factor's one line. */
function asFactorError<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof RulesWordError) throw new FactorValueError(e.message);
    throw e;
  }
}

/**
 * `"advanced+towing"`, `"springelkamp+sternRake"`: a rule system's level first, then its switches (the words of
 * --rules, read by the system that owns them).
 */
function rulesFromText(raw: string): RulesChoice {
  const words = raw.split('+').map((s) => s.trim());
  const refusal = levelWordRefusal(words[0]);
  if (refusal) throw new FactorValueError(refusal);
  return asFactorError(() => parseRulesWords(words)!);
}

function parseRulesValue(raw: unknown): FactorLevel<RulesChoice> {
  let value: RulesChoice;
  if (typeof raw === 'string') value = rulesFromText(raw);
  else if (raw && typeof raw === 'object' && !Array.isArray(raw))
    value = asFactorError(() => rulesFromObject(raw as Record<string, unknown>));
  else throw new FactorValueError(`expected ${rulesFactorForms()}`);
  return { slug: rulesChoiceSlug(value), value };
}

/**
 * Check one value of a factor. `resolveScenario` turns a scenario reference into the key of a
 * loaded scenario (it throws FactorValueError for an unknown id or a bad file).
 */
export function parseFactorValue(
  name: FactorName,
  raw: unknown,
  resolveScenario: (ref: string) => string,
): FactorLevel {
  if (name === 'rules') return parseRulesValue(raw);
  if (name === 'scenario') {
    const ref = text(
      raw,
      `a built-in scenario (${listScenarios()
        .map((s) => s.id)
        .join(', ')}) or a scenario .json file`,
    );
    return { slug: ref, value: resolveScenario(ref) };
  }
  const role = roleFactorOf(name)!;
  switch (role.factor) {
    case 'class': {
      const id = typeof raw === 'string' ? raw.trim() : raw;
      if (typeof id !== 'string' || !findShipClass(id)) {
        throw new FactorValueError(
          `unknown ship class ${JSON.stringify(raw)} (known: ${SHIP_CLASSES.map((c) => c.id).join(', ')})`,
        );
      }
      return { slug: id, value: id };
    }
    case 'quality': {
      if (typeof raw !== 'string' || !(QUALITY_NAMES as string[]).includes(raw)) {
        throw new FactorValueError(
          `expected a crew quality (${QUALITY_NAMES.join(', ')}) (got ${JSON.stringify(raw)})`,
        );
      }
      return { slug: raw, value: raw };
    }
    case 'captain': {
      const spec = formatCaptainSpec(parseCaptainSpec(text(raw, 'a captain spec such as "greedy-raker:ammo=round"')));
      return { slug: spec, value: spec };
    }
    case 'ammo': {
      const doctrine = text(raw, 'an ammunition doctrine such as "double-closing"');
      if (/[,:=]/.test(doctrine))
        throw new FactorValueError(`expected an ammunition doctrine name (got "${doctrine}")`);
      return { slug: doctrine, value: doctrine };
    }
  }
}
