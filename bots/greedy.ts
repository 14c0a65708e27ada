/**
 * `greedy-raker`: one-ply search over each ship's legal plots against a predicted enemy motion
 * (the enemy repeating its last plot, and its most dangerous legal plots), maximising the expected
 * value of the hits dealt minus those received this turn (hit tables' expected squares, 11.2, 16.1),
 * with a strong preference for raking (11.3.2, 24.4) and for not being raked. Ammunition and aim by
 * expected value or by doctrine (24.2). Cheap geometry only: no resolveTurn per candidate.
 */
import type { Broadside, Placement, PlayerView, ShipOrders, ShipView, SideOrders } from '../src/index.js';
import { defineCaptain, type CaptainOptions } from './captain.js';
import { Belief } from './lib/belief.js';
import { contactOrders, crewStrength } from './lib/contact.js';
import { arenaOf, exchangeAt, pairTables, shotValue, unitOf, type Arena, type Unit } from './lib/engagement.js';
import { enemyShips, operational, ownShips, plotEndsOf } from './lib/fleet.js';
import { backOf as backOfImport, hexKeyOf, rangeOf as rangeOfImport, relation as relationImport, type Relation } from './lib/geometry.js';
import { Closing, drifted, driftOf, speedsOf } from './lib/sailing.js';
import { BLANKET, towCandidates, towPull, weighsWindShadow, windShadowBalance } from './lib/seamanship.js';
import { AMMO_OPTION, doctrineOption, shipOrders, type AmmoDoctrine, type FireIntent, type ShipIntent } from './lib/orders.js';
import { DIRECTIONS, MAX_FIRING_RANGE, hexDistance, shipRange } from '../src/index.js';

// bound once: under tsx every use of an imported binding is a getter call, measurable in the plot loop
const rangeOf = rangeOfImport;
const relation = relationImport;
const backOf = backOfImport;
const DIRS = DIRECTIONS;

export interface GreedyOptions {
  ammo: AmmoDoctrine;
  /** most dangerous enemy plots considered besides her last plot */
  predictions: number;
  /** rake preference per rake within `rakeRange` hexes (share of the raked ship's points) */
  rake: number;
  rakeRange: number;
  /** closing pull per hex of range beyond two to the nearest enemy (share of her points) */
  closing: number;
  /** weight of the position's promise for next turn (every broadside loaded) */
  potential: number;
  /** other enemy plots weighed besides the likeliest ones (0: none) */
  spread: number;
  /** 11.3.4 1: keep an initial broadside for close range while closing; 0: fire it as soon as it bears */
  keepInitial: number;
  /** rollout mode: weigh only the nearest enemy, plain range for the closing pull */
  fast?: boolean;
}

export const GREEDY_DEFAULTS: Omit<GreedyOptions, 'ammo'> = { predictions: 1, rake: 0.04, rakeRange: 5, closing: 0.006, potential: 0.3, spread: 2, keepInitial: 1 };

export interface Prediction {
  at: Placement;
  weight: number;
}

export interface EnemyModel {
  unit: Unit;
  predictions: Prediction[];
}

/** Ending on a hex another ship is expected in: a collision (8.3) and perhaps fouling. */
const COLLISION = 0.25;
/** Beyond this range an enemy does not figure in the exchange, only in the closing pull. */
const RELEVANT_RANGE = 16;

/** Start placement of a ship this turn (an entering ship starts one hex off the board, 7.2.8). */
export function startOf(ship: ShipView): Placement {
  return { bow: ship.bow, heading: ship.heading };
}

