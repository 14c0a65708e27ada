/**
 * What `wsim play` and `wsim serve` need from a rule system beyond the engine's public API: the stages of a
 * turn and where each pauses, the order words of each stage, and the text of the board and the ship logs.
 * One implementation per rule system, in its folder (`wsim/playRules.ts`, `springelkamp/playRules.ts`),
 * registered with `registerPlayRules` and chosen by `static.system` in index.ts; the session, the driver and the
 * browser board ask it and never branch on the system themselves.
 */
import type { AnyView, Placement, ShipOrdersOf, SideOrdersOf, StateOf } from '../../index.js';
import type { BoardOptions } from '../board.js';
import type { ShipNames } from '../glyphs.js';

/** A stage of a turn, named by its rule system (WS&IM's 'movement', 'combat'…; Springelkamp's 'orders'). */
export type StageName = string;

/** What an order command reads, on the views `V` of its rule system. */
export interface OrderContext<V extends AnyView = AnyView> {
  view: V;
  state: StateOf<V>;
  names: ShipNames;
  ship: V['ships'][number];
  /** the ship's orders given so far in this stage */
  current: ShipOrdersOf<V>;
  /** every ship's orders given so far in this stage (the side's draft) */
  draft: Readonly<Record<string, ShipOrdersOf<V>>>;
  /** the ship's orders submitted in the earlier stages of this turn */
  earlier: ShipOrdersOf<V>;
  ascii: boolean;
}

export type OrderResult<V extends AnyView = AnyView> =
  { ok: true; orders: ShipOrdersOf<V>; say: string[] } | { ok: false; error: string };

export interface OrderCommand<V extends AnyView = AnyView> {
  names: readonly string[];
  stage: StageName;
  usage: string;
  help: string;
  run(args: string[], c: OrderContext<V>): OrderResult<V>;
  /** is the order one of the rules in force in this game ("help" lists only those; absent: always) */
  inForce?(view: V): boolean;
  /** its usage under the rules in force (absent: `usage`) */
  usageIn?(view: V): string;
  /** its help under the rules in force (absent: `help`) */
  helpIn?(view: V): string;
}

/** The stages of a turn and where each pauses: what the driver (driver.ts) asks the game's rule system for. */
export interface StagePlan {
  stages: readonly StageName[];
  /** the phase the turn pauses before once the stage's orders are given (null: to the end of the turn) */
  pauseBefore: Readonly<Partial<Record<StageName, string | null>>>;
}

/**
 * A rule system's adapter, typed on its own views `V` (WS&IM's `PlayerView`, Springelkamp's view); `playRulesOf`
 * gives the one of a game's system, typed on the views of every system.
 */
export interface PlayRules<V extends AnyView = AnyView> {
  readonly system: string;
  /** the rules played: the level (basic, advanced, springelkamp) and the optional or special rules on */
  rulesOn(view: V): { level: string; optional: string[] };
  /** the rules played, for the header: "advanced rules (+ towing)", "Springelkamp's rules (+ special: boarding)" */
  rulesText(view: V): string;
  stagePlan(state: StateOf<V>): StagePlan;
  stageTitle(stage: StageName): string;
  /** the order keys a stage's orders may hold */
  stageKeys(stage: StageName): readonly string[];
  /** does the side have anything to decide in this stage? */
  needsInput(stage: StageName, view: V, state: StateOf<V>): boolean;
  /** the side's ships that take orders now */
  ownShips(view: V): V['ships'][number][];
  /** every order command of the system, each with its stage */
  commands(): readonly OrderCommand<V>[];
  /** an order word of another rule system: the one line that says why it has no place here (null: not one) */
  foreignOrder(word: string, view: V, state: StateOf<V>, shipId: string | null): string | null;
  /** the stage plots are written in */
  readonly plotStage: StageName;
  /** does the text look like a plot (or a mistyped one), so that it is taken as the plot command? */
  looksLikePlot(text: string): boolean;
  /** the "legal" command's answer: the legal plots of a ship starting with `prefix` */
  legalLines(view: V, ship: V['ships'][number], prefix: string, names: ShipNames, width: number): string[];
  /** the stage's orders written for the player when it opens (a ship with one legal plot) */
  defaultDraft(stage: StageName, view: V): Record<string, ShipOrdersOf<V>>;
  /** why the stage's orders cannot be submitted yet (null: they can) */
  missing(stage: StageName, view: V, draft: Record<string, ShipOrdersOf<V>>, names: ShipNames): string | null;
  /** the timed moves of II / 30.0 are in play (in the plot stage) */
  timedMoves(view: V): boolean;
  /** under timed moves, the plot written for a ship whose time ran out (absent: none is written for her) */
  fullAhead?(view: V, shipId: string): string;
  /** the rule of a rake, cited where a captain's explanation says a plot rakes or is raked */
  rakeRule(view: V): string;
  board(view: V, names: ShipNames, o: BoardOptions): string[];
  /** the "arcs" command: where a ship's broadsides bear */
  arcs(view: V, ship: V['ships'][number], names: ShipNames, fields: boolean, o: BoardOptions): string[];
  logs(view: V, names: ShipNames, ids: string[] | undefined, ascii: boolean): string[];
  /** the logs in brief at the end of a turn: a heading and one line a ship */
  logSummary(view: V, names: ShipNames): string[];
  stageIntro(
    stage: StageName,
    view: V,
    state: StateOf<V>,
    names: ShipNames,
    draft: Record<string, ShipOrdersOf<V>>,
    ascii: boolean,
  ): string[];
  /** a ship's orders in words */
  describeOrders(o: ShipOrdersOf<V>, names: ShipNames): string[];
  /** where a placement leaves a ship, in the rules' words: "bow Q21, heading N ↑ (1), attitude B" */
  placementText(view: V, at: Placement, ascii: boolean): string;
  /**
   * A person's orders as the engine takes them: the ships' orders, with any side-level order the play commands
   * keep beside a ship's (Springelkamp's enemy drift choices) lifted to the side's orders.
   */
  sideOrders(ships: Record<string, ShipOrdersOf<V>>): SideOrdersOf<V>;
  /** The inverse, for a record's turn played again: a side's orders as a person's drafts. */
  personOrders(orders: SideOrdersOf<V> | undefined): Record<string, ShipOrdersOf<V>>;
}
