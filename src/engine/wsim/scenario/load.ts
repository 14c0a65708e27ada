/**
 * Loading and checking scenarios: every mistake becomes one line naming the file, the field path
 * and what was expected (ScenarioError), never a stack trace.
 */
import { parseJsonText } from '../../json.js';
import { scenarioSchema, type ScenarioInput, type ShipInput } from './schema.js';
import { findShipClass, pointsOf, SHIP_CLASSES } from '../data/catalogue.js';
import type { Quality } from '../types.js';
import { parseHexLabel, hexKey, hexLabel, dir, neighbor, toOffset, type Hex } from '../../hex.js';
import { DEFAULT_MAP } from '../tables/constants.js';
import { checkHistory } from './history.js';
import { BATTLE_SAIL_ALLOWANCE } from '../tables/movement.js';
import { MAX_FIRING_RANGE } from '../tables/hitDetermination.js';
import { attitude, shipRange, sternOf } from '../geometry.js';
import { LAST_FRIGATE_CLASS, LAST_SHIP_OF_THE_LINE_CLASS } from '../tables/special.js';
import { DEFAULT_DEPTH_BY_CLASS } from '../tables/aground.js';
import { ScenarioError, describeIssue, pathText } from '../../scenarioErrors.js';
import { checkSquadrons } from './squadrons.js';

export { ScenarioError, describeIssue, pathText };

/** A validated scenario: the file's content with its ships' figures resolved (Basic Game values). */
export interface Scenario extends ScenarioInput {
  ships: ResolvedShipInput[];
  /** a WS&IM scenario names no rule system (ScenarioBase: WS&IM when absent) */
  system?: undefined;
}

export interface ResolvedShipInput extends ShipInput {
  name: string;
  quality: Quality;
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
 * Throws ScenarioError listing every mistake, one line each: the schema's and the checks beyond it
 * (unknown class, duplicate ids, overlapping ships, land, sides without ships, …) together.
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
  const lines: string[] = [];
  const flagged = new Set<string>();
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const where = pathText(issue.path);
      flagged.add(where);
      const shown =
        issue.code === 'unrecognized_keys' || issue.code === 'invalid_union' ? '' : got(valueAt(raw, issue.path));
      lines.push(`${file}: ${where}: ${describeIssue(issue)}${shown}`);
    }
  }
  // the parsed copy when the schema accepted the file (the scenario shares nothing with the caller's object)
  const checked = checkScenario(parsed.success ? parsed.data : raw, file, flagged);
  lines.push(...checked.errors);
  if (lines.length || !parsed.success) throw new ScenarioError(file, lines);
  const out: Scenario = { ...parsed.data, ships: checked.ships };
  validated.add(out);
  return out;
}

const classIds = () =>
  `${SHIP_CLASSES.map((c) => c.id).join(', ')} or a ship of the catalogue (wsim scenario catalogue)`;

/** The fields checked below as the schema does not: read from data the schema may have refused, so every guard is explicit. */
type Loose = Record<string, unknown>;
const isObj = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown, min: number, max: number): v is number =>
  Number.isInteger(v) && (v as number) >= min && (v as number) <= max;

/** An error reporter: a path in the file and what was expected there. */
type Err = (path: string, msg: string) => void;

const sideChoice = (sideIds: ReadonlySet<string>) => [...sideIds].map((x) => `"${x}"`).join(', ');

/** The side ids, two different ones expected. */
function checkSides(s: Loose, err: Err): Set<string> {
  const sideList = Array.isArray(s.sides) ? s.sides : [];
  const sideIds = new Set(
    sideList
      .filter(isObj)
      .map((x) => x.id)
      .filter((id): id is string => typeof id === 'string'),
  );
  if (
    sideIds.size !== sideList.length &&
    sideList.length === 2 &&
    sideList.every((x) => isObj(x) && typeof x.id === 'string')
  ) {
    err('sides', 'expected two different side ids');
  }
  return sideIds;
}

