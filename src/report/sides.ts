/**
 * Who was who in a game row: the doctrine, ship class, crew quality and captain of each side.
 *
 * The batch lab (src/lab/game.ts) writes role factors — `ammoA`, `qualityB`, `class` (both roles)
 * … — and, per game, `sideA` / `sideB` (the side each role played) and `swap` (true in the
 * side-swapped game of a pair). This module maps roles to sides with those, accepts the other
 * usual spellings (`ammo.a`, `quality_b`, `blue:class`), and takes a doctrine written in the
 * side's captain spec (`name:ammo=chain-at-range`) as the final word. Absent attributes stay
 * undefined: the report then omits what depends on them.
 */
import type { GameRow } from '../lab/types.js';

export type Attribute = 'doctrine' | 'shipClass' | 'quality' | 'captain';
export const ATTRIBUTES: readonly Attribute[] = ['doctrine', 'shipClass', 'quality', 'captain'];

/** Factor names (lower case, without the role part) that mean each attribute. */
const ALIASES: Record<Attribute, readonly string[]> = {
  doctrine: ['doctrine', 'ammo', 'ammunition'],
  shipClass: ['class', 'shipclass', 'ship', 'ships'],
  quality: ['quality', 'crew', 'crewquality'],
  captain: ['captain'],
};

const ALIAS_TO_ATTRIBUTE = new Map<string, Attribute>(
  ATTRIBUTES.flatMap((a) => ALIASES[a].map((alias) => [alias, a] as [string, Attribute])),
);

export interface SideInfo {
  side: string;
  /** the role this side played (null when the row has no per-role factors) */
  role: string | null;
  doctrine?: string;
  shipClass?: string;
  quality?: string;
  captain?: string;
}

export interface RoleFactor {
  attribute: Attribute;
  role: string;
  key: string;
  /** the factor's own name without the role ("ammo" of "ammo.a") */
  name: string;
  /** the key with the role blanked out: keys of the same stem are one factor for several roles */
  stem: string;
}

const parsedKeys = new Map<string, RoleFactor | null>();

/** Split a factor key into attribute and role: "ammo.a", "ammo_a", "ammo:a", "a.ammo", "ammoA". */
export function parseRoleFactor(key: string): RoleFactor | null {
  let parsed = parsedKeys.get(key);
  if (parsed === undefined) parsedKeys.set(key, (parsed = parseKey(key)));
  return parsed;
}

function parseKey(key: string): RoleFactor | null {
  const sep = /^([^.:_/-]+)([.:_/-])([^.:_/-]+)$/.exec(key);
  if (sep) {
    const [, x, dot, y] = sep;
    const ax = ALIAS_TO_ATTRIBUTE.get(x.toLowerCase());
    if (ax) return { attribute: ax, role: y, key, name: x, stem: `${x}${dot}*` };
    const ay = ALIAS_TO_ATTRIBUTE.get(y.toLowerCase());
    if (ay) return { attribute: ay, role: x, key, name: y, stem: `*${dot}${y}` };
    return null;
  }
  const camel = /^([a-z][a-zA-Z]*?)([A-Z0-9][a-z0-9]*)$/.exec(key);
  if (camel) {
    const attribute = ALIAS_TO_ATTRIBUTE.get(camel[1].toLowerCase());
    if (attribute) return { attribute, role: camel[2], key, name: camel[1], stem: `${camel[1]}*` };
  }
  return null;
}

/** Roles in order: numerically or alphabetically ("a" < "b", "1" < "2", "A" < "B"). */
function orderRoles(roles: string[]): string[] {
  return [...roles].sort((x, y) => x.localeCompare(y, 'en', { numeric: true, sensitivity: 'base' }));
}

