/**
 * WS&IM's own part of the public API (Wooden Ships & Iron Men, tournament edition 1.2b with the 2nd-edition tables):
 * its types (`GameState`, `PlayerView`, `ShipOrders`, `GameEvent`, …), its scenario format, its rule queries beyond
 * the generic verbs of `core.ts` (broadsides and fire, loads, boarding parties, notations, optional rules), its
 * tables and ship predicates. A query given another system's game refuses it in one line (OrderError).
 */
import { asSystem, getScenario as getAnyScenario, type AnyBoard } from './core.js';
import {
  asBoard,
  knownShip,
  checkFire as wsimCheckFire,
  checkLoad as wsimCheckLoad,
  checkBoarding as wsimCheckBoarding,
  checkAnchor as wsimCheckAnchor,
  checkSail as wsimCheckSail,
  checkRepair as wsimCheckRepair,
  crewSections as wsimCrewSections,
  type NotationQuery,
  type FireQuery,
  legalPlotEnds as wsimLegalPlotEnds,
  broadsideTargets as wsimBroadsideTargets,
  fireOptions as wsimFireOptions,
  type PublicFireOption,
  commandLagOf as wsimCommandLagOf,
} from '../engine/wsim/index.js';
import type { Scenario } from '../engine/wsim/scenario/load.js';
import { shipById, movementAllowance as shipAllowance } from '../engine/wsim/ship.js';
import { blanketLoss } from '../engine/wsim/blockedWind.js';
import { plotContextFor } from '../engine/wsim/phases/movementNotation.js';
import { rigObstacle } from '../engine/wsim/towing.js';
import { groundsAt, knownShoals } from '../engine/wsim/aground.js';
import {
  mortarCount,
  mortarReach,
  mortarRefusal,
  mortarTargets as mortarTargetsOf,
  type MortarTarget,
} from '../engine/wsim/bombKetch.js';
import { crewSectionsDownIn } from '../engine/wsim/phases/combat.js';
import { parsePlot as parsePlotSteps, traceSteps as traceStepsOf } from '../engine/wsim/plot.js';
import type { CommandStatus } from '../engine/wsim/commandLag.js';
import type { Ammo, BoardingParty, Broadside, GameState } from '../engine/wsim/types.js';
import type { PlotEnd } from '../engine/wsim/plot.js';
import type { AnchorNotation, RepairNotation, SailNotation } from '../engine/wsim/notationChecks.js';
import type { Placement } from '../engine/shipGeometry.js';
import { ScenarioError } from '../engine/scenarioErrors.js';

export { wsimRules, type WsimRuleSystem } from '../engine/wsim/index.js';
export type { PublicFireOption as FireOption } from '../engine/wsim/index.js';

/** WS&IM's queries read a state or a side's view of a WS&IM game as a board; another system's game is refused in one line. */
function wsimBoard(x: AnyBoard, query: string): GameState {
  return asBoard(asSystem(x, 'wsim', query));
}

// --- scenarios ---------------------------------------------------------------
export { loadScenario, scenarioWarnings, type Scenario } from '../engine/wsim/scenario/load.js';

/** A built-in WS&IM scenario by id (a deep copy); a scenario of another rule system is refused in one line. */
export function getScenario(id: string): Scenario {
  const s = getAnyScenario(id);
  if (s.system !== undefined)
    throw new ScenarioError(id, [`${id}: a scenario of the rule system "${s.system}", not a WS&IM scenario`]);
  return s;
}
export { scenarioJsonSchema, scenarioJsonSchemaText, LIBRARY_SCHEMA_REF } from '../engine/wsim/scenario/jsonSchema.js';
export {
  designScenario,
  catalogueNations,
  DesignError,
  DESIGN_MAX_SHIPS_PER_SIDE,
  DESIGN_TURN_LIMIT,
  type DesignOptions,
  type DesignResult,
  type DesignedSide,
} from '../engine/wsim/scenario/design.js';
export type { ScenarioInput } from '../engine/wsim/scenario/schema.js';
export { squadronsWith, squadronsWithout } from '../engine/wsim/scenario/squadrons.js';
export type { ScenarioHistory } from '../engine/wsim/scenario/history.js';

// --- WS&IM's rule queries, from a state or a side's view -------------------------
/**
 * Every legal plot with the bow hex and heading it leaves the ship at (ignoring collisions and
 * drift): what a captain needs to score moves without re-tracing each plot.
 */
export function legalPlotEnds(board: AnyBoard, shipId: string): PlotEnd[] {
  return wsimLegalPlotEnds(wsimBoard(board, 'legalPlotEnds'), shipId);
}

