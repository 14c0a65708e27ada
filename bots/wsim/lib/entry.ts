/**
 * Entering the board and the approach (7.2.8; 13.5 Design Your Own: ships entering from the corners). A ship
 * due to enter is off the board until the first forward step of her plot brings her bow onto her entry hex;
 * a plot with no forward step leaves her off the board, out of the action. Captains plan the ships on the
 * board against the enemy on the board, and weigh a distant enemy by a pull or not at all (line-keeper's
 * flagship weighs the weather gage first: two such fleets that had entered at opposite corners manoeuvred
 * for it some 20 hexes apart and never met). This module, applied to every captain's orders by
 * defineCaptain, acts only in a game whose ships enter the board (a scenario with `entersOnTurn`): a game
 * without them gets the captain's orders untouched.
 * - Entry: an entering ship whose plot would leave her off the board gets the legal entering plot that ends
 *   nearest her objective — the nearest enemy on the board, else the nearest entry hex of the enemy still
 *   to enter (where they will appear) — on the drawn board, clear of the hexes her friends take, not in
 *   irons. One that cannot enter at all (no way on her entry heading: light airs, Advanced Game 18.2.2)
 *   makes full sail off the board (20.1.5) to enter next turn.
 * - Approach: an undamaged ship that has entered, with every enemy farther than APPROACH_RANGE (two hexes
 *   beyond gun range) or none on the board yet, keeps her captain's plot when it closes on the objective at
 *   least half as well as the best closing plot (APPROACH_SHARE), else gets the closing plot. Within that
 *   range, or once hurt, her captain decides alone.
 */
import { hexDistance, sternOf, toOffset, type Hex, type Placement } from '../../../src/index.js';
import {
  attitude,
  canonicalPlot,
  MAX_FIRING_RANGE,
  parsePlot,
  type PlayerView,
  type PlotEnd,
  type ShipOrders,
  type ShipView,
  type SideOrders,
} from '../../../src/api/wsim.js';
import { commandable, isTarget, operational, plotEndsOf, specOfView, sumOf } from './fleet.js';
import { hexKeyOf } from '../../placement.js';
import { rangeOf } from './geometry.js';
import { shipOrders } from './orders.js';
import { Closing, speedsOf } from './sailing.js';

/** Beyond this range from every enemy a ship is still approaching: two hexes beyond gun range (11.2, 10 hexes). */
export const APPROACH_RANGE = MAX_FIRING_RANGE + 2;
/** A captain's plot is kept on the approach when it gains at least this share of the best closing plot's gain. */
export const APPROACH_SHARE = 0.5;

/** Does any ship of this game enter the board (7.2.8)? Entry and approach act only then. */
export function isEntryGame(view: PlayerView): boolean {
  return view.static.system === 'wsim' && view.static.setup.some((s) => s.entersOnTurn !== null);
}

/** Is this our ship, due to enter the board this turn and not on it yet (7.2.8)? */
export function isEnteringShip(view: PlayerView, ship: ShipView): boolean {
  return view.static.system === 'wsim' && !ship.onBoard && commandable(view, ship);
}

/** Does the plot bring an entering ship onto the board (7.2.8: her first step a forward one)? */
export function entersBoard(plot: string): boolean {
  try {
    return parsePlot(plot)[0] === 'F';
  } catch {
    return false;
  }
}

/**
 * Where a ship entering or approaching is heading for: the nearest enemy on the board, else the nearest
 * entry of an enemy still to enter (her entry hex and heading: where she will appear).
 */
export function entryObjective(view: PlayerView, ship: ShipView): Placement | null {
  const at: Placement = { bow: ship.bow, heading: ship.heading };
  let best: Placement | null = null;
  let bestRange = Infinity;
  const consider = (p: Placement, range: number) => {
    if (range < bestRange) {
      bestRange = range;
      best = p;
    }
  };
  for (const other of view.ships) if (isTarget(view, other)) consider(other, rangeOf(at, other));
  if (best) return best;
  for (const other of view.ships) {
    if (other.controller === view.side || other.onBoard || other.removed) continue;
    consider({ bow: other.bow, heading: other.heading }, hexDistance(ship.bow, other.bow));
  }
  return best;
}

