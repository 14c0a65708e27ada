/**
 * Bomb ketches (42.0, optional). A bomb's mortars fire only while she is anchored (42.1), over every
 * obstacle (42.2), at forts and other fixed targets on shore or at motionless ships — anchored or aground
 * (42.7) — three to ten hexes away (42.8), within their fields: the bow mortar's 270° (both broadsides and
 * the bow, never through the stern, 42.4), the second mortar of a two-mortar bomb either broadside (42.4.1).
 * A mortar fires on Hit Table 2 (42.9) modified only by crew quality, crew sections lost and a captured ship
 * (42.9.1), at the hull (42.9.2), and every hit it scores is tripled (42.9.3). Loading takes four turns, not
 * necessarily in a row (42.5); in a turn the mortars load or fire, the broadsides neither load nor fire
 * (42.3.1). A fort's strength squares take the hits; at 0 it is reduced (I-BOMB-5).
 */
import { decompose, dir, hexLabel, type Hex } from '../hex.js';
import { inPlay, rangeToHex, shipRange, sternOf, type Placement } from './geometry.js';
import { controllerOf, isAnchored, isOperational, isTargetable, specOf } from './ship.js';
import {
  MORTAR_BASE_TABLE,
  MORTAR_HIT_MULTIPLIER,
  MORTAR_LOAD_TURNS,
  MORTAR_MODIFIER_ROW,
  MORTAR_RANGE,
  MORTARS_BY_KIND,
} from './tables/bombKetch.js';
import { ADVANCED_HDT, BASIC_HDT, CAPTURED_SHIP_TEXT_PENALTY } from './tables/hitDetermination.js';
import { rollHitTables, type TableRoll } from './phases/shot.js';
import type { TurnContext } from './context.js';
import type { HitSummary, Modifier } from './events.js';
import type {
  FortSpec,
  GameState,
  GameStatic,
  Quality,
  ShipBody,
  ShipId,
  ShipOrders,
  ShipState,
  SideId,
} from './types.js';

/** A target one mortar reaches now. */
export interface MortarTarget {
  /** 0 the bow mortar, 1 the second mortar of a two-mortar bomb */
  mortar: number;
  kind: 'fort' | 'ship';
  id: string;
  range: number;
}

/** The mortars a ship carries (0: not a bomb). */
export function mortarCount(spec: { bomb?: keyof typeof MORTARS_BY_KIND }): number {
  return spec.bomb ? MORTARS_BY_KIND[spec.bomb] : 0;
}

/**
 * 42.4 a single mortar may not fire through the stern: the stern field is the wedge astern between the
 * rays from the stern hex towards headings h+2 and h−2 (the rays themselves belong to the broadsides' plays).
 */
function inSternField(p: Placement, h: Hex): boolean {
  const stern = sternOf(p);
  const [a, b] = decompose({ q: h.q - stern.q, r: h.r - stern.r }, dir(p.heading + 2), dir(p.heading - 2));
  return a >= 1 && b >= 1;
}

/** 42.4 / 42.4.1 is hex `h` in the field of mortar `m` (0 bow mortar: all but the stern; 1: either broadside)? */
export function inMortarField(p: Placement, m: number, h: Hex): boolean {
  if (m === 0) return !inSternField(p, h);
  return inPlay(p, 'L', h) || inPlay(p, 'R', h);
}

/** 42.8 within the mortars' range. */
function inMortarRange(range: number): boolean {
  return range >= MORTAR_RANGE.min && range <= MORTAR_RANGE.max;
}

/** 42.7 strength left of each fort (a board without the record: full strength). */
export function fortStrengths(board: { static: { map: { forts?: FortSpec[] } }; forts?: number[] }): number[] {
  return board.forts ?? (board.static.map.forts ?? []).map((f) => f.strength);
}

/**
 * 42.7 a ship a mortar may fire at: an enemy still to be fired at (11.1.4.2) and motionless — "at anchor or
 * aground"; a ship weighing her anchor is not anchored (20.3.6.2).
 */
function motionlessEnemy(st: GameStatic, firer: ShipBody, t: ShipBody): boolean {
  if (t === firer || !isTargetable(t) || controllerOf(st, t) === controllerOf(st, firer)) return false;
  return isAnchored(t) || t.aground !== undefined;
}

/**
 * 42.2, 42.4, 42.7, 42.8 every target mortar `m` of `ship` reaches from where she lies, nearest first: the
 * enemy's forts not yet reduced and the enemy's motionless ships, in the mortar's field, 3–10 hexes away.
 * Obstacles never block it (42.2). Says nothing about loads or anchoring (mortarRefusal).
 */
