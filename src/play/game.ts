/**
 * The engine side of a game against a computer captain: the state, the record and the captain,
 * and a turn resolved in steps — one call of `resolveTurn(..., { until })` per stage of the player.
 * The captain is consulted where the engine says decisions are due (nextDecision), as in the
 * harness (bots/harness.ts): its orders for the turn with the view after the wind phase (17.0 A–C;
 * at the start of turn 1, which reads the initial loads), and its optional boarding word at the
 * pause before Boarding Preparation (10.0).
 * The merged orders of each turn go into the record, so `wsim replay` reproduces the game.
 */
import {
  captainRandom,
  loadScenario,
  mergeShipOrders,
  newGame,
  nextDecision,
  playerView,
  publicEvents,
  recordTurn,
  resolveTurn,
  startRecord,
  type GameEvent,
  type GameRecord,
  type GameState,
  type OrdersBySide,
  type RulesInput,
  type Scenario,
  type ShipOrders,
  type SideId,
  type SideOrders,
} from '../index.js';
import { createCaptain, type Captain } from '../../bots/index.js';
import { PAUSE_BEFORE, STAGES, type StageName } from './stages.js';
import type { SubmittedStage } from './save.js';

export interface NewGameSpec {
  scenario: Scenario;
  seed: string;
  rules?: RulesInput;
  human: SideId;
  captain: string;
}

/** Orders the captain gave (or, when resuming, the orders it is known to have given). */
export interface CaptainWords {
  main?: SideOrders;
  boarding?: SideOrders;
}

function copy<T>(x: T): T {
  return JSON.parse(JSON.stringify(x)) as T;
}

export class PlayGame {
  state: GameState;
  readonly record: GameRecord;
  readonly human: SideId;
  readonly cpu: SideId;
  readonly captainSpec: string;
  private readonly captain: Captain;
  private readonly random: () => number;
  /** every event, turn by turn */
  readonly turns: GameEvent[][] = [];
  /** the current turn: the captain's words, whether they were sent, and the player's resolved stages */
  words: CaptainWords = {};
  private pending: SideOrders[] = [];
  submitted: SubmittedStage[] = [];
  turnOpen = false;
  /** known captain answers to use instead of fresh ones (resuming) */
  private script: CaptainWords | null = null;
  /** the player's ships at the start of the turn: only they take orders this turn (a record gives a turn's orders up front) */
  controlledAtStart = new Set<string>();
  /** turns on which the captain now answers differently from the record */
  readonly divergent: number[] = [];
  /** replaying a record: its turns hold the captain's main and boarding words merged, so the fresh answers are merged and compared at the end of the turn */
  private fromRecord = false;
  private fresh: CaptainWords = {};

  constructor(state: GameState, record: GameRecord, human: SideId, captainSpec: string) {
    const sides = state.static.sides.map((s) => s.id);
    if (!sides.includes(human)) throw new Error(`unknown side "${human}" (sides: ${sides.join(', ')})`);
    this.state = state;
    this.record = record;
    this.human = human;
    this.cpu = sides.find((s) => s !== human)!;
    this.captainSpec = captainSpec;
    this.captain = createCaptain(captainSpec);
    this.random = captainRandom(state.static.seed, this.cpu);
  }

  static start(spec: NewGameSpec): PlayGame {
    const state = newGame(spec.scenario, { seed: spec.seed, rules: spec.rules });
    const cpu = state.static.sides.find((s) => s.id !== spec.human)?.id ?? '';
    const record = startRecord(spec.scenario, state, { [spec.human]: 'human', [cpu]: spec.captain });
    return new PlayGame(state, record, spec.human, spec.captain);
  }

  /** Replay a record's finished turns, asking the captain at the same moments as in play (its memory and stream follow). */
  static fromRecord(record: GameRecord, human: SideId, captainSpec: string, file: string): PlayGame {
    const scenario = loadScenario(record.scenario, `${file} (scenario)`);
    const state = newGame(scenario, { seed: record.seed, rules: record.rules });
    const g = new PlayGame(state, { ...record, turns: [], digests: [] }, human, captainSpec);
    g.fromRecord = true;
    for (const orders of record.turns) {
      if (g.state.result) break;
      g.fresh = {};
      const turn = g.state.turn;
      g.openTurn({ main: orders[g.cpu] ?? { ships: {} }, boarding: { ships: {} } });
      g.step('start', orders[human]?.ships ?? {});
      for (let i = 1; i < STAGES.length && g.turnOpen; i++) g.step(STAGES[i], {});
      const fresh = mergeShipOrders(g.fresh.main?.ships ?? {}, g.fresh.boarding?.ships ?? {});
      if (JSON.stringify(fresh) !== JSON.stringify(orders[g.cpu]?.ships ?? {})) g.divergent.push(turn);
    }
    g.fromRecord = false;
    g.record.result = g.state.result ?? undefined;
    return g;
  }

