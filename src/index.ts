/**
 * Public API of the Wooden Ships & Iron Men engine. Captains, the batch lab, reports and the
 * command line use these names only. See README "API".
 */
import { registerRuleSystem, ruleSystemById, ruleSystemOf, type AnyRuleSystem, type Outcome } from './engine/system.js';
import {
  wsimRules,
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
} from './engine/wsim/index.js';
export type { PublicFireOption as FireOption } from './engine/wsim/index.js';
import type { NewGameOptions } from './engine/wsim/setup.js';
import { isValidatedScenario, type Scenario } from './engine/wsim/scenario/load.js';
import { shipById, movementAllowance as shipAllowance } from './engine/wsim/ship.js';
import { blanketLoss } from './engine/wsim/blockedWind.js';
import { plotContextFor } from './engine/wsim/phases/movementNotation.js';
import { rigObstacle } from './engine/wsim/towing.js';
import { groundsOnTrack, knownShoals } from './engine/wsim/aground.js';
import {
  mortarCount,
  mortarReach,
  mortarRefusal,
  mortarTargets as mortarTargetsOf,
  type MortarTarget,
} from './engine/wsim/bombKetch.js';
import { crewSectionsDownIn } from './engine/wsim/phases/combat.js';
import { parsePlot as parsePlotSteps, traceSteps as traceStepsOf } from './engine/wsim/plot.js';
import type { GameEvent } from './engine/wsim/events.js';
import type { CommandStatus } from './engine/wsim/commandLag.js';
import type {
  Ammo,
  BoardingParty,
  Broadside,
  GameState,
  OrdersBySide,
  PlayerView,
  RulesOptions,
  SideId,
} from './engine/wsim/types.js';
import type { PlotEnd } from './engine/wsim/plot.js';
import type { AnchorNotation, RepairNotation, SailNotation } from './engine/wsim/notationChecks.js';
import type { ResolveOptions } from './engine/wsim/turn.js';
import type { Placement } from './engine/wsim/geometry.js';
import { OrderError } from './engine/wsim/orders.js';
import { parseJsonText } from './engine/json.js';
import { getScenario as getLibraryScenario } from './engine/library.js';
import {
  DEFAULT_SYSTEM,
  replay as replayRecord,
  startRecord as startRecordOf,
  type GameRecord as CoreGameRecord,
  type ReplayResult as CoreReplayResult,
} from './engine/record.js';
import type { RulesInput as WsimRulesInput } from './engine/wsim/rules.js';
import type { EventBase, ScenarioBase, StateBase } from './engine/system.js';
import type { Decision } from './engine/wsim/decision.js';
import type { GameSummary } from './engine/summary.js';
import { springelkampRules } from './engine/springelkamp/index.js';

registerRuleSystem(wsimRules);
registerRuleSystem(springelkampRules);

