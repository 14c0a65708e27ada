/**
 * The turn's decision loop, once for every rule system: settle what needs no decision (17.0 A–C: the Advanced
 * Game's wind before the plots), ask the sides the rule system names for their orders at its decision point
 * (`nextDecision`), resolve the turn on to the next decision — the pause before Boarding Preparation for the
 * boarding word (10.0) — and keep the turn's orders as given, merged, so that replaying them gives the same turn.
 *
 * Two ways to drive it, over the same steps: `advance` plays a whole turn with an `ask` that answers at once (the
 * captains' harness, the lab); a driver that waits for people (`wsim play`, `wsim serve`) holds a `TurnInPlay` and
 * calls `decisionOf` and `runOn` itself as its seats answer. Pure: no I/O, the randomness is the state's stream.
 */
import {
  ruleSystemOf,
  type DecisionBase,
  type EventBase,
  type RuleSystem,
  type SideId,
  type StateBase,
  type ViewBase,
} from './system.js';

/** A turn under way. */
export interface TurnInPlay<S extends StateBase = StateBase, O = unknown, E extends EventBase = EventBase> {
  /** the game: paused within the turn, or at the start of the next turn once this one is over */
  state: S;
  /** the turn's events so far */
  events: E[];
  /** the orders given so far, merged (null: none given yet) */
  orders: O | null;
  /** the turn has been resolved to its end (or the game is over) */
  over: boolean;
}

/** A turn about to be played from this state. */
export function startTurn<S extends StateBase, O, E extends EventBase>(state: S): TurnInPlay<S, O, E> {
  return { state, events: [], orders: null, over: state.result !== null };
}

const NO_DECISION: DecisionBase = { phase: null, reads: [], runUntil: null, point: null, sides: [], boardingAt: null };

/** The game's rule system in the turn's types (the registry holds every system untyped, as core.ts's `typed`). */
function systemOf<S extends StateBase, O, E extends EventBase>(state: S): RuleSystem<S, O, ViewBase, E> {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-return
  return ruleSystemOf(state);
}

/** What the turn waits for now (the rule system's `nextDecision`); nothing once the turn is over. */
export function decisionOf(turn: TurnInPlay): DecisionBase {
  return turn.over ? NO_DECISION : ruleSystemOf(turn.state).nextDecision(turn.state);
}

/**
 * Give orders and run the turn on: to the pause before `until`, or to its end. `asked`: the orders are a word the
 * sides gave (they go into the turn's record, merged by the rule system); otherwise they are the engine's defaults.
 */
export function runOn<S extends StateBase, O, E extends EventBase>(
  turn: TurnInPlay<S, O, E>,
  orders: O,
  until?: string,
  asked = true,
): TurnInPlay<S, O, E> {
  if (turn.over) throw new Error('the turn is over: start the next one');
  const system = systemOf<S, O, E>(turn.state);
  const r = system.resolveTurn(turn.state, orders, until ? { until } : {});
  const paused = 'progress' in r.state && !!r.state.progress && r.state.result === null;
  const given = !asked ? turn.orders : turn.orders === null ? orders : system.mergeOrders(turn.orders, orders);
  return { state: r.state, events: [...turn.events, ...r.events], orders: given, over: !paused };
}

/** Run the turn to the phase where its first decision is due, when nothing is decided before it (`runUntil`). */
function settle<S extends StateBase, O, E extends EventBase>(turn: TurnInPlay<S, O, E>): TurnInPlay<S, O, E> {
  const d = decisionOf(turn);
  return d.runUntil ? runOn(turn, {} as O, d.runUntil, false) : turn;
}

/** The orders of the sides a decision names; `events`: the turn's events so far. */
export type Ask<S, O, E> = (decision: DecisionBase, state: S, events: readonly E[]) => O;

export interface AdvanceOptions<S> {
  /**
   * Does this side give a boarding word? The turn stops for it at the decision's `boardingAt` only when a side
   * that decides there does (default: every side); otherwise it runs through.
   */
  boards?: (side: SideId) => boolean;
  /** A look at the turn paused before this phase, when the turn gets that far (the value model's training). */
  pause?: { before: string; see(state: S): void };
}

/** One turn played to its end: the new state, its events, and its orders as given (replaying them gives the same turn). */
export interface Advanced<S, O, E> {
  state: S;
  events: E[];
  orders: O;
}

/**
 * Play one turn: settle what needs no decision, ask at each decision point the rule system names, and resolve on
 * to the next one, stopping for the boarding word only when a side gives one and once for the `pause` look; `ask`
 * is called only when some side decides.
 */
export function advance<S extends StateBase, O, E extends EventBase>(
  state: S,
  ask: Ask<S, O, E>,
  options: AdvanceOptions<S> = {},
): Advanced<S, O, E> {
  let turn = startTurn<S, O, E>(state);
  let looked = !options.pause;
  while (!turn.over) {
    const d = decisionOf(turn);
    if (d.runUntil) {
      turn = settle(turn);
      continue;
    }
    const asked = d.point !== null && d.sides.length > 0; // a boarding pause with no ship in contact asks nobody
    const orders = asked ? ask(d, turn.state, turn.events) : ({} as O);
    const boards = options.boards ?? (() => true);
    const stop = d.boardingAt && d.sides.some(boards) ? d.boardingAt : looked ? undefined : options.pause!.before;
    turn = runOn(turn, orders, stop, asked);
    if (!turn.over && stop && stop === options.pause?.before && !looked) {
      looked = true;
      options.pause.see(turn.state);
    }
  }
  return { state: turn.state, events: turn.events, orders: turn.orders ?? ({} as O) };
}