function onDrawnBoard(view: PlayerView, h: Hex): boolean {
  const { col, row } = toOffset(h);
  return col >= 0 && row >= 0 && col < view.static.map.columns && row < view.static.map.rows;
}

/** Weights of the entry and approach choice: hexes to the objective dominate; then the board, friends' hexes, irons. */
const OFF_BOARD = 3;
const FRIEND_HEX = 20;
const IN_IRONS = 10;

/**
 * How well a placement serves the objective (lower is better): her range to it as a pursuer counts it (the
 * range, plus what turning onto the heading that closes fastest costs: lib/sailing's Closing), penalised off
 * the drawn board, on a hex a friend takes (8.3) or in irons (7.1.3).
 */
function scoreAt(view: PlayerView, p: Placement, goal: Closing, taken: ReadonlySet<number>): number {
  let score = goal.rangeFrom(p);
  if (!onDrawnBoard(view, p.bow)) score += OFF_BOARD;
  if (taken.has(hexKeyOf(p.bow)) || taken.has(hexKeyOf(sternOf(p)))) score += FRIEND_HEX;
  if (attitude(p.heading, view.wind.direction) === 'D') score += IN_IRONS;
  return score;
}

/** The end that serves the objective best (scoreAt); on a tie the first of the engine's list (the longer move). */
function towards(
  view: PlayerView,
  ends: readonly PlotEnd[],
  goal: Closing,
  taken: ReadonlySet<number>,
): { end: PlotEnd; score: number } | null {
  let best: { end: PlotEnd; score: number } | null = null;
  for (const e of ends) {
    const score = scoreAt(view, e, goal, taken);
    if (!best || score < best.score) best = { end: e, score };
  }
  return best;
}

/**
 * The entering plot for a ship (null when no legal plot enters: her entry heading is in irons this turn,
 * 7.1.3): the end nearest the objective (see `towards`).
 */
export function entryPlot(view: PlayerView, ship: ShipView, taken: ReadonlySet<number>): PlotEnd | null {
  const ends = plotEndsOf(view, ship.id).filter((e) => entersBoard(e.plot));
  const goal = entryObjective(view, ship);
  // no enemy at all (a side alone): the longest entering move
  if (!goal)
    return ends.reduce<PlotEnd | null>(
      (a, e) => (!a || parsePlot(e.plot).length > parsePlot(a.plot).length ? e : a),
      null,
    );
  return towards(view, ends, closingOn(view, ship, goal), taken)?.end ?? null;
}

/** The pursuit of an objective by this ship (her allowance by attitude, the wind, her turning). */
function closingOn(view: PlayerView, ship: ShipView, objective: Placement): Closing {
  return new Closing(objective, speedsOf(view, ship), view.wind.direction, ship.turning);
}

/** Not a square lost: hull, crew, guns, carronades and rigging as she came in. */
function undamaged(view: PlayerView, ship: ShipView): boolean {
  const spec = specOfView(view, ship);
  const all = (x: { L: readonly number[]; R: readonly number[] }) => sumOf(x.L) + sumOf(x.R);
  return (
    ship.hull >= spec.hull &&
    sumOf(ship.crew) >= sumOf(spec.crew) &&
    sumOf(ship.rigging) >= sumOf(spec.rigging) &&
    all(ship.guns) + all(ship.carronades) >= all(spec.guns) + all(spec.carronades)
  );
}

