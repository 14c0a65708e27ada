/** Derived facts about a ship, read from its log (state) and its figures (spec). */
import { BATTLE_SAIL_ALLOWANCE, FULL_SAIL_ALLOWANCE, RIGGING_SECTION_LOSS_EACH } from './tables/movement.js';
import { classGroup, windEffect } from './tables/wind.js';
import { COPPER_BOTTOM } from './tables/special.js';
import { attitude } from './geometry.js';
import {
  QUALITIES,
  type Attitude,
  type Broadside,
  type GameState,
  type GameStatic,
  type LoadState,
  type Quality,
  type ShipBody,
  type ShipSpec,
  type ShipState,
  type SideId,
  type WindState,
} from './types.js';

export function specOf(st: GameStatic, ship: ShipBody): ShipSpec {
  return st.ships[ship.idx];
}

export function shipById(state: GameState, id: string): ShipState | undefined {
  const ships = state.static.ships;
  for (let i = 0; i < ships.length; i++) if (ships[i].id === id) return state.ships[i];
  return undefined;
}

/** 12.4.5 / 12.4.8 the side in control: the prize crew's side on a captured ship. */
export function controllerOf(st: GameStatic, ship: ShipBody): SideId {
  return ship.prize ? ship.prize.side : st.ships[ship.idx].side;
}

export function isAfloat(ship: ShipBody): boolean {
  return ship.onBoard && ship.removed === null;
}

/**
 * 20.3 is the ship at anchor? From the turn after the notation (20.3.2) until the anchor is weighed or cut; "a
 * ship is not considered anchored while up-anchoring" (20.3.6.2). The one answer for the Hit Determination
 * Table's anchored modifier (20.3.5) and the bombs' mortars (42.1 the firer, 42.7 the motionless target).
 */
export function isAnchored(ship: Pick<ShipBody, 'anchor' | 'upAnchorTurns'>): boolean {
  return ship.anchor !== null && ship.upAnchorTurns === 0;
}

export function sum(a: readonly number[]): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i];
  return s;
}

/** Squares of the crew working the ship: the prize crew on a captured ship, else the original crew. */
export function workingCrew(ship: ShipBody): number {
  return ship.prize ? ship.prize.squares : sum(ship.crew);
}

/**
 * 11.4.1.2, 12.4.4, 11.4.2.2 can the ship be sailed and its guns worked? Not when struck (even by a
 * prize crew), doomed to sink or explode (24.3.3), surrendered and not captured, or without crew.
 */
export function isOperational(ship: ShipBody): boolean {
  if (!isAfloat(ship) || ship.doomed !== null) return false;
  if (ship.surrendered) {
    if (!ship.prize || ship.surrendered.cause === 'striking') return false;
  }
  return workingCrew(ship) > 0;
}

/**
 * 13.0, 24.2.3.3 is the broadside loaded and ready to fire (not still loading doubleshot)? From a state or
 * a view; false when the loads are hidden (an enemy's in a view, 7.2.5).
 */
export function broadsideReady(ship: { loads: Readonly<Record<Broadside, LoadState>> | null }, b: Broadside): boolean {
  const load = ship.loads?.[b];
  return load !== undefined && load.ammo !== null && !load.loading;
}

/** 11.1.4.2 may the ship be fired at (by an enemy): afloat, neither struck, surrendered (uncaptured) nor doomed. */
export function isTargetable(t: ShipBody): boolean {
  if (!isAfloat(t) || t.doomed !== null || t.hull <= 0) return false;
  return !(t.surrendered && (!t.prize || t.surrendered.cause === 'striking'));
}

/** The ships this one is fouled or grappled with (8.3.6, 9.1.6), each once: from a state or a view. */
export function linkedShips(board: Pick<GameState, 'fouls' | 'grapples'>, id: string): string[] {
  // no inner helper: this runs for every ship in every movement phase, and a closure per call costs an
  // allocation (and, through tsx, a name-setting call)
  const out: string[] = [];
  for (const f of board.fouls) {
    const other = f.a === id ? f.b : f.b === id ? f.a : null;
    if (other !== null && !out.includes(other)) out.push(other);
  }
  for (const g of board.grapples) {
    const other = g.count <= 0 ? null : g.a === id ? g.b : g.b === id ? g.a : null;
    if (other !== null && !out.includes(other)) out.push(other);
  }
  return out;
}

export function riggingSquares(ship: ShipBody): number {
  return sum(ship.rigging);
}

/** 11.4.4.1 complete rigging sections lost. */
export function riggingSectionsLost(spec: ShipSpec, ship: ShipBody): number {
  let lost = 0;
  for (let i = 0; i < spec.rigging.length; i++) if (spec.rigging[i] > 0 && ship.rigging[i] <= 0) lost++;
  return lost;
}

