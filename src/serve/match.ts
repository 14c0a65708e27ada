/**
 * A served game: two seats, each a person (with a secret seat token) or a computer captain, played
 * stage by stage as `wsim play` plays it (src/play/stages.ts). The server is the referee: a
 * person's orders for a stage are kept until every person who has something to decide in it is
 * ready, then the stage is resolved with every side's orders at once (orders revealed together);
 * captains are asked where the engine says decisions are due (nextDecision), on the captains'
 * thread, while the people write theirs. Orders are built by wsim play's order commands
 * (src/play/orders.ts), checked against the side's own view.
 * After every accepted order the game is written to disk (save.ts); a restarted server replays the
 * record and the unfinished turn, asking the captains again at the same moments so that their
 * memory and stream follow.
 */
import {
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
  type PlayerView,
  type RulesInput,
  type Scenario,
  type ShipOrders,
  type SideId,
  type SideOrders,
} from '../index.js';
import { shipNames, type ShipNames } from '../play/glyphs.js';
import { orderCommand, type OrderContext } from '../play/orders.js';
import { PAUSE_BEFORE, STAGE_KEYS, STAGES, needsInput, ownShips, type StageName } from '../play/stages.js';
import type { CaptainHost } from './captains.js';

export const SERVE_FORMAT = 'wsim-serve/1';

export interface Seat {
  side: SideId;
  kind: 'human' | 'captain';
  /** captain spec ("greedy-raker:ammo=double-closing") */
  captain?: string;
  /** the secret that identifies the person at this seat (join links carry it) */
  token: string;
  /** has a browser opened this seat */
  joined: boolean;
}

export type Words = Record<SideId, { main?: SideOrders; boarding?: SideOrders }>;

export interface StageOrders {
  stage: StageName;
  /** each person's orders for the stage */
  orders: Record<SideId, Record<string, ShipOrders>>;
}

export interface OpenTurn {
  turn: number;
  words: Words;
  submitted: StageOrders[];
  drafts: Record<SideId, Record<string, ShipOrders>>;
  ready: SideId[];
}

export interface MatchSave {
  format: typeof SERVE_FORMAT;
  id: string;
  seats: Seat[];
  record: GameRecord;
  turn: OpenTurn | null;
}

export class OrderRefused extends Error {
  constructor(
    message: string,
    readonly status = 422,
  ) {
    super(message);
    this.name = 'OrderRefused';
  }
}

export interface NewMatchSpec {
  id: string;
  scenario: Scenario;
  seed: string;
  rules?: RulesInput;
  seats: Omit<Seat, 'joined'>[];
}

function copy<T>(x: T): T {
  return JSON.parse(JSON.stringify(x)) as T;
}

export class Match {
  readonly id: string;
  state: GameState;
  readonly record: GameRecord;
  readonly seats: Seat[];
  readonly names: ShipNames;
  /** every event, turn by turn */
  readonly turns: GameEvent[][] = [];
  turnOpen = false;
  stageIndex = 0;
  words: Words = {};
  submitted: StageOrders[] = [];
  drafts: Record<SideId, Record<string, ShipOrders>> = {};
  ready = new Set<SideId>();
  /** captains asked and not yet answered */
  readonly thinking = new Set<SideId>();
  /** how long each captain took to answer, every ask since the server started (ms; the captains' thread measures) */
  thoughts: Record<SideId, number[]> = {};
  private pending: Record<SideId, SideOrders[]> = {};
  private controlledAtStart: Record<SideId, Set<string>> = {};
  private script: Words | null = null;
  /** bumped at every change (clients poll it) */
  revision = 0;
  error: string | null = null;
  onChange: () => void = () => {};

  private constructor(
    id: string,
    state: GameState,
    record: GameRecord,
    seats: Seat[],
    private readonly host: CaptainHost,
  ) {
    this.id = id;
    this.state = state;
    this.record = record;
    this.seats = seats;
    this.names = shipNames(state);
  }

