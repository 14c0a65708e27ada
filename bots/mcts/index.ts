/**
 * `mcts`: Monte Carlo tree search over plot strings for a simultaneous-move game. Decoupled UCT
 * (`bots/search/duct.ts`): at each node every ship of both sides has its own bandit over its legal
 * plots (actions factored per ship), with separate statistics per side; the joint action is
 * simulated with the engine (`resolveTurn`) in a world consistent with the player view
 * (`stateFromView`: hidden enemy loads drawn from the captain's belief, dice from the captain's own
 * stream) — WS&IM as a search game is `wsimGame.ts`. By default (`expected`) the turn is played up
 * to the Combat Phase — movement, collisions, drift and fouling as they fall — and the broadsides
 * are weighed by their expectation (`evaluate.ts`); otherwise whole turns are played with dice,
 * optionally deeper (`depth`) and with greedy rollouts, and scored by material, points and position.
 * Plots are tried in the order of the greedy evaluation, widened progressively with visits and
 * seeded with virtual visits at their greedy value. Open loop: nodes are keyed by the plots
 * chosen, not by the dice. With a fixed iteration budget the search is deterministic.
 */
import type { SideOrders } from '../../src/api/wsim.js';
import { defineCaptain, type Budget, type Captain } from '../captain.js';
import { bestActions, duct, type DuctNode, type SearchStats } from '../search/duct.js';
import { GREEDY_DEFAULTS, bestOrders } from '../greedy/index.js';
import {
  recall,
  type CaptainMemory,
  type CaptainRules,
  type CaptainSearchGame,
  type CaptainView,
  type Choice,
} from '../rules/index.js';
import type { Factored } from '../search/game.js';
import {
  FLEET_ITERATIONS_PER_SHIP,
  ITERATIONS_PER_SHIP,
  MCTS_OPTIONS,
  mctsOptions,
  type MctsOptions,
} from './options.js';

export {
  FLEET_ITERATIONS_PER_SHIP,
  ITERATIONS_PER_SHIP,
  MCTS_DEFAULTS,
  MCTS_OPTIONS,
  mctsOptions,
  type MctsOptions,
} from './options.js';
export { evaluate, evaluateExpected } from './evaluate.js';
export { simulateTurn, WsimSearchGame, type WsimActions } from './wsimGame.js';
export { SprSearchGame, type SprActions } from './sprGame.js';
export type { SearchStats } from '../search/duct.js';

/** One decision of the mcts captain: the rule system's search game from the view, searched with decoupled UCT. */
export class MctsSearch {
  readonly stats: SearchStats = { iterations: 0, ms: 0 };
  private readonly game: CaptainSearchGame;

  constructor(
    private readonly rules: CaptainRules,
    private readonly view: CaptainView,
    memory: CaptainMemory,
    private readonly options: MctsOptions,
    private readonly random: () => number,
  ) {
    this.game = rules.searchGame(view, memory, options);
  }

  /** Iterations per fighting ship when no budget is given (perShip, or the default for the kind of action). */
  private perShip(): number {
    if (this.options.perShip > 0) return this.options.perShip;
    return this.view.static.ships.length > 2 ? FLEET_ITERATIONS_PER_SHIP : ITERATIONS_PER_SHIP;
  }

  /** Run the search; returns the root node. */
  run(budget: Budget): DuctNode<Choice, Factored<Choice>> {
    const o = this.options;
    const ms = budget.ms ?? (budget.iterations === undefined ? o.ms : 0);
    const ships = this.rules.fighting(this.view).all;
    const iterations = budget.iterations ?? (o.iterations > 0 ? o.iterations : this.perShip() * Math.max(2, ships));
    const { root, stats } = duct(this.game, {
      side: this.view.side,
      iterations,
      ms,
      depth: o.depth,
      c: o.c,
      widen: o.widen,
      worlds: o.worlds,
      prior: [o.prior, o.enemyPrior],
      width: [0, o.enemyWidth],
      focus: o.focus > 0,
      random: this.random,
    });
    this.stats.iterations = stats.iterations;
    this.stats.ms = stats.ms;
    return root;
  }

  /** Search and return the side's orders: each ship's most visited plot. */
  decide(budget: Budget): SideOrders {
    const root = this.run(budget);
    const me = this.game.sides.indexOf(this.view.side);
    return this.game.sideOrders(root.at, me, bestActions(root, me));
  }
}

export interface MctsCaptain extends Captain {
  /** statistics of the last search */
  readonly lastSearch: SearchStats;
}

export const mctsCaptain = defineCaptain({
  name: 'mcts',
  description: 'decoupled UCT over plot strings, per ship and side, in worlds drawn from the view; greedy rollouts',
  options: MCTS_OPTIONS,
  create(options) {
    const opts = mctsOptions(options);
    const memories = new Map<string, CaptainMemory>();
    const stats: SearchStats = { iterations: 0, ms: 0 };
    return {
      lastSearch: stats,
      orders({ view, events, random, budget }) {
        const { rules, memory } = recall(memories, view, events);
        const fighting = rules.fighting(view);
        if (!fighting.own || !fighting.enemies)
          return bestOrders(rules.plan(view, memory, { ...GREEDY_DEFAULTS, ammo: opts.ammo }));
        const search = new MctsSearch(rules, view, memory, opts, random);
        const out = search.decide(budget);
        stats.iterations = search.stats.iterations;
        stats.ms = search.stats.ms;
        return out;
      },
    };
  },
});
