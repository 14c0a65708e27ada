/**
 * The engine side of `wsim play`: a person against a computer captain on the game driver
 * (driver.ts), the captain asked on this thread. A record's turns are played again with the captain
 * asked at the same moments (its memory and stream follow); a turn where it now answers otherwise is
 * noted (`divergent`) and the recorded orders are followed.
 */
import {
  captainRandom,
  checkRecordedTurn,
  mergeOrders,
  OrderError,
  RecordError,
  type GameRecord,
  type SideId,
  type AnyEvent as GameEvent,
  type AnyState as GameState,
  type AnyRulesInput as RulesInput,
  type AnyScenario as Scenario,
  type AnyShipOrders as ShipOrders,
  type AnySideOrders as SideOrders,
} from '../index.js';
import { createCaptain, type Captain } from '../../bots/index.js';
import { GameDriver, restartRecord, startGame, type CaptainAsk, type CaptainWords } from './driver.js';
import type { StageName } from './rules/types.js';
import type { SubmittedStage } from './save.js';

export type { CaptainWords };

export interface NewGameSpec {
  scenario: Scenario;
  seed: string;
  rules?: RulesInput;
  human: SideId;
  captain: string;
}

export class PlayGame extends GameDriver {
  readonly human: SideId;
  readonly cpu: SideId;
  readonly captainSpec: string;
  private readonly captain: Captain;
  private readonly random: () => number;
  /** turns on which the captain now answers differently from the record */
  readonly divergent: number[] = [];
  /** replaying a record: its turns hold the captain's main and boarding words merged, so the fresh answers are merged and compared at the end of the turn */
  private fresh: CaptainWords | null = null;
  /** told of every stage resolved and every turn finished (the session's text) */
  listener: { stage(stage: StageName, events: readonly GameEvent[]): void; turnEnd(): void } | null = null;

  constructor(state: GameState, record: GameRecord, human: SideId, captainSpec: string) {
    const sides = state.static.sides.map((s) => s.id);
    if (!sides.includes(human)) throw new Error(`unknown side "${human}" (sides: ${sides.join(', ')})`);
    const cpu = sides.find((s) => s !== human)!;
    super(state, record, [
      { side: human, kind: 'human' },
      { side: cpu, kind: 'captain' },
    ]);
    this.human = human;
    this.cpu = cpu;
    this.captainSpec = captainSpec;
    this.captain = createCaptain(captainSpec);
    this.random = captainRandom(state.static.seed, cpu);
  }

  static start(spec: NewGameSpec): PlayGame {
    const cpu = spec.scenario.sides.find((s) => s.id !== spec.human)?.id ?? '';
    const { state, record } = startGame(spec.scenario, spec.seed, spec.rules, {
      [spec.human]: 'human',
      [cpu]: spec.captain,
    });
    return new PlayGame(state, record, spec.human, spec.captain);
  }

  /** Replay a record's finished turns, asking the captain at the same moments as in play (its memory and stream follow). */
  static fromRecord(record: GameRecord, human: SideId, captainSpec: string, file: string): PlayGame {
    const start = restartRecord(record, file);
    const g = new PlayGame(start.state, start.record, human, captainSpec);
    for (const [i, orders] of record.turns.entries()) {
      if (g.state.result) break;
      g.fresh = {};
      const turn = g.state.turn;
      // the save's record is checked as `wsim replay` checks a record: a mistake names the file and the turn
      const where = `${file}: record.turns[${i}]`;
      checkRecordedTurn(g.state, orders, where, !record.digests);
      try {
        g.replayTurn(orders);
      } catch (e) {
        if (e instanceof OrderError) throw new RecordError(`${where}.${e.message}`);
        throw e;
      }
      const words = (o: SideOrders | undefined) => ({ [g.cpu]: o ?? { ships: {} } });
      const fresh = mergeOrders(g.state, words(g.fresh.main), words(g.fresh.boarding))[g.cpu]?.ships ?? {};
      if (JSON.stringify(fresh) !== JSON.stringify(orders[g.cpu]?.ships ?? {})) g.divergent.push(turn);
    }
    g.fresh = null;
    g.record.result = g.state.result ?? undefined;
    return g;
  }

  protected askCaptain(ask: CaptainAsk): SideOrders {
    const ctx = { view: ask.view, events: ask.events, random: this.random, budget: {} };
    const fresh = ask.kind === 'main' ? this.captain.orders(ctx) : (this.captain.boarding?.(ctx) ?? { ships: {} });
    if (ask.kind === 'main') this.explained(this.cpu, this.captain.explain?.());
    if (ask.known) {
      if (this.fresh) this.fresh[ask.kind] = fresh;
      else if (ask.kind === 'main' && JSON.stringify(fresh) !== JSON.stringify(ask.known))
        this.divergent.push(this.state.turn);
    }
    return fresh;
  }

  protected override onStage(stage: StageName, events: readonly GameEvent[]): void {
    this.listener?.stage(stage, events);
  }

  protected override onTurnEnd(): void {
    this.listener?.turnEnd();
  }

  /** Does the captain explain itself (bots/explain.ts)? */
  get explains(): boolean {
    return typeof this.captain.explain === 'function';
  }

  /** The captain's words of the current turn. */
  captainWords(): CaptainWords {
    return this.words[this.cpu] ?? {};
  }

  /** The player's resolved stages of the current turn. */
  playerStages(): SubmittedStage[] {
    return this.submitted.map((s) => ({ stage: s.stage, ships: s.orders[this.human] ?? {} }));
  }

  /** The ships the player commanded at the start of the turn: only they take orders this turn. */
  commandsNow(shipId: string): boolean {
    return this.controlledAtStart[this.human]?.has(shipId) ?? false;
  }

  /** The player's orders for the current stage are complete: resolve the game on to the next decision. */
  play(ships: Record<string, ShipOrders>): void {
    this.submitStage(this.human, ships);
    try {
      this.advance();
    } catch (e) {
      this.withdraw(this.human);
      throw e;
    }
  }

  /** Resume an unfinished turn: the stages already resolved again, with the captain's known words. */
  resume(words: CaptainWords, submitted: readonly SubmittedStage[]): void {
    this.resumeTurn(
      { [this.cpu]: words },
      submitted.map((s) => ({ stage: s.stage, orders: { [this.human]: s.ships } })),
    );
  }
}
