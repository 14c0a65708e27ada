/**
 * What a computer captain knows of a rule system: the one interface the captains (random, greedy-raker,
 * line-keeper, mcts) code against, whatever rules the game is played under. One implementation per system
 * (`wsim.ts` wraps the WS&IM knowledge the captains had, `springelkamp.ts` gives the same for Springelkamp's
 * sail rules), chosen by the view's `static.system` in one place (`index.ts`). Everything here is read from
 * the side's own player view through the public API: a view carries no enemy loads, no orders and no dice,
 * so no member can read them.
 */
import type { AnyView, Placement } from '../../src/index.js';
import type { Exchange } from '../explain.js';
import type { Factored, SearchGame } from '../search/game.js';
import type { MctsOptions } from '../mcts/options.js';
import type { GreedyOptions } from '../greedy/options.js';
import type { BoardingDoctrine } from '../doctrine.js';

/** A side's player view under any rule system (`static.system` names the system). */
export type CaptainView = AnyView;

/** One ship's orders for a turn, in the shape of the game's rule system. */
export type AnyShipOrders = object;
/** A side's orders for a turn, in the shape of the game's rule system. */
export interface AnySideOrders {
  ships: Record<string, AnyShipOrders>;
}

/** A legal plot and where it leaves the ship (drift counted as the system can foresee it). */
export interface Move {
  plot: string;
  at: Placement;
}

/** A plot scored by the system's one-ply evaluation (higher is better). */
export interface Choice extends Move {
  score: number;
}

/** What a captain remembers between turns from public facts (WS&IM: the enemy's loads fired, her last plot). */
export interface CaptainMemory {
  /** fold in the public events of the previous turn (once per turn, before deciding) */
  update(view: CaptainView, events: readonly unknown[]): void;
}

/**
 * The one-ply weights of a plan: greedy-raker's options (`bots/greedy/options.ts`), the ammunition doctrine
 * as a name (WS&IM's; a system without a choice of ammunition ignores it), read by each system as it can.
 */
export type PlanWeights = Omit<GreedyOptions, 'ammo'> & { ammo: string };

/** An enemy ship as a plan sees her: where she lies, where she may go, how worn she is. */
export interface PlanEnemy {
  id: string;
  at: Placement;
  points: number;
  /** her likely placements after this turn's movement, weights summing to 1 */
  predictions: { at: Placement; weight: number }[];
  /** the smallest share left of what makes her a fighting ship (hull, crew, guns, rigging: 1 untouched) */
  condition: number;
}

/** One of the side's ships that can act, with every legal plot scored, best first. */
export interface PlanShip {
  id: string;
  at: Placement;
  points: number;
  choices: Choice[];
}

/** Where a ship's broadsides fire: the plan's own choice, a given enemy first, or the closest target. */
export type FireChoice = { kind: 'plan' } | { kind: 'closest' } | { kind: 'target'; id: string };

/** A side's one-ply plan: the rule system's scoring of every ship's plots against the enemy's likely motion. */
export interface CaptainPlan {
  ships: PlanShip[];
  enemies: PlanEnemy[];
  /** orders of the side's ships that cannot act this turn (they hold) */
  idle: Record<string, AnyShipOrders>;
  /** orders of ships the side controls that are afloat but not commanded now (WS&IM: not yet entered) */
  standby: Record<string, AnyShipOrders>;
  /** complete orders of ship number `index` of `ships` for one of its choices */
  orders(index: number, choice: Choice, fire?: FireChoice): AnyShipOrders;
  /** the expected exchange of ship number `index` at a placement, when the system's plan can tell it (explanations) */
  exchange?(index: number, at: Placement): Exchange;
}

/** A search game a captain can decide with: the factored actions turn back into the side's orders. */
export interface CaptainSearchGame<S = unknown, F extends Factored<Choice> = Factored<Choice>> extends SearchGame<
  S,
  Choice,
  F
> {
  /** the complete orders of side number `side` for its units' choices (ships that cannot act hold) */
  sideOrders(at: F, side: number, choices: readonly Choice[]): AnySideOrders;
}

/**
 * What a captain needs to know of a rule system, on its own views `V` (`captainRulesOf` gives the one of a view's
 * system, typed on the views of every system).
 */
export interface CaptainRules<V extends CaptainView = CaptainView> {
  /** the rule system's id (`static.system`) */
  readonly system: string;
  /** a fresh memory of public facts */
  memory(): CaptainMemory;
  /** the ships the side commands this turn */
  commanded(view: V): string[];
  /** ships able to fight: of both sides, the side's own, the enemy's */
  fighting(view: V): { all: number; own: number; enemies: number };
  /** the ship's legal plots (the public legalPlots, or the list a captain is allowed to choose from) */
  plots(view: V, shipId: string): string[];
  /** plain orders for a plot: both broadsides at the closest target, the default load, defend when boarded */
  plainOrders(view: V, shipId: string, plot: string): AnyShipOrders;
  /** may a broadside of a ship at `from` bear on a ship at `to` (either broadside)? */
  bears(from: Placement, to: Placement): boolean;
  /** the direction the wind blows towards (hex direction 0..5) */
  windTowards(view: V): number;
  /** the side's own ships linked (fouled or grappled) to this one */
  linkedFriends(view: V, shipId: string): string[];
  /** the side's one-ply plan with the memory and the weights */
  plan(view: V, memory: CaptainMemory, weights: PlanWeights): CaptainPlan;
  /** the game as a search game for the decoupled-UCT search, seen from the view */
  searchGame(view: V, memory: CaptainMemory, options: MctsOptions): CaptainSearchGame;
  /**
   * The system's passes over every captain's orders before they go to the engine (WS&IM: tows, entering ships,
   * command lag, gun hits in a rake); absent: the orders as the captain gave them.
   */
  passes?(view: V, orders: AnySideOrders): AnySideOrders;
  /**
   * The boarding word most captains give when the turn pauses for it (WS&IM's, 10.0: boarding parties by crew
   * strength); absent: the system's turn never pauses for one, and nothing is said. `doctrine`: the captain's own
   * shares where they differ from every captain's (WS&IM: lib/contact.ts DEFENCE_SHARE, doctrine.ts BOARDING_RATIO)
   */
  boarding?(view: V, doctrine?: BoardingDoctrine): AnySideOrders;
  /**
   * The boarding word searched instead of given by doctrine (the mcts option `boardSearch`; WS&IM's:
   * bots/wsim/boardingSearch.ts); absent: the system has no such search, and `boarding` is given.
   */
  searchBoarding?(view: V, memory: CaptainMemory, options: MctsOptions, random: () => number): AnySideOrders;
  /**
   * The last touches to a one-ply plan's orders (greedy-raker's): what the plan does not weigh (WS&IM: a bomb's
   * mortar work, 42.0) and a weaker captain's forgotten reload (`lateLoading`, a chance, drawn from `random`);
   * absent: the plan's orders as they are.
   */
  finishPlan?(view: V, orders: AnySideOrders, random: () => number, lateLoading: number): AnySideOrders;
}