/** The map's land hexes (returned), 38.0 shoals (labels, not on land), 39.0 charted sides that exist. */
function checkMap(map: Loose, sideIds: ReadonlySet<string>, err: Err): Set<number> {
  const land = new Set<number>();
  (Array.isArray(map.land) ? map.land : []).forEach((t, i) => {
    if (typeof t !== 'string') return;
    const h = parseHexLabel(t);
    if (!h) err(`map.land[${i}]`, `expected a hex label such as "J20" or "(q,r)" (got ${JSON.stringify(t)})`);
    else land.add(hexKey(h));
  });
  const sea = map as { shoals?: Record<string, number>; charted?: string[] };
  for (const t of Object.keys(sea.shoals ?? {})) {
    const h = parseHexLabel(t);
    if (!h) err(`map.shoals.${t}`, `expected a hex label such as "J20" or "(q,r)"`);
    else if (land.has(hexKey(h))) err(`map.shoals.${t}`, 'the hex is land (38.3): a shoal is water');
  }
  (sea.charted ?? []).forEach((side, i) => {
    if (!sideIds.has(side)) err(`map.charted[${i}]`, `expected one of ${sideChoice(sideIds)} (got "${side}")`);
  });
  return land;
}

/**
 * A ship's figures, each given or taken from her catalogue class (16.2.1 the class's Advanced values for every
 * Basic value the ship does not override; 38.0 her depth value), with the errors of what is missing.
 */
function resolveShip(ship: Loose, p: string, err: Err): ResolvedShipInput {
  const cls = typeof ship.class === 'string' ? findShipClass(ship.class) : undefined;
  if (typeof ship.class === 'string' && !cls)
    err(`${p}.class`, `expected a catalogue id (${classIds()}) (got "${ship.class}")`);
  const classGiven = ship.class !== undefined;
  const pick = (key: string, fromClass: unknown): unknown => {
    const v = ship[key];
    if (v !== undefined) return v;
    if (cls) return fromClass;
    if (!classGiven) err(`${p}.${key}`, 'expected a value (or a "class" to take it from)');
    return undefined;
  };
  const battleSail = pick('battleSail', cls?.battleSail) as 3 | 4;
  const rigging = pick('rigging', cls?.rigging ? [...cls.rigging] : undefined) as number[];
  if ((battleSail === 3 || battleSail === 4) && Array.isArray(rigging) && rigging.length !== battleSail) {
    err(
      `${p}.rigging`,
      `expected ${battleSail} rigging sections for battle sail speed ${battleSail} (11.4.4.1) (got ${rigging.length})`,
    );
  }
  const quality = pick('quality', cls?.quality) as Quality;
  if (ship.quality === undefined && cls && !cls.quality)
    err(`${p}.quality`, `expected a crew quality: the class "${cls.id}" gives none`);
  const basic = (key: 'hull' | 'crew' | 'guns' | 'carronades') => ship[key] === undefined;
  const adv = ship.advanced as ShipInput['advanced'];
  const resolved = {
    ...(ship as ShipInput),
    name: (ship.name as string | undefined) ?? cls?.name ?? (ship.id as string),
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
    quality,
    points: pick('points', cls && quality ? pointsOf(cls, quality) : undefined) as number,
    depth: 0,
  };
  if (cls?.advanced) {
    // 16.2.1: the entry's Advanced values hold for every Basic value the ship does not override
    const a = cls.advanced;
    const merged = {
      hull: adv?.hull ?? (basic('hull') ? a.hull : undefined),
      crew: adv?.crew ?? (basic('crew') ? [...a.crew] : undefined),
      guns: adv?.guns ?? (basic('guns') ? a.guns : undefined),
      carronades: adv?.carronades ?? (basic('carronades') ? a.carronades : undefined),
    };
    resolved.advanced = Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== undefined));
  }
  resolved.depth =
    (ship.depth as number | undefined) ??
    (cls as { depth?: number } | undefined)?.depth ??
    DEFAULT_DEPTH_BY_CLASS[resolved.shipClass] ??
    0; // 38.0
  return resolved;
}

/** 41.2.1 "one or two" extra crew squares for ships of the line, one for frigates, none for smaller classes. */
function checkNewlyArrived(ship: Loose, shipClass: number, p: string, err: Err): void {
  if (ship.newlyArrived && shipClass > LAST_FRIGATE_CLASS) {
    err(
      `${p}.newlyArrived`,
      `expected no mark: only ships of the line (classes 1–2) and frigates (classes 3–4) take extra crew squares (41.2.1) (got ${JSON.stringify(ship.newlyArrived)} for class ${shipClass})`,
    );
  } else if (ship.newlyArrived === 2 && shipClass > LAST_SHIP_OF_THE_LINE_CLASS) {
    err(
      `${p}.newlyArrived`,
      `expected true or 1: only ships of the line (classes 1–2) take two extra crew squares (41.2.1) (got 2 for class ${shipClass})`,
    );
  }
}

