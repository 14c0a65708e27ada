/**
 * `--rules basic|advanced[,optionalRule,...][,option=value,...]` and `--optional name,name` on the command line;
 * `option=value` sets one of the other rules options (`commandLagMode=distance`), checked by the rules schema.
 */
import { OPTIONAL_RULE_NAMES, wsimRules, type RulesInput } from '../index.js';
import { UserError } from './errors.js';

export function parseRules(level?: string, optional?: string): RulesInput | undefined {
  if (!level && !optional) return undefined;
  const out: RulesInput = {};
  const parts = (level ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const p of parts) {
    if (p === 'basic' || p === 'advanced') out.level = p;
    else if ((OPTIONAL_RULE_NAMES as string[]).includes(p))
      (out.optional ??= {})[p as keyof NonNullable<RulesInput['optional']>] = true;
    else if (p.includes('=')) Object.assign(out, ruleSetting(p));
    else
      throw new UserError(
        `--rules: expected basic or advanced, optionally followed by optional rules (${OPTIONAL_RULE_NAMES.join(', ')}) (got "${p}")`,
      );
  }
  for (const p of (optional ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    if (!(OPTIONAL_RULE_NAMES as string[]).includes(p))
      throw new UserError(`--optional: unknown optional rule "${p}" (known: ${OPTIONAL_RULE_NAMES.join(', ')})`);
    (out.optional ??= {})[p as keyof NonNullable<RulesInput['optional']>] = true;
  }
  return out;
}

/** One `option=value` of the rules options (not the level, not a switch), as the rules schema accepts it. */
function ruleSetting(p: string): Partial<RulesInput> {
  const [name, text] = p.split('=', 2);
  const value = text !== '' && Number.isFinite(Number(text)) ? Number(text) : text;
  if (name === 'level' || name === 'optional' || !wsimRules.rulesSchema.safeParse({ [name]: value }).success)
    throw new UserError(`--rules: "${p}" is not a rules option and a value it takes (e.g. commandLagMode=distance)`);
  return { [name]: value };
}