export function mortarReach(
  board: Pick<GameState, 'static' | 'ships' | 'forts'>,
  ship: ShipBody,
  m: number,
): MortarTarget[] {
  const st = board.static;
  const side = controllerOf(st, ship);
  const out: MortarTarget[] = [];
  const strengths = fortStrengths(board);
  (st.map.forts ?? []).forEach((f, i) => {
    if (f.side === side || strengths[i] <= 0) return;
    const range = rangeToHex(ship, f.hex);
    if (inMortarRange(range) && inMortarField(ship, m, f.hex)) out.push({ mortar: m, kind: 'fort', id: f.id, range });
  });
  for (const t of board.ships) {
    if (!motionlessEnemy(st, ship, t)) continue;
    const range = shipRange(ship, t);
    if (!inMortarRange(range)) continue;
    if (!inMortarField(ship, m, t.bow) && !inMortarField(ship, m, sternOf(t))) continue;
    out.push({ mortar: m, kind: 'ship', id: st.ships[t.idx].id, range });
  }
  return out.sort((a, b) => a.range - b.range);
}

/**
 * Why a ship's mortars may not fire now (null: they may): the rule not in play, not a bomb, a ship that
 * cannot fight (11.4.1.2, 12.4.4, 24.3.3), not anchored (42.1), no free crew section (11.3.3).
 */
export function mortarRefusal(st: GameStatic, ship: ShipBody, crewAvailable: number): string | null {
  if (!st.rules.optional.bombKetches) return 'bomb ketches are an optional rule not in use (42.0)';
  if (!specOf(st, ship).bomb) return 'the ship carries no mortars: she is not a bomb (42.0)';
  if (!isOperational(ship)) return 'the ship cannot fight';
  if (!isAnchored(ship))
    return ship.anchor === null
      ? 'bombs may fire their mortars only while anchored (42.1)'
      : 'a ship weighing her anchor is not anchored (20.3.6.2): bombs fire their mortars only while anchored (42.1)';
  if (crewAvailable <= 0) return 'no crew section is free to fire (11.3.3)';
  return null;
}

/** 42.5 is mortar `m` loaded (four turns of loading done)? */
export function mortarLoaded(loads: readonly number[] | undefined, m: number): boolean {
  return (loads?.[m] ?? 0) >= MORTAR_LOAD_TURNS;
}

/** The targets of the loaded mortars of a ship that may fire them now (the public query behind captains' mortar orders). */
export function mortarTargets(
  board: Pick<GameState, 'static' | 'ships' | 'forts'>,
  ship: ShipBody,
  loads: readonly number[] | undefined,
  crewAvailable: number,
): MortarTarget[] {
  if (mortarRefusal(board.static, ship, crewAvailable)) return [];
  const out: MortarTarget[] = [];
  for (let m = 0; m < mortarCount(specOf(board.static, ship)); m++)
    if (mortarLoaded(loads, m)) out.push(...mortarReach(board, ship, m));
  return out;
}

/** A mortar's hits on a ship, marked with the broadsides' after all firing (11.2.7). */
export interface MortarShipShot {
  firer: ShipState;
  target: ShipState;
  hits: HitSummary;
  rolls: TableRoll[];
  range: number;
}

/** What the mortars did in a Combat Phase: ships whose broadsides stay silent (42.3.1), hits on ships still to mark. */
export interface MortarVolley {
  fired: Set<ShipState>;
  shipShots: MortarShipShot[];
  fortHits: { fort: number; squares: number; by: SideId }[];
}

/** 42.9.1 the modifiers of a mortar's table: crew quality, crew sections lost, captured ship (I-BOMB-3). */
function mortarModifiers(ctx: TurnContext, firer: ShipState, quality: Quality, crewDown: number): Modifier[] {
  const row = (ctx.advanced ? ADVANCED_HDT : BASIC_HDT)[MORTAR_MODIFIER_ROW].modifiers;
  const mods: Modifier[] = [];
  if (row.crewQuality[quality])
    mods.push({ name: `crew quality ${quality} (42.9.1, 11.3.1)`, value: row.crewQuality[quality] });
  if (firer.prize)
    mods.push({
      name: 'captured ship (42.9.1, 11.3.5)',
      value: ctx.st.rules.capturedShipPenalty === 'text' ? CAPTURED_SHIP_TEXT_PENALTY : row.capturedShip,
    });
  else if (crewDown > 0)
    mods.push({
      name: `${crewDown} crew section${crewDown > 1 ? 's' : ''} down (42.9.1, 11.3.3)`,
      value: row.crewSectionLossEach * crewDown,
    });
  return mods;
}

