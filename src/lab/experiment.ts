/**
 * Experiment files (experiments/*.json, docs/lab.md "Experiment format"): checked with zod and
 * expanded into cells — the cartesian product of the factor values. Every mistake becomes one
 * line "file: field: what was expected" (LabError).
 */
import { readFileSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import {
  counterpartScenario,
  listScenarios,
  unknownScenarioText,
  parseJsonText,
  ScenarioError,
  type RulesChoice,
  type AnyScenario,
  getScenario,
  loadAnyScenario,
} from '../index.js';
import type { Quality } from '../api/wsim.js';
import { createCaptain, parseCaptainSpec } from '../../bots/index.js';
import { LabError } from './errors.js';
import {
  FACTOR_NAMES,
  QUALITY_NAMES,
  QUESTION_FACTORS,
  ROLE_FACTORS,
  isFactorName,
  parseFactorValue,
  withDoctrine,
  type FactorName,
  type FactorLevel,
  type QuestionFactor,
  type Role,
  type RoleFactor,
} from './factors.js';

export interface RoleSetup {
  /** ship class of a generated duel */
  class: string | null;
  /** crew quality override (null: the scenario's) */
  quality: Quality | null;
  /** captain spec, with the ammunition doctrine as its `ammo` option */
  captain: string;
}

export interface Cell {
  ordinal: number;
  /** readable, stable slug of the factor values: `name=value;name=value` */
  id: string;
  factors: Record<string, string>;
  /** key of `Experiment.scenarios`, or null for a generated duel */
  scenario: string | null;
  /** the rule system and its rules (null: the scenario's own); a scenario of the other system plays its counterpart */
  rules: RulesChoice | null;
  roles: Record<Role, RoleSetup>;
}

/** A checked experiment: plain data (it is handed to the worker threads as is). */
export interface Experiment {
  id: string;
  name: string;
  /** the file as given (used in reproduction commands) */
  file: string;
  seed: string;
  gamesPerCell: number;
  swapSides: boolean;
  /** absolute paths of modules that register extra captains */
  captainModules: string[];
  scenarios: Record<string, AnyScenario>;
  cells: Cell[];
  /** command-line overrides to repeat in reproduction commands */
  reproArgs: string[];
  /** the factor the experiment studies (its report answers that question first), or null */
  question: QuestionFactor | null;
}

export interface ExperimentOverrides {
  gamesPerCell?: number;
  seed?: string;
  /**
   * An experiment file's `captainModules` are code, run in this process and every worker: they are
   * imported only with this explicit permission (`--allow-modules` on the command line).
   */
  allowModules?: boolean;
}

const MAX_CELLS = 100_000;
/** games of one experiment (the resume bitmap holds one byte per game) */
const MAX_GAMES = 200_000_000;

const fileSchema = z
  .object({
    $schema: z.string().optional(),
    id: z
      .string({ error: 'expected an experiment id' })
      .regex(/^[a-z0-9][a-z0-9-]{0,59}$/, { error: 'expected an id of lower-case letters, digits and "-"' }),
    name: z.string({ error: 'expected a name' }).min(1).max(200).optional(),
    description: z.string({ error: 'expected a text' }).optional(),
    seed: z.union([z.string().min(1).max(200), z.number().int()], {
      error: 'expected a master seed (a text or a whole number)',
    }),
    gamesPerCell: z
      .number({ error: 'expected a whole number of games per cell' })
      .int({ error: 'expected a whole number of games per cell' })
      .min(1, { error: 'expected at least 1 game per cell' })
      .max(10_000_000, { error: 'expected at most 10000000 games per cell' }),
    swapSides: z.boolean({ error: 'expected true or false' }).optional(),
    captainModules: z.array(z.string().min(1), { error: 'expected a list of module paths' }).optional(),
    question: z
      .enum(QUESTION_FACTORS, {
        error: `expected the factor the experiment studies: ${QUESTION_FACTORS.map((q) => `"${q}"`).join(', ')}`,
      })
      .optional(),
    factors: z.record(z.string(), z.unknown(), {
      error: 'expected an object of factors, e.g. {"captain": ["random", "scripted"]}',
    }),
  })
  .strict();

function got(v: unknown): string {
  if (v === undefined) return ' (missing)';
  const s = JSON.stringify(v);
  return s === undefined ? '' : ` (got ${s.length > 40 ? `${s.slice(0, 37)}...` : s})`;
}

function zodLines(file: string, raw: unknown, issues: z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') {
      const known = Object.keys(fileSchema.shape)
        .filter((k) => k !== '$schema')
        .join(', ');
      return `${file}: ${issue.keys.map((k) => `"${k}"`).join(', ')}: unknown field (known: ${known})`;
    }
    const path = issue.path.map(String).join('.') || '(top level)';
    const value = issue.path.reduce<unknown>(
      (v, k) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k as string] : undefined),
      raw,
    );
    return `${file}: ${path}: ${issue.message}${got(value)}`;
  });
}

