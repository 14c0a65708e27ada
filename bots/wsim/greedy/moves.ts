/**
 * A ship's moves this turn for the greedy search: every legal plot with where it leaves her (drift
 * included, 8.2), the hexes a placement occupies, and candidates ranked best first.
 */
import type { Placement } from '../../../src/index.js';
import { type PlayerView, type ShipView } from '../../../src/api/wsim.js';
import { plotEndsOf } from '../lib/fleet.js';
import { drifted, driftOf } from '../lib/sailing.js';

/** Start placement of a ship this turn (an entering ship starts one hex off the board, 7.2.8). */
export function startOf(ship: ShipView): Placement {
  return { bow: ship.bow, heading: ship.heading };
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

/**
 * Sort by score, best first, in place: a stable insertion sort, the same order as
 * `sort((a, b) => b.score - a.score)` and faster on the few dozen plots of a ship.
 */
export function byScore<T extends { score: number }>(list: T[]): T[] {
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

/** The hexes a placement occupies (bow, stern) as hex keys: where a friend or an enemy would collide (8.3). */
