/**
 * The rule-system boundary. A rule system (WS&IM, Springelkamp's sail rules, …) is a folder of its
 * own that supplies one `RuleSystem` object; the public API (src/index.ts) dispatches every rule
 * function on `static.system` of the state or view it is given, or on the scenario's `system` for
 * newGame. The lab, records, replays, the reports' per-game summary and the captains' rule queries
 * go through here, so a system registered here is played without touching them.
 *
 * The shared shapes below are what every system's state, view, events and scenario have in common;
 * each system extends them with its own (WS&IM: ship logs with loads, rigging sections, fouls…).
 * docs/architecture.md says what a new system must supply.
 */
import type { ZodType } from 'zod';
import type { GameSummary } from './summary.js';
import type { RulesWords } from './rulesWords.js';

export type { SideId, ShipId, RngState, StaticBase, ResultBase, StateBase, ViewBase } from './shapes.js';
import type { ShipId, SideId, StateBase, ViewBase } from './shapes.js';

export interface EventBase {
  type: string;
}

export interface Outcome {
  over: boolean;
  winner: SideId | 'draw' | null;
  points: Record<SideId, number>;
  reason?: string;
  turn?: number;
}

export interface PlotCheckResult {
  legal: boolean;
  /** the part of the plot that would be executed (the whole plot when legal; 7.2.7 in WS&IM) */
  executed: string;
  /** the rule that refuses it */
  reason?: string;
}

/** An order a phase would refuse: named as the phase reports it ignored (`orderIgnored`'s `order`), and why. */
export interface OrderRefusal {
  order: string;
  /** the rule that refuses it */
  reason: string;
}

/**
 * A ship's orders for a turn checked by the phases that enforce them (`RuleSystem.checkOrder`): the plot's check
 * when a plot is given, and every other order a phase would refuse, in the order the phases report them.
 */
export interface OrderCheck {
  /** no order refused and the plot (if any) legal */
  legal: boolean;
  plot?: PlotCheckResult;
  refused: OrderRefusal[];
}

/** Who decides what before the turn goes on (OpenSpiel's current player for a simultaneous game). */
export interface DecisionBase {
  /** the phase the turn runs next (null: the game is over) */
  phase: string | null;
  /** the order keys read from here to the end of the turn */
  reads: string[];
  /** nothing is decided before this phase: resolve the turn to it first */
  runUntil: string | null;
  /** what is decided now (null: nothing; the turn runs on with the orders given) */
  point: 'orders' | 'boarding' | null;
  sides: SideId[];
  /** where this turn can stop later for the boarding word */
  boardingAt: string | null;
}

export interface ResolveOptionsBase {
  /** pause the turn before this phase (interactive play) */
  until?: string;
}

/** A scenario as every system's loader returns it (validated, with its system named). */
export interface ScenarioBase {
  id: string;
  name: string;
  system?: string;
}

/** A scenario's line in the library's listing (`wsim scenario list`). */
export interface ScenarioSummary {
  id: string;
  name: string;
  /** the year of the action, when the scenario gives one */
  year: number | null;
  ships: number;
  /** ships per side, in the scenario's order of sides */
  sides: { id: string; name: string; ships: number }[];
  /** the rules level, or the switches the scenario turns on */
  level: string;
  victory: string;
  turnLimit: number | null;
  /** the rule system that plays it */
  system: string;
}

export interface NewGameOptionsBase<RulesIn> {
  seed: string | number;
  rules?: RulesIn;
}

/**
 * What a rule system supplies. S: state, O: orders of all sides for a turn, V: a side's view,
 * E: events, Sc: a validated scenario, RulesIn: rules as written in a scenario, record or command line.
 */
export interface RuleSystem<
  S extends StateBase = StateBase,
  O = unknown,
  V extends ViewBase = ViewBase,
  E extends EventBase = EventBase,
  Sc extends ScenarioBase = ScenarioBase,
  RulesIn = unknown,
