/**
 * The shape every rule system's orders share, and the error a malformed order is: an object keyed by
 * side, each `{ ships: { <shipId>: {...} } }`, every ship known and ordered by the side in control of
 * it. A mistake is an OrderError naming its path (`orders.british.ships.amazon.grapple: …`).
 */
import { z } from 'zod';

/** Orders that are not orders at all (wrong side, unknown ship, wrong shape). */
export class OrderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OrderError';
  }
}

/** An order's path (`orders.british.ships.amazon.fire.L`); also used by the other rule systems' order checks. */
export function orderPathText(base: string, path: readonly PropertyKey[]): string {
  let out = base;
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : `.${String(p)}`;
  return out;
}

const shipIndexes = new WeakMap<readonly { id: string }[], Map<string, number>>();

/** Ship id → index, made once per game description (every state of a game shares its list of ships). */
export function shipIndex(ships: readonly { id: string }[]): Map<string, number> {
  let m = shipIndexes.get(ships);
  if (!m) {
    m = new Map(ships.map((s, i) => [s.id, i]));
    shipIndexes.set(ships, m);
  }
  return m;
}

/**
 * The shape every rule system's orders share, checked once: an object keyed by side, each `{ ships: {
 * <shipId>: {...} } }` (plus the side-level fields a system allows), every ship known and ordered by the
 * side that commands it. `ship` is called with each ship's orders and its path; OrderError names the path.
 */
export function checkOrdersShape(
  st: { sides: readonly { id: string }[]; ships: readonly { id: string }[] },
  orders: unknown,
  commander: (index: number) => string,
  ship: (orders: unknown, path: string, index: number) => void,
  side?: { fields: readonly string[]; check(value: Record<string, unknown>, side: string): void },
  /** the word of the system's rules for the side in control of a ship */
  control = 'controlled',
): void {
  if (orders === null || typeof orders !== 'object' || Array.isArray(orders))
    throw new OrderError('orders must be an object keyed by side');
  const index = shipIndex(st.ships);
  for (const id of Object.keys(orders)) {
    const so = (orders as Record<string, unknown>)[id] as { ships?: unknown } | null;
    if (!st.sides.some((s) => s.id === id)) throw new OrderError(`orders for unknown side "${id}"`);
    if (
      so === null ||
      typeof so !== 'object' ||
      typeof so.ships !== 'object' ||
      so.ships === null ||
      Array.isArray(so.ships)
    )
      throw new OrderError(`orders.${id}: expected { ships: { <shipId>: {...} } }`);
    if (side) {
      for (const k of Object.keys(so))
        if (k !== 'ships' && !side.fields.includes(k))
          throw new OrderError(`orders.${id}: unknown field "${k}" (expected ships, ${side.fields.join(', ')})`);
      side.check(so, id);
    }
    for (const shipId of Object.keys(so.ships)) {
      const i = index.get(shipId);
      if (i === undefined) throw new OrderError(`orders.${id}.ships: unknown ship "${shipId}"`);
      const controller = commander(i);
      if (controller !== id)
        throw new OrderError(`orders.${id}.ships.${shipId}: that ship is ${control} by "${controller}"`);
      const o = (so.ships as Record<string, unknown>)[shipId];
      if (o !== undefined) ship(o, `orders.${id}.ships.${shipId}`, i);
    }
  }
}

/** The definition of a schema, as far as the quick check below reads it (zod's own `_zod.def`). */
interface Def {
  type: string;
  innerType?: z.ZodType;
  checks?: readonly unknown[];
  coerce?: boolean;
  entries?: Readonly<Record<string, unknown>>;
  values?: readonly unknown[];
  element?: z.ZodType;
  options?: readonly z.ZodType[];
  shape?: Readonly<Record<string, z.ZodType>>;
  catchall?: z.ZodType;
}

/** A schema's quick check: `true` only when the value certainly passes; `false`: ask the schema itself. */
type Quick = (v: unknown) => boolean;
const quicks = new WeakMap<z.ZodType, Quick>();

/**
 * The quick check of a schema, made once per schema. Running a strict object schema checks every one of its
 * fields on every parse, present or not (two allocations each), so each optional rule's order field that
 * hardly any order uses cost every ship every turn. The shapes orders are made of (optional, string,
 * boolean, enum, literal, array, union, strict object field by field) are answered by closures made from
 * the schema's own definition, a maximum length too; any other schema, or one with checks of its own (a minimum,
 * a refinement), by the schema. `false` sends the value to the schema, which accepts it or names the mistake, so the
 * answer and every message stay the schema's own.
 */
function quickCheck(schema: z.ZodType): Quick {
  let f = quicks.get(schema);
  if (!f) {
    f = makeQuick(schema);
    quicks.set(schema, f);
  }
  return f;
}

