/**
 * Towing (35.0 / VII): a ship takes a friend in tow (35.1) when her stern lies in the hex the friend's
 * bow points at and the log says so (35.4.1, order `tow`); both ships hold that turn while the tow is
 * rigged, and on succeeding turns they move as one on the tower's plot, the towed ship in her wake
 * (35.4.2; movementExecution.ts). The tower loses one or two hexes in every attitude (35.2); at no
 * allowance she may still turn in place (35.3, the free turn of 7.1.15). An ungrappling notation ends
 * the tow (35.4.3), so can a 5H critical (35.4.3.1) and a wind outside a moderate to heavy breeze
 * (35.4.4); so does a ship sunk, struck or taken (I-TOW-2).
 */
import { DIRECTIONS, hexKey, type Dir, type Hex } from '../hex.js';
import { sternOf, type Placement } from './geometry.js';
import { controllerOf, isAfloat, isOperational, linkedShips } from './ship.js';
import { TOWING_ALLOWANCE, TOWING_WIND_VELOCITIES } from './tables/towing.js';
import { WIND_VELOCITY_NAMES } from './tables/wind.js';
import type { TurnContext } from './context.js';
import type { GameState, GameStatic, ShipBody, ShipSpec, TowLink } from './types.js';

/** The tow a ship is in, as tower or towed. */
export function towOf(state: Pick<GameState, 'tows'>, id: string): TowLink | undefined {
  const tows = state.tows;
  if (!tows || tows.length === 0) return undefined;
  return tows.find((t) => t.tower === id || t.towed === id);
}

/** 35.2 hexes the tower loses in every attitude: one for a tow of equal or inferior gun rating, two for a superior one. */
export function towAllowanceLoss(tower: Pick<ShipSpec, 'gunRating'>, towed: Pick<ShipSpec, 'gunRating'>): number {
  return -(towed.gunRating > tower.gunRating
    ? TOWING_ALLOWANCE.superiorGunRating
    : TOWING_ALLOWANCE.equalOrInferiorGunRating);
}

/** 35.4.4 may a tow be rigged or kept in this wind? (The Basic Game has no wind velocity, 18.1.2.) */
export function towWindAllows(st: GameStatic, velocity: number): boolean {
  return st.rules.level !== 'advanced' || TOWING_WIND_VELOCITIES.includes(velocity);
}

/** 35.4.1 the tower's stern lies in the hex to which the towed ship's bow points. */
export function inTowPosition(tower: Placement, towed: Placement): boolean {
  const v = DIRECTIONS[towed.heading];
  const s = sternOf(tower);
  return s.q === towed.bow.q + v.q && s.r === towed.bow.r + v.r;
}

/** The direction from one hex to an adjacent one. */
function directionTo(from: Hex, to: Hex): Dir {
  const i = DIRECTIONS.findIndex((v) => from.q + v.q === to.q && from.r + v.r === to.r);
  return (i < 0 ? 0 : i) as Dir;
}

/**
 * 35.4.2 where the towed ship goes when the tower steps one hex forward from `towerBow`: her bow into
 * the hex it points at, turned to point at the tower's bow hex before the step (the tower's stern after it).
 */
export function wakeStep(towed: Placement, towerBow: Hex): { bow: Hex; heading: Dir; turns: number } {
  const v = DIRECTIONS[towed.heading];
  const bow = { q: towed.bow.q + v.q, r: towed.bow.r + v.r };
  const heading = hexKey(bow) === hexKey(towerBow) ? towed.heading : directionTo(bow, towerBow);
  const d = (((heading - towed.heading) % 6) + 6) % 6;
  return { bow, heading, turns: d > 3 ? d - 6 : d };
}

/**
 * Why `ship` may not take `other` in tow now (null: she may): the Movement Notation Phase's own check,
 * also asked by captains (`towObstacle` in the public API) on a view.
 */
