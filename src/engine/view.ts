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
    return {
      ...s,
      crew: s.crew.slice(),
      guns: { L: s.guns.L.slice(), R: s.guns.R.slice() },
      carronades: { L: s.carronades.L.slice(), R: s.carronades.R.slice() },
      rigging: s.rigging.slice(),
      initial: { ...s.initial },
      repairs: { ...s.repairs },
      obscured: { ...s.obscured },
      prize: s.prize ? { ...s.prize } : null,
      surrendered: s.surrendered ? { ...s.surrendered } : null,
      id: spec.id,
      side: spec.side,
      controller,
      loads: own ? { L: { ...s.loads.L }, R: { ...s.loads.R } } : null,
      reloadsLeft: own ? s.reloadsLeft : null,
    };
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