// --- rule systems --------------------------------------------------------------
export { registerRuleSystem, ruleSystemById, ruleSystemOf, ruleSystems, UnknownSystemError } from './engine/system.js';
export type {
  RuleSystem,
  AnyRuleSystem,
  StateBase,
  ViewBase,
  EventBase,
  StaticBase,
  ResultBase,
  ScenarioBase,
  Outcome,
  PlotCheckResult,
  DecisionBase,
} from './engine/system.js';
export { wsimRules, type WsimRuleSystem } from './engine/wsim/index.js';
// Springelkamp's sail rules: the system and the queries a captain needs beyond legalPlots (fire targets, the
// expected damage of a broadside, a simulation state from a view)
export {
  springelkampRules,
  sprFireTargets,
  sprShotEstimates,
  sprStateFromView,
  sprPlotEnds,
  sprCanBear,
  sprMeleeEstimate,
  sprPrizeCrewCost,
  SPR_GRAPPLE_ADJACENT,
  type SprMeleeEstimate,
  SHIP_CATALOGUE as SPRINGELKAMP_SHIPS,
  type SpringelkampRuleSystem,
  type SprState,
  type SprView,
  type SprOrders,
  type SprEvent,
  type FireTarget as SprFireTarget,
  type ShotEstimate as SprShotEstimate,
  type SprPlotEnd,
  SPR_ORDER_KEYS,
} from './engine/springelkamp/index.js';
// the Plotting Phase's own checks of a sail change and a boarding party, for wsim play and the browser board
export { checkSprSail, checkSprBoardingParty, sprBoardingRuleRefusal } from './engine/springelkamp/plottingChecks.js';
// what the terminal and the browser board show of a Springelkamp ship: her attitude to the wind, her turning
// ability and highest sail setting with the rigging lost (Movement: Attitude to the Wind, Turning Ability;
// Damage to the Rigging)
export { windAttitude as sprWindAttitude } from './engine/springelkamp/geometry.js';
export { turningNow as sprTurningNow, highestSail as sprHighestSail } from './engine/springelkamp/damage.js';
export { parseSprPlot, tracePlot as sprTracePlot } from './engine/springelkamp/plot.js';
export { BROADSIDE_BOXES as SPR_BROADSIDE_BOXES, STRIKE_AT as SPR_STRIKE_AT } from './engine/springelkamp/tables.js';
export type { Sail as SprSail, SprShipView, ShipLog as SprShipLog } from './engine/springelkamp/types.js';

/** The rule system a scenario (validated, JSON text or object) is played under: its `system` field, WS&IM when absent. */
export function systemOfScenario(scenario: unknown): AnyRuleSystem {
  let x = scenario;
  if (typeof x === 'string') {
    try {
      x = parseJsonText(x);
    } catch {
      return ruleSystemById(DEFAULT_SYSTEM); // the system's own loader reports the JSON mistake
    }
  }
  const id =
    typeof x === 'object' && x !== null && typeof (x as { system?: unknown }).system === 'string'
      ? (x as { system: string }).system
      : DEFAULT_SYSTEM;
  return ruleSystemById(id);
}

/** A scenario (JSON text or object) read by its own rule system's loader; `file` names it in the errors. */
export function loadAnyScenario(scenario: unknown, file?: string): Scenario {
  return systemOfScenario(scenario).loadScenario(scenario, file) as Scenario;
}

// --- scenarios ---------------------------------------------------------------
export { loadScenario, scenarioWarnings, ScenarioError, type Scenario } from './engine/wsim/scenario/load.js';
export { listScenarios, unknownScenarioText } from './engine/library.js';
export { editDistance, nearestNames, didYouMean } from './engine/nearest.js';
export type { ScenarioSummary } from './engine/system.js';

/** A built-in scenario of any rule system by id (a deep copy); typed as WS&IM's, the main system's. */
export function getScenario(id: string): Scenario {
  return getLibraryScenario(id) as Scenario;
}
export { scenarioJsonSchema, scenarioJsonSchemaText, LIBRARY_SCHEMA_REF } from './engine/wsim/scenario/jsonSchema.js';
export {
  designScenario,
  catalogueNations,
  DesignError,
  DESIGN_MAX_SHIPS_PER_SIDE,
  DESIGN_TURN_LIMIT,
  type DesignOptions,
  type DesignResult,
  type DesignedSide,
} from './engine/wsim/scenario/design.js';
export type { ScenarioInput } from './engine/wsim/scenario/schema.js';
export { squadronsWith, squadronsWithout } from './engine/wsim/scenario/squadrons.js';
export type { ScenarioHistory } from './engine/wsim/scenario/history.js';

// --- games -------------------------------------------------------------------
/**
 * Start a game from a scenario (or scenario JSON) with a seed and optional rules, under the rule
 * system the scenario names (WS&IM when it names none).
 */
