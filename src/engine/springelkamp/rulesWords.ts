/**
 * Springelkamp's rules chosen by name (src/engine/rulesWords.ts): the word `springelkamp`, then its special rules
 * (Special rules; `rules.special`) as switches.
 */
import { switchesOf, switchesOn, type RulesWords } from '../rulesWords.js';
import { specialRulesSchema, SYSTEM_ID, type SprRulesInput } from './scenario.js';

/** The special rules, as switches (Special rules; rules.special). */
export const SPECIAL_RULE_NAMES = Object.keys(specialRulesSchema.shape) as (keyof NonNullable<
  SprRulesInput['special']
>)[];
const specialNames = (): string => SPECIAL_RULE_NAMES.join(', ');

export const sprRulesWords: RulesWords<SprRulesInput> = {
  name: 'Springelkamp',
  levels: [SYSTEM_ID],
  owns: (w) => w === SYSTEM_ID || (SPECIAL_RULE_NAMES as string[]).includes(w),
  parse(words) {
    const special: Record<string, boolean> = {};
    for (const w of words) if (w !== SYSTEM_ID) special[w] = true;
    return Object.keys(special).length ? { special } : {};
  },
  slug: (rules) => [SYSTEM_ID, ...SPECIAL_RULE_NAMES.filter((n) => rules.special?.[n])].join('+'),
  describe: (rules) => ({ level: SYSTEM_ID, switches: switchesOn(rules?.special) }),
  known: `Springelkamp: springelkamp, with special rules ${specialNames()}`,
  notOurs: `one of Springelkamp's special rules (${specialNames()})`,
  strayHint: `; Springelkamp's rules are "springelkamp" and its special rules`,
  levelText: '"springelkamp"',
  textForm: '"springelkamp" (optionally "+specialRule…")',
  objectForm: `{"system": "springelkamp", "special": {…}} with special rules ${specialNames()}`,
  objectWrite: '{"system": "springelkamp", "special": {…}}',
  fields: ['special'],
  fieldHint: `; Springelkamp's rules have "special" rules (${specialNames()})`,
  fromFields: ({ special }, expected) => ({
    special: switchesOf(special, SPECIAL_RULE_NAMES, 'special rule', expected),
  }),
};