/** The first of the ordered targets this mortar reaches, else the closest it reaches (11.1.4 as for fire orders). */
function pickTarget(reach: MortarTarget[], wanted: readonly string[]): MortarTarget | null {
  for (const id of wanted) {
    const t = reach.find((x) => x.id === id);
    if (t) return t;
  }
  return reach[0] ?? null;
}

/**
 * The mortars of the Combat Phase (42.0): every bomb ordered to fire her mortars fires each loaded one
 * that reaches a target. `crew` gives a ship's crew sections down and available (11.3.3) and `quality`
 * the firer's crew quality, as the Combat Phase counts them.
 */
export function fireMortars(
  ctx: TurnContext,
  crew: (ship: ShipState) => { down: number; available: number },
  quality: (ship: ShipState) => Quality,
): MortarVolley {
  const volley: MortarVolley = { fired: new Set(), shipShots: [], fortHits: [] };
  const { state, st } = ctx;
  const noFire = new Set(ctx.scratch.noFire);
  for (const firer of state.ships) {
    const order = ctx.ordersFor(firer).mortar;
    if (!order) continue;
    const fid = ctx.id(firer);
    const c = crew(firer);
    const v = mortarVerdict(state, firer, order, noFire.has(fid), c.available);
    if (v.refused) {
      ctx.ignore(fid, 'mortar', v.refused);
      continue;
    }
    for (const { m, target: t } of v.shots) {
      const mods = mortarModifiers(ctx, firer, quality(firer), c.down);
      const table = MORTAR_BASE_TABLE + mods.reduce((a, x) => a + x.value, 0);
      const r = rollHitTables(ctx, table, 'hull'); // 42.9.2 at the hull only
      const hits: HitSummary = {
        H: r.hits.H * MORTAR_HIT_MULTIPLIER,
        G: r.hits.G * MORTAR_HIT_MULTIPLIER,
        C: r.hits.C * MORTAR_HIT_MULTIPLIER,
        R: r.hits.R * MORTAR_HIT_MULTIPLIER,
      }; // 42.9.3
      setMortar(state, fid, m, 0);
      ctx.emit({
        type: 'mortarFire',
        turn: ctx.turn,
        ship: fid,
        mortar: m + 1,
        target: t.id,
        targetKind: t.kind,
        range: t.range,
        baseTable: MORTAR_BASE_TABLE,
        modifiers: mods,
        table,
        rolls: r.rolls,
        hits,
      });
      if (t.kind === 'fort') {
        const squares = hits.H + hits.G + hits.C + hits.R; // I-BOMB-5
        volley.fortHits.push({ fort: fortIndex(st, t.id), squares, by: ctx.controller(firer) });
      } else {
        volley.shipShots.push({ firer, target: ctx.ship(t.id)!, hits, rolls: r.rolls, range: t.range });
      }
    }
    volley.fired.add(firer);
    (ctx.scratch.mortarsFired ??= []).push(fid);
  }
  return volley;
}

/**
 * The Combat Phase's verdict on a bomb's mortar order (42.0): why her mortars do not fire (null: they do), and the
 * target of each loaded mortar that reaches one. `noFire`: she may not fire this turn; `crewAvailable` her crew
 * sections free (11.3.3). The phase runs it for every bomb ordered to fire; the public checkOrder answers with it.
 */
export function mortarVerdict(
  state: GameState,
  firer: ShipState,
  order: NonNullable<ShipOrders['mortar']>,
  noFire: boolean,
  crewAvailable: number,
): { refused: string | null; shots: { m: number; target: MortarTarget }[] } {
  const shots: { m: number; target: MortarTarget }[] = [];
  const refused = noFire
    ? firer.aground
      ? 'a ship aground cannot fire (38.5)'
      : 'the ship may not fire this turn (10.2.5, 20.3.4.2, 20.3.6.1, 20.5.3)'
    : mortarRefusal(state.static, firer, crewAvailable);
  if (refused) return { refused, shots };
  const loads = state.mortars?.[state.static.ships[firer.idx].id] ?? [];
  const wanted = order.target === undefined ? [] : Array.isArray(order.target) ? order.target : [order.target];
  for (let m = 0; m < loads.length; m++) {
    if (!mortarLoaded(loads, m)) continue;
    const target = pickTarget(mortarReach(state, firer, m), wanted);
    if (target) shots.push({ m, target });
  }
  if (shots.length) return { refused: null, shots };
  return {
    refused: loads.some((_, m) => mortarLoaded(loads, m))
      ? `no fort or motionless enemy ship within ${MORTAR_RANGE.min}–${MORTAR_RANGE.max} hexes in a loaded mortar's field (42.4, 42.7, 42.8)`
      : `no mortar is loaded: loading takes ${MORTAR_LOAD_TURNS} turns (42.5)`,
    shots,
  };
}

