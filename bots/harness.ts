/**
 * Playing a game between captains: each turn every side's captain gets its view and returns its
 * orders; the engine resolves the joint action. Returns the game record (replayable).
 */
import {
  captainRandom, newGame, playerView, publicEvents, resolveTurn, startRecord,
  type GameEvent, type GameRecord, type GameState, type OrdersBySide, type RulesInput, type Scenario, type SideId,
} from '../src/index.js';
import type { Budget, Captain } from './captain.js';

export interface PlayOptions {
  seed: string;
  rules?: RulesInput;
  budget?: Budget;
  /** keep every event (for logs); off for batch runs */
  keepEvents?: boolean;
  /** called after each turn */
  onTurn?: (state: GameState, events: GameEvent[]) => void;
}

export interface PlayResult {
  state: GameState;
  record: GameRecord;
  events: GameEvent[];
}

export function playGame(scenario: Scenario, captains: Record<SideId, Captain>, options: PlayOptions): PlayResult {
  let state = newGame(scenario, { seed: options.seed, rules: options.rules });
  const sides = state.static.sides.map((s) => s.id);
  for (const side of sides) if (!captains[side]) throw new Error(`no captain for side "${side}"`);
  const record = startRecord(scenario, state, Object.fromEntries(sides.map((s) => [s, captains[s].name])));
  const randoms = Object.fromEntries(sides.map((s) => [s, captainRandom(state.static.seed, s)]));
  const all: GameEvent[] = [];
  let last: GameEvent[] = [];
  while (!state.result) {
    const orders: OrdersBySide = {};
    for (const side of sides) {
      const view = playerView(state, side);
      const events = publicEvents(last, state, side);
      orders[side] = captains[side].orders({ view, events, random: randoms[side], budget: options.budget ?? {} });
    }
    record.turns.push(orders);
    const r = resolveTurn(state, orders);
    state = r.state;
    last = r.events;
    if (options.keepEvents) all.push(...r.events);
    options.onTurn?.(state, r.events);
  }
  record.result = state.result;
  return { state, record, events: all };
}
