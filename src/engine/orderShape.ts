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
function shipIndex(ships: readonly { id: string }[]): Map<string, number> {
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

/** A strict object schema's fields, and whether every one of them is optional. */
interface Fields {
  shape: Readonly<Record<string, z.ZodType>>;
  allOptional: boolean;
}
const fieldsOf = new WeakMap<z.ZodObject, Fields>();

/**
 * Does a plain object pass a strict object schema? Answered field by field for the fields it carries:
 * the object schema runs every field's check on every parse, present or not (two allocations each), so
 * each optional rule's order field that hardly any order uses cost every ship's orders every turn. The
 * answer is the schema's own: a field present is checked by its own schema (as the object schema does
 * for a key `in` the object), an unknown key (`for…in`, as its strict check) or a required one fails.
 */
function passesFieldByField(schema: z.ZodObject, o: Record<string, unknown>): boolean {
  let f = fieldsOf.get(schema);
  if (!f) {
    const shape = schema.shape as Record<string, z.ZodType>;
    const keys = Object.keys(shape);
    const allOptional = keys.every(
      (k) =>
        shape[k]._zod.optin === 'optional' &&
        shape[k]._zod.optout === 'optional' &&
        shape[k].safeParse(undefined).success,
    );
    f = { shape, allOptional };
    fieldsOf.set(schema, f);
  }
  if (!f.allOptional) return false;
  // a plain object's keys are its own: each must be a field of the schema and pass that field's check
  for (const k in o) if (!Object.hasOwn(f.shape, k) || !f.shape[k].safeParse(o[k]).success) return false;
  return true;
}

/** A ship's orders against a system's schema: the first mistake as an OrderError naming its path. */
export function checkShipOrders(schema: z.ZodType, o: unknown, path: string): void {
  // the common case, orders that pass, field by field; anything else (and every message) from the whole schema
  if (
    schema instanceof z.ZodObject &&
    schema._zod.def.catchall?._zod.def.type === 'never' &&
    typeof o === 'object' &&
    o !== null &&
    Object.getPrototypeOf(o) === Object.prototype &&
    passesFieldByField(schema, o as Record<string, unknown>)
  )
    return;
  const r = schema.safeParse(o);
  if (r.success) return;
  const issue = r.error.issues[0];
  if (issue.code === 'unrecognized_keys')
    throw new OrderError(`${orderPathText(path, issue.path)}: unknown order "${issue.keys[0]}"`);
  throw new OrderError(`${orderPathText(path, issue.path)}: ${issue.message}`);
}
