/**
 * 32.0 / IV command lag (optional rule `commandLag`). A side with squadrons (scenario `squadrons`, 32.1) has a
 * flagship; the ships under her immediate command write their movement turn to turn (32.2), every other
 * ship three turns ahead (32.3; or, with the rules option `commandLagMode: 'distance'`, every ship more
 * than ten hexes from her, 32.4–32.4.2). The engine keeps what was written (`state.commandLag.written`) and
 * executes it: a plot given for a turn already written is an ignored order naming the rule. When the
 * flagship is lost her squadron's movement is written for the next five turns, after which the next flag
 * officer hoists the flag (32.5). Sides without squadrons, and prizes, are not bound (I-CMD-1).
 */
import { canonicalPlot } from './plot.js';
import { shipRange } from './geometry.js';
import { controllerOf } from './ship.js';
import { indexOf, type TurnContext } from './context.js';
import { COMMAND_LAG } from './tables/commandLag.js';
import type {
  CommandLagState,
  FlagState,
  GameState,
  GameStatic,
  ShipId,
  ShipState,
  SideId,
  SquadronSpec,
  WrittenMove,
} from './types.js';
import type { GameEvent } from './events.js';

/** Does command lag bind anyone in this game (the switch and at least one squadron)? */
export function commandLagInForce(st: GameStatic): boolean {
  return st.rules.optional.commandLag && st.squadrons !== undefined && st.squadrons.length > 0;
}

/** 32.1 the flags at the start: the flagship of each side's first squadron. */
export function initialCommandLag(st: GameStatic): CommandLagState | undefined {
  if (!commandLagInForce(st)) return undefined;
  const flags: Record<SideId, FlagState> = {};
  for (const q of st.squadrons!) {
    if (flags[q.side]) continue;
    flags[q.side] = { ship: q.flagship, squadron: q.id };
  }
  return { flags, written: {} };
}

const squadronIndexes = new WeakMap<GameStatic, Map<ShipId, SquadronSpec>>();

/** The squadron a ship was put in by the scenario (32.1), if any. */
export function squadronOf(st: GameStatic, id: ShipId): SquadronSpec | undefined {
  let m = squadronIndexes.get(st);
  if (!m) {
    m = new Map();
    for (const q of st.squadrons ?? []) for (const s of q.ships) m.set(s, q);
    squadronIndexes.set(st, m);
  }
  return m.get(id);
}

function shipOf(state: Pick<GameState, 'static' | 'ships'>, id: ShipId): ShipState {
  return state.ships[indexOf(state.static).get(id)!];
}

/** 32.5 the flag is lost with the flagship: struck, surrendered, captured, sunk, exploded or wrecked (I-CMD-4). */
function flagLost(ship: ShipState): boolean {
  return ship.removed !== null || ship.surrendered !== null;
}

/** May this ship hoist the commander's flag (on the board, in the fight, her own side's)? */
function canHoist(st: GameStatic, ship: ShipState, side: SideId): boolean {
  return ship.onBoard && !flagLost(ship) && controllerOf(st, ship) === side;
}

/** May this ship be designated the flagship: in a squadron of the side, on the board and in the fight? */
function mayHoist(state: Pick<GameState, 'static' | 'ships'>, id: ShipId, side: SideId): boolean {
  return squadronOf(state.static, id)?.side === side && canHoist(state.static, shipOf(state, id), side);
}

/**
 * 32.5 the ship that hoists the flag after the five turns: the flagships of the side's other squadrons in the
 * order of the scenario, then the ships of the lost flagship's squadron, then any ship of the side's squadrons
 * (I-CMD-5). Null when no ship can.
 */
function successor(
  state: Pick<GameState, 'static' | 'ships'>,
  side: SideId,
  lostSquadron: string | null,
): ShipId | null {
  const st = state.static;
  const squadrons = st.squadrons!.filter((q) => q.side === side);
  const candidates = [
    ...squadrons.map((q) => q.flagship).filter((x): x is ShipId => x !== null),
    ...(squadrons.find((q) => q.id === lostSquadron)?.ships ?? []),
    ...squadrons.flatMap((q) => q.ships),
  ];
  return candidates.find((id) => canHoist(st, shipOf(state, id), side)) ?? null;
}

export type FlagChange = Extract<GameEvent, { type: 'flagship' }>;

/**
 * The flags at the Movement Notation Phase of the state's turn: a flagship lost since the last one starts the
 * five turns of 32.5; five turns completed, the successor hoists the flag. Pure: returns the new flags and
 * what changed (the phase stores and reports them; the queries read them).
 */
