/**
 * The scripted policy of `wsim demo` and the benchmark: close with the nearest enemy, keep her in a
 * broadside's field of fire, fire at the closest target, reload roundshot. Deterministic, cheap,
 * and written on the public API only.
 */
import {
  legalPlots, parsePlot, traceSteps, shipRange, shipInPlay, isOperational,
  type OrdersBySide, type PlayerView, type ShipOrders, type ShipView, type GameState,
} from '../src/index.js';

function nearestEnemy(view: PlayerView, ship: ShipView): ShipView | null {
  let best: ShipView | null = null;
  let bestRange = Infinity;
  for (const other of view.ships) {
    if (other.controller === view.side || !other.onBoard || other.removed || other.surrendered) continue;
    const r = shipRange(ship, other);
    if (r < bestRange) {
      bestRange = r;
      best = other;
    }
  }
  return best;
}

/** Orders for one side. `state` is used only for legalPlots (which needs the ship's log). */
export function scriptedOrders(state: GameState, view: PlayerView): OrdersBySide {
  const ships: Record<string, ShipOrders> = {};
  for (const ship of view.ships) {
    if (ship.controller !== view.side || ship.removed) continue;
    if (!isOperational(ship as never)) continue;
    const enemy = nearestEnemy(view, ship);
    const orders: ShipOrders = { fire: { L: {}, R: {} } };
    if (enemy) {
      let bestPlot = '0';
      let bestScore = -Infinity;
      for (const plot of legalPlots(state, ship.id)) {
        const end = traceSteps(ship.bow, ship.heading, parsePlot(plot));
        const r = shipRange(end, enemy);
        const bearing = shipInPlay(end, 'L', enemy) || shipInPlay(end, 'R', enemy);
        const score = -Math.abs(r - 2) * 10 + (bearing ? 6 : 0) - plot.length * 0.01;
        if (score > bestScore) {
          bestScore = score;
          bestPlot = plot;
        }
      }
      orders.plot = bestPlot;
      orders.fire = { L: { target: enemy.id }, R: { target: enemy.id } };
    } else orders.plot = '0';
    ships[ship.id] = orders;
  }
  return { [view.side]: { ships } };
}
