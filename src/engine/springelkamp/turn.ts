/**
 * Sequence of Play (Expanded Sequence of Play): 1 Plotting, 2 Movement, 3 Fire Combat, 4 Boarding, 5 Wind.
 * `state + orders → state + events`; the input state is never changed.
 */
import { OrderError } from '../orderShape.js';
import type { ResolveOptionsBase } from '../system.js';
import { cloneSprState, SprTurn } from './context.js';
import type { SprEvent } from './events.js';
import { plottingPhase } from './phases/plotting.js';
import { movementPhase } from './phases/movement.js';
import { combatPhase } from './phases/combat.js';
import { boardingPhase } from './phases/boarding.js';
import { windPhase } from './phases/wind.js';
import { sprResult } from './phases/end.js';
import { validateSprOrders } from './orders.js';
import type { SprOrders, SprState } from './types.js';

/** The phases in order (one module each in phases/). */
export const SPR_PHASES = ['plotting', 'movement', 'combat', 'boarding', 'wind'] as const;

export function resolveSprTurn(
  state: SprState,
  orders: SprOrders,
  options?: ResolveOptionsBase,
): { state: SprState; events: SprEvent[] } {
  if (options?.until !== undefined)
    throw new OrderError(
      `a Springelkamp turn does not pause (until "${options.until}"): every decision is plotted in the Plotting Phase (Expanded Sequence of Play 1)`,
    );
  if (state.result) throw new OrderError(`the game is over (${state.result.reason})`);
  const valid = validateSprOrders(state, orders); // one schema for every caller, as WS&IM's resolveTurn does
  const next = cloneSprState(state);
  const t = new SprTurn(next, valid);
  const startLinks = { fouls: next.fouls.map((f) => ({ ...f })), grapples: next.grapples.map((g) => ({ ...g })) };
  plottingPhase(t);
  movementPhase(t);
  combatPhase(t);
  boardingPhase(t, startLinks);
  windPhase(t);
  next.rng = t.dice.state();
  const result = sprResult(next);
  if (result) {
    next.result = result;
    t.emit({ type: 'gameOver', turn: next.turn, winner: result.winner, reason: result.reason });
  } else next.turn++;
  return { state: next, events: t.events };
}