export function newGame(scenario: Scenario | string | object, options: NewGameOptions): GameState {
  const system = systemOfScenario(scenario);
  let s: Scenario;
  if (isValidatedScenario(scenario)) s = scenario;
  else if (typeof scenario === 'object' && scenario !== null && validatedCopies.has(scenario))
    s = validatedCopies.get(scenario)!;
  else {
    s = system.loadScenario(scenario) as Scenario;
    if (typeof scenario === 'object' && scenario !== null) validatedCopies.set(scenario, s);
  }
  return system.newGame(s, options) as GameState;
}
/** Scenario objects already validated (newGame is called many times with the same object in batch runs). */
const validatedCopies = new WeakMap<object, Scenario>();
export type { NewGameOptions } from './engine/wsim/setup.js';

/** WS&IM-only queries (broadsides, fire, plot ends with WS&IM attitudes) refuse another system's game in one line. */
function wsimBoard(x: GameState | PlayerView, query: string): GameState {
  if (x.static.system !== 'wsim')
    throw new OrderError(`${query} is a WS&IM query; this game is played under "${x.static.system}"`);
  return asBoard(x);
}

/** Every legal plot for the ship this turn, one canonical spelling each (from a state or a player view). */
export function legalPlots(state: GameState | PlayerView, shipId: string): string[] {
  return ruleSystemOf(state).legalPlots(state, shipId);
}

/**
 * Every legal plot with the bow hex and heading it leaves the ship at (ignoring collisions and
 * drift): what a captain needs to score moves without re-tracing each plot.
 */
export function legalPlotEnds(state: GameState | PlayerView, shipId: string): PlotEnd[] {
  return wsimLegalPlotEnds(wsimBoard(state, 'legalPlotEnds'), shipId);
}

/**
 * The ships a broadside could engage from where it stands (11.1.4 closest target; Advanced 24.1.5
 * fields and sections), whatever its load — from a state or the firing side's view.
 */
export function broadsideTargets(
  state: GameState | PlayerView,
  shipId: string,
  broadside: Broadside,
): { target: string; range: number; sections: 'both' | 'bow' | 'stern' }[] {
  return wsimBroadsideTargets(wsimBoard(state, 'broadsideTargets'), shipId, broadside);
}

/**
 * The targets a loaded broadside may fire at now with its load, exactly as the Combat Phase
 * would allow (24.2 reach, 24.2.4.4, guns that bear). Pass the firing side's own view or a state.
 */
export function fireOptions(
  state: GameState | PlayerView,
  shipId: string,
  broadside: Broadside,
  query?: { asGrape?: boolean; sections?: 'both' | 'bow' | 'stern' },
): PublicFireOption[] {
  return wsimFireOptions(wsimBoard(state, 'fireOptions'), shipId, broadside, query);
}

/**
 * Check a plot: legal or not, and the part executed under 7.2.7 (from a state or a player view). With the
 * turn's anchor notation (WS&IM), the Movement Notation Phase's own check with it: weighing or cutting the
 * anchors keeps the ship in place (20.3.6, 20.3.7); a notation the phase would refuse is left out, as it is.
 */
export function checkPlot(
  state: GameState | PlayerView,
  shipId: string,
  plot: string,
  notation?: { anchor?: AnchorNotation },
): { legal: boolean; executed: string; reason?: string } {
  return ruleSystemOf(state).checkPlot(state, shipId, plot, notation);
}

/**
 * May the broadside fire at the target now (from a state or the firing side's view)? The Combat
 * Phase's own check (11.1, 24.1–24.2), modelled on checkPlot: `{ legal }`, or `{ legal: false, reason }`
 * naming the rule. Legal exactly for the targets fireOptions lists.
 */
export function checkFire(
  state: GameState | PlayerView,
  shipId: string,
  broadside: Broadside,
  targetId: string,
  query?: FireQuery,
): { legal: boolean; reason?: string } {
  return wsimCheckFire(wsimBoard(state, 'checkFire'), shipId, broadside, targetId, query);
}
export type { FireQuery } from './engine/wsim/index.js';

