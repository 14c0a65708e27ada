/** The WS&IM rule system (tournament edition 1.2b with the 2nd-edition tables) behind the rule-system boundary. */
import { enumeratePlots, enumeratePlotEnds, traceSteps, type PlotEnd } from './plot.js';
import { commandStatus, writtenPlot, type CommandStatus } from './commandLag.js';
import { checkShipPlot, plotContextFor } from './phases/movementNotation.js';
import { resolveTurn } from './turn.js';
import { playerView } from './view.js';
import { outcome } from './outcome.js';
import { shipById } from './ship.js';
import type { RuleSystem } from '../system.js';
import type { Ammo, BoardingParty, Broadside, GameState, OrdersBySide, PlayerView, ShipState } from './types.js';
import {
  ammoRefusal,
  boardingBarred,
  boardingSections,
  partyRefusal,
  takeSections,
  type BoardingCircumstances,
} from './orderChecks.js';
import { crewSectionsDownIn, fireCheck, legalFireOptions, targetOptions, type SectionUse } from './phases/combat.js';
import {
  anchorRefusal,
  repairCrewRefusal,
  repairRefusal,
  sailRefusal,
  type AnchorNotation,
  type RepairNotation,
  type SailNotation,
} from './notationChecks.js';
import { OrderError, checkRecordedOrders, mergeOrders, validateOrders } from './orders.js';
import { boardOf, publicEvents } from './world.js';
import { loadScenario, scenarioWarnings, type Scenario } from './scenario/load.js';
import { describeWsimScenario, wsimBuiltInScenarios } from './scenario/library.js';
import { rulesSchema, scenarioSchema } from './scenario/schema.js';
import { wsimRulesWords } from './rulesWords.js';
import { newGame } from './setup.js';
import { nextDecision } from './decision.js';
import { turnDigest } from './digest.js';
import { formatEvent } from './log.js';
import { summarizeGame } from './summary.js';
import { checkShipOrder } from './orderCheck.js';
import type { GameEvent } from './events.js';
import type { RulesInput } from './rules.js';

/** A state, or a player view read as a board without copying it (the queries only read). */
export function asBoard(x: GameState | PlayerView): GameState {
  return 'rng' in x ? x : boardOf(x);
}

/** The ship with this id, or an OrderError naming the ships there are (every WS&IM query's look-up). */
export function knownShip(state: GameState, id: string) {
  const s = shipById(state, id);
  if (!s) throw new OrderError(`unknown ship "${id}" (ships: ${state.static.ships.map((x) => x.id).join(', ')})`);
  return s;
}

export function legalPlotEnds(state: GameState, id: string): PlotEnd[] {
  const ship = knownShip(state, id);
  const ctx = plotContextFor(state, ship);
  const written = writtenPlot(state, ship);
  if (written) {
    // 32.3 her movement this turn was written on an earlier turn: that plot and no other (it ends where its legal part does)
    const c = checkShipPlot(state, ship, written.plot);
    return [{ plot: written.plot, ...traceSteps(ctx.bow, ctx.heading, c.steps, ctx.springsPivot) }];
  }
  return enumeratePlotEnds(ctx);
}

/** 32.3 the reason a plot other than the one written earlier for this turn is not sailed. */
function writtenReason(written: { plot: string; on: number }, turn: number): string {
  return `her movement for turn ${turn} was written on turn ${written.on} as "${written.plot}" (32.3, command lag)`;
}

export interface PublicFireOption {
  target: string;
  range: number;
  /** sections that bear: 'both' (Basic: the whole broadside), 'bow' or 'stern' (24.1.2) */
  sections: 'both' | 'bow' | 'stern';
  /** the ammunition as it would be fired at this range (24.2) */
  ammo: Ammo;
}

/** 11.1.4 / 24.1.5 the ships a broadside could engage from where it is, whatever its load. */
export function broadsideTargets(
  state: GameState,
  id: string,
  b: Broadside,
): { target: string; range: number; sections: 'both' | 'bow' | 'stern' }[] {
  return targetOptions(state, knownShip(state, id), b)
    .map((o) => ({ target: state.static.ships[o.target.idx].id, range: o.range, sections: o.sections }))
    .sort((x, y) => x.range - y.range);
}

/** The targets a loaded broadside may fire at now with its load (as the Combat Phase decides). */
export function fireOptions(
  state: GameState,
  id: string,
  b: Broadside,
  q: { asGrape?: boolean; sections?: 'both' | 'bow' | 'stern' } = {},
): PublicFireOption[] {
  const firer = knownShip(state, id);
  if (!firer.loads) return []; // a view of a ship the viewer does not control: its loads are hidden (7.2.5)
  return legalFireOptions(state, firer, b, q)
    .map((o) => ({ target: state.static.ships[o.target.idx].id, range: o.range, sections: o.sections, ammo: o.ammo }))
    .sort((x, y) => x.range - y.range);
}

