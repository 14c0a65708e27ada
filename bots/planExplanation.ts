/** A one-ply plan's decision explained (greedy-raker, line-keeper): the plan's scored plots in the words of bots/explain.ts. */
import { plotWeighed, shipExplanation, type Explanation } from './explain.js';
import type { CaptainPlan, Choice } from './rules/types.js';

/** What greedy-raker's plot values are (and line-keeper's, which start from them). */
export const GREEDY_VALUE =
  "expected points of the hits dealt minus those received this turn (a share of each ship's points), with the rake preference, the pull towards the enemy and next turn's promise";

/**
 * A one-ply plan's decision explained: for each ship the plots by `value` (default the plan's score) and the
 * one chosen, each with its expected exchange when the rule system's plan can tell it. The evaluation is
 * the sum of the chosen plots' values.
 */
export function planExplanation(
  captain: string,
  turn: number,
  plan: CaptainPlan,
  chosen: readonly Choice[],
  o: { valueMeaning?: string; value?: (index: number, c: Choice) => number } = {},
): Explanation {
  const value = o.value ?? ((_i: number, c: Choice) => c.score);
  const ships = plan.ships.map((s, i) =>
    shipExplanation(
      s.id,
      s.choices,
      (c) => value(i, c),
      chosen[i],
      (c) => plotWeighed(c.plot, c.at, value(i, c), plan.exchange?.(i, c.at)),
    ),
  );
  return {
    captain,
    turn,
    valueMeaning: o.valueMeaning ?? GREEDY_VALUE,
    evaluation: ships.length ? ships.reduce((a, s) => a + s.chosen.value, 0) : null,
    evaluationMeaning: "the sum of its ships' chosen values (expected points this turn)",
    ships,
  };
}
