/**
 * Running aground (38.0 / XI) and casting the lead (39.0 / XII). A ship entering a hex whose depth is
 * her depth value or less runs aground there and stops (38.1); a die gives the difficulty of refloating
 * (38.2), rolled against in each later Reload Phase (38.2.1) — never on a 6 (38.2.2) unless guns go
 * overboard (38.2.2.1, order `lighten`: a square a turn, +1 once one of each broadside is gone); refloated, she goes back to the placement she came from
 * (38.6). Aground: no movement, no repairs, no sail change (38.4), no fire (38.5). A ship driven onto
 * land is destroyed (38.3). Casting the lead: a ship that moved one hex or less learns the depths around
 * her (39.1); with the switch on, a side not given the chart knows no other depths (view.ts).
 */
import { DIRECTIONS, hexKey, hexLabel, keyToHex, type Hex } from '../hex.js';
import { sternOf, type Placement } from './geometry.js';
import { CASTING_THE_LEAD_MAX_HEXES, LIGHTENING, STUCK_ON_DIE } from './tables/aground.js';
import { isAfloat, sum } from './ship.js';
import type { TurnContext } from './context.js';
import type { Broadside, GameStatic, ShipState, SideId } from './types.js';

const shoalMaps = new WeakMap<readonly [number, number][], ReadonlyMap<number, number>>();

/** Hex key → depth of the given shoal list, built once per list. */
export function shoalMapOf(shoals: readonly [number, number][] | undefined): ReadonlyMap<number, number> | null {
  if (!shoals || shoals.length === 0) return null;
  let m = shoalMaps.get(shoals);
  if (!m) {
    m = new Map(shoals);
    shoalMaps.set(shoals, m);
  }
  return m;
}

/** The depths a board knows: a view's own knowledge (39.0), else the scenario's. */
export function knownShoals(board: {
  static: Pick<GameStatic, 'map'>;
  shoals?: readonly [number, number][];
}): ReadonlyMap<number, number> | null {
  return shoalMapOf(board.shoals ?? board.static.map.shoals);
}

/** 38.0 the first of these hexes too shallow for a ship of this depth value, or null. */
export function shallowHex(
  shoals: ReadonlyMap<number, number> | null,
  keys: readonly number[],
  depthValue: number,
): { key: number; depth: number } | null {
  if (!shoals) return null;
  for (const key of keys) {
    const depth = shoals.get(key);
    if (depth !== undefined && depth <= depthValue) return { key, depth };
  }
  return null;
}

/** 38.0 is either hex of this placement as shallow as the depth value, or shallower? */
export function groundsAt(shoals: ReadonlyMap<number, number>, p: Placement, depthValue: number): boolean {
  const bow = shoals.get(hexKey(p.bow));
  if (bow !== undefined && bow <= depthValue) return true;
  const stern = shoals.get(hexKey(sternOf(p)));
  return stern !== undefined && stern <= depthValue;
}

/** The depths nobody has sounded: none (shared, never edited). */
const NONE_KNOWN: readonly [number, number][] = Object.freeze([]);

/** The depths a list of soundings reveals among a map's, per sounded list and map (lists are replaced, never edited). */
const knownBySounding = new WeakMap<
  readonly number[],
  WeakMap<readonly [number, number][], readonly [number, number][]>
>();

/**
 * 39.0 the depths a side knows: every one when the waters are charted for it or the lead is not in play, else those
 * it sounded. The list returned is shared — the map's own, or one made once per list of soundings — and never edited.
 */
export function shoalsKnownTo(
  state: { static: GameStatic; sounded?: Record<SideId, number[]> },
  side: SideId,
): readonly [number, number][] | undefined {
  const st = state.static;
  const all = st.map.shoals;
  if (!all) return undefined;
  if (!st.rules.optional.castingTheLead || st.map.charted?.includes(side)) return all;
  const sounded = state.sounded?.[side];
  if (!sounded?.length) return NONE_KNOWN;
  let byMap = knownBySounding.get(sounded);
  if (!byMap) knownBySounding.set(sounded, (byMap = new WeakMap()));
  let known = byMap.get(all);
  if (!known) {
    const mine = new Set(sounded);
    byMap.set(all, (known = all.filter(([k]) => mine.has(k))));
  }
  return known;
}

