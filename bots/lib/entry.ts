/**
 * Entering the board (7.2.8; 13.5 Design Your Own: ships entering from the corners). A ship due to enter is
 * off the board until the first forward step of her plot brings her bow onto her entry hex; a plot with
 * no forward step leaves her off the board, out of the action. Every captain plans the ships on the
 * board against the enemy on the board; this module, applied to every captain's orders by defineCaptain,
 * sails in each entering ship whose plot would leave her off the board: the legal entering plot that ends
 * nearest her objective — the nearest enemy on the board, else the nearest entry hex of the enemy still
 * to enter (where they will appear) — on the drawn board, clear of the hexes her friends take, not in irons.
 * It acts on entering ships only: a game without them gets the captain's orders untouched.
 */
import {
  attitude,
  hexDistance,
  parsePlot,
  sternOf,
  toOffset,
  type Hex,
  type Placement,
  type PlayerView,
  type PlotEnd,
  type ShipOrders,
  type ShipView,
  type SideOrders,
} from '../../src/index.js';
import { commandable, isTarget, plotEndsOf } from './fleet.js';
import { hexKeyOf, rangeOf } from './geometry.js';
import { shipOrders } from './orders.js';

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

/** Where an entering ship is heading for: the nearest enemy on the board, else the nearest enemy entry hex. */
export function entryObjective(view: PlayerView, ship: ShipView): Hex | null {
  const at: Placement = { bow: ship.bow, heading: ship.heading };
  let best: Hex | null = null;
  let bestRange = Infinity;
  const consider = (h: Hex, range: number) => {
    if (range < bestRange) {
      bestRange = range;
      best = h;
    }
  };
  for (const other of view.ships) if (isTarget(view, other)) consider(other.bow, rangeOf(at, other));
  if (best) return best;
  for (const other of view.ships) {
    if (other.controller === view.side || other.onBoard || other.removed) continue;
    consider(other.bow, hexDistance(ship.bow, other.bow));
  }
  return best;
}

function onDrawnBoard(view: PlayerView, h: Hex): boolean {
  const { col, row } = toOffset(h);
  return col >= 0 && row >= 0 && col < view.static.map.columns && row < view.static.map.rows;
}

/** Weights of the entry choice: hexes to the objective dominate; then the board, friends' hexes, irons. */
const OFF_BOARD = 3;
const FRIEND_HEX = 20;
const IN_IRONS = 10;

/**
 * The entering plot for a ship (null when no legal plot enters: her entry heading is in irons this turn,
 * 7.1.3): the end nearest the objective, penalised off the drawn board, on a hex a friend takes (8.3) or
 * in irons; on a tie the longer move (the first of the engine's list).
 */
export function entryPlot(view: PlayerView, ship: ShipView, taken: ReadonlySet<number>): PlotEnd | null {
  const ends = plotEndsOf(view, ship.id).filter((e) => entersBoard(e.plot));
  if (!ends.length) return null;
  const goal = entryObjective(view, ship);
  let best: PlotEnd | null = null;
  let bestScore = Infinity;
  for (const e of ends) {
    const stern = sternOf(e);
    let score = goal ? Math.min(hexDistance(e.bow, goal), hexDistance(stern, goal)) : -parsePlot(e.plot).length;
    if (!onDrawnBoard(view, e.bow)) score += OFF_BOARD;
    if (taken.has(hexKeyOf(e.bow)) || taken.has(hexKeyOf(stern))) score += FRIEND_HEX;
    if (attitude(e.heading, view.wind.direction) === 'D') score += IN_IRONS;
    if (score < bestScore) {
      bestScore = score;
      best = e;
    }
  }
  return best;
}

/**
 * Every entering ship of the side sails in (7.2.8): a ship whose ordered plot enters keeps her orders; one
 * whose plot would leave her off the board gets the entering plot (entryPlot) and the standard orders for
 * it (no fire: she is not on the board before she moves; the captain's load order kept, 13.5). Other ships'
 * orders are untouched; without entering ships the orders are returned as they are.
 */
export function withEntry(view: PlayerView, orders: SideOrders): SideOrders {
  if (view.static.system !== 'wsim') return orders;
  const entering = view.ships.filter((s) => isEnteringShip(view, s));
  if (!entering.length) return orders;
  const ships: Record<string, ShipOrders> = { ...orders.ships };
  const taken = new Set<number>();
  for (const s of view.ships) {
    if (s.controller !== view.side || !s.onBoard || s.removed) continue;
    taken.add(hexKeyOf(s.bow));
    taken.add(hexKeyOf(sternOf(s)));
  }
  for (const ship of entering) {
    const given = ships[ship.id];
    if (given?.plot !== undefined && entersBoard(String(given.plot))) continue;
    const end = entryPlot(view, ship, taken);
    if (!end) continue;
    taken.add(hexKeyOf(end.bow));
    taken.add(hexKeyOf(sternOf(end)));
    const entry = shipOrders(
      view,
      ship,
      {
        plot: end.plot,
        fire: { L: { fire: false }, R: { fire: false } },
        situation: { range: Infinity, fleeing: false, contact: false },
      },
      'round',
    );
    ships[ship.id] = { ...entry, ...(given?.load ? { load: given.load } : {}) };
  }
  return { ...orders, ships };
}
