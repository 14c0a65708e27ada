/**
 * Command lag (32.0 / IV) for every captain: a ship out of command sails what was written for her on an
 * earlier turn — the captain never tries to change it — and writes the turns now due (`commandLagOf`, the
 * engine's own query). What she writes ahead is the squadron's signal: from where the movement already
 * written will leave her, the plot that ends nearest the nearest enemy, turn after turn. The captains that
 * search see only the written plot among her legal plots (the engine's queries), so they plan within the lag.
 */
import { shipRange } from '../../../src/index.js';
import {
  commandLagOf,
  parsePlot,
  traceSteps,
  type PlayerView,
  type ShipOrders,
  type ShipView,
  type SideOrders,
} from '../../../src/api/wsim.js';
import { enemyShips, plotEndsOf } from './fleet.js';

/** Where a ship stands after sailing a plot (no collisions, no drift), and how the plot ended (20.4.1, 20.4.2). */
function after(ship: ShipView, plot: string): ShipView {
  let steps: ReturnType<typeof parsePlot>;
  try {
    steps = parsePlot(plot);
  } catch {
    return ship;
  }
  const end = traceSteps(ship.bow, ship.heading, steps);
  const last = steps[steps.length - 1];
  return {
    ...ship,
    bow: end.bow,
    heading: end.heading,
    stayedLastPhase: !steps.includes('F'),
    endedWithTurn: last === 'L' || last === 'R',
  };
}

/** The signal for one turn: from this placement, the legal plot ending nearest the nearest enemy (ties: the first). */
function signal(view: PlayerView, ship: ShipView, enemies: readonly ShipView[]): string {
  const board: PlayerView = { ...view, ships: view.ships.map((s) => (s.id === ship.id ? ship : s)) };
  delete board.commandLag; // her plots as if she were free to choose them there
  const ends = plotEndsOf(board, ship.id);
  if (!enemies.length) return ends[0]?.plot ?? '0';
  let best = ends[0];
  let bestRange = Infinity;
  for (const end of ends) {
    let range = Infinity;
    for (const e of enemies) range = Math.min(range, shipRange(end, e));
    if (range < bestRange) {
      bestRange = range;
      best = end;
    }
  }
  return best?.plot ?? '0';
}

/**
 * 32.3 the side's orders within the lag: a ship whose movement this turn was written sails it; the turns due
 * are written ahead (this turn's plot, when due, is the captain's own choice). Unchanged with the rule off.
 */
export function withCommandLag(view: PlayerView, orders: SideOrders): SideOrders {
  if (!view.commandLag) return orders;
  const ships = { ...orders.ships };
  const enemies = enemyShips(view);
  for (const me of view.ships) {
    if (me.controller !== view.side) continue;
    const status = commandLagOf(view, me.id);
    if (!status || status.inCommand) continue;
    const o: ShipOrders = { ...ships[me.id] };
    delete o.ahead;
    const head = status.written[0];
    if (head && head.turn === view.turn) o.plot = head.plot; // never change what was written
    const ahead: string[] = [];
    if (me.onBoard) {
      let at = me;
      for (const w of status.written) at = after(at, w.plot);
      if (!head || head.turn !== view.turn) at = after(at, o.plot ?? '0');
      for (const t of status.due) {
        if (t === view.turn) continue;
        const plot = signal(view, at, enemies);
        ahead.push(plot);
        at = after(at, plot);
      }
    } else for (const t of status.due) if (t !== view.turn) ahead.push(o.plot ?? '0'); // entering: hold her course
    if (ahead.length) o.ahead = ahead;
    ships[me.id] = o;
  }
  return { ...orders, ships };
}
