/**
 * WS&IM's rules chosen by name (src/engine/rulesWords.ts): a level (basic 5.0, advanced 17.0), the optional rules
 * (30.0–42.0) as switches, and any rules option with its value (`commandLagMode=distance`) as the rules schema
 * takes it.
 */
import { RulesWordError, switchesOf, switchesOn, type RulesWords } from '../rulesWords.js';
import { OPTIONAL_RULE_NAMES, type RulesInput } from './rules.js';
import { rulesSchema } from './scenario/schema.js';
import type { OptionalRules } from './types.js';

const LEVELS = ['basic', 'advanced'] as const;
const isLevel = (w: unknown): w is RulesInput['level'] => (LEVELS as readonly unknown[]).includes(w);
const optionalNames = (): string => OPTIONAL_RULE_NAMES.join(', ');

/** One `option=value` of the rules options (not the level, not a switch), as the rules schema accepts it. */
function ruleSetting(w: string): Partial<RulesInput> {
  const [name, text] = w.split('=', 2);
  const value = text !== '' && Number.isFinite(Number(text)) ? Number(text) : text;
  if (name === 'level' || name === 'optional' || !rulesSchema.safeParse({ [name]: value }).success)
    throw new RulesWordError(`"${w}" is not a rules option and a value it takes (e.g. commandLagMode=distance)`);
  return { [name]: value };
}

/** The slug of WS&IM's rules: `basic`, `advanced+towing` (experiment cells, rows, reports). */
export function wsimRulesSlug(rules: { level?: string; optional?: Partial<OptionalRules> }): string {
  const on = OPTIONAL_RULE_NAMES.filter((n) => rules.optional?.[n]);
  return [rules.level ?? 'basic', ...on].join('+');
}

export const wsimRulesWords: RulesWords<RulesInput> = {
  name: 'WS&IM',
  levels: LEVELS,
  // a rules option with its value (commandLagMode=distance) is checked by `parse`
  owns: (w) => w.includes('=') || isLevel(w) || (OPTIONAL_RULE_NAMES as string[]).includes(w),
  parse(words) {
    const rules: RulesInput = {};
    for (const w of words) {
      if (isLevel(w)) rules.level = w;
      else if (w.includes('=')) Object.assign(rules, ruleSetting(w));
      else (rules.optional ??= {})[w as keyof OptionalRules] = true;
    }
    return rules;
  },
  slug: wsimRulesSlug,
  describe: (rules) => ({ level: rules?.level ?? 'basic', switches: switchesOn(rules?.optional) }),
  get known() {
    return `WS&IM: basic or advanced, with optional rules ${optionalNames()}`;
  },
  get notOurs() {
    return `a WS&IM level or optional rule (${optionalNames()})`;
  },
  strayHint: '',
  levelText: 'the level "basic" or "advanced"',
  textForm: '"basic" or "advanced" (optionally "+optionalRule…")',
  get objectForm() {
    return `{"level": …, "optional": {…}} with optional rules ${optionalNames()}`;
  },
  objectWrite: '{"level": …, "optional": {…}}',
  fields: ['level', 'optional'],
  fromFields({ level, optional }, expected) {
    const lv = level ?? 'basic';
    if (!isLevel(lv)) throw new RulesWordError(`expected the level "basic" or "advanced" (got ${JSON.stringify(lv)})`);
    return { level: lv, optional: switchesOf(optional, OPTIONAL_RULE_NAMES, 'optional rule', expected) };
  },
};
