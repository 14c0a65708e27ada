/**
 * A game between a person and a computer captain as a state machine without terminal I/O: lines of
 * input in, lines of text out. The turn is played stage by stage (stages.ts): each stage the player
 * has something to decide in opens a prompt; its orders are checked as typed, can be undone until
 * submitted ("done"), then the engine resolves the turn up to the next decision (game.ts).
 * Every accepted input is saved (atomically) when a save file is given.
 */
import {
  outcome,
  playerView,
  type AnyEvent as GameEvent,
  type AnyState as GameState,
  type AnyView as PlayerView,
  type AnyShipOrders as ShipOrders,
  type AnyShipView as ShipView,
} from '../index.js';
import type { BoardOptions } from './board.js';
import { GLOBAL_COMMANDS, allCommandNames } from './commands.js';
import { PlayGame, type NewGameSpec } from './game.js';
import { shipNames, type ShipNames } from './glyphs.js';
import { orderCommand, stagesOf, type OrderContext } from './orders.js';
import { recordPathFor, writeJsonAtomic, SaveError, SAVE_FORMAT, type PlaySave } from './save.js';
import { ownShips, playRulesOf, type PlayRules } from './rules/index.js';
import type { StageName } from './rules/types.js';
import { suggest } from './suggest.js';
import { eventLines, wrapAll } from './text.js';
import { debriefLines, explanationLines } from './why.js';
import { opponentText } from './level.js';
import { formatClock, timedMovesAllowance, type Clock } from './timer.js';

export type { NewGameSpec };

export interface SessionOptions {
  ascii?: boolean;
  /** the text's width in columns (default 80; `wsim play` gives the terminal's) */
  width?: number;
  /** how the person runs wsim, for the commands the session prints (default "wsim"; e.g. "node bin/wsim.js") */
  invocation?: string;
  /** the clock of timed moves (II / 30.0); default the wall clock */
  clock?: Clock;
  /** where the game saves itself after every accepted input (none: no autosave) */
  savePath?: string;
}

export interface Reply {
  lines: string[];
  /** the session ended: the player quit, or the game is over */
  end?: 'quit' | 'over';
}

interface UndoEntry {
  draft: Record<string, ShipOrders>;
  what: string;
}

const WARNINGS_MS = [30_000, 10_000];

function copy<T>(x: T): T {
  return JSON.parse(JSON.stringify(x)) as T;
}

export class PlaySession {
  readonly game: PlayGame;
  readonly names: ShipNames;
  readonly ascii: boolean;
  /** the text's width: the terminal's, followed when it is resized */
  width: number;
  /** how the person runs wsim ("wsim", "node bin/wsim.js", "npx wsim") in the commands printed */
  readonly invocation: string;
  private readonly clock: Clock;
  savePath: string | undefined;
  stage: StageName | null = null;
  draft: Record<string, ShipOrders> = {};
  private undoStack: UndoEntry[] = [];
  selected: string | null = null;
  private deadline: number | null = null;
  private warned = new Set<number>();
  private opening: string[] = [];
  private lastBoard = '';
  /** increases with every accepted change (for savers) */
  revision = 0;

  private constructor(game: PlayGame, o: SessionOptions) {
    this.game = game;
    this.names = shipNames(game.state);
    this.ascii = o.ascii === true;
    this.width = o.width ?? 80;
    this.invocation = o.invocation ?? 'wsim';
    // wall-clock time for the optional move timer's countdown only (never dice; tests inject a clock)
    this.clock = o.clock ?? { now: () => Date.now() };
    this.savePath = o.savePath;
  }

  /** A new game. */
  static start(spec: NewGameSpec, o: SessionOptions = {}): PlaySession {
    const s = new PlaySession(PlayGame.start(spec), o);
    s.opening.push(...s.header(), ...s.advance());
    s.changed();
    return s;
  }

