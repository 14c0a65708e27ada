/**
 * Turning a captain's intent for a ship (a plot, which broadsides to fire at whom, the situation
 * expected next turn) into complete orders the engine accepts: fire orders only for loaded
 * broadsides with crew free to work them, loads by ammunition doctrine, sail changes, anchors and
 * repairs only where they cannot be voided.
 *
 * Rules come from the engine's public API: a broadside loaded and ready (broadsideReady, 13.0,
 * 24.2.3.3), crew sections free to fire (crewSections, 11.3.3), the ammunition a ship may load
 * (checkLoad: 24.2.2.4 chainshot by nation, 13.3 roundshot only in the Basic Game), the sections
 * that load doubleshot in one turn (DOUBLESHOT_FAST_LOAD_CREW_SECTIONS, 24.2.3.3), sail changes
 * (checkSail: 20.1.4, 18.2.2.1 the full-sail bans of gale and storm, 20.4.1.3), repairs (checkRepair:
 * 20.5.4 no turning, 20.5.7, 26.2 two crew sections), fouled and grappled links (linkedShips),
 * movement allowances (movementAllowance), plot paths (parsePlot, traceSteps), afloat ships
 * (isAfloat), gun squares (allGunSquares).
 *
 * Captain doctrine, not rules: the ammunition doctrines and which load to choose, when full sails
 * are worth setting (a distant enemy, none able to reach firing range this turn, 27.0), when a
 * repair is safe (no ship within SAFE_REPAIR_RANGE, nothing loading, no link that could bring a
 * melee, 26.2), which part to repair first, which empty broadside to reload first. Orders the engine
 * would reject or ignore are checked by tests/bots/legality.test.ts.
 */
import { shipRange, type Placement, type Broadside } from '../../../src/index.js';
import {
  DOUBLESHOT_FAST_LOAD_CREW_SECTIONS,
  MAX_FIRING_RANGE,
  allGunSquares,
  broadsideReady,
  checkLoad,
  checkRepair,
  checkSail,
  crewSections,
  isAfloat,
  movementAllowance,
  parsePlot,
  shipInPlay,
  traceSteps,
  type Aim,
  type Ammo,
  type FireOrder,
  type LoadOrder,
  type PlayerView,
  type ShipOrders,
  type ShipView,
  type SideOrders,
} from '../../../src/api/wsim.js';
import type { AmmoDoctrine } from '../../doctrine.js';
import { contactOrders } from './contact.js';
import { commandable, enemyShips, linkedTo, operational, specOfView, sumOf } from './fleet.js';

/** What the captain expects next turn, for choosing the next load. */
export interface Situation {
  /** expected range to the nearest enemy after this turn's movement */
  range: number;
  /** that enemy is opening the range (presenting her stern, or sailing away) */
  fleeing: boolean;
  /** fouled, grappled or adjacent to an enemy */
  contact: boolean;
}

/** Reloads kept in hand before doubleshot (two reloads, 26.1.1) is no longer worth it. */
const DOUBLE_RESERVE = 6;

/** The ammunition to load next (Advanced Game; the Basic Game loads roundshot only, 13.3). */
export function chooseLoad(view: PlayerView, ship: ShipView, doctrine: AmmoDoctrine, sit: Situation): Ammo {
  if (view.static.rules.level !== 'advanced') return 'round';
  const reloads = ship.reloadsLeft ?? 0;
  const chain = checkLoad(view, ship.id, 'chain').legal; // 24.2.2.4
  const doubleOk =
    reloads > DOUBLE_RESERVE && crewSections(view, ship.id).available >= DOUBLESHOT_FAST_LOAD_CREW_SECTIONS; // 24.2.3.3
  switch (doctrine) {
    case 'round':
      return 'round';
    case 'double-closing':
      return sit.range <= 2 && reloads > DOUBLE_RESERVE ? 'double' : 'round';
    case 'chain-at-range':
      return chain && (sit.fleeing || (sit.range >= 2 && sit.range <= 3)) ? 'chain' : 'round';
    case 'grape-boarding':
      return sit.contact ? 'grape' : 'round';
    case 'auto':
    default:
      if (sit.range <= 2 && doubleOk) return 'double'; // 24.2.3: fires as roundshot beyond one hex (24.2.3.4)
      if (chain && sit.fleeing && sit.range >= 2 && sit.range <= view.static.rules.chainshotMaxRange) return 'chain';
      return 'round';
  }
}

