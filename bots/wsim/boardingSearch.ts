/**
 * The boarding word searched (the mcts option `boardSearch`): at the pause before Boarding Preparation (10.0) every
 * plan of boarding parties for each of the side's ships in contact (lib/contact.ts `boardingPlans`: the doctrine's,
 * all boarding each enemy linked to her, all but one boarding, every size of defensive party, none) is played out in
 * worlds drawn from the view — the hidden loads from the captain's belief (7.2.5), fire and loads by the plain
 * doctrine — to the end of the turn (boarding, combat, melee, reload: 10.0–13.0) and on through next turn's movement
 * to its Combat Phase with both sides' greedy plots, where the search's leaf weighs it (`evaluateExpected`: the
 * exchange of broadsides by expectation, the crews alongside). The enemy's word is every captain's doctrine, or with
 * `boardReply` any of its plans. Every plan meets the same worlds and dice (common random numbers); the best is kept
 * (the doctrine's on a tie). With several ships in contact each ship's plan is chosen in turn, the others' held. */
import { playerView, resolveTurn, shipRange, type SideId } from '../../src/index.js';
import {
  stateFromView,
  type GameState,
  type OrdersBySide,
  type PlayerView,
  type ShipOrders,
  type ShipView,
  type SideOrders,
} from '../../src/api/wsim.js';
import { Belief, drawnLoads } from './lib/belief.js';
import { boardingPlans, boardingStageOrders, boardingWord, type BoardingPlan } from './lib/contact.js';
import { nearestEnemy, ownShips } from './lib/fleet.js';
import { shipOrders } from './lib/orders.js';
import { greedySideOrders } from './greedy/plan.js';
import { simulateTurn, simulatedCaptain } from './searchGame.js';
import { evaluate, evaluateExpected, materialChange } from './evaluate.js';
import { boardingDoctrine } from '../doctrine.js';
import type { MctsOptions } from '../mcts/options.js';
import { solveMatrixGame } from '../search/matrixGame.js';

/**
 * A ship's fire and loads for the rest of the turn after the boarding word (11.0, 13.0): both broadsides firing at
 * will at the closest target, loads by the ammunition doctrine, as many crew sections away as `boarding` takes.
 */
function restOfTurn(view: PlayerView, ship: ShipView, boarding: number, ammo: MctsOptions['ammo']): ShipOrders {
  const enemy = nearestEnemy(view, ship);
  const range = enemy ? shipRange(ship, enemy) : Infinity;
  const { fire, load } = shipOrders(
    view,
    ship,
    {
      plot: '0',
      fire: { L: { fire: true }, R: { fire: true } },
      situation: { range, fleeing: false, contact: range <= 1 },
      boardingSections: boarding,
    },
    ammo,
  );
  return { ...(fire ? { fire } : {}), ...(load ? { load } : {}) };
}

/** A side's orders for the rest of the turn with these plans: each ship's fire and loads, her boarding word over them. */
function ordersWith(
  view: PlayerView,
  chosen: ReadonlyMap<string, BoardingPlan>,
  ammo: MctsOptions['ammo'],
): SideOrders {
  const ships: SideOrders['ships'] = {};
  for (const ship of ownShips(view)) {
    const plan = chosen.get(ship.id);
    const rest = restOfTurn(view, ship, plan?.sections ?? 0, ammo);
    ships[ship.id] = plan ? { ...rest, ...boardingWord(view, ship, plan) } : rest;
  }
  return { ships };
}

/** One world the plans are played in: the state at the pause, and the enemy's orders for the rest of the turn by word. */
interface World {
  state: GameState;
  /** the enemy's orders for the rest of the turn, for each of its words weighed (the doctrine's first) */
  enemy: SideOrders[];
}

/** A side's words weighed: the doctrine's plans, then each ship's other plans with the others' held (one at a time). */
function wordsOf(plans: ReadonlyMap<string, BoardingPlan[]>): Map<string, BoardingPlan>[] {
  const doctrine = new Map([...plans].map(([id, list]) => [id, list[0]]));
  const out = [doctrine];
  for (const [id, list] of plans) for (const plan of list.slice(1)) out.push(new Map(doctrine).set(id, plan));
  return out;
}

/**
 * The side's boarding word, searched (see the file's head): `options.boardSearch` worlds a plan; the leaf's weights and the
 * doctrine are the captain's `options`; `random`, the captain's stream. The enemy's word is every captain's doctrine
 * (`boardReply` 0), or (`boardReply` 1) any of its plans: each of our ships' plan is then the one most played in the
 * equilibrium of the matrix game of our plans against the enemy's words (bots/search/matrixGame.ts).
 */