  /** Continue a saved game: its record replayed, then the unfinished turn's submitted stages and draft restored. */
  static resume(save: PlaySave, o: SessionOptions = {}, file = '<save>'): PlaySession {
    const sides = ((save.record.scenario as { sides?: { id: string }[] })?.sides ?? []).map((x) => x.id);
    if (!sides.includes(save.human))
      throw new SaveError(`${file}: human: "${save.human}" is not a side of the scenario (${sides.join(', ')})`);
    const game = PlayGame.fromRecord(save.record, save.human, save.captain, file);
    const s = new PlaySession(game, o);
    s.opening.push(...s.header(), `Resumed ${file} at turn ${game.state.turn}.`);
    const t = save.turn;
    if (t && t.turn === game.state.turn && !game.state.result) {
      if (!game.stages.includes(t.stage))
        throw new SaveError(
          `${file}: turn.stage: "${t.stage}" is not a stage of this game's rules (${game.stages.join(', ')})`,
        );
      game.resume(t.cpu, t.submitted);
      if (game.turnOpen && !game.state.result) {
        s.openStage(t.stage, copy(t.draft));
        s.undoStack = copy(t.undo ?? []);
        s.opening.push(...s.stageIntro());
        if (Object.keys(t.draft).length) s.opening.push('Orders written before the save:', ...s.draftLines());
      } else s.opening.push(...s.turnEnd(), ...s.advance());
    } else s.opening.push(...s.advance());
    if (game.divergent.length)
      s.opening.push(
        `(Note: the captain now answers differently on turn ${game.divergent.join(', ')}; the saved orders are followed.)`,
      );
    return s;
  }

  // --- what the player sees -------------------------------------------------------------------

  get state(): GameState {
    return this.game.state;
  }

  /** The play adapter of the game's rule system: its stages, order words and texts. */
  get rules(): PlayRules {
    return playRulesOf(this.game.state);
  }

  view(): PlayerView {
    return playerView(this.game.state, this.game.human);
  }

  get over(): boolean {
    return this.stage === null;
  }

  /** Text for the start of the session (header, board, first prompt's explanation). */
  intro(): string[] {
    const out = this.opening;
    this.opening = [];
    return wrapAll(out, this.width);
  }

  prompt(): string {
    if (!this.stage) return 'game over> ';
    const clock = this.deadline !== null ? `, ${formatClock(this.deadline - this.clock.now())} left` : '';
    const ship = this.currentShip(null);
    return `[T${this.state.turn} ${this.stage}${clock}] ${ship ? this.names.tag(ship.id) : ''}> `;
  }

  private header(): string[] {
    const st = this.state.static;
    const side = st.sides.find((s) => s.id === this.game.human)!;
    return [
      `${st.scenarioName} — seed ${st.seed}, ${this.rules.rulesText(this.view())}, ${st.turnLimit === null ? 'no turn limit' : `${st.turnLimit} turns`}`,
      `You command ${side.name} (${ownShips(this.view())
        .map((s) => this.names.label(s.id))
        .join(', ')}) against ${opponentText(this.game.captainSpec)}.`,
      'Type "help" for the commands.',
    ];
  }

  board(overlay?: BoardOptions): string[] {
    return this.rules.board(this.view(), this.names, { ascii: this.ascii, width: this.width, ...overlay });
  }

  logs(ids?: string[]): string[] {
    return this.rules.logs(this.view(), this.names, ids, this.ascii);
  }

  /** A ship's orders in words. */
  describe(o: ShipOrders): string[] {
    return this.rules.describeOrders(o, this.names);
  }

  /** The board, unless it is exactly what the player saw last. */
  private boardOnce(): string[] {
    const lines = this.board();
    const key = [lines[0].replace(/^Turn \d+/, ''), ...lines.slice(1)].join('\n');
    if (key === this.lastBoard) return ['(The board is unchanged; "board" shows it again.)'];
    this.lastBoard = key;
    return lines;
  }

  events(which: GameEventSelection): string[] {
    const turns = this.game.turns;
    const chosen = which === 'all' ? turns : typeof which === 'number' ? [turns[which - 1] ?? []] : turns.slice(-2);
    return chosen.flatMap((evs) => eventLines(evs, this.view(), this.names, this.width));
  }

  // --- the turn ---------------------------------------------------------------------------------

  /**
   * Run the game on (the driver resolves the stages the player has nothing to decide in, finishing
   * turns on the way) until a stage needs the player or the game is over. `orders`: the player's
   * orders for the stage now open.
   */
  private advance(orders?: Record<string, ShipOrders>): string[] {
    const out: string[] = [];
    this.game.listener = {
      stage: (stage, events) => out.push(...this.resolved(stage, events)),
      turnEnd: () => out.push(...this.turnEnd()),
    };
    try {
      if (orders) this.game.play(orders);
      else this.game.advance();
    } finally {
      this.game.listener = null;
    }
    if (this.state.result) return [...out, ...this.gameOver()];
    const stage = this.game.stage!;
    this.openStage(stage, this.defaultDraft(stage));
    return [...out, ...this.stageIntro()];
  }

