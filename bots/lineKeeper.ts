/**
 * `line-keeper`: fleet tactics of the age of fighting sail. The squadron forms and holds a line
 * ahead on its flagship (the first ship of the side still fighting): each follower keeps station
 * two hexes astern of her next ahead, on her heading. The flagship contests the weather gage
 * (prefers to be up-wind of the enemy, 18.0) and seeks a broadside-to-broadside action; every ship
 * fires at the closest target (11.1.4). A ship breaks the line to finish a crippled enemy within
 * reach or to support a friend in melee (12.0). A single ship fights broadside to broadside.
 */
import {
  DIRECTIONS,
  hexDistance,
  isAfloat,
  type Placement,
  type PlayerView,
  type ShipView,
  type SideOrders,
} from '../src/index.js';
import { defineCaptain } from './captain.js';
import { Belief } from './lib/belief.js';
import { linkedTo, operational } from './lib/fleet.js';
import { rangeOf, relation } from './lib/geometry.js';
import { AMMO_OPTION, doctrineOption } from './lib/orders.js';
import type { Unit } from './lib/engagement.js';
import {
  GREEDY_DEFAULTS,
  greedyPlan,
  greedyShipOrders,
  type Choice,
  type EnemyModel,
  type GreedyOptions,
  type ShipPlan,
} from './greedy/index.js';

/** Hexes from a ship's stern to her follower's bow. */
const SPACING = 2;
/** Weight of station keeping per hex off station (share of the ship's points). */
const STATION = 0.05;
/** Weather gage: up-wind of the enemy's centre, per hex (share of the ship's points). */
const GAGE = 0.01;
/** Broadside to broadside: both ships' guns bearing within three hexes (share of the ship's points). */
const BROADSIDES = 0.03;
/** An enemy this worn (share of hull, crew or guns left) is crippled and worth breaking the line for. */
const CRIPPLED = 0.35;
/** Reach within which a ship breaks the line (hexes). */
const BREAK_RANGE = 5;

function centreOf(ships: readonly { bow: { q: number; r: number } }[]): { q: number; r: number } {
  let q = 0;
  let r = 0;
  for (const s of ships) {
    q += s.bow.q;
    r += s.bow.r;
  }
  return { q: q / Math.max(1, ships.length), r: r / Math.max(1, ships.length) };
}

/** How far up-wind of `centre` a placement is (hexes along the wind's reverse). */
function upwind(p: Placement, centre: { q: number; r: number }, wind: number): number {
  const v = DIRECTIONS[wind];
  // the wind blows towards v: up-wind is −v; project the offset on −v (axial dot with cube metric)
  const dq = p.bow.q - centre.q;
  const dr = p.bow.r - centre.r;
  const x = -(dq * v.q + dr * v.r + (dq + dr) * (v.q + v.r));
  return x / 2;
}

function crippled(u: Unit): boolean {
  const f = (now: number, full: number) => (full > 0 ? now / full : 1);
  return (
    f(u.now.hull, u.full.hull) <= CRIPPLED ||
    f(u.now.crew, u.full.crew) <= CRIPPLED ||
    f(u.now.guns, u.full.guns) <= CRIPPLED
  );
}

/** Station of a follower: SPACING hexes astern of her leader's stern, on the leader's heading. */
function stationBehind(leader: Placement): Placement {
  const back = DIRECTIONS[(leader.heading + 3) % 6];
  const k = SPACING + 1;
  return { bow: { q: leader.bow.q + back.q * k, r: leader.bow.r + back.r * k }, heading: leader.heading };
}

function stationScore(x: Placement, station: Placement): number {
  const turn = Math.min((x.heading - station.heading + 6) % 6, (station.heading - x.heading + 6) % 6);
  return hexDistance(x.bow, station.bow) + turn;
}

