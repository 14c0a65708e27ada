/**
 * The play adapters of the rule systems (types.ts), one registration point: `registerPlayRules`. The built-in
 * systems register here through it; another system registers its adapter from its own folder. A game's adapter
 * is chosen by `static.system` of its state or view.
 */
import type { AnyShipView, AnyView } from '../../index.js';
import { sprPlay } from '../springelkamp/playRules.js';
import type { PlayRules } from './types.js';
import { wsimPlay } from '../wsim/playRules.js';

export type { PlayRules, StagePlan } from './types.js';

const adapters = new Map<string, PlayRules>();

/**
 * Register a rule system's play adapter, typed on its own views (a system registered again replaces its adapter).
 * The registry holds every adapter on the views of every system, as `playRulesOf` gives them.
 */
export function registerPlayRules<V extends AnyView>(rules: PlayRules<V>): void {
  adapters.set(rules.system, rules);
}

registerPlayRules(wsimPlay);
registerPlayRules(sprPlay);

/** The play adapter of the game's rule system; a system without one is an error naming the known ones. */
export function playRulesOf(board: { static: { system: string } }): PlayRules {
  const a = adapters.get(board.static.system);
  if (!a)
    throw new Error(
      `no play adapter for rule system "${board.static.system}" (known: ${[...adapters.keys()].join(', ')})`,
    );
  return a;
}

/** The side's ships that take orders now, under the game's rule system. */
export function ownShips(view: AnyView): AnyShipView[] {
  return playRulesOf(view).ownShips(view);
}