> {
  readonly id: string;
  /** a line for listings: the rule text and edition played */
  readonly title: string;

  // --- scenarios and rules -------------------------------------------------
  /** the scenario file format, one schema (a JSON Schema is generated from it) */
  readonly scenarioSchema: ZodType;
  /** validate a scenario (JSON text or object); throws ScenarioError naming the file and field */
  loadScenario(input: string | unknown, file?: string): Sc;
  /** legal but suspicious set-ups, one line each */
  scenarioWarnings(scenario: Sc, file?: string): string[];
  /** the rules options schema (scenario `rules`, records, experiments, --rules) */
  readonly rulesSchema: ZodType;
  /** its rules chosen by name: its words, their slug and description (`--rules`, experiments, the page's form) */
  readonly rulesWords: RulesWords<RulesIn>;
  /** the system's built-in scenarios, validated (the library lists every system's, library.ts) */
  builtInScenarios(): readonly Sc[];
  /** a scenario's line in `wsim scenario list` */
  describeScenario(scenario: Sc): ScenarioSummary;

  // --- a game ----------------------------------------------------------------
  newGame(scenario: Sc, options: NewGameOptionsBase<RulesIn>): S;
  /** validate a turn's orders against one schema; throws OrderError naming the path */
  validateOrders(state: S, orders: unknown): O;
  /**
   * what validateOrders leaves to the phases, for a record's orders (record.ts): every plot written as one,
   * every ship an order names in the game; throws OrderError naming the path
   */
  checkRecordedOrders(state: S, orders: O): void;
  nextDecision(state: S): DecisionBase;
  /** `state + orders → state + events`, pure; validates the orders itself (validateOrders) before any phase */
  resolveTurn(state: S, orders: O, options?: ResolveOptionsBase): { state: S; events: E[] };
  playerView(state: S, side: SideId): V;
  /** the events a side may see (hidden reloads and the like dropped) */
  publicEvents(events: readonly E[], state: S | V, side: SideId): E[];
  outcome(state: S): Outcome;
  /** a short digest of the game after a turn, for records (any die rolled or any hit marked moves it) */
  turnDigest(state: S): string;
  /** merge the orders given at a pause into the turn's orders so far */
  mergeOrders(base: O, more: O): O;

  // --- rule queries on a state or a side's view -------------------------------
  legalPlots(board: S | V, shipId: ShipId): string[];
  /** the plot's check; `notation` is the turn's other movement notation that bounds it (WS&IM's anchor, 20.3.6) */
  checkPlot(board: S | V, shipId: ShipId, plot: string, notation?: { anchor?: string }): PlotCheckResult;
  /**
   * One ship's orders checked by the phases that enforce them, on this board (a state, a paused turn's state, or
   * the ship's side's view): each answer is the phase's own verdict, computed by the code the phase runs
   */
  checkOrder(board: S | V, shipId: ShipId, order: ShipOrdersOf<O>): OrderCheck;

  // --- presentation and the lab ------------------------------------------------
  formatEvent(event: E, name?: (id: ShipId) => string): string;
  /** the per-game summary of a finished game that the lab writes into its rows and the reports read */
  summarize(state: S, events: readonly E[]): GameSummary;
}

/** One ship's orders in a system's orders type (`{ [side]: { ships: { [ship]: … } } }`). */
type ShipOrdersOf<O> = O extends Record<string, { ships: Record<string, infer X> }> ? X : never;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRuleSystem = RuleSystem<any, any, any, any, any, any>;

const systems = new Map<string, AnyRuleSystem>();

export function registerRuleSystem(system: AnyRuleSystem): void {
  systems.set(system.id, system);
}

export function ruleSystems(): AnyRuleSystem[] {
  return [...systems.values()];
}

export function ruleSystemById(id: string): AnyRuleSystem {
  const s = systems.get(id);
  if (!s) throw new UnknownSystemError(id, [...systems.keys()]);
  return s;
}

export function ruleSystemOf(state: { static: { system: string } }): AnyRuleSystem {
  return ruleSystemById(state.static.system);
}

export class UnknownSystemError extends Error {
  constructor(id: string, known: string[]) {
    super(`unknown rule system "${id}" (known: ${known.join(', ')})`);
    this.name = 'UnknownSystemError';
  }
}
