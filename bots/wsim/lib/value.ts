/**
 * How much a ship is worth to its side, and how much a set of hits takes away. Hull (11.4.1) decides
 * most single-ship actions, crew (11.4.2) both fire (11.3.3) and melee (12.3), guns the hit tables
 * (11.2.2) and rigging the speed (11.4.4): weights in that order, scaled by the ship's points
 * (14.2) so fleets weigh big ships more. Losses hurt more as a part wears down (a nearly
 * shot-through hull is close to striking).
 */
import type { PlayerView, ShipSpec, ShipView } from '../../../src/api/wsim.js';
import type { Squares4 } from './gunnery.js';
import { sumOf } from './fleet.js';

export const WEIGHTS = { hull: 0.5, crew: 0.3, guns: 0.12, rigging: 0.08 } as const;

/** Concave wear curve: g(1) = 1, g(0) = 0, steeper as the part wears down. */
function wear(f: number): number {
  const x = Math.max(0, Math.min(1, f));
  return (2 * x - (x * x) / 2) / 1.5;
}

/** Marginal value of losing `n` of `left` squares out of `full`. */
function loss(left: number, full: number, n: number): number {
  if (full <= 0 || left <= 0 || n <= 0) return 0;
  const after = Math.max(0, left - n);
  return wear(left / full) - wear(after / full);
}

export interface ShipFigures {
  hull: number;
  crew: number;
  guns: number;
  rigging: number;
}

export function figuresOf(ship: Pick<ShipView, 'hull' | 'crew' | 'guns' | 'carronades' | 'rigging'>): ShipFigures {
  return {
    hull: ship.hull,
    crew: sumOf(ship.crew),
    guns: sumOf(ship.guns.L) + sumOf(ship.guns.R) + sumOf(ship.carronades.L) + sumOf(ship.carronades.R),
    rigging: sumOf(ship.rigging),
  };
}

export function fullFigures(spec: ShipSpec): ShipFigures {
  return {
    hull: spec.hull,
    crew: sumOf(spec.crew),
    guns: sumOf(spec.guns.L) + sumOf(spec.guns.R) + sumOf(spec.carronades.L) + sumOf(spec.carronades.R),
    rigging: sumOf(spec.rigging),
  };
}

/** P(X ≥ k) for X Poisson with mean `mean` (k ≥ 1). */
function atLeast(mean: number, k: number): number {
  let term = Math.exp(-mean);
  let below = term;
  for (let i = 1; i < k; i++) {
    term *= mean / i;
    below += term;
  }
  return Math.max(0, 1 - below);
}

/**
 * Value (in points) that expected hits take from a ship. `strike` (above 0: an mcts option under trial, issue 27)
 * replaces the bonus for shooting the hull through by `strike` times the chance the broadside's hull squares, read
 * as a Poisson count around their expectation, reach the squares left (11.4.1.2). `crew` (an mcts option under trial,
 * issue 27) multiplies the crew's weight: crew casualties (11.4.2) cost fire (11.3.3) and the melee (12.3), whose
 * strength decides boarding and capture.
 */
export function hitValue(
  now: ShipFigures,
  full: ShipFigures,
  points: number,
  sq: Squares4,
  strike = 0,
  crew = 1,
): number {
  let v = WEIGHTS.hull * loss(now.hull, full.hull, sq[0]);
  v += WEIGHTS.guns * loss(now.guns, full.guns, sq[1]);
  v += crew * WEIGHTS.crew * loss(now.crew, full.crew, sq[2]);
  v += WEIGHTS.rigging * loss(now.rigging, full.rigging, sq[3]);
  // 11.4.1.2 a ship whose hull is shot through strikes: the rest of her value goes too
  if (strike > 0) {
    if (now.hull > 0 && sq[0] > 0) v += strike * atLeast(sq[0], now.hull) * Math.max(0, 1 - v);
  } else if (now.hull > 0 && sq[0] >= now.hull) v += 0.5 * Math.max(0, 1 - v);
  else if (now.hull > 0 && sq[0] > 0) v += 0.25 * Math.pow(sq[0] / now.hull, 3);
  return points * v;
}

/** A ship's remaining fighting value in points (0 when out of the fight). */
export function shipWorth(now: ShipFigures, full: ShipFigures, points: number): number {
  return (
    points *
    (WEIGHTS.hull * wear(now.hull / Math.max(1, full.hull)) +
      WEIGHTS.crew * wear(now.crew / Math.max(1, full.crew)) +
      WEIGHTS.guns * wear(now.guns / Math.max(1, full.guns)) +
      WEIGHTS.rigging * wear(now.rigging / Math.max(1, full.rigging)))
  );
}

/** Points of a ship, never zero (so that scenarios without points still weigh ships). */
export function pointsOf(view: PlayerView, ship: ShipView): number {
  return Math.max(1, view.static.ships[ship.idx].points);
}
