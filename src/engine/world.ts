/**
 * Worlds consistent with a player view: captains see only their side's view, but search needs a
 * full state to simulate. `stateFromView` fills what the view hides — the enemy's loads and
 * reloads, the dice — from the captain's own guesses and seed. Nothing here reads a real state.
 */
import { initialRngState } from './rng.js';
import { RELOADS_PER_SHIP } from './tables/constants.js';
import type { GameEvent } from './events.js';
import type { Ammo, Broadside, GameState, PlayerView, ShipState, SideId } from './types.js';

export interface WorldOptions {
  /** seed of the simulated dice (draw it from the captain's own random stream) */
  seed: string;
  /** the guessed loads of a ship whose loads are hidden (default: roundshot both sides) */
  guessLoads?: (shipId: string) => Record<Broadside, Ammo | null>;
  /** the guessed reloads left of a hidden ship (default: 30 less two per turn played, at least 0) */
  guessReloads?: (shipId: string) => number;
}

export function stateFromView(view: PlayerView, options: WorldOptions): GameState {
  const ships: ShipState[] = view.ships.map((v) => {
    const { id, side: _side, controller: _c, loads, reloadsLeft, ...rest } = v;
    const guessed = options.guessLoads?.(id) ?? { L: 'round', R: 'round' };
    return {
      ...structuredClone(rest),
      loads: loads ? structuredClone(loads) : { L: { ammo: guessed.L, loading: false }, R: { ammo: guessed.R, loading: false } },
      reloadsLeft: reloadsLeft ?? options.guessReloads?.(id) ?? Math.max(0, RELOADS_PER_SHIP - 2 * (view.turn - 1)),
    } as ShipState;
  });
  return {
    static: { ...structuredClone(view.static), seed: options.seed },
    turn: view.turn,
    ships,
    wind: { ...view.wind },
    fouls: structuredClone(view.fouls),
    grapples: structuredClone(view.grapples),
    melees: structuredClone(view.melees),
    rng: initialRngState(options.seed),
    progress: null,
    outOfRangeTurns: 0,
    result: view.result ? structuredClone(view.result) : null,
  };
}

/**
 * The events a side may see (7.2.5): everything on the board and in the opened logs, but not the
 * enemy's loading (reload events) nor notes about the enemy's orders that were not carried out.
 */
export function publicEvents(events: readonly GameEvent[], state: { static: { ships: { id: string; side: SideId }[] } }, side: SideId, controllerOf?: (shipId: string) => SideId): GameEvent[] {
  const owner = new Map(state.static.ships.map((s) => [s.id, s.side]));
  const ctl = controllerOf ?? ((id: string) => owner.get(id) ?? '');
  return events.filter((e) => {
    if (e.type === 'reload' || e.type === 'orderIgnored' || e.type === 'lowPowderFire') return ctl(e.ship) === side;
    return true;
  });
}
