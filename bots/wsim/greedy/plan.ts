/**
 * A side's greedy plan: every ship's plots scored, ships planned in order around the hexes their
 * friends will take (8.3), and the complete orders of a ship for any of its choices.
 */
import { shipRange, type Broadside, type Placement } from '../../../src/index.js';
import { type PlayerView, type ShipOrders, type SideOrders } from '../../../src/api/wsim.js';
import type { Belief } from '../lib/belief.js';
import { contactOrders } from '../lib/contact.js';
import { arenaOf, unitOf, type Arena, type Unit } from '../lib/engagement.js';
import { enemyShips, operational, ownShips } from '../lib/fleet.js';
import { rangeOf, relation } from '../lib/geometry.js';
import { boardingDoctrine, type AmmoDoctrine, type BoardingDoctrine } from '../../doctrine.js';
import { shipOrders, type ShipIntent } from '../lib/orders.js';
import { fireIntents } from './fire.js';
import { withMortarWork } from './mortars.js';
import { misjudgedPredictions } from '../../greedy/misjudge.js';
import { occupied } from '../../placement.js';
import { byScore } from './moves.js';
import type { GreedyOptions } from '../../greedy/options.js';
import { predictEnemy, type EnemyModel } from './predict.js';
import { scorePlots, type Choice } from './score.js';

export interface ShipPlan {
  unit: Unit;
  /** every legal plot, best first */
  choices: Choice[];
}

export interface SidePlan {
  arena: Arena;
  enemies: EnemyModel[];
  ships: ShipPlan[];
  /** ships to order that cannot act (plot "0") */
  idle: string[];
  /** complete orders of a ship for one of its choices */
  orders(plan: ShipPlan, choice: Choice): ShipOrders;
}

/**
 * Score every ship's plots for a side. Ships are planned in order, each avoiding the hexes the
 * best plots of the ships before it will occupy (8.3). With `perPlacement`, a ship's choices are one plot a
 * placement (scorePlots): the best choice, and so the plan, are the same.
 */
export function greedyPlan(view: PlayerView, belief: Belief, options: GreedyOptions, perPlacement = false): SidePlan {
  const arena = arenaOf(view);
  const mine = ownShips(view);
  const ours = mine.filter(operational).map((s) => unitOf(view, s, belief));
  const enemies: EnemyModel[] = enemyShips(view).map((s) => {
    const unit = unitOf(view, s, belief);
    const predictions = predictEnemy(view, arena, unit, ours, belief, options);
    // a weaker captain's misjudged range (misjudge.ts): she is thought nearer or farther than she will be
    const error = options.misjudge?.range[s.id] ?? 0;
    const from = error ? nearestUnit(ours, s) : null;
    return { unit, predictions: from ? misjudgedPredictions(predictions, from.ship, error) : predictions };
  });
  const taken = new Set<number>();
  const ships: ShipPlan[] = [];
  for (const me of ours) {
    const choices = byScore(scorePlots(view, arena, me, enemies, taken, options, perPlacement));
    for (const k of occupied(choices[0].at)) taken.add(k);
    ships.push({ unit: me, choices });
  }
  const planned = new Set(ours.map((u) => u.ship.id));
  return {
    arena,
    enemies,
    ships,
    idle: mine.filter((s) => !planned.has(s.id)).map((s) => s.id),
    orders: (plan, choice) =>
      greedyShipOrders(
        view,
        arena,
        plan.unit,
        choice,
        enemies,
        options.ammo,
        options.keepInitial > 0,
        boardingDoctrine(options),
      ),
  };
}

/** The unit of ours nearest a ship (null: none). */
function nearestUnit(ours: readonly Unit[], ship: Placement): Unit | null {
  let best: Unit | null = null;
  for (const u of ours) if (!best || rangeOf(u.ship, ship) < rangeOf(best.ship, ship)) best = u;
  return best;
}

/** Greedy orders for a whole side: every ship's best plot. */
export function greedySideOrders(view: PlayerView, belief: Belief, options: GreedyOptions): SideOrders {
  const plan = greedyPlan(view, belief, options);
  const ships: SideOrders['ships'] = {};
  for (const p of plan.ships)
    ships[p.unit.ship.id] = withMortarWork(view, p.unit.ship.id, plan.orders(p, p.choices[0]));
  for (const id of plan.idle) ships[id] = { plot: '0' };
  return { ships };
}

/** Complete orders of one ship for a chosen placement. */
export function greedyShipOrders(
  view: PlayerView,
  arena: Arena,
  me: Unit,
  choice: Choice,
  enemies: EnemyModel[],
  ammo: AmmoDoctrine,
  keepInitial = true,
  boarding: BoardingDoctrine = {},
): ShipOrders {
  const x = choice.at;
  let range = Infinity;
  let fleeing = false;
  let facing: Broadside | undefined;
  for (const e of enemies) {
    for (const p of e.predictions) {
      const r = rangeOf(x, p.at);
      if (r < range) {
        range = r;
        const rel = relation(x, p.at);
        fleeing = rel.line === 2 || r > rangeOf(me.ship, e.unit.ship);
        facing = rel.inPlayL ? 'L' : rel.inPlayR ? 'R' : undefined;
      }
    }
  }
  const intent: ShipIntent = {
    plot: choice.plot,
    fire: fireIntents(
      arena,
      me,
      x,
      enemies.filter((e) => e.unit.ship.onBoard),
      ammo,
      keepInitial,
    ),
    situation: { range, fleeing, contact: me.linked.size > 0 || range <= 1 },
    ...(facing ? { preferLoad: facing } : {}),
  };
  return {
    ...shipOrders(view, me.ship, intent, ammo),
    ...contactOrders(view, me.ship, shipRange, boarding),
  };
}
