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
import { playerView, reseed, resolveTurn, type Placement, type SideId } from '../../src/index.js';
import {
  controllerOf,
  mergeOrders,
  stateFromView,
  type GameState,
  type OrdersBySide,
  type PlayerView,
  type ShipOrders,
  type SideOrders,
} from '../../src/api/wsim.js';
import { Belief, drawnLoads } from './lib/belief.js';
import { boardingStageOrders } from './lib/contact.js';
import { ownShips } from './lib/fleet.js';
import { placementKeyOf } from '../placement.js';
import { rangeOf } from './lib/geometry.js';
import { forgetTables } from './lib/engagement.js';
import type { Factored, JointAction, SearchGame } from '../search/game.js';
import { GREEDY_DEFAULTS, type GreedyOptions } from '../greedy/options.js';
import { greedyPlan, greedySideOrders, type SidePlan } from './greedy/plan.js';
import type { Choice } from './greedy/score.js';
import { evaluate, evaluateExpected, exchangeNow, modelValue, turnModelValue } from './evaluate.js';
import type { MctsOptions } from '../mcts/options.js';
import { boardingDoctrine, type BoardingDoctrine } from '../doctrine.js';

/** Greedy weights of the simulated captains below the root and in rollouts: no prediction, nearest enemy only. */
const ROLLOUT: Omit<GreedyOptions, 'ammo'> = { ...GREEDY_DEFAULTS, predictions: 0, spread: 0, fast: true };

/**
 * The greedy weights of a simulated captain (below the root, in rollouts): ROLLOUT's with the captain's ammunition,
 * its boarding doctrine (`boardAt`, `grappleAt`) on its own side (`own`), every captain's on the enemy's.
 */
export function simulatedCaptain(options: MctsOptions, own: boolean): GreedyOptions {
  const weights: GreedyOptions = { ...ROLLOUT, ammo: options.ammo };
  if (own) {
    weights.boardAt = options.boardAt;
    weights.grappleAt = options.grappleAt;
  }
  return weights;
}

/**
 * Resolve a simulated turn in one call. Ships fouled or grappled at the start of the turn form
 * their boarding parties up front (in play they are formed in the Boarding Preparation Phase,
 * 10.0; a simulation may have its orders voided by an unfouling without harm).
 */