/**
 * The ships a broadside could engage from where it stands (11.1.4 closest target; Advanced 24.1.5
 * fields and sections), whatever its load — from a state or the firing side's view.
 */
export function broadsideTargets(
  board: AnyBoard,
  shipId: string,
  broadside: Broadside,
): { target: string; range: number; sections: 'both' | 'bow' | 'stern' }[] {
  return wsimBroadsideTargets(wsimBoard(board, 'broadsideTargets'), shipId, broadside);
}

/**
 * The targets a loaded broadside may fire at now with its load, exactly as the Combat Phase
 * would allow (24.2 reach, 24.2.4.4, guns that bear). Pass the firing side's own view or a state.
 */
export function fireOptions(
  board: AnyBoard,
  shipId: string,
  broadside: Broadside,
  query?: { asGrape?: boolean; sections?: 'both' | 'bow' | 'stern' },
): PublicFireOption[] {
  return wsimFireOptions(wsimBoard(board, 'fireOptions'), shipId, broadside, query);
}

/**
 * May the broadside fire at the target now (from a state or the firing side's view)? The Combat
 * Phase's own check (11.1, 24.1–24.2), modelled on checkPlot: `{ legal }`, or `{ legal: false, reason }`
 * naming the rule. Legal exactly for the targets fireOptions lists.
 */
export function checkFire(
  board: AnyBoard,
  shipId: string,
  broadside: Broadside,
  targetId: string,
  query?: FireQuery,
): { legal: boolean; reason?: string } {
  return wsimCheckFire(wsimBoard(board, 'checkFire'), shipId, broadside, targetId, query);
}
export type { FireQuery } from '../engine/wsim/index.js';

/** May the ship load this ammunition (13.3, 24.2.2.4)? The Reload Phase's own check, from a state or the side's view. */
export function checkLoad(board: AnyBoard, shipId: string, ammo: Ammo): { legal: boolean; reason?: string } {
  return wsimCheckLoad(wsimBoard(board, 'checkLoad'), shipId, ammo);
}

/**
 * May the ship form this boarding party after the ones it already formed this turn (10.0–10.2)? The
 * Boarding Preparation Phase's own check: `{ legal, sections }` (the crew sections it would take) or
 * `{ legal: false, reason }` naming the rule. From a state or the side's view.
 */
export function checkBoarding(
  board: AnyBoard,
  shipId: string,
  party: BoardingParty,
  earlier?: readonly BoardingParty[],
  circumstances?: { repairing?: boolean },
): { legal: boolean; reason?: string; sections?: number[] } {
  return wsimCheckBoarding(wsimBoard(board, 'checkBoarding'), shipId, party, earlier, circumstances);
}
export type { SectionUse } from '../engine/wsim/phases/combat.js';

/** May the ship give this anchor notation (20.3)? The Movement Notation Phase's own check, from a state or the side's view. */
export function checkAnchor(
  board: AnyBoard,
  shipId: string,
  anchor: AnchorNotation,
): { legal: boolean; reason?: string } {
  return wsimCheckAnchor(wsimBoard(board, 'checkAnchor'), shipId, anchor);
}

/**
 * May the ship set full sails or shorten to battle sails this turn (20.1.5, 20.1.4, 18.2.2.1, 38.4; 20.4.1.3
 * against the plot when given)? The Movement Notation Phase's own check, from a state or the side's view.
 */
export function checkSail(
  board: AnyBoard,
  shipId: string,
  sail: SailNotation,
  notation?: NotationQuery,
): { legal: boolean; reason?: string } {
  return wsimCheckSail(wsimBoard(board, 'checkSail'), shipId, sail, notation);
}

/**
 * May the ship repair this part this turn (20.5, 38.4; 20.5.4 and 20.5.5 against the other notations given;
 * 26.2 two crew sections as she stands now)? The Movement Notation Phase's own check, from a state or a view.
 */
export function checkRepair(
  board: AnyBoard,
  shipId: string,
  kind: RepairNotation,
  notation?: NotationQuery,
): { legal: boolean; reason?: string } {
  return wsimCheckRepair(wsimBoard(board, 'checkRepair'), shipId, kind, notation);
}

/**
 * 11.3.3 crew sections free to fire and down, as the Combat Phase counts them, with `boarding` sections the
 * ship means to send boarding and men aloft for a sail change (24.5). From a state or the side's view.
 */
