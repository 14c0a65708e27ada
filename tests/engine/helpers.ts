/** Test helpers: small scenarios built in code, orders by ship id, board drawings. */
import { expect } from 'vitest';
import { newGame, resolveTurn, fromOffset, hexLabel, toOffset, type Hex } from '../../src/index.js';
import {
  loadScenario,
  type GameState,
  type OrdersBySide,
  type ShipOrders,
  type RulesInput,
  type GameEvent,
} from '../../src/api/wsim.js';

export interface ShipDef {
  id: string;
  side?: 'a' | 'b';
  bow: string;
  heading: number;
  class?: string;
  quality?: 'elite' | 'crack' | 'average' | 'green' | 'poor';
  [k: string]: unknown;
}

/** A scenario from ship definitions (default: frigates br-f3-36 / fr-f3-36, wind towards 1). */
export function game(
  ships: ShipDef[],
  opts: {
    rules?: RulesInput;
    wind?: number;
    velocity?: number;
    seed?: string | number;
    turnLimit?: number;
    victory?: 'single-ship' | 'points';
    land?: string[];
    extra?: Record<string, unknown>;
  } = {},
): GameState {
  const scenario = loadScenario({
    id: 'test',
    name: 'test',
    wind: { direction: opts.wind ?? 1, velocity: opts.velocity ?? 3, changeNumber: 6 },
    turnLimit: opts.turnLimit ?? 30,
    ...(opts.victory ? { victory: opts.victory } : {}),
    ...(opts.land ? { map: { columns: 40, rows: 40, land: opts.land } } : {}),
    sides: [
      { id: 'a', name: 'Side A' },
      { id: 'b', name: 'Side B' },
    ],
    ships: ships.map(({ side, class: cls, quality, ...rest }) => ({
      side: side ?? 'a',
      class: cls ?? (side === 'b' ? 'fr-f3-36' : 'br-f3-36'),
      quality: quality ?? 'average',
      ...rest,
    })),
    ...(opts.extra ?? {}),
  });
  return newGame(scenario, { seed: opts.seed ?? 1, rules: opts.rules });
}

/** Orders grouped by the controlling side, from a map of ship id → orders. */
export function orders(state: GameState, byShip: Record<string, ShipOrders>): OrdersBySide {
  const out: OrdersBySide = {};
  for (const [id, o] of Object.entries(byShip)) {
    const i = state.static.ships.findIndex((s) => s.id === id);
    const ship = state.ships[i];
    const side = ship.prize ? ship.prize.side : state.static.ships[i].side;
    (out[side] ??= { ships: {} }).ships[id] = o;
  }
  return out;
}

export function turn(state: GameState, byShip: Record<string, ShipOrders>): { state: GameState; events: GameEvent[] } {
  return resolveTurn(state, orders(state, byShip));
}

export function ship(state: GameState, id: string) {
  const i = state.static.ships.findIndex((s) => s.id === id);
  return state.ships[i];
}

/** The events of one type, typed as that type. */
export function of<T extends GameEvent['type']>(events: GameEvent[], type: T): Extract<GameEvent, { type: T }>[] {
  return events.filter((e) => e.type === type) as Extract<GameEvent, { type: T }>[];
}

/** Mutable copy of a state for setting up a situation. */
export function edit(state: GameState, fn: (s: GameState) => void): GameState {
  const s = structuredClone(state);
  fn(s);
  return s;
}

/** The head of a two-sided test scenario (sides a and b, wind towards 1), for a test that writes its ships out in full. */
export function scenarioHead(more: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 't',
    name: 't',
    wind: { direction: 1 },
    ...more,
    sides: [
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
    ],
  };
}

/** A copy of the state whose dice roll as a fresh test game's seeded with `seed` (to search seeds for a situation). */
export function reseed(state: GameState, seed: number): GameState {
  return edit(state, (x) => {
    x.rng = game(
      [
        { id: 'x', bow: 'A1', heading: 1 },
        { id: 'y', side: 'b', bow: 'C1', heading: 1 },
      ],
      { seed },
    ).rng;
  });
}

/**
 * Draw a rectangle of the board (offset columns c0..c1, rows r0..r1) as text: flat-topped hexes
 * in columns, odd columns half a row lower — even columns on the first line of each row, odd
 * columns on the second. `mark(hex)` returns one character.
 */
export function draw(c0: number, c1: number, r0: number, r1: number, mark: (h: Hex) => string): string {
  const lines: string[] = [];
  for (let row = r0; row <= r1; row++) {
    for (const parity of [0, 1]) {
      let line = '';
      for (let col = c0; col <= c1; col++) {
        if (((col % 2) + 2) % 2 === parity) line += ` ${mark(fromOffset(col, row))} `;
        else line += '   ';
      }
      lines.push(line.replace(/\s+$/, ''));
    }
  }
  return lines.join('\n');
}

export { hexLabel, toOffset };

export const at = (label: string): Hex => {
  const m = /^\(?(-?\d+),(-?\d+)\)?$/.exec(label);
  if (m) return { q: Number(m[1]), r: Number(m[2]) };
  const col = label.charCodeAt(0) - 65;
  return fromOffset(col, Number(label.slice(1)) - 1);
};

/** The reason the phase gave for ignoring a ship's order that starts with `order` ("sail FS", "anchor"), or null. */
export function ignoredReason(events: readonly GameEvent[], shipId: string, order: string): string | null {
  for (const e of events)
    if (e.type === 'orderIgnored' && e.ship === shipId && e.order.startsWith(order)) return e.reason;
  return null;
}

/**
 * The board of the notation checks (checkAnchor, checkSail, checkRepair): ship a and her consort c of side
 * a at J20 and J30, the enemy b far off at Z40, all heading 1; `change` edits it.
 */
export function notationBoard(
  change: (s: GameState) => void = () => {},
  opts: { level?: 'basic' | 'advanced'; velocity?: number; extra?: Record<string, unknown> } = {},
): GameState {
  const g = game(
    [
      { id: 'a', bow: 'J20', heading: 1 },
      { id: 'c', bow: 'J30', heading: 1 },
      { id: 'b', side: 'b', bow: 'Z40', heading: 1 },
    ],
    { rules: { level: opts.level ?? 'advanced' }, velocity: opts.velocity, victory: 'points', extra: opts.extra },
  );
  return edit(g, change);
}

/** A notation query and the phase agree: allowed and carried out, or refused by the rule `refused` names, in the same words. */
export function expectSameVerdict(
  { query, phase }: { query: { legal: boolean; reason?: string }; phase: string | null },
  refused: RegExp | null,
): void {
  if (refused === null) {
    expect(query).toEqual({ legal: true });
    expect(phase).toBeNull();
  } else {
    expect(query.legal).toBe(false);
    expect(query.reason).toMatch(refused);
    expect(phase).toBe(query.reason);
  }
}
