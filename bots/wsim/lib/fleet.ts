/**
 * What a captain reads from its player view: its own ships, the enemy, the ship figures, and the
 * legal plots of any ship — all from the view, nothing hidden.
 *
 * Rules come from the engine's public API: operational (isOperational), a valid target
 * (isTargetable), the ships entering this turn (isEntering, 7.2.8), fouled and grappled links
 * (linkedShips), legal plots (legalPlots, legalPlotEnds); the crew sections free to fire are the
 * engine's crewSections (11.3.3). Captain doctrine, not rules: which ships are "ours" and "the
 * enemy" for planning, the nearest enemy.
 */
import { legalPlots, shipRange } from '../../../src/index.js';
import {
  isEntering,
  isOperational,
  isTargetable,
  legalPlotEnds,
  linkedShips,
  plotGrounds,
  type PlotEnd,
  type PlayerView,
  type ShipSpec,
  type ShipView,
} from '../../../src/api/wsim.js';

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
  return ship.onBoard || isEntering(view, ship);
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

/** The ships this one is fouled or grappled with (8.3.6, 9.1.6): the engine's linkedShips. */
export function linkedTo(view: PlayerView, shipId: string): string[] {
  return linkedShips(view, shipId);
}