  private turnEnd(): string[] {
    if (this.state.result) return [];
    const [heading, ...lines] = this.rules.logSummary(this.view(), this.names);
    const ended = this.state.turn - 1;
    // after the first turn, once: where the captain's reasons are
    const hint = ended === 1 && this.game.explains ? ['(The captain\'s reasons for its orders of a turn: "why".)'] : [];
    return ['', `End of turn ${ended}. ${heading}`, ...lines, ...hint];
  }

  /** The lines of a resolved stage: its events, and the board after the ships moved. */
  private resolved(stage: StageName, events: readonly GameEvent[]): string[] {
    const out = eventLines(events, this.view(), this.names, this.width).filter((l) => !l.startsWith('['));
    if (stage === this.rules.plotStage && !this.state.result) out.push('', ...this.boardOnce());
    return out;
  }

  private gameOver(): string[] {
    this.stage = null;
    this.deadline = null;
    const o = outcome(this.state);
    const st = this.state.static;
    const sideName = (id: string) => st.sides.find((s) => s.id === id)?.name ?? id;
    const winner =
      o.winner === 'draw'
        ? 'a draw'
        : o.winner === this.game.human
          ? 'YOU WIN'
          : `${sideName(String(o.winner))} wins — you lose`;
    const pts = Object.entries(o.points)
      .map(([s, p]) => `${sideName(s)} ${p}`)
      .join(', ');
    const lines = [
      '',
      `GAME OVER after turn ${o.turn ?? this.state.turn}: ${winner}. ${o.reason ?? ''} (points: ${pts})`,
    ];
    const debrief = debriefLines(
      this.game.explanationsOf(this.game.cpu),
      this.game.record,
      this.names,
      '("why <turn>" shows what it weighed on a turn.)',
    );
    if (debrief.length) lines.push('', ...debrief);
    const file = this.exportRecord();
    if (file) lines.push(`Game record written to ${file} — replay it with: ${this.invocation} replay ${file}`);
    return lines;
  }

  private openStage(stage: StageName, draft: Record<string, ShipOrders>): void {
    this.stage = stage;
    this.draft = draft;
    this.undoStack = [];
    this.deadline = null;
    this.warned.clear();
    const own = ownShips(this.view());
    if (!this.selected || !own.some((s) => s.id === this.selected)) this.selected = own[0]?.id ?? null;
    if (stage === this.rules.plotStage && this.rules.timedMoves(this.view())) {
      this.deadline = this.clock.now() + timedMovesAllowance(own.length); // II / 30.0
    }
  }

  private defaultDraft(stage: StageName): Record<string, ShipOrders> {
    return this.rules.defaultDraft(stage, this.view());
  }

  /** The opening text of the stage being written. */
  stageIntro(): string[] {
    const stage = this.stage!;
    const board = stage === this.rules.plotStage ? this.boardOnce() : [];
    const timer =
      this.deadline !== null
        ? [
            `Timed moves (II/30.0): ${formatClock(this.deadline - this.clock.now())} to write the plots; ships without one sail full ahead.`,
          ]
        : [];
    const lines = this.rules.stageIntro(stage, this.view(), this.state, this.names, this.draft, this.ascii);
    return [
      '',
      `— Turn ${this.state.turn}: ${this.rules.stageTitle(stage)} —`,
      ...board,
      ...timer,
      ...lines,
      'Type "done" when your orders are complete ("help" lists the commands).',
    ];
  }

  // --- input ------------------------------------------------------------------------------------

  input(line: string): Reply {
    const parts = line
      .split(';')
      .map((p) => p.trim())
      .filter(Boolean);
    if (!parts.length) {
      return {
        lines: this.stage
          ? [
              `Your ${this.stage} orders so far:`,
              ...this.draftLines(),
              'Type "done" to submit them, "help" for the commands.',
            ]
          : [],
      };
    }
    const out: string[] = [];
    for (const part of parts) {
      const r = this.command(part);
      out.push(...r.lines);
      if (r.end) return { lines: wrapAll(out, this.width), end: r.end };
    }
    return { lines: wrapAll(out, this.width) };
  }