  private lastEvents(): GameEvent[] {
    return this.turns[this.turns.length - 2] ?? [];
  }

  private currentEvents(): GameEvent[] {
    return this.turns[this.turns.length - 1];
  }

  private ask(kind: 'main' | 'boarding', seen: readonly GameEvent[]): SideOrders {
    const ctx = {
      view: playerView(this.state, this.cpu),
      events: publicEvents(seen, this.state, this.cpu),
      random: this.random,
      budget: {},
    };
    const fresh = kind === 'main' ? this.captain.orders(ctx) : (this.captain.boarding?.(ctx) ?? { ships: {} });
    const known = this.script?.[kind];
    if (!known) return fresh;
    if (this.fromRecord) this.fresh[kind] = fresh;
    else if (kind === 'main' && JSON.stringify(fresh) !== JSON.stringify(known)) this.divergent.push(this.state.turn);
    return copy(known);
  }

  /** Start a turn; on turn 1 the captain's orders come first (they carry the initial loads). */
  openTurn(script: CaptainWords | null = null): void {
    this.turns.push([]);
    this.script = script;
    this.words = {};
    this.pending = [];
    this.submitted = [];
    this.turnOpen = true;
    this.controlledAtStart = new Set(
      playerView(this.state, this.human)
        .ships.filter((s) => s.controller === this.human)
        .map((s) => s.id),
    );
    if (nextDecision(this.state).point === 'orders') this.give('main', this.ask('main', this.lastEvents()));
  }

  private give(kind: 'main' | 'boarding', orders: SideOrders): void {
    this.words[kind] = orders;
    if (Object.keys(orders.ships).length || kind === 'main') this.pending.push(orders);
  }

  /**
   * Resolve one stage: the player's orders for it (and the captain's orders not yet given), up to
   * the pause before the next stage's phase. Returns the events.
   */
  step(stage: StageName, ships: Record<string, ShipOrders>): GameEvent[] {
    const orders: OrdersBySide = { [this.human]: { ships: copy(ships) } };
    if (this.pending.length) {
      orders[this.cpu] = {
        ships: this.pending.reduce((a, o) => mergeShipOrders(a, o.ships), {} as Record<string, ShipOrders>),
      };
      this.pending = [];
    }
    const until = PAUSE_BEFORE[stage];
    const r = resolveTurn(this.state, orders, until ? { until } : {});
    this.state = r.state;
    this.submitted.push({ stage, ships: copy(ships) });
    this.currentEvents().push(...r.events);
    if (this.state.progress && !this.state.result) {
      // the captain decides where the engine says decisions are due, as in the harness
      const decision = nextDecision(this.state);
      if (decision.point === 'orders' && !this.words.main)
        this.give('main', this.ask('main', [...this.lastEvents(), ...this.currentEvents()]));
      if (decision.point === 'boarding' && this.captain.boarding && decision.sides.includes(this.cpu)) {
        this.give('boarding', this.ask('boarding', this.currentEvents()));
      }
    } else this.closeTurn();
    return r.events;
  }

  /** The merged orders of the turn so far. */
  turnOrders(): OrdersBySide {
    let mine: Record<string, ShipOrders> = {};
    for (const s of this.submitted) mine = mergeShipOrders(mine, s.ships);
    const cpu = mergeShipOrders(this.words.main?.ships ?? {}, this.words.boarding?.ships ?? {});
    const out: OrdersBySide = {};
    for (const side of this.state.static.sides) out[side.id] = { ships: side.id === this.human ? mine : cpu };
    return out;
  }

  private closeTurn(): void {
    recordTurn(this.record, this.turnOrders(), this.state);
    this.turnOpen = false;
    this.script = null;
  }

  /** Resume an unfinished turn: the stages already submitted are resolved again with the captain's known words. */
  replayTurn(words: CaptainWords, submitted: readonly SubmittedStage[]): void {
    this.openTurn(words);
    for (const s of submitted) if (this.turnOpen) this.step(s.stage, s.ships);
  }
}