export function crewSections(
  board: AnyBoard,
  shipId: string,
  hypothesis?: { boarding?: number; menInRigging?: boolean },
): { down: number; available: number } {
  return wsimCrewSections(wsimBoard(board, 'crewSections'), shipId, hypothesis);
}
export type { NotationQuery } from '../engine/wsim/index.js';
export { isEntering } from '../engine/wsim/ship.js';
export { boardingSections, sectionsInMelees } from '../engine/wsim/orderChecks.js';
export { meleeStrength } from '../engine/wsim/phases/melee.js';
export { MELEE_WIN_RATIO, meleeLosses } from '../engine/wsim/tables/melee.js';
export type { AnchorNotation, SailNotation, RepairNotation } from '../engine/wsim/notationChecks.js';

/** The movement allowance of a ship at the start of this turn's movement (7.1.1). */
export function movementAllowance(board: AnyBoard, shipId: string): number {
  const s = wsimBoard(board, 'movementAllowance');
  const ship = knownShip(s, shipId);
  const optional = s.static.rules.optional;
  // 37.0 blocked wind and 35.2 towing change the allowance through the Movement Notation Phase's own context
  if (optional.blockedWind || optional.towing) return plotContextFor(s, ship).startAllowance;
  return shipAllowance(s.static, ship, s.wind, s.turn);
}

export {
  barredThisTurn,
  pausedAt,
  phasesOf,
  PHASES,
  TURN_START_READS,
  type PhaseName,
  type PhaseSpec,
  type ResolveOptions,
} from '../engine/wsim/turn.js';
export { sidesInContact, type Decision } from '../engine/wsim/decision.js';
export { shipOrdersSchema, mergeOrders, mergeShipOrders } from '../engine/wsim/orders.js';
export {
  parsePlot,
  formatSteps,
  canonicalPlot,
  PlotSyntaxError,
  traceSteps,
  type Step,
  type PlotEnd,
} from '../engine/wsim/plot.js';
export { formatEvent, formatLog } from '../engine/wsim/log.js';
export {
  resolveRules,
  defaultRules,
  OPTIONAL_RULE_NAMES,
  OPTIONAL_RULE_TITLES,
  type RulesInput,
} from '../engine/wsim/rules.js';
export { points, isOut } from '../engine/wsim/outcome.js';
export { boardOf, stateFromView, type WorldOptions } from '../engine/wsim/world.js';

/**
 * 35.0 / VII towing, for a captain: may ship `towerId` take `towedId` in tow with a `tow` order now
 * (the Movement Notation Phase's own check)? And is a placement in the towing position (35.4.1)?
 */
export function towObstacle(board: AnyBoard, towerId: string, towedId: string): string | null {
  const s = wsimBoard(board, 'towObstacle');
  return rigObstacle(s, knownShip(s, towerId), shipById(s, towedId));
}
export { inTowPosition, towOf } from '../engine/wsim/towing.js';

/**
 * 38.0 / XI running aground, for a captain: would this plot take the ship into water too shallow for
 * her, as far as the side knows the depths (39.0: a view shows only what its side has charted or
 * sounded)? False with the rule off. Drift is not counted.
 */
export function plotGrounds(board: AnyBoard, shipId: string, plot: string): boolean {
  const game = asSystem(board, 'wsim', 'plotGrounds');
  const s = asBoard(game);
  if (!s.static.rules.optional.runningAground) return false;
  const shoals = knownShoals(game);
  if (!shoals) return false;
  const ship = knownShip(s, shipId);
  const depth = s.static.ships[ship.idx].depth;
  let at: Placement = { bow: ship.bow, heading: ship.heading };
  for (const step of parsePlotSteps(plot)) {
    at = traceStepsOf(at.bow, at.heading, [step]);
    if (groundsAt(shoals, at, depth)) return true;
  }
  return false;
}

/**
 * 32.0 / IV command lag, for a captain: how its ship's movement is written now — `inCommand` (turn to turn),
 * or the movement already `written` (what she sails; never to be changed) and the turns `due` to be written
 * now (`plot` for this turn when it is the first, `ahead` for the rest). Null when the rule does not bind her.
 * A view shows only its own side's written movement.
 */
export function commandLagOf(board: AnyBoard, shipId: string): CommandStatus | null {
  return wsimCommandLagOf(wsimBoard(board, 'commandLagOf'), shipId);
}
export type { CommandStatus } from '../engine/wsim/commandLag.js';
export { COMMAND_LAG } from '../engine/wsim/tables/commandLag.js';

/**
 * 37.0 / IX blocked wind, for a captain weighing placements: the hexes ship `blockedId` placed at `at`
 * would lose if ship `blockerId` (with her present sails and rigging) lay at `blockerAt`; 0 with the rule off.
 */
