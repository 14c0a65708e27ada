/**
 * Seamanship for the optional rules a captain must weigh when choosing a plot: blocked wind (37.0 / IX)
 * — do not end the move in an enemy's wind shadow, take hers when you can; towing (35.0 / VII) — close
 * a crippled friend's bow and take her in tow. Asked of the engine through the public API
 * (`windBlockedLoss`, `towObstacle`, `inTowPosition`), never restated here.
 */
import { type Placement } from '../../../src/index.js';
import {
  inTowPosition,
  isAfloat,
  riggingSectionsLost,
  towObstacle,
  towOf,
  windBlockedLoss,
  type PlayerView,
  type ShipView,
  type SideOrders,
} from '../../../src/api/wsim.js';
import { specOfView } from './fleet.js';

/** Weight of one hex of movement allowance lost or taken next turn (share of the ship's points). */
export const BLANKET = 0.03;

/** Is any wind rule a captain must weigh in force? (Checked once per decision: nothing to do with the rules off.) */
export function weighsWindShadow(view: PlayerView): boolean {
  return view.static.rules.optional?.blockedWind === true; // a WS&IM switch (other rule systems have none)
}

/**
 * 37.0 hexes `me` placed at `at` would take off `enemy` placed at `enemyAt` next turn, less those she would
 * take off `me` (positive: we take her wind).
 */
export function windShadowBalance(
  view: PlayerView,
  me: string,
  at: Placement,
  enemy: string,
  enemyAt: Placement,
): number {
  return windBlockedLoss(view, enemy, enemyAt, me, at) - windBlockedLoss(view, me, at, enemy, enemyAt);
}

/** Weight of ending in the towing position of a crippled friend (share of her points). */
export const TOW = 0.1;

/** 35.0 a friend who cannot sail (every rigging section gone) and is not in a tow yet: worth towing. */
function cripples(view: PlayerView): ShipView[] {
  return view.ships.filter(
    (s) =>
      s.controller === view.side &&
      isAfloat(s) &&
      !s.surrendered &&
      riggingSectionsLost(specOfView(view, s), s) >= specOfView(view, s).rigging.length &&
      !towOf(view, s.id),
  );
}

/** Is towing in force, and is there a friend to tow? (Checked once per decision.) */
export function towCandidates(view: PlayerView): ShipView[] {
  return view.static.rules.optional?.towing ? cripples(view) : []; // a WS&IM switch (other rule systems have none)
}

/**
 * 35.4.1 the pull of a placement that brings `me`'s stern to the hex a crippled friend's bow points at,
 * when she could then take her in tow (everything but the placement allows it).
 */
export function towPull(view: PlayerView, me: string, at: Placement, candidates: ShipView[]): number {
  let best = 0;
  for (const friend of candidates) {
    if (friend.id === me || !inTowPosition(at, friend)) continue;
    const why = towObstacle(view, me, friend.id);
    if (why !== null && !why.includes('35.4.1')) continue;
    best = Math.max(best, TOW * view.static.ships[friend.idx].points);
  }
  return best;
}

/**
 * 35.4.1 the towing orders of a side: a ship lying in the towing position of a crippled friend takes
 * her in tow (the engine's own check says she may); both hold this turn (plot "0") and give no
 * ungrappling notation (35.4.3 would cast the tow off at once). Orders unchanged with the rule off.
 */
export function withTows(view: PlayerView, orders: SideOrders): SideOrders {
  const candidates = towCandidates(view);
  if (candidates.length === 0) return orders;
  const ships = { ...orders.ships };
  const taken = new Set<string>();
  for (const me of view.ships) {
    if (me.controller !== view.side || taken.has(me.id) || towOf(view, me.id)) continue;
    const friend = candidates.find(
      (f) => !taken.has(f.id) && f.id !== me.id && towObstacle(view, me.id, f.id) === null,
    );
    if (!friend) continue;
    taken.add(me.id).add(friend.id);
    const { ungrapple: _u, anchor: _a, ...mine } = ships[me.id] ?? {};
    const { ungrapple: _v, anchor: _b, ...theirs } = ships[friend.id] ?? {};
    ships[me.id] = { ...mine, plot: '0', tow: friend.id };
    ships[friend.id] = { ...theirs, plot: '0' };
  }
  return { ...orders, ships };
}
