/**
 * The captains' knowledge of Springelkamp's sail rules behind the system-neutral interface (`types.ts`), from
 * the side's view through the public API: legal plots and where they end (legalPlots, sprPlotEnds), the
 * fields of fire (spr.canBear), the one-ply plan by expected damage (`sprPlan.ts`, sprShotEstimates) and the
 * game as a search game (`bots/springelkamp/searchGame.ts`). No choice of ammunition (Fire Combat: Note on Loading the
 * Guns), no hidden loads: the captain's memory keeps nothing.
 */
import { legalPlots } from '../../src/index.js';
import * as spr from '../../src/api/springelkamp.js';
import { SprSearchGame } from './searchGame.js';
import { SprPlanner, sailing } from './plan.js';
import type { CaptainRules } from '../rules/types.js';

export const springelkampCaptainRules: CaptainRules<spr.View> = {
  system: 'springelkamp',
  memory: () => ({ update() {} }),
  commanded: (v) => v.ships.filter((s) => s.controller === v.side).map((s) => s.id),
  fighting(v) {
    const ships = v.ships;
    const own = ships.filter((s) => s.controller === v.side && sailing(s)).length;
    return {
      all: ships.filter(sailing).length,
      own,
      enemies: ships.filter((s) => s.controller !== v.side && !s.struck).length,
    };
  },
  plots: (v, id) => legalPlots(v, id),
  plainOrders(v, id, plot) {
    const ship = v.ships.find((s) => s.id === id);
    // Prize Crews: "may only navigate, not fire"; a struck ship no longer fights
    if (!ship || ship.struck || ship.prizeCrew) return { plot };
    return { plot, fire: { L: { target: 'closest' }, R: { target: 'closest' } } };
  },
  bears: (from, to) => spr.canBear(from, to),
  windTowards: (v) => v.static.wind,
  linkedFriends(v, id) {
    const view = v;
    const out: string[] = [];
    for (const l of [...view.fouls, ...view.grapples]) {
      const other = l.a === id ? l.b : l.b === id ? l.a : null;
      if (other && view.ships.some((s) => s.id === other && s.controller === view.side && sailing(s))) out.push(other);
    }
    return out;
  },
  plan: (v, _memory, weights) => new SprPlanner(v, weights).plan(),
  searchGame: (v, _memory, options) => new SprSearchGame(v, options),
};