function readExperimentJson(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new LabError(
      `${file}: cannot read the experiment file (${code === 'ENOENT' ? 'no such file' : (code ?? 'error')})`,
    );
  }
  try {
    return parseJsonText(text);
  } catch (e) {
    throw new LabError(`${file}: ${(e as Error).message}`);
  }
}

/** Import the modules that register extra captains (paths relative to the experiment file). */
export async function importCaptainModules(paths: readonly string[]): Promise<void> {
  for (const p of paths) {
    if (/\.[cm]?ts$/i.test(p)) await typeScriptLoader();
    await import(pathToFileURL(p).href);
  }
}

let tsxRegistered = false;

/**
 * A captain module written in TypeScript: `wsim` runs compiled JavaScript, so such a module needs
 * tsx (a development dependency of the workbench) registered in this thread. Nothing to do when the
 * sources themselves run through a TypeScript loader (vitest, tsx).
 */
async function typeScriptLoader(): Promise<void> {
  if (tsxRegistered || import.meta.url.endsWith('.ts')) return;
  let api: typeof import('tsx/esm/api');
  try {
    api = await import('tsx/esm/api');
  } catch {
    throw new Error(
      'a captain module in TypeScript needs tsx installed (npm install tsx), or compile it to JavaScript',
    );
  }
  api.register();
  tsxRegistered = true;
}

function loadScenarioRef(ref: string, baseDir: string): AnyScenario {
  if (listScenarios().some((s) => s.id === ref)) return getScenario(ref);
  if (!/\.json$/i.test(ref)) throw new Error(unknownScenarioText(ref, true));
  const path = isAbsolute(ref) ? ref : resolve(baseDir, ref);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new Error(`cannot read the scenario file "${ref}"`);
  }
  try {
    return loadAnyScenario(text, ref);
  } catch (e) {
    if (e instanceof ScenarioError)
      throw new Error(e.lines[0] + (e.lines.length > 1 ? ` (and ${e.lines.length - 1} more)` : ''));
    throw e;
  }
}

function cartesian<T>(lists: T[][]): T[][] {
  return lists.reduce<T[][]>((acc, list) => acc.flatMap((prefix) => list.map((v) => [...prefix, v])), [[]]);
}

type CheckedFactor = { name: FactorName; path: string[]; levels: FactorLevel[] };

/** Check each factor's values; returns the factors in canonical order. */
function checkFactors(
  file: string,
  factors: Record<string, unknown>,
  scenarios: Record<string, AnyScenario>,
  baseDir: string,
  errors: string[],
): CheckedFactor[] {
  const out: CheckedFactor[] = [];
  for (const name of Object.keys(factors)) {
    if (!isFactorName(name))
      errors.push(`${file}: factors.${name}: unknown factor "${name}" (known: ${FACTOR_NAMES.join(', ')})`);
  }
  for (const name of FACTOR_NAMES) {
    if (!(name in factors)) continue;
    const raw = factors[name];
    const list = Array.isArray(raw) ? raw : [raw];
    if (list.length === 0) {
      errors.push(`${file}: factors.${name}: expected at least one value`);
      continue;
    }
    const levels: FactorLevel[] = [];
    const path: string[] = [];
    list.forEach((v, i) => {
      const where = Array.isArray(raw) ? `factors.${name}[${i}]` : `factors.${name}`;
      try {
        const level = parseFactorValue(name, v, (ref) => {
          scenarios[ref] ??= loadScenarioRef(ref, baseDir);
          return ref;
        });
        if (levels.some((l) => l.slug === level.slug))
          errors.push(`${file}: ${where}: the value "${level.slug}" is listed twice`);
        levels.push(level);
        path.push(where);
      } catch (e) {
        errors.push(`${file}: ${where}: ${(e as Error).message}`);
      }
    });
    if (levels.length === list.length) out.push({ name, path, levels });
  }
  return out;
}

