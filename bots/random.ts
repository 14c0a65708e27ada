/**
 * `random`: the floor of the ladder. A uniformly random legal plot for each ship; sensible defaults
 * elsewhere: both loaded broadsides fire at the closest target (11.1.4), roundshot reloads, and the
 * shared contact doctrine (defend when fouled or grappled, 12.2.4).
 */
import { shipRange, type ShipOrders } from '../src/index.js';
import { defineCaptain } from './captain.js';
import { contactOrders } from './lib/contact.js';
import { nearestEnemy, ownShips, plotsOf } from './lib/fleet.js';
import { shipOrders } from './lib/orders.js';

export const randomCaptain = defineCaptain({
  name: 'random',
  description: 'uniform over legal plots; fires at the closest target, reloads roundshot, defends when boarded',
  options: {},
  create() {
    return {
      orders({ view, random }) {
        const ships: Record<string, ShipOrders> = {};
        for (const ship of ownShips(view)) {
          const plots = plotsOf(view, ship.id);
          const plot = plots[Math.floor(random() * plots.length)];
          const enemy = nearestEnemy(view, ship);
          const range = enemy ? shipRange(ship, enemy) : Infinity;
          ships[ship.id] = {
            ...shipOrders(view, ship, {
              plot,
              fire: { L: { fire: true }, R: { fire: true } },
              situation: { range, fleeing: false, contact: range <= 1 },
              fullSailBeyond: Infinity,
            }, 'round'),
            ...contactOrders(view, ship, shipRange),
          };
        }
        return { ships };
      },
    };
  },
});