  /** Timed moves: warnings as the time runs out, then the plots written for the player (II / 30.0). */
  tick(): Reply | null {
    if (this.deadline === null || this.stage !== this.rules.plotStage) return null;
    const left = this.deadline - this.clock.now();
    if (left > 0) {
      const w = WARNINGS_MS.find((x) => left <= x && !this.warned.has(x));
      if (w === undefined) return null;
      WARNINGS_MS.filter((x) => x >= w).forEach((x) => this.warned.add(x));
      return { lines: [`Timed moves: ${Math.ceil(left / 1000)} s left to write the movement orders`] };
    }
    const v = this.view();
    const lines = ['Time is up (II/30.0): ships without a written plot sail full ahead.'];
    for (const s of ownShips(v)) {
      const plot = this.draft[s.id]?.plot === undefined ? this.rules.fullAhead?.(v, s.id) : undefined;
      if (plot === undefined) continue;
      this.draft[s.id] = { ...this.draft[s.id], plot };
      lines.push(`${this.names.label(s.id)}: full ahead, plot ${plot}`);
    }
    const r = this.submit();
    return { lines: wrapAll([...lines, ...r.lines], this.width), ...(r.end ? { end: r.end } : {}) };
  }

  /** When the countdown of timed moves ends, or null. */
  get countdownEnds(): number | null {
    return this.deadline;
  }

  private command(text: string): Reply {
    const words = text.split(/\s+/);
    const head = words[0].toLowerCase();
    const global = GLOBAL_COMMANDS.find((g) => g.names.includes(head));
    const rules = this.rules;
    const stageOrder = this.stage ? orderCommand(rules, this.stage, head) : undefined;
    if (global && !(stageOrder && words.length > 1)) return global.run(this, words.slice(1));
    if (!this.stage) return { lines: ['The game is over: "log", "events", "board", "export [file]" or "quit".'] };
    if (stageOrder) return this.order(null, head, words.slice(1));
    const own = ownShips(this.view());
    const ref = this.names.resolve(words[0]);
    if (words.length > 1 && 'id' in ref) {
      const ship = own.find((s) => s.id === ref.id);
      if (!ship) return { lines: [`${this.names.label(ref.id)} is not yours to command.`] };
      const sub = words[1].toLowerCase();
      if (orderCommand(rules, this.stage, sub)) return this.order(ship, sub, words.slice(2));
      if (this.stage === rules.plotStage && rules.looksLikePlot(words.slice(1).join('')))
        return this.order(ship, 'plot', words.slice(1));
      const foreign = rules.foreignOrder(sub, this.view(), this.state, ship.id);
      if (foreign) return { lines: [foreign] };
      if (stagesOf(rules, sub).length) return { lines: [this.notNow(sub)] };
      return { lines: [this.unknown(words[1])] };
    }
    if (this.stage === rules.plotStage && rules.looksLikePlot(text.replace(/\s+/g, '')))
      return this.order(null, 'plot', words);
    if (words.length === 1 && 'id' in ref && own.some((s) => s.id === ref.id)) return { lines: this.select(ref.id) };
    if (stagesOf(rules, head).length) return { lines: [this.notNow(head)] };
    const foreign = rules.foreignOrder(head, this.view(), this.state, this.currentShip(null)?.id ?? null);
    if (foreign) return { lines: [foreign] };
    return { lines: [this.unknown(words[0])] };
  }

  /** An order word of another stage of the turn. */
  private notNow(word: string): string {
    const rules = this.rules;
    return `"${word}" is an order of the ${stagesOf(rules, word).join(' / ')} phase; now: ${rules.stageTitle(this.stage!)}. Type "help" for what you can do now.`;
  }

  private unknown(word: string): string {
    const guess = suggest(word.toLowerCase(), allCommandNames(this.rules, this.stage));
    return `Unknown command "${word}".${guess ? ` Did you mean "${guess}"?` : ''} Type "help" for the commands of this phase.`;
  }

  /** The ship a command without a ship prefix is about: the selected one. */
  currentShip(explicit: ShipView | null): ShipView | null {
    if (explicit) return explicit;
    const own = ownShips(this.view());
    return own.find((s) => s.id === this.selected) ?? own[0] ?? null;
  }

  select(id: string): string[] {
    this.selected = id;
    return [`Selected ${this.names.label(id)}.`, ...this.describe(this.draft[id] ?? {}).map((l) => `  ${l}`)];
  }

