/**
 * The working context of one turn: a private copy of the state that the phases update, the dice,
 * the orders and the events. Phases are functions of this context; nothing outside sees the copy
 * until the turn (or the paused part of it) is complete.
 */
import { shipIndex } from '../orderShape.js';
import { Dice } from '../rng.js';
import type { GameEvent } from './events.js';
import type {
  GameState,
  GameStatic,
  OrdersBySide,
  ShipOrders,
  ShipState,
  SideId,
  TurnScratch,
  ShipId,
} from './types.js';
import { controllerOf, linkedShips } from './ship.js';
import { copyLoads, copyShip } from './shipCopy.js';
import type { Placement } from './geometry.js';

export function emptyScratch(): TurnScratch {
  return {
    executed: {},
    motionless: [],
    collided: [],
    movedHexes: {},
    parties: [],
    sailChange: {},
    repairing: {},
    noFire: [],
    noReload: [],
    fired: {},
    meleeShips: [],
    startPos: {},
    returning: [],
  };
}

/** Does a foul or grapple join ships x and y (either way round)? */
function samePair(p: { a: string; b: string }, x: string, y: string): boolean {
  return (p.a === x && p.b === y) || (p.a === y && p.b === x);
}

/** A copy of the state that a turn may change freely (links and hexes are replaced, never mutated). */
export function cloneState(state: GameState): GameState {
  return {
    ...state,
    ships: state.ships.map((s) => copyShip(s, copyLoads(s.loads), s.reloadsLeft)),
    wind: { ...state.wind },
    fouls: state.fouls.slice(),
    grapples: state.grapples.slice(),
    melees: state.melees.slice(),
    progress: state.progress ? { ...state.progress } : null,
  };
}

/** Ship id → index, cached per game description. */
export function indexOf(st: GameStatic): Map<ShipId, number> {
  return shipIndex(st.ships);
}

export class TurnContext {
  readonly state: GameState;
  readonly st: GameStatic;
  readonly dice: Dice;
  readonly events: GameEvent[];
  readonly orders: OrdersBySide;
  readonly scratch: TurnScratch;
  readonly turn: number;
  private readonly idIndex: Map<ShipId, number>;

  constructor(state: GameState, orders: OrdersBySide, scratch: TurnScratch, events: GameEvent[]) {
    this.state = state;
    this.st = state.static;
    this.dice = new Dice(state.rng);
    this.events = events;
    this.orders = orders;
    this.scratch = scratch;
    this.turn = state.turn;
    this.idIndex = indexOf(this.st);
  }

  emit(e: GameEvent): void {
    this.events.push(e);
  }

  /** An order the rules do not allow now: reported as an event, never thrown. */
  ignore(ship: ShipId, order: string, reason: string): void {
    this.events.push({ type: 'orderIgnored', turn: this.turn, ship, order, reason });
  }

  id(ship: ShipState): ShipId {
    return this.st.ships[ship.idx].id;
  }

  ship(id: ShipId): ShipState | undefined {
    const i = this.idIndex.get(id);
    return i === undefined ? undefined : this.state.ships[i];
  }

  side(ship: ShipState): SideId {
    return this.st.ships[ship.idx].side;
  }

  controller(ship: ShipState): SideId {
    return controllerOf(this.st, ship);
  }

  enemies(a: ShipState, b: ShipState): boolean {
    return this.controller(a) !== this.controller(b);
  }

  /** The orders the ship's controlling side gave it (empty when none). */
  ordersFor(ship: ShipState): ShipOrders {
    const side = this.orders[this.controller(ship)];
    return side?.ships?.[this.id(ship)] ?? {};
  }

  placement(ship: ShipState): Placement {
    return ship;
  }

  get advanced(): boolean {
    return this.st.rules.level === 'advanced';
  }

  /** Ships linked by fouling or grappling. */
  isFouled(ship: ShipState): boolean {
    const id = this.id(ship);
    return this.state.fouls.some((f) => f.a === id || f.b === id);
  }

  isGrappled(ship: ShipState): boolean {
    const id = this.id(ship);
    return this.state.grapples.some((g) => g.count > 0 && (g.a === id || g.b === id));
  }

  linked(a: ShipState, b: ShipState): boolean {
    const x = this.id(a);
    const y = this.id(b);
    for (const f of this.state.fouls) if (samePair(f, x, y)) return true;
    for (const g of this.state.grapples) if (g.count > 0 && samePair(g, x, y)) return true;
    return false;
  }

  /** Ships fouled or grappled with `ship` (ids). */
  linksOf(ship: ShipState): ShipId[] {
    return linkedShips(this.state, this.id(ship));
  }

  /** Remove every foul, grapple and melee that involves a ship (sunk, exploded). */
  unlinkShip(id: ShipId): void {
    this.state.fouls = this.state.fouls.filter((f) => f.a !== id && f.b !== id);
    this.state.grapples = this.state.grapples.filter((g) => g.a !== id && g.b !== id);
    this.state.melees = this.state.melees.filter(
      (m) => m.target !== id && !m.attackers.some((p) => p.ship === id) && !m.defenders.some((p) => p.ship === id),
    );
  }
}