export function loadedAmmo(ship: ShipView, b: Broadside): Ammo | null {
  return ship.loads && !ship.loads[b].loading ? ship.loads[b].ammo : null;
}

export interface FireIntent {
  /** fire this broadside */
  fire: boolean;
  /** enemy ships to engage, in order of preference; none = the closest (11.1.4) */
  targets?: string[];
  aim?: Aim;
  /** 24.2.4.5 fire roundshot as grapeshot */
  asGrape?: boolean;
}

export interface ShipIntent {
  plot: string;
  fire: Record<Broadside, FireIntent>;
  situation: Situation;
  /** the empty broadside to reload first when both are empty (13.1) */
  preferLoad?: Broadside;
  /** set full sails while the nearest enemy is farther than this (default FULL_SAIL_RANGE) */
  fullSailBeyond?: number;
  /** crew sections this ship sends boarding this turn (they cannot fire, 11.3.3) */
  boardingSections?: number;
}

/** Range from the ship to the nearest ship of any side (collision and boarding risk). */
function nearestShipRange(view: PlayerView, ship: ShipView, enemiesOnly: boolean): number {
  let best = Infinity;
  for (const o of view.ships) {
    if (o.id === ship.id || !isAfloat(o)) continue;
    if (enemiesOnly && o.controller === view.side) continue;
    best = Math.min(best, shipRange(o, ship));
  }
  return best;
}

/** The classic rule: full sails while the nearest enemy is more than nine hexes away. */
export const FULL_SAIL_RANGE = 9;
/** No ship nearer than this: no collision (two ships at full sail close 14 hexes) or melee can void a repair. */
const SAFE_REPAIR_RANGE = 16;

/**
 * 27.0 a sail change is void when the first rigging section is shot away in the same turn: set
 * full sails only when no enemy can come within firing range (11.1.3) of any hex of this turn's path.
 */
export function outOfReachThisTurn(view: PlayerView, ship: ShipView, plot: string): boolean {
  const path = pathOf(ship, plot);
  for (const e of enemyShips(view)) {
    const reach = movementAllowance(view, e.id) + 1; // + one hex of drift (8.2)
    for (const p of path) if (shipRange(p, e) - reach <= MAX_FIRING_RANGE) return false;
  }
  return true;
}

function pathOf(ship: ShipView, plot: string): Placement[] {
  const steps = parsePlot(plot);
  const out: Placement[] = [{ bow: ship.bow, heading: ship.heading }];
  for (let i = 1; i <= steps.length; i++) out.push(traceSteps(ship.bow, ship.heading, steps.slice(0, i)));
  return out;
}

/** An enemy farther than this from where a ship ends her move cannot fire at her this turn (a firing range and a turn's sailing). */
const GUN_HITS_ENGAGED_RANGE = MAX_FIRING_RANGE + 10;

/**
 * 11.4.3.1 "as in a rake … the target ship chooses which gun squares to mark off": the broadside to lose gun hits
 * from a firer equally near both (the order `gunHits`), so that she keeps the one that bears on an enemy from where
 * her plot leaves her, else the loaded one. Undefined when both or neither do, or no enemy is near: the engine's
 * default then (the fuller broadside each hit).
 */
