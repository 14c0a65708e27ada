/**
 * What every rule system's order commands share: the plot command built on the system's own check, the "hold"
 * command of a broadside's fire, and the lookup of a command by its word in a stage of the game's rule system.
 * Each system's commands are in its folder (`wsim/orders.ts`, `springelkamp/orders.ts`).
 */
import type { AnyView } from '../index.js';
import type { OrderCommand, OrderContext, OrderResult, PlayRules, StageName } from './rules/types.js';
import { parseBroadsides } from './words.js';

export type { OrderCommand, OrderContext, OrderResult } from './rules/types.js';

const SIDE = { L: 'left', R: 'right' } as const;

/** The plot command of a rule system: the words typed after it, run together, checked by `check`. */
export function plotCommand<V extends AnyView = AnyView>(
  spec: Pick<OrderCommand<V>, 'names' | 'stage' | 'usage' | 'help' | 'helpIn'>,
  check: (c: OrderContext<V>, text: string) => OrderResult<V>,
): OrderCommand<V> {
  return {
    ...spec,
    run(args, c) {
      const text = args.join('');
      if (!text) return { ok: false, error: `usage: ${spec.usage}` };
      return check(c, text);
    },
  };
}

/** `hold <L|R|both>`: the broadsides' fire orders taken back, in the stage fire is ordered (any rule system's). */
export function holdCommand<V extends AnyView = AnyView>(stage: StageName, help: string): OrderCommand<V> {
  return {
    names: ['hold'],
    stage,
    usage: 'hold <L|R|both>',
    help,
    run(args, c) {
      const sides = parseBroadsides(args[0] ?? 'both');
      if (!sides) return { ok: false, error: `usage: ${this.usage}` };
      const f = { ...(c.current as { fire?: Record<string, unknown> }).fire };
      for (const b of sides) delete f[b];
      const say = `${sides.map((b) => SIDE[b]).join(' and ')} broadside${sides.length > 1 ? 's hold' : ' holds'} fire`;
      return { ok: true, orders: { ...c.current, fire: f }, say: [say] };
    },
  };
}

/** The order command a word names in a stage of the game's rule system. */
export function orderCommand(rules: PlayRules, stage: StageName, word: string): OrderCommand<AnyView> | undefined {
  const w = word.toLowerCase();
  return rules.commands().find((c) => c.stage === stage && c.names.includes(w));
}

/** The stage(s) where a word names an order command of the rule system (for "not now" answers). */
export function stagesOf(rules: PlayRules, word: string): StageName[] {
  const w = word.toLowerCase();
  return [
    ...new Set(
      rules
        .commands()
        .filter((c) => c.names.includes(w))
        .map((c) => c.stage),
    ),
  ];
}
