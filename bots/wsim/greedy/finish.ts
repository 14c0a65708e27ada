/**
 * greedy-raker's last touches to a WS&IM side's orders from its plan: a bomb's mortar work (42.0, optional bomb
 * ketches: `mortars.ts`) and a weaker captain's reload forgotten (13.0; the fault of the lower levels, drawn from
 * the captain's own stream).
 */
import type { ShipOrders, PlayerView, SideOrders } from '../../../src/api/wsim.js';
import { withMortarWork } from './mortars.js';

/** The plan's orders with the bombs' mortar work, and with chance `lateLoading` a ship's reload forgotten. */
export function greedyFinish(
  view: PlayerView,
  orders: SideOrders,
  random: () => number,
  lateLoading: number,
): SideOrders {
  for (const id of Object.keys(orders.ships)) orders.ships[id] = withMortarWork(view, id, orders.ships[id]);
  return { ...orders, ships: forgetLoads(random, orders.ships, lateLoading) };
}

/** 13.0 a reload forgotten: with chance `lateLoading` a ship's load order becomes "no reloading" this turn. */
export function forgetLoads(
  random: () => number,
  ships: Record<string, object>,
  lateLoading: number,
): Record<string, object> {
  if (lateLoading <= 0) return ships;
  const out: Record<string, object> = {};
  for (const [id, o] of Object.entries(ships)) {
    const load = (o as ShipOrders).load;
    out[id] = load && !load.none && random() < lateLoading ? { ...o, load: { none: true } } : o;
  }
  return out;
}