export function gunHitsChoice(view: PlayerView, ship: ShipView, plot: string): Broadside | undefined {
  if (!ship.onBoard || !operational(ship)) return undefined;
  const end = endOf(ship, plot);
  const enemies = enemyShips(view).filter((e) => shipRange(end, e) <= GUN_HITS_ENGAGED_RANGE);
  if (!enemies.length) return undefined;
  const worth = (b: Broadside) =>
    (enemies.some((e) => shipRange(end, e) <= MAX_FIRING_RANGE && shipInPlay(end, b, e)) ? 2 : 0) +
    (broadsideReady(ship, b) ? 1 : 0);
  const l = worth('L');
  const r = worth('R');
  return l === r ? undefined : l < r ? 'L' : 'R';
}

/** Where the plot leaves the ship (a plot the engine cannot read leaves her where she is). */
function endOf(ship: ShipView, plot: string): Placement {
  try {
    return pathOf(ship, plot).at(-1)!;
  } catch {
    return { bow: ship.bow, heading: ship.heading };
  }
}

/** Every captain's WS&IM orders with the 11.4.3.1 choice of each of its ships that has none (gunHitsChoice). */
export function withGunHits(view: PlayerView, orders: SideOrders): SideOrders {
  let ships: Record<string, ShipOrders> | null = null;
  for (const [id, o] of Object.entries(orders.ships)) {
    if (o.gunHits !== undefined) continue;
    const ship = view.ships.find((s) => s.id === id);
    const choice = ship && gunHitsChoice(view, ship, o.plot ?? '0');
    if (!choice) continue;
    ships ??= { ...orders.ships };
    ships[id] = { ...o, gunHits: choice };
  }
  return ships ? { ...orders, ships } : orders;
}

/** 20.1.5 sail change: full sails to close a distant enemy (`fullSailBeyond` hexes), battle sails to fight. */
export function sailOrder(
  view: PlayerView,
  ship: ShipView,
  plot: string,
  fullSailBeyond: number,
): 'FS' | 'BS' | undefined {
  if (view.static.rules.level !== 'advanced' || !operational(ship)) return undefined;
  const near = nearestShipRange(view, ship, true);
  if (ship.fullSail) return near <= fullSailBeyond && checkSail(view, ship.id, 'BS').legal ? 'BS' : undefined;
  if (near <= fullSailBeyond) return undefined;
  if (!checkSail(view, ship.id, 'FS', { plot }).legal) return undefined; // 20.1.4, 18.2.2.1, 20.4.1.3
  return outOfReachThisTurn(view, ship, plot) ? 'FS' : undefined;
}

/** 20.5 repairs when nothing can void them (26.2: no loading, firing, melee or collision; two crew sections). */
export function repairOrder(
  view: PlayerView,
  ship: ShipView,
  plot: string,
  loading: boolean,
): 'H' | 'G' | 'R' | undefined {
  if (view.static.rules.level !== 'advanced' || !operational(ship) || ship.prize) return undefined;
  if (loading || linkedTo(view, ship.id).length) return undefined; // 26.2 void by loading or a melee
  if (ship.loads && (ship.loads.L.loading || ship.loads.R.loading)) return undefined;
  if (nearestShipRange(view, ship, false) < SAFE_REPAIR_RANGE) return undefined;
  const spec = specOfView(view, ship);
  const frac = (now: number, full: number) => (full > 0 ? now / full : 1);
  const parts: ['H' | 'G' | 'R', number][] = [
    ['H', frac(ship.hull, spec.hull)],
    ['R', frac(sumOf(ship.rigging), sumOf(spec.rigging))],
    [
      'G',
      frac(
        allGunSquares(ship),
        sumOf(spec.guns.L) + sumOf(spec.guns.R) + sumOf(spec.carronades.L) + sumOf(spec.carronades.R),
      ),
    ],
  ];
  parts.sort((a, b) => a[1] - b[1]);
  if (parts[0][1] >= 1) return undefined;
  return checkRepair(view, ship.id, parts[0][0], { plot }).legal ? parts[0][0] : undefined; // 20.5.4, 20.5.7, 26.2
}