  static create(spec: NewMatchSpec, host: CaptainHost): Match {
    const state = newGame(spec.scenario, { seed: spec.seed, rules: spec.rules });
    const players = Object.fromEntries(spec.seats.map((s) => [s.side, s.kind === 'human' ? 'human' : s.captain!]));
    const record = startRecord(spec.scenario, state, players);
    const m = new Match(
      spec.id,
      state,
      record,
      spec.seats.map((s) => ({ ...s, joined: false })),
      host,
    );
    host.reset(m.id);
    m.advance();
    return m;
  }

  /** Rebuild a saved game: its finished turns with the recorded orders, then the open turn's stages and drafts. */
  static resume(save: MatchSave, host: CaptainHost): Match {
    const scenario = loadScenario(save.record.scenario, `${save.id} (scenario)`);
    const state = newGame(scenario, { seed: save.record.seed, rules: save.record.rules });
    const m = new Match(save.id, state, { ...save.record, turns: [], digests: [] }, save.seats, host);
    host.reset(m.id);
    for (const orders of save.record.turns) {
      if (m.state.result) break;
      const words: Words = {};
      for (const s of m.captainSeats())
        words[s.side] = { main: orders[s.side] ?? { ships: {} }, boarding: { ships: {} } };
      m.openTurn(words);
      const humans = Object.fromEntries(m.humanSeats().map((s) => [s.side, orders[s.side]?.ships ?? {}]));
      m.resolveStage('start', humans);
      for (let i = 1; i < STAGES.length && m.turnOpen; i++) m.resolveStage(STAGES[i], {});
    }
    m.record.result = m.state.result ?? undefined;
    const t = save.turn;
    if (t && t.turn === m.state.turn && !m.state.result) {
      m.openTurn(copy(t.words));
      for (const s of t.submitted) if (m.turnOpen) m.resolveStage(s.stage, s.orders);
      m.script = null;
      if (m.turnOpen) {
        m.drafts = copy(t.drafts);
        m.ready = new Set(t.ready);
      }
    }
    m.script = null;
    m.advance();
    return m;
  }

  toSave(): MatchSave {
    return {
      format: SERVE_FORMAT,
      id: this.id,
      seats: this.seats,
      record: this.record,
      turn: this.turnOpen
        ? {
            turn: this.state.turn,
            words: this.words,
            submitted: this.submitted,
            drafts: this.drafts,
            ready: [...this.ready],
          }
        : null,
    };
  }

  // --- seats and views ----------------------------------------------------------------------------

  humanSeats(): Seat[] {
    return this.seats.filter((s) => s.kind === 'human');
  }

  captainSeats(): Seat[] {
    return this.seats.filter((s) => s.kind === 'captain');
  }

  seatOf(token: string): Seat | undefined {
    return this.seats.find((s) => s.kind === 'human' && s.token === token);
  }

  view(side: SideId): PlayerView {
    return playerView(this.state, side);
  }

  get stage(): StageName | null {
    return this.turnOpen && !this.state.result ? STAGES[this.stageIndex] : null;
  }

  /** The people who have something to decide in the current stage. */
  needers(): SideId[] {
    const stage = this.stage;
    if (!stage) return [];
    return this.humanSeats()
      .map((s) => s.side)
      .filter((side) => needsInput(stage, this.view(side), this.state));
  }

  /** The events a side may see, turn by turn (7.2.5). */
  visibleEvents(side: SideId): GameEvent[][] {
    const view = this.view(side); // a view knows who commands each ship now
    return this.turns.map((evs) => publicEvents(evs, view, side));
  }

  /** Ships a side may give orders to in this stage (commanded at the start of the turn). */
  commandable(side: SideId): string[] {
    const start = this.controlledAtStart[side] ?? new Set();
    return ownShips(this.view(side))
      .map((s) => s.id)
      .filter((id) => start.has(id));
  }

  // --- orders -------------------------------------------------------------------------------------

  /** The side's merged orders of the turn's submitted stages. */
  private earlier(side: SideId): Record<string, ShipOrders> {
    let out: Record<string, ShipOrders> = {};
    for (const s of this.submitted) out = mergeShipOrders(out, s.orders[side] ?? {});
    return out;
  }