export function windBlockedLoss(
  board: AnyBoard,
  blockedId: string,
  at: Placement,
  blockerId: string,
  blockerAt: Placement,
): number {
  const s = wsimBoard(board, 'windBlockedLoss');
  if (!s.static.rules.optional.blockedWind) return 0;
  return blanketLoss(s, knownShip(s, blockedId), at, knownShip(s, blockerId), blockerAt);
}

/**
 * 42.0 bomb ketches, for a captain: what each loaded mortar of the ship may fire at now, nearest first
 * (none with the rule off, for a ship that is not a bomb, not anchored (42.1) or cannot fire; an enemy's
 * mortar loading is hidden, so a view answers for its own bombs only).
 */
export function mortarTargets(board: AnyBoard, shipId: string): MortarTarget[] {
  const s = wsimBoard(board, 'mortarTargets');
  const ship = knownShip(s, shipId);
  return mortarTargetsOf(s, ship, s.mortars?.[shipId], crewSectionsDownIn(s, ship, []).available);
}

/**
 * 42.0 may the ship's mortars fire this turn? The Combat Phase's own check (the rule in use, a bomb, able to fight,
 * anchored (42.1), a crew section free (11.3.3)): `{ legal }` or `{ legal: false, reason }` naming the rule.
 */
export function checkMortar(board: AnyBoard, shipId: string): { legal: boolean; reason?: string } {
  const s = wsimBoard(board, 'checkMortar');
  const ship = knownShip(s, shipId);
  const why = mortarRefusal(s.static, ship, crewSectionsDownIn(s, ship, []).available);
  return why === null ? { legal: true } : { legal: false, reason: why };
}

/** 42.4, 42.7, 42.8 what the ship's mortars would reach lying at `at` (loaded or not, anchored or not). */
export function mortarReachFrom(board: AnyBoard, shipId: string, at: Placement): MortarTarget[] {
  const s = wsimBoard(board, 'mortarReachFrom');
  const ship = knownShip(s, shipId);
  const placed = { ...ship, bow: at.bow, heading: at.heading };
  const out: MortarTarget[] = [];
  for (let m = 0; m < mortarCount(s.static.ships[ship.idx]); m++) out.push(...mortarReach(s, placed, m));
  return out;
}
export { fortStrengths, type MortarTarget } from '../engine/wsim/bombKetch.js';
export { MORTAR_RANGE, MORTAR_LOAD_TURNS, MORTARS_BY_KIND, type BombKind } from '../engine/wsim/tables/bombKetch.js';

// --- WS&IM's geometry (the board and two-hex ships are the core's) -------------------
export {
  attitude,
  inPlay,
  shipInPlay,
  fieldOf,
  shipFields,
  basicRake,
  lineRake,
  type Field,
} from '../engine/wsim/geometry.js';
export { BATTLE_SAIL_ALLOWANCE, FULL_SAIL_ALLOWANCE } from '../engine/wsim/tables/movement.js';
export {
  allowance,
  isOperational,
  isAfloat,
  isTargetable,
  broadsideReady,
  linkedShips,
  controllerOf,
  allGunSquares,
  workingCrew,
  riggingSectionsLost,
  specOf,
  crewQuality,
  sectionQualityOf,
  hasNoCrew,
} from '../engine/wsim/ship.js';

// --- tables (read-only data, for captains and reports) ------------------------
export {
  BASIC_HDT,
  ADVANCED_HDT,
  hdtRow,
  rangeBandIndex,
  splitAdvancedTable,
  HULL_AIM_MAX_RANGE,
  MAX_FIRING_RANGE,
} from '../engine/wsim/tables/hitDetermination.js';
export {
  BASIC_HIT_TABLES,
  ADVANCED_HIT_TABLES,
  CRITICAL_DIE,
  type HitTable,
  type HitCounts,
} from '../engine/wsim/tables/hitTables.js';
/** Each side's fire luck over a game (the hit-table dice against their average): control variates for the lab. */
export { fireLuck, type SquaresLuck } from '../engine/wsim/luck.js';
export { AMMUNITION, chainshotAllowed } from '../engine/wsim/tables/ammunition.js';
export { DOUBLESHOT_FAST_LOAD_CREW_SECTIONS } from '../engine/wsim/tables/constants.js';
export {
  SHIP_CLASSES,
  CATALOGUE,
  findShipClass,
  pointsOf,
  type CatalogueEntry,
  type ShipClassFigures,
  type PointValues,
} from '../engine/wsim/data/catalogue.js';
export { WIND_VELOCITY_NAMES } from '../engine/wsim/tables/wind.js';

export type * from '../engine/wsim/types.js';
export { AMMOS, QUALITIES, BROADSIDES } from '../engine/wsim/types.js';
export type { GameEvent, HitSummary, Modifier, EventType } from '../engine/wsim/events.js';