/**
 * Complete, valid orders for one ship from the captain's intent. Broadsides that are empty, still
 * loading doubleshot, or without a free crew section get no fire order (the engine would ignore it).
 */
export function shipOrders(view: PlayerView, ship: ShipView, intent: ShipIntent, doctrine: AmmoDoctrine): ShipOrders {
  const out: ShipOrders = {};
  // 7.2.8 a ship entering the board this turn is not yet afloat on it, but she sails her plot in
  const entering = !ship.onBoard && commandable(view, ship);
  if (!operational(ship) && !entering) {
    out.plot = '0';
    return out;
  }
  let plot = intent.plot;
  const advanced = view.static.rules.level === 'advanced';
  // 20.3.7 an anchored ship cuts her cable to fight; the turn she cuts she cannot move
  if (advanced && ship.anchor) {
    out.anchor = 'cut';
    plot = '0';
  }
  out.plot = plot;
  const sail = out.anchor ? undefined : sailOrder(view, ship, plot, intent.fullSailBeyond ?? FULL_SAIL_RANGE);
  if (sail) out.sail = sail;
  const boarding = intent.boardingSections ?? 0;
  // 11.3.3 a free crew section; VIII / 36.2.2 no fire while a mast hangs over the side; 38.5 none aground
  const free = crewSections(view, ship.id, { boarding, menInRigging: sail !== undefined }).available;
  const canFire = free > 0 && !ship.mastOverSide && !ship.aground;
  const fire: Partial<Record<Broadside, FireOrder>> = {};
  for (const b of ['L', 'R'] as const) {
    const f = intent.fire[b];
    if (!f.fire || !canFire || !broadsideReady(ship, b)) continue;
    const order: FireOrder = {};
    if (f.targets && f.targets.length) order.target = f.targets.length === 1 ? f.targets[0] : f.targets.slice();
    if (f.aim && f.aim !== 'hull') order.aim = f.aim;
    if (f.asGrape && advanced && loadedAmmo(ship, b) === 'round') order.asGrape = true;
    fire[b] = order;
  }
  if (Object.keys(fire).length) out.fire = fire;
  // 13.1 loads: each empty broadside by doctrine (the engine reloads one a turn)
  const empty = (['L', 'R'] as const).filter((b) => ship.loads && ship.loads[b].ammo === null);
  const firing = (['L', 'R'] as const).filter((b) => fire[b]);
  const toLoad = [...new Set([...empty, ...firing])];
  if (toLoad.length) {
    const ammo = chooseLoad(view, ship, doctrine, intent.situation);
    if (ammo !== 'round') {
      const load: LoadOrder = {};
      for (const b of toLoad) load[b] = ammo;
      out.load = load;
    }
    if (intent.preferLoad) out.load = { ...(out.load ?? {}), prefer: intent.preferLoad };
  }
  if (!out.fire && !out.sail && !out.anchor) {
    const repair = repairOrder(view, ship, plot, toLoad.length > 0);
    if (repair) out.repair = repair;
  }
  return out;
}

/**
 * The orders of a captain that only chooses where to sail: the plot, both broadsides firing at will by the
 * doctrine, full sail beyond `fullSailBeyond` hexes of the nearest enemy (at `range`), and the contact
 * orders of the moment (unfouling, grappling, boarding parties).
 */
export function plainShipOrders(
  view: PlayerView,
  ship: ShipView,
  plot: string,
  range: number,
  fullSailBeyond: number,
  doctrine: AmmoDoctrine,
): ShipOrders {
  return {
    ...shipOrders(
      view,
      ship,
      {
        plot,
        fire: { L: { fire: true }, R: { fire: true } },
        situation: { range, fleeing: false, contact: range <= 1 },
        fullSailBeyond,
      },
      doctrine,
    ),
    ...contactOrders(view, ship, shipRange),
  };
}