/** Where a ship starts: a hex label, her bow and stern hexes off land and not already taken (7.2.8 an entering ship's bow only). */
function checkPlacement(
  ship: Loose,
  p: string,
  label: string,
  land: ReadonlySet<number>,
  occupied: Map<number, string>,
  err: Err,
): void {
  if (typeof ship.bow !== 'string') return;
  const bow = parseHexLabel(ship.bow);
  if (!bow) {
    err(`${p}.bow`, `expected a hex label such as "J20" or "(q,r)" (got ${JSON.stringify(ship.bow)})`);
    return;
  }
  const heading = isInt(ship.heading, 1, 6) ? ship.heading : null;
  const parts: [Hex, 'bow' | 'stern'][] = [[bow, 'bow']];
  // 7.2.8 an entering ship's first hex of movement is its bow hex; its stern is not yet on the board
  if (heading !== null && ship.entersOnTurn === undefined) parts.push([neighbor(bow, dir(heading - 1 + 3)), 'stern']);
  for (const [h, part] of parts) {
    const k = hexKey(h);
    if (land.has(k)) err(`${p}.${part === 'bow' ? 'bow' : 'heading'}`, `the ${part} hex ${hexLabel(h)} lies on land`);
    if (ship.entersOnTurn !== undefined) continue;
    const other = occupied.get(k);
    if (other !== undefined) err(`${p}.bow`, `the ${part} hex ${hexLabel(h)} is already occupied by "${other}"`);
    occupied.set(k, label);
  }
}

/** Every ship: a unique id, a side of the scenario, her figures resolved, her place on the map. */
function checkShips(
  shipList: readonly Loose[],
  sideIds: ReadonlySet<string>,
  land: ReadonlySet<number>,
  err: Err,
): { ids: Set<string>; ships: ResolvedShipInput[] } {
  const ids = new Set<string>();
  const occupied = new Map<number, string>();
  const ships: ResolvedShipInput[] = [];
  shipList.forEach((ship, i) => {
    const p = `ships[${i}]`;
    if (typeof ship.id === 'string') {
      if (ids.has(ship.id)) err(`${p}.id`, `expected a unique ship id ("${ship.id}" is used twice)`);
      ids.add(ship.id);
    }
    if (typeof ship.side === 'string' && sideIds.size === 2 && !sideIds.has(ship.side)) {
      err(`${p}.side`, `expected one of ${sideChoice(sideIds)} (got "${ship.side}")`);
    }
    const resolved = resolveShip(ship, p, err);
    ships.push(resolved);
    checkNewlyArrived(ship, resolved.shipClass, p, err);
    checkPlacement(ship, p, typeof ship.id === 'string' ? ship.id : `ships[${i}]`, land, occupied, err);
  });
  return { ids, ships };
}

/** Every side has a ship; 14.1 single-ship actions need no turn limit (14.1.1), 14.2 points need one; decisive ships exist. */
function checkVictory(
  s: Loose,
  shipList: readonly Loose[],
  sideIds: ReadonlySet<string>,
  ids: ReadonlySet<string>,
  err: Err,
): void {
  if (sideIds.size === 2 && Array.isArray(s.ships)) {
    for (const side of sideIds) {
      if (!shipList.some((x) => x.side === side)) err('ships', `expected at least one ship for side "${side}"`);
    }
  }
  const countOf = (side: string) => shipList.filter((x) => x.side === side).length;
  const singleShip =
    s.victory === 'single-ship' ||
    (s.victory === undefined && sideIds.size === 2 && [...sideIds].every((side) => countOf(side) === 1));
  if (s.turnLimit === undefined && !singleShip && sideIds.size === 2) {
    err('turnLimit', 'expected a turn limit: a points victory (14.2) is counted at the end of the last turn');
  }
  if (s.victory === 'single-ship') {
    for (const side of sideIds) {
      const n = countOf(side);
      if (n !== 1) err('victory', `"single-ship" victory needs exactly one ship per side (side "${side}" has ${n})`);
    }
  }
  if (Array.isArray(s.decisiveShips)) {
    s.decisiveShips.forEach((id, i) => {
      if (typeof id === 'string' && !ids.has(id))
        err(`decisiveShips[${i}]`, `expected the id of a ship of this scenario (got "${id}")`);
    });
  }
}

