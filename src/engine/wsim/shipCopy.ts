/**
 * The one ship copy of the engine: a ship's log copied field by field, in ShipState's order (an object
 * spread with overrides makes slow objects in V8, and every phase reads these). Arrays and records a
 * phase edits in place are copied; what is only ever replaced (positions, section qualities, surrender
 * and prize notes) is shared. The turn's copy of the state, a side's view and a captain's simulated
 * world all copy ships here, with the load column each of them may hold.
 */
import type { Broadside, LoadState, ShipBody } from './types.js';

export function copyShip<L, R>(s: ShipBody, loads: L, reloadsLeft: R): ShipBody & { loads: L; reloadsLeft: R } {
  const c: ShipBody & { loads: L; reloadsLeft: R } = {
    idx: s.idx,
    bow: s.bow,
    heading: s.heading,
    onBoard: s.onBoard,
    removed: s.removed,
    hull: s.hull,
    crew: s.crew.slice(),
    sectionQuality: s.sectionQuality, // replaced, never edited in place
    crewless: s.crewless,
    guns: { L: s.guns.L.slice(), R: s.guns.R.slice() },
    carronades: { L: s.carronades.L.slice(), R: s.carronades.R.slice() },
    rigging: s.rigging.slice(),
    quality: s.quality,
    turning: s.turning,
    loads,
    initial: { L: s.initial.L, R: s.initial.R },
    reloadsLeft,
    surrendered: s.surrendered,
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
  // 38.0 optional fields, present only when in use (replaced, never edited in place; a ship aground is plain to see)
  if (s.aground) c.aground = s.aground;
  if (s.jettisoned) c.jettisoned = s.jettisoned;
  return c;
}

/** A load column copied field by field (a spread of objects of mixed origin is a slow copy in V8). */
export function copyLoads(l: Record<Broadside, LoadState>): Record<Broadside, LoadState> {
  return { L: { ammo: l.L.ammo, loading: l.L.loading }, R: { ammo: l.R.ammo, loading: l.R.loading } };
}
