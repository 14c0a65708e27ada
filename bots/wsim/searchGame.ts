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
import { playerView, reseed, resolveTurn, type Broadside, type Placement, type SideId } from '../../src/index.js';
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
import { Belief } from './lib/belief.js';
import { boardingStageOrders } from './lib/contact.js';
import { ownShips } from './lib/fleet.js';
import { hexKeyOf } from '../placement.js';
import { rangeOf } from './lib/geometry.js';
import type { Factored, JointAction, SearchGame } from '../search/game.js';
import { GREEDY_DEFAULTS, type GreedyOptions } from '../greedy/options.js';
import { greedyPlan, greedySideOrders, type SidePlan } from './greedy/plan.js';
import type { Choice } from './greedy/score.js';
import { evaluate, evaluateExpected, exchangeNow, modelValue, turnModelValue } from './evaluate.js';
import type { MctsOptions } from '../mcts/options.js';

/** Greedy weights of the simulated captains below the root and in rollouts: no prediction, nearest enemy only. */
const ROLLOUT: Omit<GreedyOptions, 'ammo'> = { ...GREEDY_DEFAULTS, predictions: 0, spread: 0, fast: true };

/**
 * Resolve a simulated turn in one call. Ships fouled or grappled at the start of the turn form
 * their boarding parties up front (in play they are formed in the Boarding Preparation Phase,
 * 10.0; a simulation may have its orders voided by an unfouling without harm).
 */
export function simulateTurn(state: GameState, orders: OrdersBySide, until?: 'combat'): GameState {
  const options = until ? { until } : {};
  if (state.fouls.length || state.grapples.some((g) => g.count > 0)) {
    const boarding: OrdersBySide = {};
    for (const side of state.static.sides) {
      const view = playerView(state, side.id);
      boarding[side.id] = { ships: boardingStageOrders(view, ownShips(view)) };
    }
    return resolveTurn(state, mergeOrders(orders, boarding), options).state;
  }
  return resolveTurn(state, orders, options).state;
}

/** The factored actions of a WS&IM state: each side's greedy plan, its ships' plots as units, orders made once per plot. */
export interface WsimActions extends Factored<Choice> {
  plans: SidePlan[];
  /** complete orders of each plot chosen so far */
  orders: Map<Choice, ShipOrders>;
}

/** Beyond this many hexes from every other ship, plots that end in the same placement are the same move. */
const APART = 10;

/**
 * The plots worth searching: where a ship lies far from every other ship, plots that leave her in the
 * same placement differ only in the timing of their steps, which matters for collisions alone (8.3):
 * one of them (the best, the first spelling) stands for all.
 */
export function distinctChoices(
  choices: Choice[],
  ship: Placement,
  others: readonly Placement[],
  always = false,
): Choice[] {
  if (!always) for (const other of others) if (rangeOf(other, ship) <= APART) return choices;
  const seen = new Set<number>();
  const out: Choice[] = [];
  for (const c of choices) {
    const key = hexKeyOf(c.at.bow) * 8 + c.at.heading;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(c);
  }
  return out;
}

export class WsimSearchGame implements SearchGame<GameState, Choice, WsimActions> {
  readonly sides: readonly [SideId, SideId];
  /** dice of each seed, drawn once */
  private readonly dice = new Map<string, GameState['rng']>();
  /** the last state paused before its Combat Phase by `step` (weighed by expectation) */
  private paused: GameState | null = null;
  /** expected exchange (points, for the searching side) of the turns inside the current descent */
  private weighed = 0;
  /** next turn's exchange by placements (the value model's lookahead features), for this decision */
  private readonly nextCache = new Map<string, [number, number]>();

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
    const afloat = state.ships.map((x, i) => ({ x, id: state.static.ships[i].id })).filter((e) => e.x.removed === null);
    return {
      plans,
      orders: new Map(),
      sides: plans.map((plan) =>
        plan.ships.map((p) => {
          const id = p.unit.ship.id;
          const others = afloat.filter((e) => e.id !== id).map((e) => e.x);
          const actions = this.options.distinct
            ? distinctChoices(p.choices, p.unit.ship, others, this.options.distinct > 1)
            : p.choices;
          return { unit: p.unit.ship.id, actions, scores: actions.map((c) => c.score) };
        }),
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

  /** A new descent: nothing weighed yet. */
  begin(): void {
    this.weighed = 0;
  }

  step(state: GameState, at: WsimActions, joint: JointAction<Choice>, leaf: boolean): GameState {
    const orders: OrdersBySide = {};
    for (let s = 0; s < this.sides.length; s++) orders[this.sides[s]] = this.sideOrders(at, s, joint[s]);
    if (this.options.expected && this.options.rollout === 0) {
      // expected mode: movement, collisions and fouling simulated, the broadsides weighed by their expectation
      const paused = simulateTurn(state, orders, 'combat');
      if (leaf) {
        this.paused = paused;
        return paused;
      }
      // a turn inside the descent: its broadsides weighed by expectation, then fired with dice to reach the next turn
      if (!paused.progress) return paused;
      this.weighed += exchangeNow(paused, this.view.side);
      return resolveTurn(paused, {}).state;
    }
    return simulateTurn(state, orders);
  }

  /** A paused turn by its expected broadsides; otherwise after the greedy rollout, by material, points and position. */
  evaluate(from: GameState, leaf: GameState, side: SideId): number {
    if (leaf === this.paused && leaf.progress)
      return this.options.model
        ? modelValue(leaf, side, this.options.gain, this.nextCache)
        : evaluateExpected(leaf, side, this.options, this.nextCache, this.weighed);
    if (this.options.expected && leaf.result) return evaluate(from, leaf, side, this.options, this.weighed);
    let state = leaf;
    for (let t = 0; t < this.options.rollout && !state.result; t++) {
      const orders: OrdersBySide = {};
      for (const s of this.sides)
        orders[s] = greedySideOrders(playerView(state, s), new Belief(), { ...ROLLOUT, ammo: this.options.ammo });
      state = simulateTurn(state, orders);
    }
    if (this.options.model) return turnModelValue(state, side, this.options.gain, this.nextCache);
    return evaluate(from, state, side, this.options);
  }
}