/** May the ship load this ammunition (13.3, 24.2.2.4)? The Reload Phase's own check, from a state or the side's view. */
export function checkLoad(
  state: GameState | PlayerView,
  shipId: string,
  ammo: Ammo,
): { legal: boolean; reason?: string } {
  return wsimCheckLoad(wsimBoard(state, 'checkLoad'), shipId, ammo);
}

/**
 * May the ship form this boarding party after the ones it already formed this turn (10.0–10.2)? The
 * Boarding Preparation Phase's own check: `{ legal, sections }` (the crew sections it would take) or
 * `{ legal: false, reason }` naming the rule. From a state or the side's view.
 */
export function checkBoarding(
  state: GameState | PlayerView,
  shipId: string,
  party: BoardingParty,
  earlier?: readonly BoardingParty[],
  circumstances?: { repairing?: boolean },
): { legal: boolean; reason?: string; sections?: number[] } {
  return wsimCheckBoarding(wsimBoard(state, 'checkBoarding'), shipId, party, earlier, circumstances);
}
export type { SectionUse } from './engine/wsim/phases/combat.js';

/** May the ship give this anchor notation (20.3)? The Movement Notation Phase's own check, from a state or the side's view. */
export function checkAnchor(
  state: GameState | PlayerView,
  shipId: string,
  anchor: AnchorNotation,
): { legal: boolean; reason?: string } {
  return wsimCheckAnchor(wsimBoard(state, 'checkAnchor'), shipId, anchor);
}

/**
 * May the ship set full sails or shorten to battle sails this turn (20.1.5, 20.1.4, 18.2.2.1, 38.4; 20.4.1.3
 * against the plot when given)? The Movement Notation Phase's own check, from a state or the side's view.
 */
export function checkSail(
  state: GameState | PlayerView,
  shipId: string,
  sail: SailNotation,
  notation?: NotationQuery,
): { legal: boolean; reason?: string } {
  return wsimCheckSail(wsimBoard(state, 'checkSail'), shipId, sail, notation);
}

/**
 * May the ship repair this part this turn (20.5, 38.4; 20.5.4 and 20.5.5 against the other notations given;
 * 26.2 two crew sections as she stands now)? The Movement Notation Phase's own check, from a state or a view.
 */
export function checkRepair(
  state: GameState | PlayerView,
  shipId: string,
  kind: RepairNotation,
  notation?: NotationQuery,
): { legal: boolean; reason?: string } {
  return wsimCheckRepair(wsimBoard(state, 'checkRepair'), shipId, kind, notation);
}

/**
 * 11.3.3 crew sections free to fire and down, as the Combat Phase counts them, with `boarding` sections the
 * ship means to send boarding and men aloft for a sail change (24.5). From a state or the side's view.
 */
export function crewSections(
  state: GameState | PlayerView,
  shipId: string,
  hypothesis?: { boarding?: number; menInRigging?: boolean },
): { down: number; available: number } {
  return wsimCrewSections(wsimBoard(state, 'crewSections'), shipId, hypothesis);
}
export type { NotationQuery } from './engine/wsim/index.js';
export { isEntering } from './engine/wsim/phases/movementNotation.js';
export { boardingSections, sectionsInMelees } from './engine/wsim/orderChecks.js';
export { meleeStrength } from './engine/wsim/phases/melee.js';
export { MELEE_WIN_RATIO } from './engine/wsim/tables/melee.js';
export type { AnchorNotation, SailNotation, RepairNotation } from './engine/wsim/notationChecks.js';

/** Resolve one turn from both sides' orders: `state + orders → state + events`. */
export function resolveTurn(
  state: GameState,
  orders: OrdersBySide,
  options?: ResolveOptions,
): { state: GameState; events: GameEvent[] } {
  return ruleSystemOf(state).resolveTurn(state, orders, options);
}

/** What one side may see: no enemy loads, no pending orders, no random stream. */
export function playerView(state: GameState, side: SideId): PlayerView {
  return ruleSystemOf(state).playerView(state, side) as PlayerView;
}