  /** One of wsim play's order commands for a ship of the side; returns the confirmation lines. */
  order(side: SideId, shipId: string, command: string, args: string[]): string[] {
    const stage = this.stage;
    if (!stage) throw new OrderRefused('the game is over', 409);
    if (!this.needers().includes(side))
      throw new OrderRefused(`nothing for ${side} to decide in this phase (${stage})`, 409);
    if (this.ready.has(side)) throw new OrderRefused('your orders for this phase are already submitted', 409);
    const v = this.view(side);
    const ship = v.ships.find((s) => s.id === shipId);
    if (!ship) throw new OrderRefused(`no ship "${shipId}"`, 404);
    if (ship.controller !== side) throw new OrderRefused(`${this.names.label(shipId)} is not yours to command`, 403);
    if (!this.commandable(side).includes(shipId))
      throw new OrderRefused(`${this.names.label(shipId)} takes no orders this turn`, 409);
    const cmd = orderCommand(stage, command);
    if (!cmd) throw new OrderRefused(`"${command}" is not an order of the ${stage} phase`, 422);
    const drafts = this.drafts[side] ?? {};
    const ctx: OrderContext = {
      view: v,
      state: this.state,
      names: this.names,
      ship,
      current: drafts[shipId] ?? {},
      earlier: this.earlier(side)[shipId] ?? {},
      ascii: false,
    };
    const r = cmd.run(args, ctx);
    if (!r.ok)
      throw new OrderRefused(
        r.error.replace(' Type "legal" to list the legal plots.', ' The legal plot ends are highlighted on the board.'),
        422,
      );
    const keys = STAGE_KEYS[stage] as readonly string[];
    const orders = Object.fromEntries(
      Object.entries(r.orders).filter(([k, x]) => keys.includes(k) && x !== undefined),
    ) as ShipOrders;
    this.drafts = { ...this.drafts, [side]: { ...drafts, [shipId]: orders } };
    this.changed();
    return r.say;
  }

  /** Clear a ship's orders of this stage. */
  clear(side: SideId, shipId: string): void {
    if (!this.stage || this.ready.has(side)) throw new OrderRefused('nothing to clear now', 409);
    const d = { ...(this.drafts[side] ?? {}) };
    delete d[shipId];
    this.drafts = { ...this.drafts, [side]: d };
    this.changed();
  }

  /** A person's orders for the stage are complete; the stage resolves when every person is ready. */
  submit(side: SideId): void {
    const stage = this.stage;
    if (!stage) throw new OrderRefused('the game is over', 409);
    if (!this.needers().includes(side))
      throw new OrderRefused(`nothing for ${side} to decide in this phase (${stage})`, 409);
    if (stage === 'movement') {
      const missing = this.commandable(side).filter((id) => this.drafts[side]?.[id]?.plot === undefined);
      if (missing.length)
        throw new OrderRefused(
          `orders must be written for each ship (7.2.6): no plot yet for ${missing.map((id) => this.names.label(id)).join(', ')}`,
          422,
        );
    }
    this.ready.add(side);
    this.changed();
    this.advance();
  }

  // --- the turn -----------------------------------------------------------------------------------

  private openTurn(script: Words | null): void {
    this.turns.push([]);
    this.script = script;
    this.words = {};
    this.pending = {};
    this.submitted = [];
    this.stageIndex = 0;
    this.drafts = {};
    this.ready = new Set();
    this.turnOpen = true;
    for (const s of this.seats) {
      this.controlledAtStart[s.side] = new Set(
        this.view(s.side)
          .ships.filter((x) => x.controller === s.side)
          .map((x) => x.id),
      );
    }
    if (nextDecision(this.state).point === 'orders')
      for (const s of this.captainSeats()) this.askCaptain(s, 'main', this.lastEvents());
  }

  private lastEvents(): GameEvent[] {
    return this.turns[this.turns.length - 2] ?? [];
  }

  private currentEvents(): GameEvent[] {
    return this.turns[this.turns.length - 1];
  }