/** Is this ship of ours still approaching: on the board, fit and undamaged, every enemy beyond APPROACH_RANGE? */
export function isApproaching(view: PlayerView, ship: ShipView): boolean {
  if (ship.controller !== view.side || !operational(ship) || !undamaged(view, ship)) return false;
  return !view.ships.some((o) => isTarget(view, o) && rangeOf(ship, o) <= APPROACH_RANGE);
}

/** Standard orders of a ship sailing a plot out of action (no fire; the captain's load order kept, 13.5). */
function sailOnly(view: PlayerView, ship: ShipView, plot: string, given: ShipOrders | undefined): ShipOrders {
  const out = shipOrders(
    view,
    ship,
    {
      plot,
      fire: { L: { fire: false }, R: { fire: false } },
      situation: { range: Infinity, fleeing: false, contact: false },
    },
    'round',
  );
  return { ...out, ...(given?.load ? { load: given.load } : {}) };
}

/** The end a ship's ordered plot leaves her at (the engine's legal ends; null for a plot not among them). */
function endOf(ends: readonly PlotEnd[], plot: string | undefined): PlotEnd | null {
  if (plot === undefined) return null;
  let text: string;
  try {
    text = canonicalPlot(String(plot));
  } catch {
    return null;
  }
  return ends.find((e) => e.plot === text) ?? null;
}

/**
 * The side's orders with its entering ships sailed in and its approaching ships closing (see the module
 * comment). Orders of other ships are untouched; a game without entering ships gets the orders as they are.
 */
export function withEntry(view: PlayerView, orders: SideOrders): SideOrders {
  if (!isEntryGame(view)) return orders;
  const ships: Record<string, ShipOrders> = { ...orders.ships };
  const mine = view.ships.filter(
    (s) => s.controller === view.side && !s.removed && (s.onBoard || commandable(view, s)),
  );
  const ends = new Map(mine.map((s) => [s.id, plotEndsOf(view, s.id)]));
  // where each ship's ordered plot leaves her (her place now when the plot is not a legal one)
  const at = new Map<string, Placement | null>();
  for (const s of mine) {
    const end = endOf(ends.get(s.id)!, ships[s.id]?.plot);
    at.set(s.id, end ?? (s.onBoard ? { bow: s.bow, heading: s.heading } : null));
  }
  const takenBy = (id: string) => {
    const taken = new Set<number>();
    for (const [other, p] of at) {
      if (other === id || !p) continue;
      taken.add(hexKeyOf(p.bow));
      taken.add(hexKeyOf(sternOf(p)));
    }
    return taken;
  };
  for (const ship of mine) {
    const given = ships[ship.id];
    if (isEnteringShip(view, ship)) {
      if (given?.plot !== undefined && entersBoard(String(given.plot))) continue;
      const end = entryPlot(view, ship, takenBy(ship.id));
      if (!end) {
        // no hex of way on her entry heading (light airs, 18.2.2): make full sail off the board (20.1.5)
        if (view.static.rules.level === 'advanced' && !ship.fullSail && given?.sail === undefined)
          ships[ship.id] = { ...given, plot: '0', sail: 'FS' };
        continue;
      }
      at.set(ship.id, end);
      ships[ship.id] = sailOnly(view, ship, end.plot, given);
    } else if (isApproaching(view, ship)) {
      const objective = entryObjective(view, ship);
      if (!objective) continue;
      const goal = closingOn(view, ship, objective);
      const taken = takenBy(ship.id);
      const best = towards(view, ends.get(ship.id)!, goal, taken);
      if (!best) continue;
      // the gain of a plot: how much nearer than staying where she is (plot "0") it brings her
      const stay = scoreAt(view, { bow: ship.bow, heading: ship.heading }, goal, taken);
      const own = at.get(ship.id);
      if (own && stay - scoreAt(view, own, goal, taken) >= APPROACH_SHARE * (stay - best.score)) continue;
      at.set(ship.id, best.end);
      ships[ship.id] = sailOnly(view, ship, best.end.plot, given);
    }
  }
  return { ...orders, ships };
}