function makeQuick(schema: z.ZodType): Quick {
  const def = schema._zod.def as Def;
  const asSchema: Quick = (v) => schema.safeParse(v).success;
  if (!def.checks?.length) return shapeQuick(def, asSchema);
  // a maximum length (a plot's basic moves, the turns written ahead) is answered here too; any other check by the schema
  const checks = def.checks.map((c) => (c as { _zod: { def: { check: string; maximum?: number } } })._zod.def);
  if ((def.type !== 'string' && def.type !== 'array') || checks.some((c) => c.check !== 'max_length')) return asSchema;
  const maximum = Math.min(...checks.map((c) => c.maximum!));
  const shape = shapeQuick(def, asSchema);
  return (v) => shape(v) && (v as string | unknown[]).length <= maximum;
}

/** The quick check of a schema's shape (its own checks, if any, are answered by makeQuick). */
function shapeQuick(def: Def, asSchema: Quick): Quick {
  switch (def.type) {
    case 'optional': {
      const inner = makeQuick(def.innerType!);
      return (v) => v === undefined || inner(v);
    }
    case 'string':
      return def.coerce ? asSchema : (v) => typeof v === 'string';
    case 'boolean':
      return def.coerce ? asSchema : (v) => typeof v === 'boolean';
    case 'enum': {
      const values = new Set(Object.values(def.entries!));
      return (v) => values.has(v);
    }
    case 'literal': {
      const values = def.values!;
      return (v) => values.includes(v);
    }
    case 'array': {
      const element = makeQuick(def.element!);
      return (v) => {
        if (!Array.isArray(v) || Object.getPrototypeOf(v) !== Array.prototype) return false;
        for (let i = 0; i < v.length; i++) if (!element(v[i])) return false; // a hole is undefined to the schema
        return true;
      };
    }
    case 'union': {
      const options = def.options!.map(makeQuick);
      return (v) => {
        for (const o of options) if (o(v)) return true;
        return false;
      };
    }
    case 'object': {
      // strict objects only (an unknown key is refused); plain objects only (no inherited fields)
      if (def.catchall?._zod.def.type !== 'never') return asSchema;
      const shape = def.shape!;
      const fields = new Map(Object.keys(shape).map((k) => [k, makeQuick(shape[k])]));
      const required = Object.keys(shape).filter((k) => shape[k]._zod.optin !== 'optional');
      return (v) => {
        if (typeof v !== 'object' || v === null || Object.getPrototypeOf(v) !== Object.prototype) return false;
        const rec = v as Record<string, unknown>;
        for (const k of required) if (!(k in rec)) return false;
        for (const k in rec) {
          const field = fields.get(k);
          if (field === undefined || !field(rec[k])) return false;
        }
        return true;
      };
    }
    default:
      return asSchema;
  }
}

/** A ship's orders against a system's schema: the first mistake as an OrderError naming its path. */
export function checkShipOrders(
  schema: z.ZodType,
  o: unknown,
  path: string,
  /** a system's own words for a mistake, asked before the schema's (only for orders the quick check does not pass) */
  explain?: (o: unknown, path: string) => void,
): void {
  // the common case, orders that pass, answered quickly; anything else (and every message) from the schema
  if (quickCheck(schema)(o)) return;
  explain?.(o, path);
  const r = schema.safeParse(o);
  if (r.success) return;
  const issue = r.error.issues[0];
  if (issue.code === 'unrecognized_keys')
    throw new OrderError(`${orderPathText(path, issue.path)}: unknown order "${issue.keys[0]}"`);
  throw new OrderError(`${orderPathText(path, issue.path)}: ${issue.message}`);
}

/**
 * Each ship's orders of well-formed orders (checkOrdersShape passed) with their path
 * (`orders.british.ships.amazon`): for the checks a record's orders get beyond their shape.
 */
export function eachShipOrders<O>(
  orders: Readonly<Record<string, { ships: Readonly<Record<string, O | undefined>> }>>,
  fn: (o: O, path: string) => void,
): void {
  for (const [side, so] of Object.entries(orders))
    for (const [id, o] of Object.entries(so.ships)) if (o !== undefined) fn(o, `orders.${side}.ships.${id}`);
}

/** The ships (or forts) an order names must be in the game: OrderError `<path>: unknown ship "<id>"`. */
export function checkNamed(
  path: string,
  named: string | readonly string[] | undefined,
  known: (id: string) => boolean,
  what = 'ship',
): void {
  if (named === undefined) return;
  if (typeof named === 'string') {
    if (!known(named)) throw new OrderError(`${path}: unknown ${what} "${named}"`);
    return;
  }
  named.forEach((id, i) => {
    if (!known(id)) throw new OrderError(`${path}[${i}]: unknown ${what} "${id}"`);
  });
}
