/**
 * What a captain reads from its player view: its own ships, the enemy, the ship figures, crew
 * sections free to fire, and the legal plots of any ship — all from the view, nothing hidden.
 *
 * Rules come from the engine's public API: operational (isOperational), a valid target
 * (isTargetable), fouled and grappled links (linkedShips), legal plots (legalPlots, legalPlotEnds).
 * Captain doctrine, not rules: which ships are "ours" and "the enemy" for planning, the nearest
 * enemy. Two rules are restated here because the public API does not answer them: the ships due
 * to enter this turn (7.2.8, the engine's movement notation) and the crew sections free to fire
 * (11.3.3, the engine's crew count of the Combat Phase, which checkFire uses but the API does not
 * export); tests/bots/rulesAgree.test.ts holds the count to checkFire's refusals.
 */
import {
  isOperational,
  isTargetable,
  legalPlotEnds,
  legalPlots,
  linkedShips,
  plotGrounds,
  shipRange,
  type PlotEnd,
  type PlayerView,
  type ShipSpec,
  type ShipView,
} from '../../src/index.js';

/** The ship's figures (the engine's specOf takes a state's static description, not a view's). */
export function specOfView(view: PlayerView, ship: ShipView): ShipSpec {
  return view.static.ships[ship.idx];
}

export function sumOf(a: readonly number[]): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i];
  return s;
}

/** Is this ship ours to command this turn (on the board, or entering it now, 7.2.8)? */
export function commandable(view: PlayerView, ship: ShipView): boolean {
  if (ship.controller !== view.side || ship.removed) return false;
  const setup = view.static.setup[ship.idx];
  return ship.onBoard || (setup.entersOnTurn !== null && setup.entersOnTurn <= view.turn);
}

/** 11.4.1.2, 12.4.4 can the ship be sailed and fought? The engine's own predicate (view-safe). */
export const operational: (ship: ShipView) => boolean = isOperational;

/** 11.1.4.2 an enemy ship that may be fired at: the engine's isTargetable, of a ship the viewer does not control. */
export function isTarget(view: PlayerView, ship: ShipView): boolean {
  return ship.controller !== view.side && isTargetable(ship);
}

/** Our ships to command this turn that can act (operational or entering). */
export function ownShips(view: PlayerView): ShipView[] {
  return view.ships.filter((s) => commandable(view, s));
}

/** Enemy ships that can still be fought. */
export function enemyShips(view: PlayerView): ShipView[] {
  return view.ships.filter((s) => isTarget(view, s));
}

export function nearestEnemy(view: PlayerView, ship: ShipView): ShipView | null {
  let best: ShipView | null = null;
  let bestRange = Infinity;
  for (const other of view.ships) {
    if (!isTarget(view, other)) continue;
    const r = shipRange(ship, other);
    if (r < bestRange) {
      bestRange = r;
      best = other;
    }
  }
  return best;
}

/** Every legal plot of a ship (own or enemy) this turn (the engine reads the view as a board, no copy). */
export function plotsOf(view: PlayerView, shipId: string): string[] {
  return legalPlots(view, shipId);
}

/**
 * Every legal plot of a ship with the placement it leaves her at (no collisions, no drift). With running
 * aground in play (38.0), the plots that would take her onto a shoal her side knows are left out unless
 * every plot does: a captain never runs aground when another plot keeps her afloat.
 */
export function plotEndsOf(view: PlayerView, shipId: string): PlotEnd[] {
  const ends = legalPlotEnds(view, shipId);
  if (!view.static.rules.optional?.runningAground || !(view.shoals ?? view.static.map.shoals)?.length) return ends;
  const afloat = ends.filter((e) => !plotGrounds(view, shipId, e.plot));
  return afloat.length ? afloat : ends;
}

/** Sections of this ship engaged in melees carried over from earlier turns (12.3.4; restated with freeCrewSections). */
export function sectionsInMelee(view: PlayerView, shipId: string): Set<number> {
  const busy = new Set<number>();
  for (const m of view.melees)
    for (const p of [...m.attackers, ...m.defenders]) if (p.ship === shipId) p.sections.forEach((s) => busy.add(s));
  return busy;
}

/**
 * Crew sections free to fight a broadside at combat time (11.3.3, 24.5, critical 12 H; restated: the
 * API has no such count, see the module comment), counting
 * `boarding` sections sent in parties this turn and the men in the rigging of a sail change. A lower
 * bound of the engine's count: melees that end before combat only free sections.
 */
export function freeCrewSections(view: PlayerView, ship: ShipView, boarding = 0, menInRigging = false): number {
  if (ship.prize) return ship.prize.squares > 0 && boarding === 0 ? 1 : 0;
  const spec = specOfView(view, ship);
  const busy = sectionsInMelee(view, ship.id);
  let available = 0;
  for (let i = 0; i < spec.crew.length; i++) if (spec.crew[i] > 0 && ship.crew[i] > 0 && !busy.has(i)) available++;
  available -= boarding;
  const extra = Math.min(Math.max(0, available), ship.waterlineSections + (menInRigging ? 1 : 0));
  return Math.max(0, available - extra);
}

/** Crew sections down for the HDT (11.3.3): wiped out, boarding, in melee, at the pumps, in the rigging. */
export function crewSectionsDown(view: PlayerView, ship: ShipView, boarding = 0, menInRigging = false): number {
  if (ship.prize) return 0;
  const spec = specOfView(view, ship);
  let sections = 0;
  for (let i = 0; i < spec.crew.length; i++) if (spec.crew[i] > 0) sections++;
  return Math.max(0, sections - freeCrewSections(view, ship, boarding, menInRigging));
}

/** The ships this one is fouled or grappled with (8.3.6, 9.1.6): the engine's linkedShips. */
export function linkedTo(view: PlayerView, shipId: string): string[] {
  return linkedShips(view, shipId);
}
