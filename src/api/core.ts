/**
 * The public API's generic part: the verbs every rule system answers (a new game, its legal plots, a plot or a
 * ship's orders checked, a turn resolved, a side's view, the outcome, the next decision, orders merged, an event in
 * words, the lab's summary), typed by the system a game is played under, and what every system shares (records
 * and replays, the random stream, the hex board, rule choices by name). Each system's own extras are its module:
 * `src/api/wsim.ts`, `src/api/springelkamp.ts`. src/index.ts re-exports this module and the systems' as namespaces.
 *
 * Typed by system: a game's state, view, orders and events are a union keyed on `static.system` (`AnyState`,
 * `AnyView`, …); a verb given a game of one system answers in that system's types (`resolveTurn` of a Springelkamp
 * state is a Springelkamp state and its events), and `isSystem` / `asSystem` narrow a game of any system to one.
 */
import {
  registerRuleSystem,
  ruleSystemById,
  ruleSystemOf,
  type AnyRuleSystem,
  type RuleSystem,
  type DecisionBase,
  type NewGameOptionsBase,
  type Outcome,
  type PlotCheckResult,
  type OrderCheck,
  type ResolveOptionsBase,
  type SideId,
} from '../engine/system.js';
import { wsimRules } from '../engine/wsim/index.js';
import { springelkampRules } from '../engine/springelkamp/index.js';
import type { GameState, OrdersBySide, PlayerView, ShipOrders, SideOrders } from '../engine/wsim/types.js';
import type { GameEvent } from '../engine/wsim/events.js';
import type { Scenario } from '../engine/wsim/scenario/load.js';
import type { RulesInput as WsimRulesInput } from '../engine/wsim/rules.js';
import type { Decision } from '../engine/wsim/decision.js';
import type { ResolveOptions } from '../engine/wsim/turn.js';
import type { SprOrders, SprShipOrders, SprSideOrders, SprState, SprView } from '../engine/springelkamp/types.js';
import type { SprEvent } from '../engine/springelkamp/events.js';
import type { SprRulesInput, SprScenario } from '../engine/springelkamp/scenario.js';
import {
  advance as advanceTurn,
  decisionOf as decisionOfTurn,
  runOn as runOnTurn,
  startTurn as startTurnOf,
  type AdvanceOptions,
  type Advanced,
  type TurnInPlay,
} from '../engine/advance.js';
import { isValidatedScenario } from '../engine/wsim/scenario/load.js';
import { OrderError } from '../engine/orderShape.js';
import { parseJsonText } from '../engine/json.js';
import { getScenario as getLibraryScenario } from '../engine/library.js';
import {
  DEFAULT_SYSTEM,
  replay as replayRecord,
  startRecord as startRecordOf,
  type GameRecord as CoreGameRecord,
  type ReplayResult,
} from '../engine/record.js';
import type { GameSummary } from '../engine/summary.js';

registerRuleSystem(wsimRules);
registerRuleSystem(springelkampRules);

// --- every rule system's types, keyed on its id -----------------------------------

/** What each registered rule system plays with, by its id (`static.system`, a scenario's `system`). */
/** Which side holds each ship as a game's events go by (prizes, every rule system): src/engine/holders.ts. */
export { Holders } from '../engine/holders.js';

export interface Systems {
  wsim: {
    state: GameState;
    view: PlayerView;
    orders: OrdersBySide;
    sideOrders: SideOrders;
    shipOrders: ShipOrders;
    event: GameEvent;
    scenario: Scenario;
    rules: WsimRulesInput;
    decision: Decision;
    resolveOptions: ResolveOptions;
  };
  springelkamp: {
    state: SprState;
    view: SprView;
    orders: SprOrders;
    sideOrders: SprSideOrders;
    shipOrders: SprShipOrders;
    event: SprEvent;
    scenario: SprScenario;
    rules: SprRulesInput;
    decision: DecisionBase;
    resolveOptions: ResolveOptionsBase;
  };
}
export type SystemId = keyof Systems;

/** A game's state under any rule system: narrow on `static.system` (or with `isSystem`). */
export type AnyState = Systems[SystemId]['state'];
/** A side's view under any rule system. */
export type AnyView = Systems[SystemId]['view'];
/** A state or a side's view: what the rule queries read. */
export type AnyBoard = AnyState | AnyView;
export type AnyEvent = Systems[SystemId]['event'];
export type AnyScenario = Systems[SystemId]['scenario'];
export type AnyRulesInput = Systems[SystemId]['rules'];
export type AnySideOrders = Systems[SystemId]['sideOrders'];
export type AnyShipOrders = Systems[SystemId]['shipOrders'];
/** A ship as a side's view shows her, under any rule system. */
export type AnyShipView = AnyView['ships'][number];
/** A turn's orders of a game of any system (each side's in its system's shape; the engine checks them). */
export type AnyOrders = Record<SideId, AnySideOrders>;

