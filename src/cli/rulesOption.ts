/**
 * `--rules basic|advanced[,optionalRule,...]`, `--rules springelkamp[,specialRule,...]` and `--optional name,name`
 * on the command line: the rule system and its rules (src/systems/rulesChoice.ts), and the scenario a game is
 * started from under them (a scenario of the other system plays its counterpart, I-SYS-1).
 */
import {
  applyRulesChoice,
  playedRulesSlug,
  parseRulesWords,
  RulesWordError,
  type AnyRulesInput,
  type AnyScenario,
  type RulesChoice,
} from '../index.js';
import { UserError } from './errors.js';

function words(text?: string): string[] {
  return (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The rules named by `--rules` (and `--optional`); undefined when neither is given (the scenario's own). */
export function parseRulesChoice(level?: string, optional?: string): RulesChoice | undefined {
  try {
    parseRulesWords(words(optional)); // --optional alone: its own words named in its own message
  } catch (e) {
    if (e instanceof RulesWordError) throw new UserError(`--optional: ${e.message}`);
    throw e;
  }
  try {
    return parseRulesWords([...words(level), ...words(optional)]);
  } catch (e) {
    if (e instanceof RulesWordError) throw new UserError(`--rules: ${e.message}`);
    throw e;
  }
}

/**
 * The scenario and the rules to start a game with: the scenario itself (or its counterpart under the system
 * `--rules` names) and that system's rules. A scenario with no counterpart is one line (ScenarioError, exit 2).
 */
export function rulesFor(
  scenario: AnyScenario,
  level?: string,
  optional?: string,
): { scenario: AnyScenario; rules: AnyRulesInput | undefined } {
  return applyRulesChoice(scenario, parseRulesChoice(level, optional));
}

/** The help text of every `--rules` option. */
export const RULES_HELP =
  "basic or advanced (plus optional rules), or springelkamp (plus special rules), comma-separated; default: the scenario's";

/** The rules a command's output names: `--rules` as given, else the scenario's (its level, or Springelkamp's switches). */
export function rulesLabel(rulesText: string | undefined, scenario: AnyScenario): string {
  if (rulesText) return rulesText;
  if (scenario.system !== undefined) return playedRulesSlug({ system: scenario.system, rules: scenario.rules ?? {} });
  return scenario.rules?.level ?? 'basic';
}
