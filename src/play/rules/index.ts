/** The play adapter of a game's rule system (types.ts), by `static.system` of its state or view. */
import type { AnyShipView, AnyView } from '../../index.js';
import { sprPlay } from '../springelkamp/playRules.js';
import type { PlayRules } from './types.js';
import { wsimPlay } from '../wsim/playRules.js';

export type { PlayRules, StagePlan } from './types.js';

let adapters: Map<string, PlayRules> | null = null;

/** The play adapter of the game's rule system; a system without one is an error naming the known ones. */
export function playRulesOf(board: { static: { system: string } }): PlayRules {
  adapters ??= new Map([wsimPlay, sprPlay].map((a) => [a.system, a])); // built on first use
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
