/**
 * Loading and checking scenarios: every mistake becomes one line naming the file, the field path
 * and what was expected (ScenarioError), never a stack trace.
 */
import { parseJsonText } from '../json.js';
import type { z } from 'zod';
import { scenarioSchema, type ScenarioInput, type ShipInput } from './schema.js';
import { findShipClass, SHIP_CLASSES } from '../data/shipClasses.js';
import { parseHexLabel, hexKey, hexLabel, dir, neighbor, toOffset, type Hex } from '../hex.js';
import { DEFAULT_MAP } from '../tables/constants.js';
import { LAST_SHIP_OF_THE_LINE_CLASS } from '../tables/special.js';
import { DEFAULT_DEPTH_BY_CLASS } from '../tables/aground.js';

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

/** A validated scenario: the file's content with its ships' figures resolved (Basic Game values). */
export interface Scenario extends ScenarioInput {
  ships: ResolvedShipInput[];
}

export interface ResolvedShipInput extends ShipInput {
  name: string;
  nation: string;
  shipClass: number;
  gunRating: number;
  battleSail: 3 | 4;
  fullSail: number;
  turning: number;
  hull: number;
  crew: number[];
  guns: NonNullable<ShipInput['guns']>;
  carronades: NonNullable<ShipInput['carronades']>;
  rigging: number[];
  points: number;
  /** 38.0 depth value: the ship's, her class's, or the default of her ship class (I-AGROUND-1) */
  depth: number;
}

function pathText(path: readonly PropertyKey[]): string {
  let out = '';
  for (const p of path) {
    if (typeof p === 'number') out += `[${p}]`;
    else out += out ? `.${String(p)}` : String(p);
  }
  return out || '(top level)';
}

function describeIssue(issue: z.core.$ZodIssue): string {
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

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let v: unknown = root;
  for (const p of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[p as string];
  }
  return v;
}

function got(v: unknown): string {
  if (v === undefined) return ' (missing)';
  const s = JSON.stringify(v);
  if (s === undefined) return '';
  return ` (got ${s.length > 40 ? s.slice(0, 37) + '...' : s})`;
}

/**
 * Parse and validate a scenario from JSON text or an object. `file` names the source in errors.
 * Throws ScenarioError listing every mistake, one line each.
 */
export function loadScenario(input: string | unknown, file = '<scenario>'): Scenario {
  let raw: unknown = input;
  if (typeof input === 'string') {
    try {
      raw = parseJsonText(input);
    } catch (e) {
      const msg = e instanceof Error ? e.message : String(e);
      throw new ScenarioError(file, [`${file}: ${msg}`]);
    }
  }
  const parsed = scenarioSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const where = pathText(issue.path);
      const shown = issue.code === 'unrecognized_keys' || issue.code === 'invalid_union' ? '' : got(valueAt(raw, issue.path));
      return `${file}: ${where}: ${describeIssue(issue)}${shown}`;
    });
    throw new ScenarioError(file, lines);
  }
  return checkScenario(parsed.data, file);
}

const classIds = () => SHIP_CLASSES.map((c) => c.id).join(', ');

