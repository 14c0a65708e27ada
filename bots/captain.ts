/**
 * Captains defined: `defineCaptain` gives every captain the shared parts (its name, the standard boarding
 * word, WS&IM's passes over its orders). The captain interface itself is types only, in bots/types.ts
 * (re-exported here): a captain is given its side's player view, never the full state, and returns that
 * side's complete orders for the turn. Captains never draw from the game's stream.
 */
import type { AnySideOrders, AnyView, OfSystem, SystemId } from '../src/index.js';
import type { AnySideOrders as CaptainOrders } from './rules/types.js';
import type { BoardingDoctrine } from './doctrine.js';
import type { Captain, CaptainContext, CaptainEntry, CaptainOptions } from './types.js';
import { captainRulesOf } from './rules/index.js';

export type { Budget, CaptainContext, Captain, CaptainOptions, CaptainEntry } from './types.js';

/** A captain asked to play a rule system it does not know: one line naming the captain and the system. */
export class CaptainRulesError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CaptainRulesError';
  }
}

/** What a captain definition supplies for views `V`: its orders, and its own boarding word only when it has one. */
export interface CaptainBody<V extends AnyView = AnyView> {
  /** the side's orders in the shape of the view's rule system (the engine checks them) */
  orders(ctx: CaptainContext<V>): CaptainOrders;
  boarding?: ((ctx: CaptainContext<V>) => CaptainOrders) | null;
}

/** Is the view's game played under one of these rule systems (all of them when none are named)? */
function playedUnder<K extends SystemId>(view: AnyView, systems?: readonly K[]): view is OfSystem<AnyView, K> {
  return !systems || (systems as readonly SystemId[]).includes(view.static.system);
}

/**
 * The boarding word most captains give at the pause before Boarding Preparation (10.0): boarding
 * parties for their ships fouled or grappled with an enemy, by crew strength (lib/contact.ts); `doctrine`, the
 * captain's own shares where they differ from every captain's (the system's defaults when absent).
 */
export function standardBoarding({ view }: CaptainContext, doctrine?: BoardingDoctrine): AnySideOrders {
  // the rule system's standard word (WS&IM's: only its turn pauses for one)
  return captainRulesOf(view).boarding?.(view, doctrine) ?? { ships: {} };
}

/**
 * A captain entry with the shared parts supplied: every captain it creates carries the entry's
 * name and, unless its body gives its own (or null for none), the standard boarding word.
 */
export function defineCaptain<K extends SystemId, B extends CaptainBody<OfSystem<AnyView, K>>>(
  entry: Omit<CaptainEntry, 'create' | 'systems'> & { systems?: readonly K[]; create(options: CaptainOptions): B },
): CaptainEntry & { create(options: CaptainOptions): Captain } {
  return {
    ...entry,
    create(options) {
      const body = entry.create(options);
      // the rule system's passes over every captain's orders (WS&IM's: wsim/passes.ts)
      const played = (ctx: CaptainContext): CaptainContext<OfSystem<AnyView, K>> => {
        const { view } = ctx;
        if (playedUnder(view, entry.systems)) return { ...ctx, view };
        throw new CaptainRulesError(
          `captain "${entry.name}" plays ${entry.systems!.join(', ')} only; this game is played under "${view.static.system}"`,
        );
      };
      const orders = (ctx: CaptainContext): AnySideOrders => {
        const own = body.orders(played(ctx));
        const view = ctx.view;
        return captainRulesOf(view).passes?.(view, own) ?? own;
      };
      const word = body.boarding === undefined ? standardBoarding : body.boarding;
      const boarding = word ? { boarding: (ctx: CaptainContext) => word(played(ctx)) } : {};
      return { ...body, name: entry.name, ...boarding, orders };
    },
  };
}
