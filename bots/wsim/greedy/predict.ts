/**
 * The enemy's likely motion this turn: her last plot again (the captain's belief), the plots most
 * dangerous to our nearest ship, and a spread of her other plots, each with a weight.
 */
import type { Placement } from '../../../src/index.js';
import type { PlayerView } from '../../../src/api/wsim.js';
import type { Belief } from '../lib/belief.js';
import { exchangeAt, pairTables, type Arena, type Unit } from '../lib/engagement.js';
import { operational } from '../lib/fleet.js';
import { backOf, rangeOf, relation } from '../lib/geometry.js';
import { byScore, movesOf, startOf, straightMove } from './moves.js';
import type { GreedyOptions } from '../../greedy/options.js';

export interface Prediction {
  at: Placement;
  weight: number;
}

export interface EnemyModel {
  unit: Unit;
  predictions: Prediction[];
}

/** Beyond this range an enemy does not figure in the exchange, only in the closing pull. */
export const RELEVANT_RANGE = 16;

/** The enemy's likely placements: her last plot again, and the plots most dangerous to our nearest ship. */
export function predictEnemy(
  view: PlayerView,
  arena: Arena,
  enemy: Unit,
  ours: Unit[],
  belief: Belief,
  w: GreedyOptions,
): Prediction[] {
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
    const score =
      -exchangeAt(arena, target, tgt, enemy, at, rel, w, tables) -
      w.closing * target.points * backOf(rel, tgt, at).range;
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
  const parts: [typeof scored, number][] = [
    [repeat ? [repeat] : [], 0.25],
    [top, 0.45],
    [spread, 0.3],
  ];
  const total = parts.reduce((a, [list, w]) => a + (list.length ? w : 0), 0);
  const out: Prediction[] = [];
  for (const [list, w] of parts) for (const s of list) out.push({ at: s.at, weight: w / total / list.length });
  return out;
}
