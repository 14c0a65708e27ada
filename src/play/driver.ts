/**
 * One driver for a game played turn by turn between seats — one seat per side, each a person or a
 * computer captain — under `wsim play` (a person against a captain) and `wsim serve` (any seats).
 * The turn is resolved in stages (stages.ts): a stage waits for the orders of every person who has
 * something to decide in it and for the captains' words, then it is resolved with every side's
 * orders at once (orders revealed together), up to the pause before the next stage's phase
 * in the engine's decision loop (src/engine/advance.ts: `startTurn`, `runOn`, `decisionOf`; the
 * harness bots/harness.ts plays the same loop with `advance`). The captains are asked where it says
 * decisions are due: their orders for the turn with the view after
 * the wind (17.0 A–C; at the start of turn 1, which reads the initial loads), and the boarding word
 * of the sides in contact at the pause before Boarding Preparation (10.0).
 * The merged orders of each turn go into the record, so `wsim replay` reproduces the game. A record's
 * turns, or a saved unfinished turn, are played again with the captains asked at the same moments
 * (their memory and random stream follow) and their known words kept.
 */
import {
  decisionOf,
  newGame,
  playerView,
  publicEvents,
  recordTurn,
  runOn,
  ruleSystemOf,
  startTurn,
  startRecord,
  loadAnyScenario,
  RecordError,
  type GameRecord,
  type SideId,
  type TurnOf,
  type AnyEvent as GameEvent,
  type AnyState as GameState,
  type AnyOrders as OrdersBySide,
  type AnyView as PlayerView,
  type AnyRulesInput as RulesInput,
  type AnyScenario as Scenario,
  type AnyShipOrders as ShipOrders,
  type AnySideOrders as SideOrders,
} from '../index.js';
import type { Explanation } from '../../bots/index.js';
import { playRulesOf } from './rules/index.js';
import type { StageName } from './rules/types.js';

export type SeatKind = 'human' | 'captain';

export interface SeatSpec {
  side: SideId;
  kind: SeatKind;
}

export type WordKind = 'main' | 'boarding';

/** A captain's words of a turn: its orders, and its boarding word once given. */
export interface CaptainWords {
  main?: SideOrders;
  boarding?: SideOrders;
}

export type Words = Record<SideId, CaptainWords>;

/** A resolved stage: each person's orders for it. */
export interface StageOrders {
  stage: StageName;
  orders: Record<SideId, Record<string, ShipOrders>>;
}

export interface CaptainAsk {
  side: SideId;
  kind: WordKind;
  view: PlayerView;
  /** the events the side has seen since it was last asked for its orders */
  events: GameEvent[];
  /** the word the captain is known to have given (a record or a save): it stands whatever the captain says now */
  known?: SideOrders;
}

type ShipsOrders = Record<string, ShipOrders>;

function copy<T>(x: T): T {
  return JSON.parse(JSON.stringify(x)) as T;
}

/** A side's orders given in parts (a captain's orders and its boarding word), merged by the game's rule system. */
function mergeSideOrders(state: GameState, side: SideId, parts: readonly (SideOrders | undefined)[]): SideOrders {
  let out: OrdersBySide = {};
  for (const p of parts) if (p) out = ruleSystemOf(state).mergeOrders(out, { [side]: p }) as OrdersBySide;
  return out[side] ?? { ships: {} };
}

/** A new game and its record (`players`: who plays each side), under the scenario's own rule system. */
export function startGame(
  scenario: Scenario,
  seed: string,
  rules: RulesInput | undefined,
  players: Record<SideId, string>,
): { state: GameState; record: GameRecord } {
  const state = newGame(scenario, { seed, rules });
  return { state, record: startRecord(scenario, state, players) };
}

/**
 * A record's game at its start — its scenario read by its own rule system's loader, the same seed and rules — and
 * the record without its turns, for a driver to play them again.
 */
export function restartRecord(record: GameRecord, file: string): { state: GameState; record: GameRecord } {
  const scenario = loadAnyScenario(record.scenario, `${file} (scenario)`);
  const state = newGame(scenario, { seed: record.seed, rules: record.rules });
  return { state, record: { ...record, turns: [], digests: [] } };
}

export abstract class GameDriver {
  state: GameState;
  /** the turn under way, in the engine's decision loop (src/engine/advance.ts): its state is `state` */
  private turn: TurnOf<GameState>;
  readonly record: GameRecord;
  readonly seats: readonly SeatSpec[];
  /** every event, turn by turn */
  readonly turns: GameEvent[][] = [];
  turnOpen = false;
  stageIndex = 0;
  /** the captains' words of the current turn */
  words: Words = {};
  /** the stages of the current turn already resolved */
  submitted: StageOrders[] = [];
  /** the people whose orders for the current stage are complete, with those orders */
  readonly ready = new Map<SideId, ShipsOrders>();
  /** captains asked and not yet answered */
  readonly thinking = new Set<SideId>();
  /** the ships each side commanded at the start of the turn: only they take orders this turn */
  controlledAtStart: Record<SideId, Set<string>> = {};
  /** captains' words given and not yet sent to the engine */
  private pending: Record<SideId, SideOrders[]> = {};
  /** known captain words to use instead of fresh ones (a record or a save) */
  private script: Words | null = null;
  /** each captain's explanations of its orders, one a turn (captains that explain themselves, bots/explain.ts) */
  private readonly explanations: Record<SideId, Explanation[]> = {};

