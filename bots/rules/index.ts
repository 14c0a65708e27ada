/**
 * The one place a captain's knowledge of a rule system is chosen: by the view's `static.system`. Captains
 * code against `CaptainRules` (`types.ts`); every system registers its implementation with
 * `registerCaptainRules` — the built-in ones here, another from its own folder.
 */
import { springelkampCaptainRules } from '../springelkamp/captainRules.js';
import type { CaptainMemory, CaptainRules, CaptainView } from './types.js';
import { wsimCaptainRules } from '../wsim/captainRules.js';

const RULES = new Map<string, CaptainRules>();

/** Register what the captains know of a rule system, typed on its own views (registered again: replaced). */
export function registerCaptainRules<V extends CaptainView>(rules: CaptainRules<V>): void {
  RULES.set(rules.system, rules);
}

registerCaptainRules(wsimCaptainRules);
registerCaptainRules(springelkampCaptainRules);

/** A rule system no captain knows: one line naming it and the systems known. */
export class CaptainSystemError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CaptainSystemError';
  }
}

/** What a captain knows of the rules this view's game is played under. */
export function captainRulesOf(view: CaptainView): CaptainRules {
  const r = RULES.get(view.static.system);
  if (!r)
    throw new CaptainSystemError(
      `no captain knows the rule system "${view.static.system}" (known: ${[...RULES.keys()].join(', ')})`,
    );
  return r;
}

/**
 * The rules of this view's game and the captain's memory of public facts under them (one per rule system; a
 * captain plays one system at a time), brought up to date with what the captain saw since it last decided.
 */
export function recall(
  memories: Map<string, CaptainMemory>,
  view: CaptainView,
  events: readonly unknown[],
): { rules: CaptainRules; memory: CaptainMemory } {
  const rules = captainRulesOf(view);
  let memory = memories.get(rules.system);
  if (!memory) {
    memory = rules.memory();
    memories.set(rules.system, memory);
  }
  memory.update(view, events);
  return { rules, memory };
}

export type * from './types.js';
