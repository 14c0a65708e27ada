/**
 * Measuring scenarios for one captain in a balance run: the pool, the rules, the captain and its
 * budget, the master seed and the hooks fixed; a scenario measured twice on one stream under one
 * rule is played once (the knobs of the search share their value as written, the pairs their first
 * change). A measurement cut short by Ctrl-C throws Interrupted, so that no half-measured value
 * is read as a result.
 */
import type { AnyRulesInput as RulesInput, AnyScenario as Scenario } from '../../index.js';
import type { Budget } from '../../../bots/index.js';
import { measure, type Measurement, type MeasureHooks, type StopRule } from './measure.js';
import type { BalancePool } from './pool.js';
import { hasBudget } from './captains.js';

/** One game a task for a searching captain (seconds a game), TASK_GAMES for a quick one. */
export function taskGamesFor(captain: string): number | undefined {
  return hasBudget(captain) ? 1 : undefined;
}

export class Interrupted extends Error {
  constructor() {
    super('interrupted');
    this.name = 'Interrupted';
  }
}

export interface Measurer {
  captain: string;
  budget?: Budget;
  /**
   * measure a scenario on a stream of seeds under a stop rule (throws Interrupted when stopped); `from`:
   * its measurement on that stream under a coarser rule, carried on (measure.ts: the same result)
   */
  measure(scenario: Scenario, stream: string, rule: StopRule, from?: Measurement): Promise<Measurement>;
  interrupted(): boolean;
}

export function measurer(
  pool: BalancePool,
  setup: { rules?: RulesInput; captain: string; budget?: Budget; seed: string },
  hooks: MeasureHooks = {},
): Measurer {
  const cache = new Map<string, Promise<Measurement>>();
  return {
    captain: setup.captain,
    ...(setup.budget ? { budget: setup.budget } : {}),
    interrupted: () => hooks.signal?.aborted === true,
    async measure(scenario, stream, rule, from) {
      const key = JSON.stringify([scenario, stream, rule]);
      let m = cache.get(key);
      if (!m) {
        m = measure(
          pool,
          {
            scenario,
            ...(setup.rules ? { rules: setup.rules } : {}),
            captain: setup.captain,
            ...(setup.budget ? { budget: setup.budget } : {}),
            seed: setup.seed,
            stream,
            rule,
            ...(taskGamesFor(setup.captain) ? { taskGames: taskGamesFor(setup.captain) } : {}),
          },
          hooks,
          from,
        );
        cache.set(key, m);
      }
      const result = await m;
      if (result.stopped === 'interrupted') throw new Interrupted();
      return result;
    },
  };
}
