/**
 * The shape every rule system's orders share, and the error a malformed order is: an object keyed by
 * side, each `{ ships: { <shipId>: {...} } }`, every ship known and ordered by the side in control of
 * it. A mistake is an OrderError naming its path (`orders.british.ships.amazon.grapple: …`).
 */
import type { z } from 'zod';

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
  const index = new Map(st.ships.map((s, i) => [s.id, i]));
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
      side.check(so as Record<string, unknown>, id);
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

/** A ship's orders against a system's schema: the first mistake as an OrderError naming its path. */
export function checkShipOrders(schema: z.ZodType, o: unknown, path: string): void {
  const r = schema.safeParse(o);
  if (r.success) return;
  const issue = r.error.issues[0];
  if (issue.code === 'unrecognized_keys')
    throw new OrderError(`${orderPathText(path, issue.path)}: unknown order "${issue.keys[0]}"`);
  throw new OrderError(`${orderPathText(path, issue.path)}: ${issue.message}`);
}