/** Is the game over, who won, and the points. */
export function outcome(state: GameState): Outcome {
  return ruleSystemOf(state).outcome(state);
}

/** The events a side may see (7.2.5 in WS&IM: not the enemy's reloading). */
export function publicEvents(events: readonly GameEvent[], state: GameState | PlayerView, side: SideId): GameEvent[] {
  return ruleSystemOf(state).publicEvents(events, state, side) as GameEvent[];
}

/** The per-game summary of a finished game (the lab's rows, the reports), by the game's rule system. */
export function summarizeGame(state: GameState, events: readonly GameEvent[]): GameSummary {
  return ruleSystemOf(state).summarize(state, events);
}
export {
  RANGE_BAND_LABELS,
  rangeBand,
  emptySideStats,
  type RangeBandLabel,
  type Squares,
  type SideStats,
  type GameSummary,
} from './engine/summary.js';

/** The digest of a game after a turn that records carry (replay checks every turn against it). */
export function turnDigest(state: GameState): string {
  return ruleSystemOf(state).turnDigest(state);
}

/** The movement allowance of a ship at the start of this turn's movement (7.1.1). */
export function movementAllowance(state: GameState | PlayerView, shipId: string): number {
  const s = wsimBoard(state, 'movementAllowance');
  const ship = knownShip(s, shipId);
  const optional = s.static.rules.optional;
  // 37.0 blocked wind and 35.2 towing change the allowance through the Movement Notation Phase's own context
  if (optional.blockedWind || optional.towing) return plotContextFor(s, ship).startAllowance;
  return shipAllowance(s.static, ship, s.wind, s.turn);
}

export { recordTurn, checkRecordedTurn, RecordError, RECORD_FORMAT, DEFAULT_SYSTEM } from './engine/record.js';

/** Start a record of a game (record.ts); its orders are typed as WS&IM's unless told otherwise. */
export function startRecord<Sc extends ScenarioBase, R, O = OrdersBySide>(
  scenario: Sc,
  state: StateBase & { static: { rules: R } },
  players?: Record<SideId, string>,
): CoreGameRecord<O, Sc, R> {
  return startRecordOf<Sc, R, O>(scenario, state, players);
}

/** A game record; its type parameters default to WS&IM's orders, scenario and rules (the workbench's main system). */
export type GameRecord<
  O = OrdersBySide,
  Sc extends ScenarioBase = Scenario,
  R = RulesOptions | WsimRulesInput,
> = CoreGameRecord<O, Sc, R>;
/** What a replay gives; typed on WS&IM's state and events unless told otherwise. */
export type ReplayResult<S extends StateBase = GameState, E extends EventBase = GameEvent> = CoreReplayResult<S, E>;

/** Replay a record of any rule system (record.ts); typed on WS&IM's state and events unless told otherwise. */
export function replay<S extends StateBase = GameState, E extends EventBase = GameEvent>(
  record: CoreGameRecord<unknown, ScenarioBase, unknown>,
  file?: string,
): ReplayResult<S, E> {
  return replayRecord<S, E>(record, file);
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
} from './engine/wsim/turn.js';
export { sidesInContact, type Decision } from './engine/wsim/decision.js';
/** What is decided now, by which sides, before the turn can go on (the rule system's decision points). */
export function nextDecision(state: GameState): Decision {
  return ruleSystemOf(state).nextDecision(state) as Decision;
}
export { OrderError, shipOrdersSchema, mergeOrders, mergeShipOrders } from './engine/wsim/orders.js';
export {
  parsePlot,
  formatSteps,
  canonicalPlot,
  PlotSyntaxError,
  traceSteps,
  type Step,
  type PlotEnd,
} from './engine/wsim/plot.js';
export { formatEvent, formatLog } from './engine/wsim/log.js';
export { captainRandom, hashString, reseed } from './engine/rng.js';
export {
  resolveRules,
  defaultRules,
  OPTIONAL_RULE_NAMES,
  OPTIONAL_RULE_TITLES,
  type RulesInput,
} from './engine/wsim/rules.js';
export {
  parseRulesWords,
  rulesChoiceSlug,
  wsimRulesSlug,
  playedRulesSlug,
  counterpartScenario,
  applyRulesChoice,
  RulesWordError,
  SPECIAL_RULE_NAMES,
  SPECIAL_RULE_TITLES,
  type RulesChoice,
} from './systems/rulesChoice.js';
export { ENGINE_VERSION } from './engine/version.js';
export { parseJsonText, printable, JsonTextError, MAX_JSON_DEPTH } from './engine/json.js';
export { points, isOut } from './engine/wsim/outcome.js';
export { boardOf, stateFromView, type WorldOptions } from './engine/wsim/world.js';

