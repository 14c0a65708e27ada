/**
 * WS&IM as a search game for the decoupled-UCT search (`bots/search/duct.ts`), through the engine's
 * public API only. A unit is a ship able to act, its actions are its legal plots scored by the
 * greedy evaluation (best first: the search's prior), a joint action becomes both sides' complete
 * orders (each plot with the greedy fire, load, sail and contact orders that go with it), and a step
 * is a turn resolved with `resolveTurn`: a whole turn, or, in `expected` mode, the last turn of a
 * descent up to its Combat Phase (movement, collisions, drift and fouling as they fall), the
 * broadsides then weighed by their expectation. Worlds are drawn from the player view
 * (`stateFromView`: hidden enemy loads from the captain's belief), dice with `reseed`.
 */
import { playerView, reseed, resolveTurn, type Broadside, type SideId } from '../../src/index.js';
import {
  mergeOrders,
  stateFromView,
  type Ammo,
  type GameState,
  type OrdersBySide,
  type PlayerView,
  type ShipOrders,
  type SideOrders,
} from '../../src/api/wsim.js';
import { Belief } from '../lib/belief.js';
import { boardingStageOrders } from '../lib/contact.js';
import { ownShips } from '../lib/fleet.js';
import type { Factored, JointAction, SearchGame } from '../search/game.js';
import { GREEDY_DEFAULTS, type GreedyOptions } from '../greedy/options.js';
import { greedyPlan, greedySideOrders, type SidePlan } from '../greedy/plan.js';
import type { Choice } from '../greedy/score.js';
import { evaluate, evaluateExpected } from './evaluate.js';
import type { MctsOptions } from './options.js';

/** Greedy weights of the simulated captains below the root and in rollouts: no prediction, nearest enemy only. */
const ROLLOUT: Omit<GreedyOptions, 'ammo'> = { ...GREEDY_DEFAULTS, predictions: 0, spread: 0, fast: true };

/**
 * Resolve a simulated turn in one call. Ships fouled or grappled at the start of the turn form
 * their boarding parties up front (in play they are formed in the Boarding Preparation Phase,
 * 10.0; a simulation may have its orders voided by an unfouling without harm).
 */
export function simulateTurn(state: GameState, orders: OrdersBySide): GameState {
  if (state.fouls.length || state.grapples.some((g) => g.count > 0)) {
    const boarding: OrdersBySide = {};
    for (const side of state.static.sides) {
      const view = playerView(state, side.id);
      boarding[side.id] = { ships: boardingStageOrders(view, ownShips(view)) };
    }
    return resolveTurn(state, mergeOrders(orders, boarding)).state;
  }
  return resolveTurn(state, orders).state;
}

/** The factored actions of a WS&IM state: each side's greedy plan, its ships' plots as units, orders made once per plot. */
export interface WsimActions extends Factored<Choice> {
  plans: SidePlan[];
  /** complete orders of each plot chosen so far */
  orders: Map<Choice, ShipOrders>;
}

export class WsimSearchGame implements SearchGame<GameState, Choice, WsimActions> {
  readonly sides: readonly [SideId, SideId];
  /** dice of each seed, drawn once */
  private readonly dice = new Map<string, GameState['rng']>();
  /** the last state paused before its Combat Phase by `step` (weighed by expectation) */
  private paused: GameState | null = null;

  constructor(
    private readonly view: PlayerView,
    private readonly belief: Belief,
    private readonly options: MctsOptions,
  ) {
    const ids = view.static.sides.map((s) => s.id);
    this.sides = [ids[0], ids[1]];
  }

  /** A world consistent with the view: enemy loads drawn from the belief (7.2.5 hides them). */
  determinise(i: number, random: () => number): GameState {
    const draws = new Map<string, Record<Broadside, Ammo | null>>();
    for (const s of this.view.ships) {
      if (s.loads) continue;
      draws.set(s.id, {
        L: random() < this.belief.loadedProbability(s, 'L') ? 'round' : null,
        R: random() < this.belief.loadedProbability(s, 'R') ? 'round' : null,
      });
    }
    return stateFromView(this.view, {
      seed: `w${i}:${Math.floor(random() * 2 ** 32)}`,
      guessLoads: (id) => draws.get(id) ?? { L: 'round', R: 'round' },
    });
  }

  reseed(state: GameState, seed: string): GameState {
    let rng = this.dice.get(seed);
    if (!rng) {
      rng = reseed(state, seed).rng;
      this.dice.set(seed, rng);
    }
    return { ...state, rng };
  }

  terminal(state: GameState): boolean {
    return !!state.result;
  }

  /** Each side's greedy plan: the captain's own weights and belief at the root, the rollout weights elsewhere. */
  actions(state: GameState, root: boolean): WsimActions {
    const plans: SidePlan[] = [];
    for (const side of this.sides) {
      const own = side === this.view.side;
      const view = root && own ? this.view : playerView(state, side);
      const belief = own ? this.belief : new Belief();
      if (!own) belief.update(view, []);
      const weights =
        root && own
          ? { ...GREEDY_DEFAULTS, ammo: this.options.ammo, keepInitial: this.options.keepInitial }
          : { ...ROLLOUT, ammo: this.options.ammo };
      plans.push(greedyPlan(view, belief, weights));
    }
    return {
      plans,
      orders: new Map(),
      sides: plans.map((plan) =>
        plan.ships.map((p) => ({ unit: p.unit.ship.id, actions: p.choices, scores: p.choices.map((c) => c.score) })),
      ),
    };
  }

  /** Complete orders of the ship `unit` of side number `side` for one of its plots (made once per node). */
  ordersOf(at: WsimActions, side: number, unit: number, choice: Choice): ShipOrders {
    let o = at.orders.get(choice);
    if (!o) {
      const plan = at.plans[side];
      o = plan.orders(plan.ships[unit], choice);
      at.orders.set(choice, o);
    }
    return o;
  }

  /** A side's complete orders for its ships' choices: ships that cannot act plot "0". */
  sideOrders(at: WsimActions, side: number, choices: readonly Choice[]): SideOrders {
    const ships: SideOrders['ships'] = {};
    for (let k = 0; k < choices.length; k++)
      ships[at.plans[side].ships[k].unit.ship.id] = this.ordersOf(at, side, k, choices[k]);
    for (const id of at.plans[side].idle) ships[id] = { plot: '0' };
    return { ships };
  }

  step(state: GameState, at: WsimActions, joint: JointAction<Choice>, leaf: boolean): GameState {
    const orders: OrdersBySide = {};
    for (let s = 0; s < this.sides.length; s++) orders[this.sides[s]] = this.sideOrders(at, s, joint[s]);
    if (leaf && this.options.expected && this.options.rollout === 0) {
      // expected mode: movement, collisions and fouling simulated, the broadsides weighed by their expectation
      this.paused = resolveTurn(state, orders, { until: 'combat' }).state;
      return this.paused;
    }
    return simulateTurn(state, orders);
  }

  /** A paused turn by its expected broadsides; otherwise after the greedy rollout, by material, points and position. */
  evaluate(from: GameState, leaf: GameState, side: SideId): number {
    if (leaf === this.paused && leaf.progress) return evaluateExpected(leaf, side, this.options);
    let state = leaf;
    for (let t = 0; t < this.options.rollout && !state.result; t++) {
      const orders: OrdersBySide = {};
      for (const s of this.sides)
        orders[s] = greedySideOrders(playerView(state, s), new Belief(), { ...ROLLOUT, ammo: this.options.ammo });
      state = simulateTurn(state, orders);
    }
    return evaluate(from, state, side, this.options);
  }
}
