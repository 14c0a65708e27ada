/** `--rules basic|advanced[,optionalRule,...]` and `--optional name,name` on the command line. */
import { OPTIONAL_RULE_NAMES, type RulesInput } from '../index.js';
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