/** Is the ship's depth hidden in views (the lead in play and some side without the chart)? */
export function depthsHidden(st: GameStatic): boolean {
  return !!st.map.shoals && st.rules.optional.castingTheLead && st.sides.some((s) => !st.map.charted?.includes(s.id));
}

/** 38.1–38.2 a ship runs aground in `key` coming from `from`: she stops, and the refloating die is rolled at once. */
export function runAground(ctx: TurnContext, ship: ShipState, key: number, depth: number, from: Placement): void {
  const die = ctx.dice.d6();
  ship.aground = { turn: ctx.turn, die, from: { bow: from.bow, heading: from.heading }, lightened: false };
  ctx.scratch.noFire.push(ctx.id(ship)); // 38.5
  ctx.emit({
    type: 'aground',
    turn: ctx.turn,
    ship: ctx.id(ship),
    hex: labelOf(key),
    depth,
    depthValue: ctx.st.ships[ship.idx].depth,
    die,
    stuck: die >= STUCK_ON_DIE,
  });
}

function labelOf(key: number): string {
  return hexLabel(keyToHex(key));
}

/** 38.3 a ship driven onto land is destroyed. */
export function wreck(ctx: TurnContext, ship: ShipState, key: number): void {
  ship.removed = 'destroyed';
  const id = ctx.id(ship);
  ctx.emit({ type: 'wrecked', turn: ctx.turn, ship: id, hex: labelOf(key) });
  ctx.unlinkShip(id);
  if (ctx.state.tows) ctx.state.tows = ctx.state.tows.filter((t) => t.tower !== id && t.towed !== id);
}

/** A gun square of the broadside, guns before carronades, from the fullest section: [kind 0 guns | 1 carronades, section], or null. */
function gunSquareOf(ship: ShipState, b: Broadside): [0 | 1, number] | null {
  for (const kind of [0, 1] as const) {
    const arr = kind === 0 ? ship.guns[b] : ship.carronades[b];
    let best = -1;
    for (let i = 0; i < arr.length; i++) if (arr[i] > 0 && (best < 0 || arr[i] > arr[best])) best = i;
    if (best >= 0) return [kind, best];
  }
  return null;
}

/**
 * 38.2.2.1 the broadside whose gun square goes overboard now, or why none may: one square a turn, "one from
 * each broadside" — the other broadside's after the first; the first from the broadside with more squares
 * (the left on a tie), and only when both broadsides still have one (else the +1 could never be earned).
 */
function overboardBroadside(ship: ShipState, a: NonNullable<ShipState['aground']>): Broadside | string {
  if (a.lightened)
    return `the guns already thrown overboard give the most there is, +${LIGHTENING.maxModifier} (38.2.2.1)`;
  const needed = 'a gun square of each broadside is needed (38.2.2.1)';
  if (a.firstOverboard) {
    const other: Broadside = a.firstOverboard === 'L' ? 'R' : 'L';
    return gunSquareOf(ship, other) ? other : needed;
  }
  if (!gunSquareOf(ship, 'L') || !gunSquareOf(ship, 'R')) return needed;
  const squares = (b: Broadside) => sum(ship.guns[b]) + sum(ship.carronades[b]);
  return squares('L') >= squares('R') ? 'L' : 'R';
}

/** 38.2.2.1 one gun square of the broadside over the side, noted in the log (never repaired). */
function jettison(ctx: TurnContext, ship: ShipState, b: Broadside): void {
  const a = ship.aground!;
  const [kind, i] = gunSquareOf(ship, b)!;
  (kind === 0 ? ship.guns[b] : ship.carronades[b])[i] -= LIGHTENING.gunSquaresPerTurn;
  const gone = { L: ship.jettisoned?.L ?? 0, R: ship.jettisoned?.R ?? 0 };
  gone[b] += LIGHTENING.gunSquaresPerTurn;
  ship.jettisoned = gone;
  const bonus = a.firstOverboard !== undefined; // the second broadside's square: one of each is gone
  const { firstOverboard: _first, ...rest } = a;
  ship.aground = bonus ? { ...rest, lightened: true } : { ...a, firstOverboard: b };
  ctx.emit({ type: 'lightened', turn: ctx.turn, ship: ctx.id(ship), broadside: b, bonus });
}

