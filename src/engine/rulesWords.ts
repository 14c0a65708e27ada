/**
 * Rules chosen by name — `--rules advanced,towing`, an experiment's `rules` factor ("springelkamp+sternRake" or an
 * object), the page's form — as each rule system reads its own words: its levels, its switches (optional or
 * special rules), its rules options with a value. `src/systems/rulesChoice.ts` asks every registered system, so
 * a system's words are its own (no generic code lists them).
 */

/** A word that names no rule, or rules of two systems mixed: the message names the words each system knows. */
export class RulesWordError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RulesWordError';
  }
}

/** What a rule system says of its rules chosen by name. `R`: its rules input. */
export interface RulesWords<R = unknown> {
  /** the system as a line names it: "WS&IM", "Springelkamp" */
  readonly name: string;
  /** its level words, one of which may open a choice: "basic", "advanced"; "springelkamp" */
  readonly levels: readonly string[];
  /** is the word one of its rules (a level, a switch, a rules option with its value such as `commandLagMode=distance`)? */
  owns(word: string): boolean;
  /** its rules from its words (every one owned); a bad rules option is a RulesWordError */
  parse(words: readonly string[]): R;
  /** its rules as a slug, the level then the switches on: "advanced+towing", "springelkamp+sternRake" */
  slug(rules: R): string;
  /** rules of its (a scenario's own, a game's) as the level and the switches on; none given: the defaults */
  describe(rules: R | undefined): { level: string; switches: string[] };
  /** the words it knows, for a line naming every system's: "WS&IM: basic or advanced, with optional rules …" */
  readonly known: string;
  /** what one of another system's words amid its own is not: "a WS&IM level or optional rule (…)" */
  readonly notOurs: string;
  /** said after one of its words found amid another system's ("; Springelkamp's rules are …"), or "" */
  readonly strayHint: string;
  /** the words an experiment's rules factor opens with, for a line: 'the level "basic" or "advanced"' */
  readonly levelText: string;
  /** the factor written as text and as an object, for a line: '"basic" or "advanced" (optionally …)' */
  readonly textForm: string;
  readonly objectForm: string;
  /** the object as another system's misplaced field points to it: '{"system": "springelkamp", "special": {…}}' */
  readonly objectWrite: string;
  /** the object's fields besides `system` (WS&IM: level, optional; Springelkamp: special) */
  readonly fields: readonly string[];
  /** said after another system's field given in its object (absent: ": write" the owner's object) */
  readonly fieldHint?: string;
  /** its rules from the object's fields (every one its own); `expected`: the line of every form, for a bad value */
  fromFields(fields: Record<string, unknown>, expected: string): R;
}

/** A switch object (`optional` of WS&IM, `special` of Springelkamp): names it knows, true or false. */
export function switchesOf(
  raw: unknown,
  names: readonly string[],
  what: string,
  expected: string,
): Record<string, boolean> {
  if (raw === undefined) return {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new RulesWordError(`expected ${expected}`);
  for (const [k, v] of Object.entries(raw)) {
    if (!names.includes(k)) throw new RulesWordError(`unknown ${what} "${k}" (known: ${names.join(', ')})`);
    if (typeof v !== 'boolean') throw new RulesWordError(`${what} "${k}": expected true or false`);
  }
  return raw as Record<string, boolean>;
}

/** The names of the switches that are on. */
export function switchesOn(switches: object | undefined): string[] {
  return Object.entries(switches ?? {})
    .filter(([, v]) => v === true)
    .map(([k]) => k);
}