/** A reason to leave the line: a crippled enemy or an enemy grappling a friend, within reach. */
function breakTarget(view: PlayerView, me: ShipView, enemies: EnemyModel[]): EnemyModel | null {
  let best: EnemyModel | null = null;
  let bestRange = BREAK_RANGE + 1;
  for (const e of enemies) {
    const r = rangeOf(me, e.unit.ship);
    if (r > BREAK_RANGE) continue;
    const inMelee = linkedTo(view, e.unit.ship.id).some((id) =>
      view.ships.some((s) => s.id === id && s.controller === view.side && s.id !== me.id),
    );
    if ((crippled(e.unit) || inMelee) && r < bestRange) {
      best = e;
      bestRange = r;
    }
  }
  return best;
}

function pick(choices: Choice[], score: (c: Choice) => number): Choice {
  let best = choices[0];
  let bestScore = -Infinity;
  for (const c of choices) {
    const s = score(c);
    if (s > bestScore) {
      bestScore = s;
      best = c;
    }
  }
  return best;
}

export function lineSideOrders(view: PlayerView, belief: Belief, options: GreedyOptions): SideOrders {
  const plan = greedyPlan(view, belief, options);
  const ships: SideOrders['ships'] = {};
  const enemies = plan.enemies;
  const foe = centreOf(enemies.map((e) => e.predictions[0]?.at ?? e.unit.ship));
  const wind = view.wind.direction;
  const fleet = plan.ships.length > 1;
  let leader: Placement | null = null;
  plan.ships.forEach((p: ShipPlan, i) => {
    const me = p.unit;
    const base = new Map(p.choices.map((c) => [c, c.score]));
    const target = i > 0 ? breakTarget(view, me.ship, enemies) : null;
    let choice: Choice;
    if (i === 0) {
      // the flagship: weather gage and a broadside-to-broadside action (a single ship the same)
      choice = pick(p.choices, (c) => {
        let s = base.get(c)!;
        if (fleet) s += GAGE * me.points * upwind(c.at, foe, wind);
        for (const e of enemies) {
          for (const pr of e.predictions) {
            const out = relation(c.at, pr.at);
            const back = relation(pr.at, c.at);
            if (out.range <= 3 && (out.inPlayL || out.inPlayR) && (back.inPlayL || back.inPlayR))
              s += pr.weight * BROADSIDES * me.points;
          }
        }
        return s;
      });
    } else if (target) {
      // break the line: close the crippled enemy or the friend's assailant
      choice = pick(
        p.choices,
        (c) =>
          base.get(c)! -
          STATION * me.points * Math.max(0, rangeOf(c.at, target.predictions[0]?.at ?? target.unit.ship) - 1),
      );
    } else {
      const station = stationBehind(leader!);
      choice = pick(p.choices, (c) => 0.5 * base.get(c)! - STATION * me.points * stationScore(c.at, station));
    }
    leader = choice.at;
    ships[me.ship.id] = greedyShipOrders(view, plan.arena, me, choice, enemies, options.ammo, options.keepInitial > 0);
    // every ship fires at the closest target (11.1.4), a breaking ship at her quarry first
    for (const b of ['L', 'R'] as const) {
      const f = ships[me.ship.id].fire?.[b];
      if (!f) continue;
      delete f.target;
      if (target) f.target = target.unit.ship.id;
    }
  });
  for (const id of plan.idle) ships[id] = { plot: '0' };
  for (const s of view.ships)
    if (s.controller === view.side && isAfloat(s) && !ships[s.id] && !operational(s)) ships[s.id] = { plot: '0' };
  return { ships };
}

export const lineKeeperCaptain = defineCaptain({
  name: 'line-keeper',
  description:
    'line ahead on the flagship, station keeping, weather gage, broadside to broadside; breaks the line for a crippled enemy or a friend in melee',
  options: { ammo: AMMO_OPTION },
  create(options) {
    const opts: GreedyOptions = { ...GREEDY_DEFAULTS, ammo: doctrineOption('line-keeper', options.ammo) };
    const belief = new Belief();
    return {
      orders({ view, events }) {
        belief.update(view, events);
        return lineSideOrders(view, belief, opts);
      },
    };
  },
});
