/**
 * The captain interface. A captain is given its side's player view (never the full state), the
 * public events of the last turn, a thinking budget and its own seeded random stream; it returns
 * that side's complete orders for the turn. Captains never draw from the game's stream.
 */
import type { GameEvent, PlayerView, SideOrders } from '../src/index.js';
import { boardingStageOrders } from './lib/contact.js';
import { ownShips } from './lib/fleet.js';
import { withTows } from './lib/seamanship.js';
import { withEntry } from './lib/entry.js';
import { withCommandLag } from './lib/commandLag.js';

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

export interface CaptainContext {
  view: PlayerView;
  /** public events of the previous turn (7.2.5: logs are opened, loads are not) */
  events: readonly GameEvent[];
  /** the captain's own stream, derived from (game seed, side) */
  random: () => number;
  budget: Budget;
}

export interface Captain {
  readonly name: string;
  /** The side's complete orders for the turn (plots, sails, anchors, fire, loads, contact, repairs). */
  orders(ctx: CaptainContext): SideOrders;
  /**
   * Optional second word in the Boarding Preparation Phase (10.0): called by the harness with the
   * view after movement and grappling, when fouling and grappling are settled; returns boarding
   * parties (and fire orders to withdraw), merged ship by ship over the turn's orders.
   */
  boarding?(ctx: CaptainContext): SideOrders;
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

/** A captain asked to play a rule system it does not know: one line naming the captain and the system. */
export class CaptainRulesError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CaptainRulesError';
  }
}

/** What a captain definition supplies: its orders, and its own boarding word only when it has one. */
export type CaptainBody = Omit<Captain, 'name' | 'boarding'> & { boarding?: Captain['boarding'] | null };

/**
 * The boarding word most captains give at the pause before Boarding Preparation (10.0): boarding
 * parties for their ships fouled or grappled with an enemy, by crew strength (lib/contact.ts).
 */
export function standardBoarding({ view }: CaptainContext): SideOrders {
  return { ships: boardingStageOrders(view, ownShips(view)) };
}

/**
 * A captain entry with the shared parts supplied: every captain it creates carries the entry's
 * name and, unless its body gives its own (or null for none), the standard boarding word.
 */
export function defineCaptain<B extends CaptainBody>(
  entry: Omit<CaptainEntry, 'create'> & { create(options: CaptainOptions): B },
): CaptainEntry & { create(options: CaptainOptions): Captain & B } {
  return {
    ...entry,
    create(options) {
      const body = entry.create(options);
      // WS&IM's passes: 35.0 every captain takes a crippled friend in tow when it lies in the towing position (nothing
      // with the rule off); 7.2.8 every captain sails its entering ships onto the board (nothing without entering ships);
      // 32.3 every captain sails what was written for a ship out of command and writes the turns due (nothing with the rule off)
      const orders = (ctx: CaptainContext): SideOrders => {
        const system = ctx.view.static.system;
        if (entry.systems && !entry.systems.includes(system))
          throw new CaptainRulesError(
            `captain "${entry.name}" plays ${entry.systems.join(', ')} only; this game is played under "${system}"`,
          );
        const own = body.orders(ctx);
        if (system !== 'wsim') return own;
        return withCommandLag(ctx.view, withTows(ctx.view, withEntry(ctx.view, own)));
      };
      const captain = { name: entry.name, boarding: standardBoarding, ...body, orders };
      if (captain.boarding === null) delete (captain as { boarding?: unknown }).boarding;
      return captain;
    },
  };
}
