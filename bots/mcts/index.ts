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
import type { AnySideOrders as SideOrders } from '../rules/types.js';
import { defineCaptain, standardBoarding, type Budget, type Captain } from '../captain.js';
import { boardingDoctrine } from '../doctrine.js';
import {
  bestActions,
  duct,
  mergeRoots,
  mixedActions,
  type DuctNode,
  type DuctResult,
  type SearchStats,
} from '../search/duct.js';
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
import { explainSearch, type LastSearch } from './explain.js';
import {
  FLEET_ITERATIONS_PER_SHIP,
  ITERATIONS_PER_SHIP,
  MCTS_OPTIONS,
  actionOptions,
  decisionOptions,
  inLargeFleet,
  isFleetAction,
  mctsOptions,
  type MctsOptions,
} from './options.js';

export {
  LEGACY_MCTS,
  FLEET_ITERATIONS_PER_SHIP,
  ITERATIONS_PER_SHIP,
  MCTS_DEFAULTS,
  MCTS_OPTIONS,
  mctsOptions,
  type MctsOptions,
} from './options.js';
export type { SearchStats } from '../search/duct.js';

/** One decision of the mcts captain: the rule system's search game from the view, searched with decoupled UCT. */
export class MctsSearch {
  readonly stats: SearchStats = { iterations: 0, budget: 0, ms: 0, depth: 0 };
  /** the root of the last search (its bandits' visits and values: bots/mcts/explain.ts reads them) */
  root: DuctNode<Choice, Factored<Choice>> | null = null;
  private readonly game: CaptainSearchGame;

  constructor(
    private readonly rules: CaptainRules,
    private readonly view: CaptainView,
    private readonly memory: CaptainMemory,
    private readonly options: MctsOptions,
    private readonly random: () => number,
  ) {
    this.game = rules.searchGame(view, memory, options);
  }

  private isFleet(): boolean {
    return isFleetAction(this.view.static);
  }

  /** The default iterations per fighting ship of this kind of action (a fleet action's or a single-ship action's). */
  private defaultPerShip(): number {
    return this.isFleet() ? FLEET_ITERATIONS_PER_SHIP : ITERATIONS_PER_SHIP;
  }

  /** Iterations per fighting ship when no budget is given (perShip, or the default for the kind of action). */
  private perShip(): number {
    return this.options.perShip > 0 ? this.options.perShip : this.defaultPerShip();
  }

  /** Run the search; returns the root node. */
  run(budget: Budget): DuctNode<Choice, Factored<Choice>> {
    const o = this.options;
    const scale = budget.scale ?? 1;
    const ms = budget.ms ?? (budget.iterations === undefined ? o.ms * scale : 0);
    const ships = this.rules.fighting(this.view).all;
    const own = o.iterations > 0 ? o.iterations : this.perShip() * Math.max(2, ships);
    const iterations = budget.iterations ?? Math.max(1, Math.round(own * scale));
    const base = this.defaultPerShip() * Math.max(2, ships);
    const depth = searchDepth(o, ms > 0 ? 0 : iterations / base, this.isFleet(), ships);
    const trees = ms > 0 ? 1 : Math.min(o.trees, iterations);
    // root parallelisation: independent searches, each with its own game (its worlds, caches and dice), one stream
    const runs: DuctResult<Choice, Factored<Choice>>[] = [];
    for (let t = 0; t < trees; t++) {
      const share = Math.round((iterations * (t + 1)) / trees) - Math.round((iterations * t) / trees);
      const game = t === 0 ? this.game : this.rules.searchGame(this.view, this.memory, o);
      runs.push(this.search(game, share, ms, depth, base));
    }
    const sum = (key: 'iterations' | 'budget' | 'ms') => runs.reduce((n, r) => n + r.stats[key], 0);
    Object.assign(this.stats, runs[0].stats, { iterations: sum('iterations'), budget: sum('budget'), ms: sum('ms') });
    if (trees === 1) return runs[0].root;
    const me = this.game.sides.indexOf(this.view.side);
    return mergeRoots(
      runs.map((r) => r.root),
      me,
      (c) => c.plot,
    );
  }