export function simulateTurn(
  state: GameState,
  orders: OrdersBySide,
  until?: 'combat',
  doctrine?: { side: SideId; of: BoardingDoctrine },
): GameState {
  const options = until ? { until } : {};
  if (state.fouls.length || state.grapples.some((g) => g.count > 0)) {
    const boarding: OrdersBySide = {};
    for (const side of state.static.sides) {
      const view = playerView(state, side.id);
      const own = doctrine?.side === side.id ? doctrine.of : undefined;
      boarding[side.id] = { ships: boardingStageOrders(view, ownShips(view), own) };
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
 * The plots worth searching (`distinct` 1): where a ship lies far from every other ship, plots that leave her in the
 * same placement differ only in the timing of their steps, which matters for collisions alone (8.3):
 * one of them (the best, the first spelling) stands for all. (`distinct` 2 merges them wherever she lies: the greedy
 * plan then scores one plot a placement, `greedyPlan`'s `perPlacement`.)
 */
export function distinctChoices(choices: Choice[], ship: Placement, others: readonly Placement[]): Choice[] {
  for (const other of others) if (rangeOf(other, ship) <= APART) return choices;
  const seen = new Set<number>();
  const out: Choice[] = [];
  for (const c of choices) {
    const key = placementKeyOf(c.at);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(c);
  }
  return out;
}

/** Most paused turns kept for reuse inside descents, per decision: 2,000 raised the peak memory of a 4× shoal-water game by a third (776 MiB against 585), 200 by a tenth for the same speed. */
const MOVED_KEPT = 256;

/** Two states of the dice stream alike (a turn that rolled no die hands its stream on unchanged). */
function sameDice(a: GameState['rng'], b: GameState['rng']): boolean {
  return a.c === b.c && a.s0 === b.s0 && a.s1 === b.s1 && a.s2 === b.s2;
}

export class WsimSearchGame implements SearchGame<GameState, Choice, WsimActions> {
  readonly sides: readonly [SideId, SideId];
  /** a ship's number in the game's description, by id */
  private readonly indexOf: ReadonlyMap<string, number>;
  /** dice of each seed, drawn once */
  private readonly dice = new Map<string, GameState['rng']>();
  /** the last state paused before its Combat Phase by `step` (weighed by expectation) */
  private paused: GameState | null = null;
  /** expected exchange (points, for the searching side) of the turns inside the current descent */
  private weighed = 0;
  /** next turn's exchange by placements (the value model's lookahead features), for this decision */
  private readonly nextCache = new Map<string, [number, number]>();
  /** the determinised worlds by their ships (every reseeded copy of a world shares them): world number */
  private readonly worldOf = new WeakMap<readonly unknown[], number>();
  /** the first world number of each guess of the hidden loads */
  private readonly worldByGuess = new Map<string, number>();
  /** a number per plot choice met in this decision (keys of `moved`) */
  private readonly choiceIds = new Map<Choice, number>();
  /**
   * What a world's turn paused before its Combat Phase gave, by world and joint action (`movedKey`), kept when its
   * movement rolled no die: any dice stream gives the same paused turn then (the code that ran read no die), so
   * the search reuses it instead of resolving the turn again — the same decisions, fewer turns resolved. A leaf
   * keeps only its value (the searching side's); a turn inside a descent keeps the paused turn, to be fired with
   * the iteration's dice, and its expected exchange — at most MOVED_KEPT of them (a fleet's turns are large).
   */
  private readonly leafValues = new Map<string, number>();
  private readonly moved = new Map<
    string,
    { paused: GameState; exchange: number; credits: Map<string, number> | null }
  >();
  /**
   * The mcts option `credit`: each ship's credits of the turns weighed inside the current descent (her side's
   * standpoint), the last leaf's values by ship (null: none), and the reused leaves' values by ship
   */
  private readonly weighedCredit = new Map<string, number>();
  private leafCredit: Map<string, number> | null = null;
  private readonly leafCredits = new Map<string, Map<string, number>>();
  /** the current descent's leaf: its value known already (reused), or the key to keep its value under */
  private reusedValue: number | null = null;
  private keepValueAs: string | null = null;
  /** a state returned for a leaf whose value is reused (`evaluate` answers it without reading it) */
  private reusedLeaf: GameState | null = null;
  /** the actions of the nodes below the root made in the current descent (their units' tables dropped after it) */
  private readonly fresh: WsimActions[] = [];

  /** our side's boarding parties in the simulated turns, as the captain forms them (its doctrine: `defence`, `boardAt`) */
  private readonly doctrine: { side: SideId; of: BoardingDoctrine };
  /** the simulated captains' greedy weights, ours and the enemy's, made once (read at every node and rollout turn) */
  private readonly weights: { own: GreedyOptions; enemy: GreedyOptions };

  constructor(
    private readonly view: PlayerView,
    private readonly belief: Belief,
    private readonly options: MctsOptions,
  ) {
    this.doctrine = { side: view.side, of: boardingDoctrine(options) };
    this.weights = { own: simulatedCaptain(options, true), enemy: simulatedCaptain(options, false) };
    const ids = view.static.sides.map((s) => s.id);
    this.sides = [ids[0], ids[1]];
    this.indexOf = new Map(view.static.ships.map((s, i) => [s.id, i]));
  }

  /** A world consistent with the view: enemy loads drawn from the belief (7.2.5 hides them). */
  determinise(i: number, random: () => number): GameState {
    const draws = drawnLoads(this.view, this.belief, random);
    const world = stateFromView(this.view, {
      seed: `w${i}:${Math.floor(random() * 2 ** 32)}`,
      // the captain decides at the turn's orders decision: the wind it sees is the turn's (17.0 A–C)
      at: this.options.settled ? 'orders' : 'start',
      guessLoads: (id) => draws.get(id) ?? { L: 'round', R: 'round' },
    });
    // worlds that guessed the same hidden loads are one world (the dice are drawn afresh every iteration)
    let guess = '';
    for (const [id, loads] of draws) guess += `${id}:${loads.L ?? '-'}/${loads.R ?? '-'};`;
    let same = this.worldByGuess.get(guess);
    if (same === undefined) this.worldByGuess.set(guess, (same = i));
    this.worldOf.set(world.ships, same);
    return world;
  }

  /** The key of a joint action played from a world (null from any other state): world number and plot choices. */
  private movedKey(state: GameState, joint: JointAction<Choice>): string | null {
    if (!this.options.reuse) return null;
    const world = this.worldOf.get(state.ships);
    if (world === undefined) return null;
    let key = `${world}`;
    for (const side of joint)
      for (const choice of side) {
        let id = this.choiceIds.get(choice);
        if (id === undefined) this.choiceIds.set(choice, (id = this.choiceIds.size));
        key += `,${id}`;
      }
    return key;
  }

  /** The turn paused before its Combat Phase (movement, collisions, drift and fouling as they fall). */
  private pausedTurn(state: GameState, at: WsimActions, joint: JointAction<Choice>): GameState {
    return simulateTurn(state, this.jointOrders(state, at, joint), 'combat', this.doctrine);
  }

  /**
   * Both sides' orders for a joint action, for the ships each side controls in `state`. The tree is open loop: a
   * node's plans were made on the first state that reached it, and a ship taken there as a prize (12.4) may not be
   * taken on this iteration's dice — her orders then belong to no one and are left out (she holds, 7.2).
   */
  private jointOrders(state: GameState, at: WsimActions, joint: JointAction<Choice>): OrdersBySide {
    const orders: OrdersBySide = {};
    for (let s = 0; s < this.sides.length; s++) {
      const side = this.sideOrders(at, s, joint[s]);
      for (const id in side.ships) {
        const i = this.indexOf.get(id)!;
        const ship = state.ships[i].idx === i ? state.ships[i] : state.ships.find((x) => x.idx === i)!;
        if (controllerOf(state.static, ship) !== this.sides[s]) delete side.ships[id];
      }
      orders[this.sides[s]] = side;
    }
    return orders;
  }

  /** A leaf: its value reused when a dice-free turn from the same world and joint action gave it already. */
  private leafStep(state: GameState, at: WsimActions, joint: JointAction<Choice>): GameState {
    // a played-out leaf's value depends on the iteration's dice: never reused
    const key = this.options.playout ? null : this.movedKey(state, joint);
    const known = key === null ? undefined : this.leafValues.get(key);
    if (known !== undefined) {
      this.reusedValue = known;
      this.reusedLeaf = state;
      this.leafCredit = this.leafCredits.get(key!) ?? null;
      return state;
    }
    const paused = this.pausedTurn(state, at, joint);
    this.paused = paused;
    this.keepValueAs = key !== null && sameDice(paused.rng, state.rng) ? key : null;
    return paused;
  }

  /** A turn inside a descent: weighed by expectation, then fired with `state`'s dice to reach the next turn. */
  private innerStep(state: GameState, at: WsimActions, joint: JointAction<Choice>): GameState {
    const key = this.movedKey(state, joint);
    const kept = key === null ? undefined : this.moved.get(key);
    if (kept) {
      // dice-free: the paused turn is the same on this iteration's dice, which its combat then rolls
      this.weighed += kept.exchange;
      if (kept.credits) for (const [id, c] of kept.credits) this.addCredit(id, c);
      return resolveTurn({ ...kept.paused, rng: state.rng }, {}).state;
    }
    const paused = this.pausedTurn(state, at, joint);
    if (!paused.progress) return paused;
    const credits = this.options.credit > 0 ? new Map<string, number>() : null;
    const exchange = exchangeNow(paused, this.view.side, this.options, credits ?? undefined);
    if (key !== null && this.moved.size < MOVED_KEPT && sameDice(paused.rng, state.rng))
      this.moved.set(key, { paused, exchange, credits });
    if (credits) for (const [id, c] of credits) this.addCredit(id, c);
    this.weighed += exchange;
    return resolveTurn(paused, {}).state;
  }

  /** A ship's credit of a turn weighed inside the descent (the mcts option `credit`). */
  private addCredit(id: string, c: number): void {
    this.weighedCredit.set(id, (this.weighedCredit.get(id) ?? 0) + c);
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

  /**
   * A simulated captain's greedy weights below the root and in rollouts: ROLLOUT's, with the captain's boarding
   * doctrine on our side (`boardAt`) and every captain's on the enemy's.
   */
  private simulated(side: SideId): GreedyOptions {
    return side === this.view.side ? this.weights.own : this.weights.enemy;
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
          ? {
              ...GREEDY_DEFAULTS,
              ammo: this.options.ammo,
              keepInitial: this.options.keepInitial,
              boardAt: this.options.boardAt,
              grappleAt: this.options.grappleAt,
            }
          : this.simulated(side);
      // one arm a placement everywhere (`distinct` 2): the plans list no other plot (what distinctChoices would keep)
      plans.push(greedyPlan(view, belief, weights, this.options.distinct > 1));
    }
    // distinct 1: the ships afloat but her, for each ship whose plots may be merged where she lies apart
    const others = (id: string) => state.ships.filter((x, i) => x.removed === null && state.static.ships[i].id !== id);
    // deepArms: below the root each ship keeps her best plots only
    const trim = !root && this.options.deepArms > 0;
    const sides = plans.map((plan) =>
      plan.ships.map((p) => {
        const id = p.unit.ship.id;
        const all = this.options.distinct === 1 ? distinctChoices(p.choices, p.unit.ship, others(id)) : p.choices;
        const actions = trim ? all.slice(0, this.options.deepArms) : all;
        const floor = all.length ? all[all.length - 1].score : 0;
        return { unit: id, actions, scores: actions.map((c) => c.score), floor };
      }),
    );
    // below the root the plans keep only the plots kept (the tree holds every node's; orders are made from a choice)
    const kept = trim
      ? plans.map((plan, s) => ({
          ...plan,
          ships: plan.ships.map((p, k) => ({ ...p, choices: sides[s][k].actions })),
        }))
      : plans;
    const at = { plans: kept, orders: new Map(), sides };
    if (!root) this.fresh.push(at);
    return at;
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

  /**
   * A new descent: nothing weighed yet, no leaf. The nodes the last descent made below the root have had their first
   * orders made: their units' shot tables are dropped (remade on demand, the same values), so that the tree, whose
   * nodes are mostly visited once, keeps less and the garbage collector copies less.
   */
  begin(): void {
    for (const at of this.fresh)
      for (const plan of at.plans) {
        for (const ship of plan.ships) forgetTables(ship.unit);
        for (const enemy of plan.enemies) forgetTables(enemy.unit);
      }
    this.fresh.length = 0;
    this.weighed = 0;
    this.weighedCredit.clear();
    this.leafCredit = null;
    this.reusedValue = null;
    this.reusedLeaf = null;
    this.keepValueAs = null;
  }

  step(state: GameState, at: WsimActions, joint: JointAction<Choice>, leaf: boolean): GameState {
    if (this.options.expected && this.options.rollout === 0) {
      // expected mode: movement, collisions and fouling simulated, the broadsides weighed by their expectation
      return leaf ? this.leafStep(state, at, joint) : this.innerStep(state, at, joint);
    }
    return simulateTurn(state, this.jointOrders(state, at, joint), undefined, this.doctrine);
  }

  /** A paused turn by its expected broadsides; otherwise after the greedy rollout, by material, points and position. */
  evaluate(from: GameState, leaf: GameState, side: SideId): number {
    if (leaf === this.reusedLeaf && this.reusedValue !== null && side === this.view.side) return this.reusedValue;
    this.leafCredit = null;
    if (leaf === this.paused && leaf.progress) {
      // the mcts option `credit`: each ship's own value of the leaf too (not with the value model or playouts)
      const credit =
        this.options.credit > 0 && !this.options.model && !this.options.playout
          ? { weighed: this.weighedCredit, out: new Map<string, number>() }
          : undefined;
      let value = this.options.model
        ? modelValue(leaf, side, this.options.gain, this.nextCache)
        : evaluateExpected(leaf, side, this.options, this.nextCache, this.weighed, credit);
      if (credit && side === this.view.side) {
        this.leafCredit = credit.out;
        if (this.keepValueAs !== null) this.leafCredits.set(this.keepValueAs, credit.out);
      }
      if (this.options.playout) {
        const w = this.options.playoutWeight;
        value = (1 - w) * value + w * this.playedOut(from, leaf, side);
      }
      // a leaf straight from a world has nothing weighed before it: its value is its own (the searching side's)
      if (this.keepValueAs !== null && side === this.view.side) this.leafValues.set(this.keepValueAs, value);
      return value;
    }
    if (this.options.expected && leaf.result) return evaluate(from, leaf, side, this.options, this.weighed);
    const state = this.greedyTurns(leaf, this.options.rollout);
    if (this.options.model) return turnModelValue(state, side, this.options.gain, this.nextCache);
    return evaluate(from, state, side, this.options);
  }

  /** Each fighting ship's own value of the last leaf weighed (the mcts option `credit`), null when it has none. */
  credit(): ReadonlyMap<string, number> | null {
    return this.leafCredit;
  }

  /** Up to `turns` turns of greedy play by both sides (the simulated captains' weights), or to the game's end. */
  private greedyTurns(from: GameState, turns: number): GameState {
    let state = from;
    for (let t = 0; t < turns && !state.result; t++) {
      const orders: OrdersBySide = {};
      for (const s of this.sides) orders[s] = greedySideOrders(playerView(state, s), new Belief(), this.simulated(s));
      state = simulateTurn(state, orders, undefined, this.doctrine);
    }
    return state;
  }

  /**
   * The playout of a turn paused before its Combat Phase (the mcts option `playout`): its combat fired with the
   * iteration's dice, then greedy turns, valued by the material and points changed since `from` and the result.
   */
  private playedOut(from: GameState, paused: GameState, side: SideId): number {
    const end = this.greedyTurns(resolveTurn(paused, {}).state, this.options.playout);
    return evaluate(from, end, side, this.options);
  }
}