function checkScenario(s: ScenarioInput, file: string): Scenario {
  const errors: string[] = [];
  const err = (path: string, msg: string) => errors.push(`${file}: ${path}: ${msg}`);
  const sideIds = new Set(s.sides.map((x) => x.id));
  if (sideIds.size !== s.sides.length) err('sides', 'expected two different side ids');
  const ids = new Set<string>();
  const occupied = new Map<number, string>();
  const land = new Set<number>();
  (s.map?.land ?? []).forEach((t, i) => {
    const h = parseHexLabel(t);
    if (!h) err(`map.land[${i}]`, `expected a hex label such as "J20" or "(q,r)" (got ${JSON.stringify(t)})`);
    else land.add(hexKey(h));
  });
  // 38.0 shoals: labels, not on land; 39.0 charted sides exist
  const shoals = new Map<number, number>();
  for (const [t, depth] of Object.entries(s.map?.shoals ?? {})) {
    const h = parseHexLabel(t);
    if (!h) err(`map.shoals.${t}`, `expected a hex label such as "J20" or "(q,r)"`);
    else if (land.has(hexKey(h))) err(`map.shoals.${t}`, 'the hex is land (38.3): a shoal is water');
    else shoals.set(hexKey(h), depth);
  }
  (s.map?.charted ?? []).forEach((side, i) => {
    if (!sideIds.has(side)) err(`map.charted[${i}]`, `expected one of ${[...sideIds].map((x) => `"${x}"`).join(', ')} (got "${side}")`);
  });
  const ships: ResolvedShipInput[] = [];
  s.ships.forEach((ship, i) => {
    const p = `ships[${i}]`;
    if (ids.has(ship.id)) err(`${p}.id`, `expected a unique ship id ("${ship.id}" is used twice)`);
    ids.add(ship.id);
    if (!sideIds.has(ship.side)) err(`${p}.side`, `expected one of ${[...sideIds].map((x) => `"${x}"`).join(', ')} (got "${ship.side}")`);
    const cls = ship.class !== undefined ? findShipClass(ship.class) : undefined;
    if (ship.class !== undefined && !cls) err(`${p}.class`, `expected a built-in class id (${classIds()}) (got "${ship.class}")`);
    const pick = <K extends keyof ShipInput>(key: K, fromClass: unknown): unknown => {
      const v = ship[key];
      if (v !== undefined) return v;
      if (cls) return fromClass;
      err(`${p}.${String(key)}`, 'expected a value (or a "class" to take it from)');
      return undefined;
    };
    const battleSail = pick('battleSail', cls?.battleSail) as 3 | 4;
    const rigging = pick('rigging', cls?.rigging ? [...cls.rigging] : undefined) as number[];
    if (battleSail && rigging && rigging.length !== battleSail) {
      err(`${p}.rigging`, `expected ${battleSail} rigging sections for battle sail speed ${battleSail} (11.4.4.1) (got ${rigging.length})`);
    }
    const resolved: ResolvedShipInput = {
      ...ship,
      name: ship.name ?? ship.id,
      nation: (pick('nation', cls?.nation) as string) ?? '?',
      shipClass: pick('shipClass', cls?.shipClass) as number,
      gunRating: pick('gunRating', cls?.gunRating) as number,
      battleSail,
      fullSail: pick('fullSail', cls?.fullSail) as number,
      turning: pick('turning', cls?.turning) as number,
      hull: pick('hull', cls?.hull) as number,
      crew: pick('crew', cls?.crew ? [...cls.crew] : undefined) as number[],
      guns: pick('guns', cls?.guns) as ResolvedShipInput['guns'],
      carronades: pick('carronades', cls?.carronades) as ResolvedShipInput['carronades'],
      rigging,
      points: pick('points', cls?.points[ship.quality]) as number,
      depth: 0,
    };
    resolved.depth = ship.depth ?? cls?.depth ?? DEFAULT_DEPTH_BY_CLASS[resolved.shipClass] ?? 0; // 38.0
    ships.push(resolved);
    // 41.2.1 "one or two" extra crew squares for ships of the line, one for frigates
    if (ship.newlyArrived === 2 && resolved.shipClass > LAST_SHIP_OF_THE_LINE_CLASS) {
      err(`${p}.newlyArrived`, `expected true or 1: only ships of the line (classes 1–2) take two extra crew squares (41.2.1) (got 2 for class ${resolved.shipClass})`);
    }
    const bow = parseHexLabel(ship.bow);
    if (!bow) {
      err(`${p}.bow`, `expected a hex label such as "J20" or "(q,r)" (got ${JSON.stringify(ship.bow)})`);
      return;
    }
    if (ship.entersOnTurn !== undefined) return;
    const stern: Hex = neighbor(bow, dir(ship.heading - 1 + 3));
    for (const [h, part] of [[bow, 'bow'], [stern, 'stern']] as const) {
      const k = hexKey(h);
      if (land.has(k)) err(`${p}.${part === 'bow' ? 'bow' : 'heading'}`, `the ${part} hex lies on land`);
      const depth = shoals.get(k);
      if (depth !== undefined && depth <= resolved.depth) err(`${p}.${part === 'bow' ? 'bow' : 'heading'}`, `the ${part} hex is ${depth} deep: a ship of depth value ${resolved.depth} would start aground (38.0)`);
      const other = occupied.get(k);
      if (other) err(`${p}.bow`, `the ${part} hex is already occupied by "${other}"`);
      occupied.set(k, ship.id);
    }
  });
  for (const side of sideIds) {
    if (!s.ships.some((x) => x.side === side)) err('ships', `expected at least one ship for side "${side}"`);
  }
  // 14.1 single-ship actions need no turn limit (refusal of combat ends them, 14.1.1); 14.2 points need one
  const singleShip = s.victory === 'single-ship' || (s.victory === undefined && [...sideIds].every((side) => s.ships.filter((x) => x.side === side).length === 1));
  if (s.turnLimit === undefined && !singleShip) err('turnLimit', 'expected a turn limit: a points victory (14.2) is counted at the end of the last turn');
  if (s.victory === 'single-ship') {
    for (const side of sideIds) {
      const n = s.ships.filter((x) => x.side === side).length;
      if (n !== 1) err('victory', `"single-ship" victory needs exactly one ship per side (side "${side}" has ${n})`);
    }
  }
  if (errors.length) throw new ScenarioError(file, errors);
  const out: Scenario = { ...s, ships };
  validated.add(out);
  return out;
}

const validated = new WeakSet<object>();

/** True for a scenario object returned by loadScenario (no need to validate it again). */
export function isValidatedScenario(x: unknown): x is Scenario {
  return typeof x === 'object' && x !== null && validated.has(x);
}

/**
 * Legal but suspicious set-ups, for `wsim scenario validate` (warnings, not errors): a ship placed off
 * the drawn map, and a map too small for the ships' spread (the board is open sea, 15.0, so play goes
 * on beyond it, but a designer rarely means that).
 */
export function scenarioWarnings(s: Scenario, file = '<scenario>'): string[] {
  const out: string[] = [];
  const cols = s.map?.columns ?? DEFAULT_MAP.columns;
  const rows = s.map?.rows ?? DEFAULT_MAP.rows;
  let minC = Infinity;
  let maxC = -Infinity;
  let minR = Infinity;
  let maxR = -Infinity;
  s.ships.forEach((ship, i) => {
    const bow = parseHexLabel(ship.bow);
    if (!bow) return;
    for (const [part, h] of [['bow', bow], ['stern', neighbor(bow, dir(ship.heading - 1 + 3))]] as const) {
      const { col, row } = toOffset(h);
      minC = Math.min(minC, col);
      maxC = Math.max(maxC, col);
      minR = Math.min(minR, row);
      maxR = Math.max(maxR, row);
      if (col < 0 || row < 0 || col >= cols || row >= rows) {
        out.push(`${file}: ships[${i}].bow: the ${part} hex ${hexLabel(h)} of "${ship.id}" is off the drawn map (${cols} columns × ${rows} rows)`);
      }
    }
  });
  if (Number.isFinite(minC) && (maxC - minC + 1 > cols || maxR - minR + 1 > rows)) {
    out.push(`${file}: map: ${cols} × ${rows} hexes is smaller than the ships' spread (${maxC - minC + 1} × ${maxR - minR + 1})`);
  }
  return out;
}
