/**
 * The captains' knowledge of WS&IM behind the system-neutral interface (`types.ts`): what greedy-raker,
 * line-keeper, random and mcts used directly before, wrapped unchanged — the greedy plan (hit tables,
 * ammunition, belief of the enemy's loads, 11.0–14.0 and the optional rules' seamanship), the plain orders
 * of the random captain, WS&IM as a search game (`bots/wsim/searchGame.ts`).
 */
import { shipRange } from '../../src/index.js';
import { isAfloat, type PlayerView, type ShipOrders, type ShipView } from '../../src/api/wsim.js';
import { Belief } from './lib/belief.js';
import { enemyShips, linkedTo, nearestEnemy, operational, ownShips, plotsOf } from './lib/fleet.js';
import { relation } from './lib/geometry.js';
import type { AmmoDoctrine } from '../doctrine.js';
import { plainShipOrders } from './lib/orders.js';
import { startOf } from './greedy/moves.js';
import { exchangeOf } from './greedy/explain.js';
import { greedyPlan } from './greedy/plan.js';
import { WsimSearchGame } from './searchGame.js';
import { searchedBoarding } from './boardingSearch.js';
import { greedyFinish } from './greedy/finish.js';
import { wsimBoarding, wsimPasses } from './passes.js';
import type { CaptainPlan, CaptainRules, FireChoice } from '../rules/types.js';

function shipOf(view: PlayerView, id: string): ShipView {
  const s = view.ships.find((x) => x.id === id);
  if (!s) throw new Error(`unknown ship "${id}"`);
  return s;
}

/** 11.1.4 every broadside at the closest target (the orders' fire without a target list), or at `id` first. */
function redirect(o: ShipOrders, fire: FireChoice): ShipOrders {
  if (fire.kind === 'plan') return o;
  for (const b of ['L', 'R'] as const) {
    const f = o.fire?.[b];
    if (!f) continue;
    delete f.target;
    if (fire.kind === 'target') f.target = fire.id;
  }
  return o;
}

export const wsimCaptainRules: CaptainRules<PlayerView> = {
  system: 'wsim',
  memory: () => new Belief(),
  commanded: (v) => ownShips(v).map((s) => s.id),
  fighting(v) {
    const view = v;
    return {
      all: view.ships.filter(operational).length,
      own: ownShips(view).filter(operational).length,
      enemies: enemyShips(view).length,
    };
  },
  plots: (v, id) => plotsOf(v, id),
  plainOrders(v, id, plot) {
    const view = v;
    const ship = shipOf(view, id);
    const enemy = nearestEnemy(view, ship);
    const range = enemy ? shipRange(ship, enemy) : Infinity;
    return plainShipOrders(view, ship, plot, range, Infinity, 'round');
  },
  bears(from, to) {
    const r = relation(from, to);
    return r.inPlayL || r.inPlayR;
  },
  windTowards: (v) => v.wind.direction,
  linkedFriends(v, id) {
    const view = v;
    return linkedTo(view, id).filter((x) => view.ships.some((s) => s.id === x && s.controller === view.side));
  },
  plan(v, memory, weights): CaptainPlan {
    const view = v;
    const plan = greedyPlan(view, memory as Belief, { ...weights, ammo: weights.ammo as AmmoDoctrine });
    const planned = new Set([...plan.ships.map((p) => p.unit.ship.id), ...plan.idle]);
    const standby: CaptainPlan['standby'] = {};
    for (const s of view.ships)
      if (s.controller === view.side && isAfloat(s) && !planned.has(s.id) && !operational(s))
        standby[s.id] = { plot: '0' };
    return {
      ships: plan.ships.map((p) => ({
        id: p.unit.ship.id,
        at: startOf(p.unit.ship),
        points: p.unit.points,
        choices: p.choices,
      })),
      enemies: plan.enemies.map((e) => {
        const u = e.unit;
        const f = (now: number, full: number) => (full > 0 ? now / full : 1);
        return {
          id: u.ship.id,
          at: startOf(u.ship),
          points: u.points,
          predictions: e.predictions,
          condition: Math.min(f(u.now.hull, u.full.hull), f(u.now.crew, u.full.crew), f(u.now.guns, u.full.guns)),
        };
      }),
      idle: Object.fromEntries(plan.idle.map((id) => [id, { plot: '0' }])),
      standby,
      orders: (i, choice, fire = { kind: 'plan' }) => redirect(plan.orders(plan.ships[i], choice), fire),
      exchange: (i, at) => exchangeOf(plan, plan.ships[i], at),
    };
  },
  searchGame: (v, memory, options) => new WsimSearchGame(v, memory as Belief, options),
  passes: wsimPasses,
  boarding: wsimBoarding,
  searchBoarding: (v, memory, options, random) => searchedBoarding(v, memory as Belief, options, random),
  finishPlan: greedyFinish,
};
