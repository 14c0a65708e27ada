/**
 * The scripted policy of `wsim demo` and the benchmark: close with the nearest enemy, keep her in a
 * broadside's field of fire, fire at the closest target, reload roundshot. Deterministic, cheap,
 * and written on the public API only.
 */
import { shipRange } from '../../src/index.js';
import { legalPlotEnds, shipInPlay, type PlayerView, type ShipOrders, type SideOrders } from '../../src/api/wsim.js';
import { defineCaptain } from '../captain.js';
import { commandable, nearestEnemy } from './lib/fleet.js';

export { commandable, nearestEnemy };

/** Orders for one side, from its view. */
export function scriptedSideOrders(view: PlayerView): SideOrders {
  const ships: Record<string, ShipOrders> = {};
  for (const ship of view.ships) {
    if (!commandable(view, ship)) continue;
    const enemy = nearestEnemy(view, ship);
    const orders: ShipOrders = { plot: '0' };
    if (enemy) {
      let bestPlot = '0';
      let bestScore = -Infinity;
      for (const end of legalPlotEnds(view, ship.id)) {
        const plot = end.plot;
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
    }
    ships[ship.id] = orders;
  }
  return { ships };
}

export const scriptedCaptain = defineCaptain({
  name: 'scripted',
  description:
    'close with the nearest enemy, keep her under a broadside, fire, reload roundshot (the demo and benchmark policy)',
  options: {},
  // `wsim demo`'s policy reads WS&IM's loads and allowance: it refuses another rule system in one line
  systems: ['wsim'],
  create() {
    return { orders: (ctx) => scriptedSideOrders(ctx.view), boarding: null }; // no boarding word: the demo's policy
  },
});