/**
 * The checks beyond the schema, on the file as read (so they run even when the schema refused some of
 * it; a field the schema already refused is not reported twice). Returns the ships with their figures
 * resolved from the catalogue (meaningful only when there are no errors).
 */
function checkScenario(
  raw: unknown,
  file: string,
  flagged: ReadonlySet<string>,
): { errors: string[]; ships: ResolvedShipInput[] } {
  const errors: string[] = [];
  const err: Err = (path, msg) => {
    if (!flagged.has(path)) errors.push(`${file}: ${path}: ${msg}`);
  };
  const s: Loose = isObj(raw) ? raw : {};
  const sideIds = checkSides(s, err);
  const shipList: Loose[] = Array.isArray(s.ships) ? s.ships.map((x) => (isObj(x) ? x : {})) : [];
  const map = isObj(s.map) ? s.map : {};
  const land = checkMap(map, sideIds, err);
  const { ids, ships } = checkShips(shipList, sideIds, land, err);
  checkForts(map.forts, land, sideIds, ids, err);
  for (const side of Object.keys(s.handicap ?? {})) {
    if (!sideIds.has(side)) err(`handicap.${side}`, `expected a side id (${sideChoice(sideIds)})`);
  }
  checkHistory(s.history as Parameters<typeof checkHistory>[0], sideIds, ids, err);
  checkVictory(s, shipList, sideIds, ids, err);
  checkSquadrons(s.squadrons, shipList, sideIds, err); // 32.1
  return { errors, ships };
}

/** 42.7 forts and shore targets: on land (fixed targets on shore), held by a side, ids unique among ships and forts. */
function checkForts(
  forts: unknown,
  land: ReadonlySet<number>,
  sideIds: ReadonlySet<string>,
  shipIds: ReadonlySet<string>,
  err: (path: string, msg: string) => void,
): void {
  if (!Array.isArray(forts)) return;
  const seen = new Set<string>();
  forts.forEach((f, i) => {
    if (!isObj(f)) return;
    const p = `map.forts[${i}]`;
    if (typeof f.id === 'string') {
      if (shipIds.has(f.id) || seen.has(f.id))
        err(`${p}.id`, `expected an id no ship or other fort has ("${f.id}" is used twice)`);
      seen.add(f.id);
    }
    if (typeof f.side === 'string' && sideIds.size === 2 && !sideIds.has(f.side))
      err(`${p}.side`, `expected one of ${[...sideIds].map((x) => `"${x}"`).join(', ')} (got "${f.side}")`);
    if (typeof f.hex !== 'string') return;
    const h = parseHexLabel(f.hex);
    if (!h) err(`${p}.hex`, `expected a hex label such as "J20" or "(q,r)" (got ${JSON.stringify(f.hex)})`);
    else if (!land.has(hexKey(h)))
      err(`${p}.hex`, `expected a land hex: a fort is a fixed target on shore (42.7) (${hexLabel(h)} is water)`);
  });
}

const validated = new WeakSet<object>();

/** True for a scenario object returned by loadScenario (no need to validate it again). */
export function isValidatedScenario(x: unknown): x is Scenario {
  return typeof x === 'object' && x !== null && validated.has(x);
}

/** 14.2 point totals further apart than this share of the larger total draw a warning. */
export const POINTS_APART_WARNING = 0.3;

/**
 * Legal but suspicious set-ups, for `wsim scenario validate` (warnings, not errors):
 * - a ship placed off the drawn map, and a map too small for the ships' spread (the board is open sea,
 *   15.0, so play goes on beyond it, but a designer rarely means that);
 * - sides that cannot come within gun range (24.2.1.1, 10 hexes) of each other before the turn limit even
 *   if every ship closed at its full battle sail speed (7.1.4, the best attitude) every turn;
 * - a ship starting in irons: heading straight into the wind (7.1.3 attitude D: no movement under sail);
 *   an anchored ship (20.3) is not warned about, she lies head to wind;
 * - side point totals (14.2.1, with the forts a side holds, I-BOMB-6) more than 30% of the larger total apart.
 */
