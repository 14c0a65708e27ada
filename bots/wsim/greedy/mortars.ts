/**
 * greedy-raker's bombs (42.0, optional bomb ketches). While the enemy holds a fort or shore target not yet
 * reduced, a bomb works her mortars rather than her broadsides: she stays at anchor (42.1: she never cuts
 * or weighs her cable), fires every loaded mortar that reaches a target — the enemy's forts first, the
 * weakest first (its points come soonest), then ships at anchor or aground, nearest first (42.7) — and loads
 * the empty ones (42.5), giving no broadside fire or load order that turn (42.3.1 would refuse it). A bomb
 * under way that lies within reach of such a fort drops her anchor there. With no fort left she fights as
 * the plan says, firing her loaded mortars at a motionless enemy when one is in reach.
 */
import { legalPlots } from '../../../src/index.js';
import {
  fortStrengths,
  isOperational,
  mortarReachFrom,
  mortarTargets,
  MORTAR_LOAD_TURNS,
  type MortarTarget,
  type PlayerView,
  type ShipOrders,
  type ShipView,
} from '../../../src/api/wsim.js';

/** The enemy's forts not yet reduced: id → strength left. */
function enemyForts(view: PlayerView, ship: ShipView): Map<string, number> {
  const strengths = fortStrengths(view);
  const out = new Map<string, number>();
  (view.static.map.forts ?? []).forEach((f, i) => {
    if (f.side !== ship.controller && strengths[i] > 0) out.set(f.id, strengths[i]);
  });
  return out;
}

/** Fort targets first, weakest first; then ships, nearest first. */
function preference(targets: MortarTarget[], forts: Map<string, number>): string[] {
  const sorted = [...targets].sort((a, b) =>
    a.kind !== b.kind
      ? a.kind === 'fort'
        ? -1
        : 1
      : a.kind === 'fort'
        ? forts.get(a.id)! - forts.get(b.id)! || a.range - b.range
        : a.range - b.range,
  );
  return [...new Set(sorted.map((t) => t.id))];
}

/** Orders without what a turn of mortar work forbids: broadside fire and loads (42.3.1), repairs, cutting the cable. */
function mortarWork(orders: ShipOrders, extra: ShipOrders): ShipOrders {
  const { fire: _f, load: _l, repair: _r, anchor: _a, sail: _s, ...rest } = orders;
  return { ...rest, plot: '0', ...extra };
}

/** A bomb's orders with her mortar work added to the plan's orders (unchanged for any other ship). */
export function withMortarWork(view: PlayerView, shipId: string, orders: ShipOrders): ShipOrders {
  if (!view.static.rules.optional.bombKetches || view.static.rules.level !== 'advanced') return orders;
  const loads = view.mortars?.[shipId];
  const ship = view.ships.find((s) => s.id === shipId);
  if (!loads || !ship || ship.controller !== view.side) return orders;
  // 42.5 a ship that cannot be worked (struck, doomed, without crew: 11.4.1.2) loads and fires no mortar
  if (!isOperational(ship)) return orders;
  const forts = enemyForts(view, ship);
  const targets = mortarTargets(view, shipId);
  const empty = loads.some((n) => n < MORTAR_LOAD_TURNS);
  if (targets.length) {
    // the fired mortars are empty after the Combat Phase: their loading starts the same turn
    return mortarWork(orders, { mortar: { target: preference(targets, forts) }, loadMortars: true });
  }
  if (forts.size === 0) return orders;
  if (ship.anchor !== null) return mortarWork(orders, empty ? { loadMortars: true } : {});
  const canAnchor =
    view.static.anchorsAllowed &&
    ship.anchorPending === null &&
    !ship.anchorsCut &&
    ship.anchorsLost === 0 &&
    !(view.tows ?? []).some((t) => t.tower === shipId || t.towed === shipId) &&
    legalPlots(view, shipId).includes('0');
  if (canAnchor && mortarReachFrom(view, shipId, ship).some((t) => t.kind === 'fort'))
    return { ...mortarWork(orders, empty ? { loadMortars: true } : {}), anchor: 'A' };
  return orders;
}
