/**
 * One ship's orders checked by the phases that enforce them (the public checkOrder), each by the verdict function
 * the phase itself runs: Movement Notation (7.2 the plot, 20.3 anchors, 20.1.5 sails, 20.5 repairs:
 * `notationVerdict`), Boarding Preparation (10.0–10.2 parties: `boardingVerdict`), Combat (42.0 mortars:
 * `mortarVerdict`; 11.1, 24.1–24.2 broadsides: `broadsideBarredBy`, `aimBroadside`), Reload (13.3, 24.2.2.4
 * ammunition: `ammoRefusal`). Each is judged on the board as it stands. What a later phase reads of the turn's
 * earlier verdicts — a repair under way, ships that may not fire, the boarding parties, mortars fired — comes from
 * a paused turn's state when the board is one, else from the verdicts on these same orders (a view holds no
 * pending orders).
 */
import type { OrderCheck, OrderRefusal } from '../system.js';
import { isAfloat, isEntering, isOperational } from './ship.js';
import { notationVerdict } from './phases/movementNotation.js';
import { boardingVerdict, continuingParties } from './phases/boardingPreparation.js';
import { aimBroadside, broadsideBarredBy, crewSectionsDownIn, type FireCircumstances } from './phases/combat.js';
import { mortarVerdict } from './bombKetch.js';
import { ammoRefusal, sectionsInMelees } from './orderChecks.js';
import type { Broadside, GameState, ResolvedParty, ShipOrders, ShipState } from './types.js';

const BROADSIDES: readonly Broadside[] = ['L', 'R'];

/** The parties a ship takes into this turn's Boarding Preparation: her sections in a continuing melee (12.3.4), then those formed. */
function partiesOf(state: GameState, ship: ShipState, id: string, o: ShipOrders, repairing: boolean) {
  const parties: ResolvedParty[] = continuingParties(state, id);
  const v = boardingVerdict(state, ship, o.boarding ?? [], repairing);
  for (const p of v.parties)
    if (p.sections) parties.push({ type: p.order.type, ship: id, sections: p.sections, target: p.order.target });
  // 10.2.5 every section boarding: no fire this turn
  const left = v.available.filter((s) => !v.taken.has(s));
  const allAboard =
    !v.barred &&
    !ship.prize &&
    v.taken.size > 0 &&
    left.length === 0 &&
    sectionsInMelees(state, id).size + v.taken.size >= ship.crew.filter((c) => c > 0).length;
  return { verdict: v, parties, allAboard };
}

export function checkShipOrder(state: GameState, ship: ShipState, o: ShipOrders): OrderCheck {
  const id = state.static.ships[ship.idx].id;
  const refused: OrderRefusal[] = [];
  const entering = isEntering(state, ship);
  const moves = isOperational(ship) || entering;
  const notation = notationVerdict(state, ship, o, o.plot ?? '0', moves);
  // the phases pass over a ship no longer afloat (and not about to enter): they refuse her nothing
  const afloat = isAfloat(ship);
  if (afloat || entering) refused.push(...notation.refusedBefore, ...notation.refusedAfter);
  const repairing = state.progress ? !!state.progress.scratch.repairing[id] : notation.repair !== undefined;
  const boarding = partiesOf(state, ship, id, o, repairing);
  if (o.boarding?.length && afloat) {
    if (boarding.verdict.barred) refused.push({ order: 'boarding', reason: boarding.verdict.barred });
    else for (const p of boarding.verdict.parties) if (p.refused) refused.push({ order: p.label, reason: p.refused });
  }
  const circumstances = fireCircumstances(state, ship, id, o, notation, boarding);
  if (o.mortar) {
    const crew = crewSectionsDownIn(state, ship, circumstances.parties).available;
    const v = mortarVerdict(state, ship, o.mortar, circumstances.noFire, crew);
    if (v.refused) refused.push({ order: 'mortar', reason: v.refused });
  }
  if (isOperational(ship))
    for (const b of BROADSIDES) {
      const fo = o.fire?.[b];
      if (!fo) continue;
      const barred = broadsideBarredBy(state, ship, b, circumstances);
      const why = barred ?? (fo.discharge ? null : aimBroadside(state, ship, b, fo, (s) => shipId(state, s)).refused);
      if (why) refused.push({ order: `fire ${b}`, reason: why });
    }
  for (const b of BROADSIDES) {
    const ammo = o.load?.[b];
    const why =
      ammo && !o.load?.none ? ammoRefusal(state.static.rules.level, state.static.ships[ship.idx].nation, ammo) : null;
    if (why) refused.push({ order: `load ${b} ${ammo}`, reason: why });
  }
  const plot = o.plot === undefined ? undefined : notation.check;
  const plotCheck = plot && {
    legal: plot.legal,
    executed: plot.executed,
    ...(plot.reason ? { reason: plot.reason } : {}),
  };
  return {
    legal: refused.length === 0 && (plot?.legal ?? true),
    ...(plotCheck ? { plot: plotCheck } : {}),
    refused,
  };
}

const shipId = (state: GameState, s: ShipState) => state.static.ships[s.idx].id;

/**
 * What the Combat Phase reads of the turn's earlier verdicts on the ship: a paused turn's own, or those of these
 * orders (20.5.3 a repair, 20.3.6.1 up-anchoring, 20.3.4.2 turning on springs, 38.5 aground, 10.2.5 every section
 * boarding; 42.3.1 mortars that fire).
 */
function fireCircumstances(
  state: GameState,
  ship: ShipState,
  id: string,
  o: ShipOrders,
  notation: ReturnType<typeof notationVerdict>,
  boarding: ReturnType<typeof partiesOf>,
): FireCircumstances {
  const scratch = state.progress?.scratch;
  if (scratch) {
    const given = Object.values(state.progress!.orders).find((s) => s?.ships[id])?.ships[id];
    const noFire = scratch.noFire.includes(id);
    const crew = crewSectionsDownIn(state, ship, scratch.parties).available;
    const mortar = o.mortar ?? given?.mortar; // the turn's orders so far, with these merged over them
    const mortars = !!mortar && mortarVerdict(state, ship, mortar, noFire, crew).refused === null;
    return {
      mortarsFired: mortars || !!scratch.mortarsFired?.includes(id),
      noFire,
      repairing: scratch.repairing[id] !== undefined || !!given?.repair || !!o.repair,
      parties: scratch.parties,
    };
  }
  const advanced = state.static.rules.level === 'advanced';
  const turns = notation.check.steps.some((s) => s === 'L' || s === 'R');
  const noFire =
    notation.noFire ||
    notation.anchor === 'up' ||
    (advanced && ship.anchor !== null && ship.anchor !== 'A' && turns) ||
    !!ship.aground ||
    boarding.allAboard;
  const aloft = notation.sail !== undefined || ship.menInRigging; // 24.5 men aloft for a sail change
  const crew = crewSectionsDownIn(state, ship, boarding.parties, 0, aloft).available;
  const mortars = !!o.mortar && mortarVerdict(state, ship, o.mortar, noFire, crew).refused === null;
  return { mortarsFired: mortars, noFire, repairing: o.repair !== undefined, parties: boarding.parties };
}
