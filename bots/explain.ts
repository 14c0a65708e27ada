/**
 * A captain explaining itself: for each of its ships, the plots it weighed most and the one it chose, with
 * what made them good in its own eyes (its value, the expected value of the hits dealt and received this
 * turn, the simulations of a search). Everything here comes from the captain's own decision, which read its
 * side's player view only: an explanation carries nothing of the other side that the captain did not see.
 * Plain data (it crosses the captains' thread of `wsim serve`); the words are written by `src/play/why.ts`.
 */
import type { Placement } from '../src/index.js';

/** One plot as the captain weighed it. */
export interface PlotWeighed {
  plot: string;
  /** where the plot leaves her (drift included, as the captain foresaw it) */
  at: Placement;
  /** the captain's value of the plot (`Explanation.valueMeaning` says in what) */
  value: number;
  /** expected value of the hits she deals this turn, in points of the enemy's (the hit tables' arithmetic) */
  dealt?: number;
  /** expected value of the hits she receives this turn, in points of hers */
  received?: number;
  /** she would rake an enemy (11.3.2, 24.4), or be raked */
  rakes?: boolean;
  raked?: boolean;
  /** simulations of the search through this plot (a searching captain) */
  visits?: number;
}

/** One ship's decision: the plot chosen and the plots weighed most, best first (at most three). */
export interface ShipExplanation {
  ship: string;
  chosen: PlotWeighed;
  weighed: PlotWeighed[];
}

/** A captain's last decision explained. */
export interface Explanation {
  captain: string;
  /** the turn decided */
  turn: number;
  /** what a plot's `value` is */
  valueMeaning: string;
  /**
   * The captain's evaluation of its side's prospects after this decision, on one scale for the whole game
   * (the debrief reads its changes from turn to turn); null when the captain has none.
   */
  evaluation: number | null;
  evaluationMeaning: string;
  ships: ShipExplanation[];
  /** a search: its iterations */
  iterations?: number;
  /** a word on the decision (e.g. why no search was made) */
  note?: string;
}

/** The expected exchange of one placement, by the hit tables' arithmetic. */
export interface Exchange {
  dealt: number;
  received: number;
  rakes: boolean;
  raked: boolean;
}

/** How many plots an explanation lists per ship besides the chosen one. */
export const WEIGHED_SHOWN = 3;

/** A plot weighed, with its exchange when the captain can tell it. */
export function plotWeighed(
  plot: string,
  at: Placement,
  value: number,
  exchange?: Exchange | null,
  visits?: number,
): PlotWeighed {
  return {
    plot,
    at: { bow: { ...at.bow }, heading: at.heading },
    value,
    ...(exchange ? exchange : {}),
    ...(visits !== undefined ? { visits } : {}),
  };
}

/**
 * The top plots of a ship by a score (best first, ties kept in the given order) and the chosen one, from a
 * list of scored candidates.
 */
export function shipExplanation<T>(
  ship: string,
  candidates: readonly T[],
  score: (c: T) => number,
  chosen: T,
  weigh: (c: T) => PlotWeighed,
): ShipExplanation {
  const ranked = candidates
    .map((c, i) => ({ c, i, s: score(c) }))
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .slice(0, WEIGHED_SHOWN)
    .map((x) => weigh(x.c));
  return { ship, chosen: weigh(chosen), weighed: ranked };
}