  protected constructor(state: GameState, record: GameRecord, seats: readonly SeatSpec[]) {
    const sides = state.static.sides.map((s) => s.id);
    for (const s of seats)
      if (!sides.includes(s.side)) throw new Error(`unknown side "${s.side}" (sides: ${sides.join(', ')})`);
    this.state = state;
    this.turn = startTurn(state);
    this.record = record;
    this.seats = seats;
  }

  /**
   * Ask a captain for a word: the orders to use now, or null when the answer comes later (`answer`).
   * With `ask.known` the captain is asked all the same (its memory and stream follow) and the known word is used.
   */
  protected abstract askCaptain(ask: CaptainAsk): SideOrders | null;

  /** A stage was resolved: its events. */
  protected onStage(_stage: StageName, _events: readonly GameEvent[]): void {}

  /** A turn was finished (and recorded). */
  protected onTurnEnd(): void {}

  // --- seats and stages ---------------------------------------------------------------------------

  persons(): SideId[] {
    return this.seats.filter((s) => s.kind === 'human').map((s) => s.side);
  }

  captains(): SideId[] {
    return this.seats.filter((s) => s.kind === 'captain').map((s) => s.side);
  }

  view(side: SideId): PlayerView {
    return playerView(this.state, side);
  }

  /** The stages of a turn under the game's rule system. */
  get stages(): readonly StageName[] {
    return playRulesOf(this.state).stagePlan(this.state).stages;
  }

  /** The stage the turn is at (null: the game is over). */
  get stage(): StageName | null {
    return this.turnOpen && !this.state.result ? this.stages[this.stageIndex] : null;
  }

  /** The people who have something to decide in the current stage. */
  needers(): SideId[] {
    const stage = this.stage;
    if (!stage) return [];
    const rules = playRulesOf(this.state);
    return this.persons().filter((side) => rules.needsInput(stage, this.view(side), this.state));
  }

  // --- the captains' explanations ----------------------------------------------------------------

  /** A captain explained its orders of a turn (a later explanation of the same turn replaces it). */
  protected explained(side: SideId, e: Explanation | null | undefined): void {
    if (!e) return;
    const list = (this.explanations[side] ??= []).filter((x) => x.turn !== e.turn);
    list.push(e);
    list.sort((a, b) => a.turn - b.turn);
    this.explanations[side] = list;
  }

  /**
   * A captain's explanations a person may read: of the turns finished only, whose plots are revealed (7.2.5) —
   * the turn being written is never explained before it is resolved.
   */
  explanationsOf(side: SideId): Explanation[] {
    const done = (e: Explanation) => e.turn < this.state.turn || this.state.result !== null;
    return (this.explanations[side] ?? []).filter(done);
  }

  // --- orders -------------------------------------------------------------------------------------

  /** A person's orders for the current stage are complete (the stage resolves at the next `advance`). */
  submitStage(side: SideId, orders: ShipsOrders): void {
    this.ready.set(side, copy(orders));
  }

  /** Take back a submission that was not resolved. */
  withdraw(side: SideId): void {
    this.ready.delete(side);
  }

  /** A captain's late answer (askCaptain returned null). */
  answer(side: SideId, kind: WordKind, orders: SideOrders): void {
    this.thinking.delete(side);
    this.give(side, kind, orders);
  }

  /** A captain failed to answer: it is no longer awaited (the game waits for nothing it can get). */
  failed(side: SideId): void {
    this.thinking.delete(side);
  }

  /** A side's ships' orders of the turn's resolved stages, as the engine's decision loop applied them. */
  earlier(side: SideId): ShipsOrders {
    return this.turnOrders()[side]?.ships ?? {};
  }

  /**
   * The orders of the turn so far as the engine's decision loop applied them (`runOn` merges each stage's orders
   * by the rule system): every side's, in the order of the scenario's sides. At the end of a turn they are its
   * record; a captain's word not yet sent to the engine is not among them.
   */
  turnOrders(): OrdersBySide {
    const applied = this.turn.orders ?? {};
    return Object.fromEntries(
      this.state.static.sides.map((s): [SideId, SideOrders] => [s.id, applied[s.id] ?? { ships: {} }]),
    );
  }

  // --- the turn -----------------------------------------------------------------------------------

  /**
   * Run the game on as far as it can go: stages nobody has to decide in are resolved with no orders
   * (the engine's defaults), a stage waits for every person who decides in it and for the captains.
   */
  advance(): void {
    for (;;) {
      if (this.state.result) {
        this.record.result = this.state.result;
        this.turnOpen = false;
        return;
      }
      if (!this.turnOpen) this.openTurn(null);
      if (this.needers().some((side) => !this.ready.has(side))) return;
      if (this.thinking.size) return;
      const persons: Record<SideId, ShipsOrders> = {};
      for (const side of this.persons()) persons[side] = this.ready.get(side) ?? {};
      this.resolveStage(this.stages[this.stageIndex], persons);
    }
  }

