/**
 * The mcts captain explaining its last search, read from the root of the decoupled-UCT tree (bots/search/duct.ts):
 * for each of its ships the plots its bandit visited most, with the simulations through each (the prior's
 * virtual visits left out) and their mean value, and the plot chosen (the most visited); the expected exchange
 * of each plot comes from the rule system's one-ply plan (greedy-raker's arithmetic), when it can tell it.
 * Kept to this one module so that a rework of the search only adapts `explainSearch`.
 */
import { GREEDY_DEFAULTS } from '../greedy/options.js';
import { plotWeighed, shipExplanation, type Explanation } from '../explain.js';
import type { CaptainMemory, CaptainPlan, CaptainRules, CaptainView, Choice } from '../rules/index.js';
import { mostVisited, type DuctNode, type UnitBandit } from '../search/duct.js';
import type { Factored } from '../search/game.js';
import type { MctsOptions } from './options.js';

/** What the mcts captain keeps of its last decision for its explanation. */
export interface LastSearch {
  root: DuctNode<Choice, Factored<Choice>> | null;
  iterations: number;
  view: CaptainView;
  rules: CaptainRules;
  memory: CaptainMemory;
  options: MctsOptions;
}

const MEAN_VALUE =
  'the mean value of the simulations through the plot: 0 a lost turn, ½ even, 1 a won one (the prior weighed in)';

/** Simulations through an arm (its prior's virtual visits left out). */
function visits(b: UnitBandit<Choice>, i: number): number {
  return Math.max(0, Math.round(b.n[i] - b.prior));
}

function mean(b: UnitBandit<Choice>, i: number): number {
  return b.n[i] > 0 ? b.w[i] / b.n[i] : 0;
}

/** The explanation of the last search (null when the captain has not decided yet). */
export function explainSearch(last: LastSearch | null): Explanation | null {
  if (!last) return null;
  const { root, view, rules, memory, options } = last;
  let plan: CaptainPlan | null = null;
  const exchange = (ship: string, c: Choice) => {
    plan ??= rules.plan(view, memory, { ...GREEDY_DEFAULTS, ammo: options.ammo });
    const i = plan.ships.findIndex((s) => s.id === ship);
    return i >= 0 ? (plan.exchange?.(i, c.at) ?? null) : null;
  };
  const base = { captain: 'mcts', turn: view.turn, valueMeaning: MEAN_VALUE };
  const evaluationMeaning = "the mean value of its ships' chosen plots (0 to 1, ½ even)";
  if (!root) {
    return { ...base, evaluation: null, evaluationMeaning, ships: [], note: 'no search this turn: no enemy to fight' };
  }
  const me = view.static.sides.findIndex((s) => s.id === view.side);
  const ships = root.bandits[me].map((b) => {
    const index = new Map(b.arms.map((c, i) => [c, i]));
    return shipExplanation(
      b.unit,
      b.arms,
      (c) => visits(b, index.get(c)!) + mean(b, index.get(c)!) / 2,
      b.arms[mostVisited(b)],
      (c) => {
        const i = index.get(c)!;
        return plotWeighed(c.plot, c.at, mean(b, i), exchange(b.unit, c), visits(b, i));
      },
    );
  });
  return {
    ...base,
    evaluation: ships.length ? ships.reduce((a, s) => a + s.chosen.value, 0) / ships.length : null,
    evaluationMeaning,
    ships,
    iterations: last.iterations,
  };
}