export function flagsAtNotation(
  state: Pick<GameState, 'static' | 'ships' | 'turn'>,
  lag: CommandLagState,
  /** 32.5 the ship each side designates (order `hoistFlag`), when it may */
  chosen: Record<SideId, ShipId> = {},
): { flags: Record<SideId, FlagState>; changes: FlagChange[] } {
  const turn = state.turn;
  let flags = lag.flags;
  const changes: FlagChange[] = [];
  for (const [side, flag] of Object.entries(lag.flags)) {
    let next = flag;
    if (next.ship !== null && flagLost(shipOf(state, next.ship))) {
      // 32.5 "all movement for ships of that squadron must be marked for the next five turns"
      changes.push({ type: 'flagship', turn, side, ship: next.ship, change: 'lost', squadron: next.squadron });
      next = { ship: null, squadron: next.squadron, blindUntil: turn + COMMAND_LAG.flagLostTurns - 1 };
    }
    if (next.ship === null && (next.blindUntil === undefined || turn > next.blindUntil)) {
      // 32.5 "after these five turns have been completed, the player can designate a new flag ship"
      const pick = chosen[side];
      const heir = pick !== undefined && mayHoist(state, pick, side) ? pick : successor(state, side, next.squadron);
      if (heir !== null) {
        const squadron = squadronOf(state.static, heir)!.id;
        changes.push({ type: 'flagship', turn, side, ship: heir, change: 'hoisted', squadron });
        next = { ship: heir, squadron };
      } else if (next.blindUntil !== undefined) next = { ship: null, squadron: next.squadron };
    }
    if (next !== flag) flags = { ...flags, [side]: next };
  }
  return { flags, changes };
}

/** How a ship is commanded this turn: turn to turn (null), or her movement written up to `until` (and why). */
export interface Lagged {
  until: number;
  rule: string;
}

/** Is the ship bound by the rule at all: in a squadron of the side in control of her, afloat or entering? */
function bound(st: GameStatic, ship: ShipState): SquadronSpec | undefined {
  const id = st.ships[ship.idx].id;
  const q = squadronOf(st, id);
  if (!q || controllerOf(st, ship) !== q.side || ship.removed !== null || ship.surrendered) return undefined;
  return q;
}

/** 32.2–32.5 the command of one ship at the Movement Notation Phase of `turn` under these flags. */
export function commandOf(
  state: Pick<GameState, 'static' | 'ships' | 'turn'>,
  flags: Record<SideId, FlagState>,
  ship: ShipState,
): Lagged | null {
  const st = state.static;
  const q = bound(st, ship);
  if (!q) return null;
  const flag = flags[q.side];
  const turn = state.turn;
  if (flag.blindUntil !== undefined && flag.squadron === q.id && flag.blindUntil >= turn)
    return {
      until: flag.blindUntil,
      rule: 'the flagship was lost: her squadron moves as written for five turns (32.5)',
    };
  const ahead = turn + COMMAND_LAG.turnsAhead - 1;
  if (st.rules.commandLagMode === 'distance') {
    // 32.4 "all ships completely or partly within ten hexes of the flag ship" (placements at the end of the last turn)
    const flagship = flag.ship === null ? null : shipOf(state, flag.ship);
    if (flagship && flagship.onBoard && ship.onBoard && shipRange(ship, flagship) <= COMMAND_LAG.signalRange)
      return null;
    return { until: ahead, rule: `more than ${COMMAND_LAG.signalRange} hexes from the flagship (32.4)` };
  }
  if (flag.ship !== null && flag.squadron === q.id) return null; // 32.2 the immediate squadron
  return { until: ahead, rule: "a squadron out of the flagship's immediate command (32.3)" };
}

/** The movement written for the ship's coming turns (turn order), from this turn on. */
function writtenFrom(lag: CommandLagState, id: ShipId, turn: number): WrittenMove[] {
  const w = lag.written[id];
  if (!w) return [];
  let i = 0;
  while (i < w.length && w[i].turn < turn) i++;
  return i === 0 ? w : w.slice(i);
}

/** What a side may know of the command of one of its ships (the public query `commandLagOf`). */
export interface CommandStatus {
  /** true: movement written turn to turn (32.2, 32.4); false: written ahead */
  inCommand: boolean;
  /** why the movement is written ahead (the rule) */
  rule?: string;
  /** the movement already written for this turn and the next (turn order) */
  written: WrittenMove[];
  /** the turns whose movement the ship writes now, in order: `plot` the first when it is this turn, `ahead` the rest */
  due: number[];
}

/** 32.0 the command of a ship now; null when the rule does not bind her. Reads a state or a side's own board. */
export function commandStatus(state: GameState, ship: ShipState): CommandStatus | null {
  const lag = state.commandLag;
  if (!lag || !commandLagInForce(state.static)) return null;
  const { flags } = flagsAtNotation(state, lag);
  if (!bound(state.static, ship)) return null;
  const lagged = commandOf(state, flags, ship);
  if (!lagged) return { inCommand: true, written: [], due: [state.turn] };
  const written = writtenFrom(lag, state.static.ships[ship.idx].id, state.turn);
  const first = written.length ? written[written.length - 1].turn + 1 : state.turn;
  const due: number[] = [];
  for (let t = first; t <= lagged.until; t++) due.push(t);
  return { inCommand: false, rule: lagged.rule, written, due };
}

/**
 * The plot written on an earlier turn for the ship's movement this turn (32.3), which is what she sails: the
 * rule queries (`legalPlots`, `legalPlotEnds`, `checkPlot`) offer nothing else. Null when she is in command.
 */