/** Which spelling sets each role factor; reports "both" spellings and missing required ones. */
function checkRoleSpellings(file: string, present: Set<string>, errors: string[]): void {
  for (const f of ROLE_FACTORS) {
    if (present.has(f) && (present.has(`${f}A`) || present.has(`${f}B`))) {
      errors.push(`${file}: factors.${f}: give either "${f}" (both roles) or "${f}A" and "${f}B", not both`);
    }
  }
  const hasClass = present.has('class') || present.has('classA') || present.has('classB');
  if (present.has('scenario') && hasClass)
    errors.push(
      `${file}: factors.scenario: give either "scenario" or ship classes ("class" or "classA"/"classB"), not both`,
    );
  if (!present.has('scenario') && !hasClass)
    errors.push(
      `${file}: factors: expected an engagement: "scenario", or ship classes "class" (or "classA" and "classB")`,
    );
  if (present.has('classA') !== present.has('classB') && !present.has('class'))
    errors.push(`${file}: factors: expected both "classA" and "classB"`);
  if (!present.has('captain') && !(present.has('captainA') && present.has('captainB'))) {
    errors.push(`${file}: factors: expected "captain" (both roles) or both "captainA" and "captainB"`);
  }
}

function roleValue(values: Map<FactorName, FactorLevel>, f: RoleFactor, role: Role): unknown {
  return (values.get(`${f}${role}`) ?? values.get(f))?.value ?? null;
}

/** Every (captain, doctrine) combination must make a captain the registry accepts. */
function checkCaptains(file: string, cells: Cell[], where: Map<string, string>, errors: string[]): void {
  const seen = new Set<string>();
  for (const cell of cells) {
    for (const role of ['A', 'B'] as const) {
      const spec = cell.roles[role].captain;
      if (seen.has(spec)) continue;
      seen.add(spec);
      try {
        createCaptain(parseCaptainSpec(spec));
      } catch (e) {
        errors.push(`${file}: ${where.get(`${role}:${spec}`) ?? 'factors'}: ${(e as Error).message}`);
      }
    }
  }
}

/**
 * Every cell's scenario can be played under its rules' system (I-SYS-1: the scenario itself or its counterpart),
 * and the factors that only WS&IM knows (generated duels of WS&IM ship classes, WS&IM crew qualities) are not
 * crossed with another system.
 */
function checkSystems(file: string, cells: Cell[], scenarios: Record<string, AnyScenario>, errors: string[]): void {
  const seen = new Set<string>();
  const once = (key: string, line: string) => {
    if (!seen.has(key)) errors.push(line);
    seen.add(key);
  };
  for (const cell of cells) {
    const system = cell.rules?.system;
    if (!system) continue;
    if (system !== 'wsim' && (cell.roles.A.quality !== null || cell.roles.B.quality !== null))
      once(
        `quality:${system}`,
        `${file}: factors.quality: crew qualities (${QUALITY_NAMES.join(', ')}) are WS&IM's; under "${cell.factors.rules}" the scenario gives each crew's morale and quality`,
      );
    if (cell.scenario === null) {
      if (system !== 'wsim')
        once(
          `duel:${system}`,
          `${file}: factors.class: generated duels are of WS&IM ship classes; under "${cell.factors.rules}" name a scenario with a counterpart (I-SYS-1)`,
        );
      continue;
    }
    try {
      counterpartScenario(scenarios[cell.scenario], system, `${file}: factors.rules`);
    } catch (e) {
      if (e instanceof ScenarioError) once(`${cell.scenario}:${system}`, e.lines[0]);
      else throw e;
    }
  }
}

/**
 * The studied factor must take two values or more over the cells and roles (`ammoA: ["round",
 * "double-closing"]`, or `ammoA: "round"` with `ammoB: "double-closing"`): else there is nothing to compare.
 */
function checkQuestion(
  file: string,
  question: QuestionFactor,
  factors: Record<string, unknown>,
  errors: string[],
): void {
  const values = new Set<string>();
  for (const name of [question, `${question}A`, `${question}B`]) {
    if (!(name in factors)) continue;
    const raw = factors[name];
    for (const v of Array.isArray(raw) ? raw : [raw]) values.add(JSON.stringify(v));
  }
  if (values.size < 2)
    errors.push(
      `${file}: question: the experiment studies "${question}" but does not vary it (expected two or more values in "${question}", "${question}A" or "${question}B")`,
    );
}