/** The enemy's likely placements: her last plot again, and the plots most dangerous to our nearest ship. */
export function predictEnemy(view: PlayerView, arena: Arena, enemy: Unit, ours: Unit[], belief: Belief, w: GreedyOptions): Prediction[] {
  const k = w.predictions;
  const ship = enemy.ship;
  const start = startOf(ship);
  if (!operational(ship) || w.predictions === 0) return [{ at: start, weight: 1 }];
  let target: Unit | null = null;
  let best = Infinity;
  for (const u of ours) {
    const r = rangeOf(u.ship, ship);
    if (r < best) {
      best = r;
      target = u;
    }
  }
  const moves = movesOf(view, ship);
  if (!target || best > RELEVANT_RANGE) return [{ at: straightMove(moves).at, weight: 1 }];
  const tgt = startOf(target.ship);
  const scored: { at: Placement; score: number; plot: string }[] = [];
  const tables = pairTables(arena, target, enemy);
  for (const { plot, at } of moves) {
    const rel = relation(tgt, at);
    // backOf(rel) is relation(at, tgt), looked up by the exchange already
    const score = -exchangeAt(arena, target, tgt, enemy, at, rel, w, tables) - w.closing * target.points * backOf(rel, tgt, at).range;
    scored.push({ at, score, plot });
  }
  const last = belief.lastPlot(ship.id);
  const repeat = last !== null ? scored.find((s) => s.plot === last) : undefined;
  // a spread of her other plots, in enumeration order, for what she may do besides the obvious
  const spread: typeof scored = [];
  const step = Math.max(1, Math.floor(scored.length / Math.max(1, w.spread)));
  for (let i = 0; i < scored.length && spread.length < w.spread; i += step) spread.push(scored[i]);
  byScore(scored);
  const top = scored.slice(0, k).filter((s) => s !== repeat);
  const parts: [typeof scored, number][] = [[repeat ? [repeat] : [], 0.25], [top, 0.45], [spread, 0.3]];
  const total = parts.reduce((a, [list, w]) => a + (list.length ? w : 0), 0);
  const out: Prediction[] = [];
  for (const [list, w] of parts) for (const s of list) out.push({ at: s.at, weight: w / total / list.length });
  return out;
}

/**
 * Sort by score, best first, in place: a stable insertion sort, the same order as
 * `sort((a, b) => b.score - a.score)` and faster on the few dozen plots of a ship.
 */
function byScore<T extends { score: number }>(list: T[]): T[] {
  for (let i = 1; i < list.length; i++) {
    const x = list[i];
    let j = i - 1;
    while (j >= 0 && x.score - list[j].score > 0) {
      list[j + 1] = list[j];
      j--;
    }
    list[j + 1] = x;
  }
  return list;
}

export interface Move {
  plot: string;
  /** where the plot leaves the ship, drift included (8.2) */
  at: Placement;
}

/** Every legal plot of a ship with where it leaves her. */
export function movesOf(view: PlayerView, ship: ShipView): Move[] {
  const drift = driftOf(view, ship);
  const ends = plotEndsOf(view, ship.id);
  const out: Move[] = [];
  for (let i = 0; i < ends.length; i++) out.push({ plot: ends[i].plot, at: drifted(ends[i], drift) });
  return out;
}

/** The longest straight-ahead plot (a distant ship is assumed to hold her course). */
export function straightMove(moves: Move[]): Move {
  let best = moves[0];
  for (const m of moves) if (/^[1-9]$/.test(m.plot) && m.plot > best.plot) best = m;
  return best;
}

/** Weight of ending next to an enemy, by the balance of crew strength (share of own points). */
const CONTACT = 0.3;

/** (ours − hers) / (ours + hers) melee strength (12.3.1), in [−1, 1]. */
export function crewBalance(me: ShipView, enemy: ShipView): number {
  const a = crewStrength(me);
  const b = crewStrength(enemy);
  return a + b > 0 ? (a - b) / (a + b) : 0;
}

/** 14.1.1 weight of the range opened from an out-of-range enemy (share of her points per hex). */
const REFUSAL = 0.02;

/**
 * 14.1.1 in a single-ship action out of range, the ship that opens the range (bow to the enemy's
 * bow at the start of the turn) loses after ten turns: watch it while the enemy is out of range.
 */
