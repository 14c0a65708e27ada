/**
 * The race to strike before the turn limit (the mcts option `race`): in a fight of one ship against one, how many
 * turns each needs to shoot the other's hull through at a sustained rate (11.4.1.2: a ship whose last hull square is
 * gone strikes), against the turns the scenario has left (14.1) — so that damage which can bring a strike before the
 * limit is worth more than damage which cannot, and a fight the search would leave unfinished is valued as the draw
 * it will be.
 */
import { hullRate, hullSquaresNow, type Arena, type Unit } from './engagement.js';

/** The range of the sustained fight whose rate each ship's turns to strike are counted at. */
export const RACE_RANGE = 2;

/** The spread of a count of turns to strike, as a share of it (at least one turn): the dice make it uncertain. */
export const RACE_SPREAD = 0.3;

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** Turns to shoot through `hull` squares at `rate` a turn (0 when it is gone, Infinity with no rate). */
function turnsToStrike(hull: number, rate: number): number {
  if (hull <= 0) return 0;
  return rate > 0 ? hull / rate : Infinity;
}

/** The chance a strike `t` turns away comes within `left` turns. */
function within(t: number, left: number): number {
  if (t <= 0) return 1;
  if (!Number.isFinite(t) || left <= 0) return 0;
  if (!Number.isFinite(left)) return 1;
  return sigmoid((left - t) / Math.max(1, RACE_SPREAD * t));
}

/** The chance the first of the two strikes, `a` turns away, comes before the second's `b`. */
function first(a: number, b: number): number {
  if (!Number.isFinite(a)) return Number.isFinite(b) ? 0 : 0.5;
  if (!Number.isFinite(b)) return 1;
  return sigmoid((b - a) / Math.max(1, RACE_SPREAD * Math.min(a, b)));
}

/**
 * Our chance to strike the enemy first and before the limit, less hers to strike us first, in [−1, 1]: each hull after
 * this turn's expected broadsides (the leaf is paused before its Combat Phase), then each ship's better broadside a
 * turn at RACE_RANGE. `turnsLeft` counts the turns after this one (Infinity with no limit). Zero unless each side has
 * one fighting ship: in a fleet a strike scores a ship's points, not the game.
 */
export function raceTerm(arena: Arena, ours: readonly Unit[], foes: readonly Unit[], turnsLeft: number): number {
  if (ours.length !== 1 || foes.length !== 1) return 0;
  const [u] = ours;
  const [e] = foes;
  const tOurs = turnsToStrike(e.now.hull - hullSquaresNow(arena, u, e), hullRate(arena, u, e, RACE_RANGE));
  const tTheirs = turnsToStrike(u.now.hull - hullSquaresNow(arena, e, u), hullRate(arena, e, u, RACE_RANGE));
  const ahead = first(tOurs, tTheirs);
  return within(tOurs, turnsLeft) * ahead - within(tTheirs, turnsLeft) * (1 - ahead);
}