  /** One search of the captain's game with the captain's options: its root and statistics. */
  private search(
    game: CaptainSearchGame,
    iterations: number,
    ms: number,
    depth: number,
    base: number,
  ): DuctResult<Choice, Factored<Choice>> {
    const o = this.options;
    return duct(game, {
      side: this.view.side,
      iterations,
      ms,
      depth,
      c: o.c,
      widen: o.widen,
      worlds: o.worlds,
      prior: [o.prior, o.enemyPrior],
      width: [0, o.enemyWidth],
      focus: o.focus > 0,
      random: this.random,
      select: o.rm ? 'rm' : 'ucb',
      gamma: o.gamma,
      stopWhenSettled: o.stop > 0 && o.mix === 0,
      grow: { turns: o.grow, after: o.growAfter },
      halving: o.halving,
      credit: o.credit,
      // fixedArms: k times the default budget opens the default's plots (never fewer below it)
      widenPer: o.fixedArms && ms <= 0 ? Math.max(1, iterations / base) : 1,
    });
  }

  /** Search and return the side's orders: each ship's most visited plot, or one drawn from the mixed strategy (`mix`). */
  decide(budget: Budget): SideOrders {
    const root = (this.root = this.run(budget));
    const me = this.game.sides.indexOf(this.view.side);
    const picks = this.options.mix > 0 ? mixedActions(root, me, this.options.mix, this.random) : bestActions(root, me);
    return this.game.sideOrders(root.at, me, picks);
  }
}

/**
 * Turns searched with bandits: the `depth` option when set; otherwise one turn, and two once the budget
 * is `deepen` times the default budget of a single-ship action (1: at the default budget and above), or
 * `fleetDeepen` times that of a fleet action (1, the default) while at most `deepShips` ships fight (6: a second
 * turn of seven against seven costs some ten times the first). Either way the default captain is one search from 1×
 * to 4×, the same hand with more samples, so a verdict re-checked at 4× is that hand thinking longer (docs/captains.md:
 * with one turn at 1× and two at 4× the balance verdicts of five duels in eleven changed). `budgets` is the
 * decision's iterations in units of the default budget (0 for a time budget); `ships` the ships fighting, both sides.
 */
export function searchDepth(o: MctsOptions, budgets: number, fleet = false, ships = 2): number {
  if (o.depth > 0) return o.depth;
  const from = fleet ? o.fleetDeepen : o.deepen;
  if (inLargeFleet(o, fleet, ships)) return 1;
  return from > 0 && budgets >= from - 1e-9 ? 2 : 1;
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
    const stats: SearchStats = { iterations: 0, budget: 0, ms: 0, depth: 0 };
    let last: LastSearch | null = null;
    return {
      lastSearch: stats,
      orders({ view, events, random, budget }) {
        const { rules, memory } = recall(memories, view, events);
        const fighting = rules.fighting(view);
        const here = decisionOptions(opts, isFleetAction(view.static), fighting.all);
        last = { root: null, iterations: 0, view, rules, memory, options: here };
        if (!fighting.own || !fighting.enemies)
          return bestOrders(
            rules.plan(view, memory, {
              ...GREEDY_DEFAULTS,
              ammo: opts.ammo,
              boardAt: here.boardAt,
              grappleAt: here.grappleAt,
            }),
          );
        const search = new MctsSearch(rules, view, memory, here, random);
        const out = search.decide(budget);
        Object.assign(stats, search.stats);
        last = { ...last, root: search.root, iterations: stats.iterations };
        return out;
      },
      explain: () => explainSearch(last),
      // the standard boarding word with the captain's doctrine (`defence`; `boardAt`, or `fleetBoardAt` in a fleet action;
      // `grappleAt` is not read here: grappling was ordered at the start of the turn); `boardSearch`: the word searched
      // instead (bots/wsim/boardingSearch.ts), where the rule system has that search
      boarding: (ctx) => {
        const fleet = isFleetAction(ctx.view.static);
        const here = actionOptions(opts, fleet);
        if (here.boardSearch > 0) {
          const { rules, memory } = recall(memories, ctx.view, ctx.events);
          // a large fleet keeps the doctrine's word (a world's next turn there costs ten times a duel's)
          if (rules.searchBoarding && !inLargeFleet(opts, fleet, rules.fighting(ctx.view).all))
            return rules.searchBoarding(ctx.view, memory, here, ctx.random);
        }
        return standardBoarding(ctx, boardingDoctrine(here));
      },
    };
  },
});