function buildCells(
  factors: CheckedFactor[],
  errors: string[],
  file: string,
): { cells: Cell[]; where: Map<string, string> } {
  const where = new Map<string, string>();
  const count = factors.reduce((n, f) => n * f.levels.length, 1);
  if (count > MAX_CELLS) {
    errors.push(`${file}: factors: ${count} cells; expected at most ${MAX_CELLS}`);
    return { cells: [], where };
  }
  const combos = cartesian(factors.map((f) => f.levels.map((level, i) => ({ name: f.name, level, path: f.path[i] }))));
  const cells = combos.map((combo, ordinal): Cell => {
    const values = new Map(combo.map((c) => [c.name, c.level]));
    const paths = new Map(combo.map((c) => [c.name, c.path]));
    const roles = {} as Record<Role, RoleSetup>;
    for (const role of ['A', 'B'] as const) {
      const ammo = roleValue(values, 'ammo', role) as string | null;
      const captain = withDoctrine(roleValue(values, 'captain', role) as string, ammo);
      const path = (f: RoleFactor) => paths.get(`${f}${role}`) ?? paths.get(f) ?? 'factors';
      where.set(`${role}:${captain}`, path(ammo === null ? 'captain' : 'ammo'));
      roles[role] = {
        class: roleValue(values, 'class', role) as string | null,
        quality: roleValue(values, 'quality', role) as Quality | null,
        captain,
      };
    }
    return {
      ordinal,
      id: combo.map((c) => `${c.name}=${c.level.slug}`).join(';'),
      factors: Object.fromEntries(combo.map((c) => [c.name, c.level.slug])),
      scenario: (values.get('scenario')?.value as string | undefined) ?? null,
      rules: (values.get('rules')?.value as RulesChoice | undefined) ?? null,
      roles,
    };
  });
  return { cells, where };
}

/** Read and check an experiment file; throws LabError with one line per mistake. */
export async function loadExperiment(file: string, overrides: ExperimentOverrides = {}): Promise<Experiment> {
  const raw = readExperimentJson(file);
  const parsed = fileSchema.safeParse(raw);
  if (!parsed.success) throw new LabError(zodLines(file, raw, parsed.error.issues));
  const def = parsed.data;
  const baseDir = dirname(resolve(file));
  const captainModules = (def.captainModules ?? []).map((p) => (isAbsolute(p) ? p : resolve(baseDir, p)));
  if (captainModules.length && !overrides.allowModules) {
    throw new LabError(
      `${file}: captainModules: the file names code to run (${def.captainModules!.join(', ')}); an experiment file that names modules must be trusted: pass --allow-modules to run them`,
    );
  }
  for (const [i, p] of captainModules.entries()) {
    try {
      await importCaptainModules([p]);
    } catch (e) {
      throw new LabError(
        `${file}: captainModules[${i}]: cannot load "${def.captainModules![i]}": ${(e as Error).message.split('\n')[0]}`,
      );
    }
  }
  const errors: string[] = [];
  const scenarios: Record<string, AnyScenario> = {};
  const factors = checkFactors(file, def.factors, scenarios, baseDir, errors);
  checkRoleSpellings(file, new Set(Object.keys(def.factors)), errors);
  if (def.question) checkQuestion(file, def.question, def.factors, errors);
  if (errors.length) throw new LabError(errors);
  const { cells, where } = buildCells(factors, errors, file);
  checkSystems(file, cells, scenarios, errors);
  checkCaptains(file, cells, where, errors);
  const swapSides = def.swapSides ?? true;
  const gamesPerCell = overrides.gamesPerCell ?? def.gamesPerCell;
  const gamesWhere = overrides.gamesPerCell !== undefined ? '--games-per-cell' : `${file}: gamesPerCell`;
  const total = cells.length * gamesPerCell;
  if (total > MAX_GAMES)
    errors.push(
      `${gamesWhere}: ${cells.length} cells × ${gamesPerCell} games = ${total} games; expected at most ${MAX_GAMES} (split the experiment)`,
    );
  if (swapSides && gamesPerCell % 2 !== 0)
    errors.push(
      `${gamesWhere}: expected an even number of games (side-swapped pairs, "swapSides": true) (got ${gamesPerCell})`,
    );
  if (errors.length) throw new LabError(errors);
  const reproArgs: string[] = [];
  if (overrides.seed !== undefined) reproArgs.push('--seed', overrides.seed);
  if (overrides.gamesPerCell !== undefined) reproArgs.push('--games-per-cell', String(overrides.gamesPerCell));
  if (captainModules.length) reproArgs.push('--allow-modules');
  return {
    id: def.id,
    name: def.name ?? def.id,
    file,
    seed: overrides.seed ?? String(def.seed),
    gamesPerCell,
    swapSides,
    captainModules,
    scenarios,
    cells,
    reproArgs,
    question: def.question ?? null,
  };
}

/** What a report needs of an experiment file: its id, name and question, checked by the same schema (nothing is loaded or run). */
export function readExperimentDesign(file: string): { id: string; name: string; question: QuestionFactor | null } {
  const raw = readExperimentJson(file);
  const parsed = fileSchema.safeParse(raw);
  if (!parsed.success) throw new LabError(zodLines(file, raw, parsed.error.issues));
  const def = parsed.data;
  const errors: string[] = [];
  if (def.question) checkQuestion(file, def.question, def.factors, errors);
  if (errors.length) throw new LabError(errors);
  return { id: def.id, name: def.name ?? def.id, question: def.question ?? null };
}

export function totalGames(exp: Experiment): number {
  return exp.cells.length * exp.gamesPerCell;
}
