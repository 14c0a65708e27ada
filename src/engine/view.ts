/**
 * Player views (7.2.5): what one side may see. Logs are opened after movement, but the load column
 * is never inspected: enemy loads and reloads are hidden. Pending orders and the random stream are
 * never part of a view, nor is the game seed (it would let a player foresee the dice).
 */
import { controllerOf } from './ship.js';
import { depthsHidden, shoalsKnownTo } from './aground.js';
import type { GameState, GameStatic, PlayerView, ShipView, SideId } from './types.js';

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

export function playerView(state: GameState, side: SideId): PlayerView {
  if (!state.static.sides.some((s) => s.id === side)) throw new Error(`unknown side "${side}"`);
  const st = viewStatic(state.static);
  const ships: ShipView[] = state.ships.map((s) => {
    const spec = state.static.ships[s.idx];
    const controller = controllerOf(state.static, s);
    const own = controller === side;
    const v: ShipView = {
      idx: s.idx,
      id: spec.id,
      side: spec.side,
      controller,
      bow: s.bow,
      heading: s.heading,
      onBoard: s.onBoard,
      removed: s.removed,
      hull: s.hull,
      crew: s.crew.slice(),
      ...(s.sectionQuality ? { sectionQuality: s.sectionQuality.slice() } : {}),
      ...(s.crewless ? { crewless: true as const } : {}),
      guns: { L: s.guns.L.slice(), R: s.guns.R.slice() },
      carronades: { L: s.carronades.L.slice(), R: s.carronades.R.slice() },
      rigging: s.rigging.slice(),
      quality: s.quality,
      turning: s.turning,
      loads: own ? { L: { ...s.loads.L }, R: { ...s.loads.R } } : null,
      initial: { L: s.initial.L, R: s.initial.R },
      reloadsLeft: own ? s.reloadsLeft : null,
      surrendered: s.surrendered ? { ...s.surrendered } : null,
      prize: s.prize ? { ...s.prize } : null,
      stillPhases: s.stillPhases,
      dismastedWait: s.dismastedWait,
      stayedLastPhase: s.stayedLastPhase,
      endedWithTurn: s.endedWithTurn,
      fullSail: s.fullSail,
      fullSailDisabled: s.fullSailDisabled,
      anchor: s.anchor,
      anchorPending: s.anchorPending,
      upAnchorTurns: s.upAnchorTurns,
      anchorsCut: s.anchorsCut,
      anchorsLost: s.anchorsLost,
      repairs: { H: s.repairs.H, G: s.repairs.G, R: s.repairs.R },
      doomed: s.doomed,
      obscured: { L: s.obscured.L, R: s.obscured.R },
      fireTurns: s.fireTurns,
      fireModifier: s.fireModifier,
      waterlineSections: s.waterlineSections,
      menInRigging: s.menInRigging,
      noMoveThisTurn: s.noMoveThisTurn,
      mastOverSide: s.mastOverSide,
      rangeOpened: s.rangeOpened,
    };
    if (s.aground) v.aground = { ...s.aground }; // 38.0 a ship aground is plain to see
    if (s.jettisoned) v.jettisoned = { ...s.jettisoned };
    return v;
  });
  return {
    side,
    turn: state.turn,
    static: st,
    wind: { ...state.wind },
    ships,
    fouls: state.fouls.map((f) => ({ ...f })),
    grapples: state.grapples.map((g) => ({ ...g })),
    melees: state.melees.map((m) => ({ ...m, attackers: m.attackers.map((p) => ({ ship: p.ship, sections: p.sections.slice() })), defenders: m.defenders.map((p) => ({ ship: p.ship, sections: p.sections.slice() })) })),
    ...(state.tows ? { tows: state.tows.map((t) => ({ ...t })) } : {}),
    ...(depthsHidden(state.static) ? { shoals: shoalsKnownTo(state, side)!.map(([k, d]) => [k, d] as [number, number]) } : {}),
    result: state.result ? { ...state.result, points: { ...state.result.points } } : null,
  };
}