/** The rule system of a state or view type. */
export type SystemOf<B extends AnyBoard> = B['static']['system'];
/** The whole union (a game not narrowed to one system) rather than one system's type. */
type Unnarrowed<B extends AnyBoard> = AnyBoard extends B
  ? true
  : AnyState extends B
    ? true
    : AnyView extends B
      ? true
      : false;

export type StateOf<B extends AnyBoard> = Systems[SystemOf<B>]['state'];
export type ViewOf<B extends AnyBoard> = Systems[SystemOf<B>]['view'];
export type EventOf<B extends AnyBoard> = Systems[SystemOf<B>]['event'];
export type DecisionOf<B extends AnyBoard> = Systems[SystemOf<B>]['decision'];
/** A turn's orders for a game of this type: its system's, or any system's for a game not narrowed to one. */
export type OrdersOf<B extends AnyBoard> = Unnarrowed<B> extends true ? AnyOrders : Systems[SystemOf<B>]['orders'];
export type SideOrdersOf<B extends AnyBoard> = Systems[SystemOf<B>]['sideOrders'];
export type ShipOrdersOf<B extends AnyBoard> = Systems[SystemOf<B>]['shipOrders'];
/** The part of a union of states or views (or of both) that one system plays. */
export type OfSystem<B extends AnyBoard, K extends SystemId> = Extract<B, { static: { system: K } }>;

/** How a system is named in a query's refusal. */
const SYSTEM_NAMES: Record<SystemId, string> = { wsim: 'WS&IM', springelkamp: "Springelkamp's" };

/** Is this game (state or view) played under rule system `system`? Narrows it to that system's type. */
export function isSystem<B extends AnyBoard, K extends SystemId>(board: B, system: K): board is OfSystem<B, K> {
  return board.static.system === system;
}

/**
 * The game as rule system `system`'s (state or view), or an OrderError in one line naming what asked and the
 * system the game is played under: for a query of one system given another's game.
 */
export function asSystem<B extends AnyBoard, K extends SystemId>(board: B, system: K, query: string): OfSystem<B, K> {
  if (isSystem(board, system)) return board;
  throw new OrderError(
    `${query} is a ${SYSTEM_NAMES[system]} query; this game is played under "${board.static.system}"`,
  );
}

/**
 * The rule system of a game typed on that game's own types: the registry holds every system untyped
 * (`AnyRuleSystem`), and the system registered under a game's `static.system` is the one `Systems` types for it.
 */
function typed<B extends AnyBoard>(
  board: B,
): RuleSystem<StateOf<B> & B, OrdersOf<B>, ViewOf<B>, EventOf<B>, AnyScenario, AnyRulesInput> {
  // the one unchecked step of the API's types: a system's types are correlated to its id by registration here
  // eslint-disable-next-line @typescript-eslint/no-unsafe-return
  return ruleSystemOf(board);
}

// --- scenarios -----------------------------------------------------------------

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
export function loadAnyScenario(scenario: unknown, file?: string): AnyScenario {
  return systemOfScenario(scenario).loadScenario(scenario, file) as AnyScenario;
}

/** A built-in scenario of any rule system by id (a deep copy). */
export function getScenario(id: string): AnyScenario {
  return getLibraryScenario(id) as AnyScenario;
}

// --- games -----------------------------------------------------------------------

/** How a game starts: its seed, and rules as its system writes them. */
export type NewGameOptions<R = AnyRulesInput> = NewGameOptionsBase<R>;

/** Scenario objects already validated (newGame is called many times with the same object in batch runs). */
const validatedCopies = new WeakMap<object, AnyScenario>();

/**
 * Start a game from a scenario (or scenario JSON) with a seed and optional rules, under the rule system the
 * scenario names (WS&IM when it names none): a WS&IM scenario gives a WS&IM state, a Springelkamp one a
 * Springelkamp state, a scenario of any system (or JSON) a state of any system.
 */
export function newGame(scenario: Scenario, options: NewGameOptions<WsimRulesInput>): GameState;
export function newGame(scenario: SprScenario, options: NewGameOptions<SprRulesInput>): SprState;
export function newGame(scenario: AnyScenario | string | object, options: NewGameOptions): AnyState;
export function newGame(scenario: AnyScenario | string | object, options: NewGameOptions): AnyState {
  const system = systemOfScenario(scenario);
  let s: AnyScenario;
  if (isValidatedScenario(scenario)) s = scenario;
  else if (typeof scenario === 'object' && scenario !== null && validatedCopies.has(scenario))
    s = validatedCopies.get(scenario)!;
  else {
    s = system.loadScenario(scenario) as AnyScenario;
    if (typeof scenario === 'object' && scenario !== null) validatedCopies.set(scenario, s);
  }
  return system.newGame(s, options) as AnyState;
}

