/**
 * Player views (7.2.5): what one side may see. Logs are opened after movement, but the load column
 * is never inspected: enemy loads and reloads are hidden. Pending orders and the random stream are
 * never part of a view, nor is the game seed (it would let a player foresee the dice).
 */
import { controllerOf } from './ship.js';
import { copyLoads, copyShip } from './shipCopy.js';
import { indexOf } from './context.js';
import { depthsHidden, shoalsKnownTo } from './aground.js';
import type { CommandLagState, GameState, GameStatic, PlayerView, ShipView, SideId } from './types.js';

/** 32.0 the flags (flown for all to see) and the movement written ahead for the side's own ships only. */
function commandLagSeenBy(state: GameState, side: SideId): CommandLagState {
  const lag = state.commandLag!;
  const written: CommandLagState['written'] = {};
  for (const s of state.ships) {
    const id = state.static.ships[s.idx].id;
    const w = lag.written[id];
    if (w && controllerOf(state.static, s) === side) written[id] = w.map((m) => ({ ...m }));
  }
  const flags: CommandLagState['flags'] = {};
  for (const [sideId, f] of Object.entries(lag.flags)) flags[sideId] = { ...f }; // FlagState is flat: a shallow copy is a deep one
  return { flags, written };
}

const viewStatics = new WeakMap<GameStatic, PlayerView['static']>();

/** The game description without the seed, made once per game (every state of a game shares its static). */
function viewStatic(st: GameStatic): PlayerView['static'] {
  let v = viewStatics.get(st);
  if (!v) {
    const { seed: _seed, ...rest } = st;
    v = rest;
    if (depthsHidden(st)) {
      // 39.0 the depths are not on the shared description: each view carries what its side knows (`shoals`)
      const { shoals: _shoals, ...map } = st.map;
      v = { ...rest, map };
    }
    viewStatics.set(st, v);
  }
  return v;
}

/** 42.5, 7.2.5 the loading of this side's own mortars only (the enemy's, like its loads, is never inspected). */
function ownMortars(state: GameState, side: SideId): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (const [id, loads] of Object.entries(state.mortars!)) {
    const i = indexOf(state.static).get(id);
    if (i !== undefined && controllerOf(state.static, state.ships[i]) === side) out[id] = loads.slice();
  }
  return out;
}

export function playerView(state: GameState, side: SideId): PlayerView {
  if (!state.static.sides.some((s) => s.id === side)) throw new Error(`unknown side "${side}"`);
  const st = viewStatic(state.static);
  const ships: ShipView[] = state.ships.map((s) => {
    const spec = state.static.ships[s.idx];
    const controller = controllerOf(state.static, s);
    const own = controller === side;
    const view = copyShip(s, own ? copyLoads(s.loads) : null, own ? s.reloadsLeft : null) as ShipView;
    view.id = spec.id;
    view.side = spec.side;
    view.controller = controller;
    return view;
  });
  return {
    side,
    turn: state.turn,
    static: st,
    wind: { ...state.wind },
    ships,
    fouls: state.fouls.map((f) => ({ ...f })),
    grapples: state.grapples.map((g) => ({ ...g })),
    melees: state.melees.map((m) => ({
      ...m,
      attackers: m.attackers.map((p) => ({ ship: p.ship, sections: p.sections.slice() })),
      defenders: m.defenders.map((p) => ({ ship: p.ship, sections: p.sections.slice() })),
    })),
    ...(state.tows ? { tows: state.tows.map((t) => ({ ...t })) } : {}),
    ...(state.commandLag ? { commandLag: commandLagSeenBy(state, side) } : {}),
    ...(depthsHidden(state.static)
      ? { shoals: shoalsKnownTo(state, side)! } // shared like `static` (its lists are never edited)
      : {}),
    ...(state.mortars ? { mortars: ownMortars(state, side) } : {}),
    ...(state.forts ? { forts: state.forts.slice() } : {}),
    result: state.result ? { ...state.result, points: { ...state.result.points } } : null,
  };
}