export function writtenPlot(state: GameState, ship: ShipState): WrittenMove | null {
  if (!state.commandLag) return null;
  const status = commandStatus(state, ship);
  if (!status || status.inCommand) return null;
  const head = status.written[0];
  return head && head.turn === state.turn ? head : null;
}

/** Is the text a plot at all (7.2)? Its canonical spelling, or null. */
function plotText(text: string): string | null {
  try {
    return canonicalPlot(text);
  } catch {
    return null;
  }
}

/**
 * 32.0 the Movement Notation Phase's part: the flags (32.5), then for every ship bound by the rule what she
 * sails this turn and what she writes ahead. Returns the plot each ship out of command sails (ship id → the
 * plot and the turn it was written); the state's `commandLag` is replaced, never changed in place.
 */
export function notateCommandLag(ctx: TurnContext): Map<ShipId, WrittenMove> {
  const { state, st, turn } = ctx;
  const sailed = new Map<ShipId, WrittenMove>();
  const forced = !commandLagInForce(st);
  for (const ship of state.ships) {
    const o = ctx.ordersFor(ship);
    if (o.ahead === undefined) continue;
    const id = ctx.id(ship);
    if (forced) ctx.ignore(id, `ahead ${o.ahead.join(' ')}`, 'command lag is an optional rule not in use (32.0)');
    else if (!bound(st, ship))
      ctx.ignore(id, `ahead ${o.ahead.join(' ')}`, 'command lag binds only ships in a squadron of their side (32.1)');
  }
  const lag = state.commandLag;
  if (forced || !lag) {
    for (const ship of state.ships)
      if (ctx.ordersFor(ship).hoistFlag)
        ctx.ignore(ctx.id(ship), 'hoistFlag', 'command lag is an optional rule not in use (32.0)');
    return sailed;
  }
  const chosen: Record<SideId, ShipId> = {};
  for (const ship of state.ships) {
    if (!ctx.ordersFor(ship).hoistFlag) continue;
    const id = ctx.id(ship);
    const side = ctx.controller(ship);
    if (!lag.flags[side]) ctx.ignore(id, 'hoistFlag', 'her side has no squadrons (32.1)');
    else if (!mayHoist(state, id, side))
      ctx.ignore(
        id,
        'hoistFlag',
        "only a ship of her side's squadrons, on the board and in the fight, may fly the flag (32.5)",
      );
    else if (chosen[side] !== undefined)
      ctx.ignore(id, 'hoistFlag', `${chosen[side]} is designated: one flagship a side (32.1)`);
    else chosen[side] = id;
  }
  const { flags, changes } = flagsAtNotation(state, lag, chosen);
  for (const c of changes) ctx.emit(c);
  for (const id of Object.values(chosen))
    if (!changes.some((c) => c.change === 'hoisted' && c.ship === id))
      ctx.ignore(
        id,
        'hoistFlag',
        'a new flagship is designated only when the five turns after the flagship was lost are completed (32.5)',
      );
  const written: Record<ShipId, WrittenMove[]> = {};
  for (const ship of state.ships) {
    if (!bound(st, ship)) continue;
    const id = ctx.id(ship);
    const o = ctx.ordersFor(ship);
    const lagged = commandOf(state, flags, ship);
    if (!lagged) {
      // 32.2 turn to turn; 32.4.1 what was written ahead is erased
      if (o.ahead?.length)
        ctx.ignore(
          id,
          `ahead ${o.ahead.join(' ')}`,
          'a ship in command writes her movement turn to turn (32.2, 32.4.1)',
        );
      continue;
    }
    const queue = writtenFrom(lag, id, turn).slice();
    const given = o.ahead ?? [];
    let used = 0;
    let next = queue.length ? queue[queue.length - 1].turn + 1 : turn;
    if (next === turn) {
      queue.push({ turn, plot: o.plot ?? '0', on: turn }); // written now: this turn's plot
      next++;
    } else if (o.plot !== undefined && o.plot !== queue[0].plot && plotText(o.plot) !== plotText(queue[0].plot)) {
      ctx.ignore(
        id,
        `plot ${o.plot}`,
        `her movement for turn ${turn} was written on turn ${queue[0].on}: ${lagged.rule}`,
      );
    }
    for (; next <= lagged.until; next++) {
      // an unwritten turn repeats the movement written before it (I-CMD-3)
      let plot = queue[queue.length - 1].plot;
      if (used < given.length) {
        const text = given[used++];
        if (plotText(text) === null)
          ctx.ignore(id, `ahead ${text}`, 'not a movement plot (7.2): the turn before it is repeated');
        else plot = text;
      }
      queue.push({ turn: next, plot, on: turn });
    }
    if (used < given.length)
      ctx.ignore(
        id,
        `ahead ${given.slice(used).join(' ')}`,
        `movement is written no further ahead than turn ${lagged.until}: ${lagged.rule}`,
      );
    sailed.set(id, queue[0]);
    if (queue.length > 1) written[id] = queue.slice(1); // this turn's is sailed now
  }
  state.commandLag = { flags, written };
  return sailed;
}
