/**
 * `greedy-raker`: one-ply search over each ship's legal plots, under any rule system through its captain
 * interface (`bots/rules/`: the plan below is WS&IM's; Springelkamp's is `bots/springelkamp/plan.ts`) against a predicted enemy motion
 * (the enemy repeating its last plot, and its most dangerous legal plots), maximising the expected
 * value of the hits dealt minus those received this turn (hit tables' expected squares, 11.2, 16.1),
 * with a strong preference for raking (11.3.2, 24.4) and for not being raked. Ammunition and aim by
 * expected value or by doctrine (24.2). Cheap geometry only: no resolveTurn per candidate.
 *
 * By job: `moves.ts` (a ship's plots and where they leave her), `predict.ts` (the enemy's likely
 * motion), `score.ts` (plot scoring), `fire.ts` (fire intents), `plan.ts` (the side's plan and a
 * ship's orders), `options.ts` (weights and options); this module is the captain entry.
 */
import type { AnySideOrders as SideOrders } from '../rules/types.js';
import { defineCaptain } from '../captain.js';
import type { Explanation } from '../explain.js';
import { planExplanation } from '../planExplanation.js';
import { recall, type CaptainMemory, type CaptainPlan, type CaptainView } from '../rules/index.js';
import { greedyOptions, GREEDY_OPTIONS, type GreedyOptions } from './options.js';
import { drawMisjudgement } from './misjudge.js';

export { GREEDY_DEFAULTS, GREEDY_OPTIONS, greedyOptions, type GreedyOptions } from './options.js';
export const greedyCaptain = defineCaptain({
  name: 'greedy-raker',
  description:
    'one-ply search over legal plots against the predicted enemy motion: expected damage dealt minus received, rakes preferred',
  options: GREEDY_OPTIONS,
  create(options) {
    const opts = greedyOptions(options);
    const memories = new Map<string, CaptainMemory>();
    let last: { turn: number; plan: CaptainPlan } | null = null;
    return {
      orders({ view, events, random }) {
        const { rules, memory } = recall(memories, view, events);
        const plan = rules.plan(view, memory, withFaults(opts, view, random));
        last = { turn: view.turn, plan };
        const orders = bestOrders(plan);
        // what the plan does not weigh, by the rule system (WS&IM: a bomb's mortar work, 42.0; a reload forgotten)
        return rules.finishPlan?.(view, orders, random, opts.lateLoading ?? 0) ?? orders;
      },
      explain(): Explanation | null {
        if (!last) return null;
        const { turn, plan } = last;
        return planExplanation(
          'greedy-raker',
          turn,
          plan,
          plan.ships.map((s) => s.choices[0]),
        );
      },
    };
  },
});

/** The weights of this decision: a weaker captain's faults drawn from its own stream (none at the defaults). */
function withFaults(opts: GreedyOptions, view: CaptainView, random: () => number): GreedyOptions {
  const enemies = view.static.ships.filter((s) => s.side !== view.side).map((s) => s.id);
  const misjudge = drawMisjudgement(random, enemies, {
    rangeError: opts.rangeError ?? 0,
    windSense: opts.windSense ?? 0,
  });
  return misjudge ? { ...opts, misjudge } : opts;
}

/** A side's orders from its plan: every ship's best plot, the ships that cannot act holding. */
export function bestOrders(plan: CaptainPlan): SideOrders {
  const ships: Record<string, object> = {};
  plan.ships.forEach((p, i) => (ships[p.id] = plan.orders(i, p.choices[0])));
  Object.assign(ships, plan.idle);
  return { ships };
}