export interface FireQuery {
  /** fire roundshot as grapeshot (24.2.4.5) */
  asGrape?: boolean;
  /** the sections to fire (Advanced 24.1.2) */
  sections?: SectionUse;
  /** how a reason names a ship (default: its id) */
  label?: (id: string) => string;
}

/** May the broadside fire at this target now? The Combat Phase's own check, with the reason when not. */
export function checkFire(
  state: GameState,
  id: string,
  b: Broadside,
  targetId: string,
  q: FireQuery = {},
): { legal: boolean; reason?: string } {
  const firer = knownShip(state, id);
  if (!firer.loads) return { legal: false, reason: 'the load column of a ship you do not control is hidden (7.2.5)' };
  const reason = fireCheck(state, firer, b, shipById(state, targetId), q, q.label);
  return reason === null ? { legal: true } : { legal: false, reason };
}

/** 32.0 command lag: how the ship's movement is written now (null: the rule does not bind her). */
export function commandLagOf(state: GameState, id: string): CommandStatus | null {
  return commandStatus(state, knownShip(state, id));
}

export type WsimRuleSystem = RuleSystem<GameState, OrdersBySide, PlayerView, GameEvent, Scenario, RulesInput>;

/**
 * May the ship load this ammunition in the coming Reload Phase (13.3, 24.2.2.4)? `{ legal }` or
 * `{ legal: false, reason }` naming the rule, as the Reload Phase decides (it loads roundshot instead).
 */
export function checkLoad(state: GameState, id: string, ammo: Ammo): { legal: boolean; reason?: string } {
  const s = knownShip(state, id);
  const reason = ammoRefusal(state.static.rules.level, state.static.ships[s.idx].nation, ammo);
  return reason === null ? { legal: true } : { legal: false, reason };
}

/**
 * May the ship form this boarding party, after the parties it already formed this turn (10.0–10.2, 20.5.6,
 * 23.0)? `{ legal, sections }` with the crew sections it would take (1-based, 0 for the prize crew), or
 * `{ legal: false, reason }` naming the rule, as the Boarding Preparation Phase decides. A TBP formed
 * against an enemy is carried out in the Melee Phase only if she has surrendered by then (12.4.3).
 */
export function checkBoarding(
  state: GameState,
  id: string,
  party: BoardingParty,
  earlier: readonly BoardingParty[] = [],
  c: BoardingCircumstances = {},
): { legal: boolean; reason?: string; sections?: number[] } {
  const s = knownShip(state, id);
  const refused = boardingBarred(s) ?? partyRefusal(state, s, party, c);
  if (refused) return { legal: false, reason: refused };
  const available = boardingSections(state, s);
  const rigging = s.menInRigging && available.length ? available[0] : null; // 23.0
  const taken = new Set<number>();
  let out: number[] = [];
  for (const p of [...earlier, party]) {
    if (p !== party && partyRefusal(state, s, p, c)) continue; // an earlier party the phase refuses takes nothing
    const n = Math.floor(p.sections);
    const got = takeSections(available, taken, n, p.type === 'DBP' ? null : rigging);
    if (got.length < n) {
      if (p === party)
        return {
          legal: false,
          reason: `only ${got.length} crew section${got.length === 1 ? '' : 's'} left to commit (10.1.2)`,
        };
      continue; // an earlier party the phase would refuse takes nothing
    }
    got.forEach((x) => taken.add(x));
    out = got;
  }
  return { legal: true, sections: out.map((x) => x + 1) };
}

/** What else the ship is ordered this turn, as far as known (the Movement Notation Phase reads them together). */
export interface NotationQuery {
  /** the plot (20.4.1.3, 20.5.4 are checked against the steps she carries out; not checked when absent) */
  plot?: string;
  anchor?: AnchorNotation;
  sail?: SailNotation;
}

function verdict(reason: string | null): { legal: boolean; reason?: string } {
  return reason === null ? { legal: true } : { legal: false, reason };
}

/** The anchor notation the phase accepts of `n`, and the steps the plot carries out with it (null: no plot). */
function notationOf(state: GameState, ship: ShipState, n: NotationQuery) {
  const anchor = n.anchor !== undefined && anchorRefusal(state, ship, n.anchor) === null ? n.anchor : undefined;
  const steps = n.plot === undefined ? null : checkShipPlot(state, ship, n.plot, { anchor }).steps;
  return { anchor, steps };
}

/** May the ship give this anchor notation (20.3)? The Movement Notation Phase's own check, modelled on checkPlot. */
export function checkAnchor(state: GameState, id: string, anchor: AnchorNotation): { legal: boolean; reason?: string } {
  return verdict(anchorRefusal(state, knownShip(state, id), anchor));
}