function refusalWatch(view: PlayerView, ship: ShipView): { bow: Placement['bow']; now: number; points: number } | null {
  const enemy = enemyShips(view)[0];
  if (!enemy || rangeOf(ship, enemy) <= MAX_FIRING_RANGE - 2) return null;
  return { bow: enemy.bow, now: hexDistance(ship.bow, enemy.bow), points: view.static.ships[enemy.idx].points };
}

function occupied(p: Placement): [number, number] {
  return [hexKeyOf(p.bow), sternKeyOf(p)];
}

/** hexKeyOf(sternOf(p)) without building the hex. */
function sternKeyOf(p: Placement): number {
  const v = DIRS[(p.heading + 3) % 6];
  return hexKeyOf({ q: p.bow.q + v.q, r: p.bow.r + v.r });
}

function nearestOf(enemies: EnemyModel[], ship: ShipView): EnemyModel[] {
  let best: EnemyModel | null = null;
  let range = Infinity;
  for (const e of enemies) {
    const r = rangeOf(e.unit.ship, ship);
    if (r < range) {
      range = r;
      best = e;
    }
  }
  return best && range <= RELEVANT_RANGE ? [best] : [];
}

export interface Choice {
  plot: string;
  at: Placement;
  score: number;
}

/** Score every legal plot of one ship against the enemy models; `taken` are hexes friends will occupy. */
export function scorePlots(view: PlayerView, arena: Arena, me: Unit, enemies: EnemyModel[], taken: Set<number>, w: GreedyOptions): Choice[] {
  const ship = me.ship;
  const singleShip = view.static.victory === 'single-ship';
  const speeds = speedsOf(view, ship);
  const wind = view.wind.direction;
  const relevant = w.fast ? nearestOf(enemies, ship) : enemies.filter((e) => rangeOf(e.unit.ship, ship) <= RELEVANT_RANGE);
  const out: Choice[] = [];
  const watch = singleShip ? refusalWatch(view, ship) : null;
  const predicted = relevant.map((e) => e.predictions.map((p) => occupied(p.at)));
  const balance = relevant.map((e) => crewBalance(me.ship, e.unit.ship));
  const tables = relevant.map((e) => pairTables(arena, me, e.unit));
  // closingRange towards each enemy, her side of it worked out once
  const closing = w.fast ? [] : enemies.map((e) => new Closing(e.unit.ship, speeds, wind, ship.turning));
  // relation of the placement weighed to each enemy prediction (filled per placement, read twice)
  const rels: (Relation | null)[][] = enemies.map((e) => e.predictions.map(() => null));
  const relevantRels = relevant.map((e) => rels[enemies.indexOf(e)]);
  const moves = movesOf(view, ship);
  const shadow = weighsWindShadow(view); // 37.0 blocked wind
  const cripples = towCandidates(view); // 35.0 friends to take in tow
  for (let mi = 0; mi < moves.length; mi++) {
    const { plot, at: x } = moves[mi];
    let score = 0;
    if (watch) score -= REFUSAL * watch.points * Math.max(0, hexDistance(x.bow, watch.bow) - watch.now);
    // the pull towards the nearest enemy, by her expected range after this turn
    let nearest = Infinity;
    let pull = 0;
    const k1 = hexKeyOf(x.bow);
    const k2 = sternKeyOf(x);
    if (taken.has(k1) || taken.has(k2)) score -= COLLISION * me.points;
    for (let ei = 0; ei < enemies.length; ei++) {
      const e = enemies[ei];
      const rs = rels[ei];
      let r = 0;
      for (let pi = 0; pi < e.predictions.length; pi++) {
        const rel = relation(x, e.predictions[pi].at);
        rs[pi] = rel;
        r += e.predictions[pi].weight * rel.range;
      }
      if (!w.fast) r = (r + closing[ei].rangeFrom(x)) / 2;
      if (r < nearest) {
        nearest = r;
        pull = e.unit.points;
      }
    }
    for (let ei = 0; ei < relevant.length; ei++) {
      const e = relevant[ei];
      for (let pi = 0; pi < e.predictions.length; pi++) {
        const p = e.predictions[pi];
        const rel = relevantRels[ei][pi]!;
        score += p.weight * exchangeAt(arena, me, x, e.unit, p.at, rel, w, tables[ei]);
        // contact (fouling 8.3.5, grappling 9.1) leads to boarding (12.0): welcome with the stronger crew only
        if (rel.range <= 1) score += p.weight * CONTACT * me.points * balance[ei];
        if (shadow && rel.range <= 1) score += p.weight * BLANKET * me.points * windShadowBalance(view, ship.id, x, e.unit.ship.id, p.at);
        const keys = predicted[ei][pi];
        const e1 = keys[0];
        const e2 = keys[1];
        if (e1 === k1 || e1 === k2 || e2 === k1 || e2 === k2) score -= p.weight * COLLISION * me.points;
      }
    }
    if (nearest < Infinity) score -= w.closing * pull * Math.max(0, nearest - 2);
    if (cripples.length) score += towPull(view, ship.id, x, cripples);
    out.push({ plot, at: x, score });
  }
  return out;
}

