/**
 * `random`: the floor of the ladder. A uniformly random legal plot for each ship; sensible defaults
 * elsewhere: both loaded broadsides fire at the closest target (11.1.4), roundshot reloads, and the
 * shared contact doctrine (defend when fouled or grappled, 12.2.4).
 */
import { legalPlots, shipRange, type ShipOrders, type SideOrders } from '../src/index.js';
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
        if (view.static.system !== 'wsim') return otherSystemOrders(view, random);
        const ships: Record<string, ShipOrders> = {};
        for (const ship of ownShips(view)) {
          const plots = plotsOf(view, ship.id);
          const plot = plots[Math.floor(random() * plots.length)];
          const enemy = nearestEnemy(view, ship);
          const range = enemy ? shipRange(ship, enemy) : Infinity;
          ships[ship.id] = {
            ...shipOrders(
              view,
              ship,
              {
                plot,
                fire: { L: { fire: true }, R: { fire: true } },
                situation: { range, fleeing: false, contact: range <= 1 },
                fullSailBeyond: Infinity,
              },
              'round',
            ),
            ...contactOrders(view, ship, shipRange),
          };
        }
        return { ships };
      },
    };
  },
});

/**
 * Under another rule system (Springelkamp's): a uniformly random legal plot for each ship it commands, and
 * both broadsides at the closest target when they fire. What it reads is system-neutral (legalPlots, the
 * view's ships and their controller); the fire order's shape is Springelkamp's (`target: 'closest'`).
 */
function otherSystemOrders(
  view: { side: string; ships: readonly { id: string; controller?: string }[] },
  random: () => number,
): SideOrders {
  const ships: Record<string, unknown> = {};
  for (const ship of view.ships) {
    if (ship.controller !== view.side) continue;
    const plots = legalPlots(view as never, ship.id);
    ships[ship.id] = {
      plot: plots[Math.floor(random() * plots.length)],
      fire: { L: { target: 'closest' }, R: { target: 'closest' } },
    };
  }
  return { ships } as SideOrders;
}
