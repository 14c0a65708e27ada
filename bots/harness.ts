/**
 * Playing a game between captains: each turn every side's captain gets its view and returns its
 * orders; the engine's decision loop (`advance`, src/engine/advance.ts) resolves the joint action and
 * says when each word is due: in the Advanced Game the wind is settled before plots are written (17.0 A
 * before C), and captains that form boarding parties are asked again in the Boarding Preparation Phase
 * (10.0), once fouling and grappling are known. The record holds each turn's merged orders and replays exactly.
 */
import {
  captainRandom,
  advance,
  newGame,
  playerView,
  publicEvents,
  recordTurn,
  startRecord,
  type AnyEvent,
  type AnyOrders,
  type AnyRulesInput,
  type AnyScenario,
  type AnyState,
  type EventOf,
  type GameRecord,
  type SideId,
} from '../src/index.js';
import type { GameEvent, GameState, Scenario } from '../src/api/wsim.js';
import type { Budget, Captain } from './captain.js';

export interface PlayOptions<S extends AnyState = AnyState> {
  seed: string;
  rules?: AnyRulesInput;
  budget?: Budget;
  /** keep every event (for logs); off for batch runs */
  keepEvents?: boolean;
  /** called after each turn */
  onTurn?(state: S, events: EventOf<S>[]): void;
  /** a game still going after this many turns is an error (a runaway game: captains that never close, no turn limit) */
  maxTurns?: number;
  /**
   * a look each turn at the state paused before phase `before` of the game's rule system, when the turn gets that
   * far (WS&IM's value model is trained on the state before the Combat Phase: movement, grappling and boarding
   * done, no broadside fired yet)
   */
  look?: { before: string; see(state: S): void };
}

/** A game played to its end, in the types of its rule system (`S`: its state; any system's by default). */
export interface PlayResult<S extends AnyState = AnyState> {
  state: S;
  record: GameRecord;
  events: EventOf<S>[];
}

export interface TurnResult<S extends AnyState = AnyState> {
  state: S;
  events: EventOf<S>[];
  /** the orders of the turn as given (boarding-phase orders merged in): replaying them gives the same turn */
  orders: AnyOrders;
}

/**
 * Play one turn: every captain's orders at the turn's decision point (after the wind phase in the
 * Advanced Game), then the boarding word of the captains that have one, at the pause before
 * Boarding Preparation — the decision points the engine names (nextDecision). `last` holds the
 * previous turn's events.
 */
export function playTurn(
  state: GameState,
  captains: Record<SideId, Captain>,
  randoms: Record<SideId, () => number>,
  last: readonly GameEvent[],
  budget?: Budget,
  look?: PlayOptions<GameState>['look'],
): TurnResult<GameState>;
export function playTurn(
  state: AnyState,
  captains: Record<SideId, Captain>,
  randoms: Record<SideId, () => number>,
  last: readonly AnyEvent[],
  budget?: Budget,
  look?: PlayOptions['look'],
): TurnResult;
export function playTurn(
  state: AnyState,
  captains: Record<SideId, Captain>,
  randoms: Record<SideId, () => number>,
  last: readonly AnyEvent[],
  budget: Budget = {},
  look?: PlayOptions['look'],
): TurnResult {
  const seen = (events: readonly AnyEvent[]) => [...last, ...events];
  return advance<AnyState>(
    state,
    (decision, current, events) => {
      const orders: AnyOrders = {};
      for (const side of decision.sides) {
        const word =
          decision.point === 'boarding' ? captains[side].boarding : captains[side].orders.bind(captains[side]);
        if (!word) continue;
        // the turn's orders see the previous turn's events too; the boarding word sees this turn's
        const visible = decision.point === 'boarding' ? events : seen(events);
        const view = playerView(current, side);
        const given = word({ view, events: publicEvents(visible, current, side), random: randoms[side], budget });
        if (decision.point !== 'boarding' || Object.keys(given.ships).length) orders[side] = given;
      }
      return orders;
    },
    {
      boards: (side) => !!captains[side].boarding,
      // the turn paused once before a phase for the observer
      ...(look ? { pause: look } : {}),
    },
  );
}

export function captainRandoms(state: AnyState): Record<SideId, () => number> {
  return Object.fromEntries(state.static.sides.map((s) => [s.id, captainRandom(state.static.seed, s.id)]));
}

export function playGame(
  scenario: Scenario,
  captains: Record<SideId, Captain>,
  options: PlayOptions<GameState>,
): PlayResult<GameState>;
export function playGame(scenario: AnyScenario, captains: Record<SideId, Captain>, options: PlayOptions): PlayResult;
export function playGame(scenario: AnyScenario, captains: Record<SideId, Captain>, options: PlayOptions): PlayResult {
  let state = newGame(scenario, { seed: options.seed, rules: options.rules });
  const sides = state.static.sides.map((s) => s.id);
  for (const side of sides) if (!captains[side]) throw new Error(`no captain for side "${side}"`);
  const record = startRecord(scenario, state, Object.fromEntries(sides.map((s) => [s, captains[s].name])));
  const randoms = captainRandoms(state);
  const all: AnyEvent[] = [];
  let last: AnyEvent[] = [];
  while (!state.result) {
    if (options.maxTurns !== undefined && state.turn > options.maxTurns)
      throw new Error(`the game did not end within ${options.maxTurns} turns`);
    const t = playTurn(state, captains, randoms, last, options.budget, options.look);
    recordTurn(record, t.orders, t.state);
    state = t.state;
    last = t.events;
    if (options.keepEvents) all.push(...t.events);
    options.onTurn?.(state, t.events);
  }
  record.result = state.result;
  return { state, record, events: all };
}