/**
 * Fire intents for the chosen placement: targets by value, aim by expected value, the initial
 * broadside kept for close range while closing (`keepInitial`).
 */
export function fireIntents(arena: Arena, me: Unit, x: Placement, enemies: EnemyModel[], doctrine: AmmoDoctrine, keepInitial = true): Record<Broadside, FireIntent> {
  const out = {} as Record<Broadside, FireIntent>;
  for (const b of ['L', 'R'] as const) {
    if (me.ready[b] <= 0) {
      out[b] = { fire: false };
      continue;
    }
    const ranked: { id: string; value: number; range: number; now: number; rake: boolean; rigging: number }[] = [];
    for (const e of enemies) {
      let value = 0;
      let range = 0;
      let rake = false;
      let rigging = 0;
      for (const p of e.predictions) {
        const s = shotValue(arena, me, b, x, e.unit, p.at, null);
        value += p.weight * s.value;
        if (s.aim === 'rigging') rigging += p.weight;
        range += p.weight * rangeOf(x, p.at);
        if (s.rake) rake = true;
      }
      if (value > 0) ranked.push({ id: e.unit.ship.id, value, range, now: rangeOf(me.ship, e.unit.ship), rake, rigging });
    }
    ranked.sort((a, c) => c.value - a.value);
    const best = ranked[0];
    const initial = me.ship.initial[b];
    // 11.3.4 keep the initial broadside for close range, or a close rake, while closing: a ship that
    // keeps her distance fires it (otherwise two cautious captains sail side by side and never fire)
    const fire = best ? !initial || !keepInitial || best.range <= 3 || (best.rake && best.range <= 4) || best.range >= best.now : !initial;
    const ammo = me.ammo[b];
    const aim = ammo === 'chain' || (best && best.rigging > 0.5) ? 'rigging' : 'hull';
    const grape = doctrine === 'grape-boarding' && best !== undefined && best.range <= 1 && me.linked.size > 0;
    out[b] = { fire, targets: ranked.map((r) => r.id), aim, ...(grape ? { asGrape: true } : {}) };
  }
  return out;
}

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
 * best plots of the ships before it will occupy (8.3).
 */