  /** Start a turn; the captains' orders are asked now if the engine wants them before its first phase. */
  protected openTurn(script: Words | null): void {
    this.turns.push([]);
    this.script = script;
    this.words = {};
    this.pending = {};
    this.submitted = [];
    this.stageIndex = 0;
    this.ready.clear();
    this.turn = startTurn(this.state);
    this.turnOpen = true;
    for (const s of this.seats)
      this.controlledAtStart[s.side] = new Set(
        this.view(s.side)
          .ships.filter((x) => x.controller === s.side)
          .map((x) => x.id),
      );
    this.askDue(this.lastEvents());
  }

  private lastEvents(): GameEvent[] {
    return this.turns[this.turns.length - 2] ?? [];
  }

  private currentEvents(): GameEvent[] {
    return this.turns[this.turns.length - 1];
  }

  /** Ask the captains for what the engine's decision loop says is decided now (decisionOf: nextDecision). */
  private askDue(seen: readonly GameEvent[]): void {
    const decision = decisionOf(this.turn);
    if (!decision.point) return;
    for (const side of this.captains()) {
      if (!decision.sides.includes(side)) continue;
      if (decision.point === 'orders' && !this.words[side]?.main) this.ask(side, 'main', seen);
      if (decision.point === 'boarding') this.ask(side, 'boarding', this.currentEvents());
    }
  }

  private ask(side: SideId, kind: WordKind, seen: readonly GameEvent[]): void {
    const known = this.script?.[side]?.[kind];
    const answer = this.askCaptain({
      side,
      kind,
      view: this.view(side),
      events: publicEvents(seen, this.state, side),
      ...(known ? { known: copy(known) } : {}),
    });
    if (known) this.give(side, kind, copy(known));
    else if (answer) this.give(side, kind, answer);
    else this.thinking.add(side);
  }

  private give(side: SideId, kind: WordKind, orders: SideOrders): void {
    this.words[side] = { ...this.words[side], [kind]: orders };
    if (Object.keys(orders.ships).length || kind === 'main') (this.pending[side] ??= []).push(orders);
  }

  /**
   * Resolve one stage with the people's orders for it and the captains' words not yet given to the
   * engine, up to the pause before the next stage's phase. Returns the events.
   */
  protected resolveStage(stage: StageName, persons: Record<SideId, ShipsOrders>): GameEvent[] {
    const orders: OrdersBySide = {};
    const rules = playRulesOf(this.state);
    for (const side of this.persons()) orders[side] = rules.sideOrders(copy(persons[side] ?? {}));
    for (const [side, list] of Object.entries(this.pending))
      if (list.length) orders[side] = mergeSideOrders(this.state, side, list);
    this.pending = {};
    const until = rules.stagePlan(this.state).pauseBefore[stage] ?? undefined;
    const before = this.turn.events.length;
    this.turn = runOn(this.turn, orders, until);
    this.state = this.turn.state;
    const events = this.turn.events.slice(before);
    this.submitted.push({ stage, orders: copy(persons) });
    this.currentEvents().push(...events);
    this.ready.clear();
    if (!this.turn.over) {
      this.stageIndex = this.stages.indexOf(stage) + 1;
      this.onStage(stage, events);
      this.askDue([...this.lastEvents(), ...this.currentEvents()]);
    } else {
      recordTurn(this.record, this.turnOrders(), this.state);
      this.turnOpen = false;
      this.script = null;
      this.stageIndex = 0;
      this.onStage(stage, events);
      this.onTurnEnd();
    }
    return events;
  }

  /** Play a finished turn of a record again: the people's orders given in the first stage, the captains' as known. */
  protected replayTurn(orders: OrdersBySide): void {
    const words: Words = {};
    for (const side of this.captains()) words[side] = { main: orders[side] ?? { ships: {} }, boarding: { ships: {} } };
    this.openTurn(words);
    const rules = playRulesOf(this.state);
    const persons = Object.fromEntries(this.persons().map((side) => [side, rules.personOrders(orders[side])]));
    const stages = this.stages;
    this.resolveStage(stages[0], persons);
    for (let i = 1; i < stages.length && this.turnOpen; i++) this.resolveStage(stages[i], {});
  }

  /** Resume an unfinished turn: the stages already resolved are resolved again with the captains' known words. */
  protected resumeTurn(words: Words, submitted: readonly StageOrders[]): void {
    const stray = submitted.find((s) => !this.stages.includes(s.stage));
    if (stray)
      throw new RecordError(
        `unfinished turn: "${stray.stage}" is not a stage of this game's rules (${this.stages.join(', ')})`,
      );
    this.openTurn(copy(words));
    for (const s of submitted) if (this.turnOpen) this.resolveStage(s.stage, s.orders);
    this.script = null;
  }
}