/** Every legal plot for the ship this turn, one canonical spelling each (from a state or a player view). */
export function legalPlots(board: AnyBoard, shipId: string): string[] {
  return ruleSystemOf(board).legalPlots(board, shipId);
}

/**
 * Check a plot: legal or not, and the part executed (7.2.7 in WS&IM; Springelkamp keeps the default course), from a
 * state or a player view. With the turn's anchor notation (WS&IM), the Movement Notation Phase's own check with it:
 * weighing or cutting the anchors keeps the ship in place (20.3.6, 20.3.7); a notation the phase would refuse is
 * left out, as it is.
 */
export function checkPlot(
  board: AnyBoard,
  shipId: string,
  plot: string,
  notation?: { anchor?: string },
): PlotCheckResult {
  return ruleSystemOf(board).checkPlot(board, shipId, plot, notation);
}

/**
 * A ship's orders for the turn checked by the phases that enforce them, on this board (a state, a paused turn, or
 * the ship's side's view): the plot's check, and every order a phase would refuse, named and with the reason as
 * that phase reports it ignored (`orderIgnored`). What each system checks: its `checkOrder` (docs/architecture.md).
 */
export function checkOrder<B extends AnyBoard>(board: B, shipId: string, order: ShipOrdersOf<B>): OrderCheck {
  return ruleSystemOf(board).checkOrder(board, shipId, order);
}

/** Resolve one turn from every side's orders: `state + orders → state + events`, in the state's system's types. */
export function resolveTurn<S extends AnyState>(
  state: S,
  orders: OrdersOf<S>,
  options?: Systems[SystemOf<S>]['resolveOptions'],
): { state: S; events: EventOf<S>[] } {
  return ruleSystemOf(state).resolveTurn(state, orders, options);
}

/** What one side may see: no enemy loads, no pending orders, no random stream. */
export function playerView<S extends AnyState>(state: S, side: SideId): ViewOf<S> {
  return typed<S>(state).playerView(state, side);
}

/** Is the game over, who won, and the points. */
export function outcome(state: AnyState): Outcome {
  return ruleSystemOf(state).outcome(state);
}

/** The events a side may see (7.2.5 in WS&IM: not the enemy's reloading). */
export function publicEvents<B extends AnyBoard>(events: readonly EventOf<B>[], board: B, side: SideId): EventOf<B>[] {
  return typed<B>(board).publicEvents(events, board, side);
}

/** The per-game summary of a finished game (the lab's rows, the reports), by the game's rule system. */
export function summarizeGame<S extends AnyState>(state: S, events: readonly EventOf<S>[]): GameSummary {
  return ruleSystemOf(state).summarize(state, events);
}

/** The digest of a game after a turn that records carry (replay checks every turn against it). */
export function turnDigest(state: AnyState): string {
  return ruleSystemOf(state).turnDigest(state);
}

/** What is decided now, by which sides, before the turn can go on (the rule system's decision points). */
export function nextDecision<S extends AnyState>(state: S): DecisionOf<S> {
  return ruleSystemOf(state).nextDecision(state);
}

// --- the turn's decision loop (src/engine/advance.ts): one for every caller and every system ----------------

/** A turn under way, in the types of its game's rule system. */
export type TurnOf<S extends AnyState> = TurnInPlay<S, OrdersOf<S>, EventOf<S>>;
/** The orders of the sides a decision names, given the turn's state and its events so far. */
export type AskOf<S extends AnyState> = (
  decision: DecisionOf<S>,
  state: S,
  events: readonly EventOf<S>[],
) => OrdersOf<S>;
export type { AdvanceOptions, Advanced } from '../engine/advance.js';

/** A turn about to be played from this state (a driver that waits for people holds it between answers). */
export function startTurn<S extends AnyState>(state: S): TurnOf<S> {
  return startTurnOf<S, OrdersOf<S>, EventOf<S>>(state);
}

/** What the turn waits for now: who decides what (nothing once the turn is over). */
export function decisionOf<S extends AnyState>(turn: TurnOf<S>): DecisionOf<S> {
  return decisionOfTurn(turn);
}

/** Give orders and run the turn on to the pause before `until`, or to its end (`asked`: a word for the record). */
export function runOn<S extends AnyState>(
  turn: TurnOf<S>,
  orders: OrdersOf<S>,
  until?: string,
  asked?: boolean,
): TurnOf<S> {
  return runOnTurn(turn, orders, until, asked);
}

/**
 * Play one turn to its end: what needs no decision settled (17.0: the wind before the plots), `ask` called at each
 * decision point the rule system names (the turn's orders; the boarding word at the pause before Boarding
 * Preparation, 10.0), and the turn's orders as given, merged — replaying them gives the same turn.
 */
