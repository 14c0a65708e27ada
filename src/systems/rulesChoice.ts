/**
 * (This module knows every rule system: src/systems/ is the layer between the systems and the public API.)
 * Rules chosen by name — on the command line (`--rules advanced,towing`, `--rules springelkamp,sternRake`) or as
 * an experiment's `rules` factor (`"advanced+towing"`, `"springelkamp+sternRake"`): the rule system and that
 * system's rules input, each word read by the registered system that owns it (its `rulesWords`,
 * src/engine/rulesWords.ts). A scenario of the other system is played from its counterpart (docs
 * rules-coverage-springelkamp.md I-SYS-1): a Springelkamp scenario names the WS&IM scenario of the same action in
 * its `wsim` field, and that one link, read both ways, is the only translation between the systems.
 */
import { DEFAULT_SYSTEM } from '../engine/record.js';
import { ruleSystemById, ruleSystems, type AnyRuleSystem, type ScenarioBase } from '../engine/system.js';
import { RulesWordError } from '../engine/rulesWords.js';
import { ScenarioError } from '../engine/scenarioErrors.js';
import { getScenario as getLibraryScenario, listScenarios } from '../engine/library.js';
import type { RulesInput } from '../engine/wsim/rules.js';
import type { Scenario } from '../engine/wsim/scenario/load.js';
import { SYSTEM_ID as SPRINGELKAMP, type SprRulesInput, type SprScenario } from '../engine/springelkamp/scenario.js';
export { SPECIAL_RULE_TITLES } from '../engine/springelkamp/scenario.js';
export { SPECIAL_RULE_NAMES } from '../engine/springelkamp/rulesWords.js';
export { wsimRulesSlug } from '../engine/wsim/rulesWords.js';
export { RulesWordError };
import { sprBuiltInScenarios } from '../engine/springelkamp/scenarios/index.js';

/** A built-in scenario of any system, typed as the public API types it. */
const getScenario = (id: string): Scenario => getLibraryScenario(id) as Scenario;

/** A validated scenario of either system. */
type SystemScenario = Scenario | SprScenario;
/** What a counterpart is found for: a scenario as read or validated, with its sides. */
type WithSides = ScenarioBase & { sides: readonly { id: string }[] };

/**
 * Rules by name: WS&IM's (`level` absent: the scenario's), Springelkamp's (its special rules switched on), or
 * another registered system's rules input.
 */
export type RulesChoice = { system: 'wsim'; rules: RulesInput } | { system: 'springelkamp'; rules: SprRulesInput };

/** The registered systems, each with what it says of its rules by name. */
function systems(): AnyRuleSystem[] {
  return ruleSystems();
}

/** The system whose rules a word is (null: none). */
function ownerOf(w: string): AnyRuleSystem | null {
  return systems().find((s) => s.rulesWords.owns(w)) ?? null;
}

function known(): string {
  return systems()
    .map((s) => s.rulesWords.known)
    .join('; ');
}

/**
 * Rules from their words (`['advanced', 'towing']`, `['springelkamp', 'sternRake']`). The system is the one the
 * words name by a level (another than the default system when two are named); without one the switches say it
 * (`['towing']`: WS&IM at the scenario's level). A word of another system than the rest (a WS&IM optional rule
 * with springelkamp, a Springelkamp special rule with a WS&IM level) is one line naming it.
 */
export function parseRulesWords(words: readonly string[]): RulesChoice | undefined {
  const list = words.map((w) => w.trim()).filter(Boolean);
  if (!list.length) return undefined;
  for (const w of list) if (!ownerOf(w)) throw new RulesWordError(`unknown rules "${w}" (${known()})`);
  const named = systems().filter((s) => list.some((w) => s.rulesWords.levels.includes(w)));
  const system = named.find((s) => s.id !== DEFAULT_SYSTEM) ?? named[0] ?? ownerOf(list[0])!;
  const stray = list.find((w) => ownerOf(w) !== system);
  if (stray !== undefined) {
    const owner = ownerOf(stray)!.rulesWords;
    throw new RulesWordError(`"${stray}" is a ${owner.name} rule, not ${system.rulesWords.notOurs}${owner.strayHint}`);
  }
  const rules: unknown = system.rulesWords.parse(list);
  return { system: system.id, rules } as RulesChoice;
}

/** The slug of a rules choice: `advanced+towing`, `springelkamp+sternRake`. */
export function rulesChoiceSlug(choice: { system: string; rules: unknown }): string {
  return ruleSystemById(choice.system).rulesWords.slug(choice.rules);
}

/** The rules a game is played under, as a slug (the lab's rows): from its static description, any system. */
export function playedRulesSlug(st: { system: string; rules: unknown }): string {
  return rulesChoiceSlug(st);
}

/** Rules of a system (a scenario's own, a game's) as its level and its switches on (the page's form). */
export function rulesDescription(system: string, rules: unknown): { level: string; switches: string[] } {
  return ruleSystemById(system).rulesWords.describe(rules);
}

/** What an experiment's rules factor may be, every registered system's forms in one line. */
export function rulesFactorForms(): string {
  const forms = [...systems().map((s) => s.rulesWords.textForm), ...systems().map((s) => s.rulesWords.objectForm)];
  return `${forms.slice(0, -1).join(', ')}, or ${forms[forms.length - 1]}`;
}

/** The level words that may open an experiment's rules factor, in a line; null when the word is one. */
export function levelWordRefusal(word: string): string | null {
  if (systems().some((s) => s.rulesWords.levels.includes(word))) return null;
  return `expected ${systems()
    .map((s) => s.rulesWords.levelText)
    .join(', or ')} (got ${JSON.stringify(word)})`;
}

/**
 * Rules from an experiment's object (`{"level": "advanced", "optional": {…}}`, `{"system": "springelkamp",
 * "special": {…}}`): the system named (default WS&IM) reads its own fields; another system's field is one line
 * naming whose it is.
 */
export function rulesFromObject(raw: Record<string, unknown>): RulesChoice {
  const { system = DEFAULT_SYSTEM, ...fields } = raw;
  const expected = rulesFactorForms();
  const all = new Set(systems().flatMap((s) => s.rulesWords.fields));
  const unknown = Object.keys(fields).find((k) => !all.has(k));
  if (unknown !== undefined) throw new RulesWordError(`unknown field "${unknown}" (expected ${expected})`);
  const chosen = systems().find((s) => s.id === system);
  if (!chosen)
    throw new RulesWordError(
      `unknown rule system ${JSON.stringify(system)} (known: ${systems()
        .map((s) => s.id)
        .join(', ')})`,
    );
  const words = chosen.rulesWords;
  for (const k of Object.keys(fields)) {
    if (words.fields.includes(k)) continue;
    const owner = systems().find((s) => s.rulesWords.fields.includes(k))!.rulesWords;
    throw new RulesWordError(`"${k}" is ${owner.name}'s${words.fieldHint ?? `: write ${owner.objectWrite}`}`);
  }
  const rules: unknown = words.fromFields(fields, expected);
  return { system: chosen.id, rules } as RulesChoice;
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
