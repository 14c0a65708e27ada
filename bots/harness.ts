/**
 * Playing a game between captains: each turn every side's captain gets its view and returns its
 * orders; the engine resolves the joint action. The turn follows the sequence of play (5.0, 17.0):
 * in the Advanced Game the wind is settled before plots are written (17.0 A before C), and captains
 * that form boarding parties are asked again in the Boarding Preparation Phase (10.0), once fouling
 * and grappling are known. The record holds each turn's merged orders and replays exactly.
 */
import {
  captainRandom, mergeOrders, newGame, playerView, publicEvents, recordTurn, resolveTurn, startRecord,
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
  /** a game still going after this many turns is an error (a runaway game: captains that never close, no turn limit) */
  maxTurns?: number;
}

export interface PlayResult {
  state: GameState;
  record: GameRecord;
  events: GameEvent[];
}

export interface TurnResult {
  state: GameState;
  events: GameEvent[];
  /** the orders of the turn as given (boarding-phase orders merged in): replaying them gives the same turn */
  orders: OrdersBySide;
}

function hasContact(state: GameState, side: SideId): boolean {
  const mine = new Set(state.static.ships.filter((s, i) => (state.ships[i].prize?.side ?? s.side) === side).map((s) => s.id));
  return state.fouls.some((f) => mine.has(f.a) || mine.has(f.b)) || state.grapples.some((g) => g.count > 0 && (mine.has(g.a) || mine.has(g.b)));
}


/**
 * Play one turn: every captain's orders (with the view after the wind phase), then the boarding
 * word of the captains that have one. `last` holds the previous turn's events.
 */
export function playTurn(
  state: GameState,
  captains: Record<SideId, Captain>,
  randoms: Record<SideId, () => number>,
  last: readonly GameEvent[],
  budget: Budget = {},
): TurnResult {
  const sides = state.static.sides.map((s) => s.id);
  const events: GameEvent[] = [];
  let current = state;
  // 17.0 A–C: the wind changes before the plots are written (turn 1 has no wind check and carries the initial loads)
  if (state.static.rules.level === 'advanced' && state.turn > 1) {
    const r = resolveTurn(current, {}, { until: 'unfouling' });
    current = r.state;
    events.push(...r.events);
    if (current.result) return { state: current, events, orders: {} };
  }
  const seen = [...last, ...events];
  const orders: OrdersBySide = {};
  for (const side of sides) {
    const view = playerView(current, side);
    orders[side] = captains[side].orders({ view, events: publicEvents(seen, current, side), random: randoms[side], budget });
  }
  const boarders = sides.filter((s) => captains[s].boarding);
  if (!boarders.length) {
    const r = resolveTurn(current, orders);
    return { state: r.state, events: [...events, ...r.events], orders };
  }
  const r1 = resolveTurn(current, orders, { until: 'boardingPreparation' });
  events.push(...r1.events);
  current = r1.state;
  const extra: OrdersBySide = {};
  if (current.progress) {
    for (const side of boarders) {
      if (!hasContact(current, side)) continue;
      const view = playerView(current, side);
      const more = captains[side].boarding!({ view, events: publicEvents(events, current, side), random: randoms[side], budget });
      if (Object.keys(more.ships).length) extra[side] = more;
    }
  }
  const merged = mergeOrders(orders, extra);
  if (current.progress) {
    const r2 = resolveTurn(current, extra);
    events.push(...r2.events);
    current = r2.state;
  }
  return { state: current, events, orders: merged };
}

export function captainRandoms(state: GameState): Record<SideId, () => number> {
  return Object.fromEntries(state.static.sides.map((s) => [s.id, captainRandom(state.static.seed, s.id)]));
}

export function playGame(scenario: Scenario, captains: Record<SideId, Captain>, options: PlayOptions): PlayResult {
  let state = newGame(scenario, { seed: options.seed, rules: options.rules });
  const sides = state.static.sides.map((s) => s.id);
  for (const side of sides) if (!captains[side]) throw new Error(`no captain for side "${side}"`);
  const record = startRecord(scenario, state, Object.fromEntries(sides.map((s) => [s, captains[s].name])));
  const randoms = captainRandoms(state);
  const all: GameEvent[] = [];
  let last: GameEvent[] = [];
  while (!state.result) {
    if (options.maxTurns !== undefined && state.turn > options.maxTurns) throw new Error(`the game did not end within ${options.maxTurns} turns`);
    const t = playTurn(state, captains, randoms, last, options.budget);
    recordTurn(record, t.orders, t.state);
    state = t.state;
    last = t.events;
    if (options.keepEvents) all.push(...t.events);
    options.onTurn?.(state, t.events);
  }
  record.result = state.result;
  return { state, record, events: all };
}
