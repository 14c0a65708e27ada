/** The floor of the ladder: a uniformly random legal plot for each ship, sensible defaults elsewhere. */
import { legalPlots, type ShipOrders } from '../src/index.js';
import type { Captain, CaptainEntry } from './captain.js';
import { commandable } from './scripted.js';

export const randomCaptain: CaptainEntry = {
  name: 'random',
  description: 'uniform over legal plots; fires at the closest target, reloads roundshot',
  options: {},
  create(): Captain {
    return {
      name: 'random',
      orders({ view, random }) {
        const ships: Record<string, ShipOrders> = {};
        for (const ship of view.ships) {
          if (!commandable(view, ship)) continue;
          const plots = legalPlots(view, ship.id);
          ships[ship.id] = { plot: plots[Math.floor(random() * plots.length)], fire: { L: {}, R: {} } };
        }
        return { ships };
      },
    };
  },
};
