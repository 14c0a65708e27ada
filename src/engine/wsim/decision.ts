/**
 * Who decides what before a turn goes on: OpenSpiel's "current player" for a simultaneous game.
 * The decision points are data on the phases (PHASES[…].decision): the turn's orders are due before
 * the first phase that reads them — at the start of turn 1, whose start reads the initial loads
 * and sails (13.0, 20.1.5.1); before Unfouling on later turns, once the wind has changed in the
 * Advanced Game (17.0 A–C) — and the sides in contact may give their boarding word at the pause
 * before Boarding Preparation (10.0). The captains' harness and `wsim play` follow this; neither
 * writes the protocol down again.
 */
import { controllerOf } from './ship.js';
import { PHASES, phasesOf, TURN_START_READS, type PhaseName } from './turn.js';
import type { GameState, ShipOrders, SideId } from './types.js';

export interface Decision {
  /** the phase the turn runs next (null: the game is over) */
  phase: PhaseName | null;
  /** the ship orders read from here to the end of the turn */
  reads: (keyof ShipOrders)[];
  /** nothing is decided before this phase: resolve the turn to it first (17.0: the wind before the plots) */
  runUntil: PhaseName | null;
  /** what is decided now (null: nothing; the turn runs on with the orders given) */
  point: 'orders' | 'boarding' | null;
  /** the sides that decide now: every side for the turn's orders, the sides in contact for boarding */
  sides: SideId[];
  /** where this turn can stop later for the boarding word, for a side that wants to give it then */
  boardingAt: PhaseName | null;
}

/** Sides with a ship fouled or grappled to another (the ones a boarding word concerns, 10.0). */
export function sidesInContact(state: GameState): SideId[] {
  const controller = new Map(state.ships.map((s) => [state.static.ships[s.idx].id, controllerOf(state.static, s)]));
  const out = new Set<SideId>();
  for (const f of state.fouls) out.add(controller.get(f.a)!).add(controller.get(f.b)!);
  for (const g of state.grapples) if (g.count > 0) out.add(controller.get(g.a)!).add(controller.get(g.b)!);
  return state.static.sides.map((s) => s.id).filter((s) => out.has(s));
}

export function nextDecision(state: GameState): Decision {
  const none: Decision = { phase: null, reads: [], runUntil: null, point: null, sides: [], boardingAt: null };
  if (state.result) return none;
  const phases = phasesOf(state);
  const from = state.progress ? state.progress.nextPhase : 0;
  const reads: (keyof ShipOrders)[] = state.progress ? [] : [...TURN_START_READS];
  for (let i = from; i < phases.length; i++) reads.push(...PHASES[phases[i]].reads);
  const boarding = phases.find((p, i) => i > from && PHASES[p].decision === 'boarding') ?? null;
  const at = { ...none, phase: phases[from] ?? null, reads };
  const sides = state.static.sides.map((s) => s.id);
  if (!state.progress) {
    // the start of turn 1 reads the initial loads: the orders come before it
    const ordersAt = phases.findIndex((p) => PHASES[p].decision === 'orders');
    if (state.turn === 1 || ordersAt <= 0) return { ...at, point: 'orders', sides, boardingAt: boarding };
    return { ...at, runUntil: phases[ordersAt] };
  }
  const decision = PHASES[phases[from]].decision;
  if (decision === 'orders') return { ...at, point: 'orders', sides, boardingAt: boarding };
  if (decision === 'boarding') return { ...at, point: 'boarding', sides: sidesInContact(state) };
  return at;
}
