/**
 * (This module knows every rule system: src/systems/ is the layer between the systems and the public API.)
 * Rules chosen by name — on the command line (`--rules advanced,towing`, `--rules springelkamp,sternRake`) or as
 * an experiment's `rules` factor (`"advanced+towing"`, `"springelkamp+sternRake"`): the rule system and that
 * system's rules input. A scenario of the other system is played from its counterpart (docs
 * rules-coverage-springelkamp.md I-SYS-1): a Springelkamp scenario names the WS&IM scenario of the same action in
 * its `wsim` field, and that one link, read both ways, is the only translation between the systems.
 */
import { DEFAULT_SYSTEM } from '../engine/record.js';
import type { ScenarioBase } from '../engine/system.js';
import { ScenarioError } from '../engine/scenarioErrors.js';
import { getScenario as getLibraryScenario, listScenarios } from '../engine/library.js';
import { OPTIONAL_RULE_NAMES, type RulesInput } from '../engine/wsim/rules.js';
import { rulesSchema as wsimRulesSchema } from '../engine/wsim/scenario/schema.js';
import type { OptionalRules } from '../engine/wsim/types.js';
import type { Scenario } from '../engine/wsim/scenario/load.js';
import {
  specialRulesSchema,
  SYSTEM_ID as SPRINGELKAMP,
  type SprRulesInput,
  type SprScenario,
} from '../engine/springelkamp/scenario.js';
export { SPECIAL_RULE_TITLES } from '../engine/springelkamp/scenario.js';
import { sprBuiltInScenarios } from '../engine/springelkamp/scenarios/index.js';

/** A built-in scenario of any system, typed as the public API types it. */
const getScenario = (id: string): Scenario => getLibraryScenario(id) as Scenario;

/** The Springelkamp special rules, as switches (Special rules; rules.special). */
export const SPECIAL_RULE_NAMES = Object.keys(specialRulesSchema.shape) as (keyof NonNullable<
  SprRulesInput['special']
>)[];

/** A validated scenario of either system. */
type SystemScenario = Scenario | SprScenario;
/** What a counterpart is found for: a scenario as read or validated, with its sides. */
type WithSides = ScenarioBase & { sides: readonly { id: string }[] };

/** Rules by name: WS&IM's (`level` absent: the scenario's) or Springelkamp's (its special rules switched on). */
export type RulesChoice = { system: 'wsim'; rules: RulesInput } | { system: 'springelkamp'; rules: SprRulesInput };

/** A word that names no rule, or rules of two systems mixed: the message names the words each system knows. */
export class RulesWordError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RulesWordError';
  }
}

const LEVELS = ['basic', 'advanced'] as const;

function known(): string {
  return `WS&IM: basic or advanced, with optional rules ${OPTIONAL_RULE_NAMES.join(', ')}; Springelkamp: springelkamp, with special rules ${SPECIAL_RULE_NAMES.join(', ')}`;
}

function wordSystem(w: string): 'wsim' | 'springelkamp' | null {
  if (w.includes('=')) return 'wsim'; // a WS&IM rules option with its value (commandLagMode=distance), checked below
  if ((LEVELS as readonly string[]).includes(w) || (OPTIONAL_RULE_NAMES as string[]).includes(w)) return 'wsim';
  if (w === SPRINGELKAMP || (SPECIAL_RULE_NAMES as string[]).includes(w)) return 'springelkamp';
  return null;
}

/**
 * Rules from their words (`['advanced', 'towing']`, `['springelkamp', 'sternRake']`). The system is the one the
 * words name; without a level or `springelkamp` the switches say it (`['towing']`: WS&IM at the scenario's level).
 * A word of the other system than the rest (a WS&IM optional rule with springelkamp, a Springelkamp special rule
 * with a WS&IM level) is one line naming it.
 */
export function parseRulesWords(words: readonly string[]): RulesChoice | undefined {
  const list = words.map((w) => w.trim()).filter(Boolean);
  if (!list.length) return undefined;
  for (const w of list) if (wordSystem(w) === null) throw new RulesWordError(`unknown rules "${w}" (${known()})`);
  // the system: springelkamp or a level names it; else the first switch
  const system = list.includes(SPRINGELKAMP)
    ? 'springelkamp'
    : list.some((w) => (LEVELS as readonly string[]).includes(w))
      ? 'wsim'
      : wordSystem(list[0])!;
  const stray = list.find((w) => wordSystem(w) !== system);
  if (stray !== undefined)
    throw new RulesWordError(
      system === 'springelkamp'
        ? `"${stray}" is a WS&IM rule, not one of Springelkamp's special rules (${SPECIAL_RULE_NAMES.join(', ')})`
        : `"${stray}" is a Springelkamp rule, not a WS&IM level or optional rule (${OPTIONAL_RULE_NAMES.join(', ')}); Springelkamp's rules are "springelkamp" and its special rules`,
    );
  if (system === 'springelkamp') {
    const special: Record<string, boolean> = {};
    for (const w of list) if (w !== SPRINGELKAMP) special[w] = true;
    return { system, rules: Object.keys(special).length ? { special } : {} };
  }
  const rules: RulesInput = {};
  for (const w of list) {
    if ((LEVELS as readonly string[]).includes(w)) rules.level = w as RulesInput['level'];
    else if (w.includes('=')) Object.assign(rules, ruleSetting(w));
    else (rules.optional ??= {})[w as keyof OptionalRules] = true;
  }
  return { system: 'wsim', rules };
}