export function searchedBoarding(
  view: PlayerView,
  belief: Belief,
  options: MctsOptions,
  random: () => number,
): SideOrders {
  const doctrine = boardingDoctrine(options);
  const ships = ownShips(view);
  const plans = new Map<string, BoardingPlan[]>();
  for (const ship of ships) {
    const list = boardingPlans(view, ship, doctrine);
    if (list) plans.set(ship.id, list);
  }
  if (![...plans.values()].some((l) => l.length > 1)) return { ships: boardingStageOrders(view, ships, doctrine) };
  const side = view.side;
  const enemy = view.static.sides.map((s) => s.id).find((s) => s !== side) as SideId;
  const worlds: World[] = [];
  let theirWords: Map<string, BoardingPlan>[] | null = null;
  for (let i = 0; i < Math.max(1, options.boardSearch); i++) {
    const loads = drawnLoads(view, belief, random);
    const state = stateFromView(view, {
      seed: `b${i}:${Math.floor(random() * 2 ** 32)}`,
      at: 'boarding',
      guessLoads: (id) => loads.get(id) ?? { L: 'round', R: 'round' },
    });
    const theirs = playerView(state, enemy);
    if (!theirWords) {
      // the enemy's plans by every captain's doctrine (they depend on the crews and links, the same in every world)
      const their = new Map<string, BoardingPlan[]>();
      for (const ship of ownShips(theirs)) {
        const list = boardingPlans(theirs, ship);
        if (list) their.set(ship.id, options.boardReply ? list : list.slice(0, 1));
      }
      theirWords = wordsOf(their);
    }
    worlds.push({ state, enemy: theirWords.map((w) => ordersWith(theirs, w, options.ammo)) });
  }
  // every ship's plan: the doctrine's first, then each ship's best with the others' held
  const chosen = new Map<string, BoardingPlan>([...plans].map(([id, list]) => [id, list[0]]));
  for (const [id, list] of plans) {
    if (list.length < 2) continue;
    const payoff = list.map((plan) => {
      chosen.set(id, plan);
      return meanValues(view, worlds, chosen, options, side, enemy);
    });
    chosen.set(id, list[bestRow(payoff)]);
  }
  return { ships: wordOf(view, chosen) };
}

/**
 * The row to play: against one enemy word the best mean (the first on a tie, the doctrine's); against several the
 * row most played in the matrix game's equilibrium (the first on a tie).
 */
function bestRow(payoff: number[][]): number {
  const weights = payoff[0].length === 1 ? payoff.map((r) => r[0]) : solveMatrixGame(payoff).row;
  let best = 0;
  for (let i = 1; i < weights.length; i++) if (weights[i] > weights[best] + 1e-12) best = i;
  return best;
}

/** The side's boarding word for the plans chosen. */
function wordOf(view: PlayerView, chosen: ReadonlyMap<string, BoardingPlan>): Record<string, ShipOrders> {
  const out: Record<string, ShipOrders> = {};
  for (const ship of ownShips(view)) {
    const plan = chosen.get(ship.id);
    if (plan) out[ship.id] = boardingWord(view, ship, plan);
  }
  return out;
}

/** The mean value for `side` of the plans chosen against each of the enemy's words, over the worlds. */
function meanValues(
  view: PlayerView,
  worlds: readonly World[],
  chosen: ReadonlyMap<string, BoardingPlan>,
  options: MctsOptions,
  side: SideId,
  enemy: SideId,
): number[] {
  const ours = ordersWith(view, chosen, options.ammo);
  const sums = new Array<number>(worlds[0].enemy.length).fill(0);
  for (const w of worlds)
    for (let j = 0; j < sums.length; j++) {
      const orders: OrdersBySide = { [side]: ours, [enemy]: w.enemy[j] };
      sums[j] += playedOut(w.state, orders, options, side, enemy);
    }
  return sums.map((x) => x / worlds.length);
}
/**
 * The value for `side` of the rest of the turn played with these orders, then next turn's movement with both sides'
 * greedy plots (the search's simulated captains), weighed at its Combat Phase by the search's leaf.
 */
function playedOut(world: GameState, orders: OrdersBySide, options: MctsOptions, side: SideId, enemy: SideId): number {
  const end = resolveTurn(world, orders).state;
  if (end.result) return evaluate(world, end, side, options);
  const next: OrdersBySide = {};
  for (const s of [side, enemy])
    next[s] = greedySideOrders(playerView(end, s), new Belief(), simulatedCaptain(options, s === side));
  const paused = simulateTurn(end, next, 'combat', { side, of: boardingDoctrine(options) });
  if (paused.result || !paused.progress) return evaluate(world, paused, side, options);
  return evaluateExpected(paused, side, options, undefined, materialChange(world, paused, side));
}