/**
 * 37.0 / IX blocked wind, for a captain weighing placements: the hexes ship `blockedId` placed at `at`
 * would lose if ship `blockerId` (with her present sails and rigging) lay at `blockerAt`; 0 with the rule off.
 */
/**
 * 35.0 / VII towing, for a captain: may ship `towerId` take `towedId` in tow with a `tow` order now
 * (the Movement Notation Phase's own check)? And is a placement in the towing position (35.4.1)?
 */
export function towObstacle(state: GameState | PlayerView, towerId: string, towedId: string): string | null {
  const s = wsimBoard(state, 'towObstacle');
  return rigObstacle(s, knownShip(s, towerId), shipById(s, towedId));
}
export { inTowPosition, towOf } from './engine/wsim/towing.js';

/**
 * 38.0 / XI running aground, for a captain: would this plot take the ship into water too shallow for
 * her, as far as the side knows the depths (39.0: a view shows only what its side has charted or
 * sounded)? False with the rule off. Drift is not counted.
 */
export function plotGrounds(state: GameState | PlayerView, shipId: string, plot: string): boolean {
  const s = wsimBoard(state, 'plotGrounds');
  if (!s.static.rules.optional.runningAground) return false;
  const shoals = knownShoals(state);
  if (!shoals) return false;
  const ship = knownShip(s, shipId);
  const track: Placement[] = [];
  let at: Placement = { bow: ship.bow, heading: ship.heading };
  for (const step of parsePlotSteps(plot)) {
    at = traceStepsOf(at.bow, at.heading, [step]);
    track.push(at);
  }
  return groundsOnTrack(shoals, track, s.static.ships[ship.idx].depth);
}

/**
 * 32.0 / IV command lag, for a captain: how its ship's movement is written now — `inCommand` (turn to turn),
 * or the movement already `written` (what she sails; never to be changed) and the turns `due` to be written
 * now (`plot` for this turn when it is the first, `ahead` for the rest). Null when the rule does not bind her.
 * A view shows only its own side's written movement.
 */
export function commandLagOf(state: GameState | PlayerView, shipId: string): CommandStatus | null {
  return wsimCommandLagOf(wsimBoard(state, 'commandLagOf'), shipId);
}
export type { CommandStatus } from './engine/wsim/commandLag.js';
export { COMMAND_LAG } from './engine/wsim/tables/commandLag.js';

export function windBlockedLoss(
  state: GameState | PlayerView,
  blockedId: string,
  at: Placement,
  blockerId: string,
  blockerAt: Placement,
): number {
  const s = wsimBoard(state, 'windBlockedLoss');
  if (!s.static.rules.optional.blockedWind) return 0;
  return blanketLoss(s, knownShip(s, blockedId), at, knownShip(s, blockerId), blockerAt);
}

/**
 * 42.0 bomb ketches, for a captain: what each loaded mortar of the ship may fire at now, nearest first
 * (none with the rule off, for a ship that is not a bomb, not anchored (42.1) or cannot fire; an enemy's
 * mortar loading is hidden, so a view answers for its own bombs only).
 */
