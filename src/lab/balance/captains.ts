/**
 * The captains of `wsim balance`: the default (the strongest of the workbench, so that a verdict
 * holds for good play), whether a captain has a thinking budget to multiply, and the note that says
 * a captain is weaker than the default.
 */
import { captainEntry, parseCaptainSpec } from '../../../bots/index.js';

/** The captain that plays both sides unless the designer names another. The one place to change it. */
export const DEFAULT_BALANCE_CAPTAIN = 'mcts';

/** The quick captain that screens the changes for a searching captain (`wsim balance --screen auto`). */
export const DEFAULT_SCREEN_CAPTAIN = 'greedy-raker';

/**
 * The screening captain of a balance search: `auto` screens with DEFAULT_SCREEN_CAPTAIN when the captain of the
 * search has a thinking budget (seconds a game) and not otherwise, `none` never; any other text is a captain spec.
 */
export function screenCaptain(option: string, captain: string): string | undefined {
  if (option === 'none') return undefined;
  if (option === 'auto') return hasBudget(captain) ? DEFAULT_SCREEN_CAPTAIN : undefined;
  return option === captain ? undefined : option;
}

/** Has this captain a thinking budget that `Budget.scale` multiplies (a searching captain)? */
export function hasBudget(spec: string): boolean {
  const options = captainEntry(parseCaptainSpec(spec).name)?.options ?? {};
  return 'iterations' in options || 'ms' in options;
}

/** Why a captain cannot play a rule system (null: it can). */
export function refusal(spec: string, system: string): string | null {
  const name = parseCaptainSpec(spec).name;
  const plays = captainEntry(name)?.systems;
  return plays && !plays.includes(system)
    ? `captain "${name}" plays ${plays.join(', ')} only; this scenario is played under "${system}"`
    : null;
}

/** A captain other than the default says so: its verdicts may not hold for stronger play (null: the default). */
export function captainNote(spec: string, scale = 1): string | null {
  const name = parseCaptainSpec(spec).name;
  if (name !== parseCaptainSpec(DEFAULT_BALANCE_CAPTAIN).name)
    return `weaker than the default captain (${DEFAULT_BALANCE_CAPTAIN}): stronger play may change the verdict`;
  if (scale < 1) return `the default captain with ${scale}× its budget: weaker than the default`;
  if (spec !== DEFAULT_BALANCE_CAPTAIN) return 'the default captain with options of its own';
  return null;
}
