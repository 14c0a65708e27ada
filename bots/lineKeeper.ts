/**
 * `line-keeper`: fleet tactics of the age of fighting sail. The squadron forms and holds a line
 * ahead on its flagship (the first ship of the side still fighting): each follower keeps station
 * two hexes astern of her next ahead, on her heading. The flagship contests the weather gage
 * (prefers to be up-wind of the enemy, 18.0) and seeks a broadside-to-broadside action; every ship
 * fires at the closest target (11.1.4). A ship breaks the line to finish a crippled enemy within
 * reach or to support a friend in melee (12.0). A single ship fights broadside to broadside.
 */
import { DIRECTIONS, hexDistance, type Placement } from '../src/index.js';
import type { AnySideOrders as SideOrders } from './rules/types.js';
import { defineCaptain } from './captain.js';
import type { Explanation } from './explain.js';
import { planExplanation } from './planExplanation.js';
import { rangeOf } from './placement.js';
import { AMMO_OPTION, doctrineOption } from './doctrine.js';
import { GREEDY_DEFAULTS, type GreedyOptions } from './greedy/index.js';
import {
  recall,
  type CaptainMemory,
  type CaptainPlan,
  type CaptainRules,
  type CaptainView,
  type Choice,
  type PlanEnemy,
} from './rules/index.js';

/** What line-keeper's plot values are. */
const LINE_VALUE =
  "greedy-raker's value of the plot (expected points dealt minus received this turn) with the line's own weights: the flagship's weather gage and broadside-to-broadside action, a follower's station astern of her next ahead (half the greedy value), a ship breaking the line closing her quarry";

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

function crippled(e: PlanEnemy): boolean {
  return e.condition <= CRIPPLED;
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
function breakTarget(
  rules: CaptainRules,
  view: CaptainView,
  me: { id: string; at: Placement },
  enemies: PlanEnemy[],
): PlanEnemy | null {
  let best: PlanEnemy | null = null;
  let bestRange = BREAK_RANGE + 1;
  for (const e of enemies) {
    const r = rangeOf(me.at, e.at);
    if (r > BREAK_RANGE) continue;
    const inMelee = rules.linkedFriends(view, e.id).some((id) => id !== me.id);
    if ((crippled(e) || inMelee) && r < bestRange) {
      best = e;
      bestRange = r;
    }
  }
  return best;
}

/** The best choice by `score`; `values` keeps every choice's score (for the explanation). */
function pick(choices: Choice[], score: (c: Choice) => number, values: Map<Choice, number>): Choice {
  let best = choices[0];
  let bestScore = -Infinity;
  for (const c of choices) {
    const s = score(c);
    values.set(c, s);
    if (s > bestScore) {
      bestScore = s;
      best = c;
    }
  }
  return best;
}

/** A side's line-keeping decision: its orders, and what it weighed (each ship's value of each plot, the plot chosen). */
export interface LineDecision {
  orders: SideOrders;
  plan: CaptainPlan;
  chosen: Choice[];
  values: Map<Choice, number>[];
}

export function lineDecision(
  rules: CaptainRules,
  view: CaptainView,
  memory: CaptainMemory,
  options: GreedyOptions,
): LineDecision {
  const plan = rules.plan(view, memory, options);
  const chosen: Choice[] = [];
  const values: Map<Choice, number>[] = [];
  const ships: Record<string, object> = {};
  const enemies = plan.enemies;
  const foe = centreOf(enemies.map((e) => e.predictions[0]?.at ?? e.at));
  const wind = rules.windTowards(view);
  const fleet = plan.ships.length > 1;
  let leader: Placement | null = null;
  plan.ships.forEach((me, i) => {
    const base = new Map(me.choices.map((c) => [c, c.score]));
    const weighed = new Map<Choice, number>();
    values.push(weighed);
    const target = i > 0 ? breakTarget(rules, view, me, enemies) : null;
    let choice: Choice;
    if (i === 0) {
      // the flagship: weather gage and a broadside-to-broadside action (a single ship the same)
      choice = pick(
        me.choices,
        (c) => {
          let s = base.get(c)!;
          if (fleet) s += GAGE * me.points * upwind(c.at, foe, wind);
          for (const e of enemies) {
            for (const pr of e.predictions) {
              if (rangeOf(c.at, pr.at) <= 3 && rules.bears(c.at, pr.at) && rules.bears(pr.at, c.at))
                s += pr.weight * BROADSIDES * me.points;
            }
          }
          return s;
        },
        weighed,
      );
    } else if (target) {
      // break the line: close the crippled enemy or the friend's assailant
      choice = pick(
        me.choices,
        (c) =>
          base.get(c)! - STATION * me.points * Math.max(0, rangeOf(c.at, target.predictions[0]?.at ?? target.at) - 1),
        weighed,
      );
    } else {
      const station = stationBehind(leader!);
      choice = pick(me.choices, (c) => 0.5 * base.get(c)! - STATION * me.points * stationScore(c.at, station), weighed);
    }
    chosen.push(choice);
    leader = choice.at;
    // every ship fires at the closest target (11.1.4), a breaking ship at her quarry first
    ships[me.id] = plan.orders(i, choice, target ? { kind: 'target', id: target.id } : { kind: 'closest' });
  });
  Object.assign(ships, plan.idle);
  for (const [id, o] of Object.entries(plan.standby)) if (!ships[id]) ships[id] = o;
  return { orders: { ships }, plan, chosen, values };
}

export const lineKeeperCaptain = defineCaptain({
  name: 'line-keeper',
  description:
    'line ahead on the flagship, station keeping, weather gage, broadside to broadside; breaks the line for a crippled enemy or a friend in melee',
  options: { ammo: AMMO_OPTION },
  create(options) {
    const opts: GreedyOptions = { ...GREEDY_DEFAULTS, ammo: doctrineOption('line-keeper', options.ammo) };
    const memories = new Map<string, CaptainMemory>();
    let last: { turn: number; decision: LineDecision } | null = null;
    return {
      orders({ view, events }) {
        const { rules, memory } = recall(memories, view, events);
        const decision = lineDecision(rules, view, memory, opts);
        last = { turn: view.turn, decision };
        return decision.orders;
      },
      explain(): Explanation | null {
        if (!last) return null;
        const { plan, chosen, values } = last.decision;
        return planExplanation('line-keeper', last.turn, plan, chosen, {
          valueMeaning: LINE_VALUE,
          value: (i, c) => values[i].get(c) ?? c.score,
        });
      },
    };
  },
});
