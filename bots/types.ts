/**
 * The captain interface, types only (implemented by bots/captain.ts's `defineCaptain`, kept by bots/registry.ts):
 * a captain is given its side's player view (never the full state), the public events of the last turn, a
 * thinking budget and its own seeded random stream; it returns that side's complete orders for the turn.
 * Captains never draw from the game's stream.
 * Nothing here imports an implementation module, so a captain's options module can name these types
 * without an import circle.
 */
import type { AnyEvent, AnySideOrders, AnyView } from '../src/index.js';
import type { Explanation } from './explain.js';

export interface Budget {
  /** search iterations (deterministic) */
  iterations?: number;
  /** wall-clock milliseconds (not deterministic) */
  ms?: number;
  /**
   * multiplies a searching captain's own budget (its options or its default; not an explicit
   * `iterations` or `ms` above): `wsim ladder --budget-scale 4` checks that more thought plays better
   */
  scale?: number;
}

/** What a captain is given: `V`, the view of a game of the rule systems it plays (any system's by default). */
export interface CaptainContext<V extends AnyView = AnyView> {
  view: V;
  /** public events of the previous turn (7.2.5: logs are opened, loads are not) */
  events: readonly AnyEvent[];
  /** the captain's own stream, derived from (game seed, side) */
  random: () => number;
  budget: Budget;
}

export interface Captain {
  readonly name: string;
  /** The side's complete orders for the turn (plots, sails, anchors, fire, loads, contact, repairs). */
  orders(ctx: CaptainContext): AnySideOrders;
  /**
   * Optional second word in the Boarding Preparation Phase (10.0): called by the harness with the
   * view after movement and grappling, when fouling and grappling are settled; returns boarding
   * parties (and fire orders to withdraw), merged ship by ship over the turn's orders.
   */
  boarding?(ctx: CaptainContext): AnySideOrders;
  /**
   * Optional: its last decision of orders explained, ship by ship, from its own view only (bots/explain.ts):
   * the plots it weighed most with their values, and the one it chose. Null before its first decision.
   */
  explain?(): Explanation | null;
}

export type CaptainOptions = Record<string, string | number | boolean>;

export interface CaptainEntry {
  name: string;
  description: string;
  /** documented options with their defaults */
  options: Record<
    string,
    { default: string | number | boolean; description: string; min?: number; max?: number; integer?: boolean }
  >;
  create(options: CaptainOptions): Captain;
  /** the rule systems the captain plays (`static.system`); every system with a captain interface when absent */
  systems?: readonly string[];
}