function fortIndex(st: GameStatic, id: string): number {
  return (st.map.forts ?? []).findIndex((f) => f.id === id);
}

/** Replace a mortar's loading (the record is replaced, never edited in place: states share it). */
function setMortar(state: GameState, ship: ShipId, m: number, turns: number): void {
  const loads = (state.mortars?.[ship] ?? []).slice();
  loads[m] = turns;
  state.mortars = { ...state.mortars, [ship]: loads };
}

/** 42.7, I-BOMB-5 mark the mortars' hits on the forts after all firing; a fort at 0 is reduced. */
export function markFortHits(ctx: TurnContext, hits: MortarVolley['fortHits']): void {
  if (hits.length === 0) return;
  const forts = ctx.st.map.forts!;
  const strengths = fortStrengths(ctx.state).slice();
  for (const h of hits) {
    const before = strengths[h.fort];
    if (before <= 0) continue;
    strengths[h.fort] = Math.max(0, before - h.squares);
    const f = forts[h.fort];
    ctx.emit({
      type: 'fortDamage',
      turn: ctx.turn,
      fort: f.id,
      hex: hexLabel(f.hex),
      squares: before - strengths[h.fort],
      strength: strengths[h.fort],
      reduced: strengths[h.fort] === 0,
    });
  }
  ctx.state.forts = strengths;
}

/**
 * 42.5, 42.3.1 the Reload Phase's mortar loading: a turn of loading on every unloaded mortar of each bomb
 * ordered to load them, unless her broadsides fired this turn. Returns the ships whose broadsides may not
 * load this turn because their mortars fired or loaded.
 */
export function loadMortars(ctx: TurnContext): Set<ShipId> {
  const busy = new Set<ShipId>(ctx.scratch.mortarsFired);
  const { state, st, scratch } = ctx;
  for (const ship of state.ships) {
    if (!ctx.ordersFor(ship).loadMortars) continue;
    const id = ctx.id(ship);
    const loads = state.mortars?.[id];
    const why = !st.rules.optional.bombKetches
      ? 'bomb ketches are an optional rule not in use (42.0)'
      : !loads
        ? 'the ship carries no mortars: she is not a bomb (42.0)'
        : !isOperational(ship)
          ? 'the ship cannot be worked'
          : scratch.noReload.includes(id)
            ? 'the ship may not load this turn'
            : (scratch.fired[id]?.length ?? 0) > 0
              ? 'the broadsides fired this turn: the mortars may not load (42.3.1)'
              : loads.every((_, m) => mortarLoaded(loads, m))
                ? 'every mortar is loaded (42.5)'
                : null;
    if (why) {
      ctx.ignore(id, 'loadMortars', why);
      continue;
    }
    for (let m = 0; m < loads!.length; m++) if (!mortarLoaded(loads, m)) setMortar(state, id, m, loads![m] + 1);
    busy.add(id);
    ctx.emit({ type: 'mortarLoad', turn: ctx.turn, ship: id, loading: state.mortars![id].slice() });
  }
  return busy;
}

/** Did any ship get this order this turn (an order given with the rule off is still reported, naming the rule)? */
export function anyOrder(ctx: TurnContext, key: 'mortar' | 'loadMortars'): boolean {
  // every turn with the rule off too: walked in place, no arrays made
  for (const sideId in ctx.orders) {
    const ships = ctx.orders[sideId]?.ships;
    for (const id in ships) {
      const o = ships[id];
      if (o?.[key] !== undefined && o[key] !== false) return true;
    }
  }
  return false;
}

/** 14.2.2, I-BOMB-6 points each side scores for the enemy's reduced forts. */
export function fortPoints(state: Pick<GameState, 'static' | 'forts'>, out: Record<SideId, number>): void {
  const forts = state.static.map.forts;
  if (!forts || !state.forts) return;
  forts.forEach((f, i) => {
    if (state.forts![i] > 0) return;
    const other = state.static.sides.find((s) => s.id !== f.side);
    if (other) out[other.id] += f.points;
  });
}
