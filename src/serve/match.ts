/**
 * A served game: a seat per side, each a person (with a secret seat token) or a computer captain,
 * played on wsim play's game driver (src/play/driver.ts). The server is the referee: a person's
 * orders for a stage are drafts until every person who has something to decide in it is ready, then
 * the driver resolves the stage with every side's orders at once (orders revealed together);
 * captains are asked where the engine says decisions are due, on the captains' thread, while the
 * people write theirs. Orders are built by wsim play's order commands (src/play/orders.ts), checked
 * against the side's own view.
 * After every accepted order the game is written to disk (save.ts); a restarted server replays the
 * record and the unfinished turn, asking the captains again at the same moments so that their
 * memory and stream follow.
 */
import { timingSafeEqual } from 'node:crypto';
import {
  publicEvents,
  type GameRecord,
  type SideId,
  type AnyEvent as GameEvent,
  type AnyState as GameState,
  type AnyRulesInput as RulesInput,
  type AnyScenario as Scenario,
  type AnyShipOrders as ShipOrders,
  type AnySideOrders as SideOrders,
  type AnyView,
} from '../index.js';
import {
  GameDriver,
  restartRecord,
  startGame,
  type CaptainAsk,
  type SeatSpec,
  type StageOrders,
  type Words,
} from '../play/driver.js';
import { shipNames, type ShipNames } from '../play/glyphs.js';
import { orderCommand, type OrderContext } from '../play/orders.js';
import { ownShips, playRulesOf } from '../play/rules/index.js';
import type { CaptainHost } from './captains.js';

export const SERVE_FORMAT = 'wsim-serve/1';

export interface Seat extends SeatSpec {
  /** captain spec ("greedy-raker:ammo=double-closing") */
  captain?: string;
  /** the secret that identifies the person at this seat: given to that person only, never shown to the other */
  token: string;
  /**
   * the join link's secret (the second person's seat): it admits one person — joining spends it and gives the
   * joiner the seat's token, which the creator never sees. Absent on a captain's seat and the creator's.
   */
  invite?: string;
  /** has a browser opened this seat (the second person's: has its join link been spent) */
  joined: boolean;
}

/** How the game's seed was made: drawn by the server at random, or chosen by the creator (a game against a captain). */
export type SeedMade = 'drawn' | 'chosen';

export type { StageOrders, Words };

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
  /** absent in games saved before the server said (2026-11-27) */
  seedMade?: SeedMade;
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
  seedMade: SeedMade;
  seats: Omit<Seat, 'joined'>[];
}

/** The answer to a join link that cannot be used: `spent` once a person has joined. */
export type Claim = { seat: Seat } | { refused: 'spent' | 'unknown' };