export function mortarTargets(state: GameState | PlayerView, shipId: string): MortarTarget[] {
  const s = wsimBoard(state, 'mortarTargets');
  const ship = knownShip(s, shipId);
  return mortarTargetsOf(s, ship, s.mortars?.[shipId], crewSectionsDownIn(s, ship, []).available);
}

/**
 * 42.0 may the ship's mortars fire this turn? The Combat Phase's own check (the rule in use, a bomb, able to fight,
 * anchored (42.1), a crew section free (11.3.3)): `{ legal }` or `{ legal: false, reason }` naming the rule.
 */
export function checkMortar(state: GameState | PlayerView, shipId: string): { legal: boolean; reason?: string } {
  const s = wsimBoard(state, 'checkMortar');
  const ship = knownShip(s, shipId);
  const why = mortarRefusal(s.static, ship, crewSectionsDownIn(s, ship, []).available);
  return why === null ? { legal: true } : { legal: false, reason: why };
}

/** 42.4, 42.7, 42.8 what the ship's mortars would reach lying at `at` (loaded or not, anchored or not). */
export function mortarReachFrom(state: GameState | PlayerView, shipId: string, at: Placement): MortarTarget[] {
  const s = wsimBoard(state, 'mortarReachFrom');
  const ship = knownShip(s, shipId);
  const placed = { ...ship, bow: at.bow, heading: at.heading };
  const out: MortarTarget[] = [];
  for (let m = 0; m < mortarCount(s.static.ships[ship.idx]); m++) out.push(...mortarReach(s, placed, m));
  return out;
}
export { fortStrengths, type MortarTarget } from './engine/wsim/bombKetch.js';
export { MORTAR_RANGE, MORTAR_LOAD_TURNS, MORTARS_BY_KIND, type BombKind } from './engine/wsim/tables/bombKetch.js';

// --- geometry ----------------------------------------------------------------
export {
  hexDistance,
  hexLabel,
  parseHexLabel,
  neighbor,
  DIRECTIONS,
  DIRECTION_NAMES,
  toOffset,
  fromOffset,
  dir,
  type Hex,
  type Dir,
} from './engine/hex.js';
export {
  attitude,
  inPlay,
  shipInPlay,
  shipRange,
  sternOf,
  fieldOf,
  shipFields,
  basicRake,
  lineRake,
  facingSide,
  type Placement,
  type Field,
} from './engine/wsim/geometry.js';
export { BATTLE_SAIL_ALLOWANCE, FULL_SAIL_ALLOWANCE } from './engine/wsim/tables/movement.js';
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
} from './engine/wsim/ship.js';

// --- tables (read-only data, for captains and reports) ------------------------
export {
  BASIC_HDT,
  ADVANCED_HDT,
  hdtRow,
  rangeBandIndex,
  splitAdvancedTable,
  HULL_AIM_MAX_RANGE,
  MAX_FIRING_RANGE,
} from './engine/wsim/tables/hitDetermination.js';
export {
  BASIC_HIT_TABLES,
  ADVANCED_HIT_TABLES,
  CRITICAL_DIE,
  type HitTable,
  type HitCounts,
} from './engine/wsim/tables/hitTables.js';
export { AMMUNITION, chainshotAllowed } from './engine/wsim/tables/ammunition.js';
export { DOUBLESHOT_FAST_LOAD_CREW_SECTIONS } from './engine/wsim/tables/constants.js';
export {
  SHIP_CLASSES,
  CATALOGUE,
  findShipClass,
  pointsOf,
  type CatalogueEntry,
  type ShipClassFigures,
  type PointValues,
} from './engine/wsim/data/catalogue.js';
export { WIND_VELOCITY_NAMES } from './engine/wsim/tables/wind.js';

export type * from './engine/wsim/types.js';
export { AMMOS, QUALITIES, BROADSIDES } from './engine/wsim/types.js';
export type { GameEvent, HitSummary, Modifier, EventType } from './engine/wsim/events.js';
