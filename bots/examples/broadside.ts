import { asSystem, shipRange } from '../../src/index.js';
import { legalPlotEnds, shipInPlay, type SideOrders } from '../../src/api/wsim.js';
import { registerCaptain, type CaptainEntry } from '../index.js';

/** Close to the preferred range of the nearest enemy with her under a broadside; fire when loaded. */
export const broadsideCaptain: CaptainEntry = {
  name: 'broadside',
  description: 'closes with the nearest enemy and keeps her under a broadside',
  options: { range: { default: 2, description: 'preferred range in hexes' } },
  create: (options) => ({
    name: 'broadside',
    orders(ctx): SideOrders {
      const view = asSystem(ctx.view, 'wsim', 'the broadside captain'); // WS&IM's loads and plot ends
      const ships: SideOrders['ships'] = {};
      const enemies = view.ships.filter((s) => s.controller !== view.side && s.onBoard && !s.removed && !s.surrendered);
      for (const ship of view.ships.filter((s) => s.controller === view.side && s.onBoard && !s.removed)) {
        const foe = [...enemies].sort((a, b) => shipRange(ship, a) - shipRange(ship, b))[0];
        const score = (end: Parameters<typeof shipRange>[0]) => -Math.abs(shipRange(end, foe) - Number(options.range)) + (shipInPlay(end, 'L', foe) || shipInPlay(end, 'R', foe) ? 1 : 0);
        const best = foe ? legalPlotEnds(view, ship.id).reduce((a, b) => (score(b) > score(a) ? b : a)) : { plot: '0' };
        const fire = Object.fromEntries((['L', 'R'] as const).filter((b) => ship.loads?.[b].ammo && !ship.loads[b].loading).map((b) => [b, {}]));
        ships[ship.id] = { plot: best.plot, fire };
      }
      return { ships };
    },
  }),
};

registerCaptain(broadsideCaptain);