/** One `option=value` of WS&IM's rules options (not the level, not a switch), as the rules schema accepts it. */
function ruleSetting(w: string): Partial<RulesInput> {
  const [name, text] = w.split('=', 2);
  const value = text !== '' && Number.isFinite(Number(text)) ? Number(text) : text;
  if (name === 'level' || name === 'optional' || !wsimRulesSchema.safeParse({ [name]: value }).success)
    throw new RulesWordError(`"${w}" is not a rules option and a value it takes (e.g. commandLagMode=distance)`);
  return { [name]: value };
}

/** The slug of a WS&IM rules description: `basic`, `advanced+towing` (experiment cells, rows, reports). */
export function wsimRulesSlug(rules: { level?: string; optional?: Partial<OptionalRules> }): string {
  const on = OPTIONAL_RULE_NAMES.filter((n) => rules.optional?.[n]);
  return [rules.level ?? 'basic', ...on].join('+');
}

function sprRulesSlug(rules: SprRulesInput): string {
  return [SPRINGELKAMP, ...SPECIAL_RULE_NAMES.filter((n) => rules.special?.[n])].join('+');
}

/** The slug of a rules choice: `advanced+towing`, `springelkamp+sternRake`. */
export function rulesChoiceSlug(choice: RulesChoice): string {
  return choice.system === 'springelkamp' ? sprRulesSlug(choice.rules) : wsimRulesSlug(choice.rules);
}

/** The rules a game is played under, as a slug (the lab's rows): from its static description, any system. */
export function playedRulesSlug(st: { system: string; rules: unknown }): string {
  return st.system === SPRINGELKAMP ? sprRulesSlug(st.rules as SprRulesInput) : wsimRulesSlug(st.rules as RulesInput);
}

const SYSTEM_NAMES: Record<string, string> = { wsim: 'WS&IM', springelkamp: 'Springelkamp' };

function systemOf(s: ScenarioBase): string {
  return s.system ?? DEFAULT_SYSTEM;
}

function withoutSchema(s: object): string {
  const { $schema: _s, ...rest } = s as { $schema?: unknown };
  return JSON.stringify(rest);
}

function pairs(): string {
  return sprBuiltInScenarios()
    .filter((s) => s.wsim)
    .map((s) => `${s.wsim} ↔ ${s.id}`)
    .join(', ');
}

/**
 * The scenario to play under `system` (I-SYS-1): the scenario itself when it is that system's; a Springelkamp
 * scenario's WS&IM counterpart is the built-in scenario its `wsim` field names; a WS&IM scenario's Springelkamp
 * counterpart is the built-in Springelkamp scenario naming it — for a built-in WS&IM scenario, not a changed copy
 * under its id. The two must have the same sides in the same order (the lab's roles and captains go by side).
 * No counterpart: a ScenarioError of one line.
 */
export function counterpartScenario<Sc extends WithSides>(
  scenario: Sc,
  system: string,
  file = scenario.id,
): Sc | SystemScenario {
  const from = systemOf(scenario);
  if (from === system) return scenario;
  const fail = (why: string): never => {
    throw new ScenarioError(file, [
      `${file}: scenario "${scenario.id}" has no ${SYSTEM_NAMES[system] ?? system} counterpart: ${why} (I-SYS-1; counterparts: ${pairs()})`,
    ]);
  };
  let other: SystemScenario | undefined;
  if (from === SPRINGELKAMP && system === DEFAULT_SYSTEM) {
    const ref = (scenario as { wsim?: string }).wsim;
    if (!ref) fail('a Springelkamp scenario names the WS&IM scenario of the same action in "wsim"');
    if (!listScenarios().some((s) => s.id === ref && s.system === DEFAULT_SYSTEM))
      fail(`its "wsim" names "${ref}", which is not a built-in WS&IM scenario`);
    other = getScenario(ref!);
  } else if (from === DEFAULT_SYSTEM && system === SPRINGELKAMP) {
    const spr = sprBuiltInScenarios().find((s) => s.wsim === scenario.id);
    if (!spr) fail('no built-in Springelkamp scenario names it in "wsim"');
    const builtIn = listScenarios().some((s) => s.id === scenario.id) ? getScenario(scenario.id) : null;
    if (!builtIn || withoutSchema(builtIn) !== withoutSchema(scenario))
      fail(`it is not the built-in "${scenario.id}" (the counterpart "${spr!.id}" repeats the built-in's ships)`);
    other = structuredClone(spr!);
  } else fail(`no translation from ${SYSTEM_NAMES[from] ?? from}`);
  const sides = (s: WithSides) => s.sides.map((x) => x.id).join(', ');
  if (sides(other!) !== sides(scenario))
    fail(`its sides (${sides(scenario)}) are not the counterpart "${other!.id}"'s (${sides(other!)})`);
  return other!;
}

/** A scenario and the rules to start it with under a rules choice (none: the scenario's own system and rules). */
export function applyRulesChoice<Sc extends WithSides>(
  scenario: Sc,
  choice: RulesChoice | undefined,
  file?: string,
): { scenario: Sc | SystemScenario; rules: RulesInput | SprRulesInput | undefined } {
  if (!choice) return { scenario, rules: undefined };
  return { scenario: counterpartScenario(scenario, choice.system, file), rules: choice.rules };
}