/** 8.2.5 dismasted: all rigging squares gone. */
export function isDismasted(ship: ShipBody): boolean {
  return riggingSquares(ship) <= 0;
}

export function allGunSquares(ship: ShipBody): number {
  return sum(ship.guns.L) + sum(ship.guns.R) + sum(ship.carronades.L) + sum(ship.carronades.R);
}

/** A movement allowance or a special wind result. */
export interface AllowanceInfo {
  hexes: number;
  /** 18.2.2.3 becalmed: no movement but turning */
  becalmed: boolean;
  /** Wind Effects Table: rowed vessels in gale and storm only drift */
  driftOnly: boolean;
}

/**
 * 7.1.4 / 20.1.1 movement allowance in an attitude: sail speed table, −1 per lost rigging section
 * (11.4.4.1), Advanced wind effects (18.2.2), never below 0 (7.1.17).
 */
export function allowance(
  st: GameStatic,
  ship: ShipState,
  att: Attitude,
  wind: WindState,
  turn: number,
): AllowanceInfo {
  const spec = st.ships[ship.idx];
  const advanced = st.rules.level === 'advanced';
  const table = advanced && ship.fullSail ? FULL_SAIL_ALLOWANCE[spec.fullSail] : BATTLE_SAIL_ALLOWANCE[spec.battleSail];
  let hexes = table ? table[att] : 0;
  // XIV / 40.0 fore-and-aft rigging: one hex every second turn in attitude D
  if (att === 'D' && st.rules.optional.foreAndAftRigging && spec.foreAndAft && turn % 2 === 0) hexes = 1;
  // 41.1.1 / XV.A an uncoppered ship long at sea loses a hex in every attitude under full sails
  if (advanced && ship.fullSail && spec.uncoppered && st.rules.optional.copperBottom)
    hexes += COPPER_BOTTOM.fullSailAllowance;
  hexes += RIGGING_SECTION_LOSS_EACH * riggingSectionsLost(spec, ship);
  let becalmed = false;
  let driftOnly = false;
  if (advanced) {
    const eff = windEffect(wind.velocity, classGroup(spec.shipClass, spec.rowed), att);
    if (typeof eff === 'number') hexes += eff;
    else {
      hexes = 0;
      if (eff === 'MAY_NOT_MOVE') becalmed = true;
      else driftOnly = true;
    }
  }
  if (ship.mastOverSide) hexes -= 1; // VIII / 36.2.2
  if (isDismasted(ship)) hexes = 0;
  return { hexes: Math.max(0, hexes), becalmed, driftOnly };
}

export function shipAttitude(ship: ShipBody, wind: WindState): Attitude {
  return attitude(ship.heading, wind.direction);
}

/** 7.1.1 the movement allowance at the start of the Movement Notation Phase. */
export function movementAllowance(st: GameStatic, ship: ShipState, wind: WindState, turn: number): number {
  return allowance(st, ship, shipAttitude(ship, wind), wind, turn).hexes;
}

/** 12.1.4 the quality of one crew section (transferred squares may have brought a worse one). */
export function sectionQualityOf(ship: ShipBody, section: number): Quality {
  return ship.sectionQuality?.[section] ?? ship.quality;
}

/**
 * 12.1.4 the quality of the ship's crew as a whole, for fire (11.3.1) and morale (critical 7/16 H):
 * the quality most of the crew squares aboard have, ties going to the worse (I-CREW-1). A ship that
 * never took a transfer has its own quality.
 */
export function crewQuality(ship: ShipBody): Quality {
  const q = ship.sectionQuality;
  if (!q) return ship.quality;
  const count = new Map<Quality, number>();
  for (let i = 0; i < ship.crew.length; i++) {
    const k = q[i] ?? ship.quality;
    count.set(k, (count.get(k) ?? 0) + ship.crew[i]);
  }
  let best: Quality = ship.quality;
  let most = -1;
  for (const k of QUALITIES) {
    const n = count.get(k) ?? 0;
    if (n >= most && n > 0) {
      best = k;
      most = n;
    }
  }
  return most < 0 ? ship.quality : best;
}

/** 11.4.2.2 a ship with every crew square gone (a prize crew counts as crew). */
export function hasNoCrew(ship: ShipBody): boolean {
  return !ship.prize && sum(ship.crew) <= 0;
}

/** 7.2.8 is the ship due to enter the board this turn (she plots her entry)? From a state or a view. */
export function isEntering(state: { static: Pick<GameStatic, 'setup'>; turn: number }, ship: ShipBody): boolean {
  const setup = state.static.setup[ship.idx];
  return !ship.onBoard && ship.removed === null && setup.entersOnTurn !== null && setup.entersOnTurn <= state.turn;
}
