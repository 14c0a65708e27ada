/**
 * Scoring every legal plot of one ship against the predicted enemy motion: expected hits dealt minus
 * received (11.2, 16.1) with the rake preference, collisions with friends and enemies (8.3), contact
 * by crew balance (12.0), the pull towards the nearest enemy and, in a single-ship action, the range
 * opened from an enemy out of range (14.1.1).
 */
import { dir, hexDistance, type Placement } from '../../../src/index.js';
import { MAX_FIRING_RANGE, meleeStrength, type PlayerView, type ShipView } from '../../../src/api/wsim.js';
import { exchangeAt, pairTables, type Arena, type Unit } from '../lib/engagement.js';
import { enemyShips } from '../lib/fleet.js';
import { hexKeyOf, occupied, placementKeyOf, sternKeyOf } from '../../placement.js';
import { rangeOf, relation, type Relation } from '../lib/geometry.js';
import { Closing, speedsOf } from '../lib/sailing.js';
import { BLANKET, towCandidates, towPull, weighsWindShadow, windShadowBalance } from '../lib/seamanship.js';
import { movesOf } from './moves.js';
import { CLOSING_FROM, type GreedyOptions } from '../../greedy/options.js';
import { RELEVANT_RANGE, type EnemyModel } from './predict.js';

/** Ending on a hex another ship is expected in: a collision (8.3) and perhaps fouling. */
const COLLISION = 0.25;

/** Weight of ending next to an enemy, by the balance of crew strength (share of own points). */
export const CONTACT = 0.3;

/** (ours − hers) / (ours + hers) melee strength (12.3.1), in [−1, 1]. */
export function crewBalance(me: ShipView, enemy: ShipView): number {
  const a = meleeStrength(me);
  const b = meleeStrength(enemy);
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

/**
 * Score every legal plot of one ship against the enemy models; `taken` are hexes friends will occupy. With
 * `perPlacement`, only the first plot (in the order of the legal plots) that ends on each placement is listed: the
 * list a search that merges plots by placement keeps (`distinctChoices`), without the rest ever being made.
 */
export function scorePlots(
  view: PlayerView,
  arena: Arena,
  me: Unit,
  enemies: EnemyModel[],
  taken: Set<number>,
  w: GreedyOptions,
  perPlacement = false,
): Choice[] {
  const ship = me.ship;
  const singleShip = view.static.victory === 'single-ship';
  const speeds = speedsOf(view, ship);
  // a weaker captain may plan for the wind a point off (misjudge.ts): the closing pull reads it
  const wind = dir(view.wind.direction + (w.misjudge?.wind ?? 0));
  const relevant = w.fast
    ? nearestOf(enemies, ship)
    : enemies.filter((e) => rangeOf(e.unit.ship, ship) <= RELEVANT_RANGE);
  const out: Choice[] = [];
  const watch = singleShip ? refusalWatch(view, ship) : null;
  const predicted = relevant.map((e) => e.predictions.map((p) => occupied(p.at)));
  const balance = relevant.map((e) => crewBalance(me.ship, e.unit.ship));
  const tables = relevant.map((e) => pairTables(arena, me, e.unit));
  // the closing range (Closing) towards each enemy, her side of it worked out once
  const closing = w.fast ? [] : enemies.map((e) => new Closing(e.unit.ship, speeds, wind, ship.turning));
  // relation of the placement weighed to each enemy prediction (filled per placement, read twice)
  const rels: (Relation | null)[][] = enemies.map((e) => e.predictions.map(() => null));
  const relevantRels = relevant.map((e) => rels[enemies.indexOf(e)]);
  const moves = movesOf(view, ship);
  const shadow = weighsWindShadow(view); // 37.0 blocked wind
  const cripples = towCandidates(view); // 35.0 friends to take in tow
  // a score depends on the placement only, and many plots end on the same one (a fast ship under full sail has
  // over a thousand plots and a few hundred placements): each placement is scored once
  const scored = new Map<number, number>();
  for (let mi = 0; mi < moves.length; mi++) {
    const { plot, at: x } = moves[mi];
    const key = placementKeyOf(x);
    const known = scored.get(key);
    if (known !== undefined) {
      if (!perPlacement) out.push({ plot, at: x, score: known });
      continue;
    }
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
        if (shadow && rel.range <= 1)
          score += p.weight * BLANKET * me.points * windShadowBalance(view, ship.id, x, e.unit.ship.id, p.at);
        const keys = predicted[ei][pi];
        const e1 = keys[0];
        const e2 = keys[1];
        if (e1 === k1 || e1 === k2 || e2 === k1 || e2 === k2) score -= p.weight * COLLISION * me.points;
      }
    }
    if (nearest < Infinity) score -= w.closing * pull * Math.max(0, nearest - CLOSING_FROM);
    if (cripples.length) score += towPull(view, ship.id, x, cripples);
    scored.set(key, score);
    out.push({ plot, at: x, score });
  }
  return out;
}
