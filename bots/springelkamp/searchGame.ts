/**
 * Springelkamp's sail rules as a search game for the decoupled-UCT search (`bots/search/duct.ts`), beside
 * `wsimGame.ts` and through the public API only. A unit is a ship able to sail, its actions its legal plots
 * scored by the system's one-ply plan (`bots/springelkamp/plan.ts`, best first: the search's prior), a step is
 * a whole turn resolved with `resolveTurn` (a Springelkamp turn does not pause: every decision is plotted),
 * worlds are drawn from the player view with `spr.stateFromView` (the enemy's crew morale and quality, which
 * the view hides, guessed), dice with `reseed`. A position is valued by the hull and rigging boxes kept and
 * taken, the points of ships struck (I-SPR-10) and the result.
 */
import { playerView, reseed, resolveTurn } from '../../src/index.js';
import * as spr from '../../src/api/springelkamp.js';
import type { Factored, JointAction } from '../search/game.js';
import { GREEDY_DEFAULTS } from '../greedy/options.js';
import { SprPlanner } from './plan.js';
import type { AnySideOrders, CaptainPlan, CaptainSearchGame, Choice, PlanWeights } from '../rules/types.js';
import type { MctsOptions } from '../mcts/options.js';

/** The factored actions of a Springelkamp state: each side's plan, its ships' plots as units. */
export interface SprActions extends Factored<Choice> {
  plans: CaptainPlan[];
}

/** Below the root and in rollouts: no prediction, the nearest enemy only. */
const ROLLOUT: Omit<PlanWeights, 'ammo'> = { ...GREEDY_DEFAULTS, predictions: 0, spread: 0, fast: true };

const viewOf = (state: spr.State, side: string) => playerView(state, side);

/** Damage: hull boxes (20 strike the flag) and rigging boxes a side's ships keep, in points; a struck ship nothing. */
function worthOf(state: spr.State, side: string): number {
  let w = 0;
  state.ships.forEach((s, i) => {
    if (s.controller !== side || s.struck) return;
    const log = state.static.logs[i];
    const rig = log.rigging.reduce((a, b) => a + b, 0);
    const hull = 1 - (s.damage.L + s.damage.R) / 20;
    const rigging = rig > 0 ? 1 - s.rigging.reduce((a, b) => a + b, 0) / rig : 1;
    w += Math.max(1, state.static.ships[i].points) * (0.8 * hull + 0.2 * rigging);
  });
  return w;
}

export class SprSearchGame implements CaptainSearchGame<spr.State, SprActions> {
  readonly sides: readonly [string, string];

  constructor(
    private readonly view: spr.View,
    private readonly options: MctsOptions,
  ) {
    const ids = view.static.sides.map((s) => s.id);
    this.sides = [ids[0], ids[1]];
  }

  determinise(i: number, random: () => number): spr.State {
    return spr.stateFromView(this.view, { seed: `w${i}:${Math.floor(random() * 2 ** 32)}` });
  }

  reseed(state: spr.State, seed: string): spr.State {
    return reseed(state, seed);
  }

  terminal(state: spr.State): boolean {
    return !!state.result;
  }

  actions(state: spr.State, root: boolean): SprActions {
    const plans = this.sides.map((side) => {
      const own = side === this.view.side;
      const view = root && own ? this.view : viewOf(state, side);
      const weights: PlanWeights =
        root && own
          ? { ...GREEDY_DEFAULTS, ammo: this.options.ammo, keepInitial: this.options.keepInitial }
          : { ...ROLLOUT, ammo: this.options.ammo };
      return new SprPlanner(view, weights).plan();
    });
    return {
      plans,
      sides: plans.map((plan) =>
        plan.ships.map((p) => ({ unit: p.id, actions: p.choices, scores: p.choices.map((c) => c.score) })),
      ),
    };
  }

  sideOrders(at: SprActions, side: number, choices: readonly Choice[]): AnySideOrders {
    const plan = at.plans[side];
    const ships: AnySideOrders['ships'] = {};
    for (let k = 0; k < choices.length; k++) ships[plan.ships[k].id] = plan.orders(k, choices[k]);
    Object.assign(ships, plan.idle);
    return { ships };
  }

  private turn(state: spr.State, orders: spr.Orders): spr.State {
    return resolveTurn(state, orders).state;
  }

  step(state: spr.State, at: SprActions, joint: JointAction<Choice>): spr.State {
    const orders: Record<string, AnySideOrders> = {};
    for (let s = 0; s < this.sides.length; s++) orders[this.sides[s]] = this.sideOrders(at, s, joint[s]);
    return this.turn(state, orders);
  }

  /** After the rollout turns: boxes kept and taken, points of ships struck, the result. */
  evaluate(from: spr.State, leaf: spr.State, side: string): number {
    let state = leaf;
    for (let t = 0; t < this.options.rollout && !state.result; t++) {
      const at = this.actions(state, false);
      const orders: Record<string, AnySideOrders> = {};
      this.sides.forEach((s, i) => {
        orders[s] = this.sideOrders(
          at,
          i,
          at.plans[i].ships.map((p) => p.choices[0]),
        );
      });
      state = this.turn(state, orders);
    }
    const enemy = this.sides[0] === side ? this.sides[1] : this.sides[0];
    const scale = state.static.ships.reduce((a, s) => a + Math.max(1, s.points), 0) / 2;
    let v = worthOf(state, side) - worthOf(from, side) - (worthOf(state, enemy) - worthOf(from, enemy));
    if (state.result) {
      if (state.result.winner === side) v += 2 * scale;
      else if (state.result.winner === enemy) v -= 2 * scale;
    }
    return 0.5 + 0.5 * Math.tanh(v / (this.options.scale * scale));
  }
}
