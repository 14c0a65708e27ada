/**
 * Player views (7.2.5): what one side may see. Logs are opened after movement, but the load column
 * is never inspected: enemy loads and reloads are hidden. Pending orders and the random stream are
 * never part of a view, nor is the game seed (it would let a player foresee the dice).
 */
import { controllerOf } from './ship.js';
import type { GameState, PlayerView, ShipView, SideId } from './types.js';

export function playerView(state: GameState, side: SideId): PlayerView {
  if (!state.static.sides.some((s) => s.id === side)) throw new Error(`unknown side "${side}"`);
  const { seed: _seed, ...st } = state.static;
  const ships: ShipView[] = state.ships.map((s) => {
    const spec = state.static.ships[s.idx];
    const controller = controllerOf(state.static, s);
    const own = controller === side;
    const copy = structuredClone(s) as unknown as ShipView;
    copy.id = spec.id;
    copy.side = spec.side;
    copy.controller = controller;
    if (!own) {
      copy.loads = null;
      copy.reloadsLeft = null;
    }
    return copy;
  });
  return {
    side,
    turn: state.turn,
    static: st,
    wind: { ...state.wind },
    ships,
    fouls: state.fouls.map((f) => ({ ...f })),
    grapples: state.grapples.map((g) => ({ ...g })),
    melees: structuredClone(state.melees),
    result: state.result ? structuredClone(state.result) : null,
  };
}