/** The `ammo` option of a captain spec "name:key=value,…", if any. */
export function captainOption(spec: string, option: string): string | undefined {
  const colon = spec.indexOf(':');
  if (colon < 0) return undefined;
  for (const part of spec.slice(colon + 1).split(',')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === option) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** Is this game the side-swapped game of its pair (the lab's per-game `swap` factor)? */
export function isSwappedRow(row: Pick<GameRow, 'factors'>): boolean {
  const swap = row.factors.swap;
  return swap === true || swap === 'true';
}

/** The side a role played, when the row says so (`sideA: "west"`). */
function sideOfRole(row: GameRow, role: string, sides: readonly string[]): string | undefined {
  for (const key of [`side${role}`, `side.${role}`, `side_${role}`]) {
    const v = row.factors[key];
    if (typeof v === 'string' && sides.includes(v)) return v;
  }
  return undefined;
}

/** Scenario side order of a row: the key order of perSide (summarizeGame writes it that way). */
export function sidesOfRow(row: Pick<GameRow, 'perSide'>): string[] {
  return Object.keys(row.perSide);
}

function sameRecord(a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>): boolean {
  let n = 0;
  for (const k in a) {
    if (a[k] !== b[k] || !Object.hasOwn(b, k)) return false;
    n++;
  }
  for (const _ in b) n--;
  return n === 0;
}

function sameSides(a: readonly string[], perSide: Readonly<Record<string, unknown>>): boolean {
  let i = 0;
  for (const k in perSide) if (a[i++] !== k) return false;
  return i === a.length;
}

interface Resolved {
  factors: GameRow['factors'];
  captains: GameRow['captains'];
  sides: string[];
  info: SideInfo[];
}

/**
 * The sides of the rows of one cell repeat (two ways round in side-swapped pairs): a row whose
 * factors, captains and sides equal an earlier row's gets that row's answer. A bounded memo.
 */
export class SidesMemo {
  private readonly byCell = new Map<string, Resolved[]>();
  private size = 0;
  constructor(private readonly limit = 20_000) {}

  resolve(row: GameRow): SideInfo[] {
    const known = this.byCell.get(row.cell);
    if (known)
      for (const r of known)
        if (
          sameRecord(r.factors, row.factors) &&
          sameRecord(r.captains, row.captains) &&
          sameSides(r.sides, row.perSide)
        )
          return r.info;
    const info = resolveSides(row);
    if (this.size < this.limit && (known?.length ?? 0) < 8) {
      const entry = { factors: row.factors, captains: row.captains, sides: sidesOfRow(row), info };
      if (known) known.push(entry);
      else this.byCell.set(row.cell, [entry]);
      this.size++;
    }
    return info;
  }
}

/** Resolve each side's attributes for one game row. */
export function resolveSides(row: GameRow): SideInfo[] {
  const sides = sidesOfRow(row);
  const roleFactors: RoleFactor[] = [];
  for (const key of Object.keys(row.factors)) {
    const rf = parseRoleFactor(key);
    if (rf) roleFactors.push(rf);
  }
  const roleNames = [...new Set(roleFactors.map((r) => r.role))];
  // a role → side map: given by the row (sideA/sideB), or roles named after the sides, or else the
  // i-th role plays the i-th side, exchanged in a swapped game
  const roleOfSide = new Map<string, string>();
  const given = roleNames.map((r) => [r, sideOfRole(row, r, sides)] as const);
  if (roleNames.length === sides.length && given.every(([, s]) => s !== undefined)) {
    for (const [r, s] of given) roleOfSide.set(s!, r);
  } else if (roleNames.length > 0 && roleNames.every((r) => sides.includes(r))) {
    for (const r of roleNames) roleOfSide.set(r, r);
  } else if (roleNames.length === sides.length) {
    const roles = orderRoles(roleNames);
    const swapped = isSwappedRow(row) && roles.length === 2;
    sides.forEach((s, i) => roleOfSide.set(s, roles[swapped ? 1 - i : i]));
  }
  const globals = globalFactors(row);
  const info: SideInfo[] = sides.map((side) => {
    const role = roleOfSide.get(side) ?? null;
    const out: SideInfo = { side, role, ...globals };
    if (role !== null) {
      for (const rf of roleFactors) if (rf.role === role) out[rf.attribute] = String(row.factors[rf.key]);
    }
    const spec = row.captains[side];
    if (spec !== undefined) {
      out.captain ??= spec.split(':')[0];
      const ammo = captainOption(spec, 'ammo') ?? captainOption(spec, 'doctrine');
      if (ammo !== undefined) out.doctrine = ammo;
    }
    return out;
  });
  return info;
}

const globalKeys = new Map<string, { attribute: Attribute; rank: number } | null>();

/**
 * Factors without a role that set an attribute for both sides (e.g. `quality: "crack"`); of several
 * spellings of one attribute the first alias wins (`doctrine` before `ammo`).
 */
function globalFactors(row: GameRow): Partial<Record<Attribute, string>> {
  const out: Partial<Record<Attribute, string>> = {};
  const rank: Partial<Record<Attribute, number>> = {};
  for (const key of Object.keys(row.factors)) {
    let g = globalKeys.get(key);
    if (g === undefined) {
      const lower = key.toLowerCase();
      const attribute = ALIAS_TO_ATTRIBUTE.get(lower);
      globalKeys.set(key, (g = attribute ? { attribute, rank: ALIASES[attribute].indexOf(lower) } : null));
    }
    if (g && !(g.rank >= (rank[g.attribute] ?? Infinity))) {
      rank[g.attribute] = g.rank;
      out[g.attribute] = String(row.factors[key]);
    }
  }
  return out;
}