export function rigObstacle(
  state: Pick<GameState, 'static' | 'tows' | 'fouls' | 'grapples' | 'wind'>,
  ship: ShipBody,
  other: ShipBody | undefined,
): string | null {
  const st = state.static;
  if (!st.rules.optional.towing) return 'towing is an optional rule not in use (35.0)';
  if (!other || other === ship || !isAfloat(other)) return 'a ship may tow only another friendly ship afloat (35.1)';
  if (controllerOf(st, other) !== controllerOf(st, ship) || (other.surrendered && !other.prize))
    return 'a ship may tow only another friendly ship (35.1)';
  if (!isOperational(ship)) return 'the ship cannot be worked';
  const id = st.ships[ship.idx].id;
  const otherId = st.ships[other.idx].id;
  if (towOf(state, id) || towOf(state, otherId)) return 'a ship tows or is towed by one ship at a time (I-TOW-1)';
  if (linkedShips(state, id).length || linkedShips(state, otherId).length)
    return 'fouled or grappled ships cannot rig a tow (8.3.6, 9.1.6)';
  if (ship.anchor || other.anchor || ship.anchorPending || other.anchorPending)
    return 'an anchored ship cannot tow or be towed (I-TOW-1)';
  if (!towWindAllows(st, state.wind.velocity))
    return `towing only in a moderate, normal or heavy breeze (35.4.4), not in a ${WIND_VELOCITY_NAMES[state.wind.velocity]}`;
  if (!inTowPosition(ship, other))
    return "the towing ship's stern must lie in the hex the towed ship's bow points at (35.4.1)";
  return null;
}

/** End a tow and say why. */
export function endTow(ctx: TurnContext, link: TowLink, reason: string): void {
  ctx.state.tows = (ctx.state.tows ?? []).filter((t) => t !== link);
  ctx.emit({ type: 'towEnded', turn: ctx.turn, tower: link.tower, towed: link.towed, reason });
}

/** I-TOW-2 the tows that can no longer hold: a ship gone, the tower unable to work, the tow no longer friendly, the wind (35.4.4). */
export function checkTows(ctx: TurnContext): void {
  const tows = ctx.state.tows;
  if (!tows || tows.length === 0) return;
  for (const link of tows) {
    const tower = ctx.ship(link.tower)!;
    const towed = ctx.ship(link.towed)!;
    let why: string | null = null;
    if (!isAfloat(tower) || !isAfloat(towed)) why = 'a ship of the tow is gone';
    else if (!isOperational(tower)) why = 'the towing ship can no longer be worked';
    else if (ctx.controller(towed) !== ctx.controller(tower) || (towed.surrendered && !towed.prize))
      why = 'the towed ship is no longer friendly (35.1)';
    else if (!towWindAllows(ctx.st, ctx.state.wind.velocity))
      why = `the wind is now a ${WIND_VELOCITY_NAMES[ctx.state.wind.velocity]}: the grapple is lost (35.4.4)`;
    if (why) endTow(ctx, link, why);
  }
}

/** 35.4.1 the Movement Notation Phase: `tow` orders rig tows (both ships hold this turn). */
export function rigTows(ctx: TurnContext): void {
  const { state } = ctx;
  for (const ship of state.ships) {
    const o = ctx.ordersFor(ship);
    if (o.tow === undefined) continue;
    const id = ctx.id(ship);
    const other = ctx.ship(o.tow);
    const why = rigObstacle(state, ship, other);
    if (why) {
      ctx.ignore(id, `tow ${o.tow}`, why);
      continue;
    }
    state.tows = [...(state.tows ?? []), { tower: id, towed: o.tow, since: ctx.turn }];
    ctx.emit({ type: 'towRigged', turn: ctx.turn, tower: id, towed: o.tow });
  }
}

/** 35.4.3 the Grappling Phase: an ungrappling notation naming the other ship of a tow (or "all") casts it off. */
export function castOffTows(ctx: TurnContext): void {
  const tows = ctx.state.tows;
  if (!tows || tows.length === 0) return;
  for (const link of tows) {
    for (const [id, other] of [
      [link.tower, link.towed],
      [link.towed, link.tower],
    ] as const) {
      const u = ctx.ordersFor(ctx.ship(id)!).ungrapple;
      if (u === 'all' || (Array.isArray(u) && u.includes(other))) {
        endTow(ctx, link, `cast off by ${id} (35.4.3)`);
        break;
      }
    }
  }
}
