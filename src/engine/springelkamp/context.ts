/**
 * The working context of one Springelkamp turn: a private copy of the state the phases update, the dice of
 * the state's seeded stream (the engine's Dice, src/engine/rng.ts), the orders and the events.
 */
import { OrderError, shipIndex } from '../orderShape.js';
import { Dice } from '../rng.js';
import type { Placement } from '../shipGeometry.js';
import type { ShipId } from '../system.js';
import type { SprEvent } from './events.js';
import type { BasicMove, Sail, ShipLog, SprOrders, SprShip, SprShipOrders, SprState, SprView } from './types.js';
import { turningNow } from './damage.js';
import type { SprPlotContext } from './plot.js';

export function cloneShip(s: SprShip): SprShip {
  const c: SprShip = {
    idx: s.idx,
    bow: s.bow,
    heading: s.heading,
    sail: s.sail,
    damage: { ...s.damage },
    rigging: s.rigging.slice(),
    fallen: { ...s.fallen },
    fire: s.fire,
    struck: s.struck,
    controller: s.controller,
    captured: s.captured,
    prizeCrew: s.prizeCrew,
    boardingParty: s.boardingParty,
    speedLastTurn: s.speedLastTurn,
  };
  if (s.firedLast) c.firedLast = s.firedLast.slice();
  return c;
}

export function cloneSprState(s: SprState): SprState {
  return {
    ...s,
    ships: s.ships.map(cloneShip),
    fouls: s.fouls.map((f) => ({ ...f })),
    grapples: s.grapples.map((g) => ({ ...g })),
    melees: s.melees.map((m) => ({ ...m })),
  };
}

export interface SprScratch {
  /** the plot each ship executes (after an illegal plot is replaced) */
  plots: BasicMove[][];
  /** ships whose plot is a drift (speed D): they roll in the Wind Phase */
  drifting: Set<number>;
  /** MPs actually moved */
  moved: number[];
  /** the placements before and after each ship's last movement point (Special rules, Stern Rake) */
  lastMove: (null | { before: Placement; after: Placement })[];
  /** the next sail setting plotted (Movement: Changing Sail) */
  sailNext: (Sail | null)[];
  /** ships that had a boarding party at the beginning of the turn (Melee: "a boarding party is ready") */
  partyReady: Set<number>;
  /** ships that had struck before this turn: a boarding order at a ship that struck in this turn's fire lapses */
  struckAtStart: Set<number>;
  /**
   * with `sternRakeAnyTime`: after each movement point, every ship's placement and the moves made in it
   * (Stern Rake: "when the situation occurred at any time during the moving phase")
   */
  steps: { mp: number; at: Placement[]; moved: Map<number, { before: Placement; after: Placement }> }[];
}

export class SprTurn {
  readonly state: SprState;
  readonly dice: Dice;
  readonly events: SprEvent[] = [];
  readonly orders: SprOrders;
  readonly turn: number;
  readonly scratch: SprScratch;
  private readonly index: ReadonlyMap<ShipId, number>;

  constructor(state: SprState, orders: SprOrders) {
    this.state = state;
    this.dice = new Dice(state.rng);
    this.orders = orders;
    this.turn = state.turn;
    this.index = shipIndex(state.static.ships);
    const n = state.ships.length;
    this.scratch = {
      plots: Array.from({ length: n }, () => []),
      drifting: new Set(),
      moved: new Array<number>(n).fill(0),
      lastMove: new Array<{ before: Placement; after: Placement } | null>(n).fill(null),
      sailNext: new Array<Sail | null>(n).fill(null),
      partyReady: new Set(state.ships.filter((s) => s.boardingParty).map((s) => s.idx)),
      struckAtStart: new Set(state.ships.filter((s) => s.struck).map((s) => s.idx)),
      steps: [],
    };
  }

  emit(e: SprEvent): void {
    this.events.push(e);
  }

  ignore(ship: SprShip, order: string, reason: string): void {
    this.emit({ type: 'orderIgnored', turn: this.turn, ship: this.id(ship), order, reason });
  }

  id(s: SprShip): ShipId {
    return this.state.static.ships[s.idx].id;
  }

  log(s: SprShip): ShipLog {
    return this.state.static.logs[s.idx];
  }

  ship(id: ShipId): SprShip | undefined {
    const i = this.index.get(id);
    return i === undefined ? undefined : this.state.ships[i];
  }

  ordersFor(s: SprShip): SprShipOrders {
    return this.orders[s.controller]?.ships?.[this.id(s)] ?? {};
  }

  enemyDriftChoice(s: SprShip): 'P' | 'S' | undefined {
    for (const side of this.state.static.sides) {
      if (side.id === s.controller) continue;
      const c = this.orders[side.id]?.enemyDrift?.[this.id(s)];
      if (c) return c;
    }
    return undefined;
  }

  d6(): number {
    return this.dice.d6();
  }

  enemies(a: SprShip, b: SprShip): boolean {
    return a.controller !== b.controller;
  }

  linked(a: SprShip, b: SprShip): boolean {
    return isLinked(this.state, this.id(a), this.id(b));
  }
}

export function isLinked(
  board: { fouls: { a: string; b: string }[]; grapples: { a: string; b: string }[] },
  x: ShipId,
  y: ShipId,
): boolean {
  const same = (p: { a: string; b: string }) => (p.a === x && p.b === y) || (p.a === y && p.b === x);
  return board.fouls.some(same) || board.grapples.some(same);
}

export function hasLinks(
  board: { fouls: { a: string; b: string }[]; grapples: { a: string; b: string }[] },
  x: ShipId,
): boolean {
  const has = (p: { a: string; b: string }) => p.a === x || p.b === x;
  return board.fouls.some(has) || board.grapples.some(has);
}

/** A state or a side's view, read the same way by the rule queries. */
export type SprBoard = SprState | SprView;

export function boardShip(
  board: SprBoard,
  id: ShipId,
): { ship: SprShip | SprView['ships'][number]; log: ShipLog; idx: number } | null {
  const idx = board.static.ships.findIndex((s) => s.id === id);
  if (idx < 0) return null;
  return { ship: board.ships[idx], log: board.static.logs[idx], idx };
}

/** A ship the caller names that the game does not have: the error names the ships it has. */
export function unknownShip(board: SprBoard, id: ShipId): OrderError {
  return new OrderError(`unknown ship "${id}" (ships: ${board.static.ships.map((x) => x.id).join(', ')})`);
}

/** The index of a ship the rule queries are asked about, or an OrderError naming the ships. */
export function shipIndexOrThrow(board: SprBoard, id: ShipId): number {
  const i = board.static.ships.findIndex((s) => s.id === id);
  if (i < 0) throw unknownShip(board, id);
  return i;
}

/** What the plot rules read of a ship. */
export function plotContextOf(board: SprBoard, id: ShipId): SprPlotContext | null {
  const b = boardShip(board, id);
  if (!b) return null;
  const s = b.ship as SprShip;
  return {
    placement: { bow: s.bow, heading: s.heading },
    wind: board.static.wind,
    sail: s.sail,
    speed: b.log.speed,
    turning: turningNow(s, b.log),
    linked: hasLinks(board, id),
    struck: s.struck && !s.prizeCrew,
  };
}