/**
 * 38.2.1–38.2.2.1, 38.6 the Reload Phase: a gun square overboard when ordered (one a turn), then the refloating
 * roll of every ship aground since an earlier turn, +1 once a square of each broadside is gone.
 */
export function refloatPhase(ctx: TurnContext): void {
  const { state } = ctx;
  for (const ship of state.ships) {
    const a = ship.aground;
    if (!a || !isAfloat(ship)) continue;
    const id = ctx.id(ship);
    if (ctx.ordersFor(ship).lighten) {
      const b = overboardBroadside(ship, a);
      if (b === 'L' || b === 'R') jettison(ctx, ship, b);
      else ctx.ignore(id, 'lighten', b);
    }
    const now = ship.aground!;
    if (now.turn >= ctx.turn) continue; // 38.2.1 from the next turn on
    const modifier = now.lightened ? LIGHTENING.refloatModifier : 0;
    if (now.die >= STUCK_ON_DIE && modifier === 0) {
      ctx.emit({ type: 'refloat', turn: ctx.turn, ship: id, die: null, needed: now.die, modifier, success: false });
      continue;
    }
    const die = ctx.dice.d6();
    let success = die + modifier > now.die;
    let blocked = false;
    if (success) {
      // 38.6 back into the hex she came from: only when it is free
      const keys = [hexKey(now.from.bow), hexKey(sternOf(now.from))];
      blocked = state.ships.some(
        (s) => s !== ship && isAfloat(s) && (keys.includes(hexKey(s.bow)) || keys.includes(hexKey(sternOf(s)))),
      );
      success = !blocked;
    }
    ctx.emit({
      type: 'refloat',
      turn: ctx.turn,
      ship: id,
      die,
      needed: now.die,
      modifier,
      success,
      ...(blocked ? { blocked: true } : {}),
    });
    if (!success) continue;
    ship.bow = now.from.bow;
    ship.heading = now.from.heading;
    delete ship.aground;
  }
}

/** 39.1–39.2 after the Movement Execution Phase: every ship that moved one hex or less sounds the hexes around her. */
export function castTheLead(
  ctx: TurnContext,
  movedHexes: Record<string, number>,
  springsTurned: ReadonlySet<string>,
): void {
  const { state, st } = ctx;
  const shoals = shoalMapOf(st.map.shoals);
  if (!shoals) return;
  const found = new Map<SideId, Set<number>>();
  for (const ship of state.ships) {
    if (!isAfloat(ship)) continue;
    const id = ctx.id(ship);
    const side = ctx.controller(ship);
    if (st.map.charted?.includes(side)) continue;
    if ((movedHexes[id] ?? 0) > CASTING_THE_LEAD_MAX_HEXES || springsTurned.has(id)) continue; // 39.1, 39.2
    const around = new Set<number>();
    for (const h of [ship.bow, sternOf(ship)] as Hex[]) {
      around.add(hexKey(h));
      for (const v of DIRECTIONS) around.add(hexKey({ q: h.q + v.q, r: h.r + v.r }));
    }
    for (const k of around) if (shoals.has(k)) (found.get(side) ?? found.set(side, new Set()).get(side)!).add(k);
  }
  if (found.size === 0) return;
  // no event: what a side sounded is its own knowledge (its view's `shoals`), not the other side's
  let sounded: Record<SideId, number[]> | null = null;
  for (const [side, keys] of found) {
    const before = new Set(state.sounded?.[side] ?? []);
    const fresh = [...keys].filter((k) => !before.has(k));
    if (fresh.length === 0) continue;
    sounded ??= { ...(state.sounded ?? {}) };
    sounded[side] = [...(sounded[side] ?? []), ...fresh];
  }
  if (sounded) state.sounded = sounded;
}