export function advance<S extends AnyState>(
  state: S,
  ask: AskOf<S>,
  options?: AdvanceOptions<S>,
): Advanced<S, OrdersOf<S>, EventOf<S>> {
  return advanceTurn<S, OrdersOf<S>, EventOf<S>>(state, (d, st, ev) => ask(d, st, ev), options);
}

/** A turn's orders given in two words (a paused turn: the boarding word after the turn's orders), merged. */
export function mergeOrders<B extends AnyBoard>(board: B, base: OrdersOf<B>, more: OrdersOf<B>): OrdersOf<B> {
  return typed<B>(board).mergeOrders(base, more);
}

/** One event of this game as one line of text; `name` maps ship ids to display names. */
export function formatEvent<B extends AnyBoard>(board: B, event: EventOf<B>, name?: (id: string) => string): string {
  return ruleSystemOf(board).formatEvent(event, name);
}

/** Events of this game as a log, one line each. */
export function formatLog<B extends AnyBoard>(
  board: B,
  events: readonly EventOf<B>[],
  name?: (id: string) => string,
): string {
  const system = ruleSystemOf(board);
  return events.map((e) => system.formatEvent(e, name)).join('\n');
}

// --- records ---------------------------------------------------------------------

/** A game record; its type parameters default to any system's orders, scenario and rules. */
export type GameRecord<
  O = AnyOrders,
  Sc extends AnyScenario = AnyScenario,
  R = AnyRulesInput | AnyState['static']['rules'],
> = CoreGameRecord<O, Sc, R>;

/** Start a record of a game (record.ts), under the game's rule system. */
export function startRecord<Sc extends AnyScenario, S extends AnyState>(
  scenario: Sc,
  state: S,
  players?: Record<SideId, string>,
): GameRecord<OrdersOf<S>, Sc, S['static']['rules']> {
  return startRecordOf<Sc, S['static']['rules'], OrdersOf<S>>(scenario, state, players);
}

/** Replay a record of any rule system (record.ts): its states and events, of the system the record names. */
export function replay(
  record: CoreGameRecord<unknown, AnyScenario, unknown>,
  file?: string,
): ReplayResult<AnyState, AnyEvent> {
  return replayRecord<AnyState, AnyEvent>(record, file);
}
export type { ReplayResult } from '../engine/record.js';
export { recordTurn, checkRecordedTurn, RecordError, RECORD_FORMAT, DEFAULT_SYSTEM } from '../engine/record.js';

// --- rule systems, shared shapes and errors ----------------------------------------
export { registerRuleSystem, ruleSystemById, ruleSystemOf, ruleSystems, UnknownSystemError } from '../engine/system.js';
export type {
  RuleSystem,
  AnyRuleSystem,
  StateBase,
  ViewBase,
  EventBase,
  StaticBase,
  ResultBase,
  ScenarioBase,
  ScenarioSummary,
  Outcome,
  PlotCheckResult,
  OrderCheck,
  OrderRefusal,
  DecisionBase,
  SideId,
  ShipId,
} from '../engine/system.js';
export { OrderError } from '../engine/orderShape.js';
export { ScenarioError } from '../engine/scenarioErrors.js';
export { listScenarios, unknownScenarioText } from '../engine/library.js';
export { editDistance, nearestNames, didYouMean } from '../engine/nearest.js';

// --- the lab's per-game summary ----------------------------------------------------
export {
  RANGE_BAND_LABELS,
  rangeBand,
  emptySideStats,
  type RangeBandLabel,
  type Squares,
  type SideStats,
  type GameSummary,
} from '../engine/summary.js';

// --- the random stream, JSON, the engine version ----------------------------------
export { captainRandom, hashString, reseed } from '../engine/rng.js';
export { parseJsonText, printable, JsonTextError, MAX_JSON_DEPTH } from '../engine/json.js';
export { ENGINE_VERSION } from '../engine/version.js';

// --- rules chosen by name (every system's words), counterpart scenarios -------------
export {
  parseRulesWords,
  rulesChoiceSlug,
  wsimRulesSlug,
  playedRulesSlug,
  counterpartScenario,
  applyRulesChoice,
  rulesDescription,
  rulesFactorForms,
  rulesFromObject,
  levelWordRefusal,
  RulesWordError,
  SPECIAL_RULE_NAMES,
  SPECIAL_RULE_TITLES,
  type RulesChoice,
} from '../systems/rulesChoice.js';
export { switchesOf, switchesOn, type RulesWords } from '../engine/rulesWords.js';

// --- the hex board and two-hex ships every system shares -----------------------------
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
} from '../engine/hex.js';
export { sternOf, shipRange, facingSide, type Placement, type Broadside } from '../engine/shipGeometry.js';