export function greedyPlan(view: PlayerView, belief: Belief, options: GreedyOptions): SidePlan {
  const arena = arenaOf(view);
  const mine = ownShips(view);
  const ours = mine.filter(operational).map((s) => unitOf(view, s, belief));
  const enemies: EnemyModel[] = enemyShips(view).map((s) => {
    const unit = unitOf(view, s, belief);
    return { unit, predictions: predictEnemy(view, arena, unit, ours, belief, options) };
  });
  const taken = new Set<number>();
  const ships: ShipPlan[] = [];
  for (const me of ours) {
    const choices = byScore(scorePlots(view, arena, me, enemies, taken, options));
    for (const k of occupied(choices[0].at)) taken.add(k);
    ships.push({ unit: me, choices });
  }
  const planned = new Set(ours.map((u) => u.ship.id));
  return {
    arena,
    enemies,
    ships,
    idle: mine.filter((s) => !planned.has(s.id)).map((s) => s.id),
    orders: (plan, choice) => greedyShipOrders(view, arena, plan.unit, choice, enemies, options.ammo, options.keepInitial > 0),
  };
}

/** Greedy orders for a whole side: every ship's best plot. */
export function greedySideOrders(view: PlayerView, belief: Belief, options: GreedyOptions): SideOrders {
  const plan = greedyPlan(view, belief, options);
  const ships: SideOrders['ships'] = {};
  for (const p of plan.ships) ships[p.unit.ship.id] = plan.orders(p, p.choices[0]);
  for (const id of plan.idle) ships[id] = { plot: '0' };
  return { ships };
}

/** Complete orders of one ship for a chosen placement. */
export function greedyShipOrders(view: PlayerView, arena: Arena, me: Unit, choice: Choice, enemies: EnemyModel[], doctrine: AmmoDoctrine, keepInitial = true): ShipOrders {
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
    fire: fireIntents(arena, me, x, enemies.filter((e) => e.unit.ship.onBoard), doctrine, keepInitial),
    situation: { range, fleeing, contact: me.linked.size > 0 || range <= 1 },
    ...(facing ? { preferLoad: facing } : {}),
  };
  return { ...shipOrders(view, me.ship, intent, doctrine), ...contactOrders(view, me.ship, shipRange) };
}

export function greedyOptions(o: CaptainOptions): GreedyOptions {
  const num = (k: Exclude<keyof typeof GREEDY_DEFAULTS, 'fast'>) => (typeof o[k] === 'number' ? (o[k] as number) : GREEDY_DEFAULTS[k]);
  return {
    ammo: doctrineOption('greedy-raker', o.ammo),
    predictions: Math.max(0, Math.floor(num('predictions'))),
    rake: num('rake'),
    rakeRange: num('rakeRange'),
    closing: num('closing'),
    potential: num('potential'),
    spread: Math.max(0, Math.floor(num('spread'))),
    keepInitial: num('keepInitial') ? 1 : 0,
  };
}

export const greedyCaptain = defineCaptain({
  name: 'greedy-raker',
  description: 'one-ply search over legal plots against the predicted enemy motion: expected damage dealt minus received, rakes preferred',
  options: {
    ammo: AMMO_OPTION,
    predictions: { default: GREEDY_DEFAULTS.predictions, description: 'most dangerous enemy plots considered besides her last plot (0: the enemy is assumed to stay)', integer: true },
    rake: { default: GREEDY_DEFAULTS.rake, description: 'rake preference (share of the raked ship\'s points)' },
    rakeRange: { default: GREEDY_DEFAULTS.rakeRange, description: 'rakes weighed within this range', integer: true },
    closing: { default: GREEDY_DEFAULTS.closing, description: 'pull per hex towards the nearest enemy (share of her points)' },
    potential: { default: GREEDY_DEFAULTS.potential, description: 'weight of next turn\'s exchange, every broadside loaded' },
    spread: { default: GREEDY_DEFAULTS.spread, description: 'other enemy plots weighed besides the likeliest ones', integer: true },
    keepInitial: { default: GREEDY_DEFAULTS.keepInitial, description: '1: keep an initial broadside for close range while closing (11.3.4); 0: fire it as soon as it bears', integer: true, max: 1 },
  },
  create(options) {
    const opts = greedyOptions(options);
    const belief = new Belief();
    return {
      orders({ view, events }) {
        belief.update(view, events);
        return greedySideOrders(view, belief, opts);
      },
    };
  },
});