/** May the ship change sails (20.1.5, 20.1.4, 18.2.2.1, 20.4.1.3 against `n.plot`)? The Movement Notation Phase's own check. */
export function checkSail(
  state: GameState,
  id: string,
  sail: SailNotation,
  n: NotationQuery = {},
): { legal: boolean; reason?: string } {
  const ship = knownShip(state, id);
  const steps = ship.stayedLastPhase ? notationOf(state, ship, n).steps : null; // only 20.4.1.3 reads the plot
  return verdict(sailRefusal(state, ship, sail, steps));
}

/**
 * May the ship repair this part this turn (20.5)? The Movement Notation Phase's own check against the other
 * notations of `n` (20.5.4 turns, 20.5.5 a sail change or anchoring), then 26.2's two crew sections as she
 * stands now (the Reload Phase checks it again after the turn's boarding and melee).
 */
export function checkRepair(
  state: GameState,
  id: string,
  kind: RepairNotation,
  n: NotationQuery = {},
): { legal: boolean; reason?: string } {
  const ship = knownShip(state, id);
  const { anchor, steps } = notationOf(state, ship, n);
  const sail = n.sail !== undefined && sailRefusal(state, ship, n.sail, steps) === null;
  const refused = repairRefusal(state, ship, kind, steps, sail || (anchor !== undefined && anchor !== 'cut'));
  if (refused) return verdict(refused);
  const crew = repairCrewRefusal(crewSectionsDownIn(state, ship, []).available);
  return verdict(crew && `${crew} (26.2)`);
}

/**
 * 11.3.3 the ship's crew sections free to fire and those down (wiped out, in melee, at the pumps, in the
 * rigging), as the Combat Phase counts them, with `boarding` sections she means to send boarding this turn
 * and men aloft for a sail change (24.5; default: as she is now).
 */
export function crewSections(
  state: GameState,
  id: string,
  q: { boarding?: number; menInRigging?: boolean } = {},
): { down: number; available: number } {
  const ship = knownShip(state, id);
  return crewSectionsDownIn(state, ship, [], q.boarding ?? 0, q.menInRigging ?? ship.menInRigging);
}

export const wsimRules: WsimRuleSystem = {
  id: 'wsim',
  title:
    'Wooden Ships & Iron Men (tournament edition 1.2b, 2nd-edition tables): Basic and Advanced Game, optional rules',
  scenarioSchema,
  loadScenario,
  scenarioWarnings,
  rulesSchema,
  rulesWords: wsimRulesWords,
  builtInScenarios: wsimBuiltInScenarios,
  describeScenario: describeWsimScenario,
  newGame,
  validateOrders(state, orders) {
    validateOrders(state, orders as OrdersBySide);
    return orders as OrdersBySide;
  },
  checkRecordedOrders,
  nextDecision,
  resolveTurn,
  playerView,
  publicEvents(events, board, side) {
    if ('rng' in board) return publicEvents(events, board, side);
    const controller = new Map(board.ships.map((s) => [s.id, s.controller])); // a view knows who commands each ship
    return publicEvents(events, board, side, (id) => controller.get(id) ?? '');
  },
  outcome,
  turnDigest,
  mergeOrders,
  legalPlots(board, id) {
    const s = asBoard(board);
    const ship = knownShip(s, id);
    const written = writtenPlot(s, ship);
    return written ? [written.plot] : enumeratePlots(plotContextFor(s, ship)); // 32.3
  },
  checkPlot(board, id, plot, notation) {
    const s = asBoard(board);
    const ship = knownShip(s, id);
    if (notation?.anchor !== undefined) {
      // the Movement Notation Phase's own check with the turn's anchor notation first: weighing or cutting the
      // anchors keeps the ship in place (20.3.6, 20.3.7); a notation the phase would refuse is left out, as it is
      const anchor = notation.anchor as AnchorNotation;
      const c = checkShipPlot(s, ship, plot, { anchor: checkAnchor(s, id, anchor).legal ? anchor : undefined });
      if (!c.legal) return { legal: false, executed: c.executed, ...(c.reason ? { reason: c.reason } : {}) };
    }
    // a plot the notation allows is checked as without it (32.3 a written plot)
    const written = writtenPlot(s, ship);
    if (written && plot !== written.plot) {
      const c = checkShipPlot(s, ship, written.plot); // 32.3 what she sails instead
      return { legal: false, executed: c.executed, reason: writtenReason(written, s.turn) };
    }
    const c = checkShipPlot(s, ship, plot);
    return { legal: c.legal, executed: c.executed, ...(c.reason ? { reason: c.reason } : {}) };
  },
  checkOrder: (board, id, o) => {
    const s = asBoard(board);
    return checkShipOrder(s, knownShip(s, id), o);
  },
  formatEvent: (e, name) => formatEvent(e, name),
  summarize: summarizeGame,
};