  private askCaptain(seat: Seat, kind: 'main' | 'boarding', seen: readonly GameEvent[]): void {
    const view = this.view(seat.side);
    const ask = {
      game: this.id,
      side: seat.side,
      spec: seat.captain!,
      seed: this.state.static.seed,
      kind,
      view,
      events: publicEvents(seen, this.state, seat.side),
    };
    const known = this.script?.[seat.side]?.[kind];
    const answer = this.host.ask(ask);
    if (known) {
      // resuming: the captain thinks again (its memory and stream follow) but the saved word stands
      answer.catch(() => {});
      this.give(seat.side, kind, copy(known));
      return;
    }
    this.thinking.add(seat.side);
    answer.then(
      (r) => {
        this.thinking.delete(seat.side);
        (this.thoughts[seat.side] ??= []).push(r.ms);
        this.give(seat.side, kind, r.orders);
        this.changed();
        this.advance();
      },
      (e: Error) => {
        this.thinking.delete(seat.side);
        this.error = `the ${seat.captain} captain failed: ${e.message}`;
        this.changed();
      },
    );
  }

  private give(side: SideId, kind: 'main' | 'boarding', orders: SideOrders): void {
    this.words[side] = { ...this.words[side], [kind]: orders };
    if (Object.keys(orders.ships).length || kind === 'main') (this.pending[side] ??= []).push(orders);
  }

  /** Resolve one stage with the people's orders and the captains' words not yet given. */
  private resolveStage(stage: StageName, humans: Record<SideId, Record<string, ShipOrders>>): void {
    const orders: OrdersBySide = {};
    for (const s of this.humanSeats()) orders[s.side] = { ships: copy(humans[s.side] ?? {}) };
    for (const [side, list] of Object.entries(this.pending)) {
      if (list.length)
        orders[side] = { ships: list.reduce((a, o) => mergeShipOrders(a, o.ships), {} as Record<string, ShipOrders>) };
    }
    this.pending = {};
    const until = PAUSE_BEFORE[stage];
    const r = resolveTurn(this.state, orders, until ? { until } : {});
    this.state = r.state;
    this.submitted.push({ stage, orders: copy(humans) });
    this.currentEvents().push(...r.events);
    this.drafts = {};
    this.ready = new Set();
    if (this.state.progress && !this.state.result) {
      this.stageIndex = STAGES.indexOf(stage) + 1;
      const decision = nextDecision(this.state);
      for (const s of this.captainSeats()) {
        if (decision.point === 'orders' && !this.words[s.side]?.main)
          this.askCaptain(s, 'main', [...this.lastEvents(), ...this.currentEvents()]);
        if (decision.point === 'boarding' && decision.sides.includes(s.side))
          this.askCaptain(s, 'boarding', this.currentEvents());
      }
    } else this.closeTurn();
  }

  private turnOrders(): OrdersBySide {
    const out: OrdersBySide = {};
    for (const s of this.seats) {
      out[s.side] = {
        ships:
          s.kind === 'human'
            ? this.earlier(s.side)
            : mergeShipOrders(this.words[s.side]?.main?.ships ?? {}, this.words[s.side]?.boarding?.ships ?? {}),
      };
    }
    return out;
  }

  private closeTurn(): void {
    recordTurn(this.record, this.turnOrders(), this.state);
    this.turnOpen = false;
    this.script = null;
    this.stageIndex = 0;
  }

  /**
   * Run the game on as far as it can go: stages nobody has to decide in are resolved, a stage waits
   * for every person who decides in it to be ready and for the captains' words.
   */
  advance(): void {
    for (;;) {
      if (this.state.result) {
        this.record.result = this.state.result;
        this.turnOpen = false;
        return this.changed();
      }
      if (!this.turnOpen) this.openTurn(null);
      const stage = STAGES[this.stageIndex];
      if (this.needers().some((side) => !this.ready.has(side))) return this.changed();
      if (this.thinking.size) return this.changed();
      const humans: Record<SideId, Record<string, ShipOrders>> = {};
      for (const s of this.humanSeats()) humans[s.side] = this.ready.has(s.side) ? (this.drafts[s.side] ?? {}) : {};
      this.resolveStage(stage, humans);
    }
  }

  private changed(): void {
    this.revision++;
    this.onChange();
  }

  /** The whole game record (both sides' orders): only once the game is over. */
  finishedRecord(): GameRecord | null {
    return this.state.result ? this.record : null;
  }
}