/** Two secrets compared in constant time (a token's characters are not guessed one by one from answer times). */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export class Match extends GameDriver {
  readonly id: string;
  declare readonly seats: Seat[];
  readonly names: ShipNames;
  /** each person's orders being written for the current stage */
  drafts: Record<SideId, Record<string, ShipOrders>> = {};
  /** how long each captain took to answer, every ask since the server started (ms; the captains' thread measures) */
  thoughts: Record<SideId, number[]> = {};
  /** bumped at every change (clients poll it) */
  revision = 0;
  error: string | null = null;
  seedMade: SeedMade | undefined;
  onChange: () => void = () => {};

  private constructor(
    id: string,
    state: GameState,
    record: GameRecord,
    seats: Seat[],
    private readonly host: CaptainHost,
  ) {
    super(state, record, seats);
    this.id = id;
    this.names = shipNames(state);
  }

  static create(spec: NewMatchSpec, host: CaptainHost): Match {
    const players = Object.fromEntries(spec.seats.map((s) => [s.side, s.kind === 'human' ? 'human' : s.captain!]));
    const { state, record } = startGame(spec.scenario, spec.seed, spec.rules, players);
    const m = new Match(
      spec.id,
      state,
      record,
      spec.seats.map((s) => ({ ...s, joined: false })),
      host,
    );
    m.seedMade = spec.seedMade;
    host.reset(m.id);
    m.advance();
    return m;
  }

  /** Rebuild a saved game: its finished turns with the recorded orders, then the open turn's stages and drafts. */
  static resume(save: MatchSave, host: CaptainHost): Match {
    const start = restartRecord(save.record, save.id);
    const m = new Match(save.id, start.state, start.record, save.seats, host);
    m.seedMade = save.seedMade;
    host.reset(m.id);
    for (const orders of save.record.turns) {
      if (m.state.result) break;
      m.replayTurn(orders);
    }
    m.record.result = m.state.result ?? undefined;
    const t = save.turn;
    if (t && t.turn === m.state.turn && !m.state.result) {
      m.resumeTurn(t.words, t.submitted);
      if (m.turnOpen) {
        m.drafts = JSON.parse(JSON.stringify(t.drafts)) as Match['drafts'];
        for (const side of t.ready) m.submitStage(side, m.drafts[side] ?? {});
      }
    }
    m.advance();
    return m;
  }

  toSave(): MatchSave {
    return {
      format: SERVE_FORMAT,
      id: this.id,
      seats: this.seats,
      ...(this.seedMade ? { seedMade: this.seedMade } : {}),
      record: this.record,
      turn: this.turnOpen
        ? {
            turn: this.state.turn,
            words: this.words,
            submitted: this.submitted,
            drafts: this.drafts,
            ready: [...this.ready.keys()],
          }
        : null,
    };
  }

  // --- seats and views ----------------------------------------------------------------------------

  /** The person's seat of a seat token (a join link's secret is no seat token). */
  seatOf(token: string): Seat | undefined {
    return this.seats.find((s) => s.kind === 'human' && sameSecret(s.token, token));
  }

  /** The seat a join link opens while nobody has used it. */
  openInvite(): Seat | undefined {
    return this.seats.find((s) => s.kind === 'human' && s.invite !== undefined && !s.joined);
  }

  /** Use a join link: its secret is spent and the joiner takes the seat (its token is for the joiner alone). */
  claim(invite: string): Claim {
    const seat = this.seats.find((s) => s.kind === 'human' && s.invite !== undefined && sameSecret(s.invite, invite));
    if (!seat) return { refused: 'unknown' };
    if (seat.joined) return { refused: 'spent' };
    seat.joined = true;
    this.changed();
    return { seat };
  }

  /** Has a person's seat never been opened (a game nobody has joined yet expires when left idle). */
  awaitsPerson(): boolean {
    return this.seats.some((s) => s.kind === 'human' && !s.joined);
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
    const rules = playRulesOf(this.state);
    const cmd = orderCommand(rules, stage, command);
    if (!cmd)
      throw new OrderRefused(
        rules.foreignOrder(command, v, this.state, shipId) ?? `"${command}" is not an order of the ${stage} phase`,
        422,
      );
    const drafts = this.drafts[side] ?? {};
    const ctx: OrderContext<AnyView> = {
      view: v,
      state: this.state,
      names: this.names,
      ship,
      current: drafts[shipId] ?? {},
      draft: drafts,
      earlier: this.earlier(side)[shipId] ?? {},
      ascii: false,
    };
    const r = cmd.run(args, ctx);
    if (!r.ok)
      throw new OrderRefused(
        r.error.replace(' Type "legal" to list the legal plots.', ' The legal plot ends are highlighted on the board.'),
        422,
      );
    const keys = rules.stageKeys(stage);
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
    if (!this.commandable(side).includes(shipId))
      throw new OrderRefused(`${this.names.label(shipId)} is not yours to command`, 403);
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
    // what the rules require before the stage's orders are given (WS&IM: a plot for each ship, 7.2.6)
    const missing = playRulesOf(this.state).missing(stage, this.view(side), this.drafts[side] ?? {}, this.names);
    if (missing) throw new OrderRefused(missing, 422);
    this.submitStage(side, this.drafts[side] ?? {});
    this.changed();
    this.advance();
  }

  // --- the turn -----------------------------------------------------------------------------------

  /** The captains think on their thread: the answer comes later, and the game goes on from there. */
  protected askCaptain(ask: CaptainAsk): SideOrders | null {
    const seat = this.seats.find((s) => s.side === ask.side)!;
    const answer = this.host.ask({
      game: this.id,
      side: ask.side,
      spec: seat.captain!,
      seed: this.state.static.seed,
      kind: ask.kind,
      view: ask.view,
      events: ask.events,
    });
    if (ask.known) {
      // resuming: the captain thinks again (its memory and stream follow) but the saved word stands; its
      // explanation of that word is kept
      answer.then(
        (r) => this.explained(ask.side, r.explanation),
        () => {},
      );
      return null;
    }
    answer.then(
      (r) => {
        (this.thoughts[ask.side] ??= []).push(r.ms);
        this.explained(ask.side, r.explanation);
        this.answer(ask.side, ask.kind, r.orders);
        this.changed();
        this.advance();
      },
      (e: Error) => {
        this.failed(ask.side);
        this.error = `the ${seat.captain} captain failed: ${e.message}`;
        this.changed();
      },
    );
    return null;
  }

  protected override onStage(): void {
    this.drafts = {};
  }

  /** Run the game on as far as it can go (the driver), and tell the clients. */
  override advance(): void {
    super.advance();
    this.changed();
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