export function scenarioWarnings(s: Scenario, file = '<scenario>'): string[] {
  const out: string[] = [];
  const cols = s.map?.columns ?? DEFAULT_MAP.columns;
  const rows = s.map?.rows ?? DEFAULT_MAP.rows;
  let minC = Infinity;
  let maxC = -Infinity;
  let minR = Infinity;
  let maxR = -Infinity;
  const placed = s.ships.map((ship) => {
    const bow = parseHexLabel(ship.bow)!;
    return { ship, placement: { bow, heading: dir(ship.heading - 1) } };
  });
  placed.forEach(({ ship, placement }, i) => {
    // 7.2.8 an entering ship's stern is not on the board until she has moved
    const parts =
      ship.entersOnTurn === undefined
        ? ([
            ['bow', placement.bow],
            ['stern', sternOf(placement)],
          ] as const)
        : ([['bow', placement.bow]] as const);
    for (const [part, h] of parts) {
      const { col, row } = toOffset(h);
      minC = Math.min(minC, col);
      maxC = Math.max(maxC, col);
      minR = Math.min(minR, row);
      maxR = Math.max(maxR, row);
      if (col < 0 || row < 0 || col >= cols || row >= rows) {
        out.push(
          `${file}: ships[${i}].bow: the ${part} hex ${hexLabel(h)} of "${ship.id}" is off the drawn map (${cols} columns × ${rows} rows)`,
        );
      }
    }
  });
  if (Number.isFinite(minC) && (maxC - minC + 1 > cols || maxR - minR + 1 > rows)) {
    out.push(
      `${file}: map: ${cols} × ${rows} hexes is smaller than the ships' spread (${maxC - minC + 1} × ${maxR - minR + 1})`,
    );
  }
  const [a, b] = s.sides.map((x) => x.id);
  if (s.turnLimit !== undefined) {
    // the most each ship can close: its best battle-sail allowance on every turn it is on the board
    const reach = (ship: ResolvedShipInput) =>
      Math.max(...Object.values(BATTLE_SAIL_ALLOWANCE[ship.battleSail])) *
      Math.max(0, s.turnLimit! - (ship.entersOnTurn ?? 1) + 1);
    let best: { gap: number; range: number; x: string; y: string } | null = null;
    for (const p of placed.filter((x) => x.ship.side === a)) {
      for (const q of placed.filter((x) => x.ship.side === b)) {
        const range = shipRange(p.placement, q.placement);
        const gap = range - reach(p.ship) - reach(q.ship);
        if (!best || gap < best.gap) best = { gap, range, x: p.ship.id, y: q.ship.id };
      }
    }
    if (best && best.gap > MAX_FIRING_RANGE) {
      out.push(
        `${file}: turnLimit: the sides cannot come within gun range (${MAX_FIRING_RANGE} hexes, 24.2.1.1) in ${s.turnLimit} turns even at full battle sail speed every turn: the nearest pair, "${best.x}" and "${best.y}", start ${best.range} hexes apart`,
      );
    }
  }
  placed.forEach(({ ship, placement }, i) => {
    if (ship.anchored !== undefined) return;
    if (attitude(placement.heading, dir(s.wind.direction - 1)) === 'D') {
      out.push(
        `${file}: ships[${i}].heading: "${ship.id}" starts in irons: heading ${ship.heading} is straight into the wind (blowing towards ${s.wind.direction}; 7.1.3 attitude D, no movement under sail)`,
      );
    }
  });
  const total = (side: string) =>
    s.ships.filter((x) => x.side === side).reduce((t, x) => t + x.points, 0) +
    (s.map?.forts ?? []).filter((f) => f.side === side).reduce((t, f) => t + (f.points ?? 0), 0); // 42.7, I-BOMB-6
  const [pa, pb] = [total(a), total(b)];
  const larger = Math.max(pa, pb);
  if (larger > 0 && Math.abs(pa - pb) > POINTS_APART_WARNING * larger) {
    out.push(
      `${file}: ships: the point totals (14.2.1) are more than ${POINTS_APART_WARNING * 100}% apart: "${a}" ${pa}, "${b}" ${pb} (${Math.round((100 * Math.abs(pa - pb)) / larger)}% of the larger)`,
    );
  }
  return out;
}
