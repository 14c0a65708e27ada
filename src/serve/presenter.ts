/**
 * What the page asks of a game's rule system (the presenter, one per system in its folder: `wsim/present.ts`,
 * `springelkamp/present.ts`), typed on the system's own views `V`, and the drawing data every system shares:
 * the ships' counters, the hexes of a bounded mapboard. Built from a side's own view only.
 */
import { hexLabel, type AnyEvent, type AnyState, type AnyView, type Hex } from '../index.js';
import type { ShipNames } from '../play/glyphs.js';
import type { StageName } from '../play/rules/types.js';

export interface ShipCounter {
  id: string;
  name: string;
  tag: string;
  nation: string;
  side: string;
  controller: string;
  mine: boolean;
  onBoard: boolean;
  bow: Hex;
  stern: Hex;
  heading: number;
  status: string[];
  flags: {
    fullSail: boolean;
    fouled: boolean;
    grappled: boolean;
    anchored: boolean;
    struck: boolean;
    removed: boolean;
  };
  log: string[];
}

/** The hexes of the map drawn with their labels ([q, r, label]), its land and size. */
export interface MapData {
  hexes: [number, number, string][];
  land: Hex[];
  columns: number;
  rows: number;
}

/** The wind as the page draws it. */
export interface WindData {
  direction: number;
  board: number;
  name: string;
  velocity: number;
  velocityName: string;
}

/** Where a ship stood before and after each step of a move. */
export interface PathStep {
  bow: Hex;
  stern: Hex;
  heading: number;
}

/** What a presenter reads besides the side's view: the ships' names, the game's state (what the orders bar). */
export interface PresentContext {
  names: ShipNames;
  state: AnyState;
}

/** The parts of the page state each rule system draws its own way, from its own views `V`. */
export interface Presenter<V extends AnyView = AnyView> {
  readonly system: string;
  map(view: V): MapData;
  wind(view: V): WindData;
  ships(view: V, names: ShipNames): ShipCounter[];
  /** what a commandable ship may do in the stage (the page's order panel reads it) */
  options(ctx: PresentContext, view: V, shipId: string, stage: StageName): Record<string, unknown>;
  /** a typed plot traced: legality, the part executed, the positions step by step */
  preview(view: V, ship: V['ships'][number], text: string): Record<string, unknown>;
  /** the hexes a ship stood on as she moved, from a `moved` event (absent: none, the page shows the end) */
  movePath?(event: AnyEvent): PathStep[];
}

/** The hexes of the mapboard with their labels ([q, r, label]) and land. */
export function mapData(view: { static: { map: { columns: number; rows: number; land: Hex[] } } }): MapData {
  const { columns, rows, land } = view.static.map;
  const hexes: [number, number, string][] = [];
  for (let col = 0; col < columns; col++) {
    for (let row = 0; row < rows; row++) {
      const h = { q: col, r: row - (col - (col & 1)) / 2 };
      hexes.push([h.q, h.r, hexLabel(h)]);
    }
  }
  return { hexes, land, columns, rows };
}
