/**
 * What the decoupled-UCT search (`duct.ts`) asks of a game: two sides moving simultaneously, each
 * side's move factored into one action per unit (a ship's plot, say), a constant-sum value (what one
 * side gains the other loses), hidden facts sampled into determinised worlds and dice reseeded per
 * simulation. The search knows nothing else of the game; WS&IM's adapter is `bots/wsim/searchGame.ts`.
 */

/** The legal actions of one unit at a state. */
export interface UnitActions<A> {
  /** the unit's name (a ship's id) */
  unit: string;
  /** its legal actions, best first by the game's prior evaluation (the search opens them in this order) */
  actions: readonly A[];
  /** the prior evaluation of each action, same order (higher is better; only differences matter) */
  scores: readonly number[];
  /** the worst prior evaluation of all the unit's legal actions, when `actions` keeps only the best of them */
  floor?: number;
}

/** The factored legal actions at a state: for each side, in the order of `SearchGame.sides`, its deciding units. */
export interface Factored<A> {
  sides: readonly (readonly UnitActions<A>[])[];
}

/** A joint action: for each side, one action per deciding unit, in the order of the factored actions. */
export type JointAction<A> = readonly (readonly A[])[];

/**
 * A two-side simultaneous-move game for the search. `S` is a state (never changed in place), `A` an
 * action of one unit, `F` the factored actions of a state (a game may keep there what it needs to
 * turn actions into moves).
 */
export interface SearchGame<S, A, F extends Factored<A> = Factored<A>> {
  /** the two sides, in a fixed order */
  readonly sides: readonly [string, string];
  /** world number `index`, consistent with what the searching side sees, hidden facts drawn from `random` */
  determinise(index: number, random: () => number): S;
  /** a new descent from the root begins (a game that weighs the turns of a descent as it goes starts afresh) */
  begin?(): void;
  /** a copy of `state` with fresh dice: the same seed gives the same dice */
  reseed(state: S, seed: string): S;
  /** is the game over? */
  terminal(state: S): boolean;
  /** the factored legal actions at `state`; `root` at the state the search decides for */
  actions(state: S, root: boolean): F;
  /**
   * The state after the joint action (chosen from `at`, the factored actions of `state`). `leaf`: the
   * last step of this descent (a game may stop short of a whole turn and let `evaluate` weigh the rest).
   */
  step(state: S, at: F, joint: JointAction<A>, leaf: boolean): S;
  /** the value of `leaf` for `side`, in [0, 1] (the other side's is 1 − it); `from` is where the descent began */
  evaluate(from: S, leaf: S, side: string): number;
  /**
   * After `evaluate`: each unit's own value of that leaf, in [0, 1] for the unit's side, by unit name (its part of the
   * value: a credit its bandit may learn from in place of its side's, `DuctOptions.credit`); null when the game has
   * none for this leaf (every unit then learns its side's value).
   */
  credit?(): ReadonlyMap<string, number> | null;
}