  private order(explicit: ShipView | null, name: string, args: string[]): Reply {
    const ship = this.currentShip(explicit);
    if (!ship) return { lines: ['You have no ship to give orders to.'] };
    if (!this.game.commandsNow(ship.id))
      return {
        lines: [`${this.names.label(ship.id)} came under your command this turn: she takes orders from next turn.`],
      };
    const stage = this.stage!;
    const cmd = orderCommand(this.rules, stage, name)!;
    const earlier = this.game.turnOrders()[this.game.human].ships[ship.id] ?? {};
    const ctx: OrderContext<PlayerView> = {
      view: this.view(),
      state: this.state,
      names: this.names,
      ship,
      current: this.draft[ship.id] ?? {},
      draft: this.draft,
      earlier,
      ascii: this.ascii,
    };
    const r = cmd.run(args, ctx);
    if (!r.ok) return { lines: r.error.split('\n') };
    const keys = this.rules.stageKeys(stage);
    const orders = Object.fromEntries(
      Object.entries(r.orders).filter(([k, v]) => keys.includes(k) && v !== undefined),
    ) as ShipOrders;
    this.undoStack.push({
      draft: copy(this.draft),
      what: `${this.names.tag(ship.id)} ${name} ${args.join(' ')}`.trim(),
    });
    this.draft = { ...this.draft, [ship.id]: orders };
    this.changed();
    return { lines: r.say };
  }

  undo(): string[] {
    const last = this.undoStack.pop();
    if (!last) return ['Nothing to undo in this phase (orders of submitted phases are final).'];
    this.draft = last.draft;
    this.changed();
    return [`Undone: ${last.what}.`, ...this.draftLines()];
  }

  /** Submit the stage's orders: resolve it and go on to the next decision. */
  submit(): Reply {
    if (!this.stage) return { lines: ['The game is over.'] };
    const stage = this.stage;
    const missing = this.rules.missing(stage, this.view(), this.draft, this.names);
    if (missing) return { lines: [missing] };
    const { draft, undoStack, deadline } = this;
    const steps = this.game.submitted.length;
    const turn = this.state.turn;
    this.draft = {};
    this.undoStack = [];
    this.deadline = null;
    this.stage = null;
    let lines: string[];
    try {
      lines = this.advance(draft);
    } catch (e) {
      if (this.game.submitted.length === steps && this.state.turn === turn) {
        // nothing was resolved: the phase and its orders stay as they were
        this.stage = stage;
        this.draft = draft;
        this.undoStack = undoStack;
        this.deadline = deadline;
      }
      throw e;
    }
    this.changed();
    return { lines: wrapAll(lines, this.width), ...(this.stage ? {} : { end: 'over' as const }) };
  }

  draftLines(): string[] {
    return ownShips(this.view()).map((s) => {
      const d = this.describe(this.draft[s.id] ?? {});
      return `  ${this.names.label(s.id)}: ${d.length ? d.join('; ') : '(nothing written)'}`;
    });
  }

  /** The captain's explanation of a finished turn (default the last): "why [turn]". */
  why(turn?: number): string[] {
    const all = this.game.explanationsOf(this.game.cpu);
    if (!this.game.explains) return [`The "${this.game.captainSpec}" captain does not explain itself.`];
    if (!all.length) return ['The captain explains a turn once it is over: finish this turn, then ask "why".'];
    const e = turn === undefined ? all[all.length - 1] : all.find((x) => x.turn === turn);
    if (!e) return [`No explanation of turn ${turn}: the turns explained are ${all.map((x) => x.turn).join(', ')}.`];
    return explanationLines(e, { view: this.view(), names: this.names, rules: this.rules, ascii: this.ascii });
  }

  /** The command that continues this game as the person runs wsim. */
  resumeCommand(file = this.savePath): string {
    return `${this.invocation} play --resume ${file}`;
  }

  // --- saving -------------------------------------------------------------------------------------

  toSave(): PlaySave {
    const g = this.game;
    const open = g.turnOpen && this.stage !== null;
    return {
      format: SAVE_FORMAT,
      record: g.record,
      human: g.human,
      captain: g.captainSpec,
      turn: open
        ? {
            turn: this.state.turn,
            cpu: g.captainWords(),
            submitted: g.playerStages(),
            stage: this.stage!,
            draft: this.draft,
            undo: this.undoStack,
          }
        : null,
    };
  }

  private changed(): void {
    this.revision++;
    if (this.savePath) this.save();
  }

  /** Save to a file (default: the session's); returns an error message instead of throwing. */
  save(file = this.savePath): string | null {
    if (!file) return 'no save file (give one: save <file>)';
    try {
      writeJsonAtomic(file, this.toSave());
      return null;
    } catch (e) {
      return `cannot save to ${file}: ${(e as Error).message}`;
    }
  }

  /** Write the game record (replayable with `wsim replay`); returns the file, or null. */
  exportRecord(file?: string): string | null {
    const target = file ?? (this.savePath ? recordPathFor(this.savePath) : undefined);
    if (!target) return null;
    try {
      writeJsonAtomic(target, this.game.record);
      return target;
    } catch {
      return null;
    }
  }
}

export type GameEventSelection = 'recent' | 'all' | number;
