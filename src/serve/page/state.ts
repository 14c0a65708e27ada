/**
 * The game page's state: the seat, the page state last received from the server, what the person is writing
 * (the selected ship, the plot typed, its preview, the broadside, aim and sections of the next fire order), and
 * the board. The server referees: the page draws what it is sent and sends wsim play's order words.
 */
import { Board } from './board.js';
import { $, params } from './dom.js';
import type { Broadside, Hex, PlotEnd, PlotPreview, SeatState, ShipCounter } from './types.js';

/** The hex clicked whose legal ends offer several headings. */
export interface HeadingsOffered {
  hex: Hex;
  ends: PlotEnd[];
}

/** What the moves of a ship in a Movement Phase left in `data-trails` (the browser test reads it). */
interface Trail {
  steps?: string;
  drifted?: boolean;
  to: string;
  trail: { hex: string; heading: number }[];
}

export interface Game {
  id: string | null;
  seat: string | null;
  state: SeatState | null;
  selected: string | null;
  plot: string;
  preview: PlotPreview | null;
  broadside: Broadside;
  aim: string;
  sections: string;
  grape: boolean;
  /** the label of each hex ("q,r"), and the hex of each label */
  labels: Map<string, string>;
  hexes: Map<string, Hex>;
  headings: HeadingsOffered | null;
  /** how many of the game's events the page has shown */
  shownEvents: number;
  /** the state being shown: states are shown one after the other */
  busy: Promise<void>;
  /** the hexes each moved ship stood on, step by step, by "turn:ship" */
  trails: Record<string, Trail>;
  /** the ships of each Movement Phase shown moving together (the browser test reads data-move-groups) */
  moveGroups: { turn: number; ships: string[] }[];
}

export const game: Game = {
  id: params.get('game'),
  seat: params.get('seat'),
  state: null,
  selected: null,
  plot: '',
  preview: null,
  broadside: 'L',
  aim: 'hull',
  sections: 'both',
  grape: false,
  labels: new Map(),
  hexes: new Map(),
  headings: null,
  shownEvents: 0,
  busy: Promise.resolve(),
  trails: {},
  moveGroups: [],
};

/** The page state of a game being shown (the game page draws nothing before the first one). */
export function seatState(): SeatState {
  if (!game.state) throw new Error('no game state yet');
  return game.state;
}

/** The game's id and the seat's token, as every call of the seat sends them. */
export function seat(): { id: string; seat: string } {
  if (!game.id || !game.seat) throw new Error('no seat');
  return { id: game.id, seat: game.seat };
}

export const board = new Board($<SVGSVGElement>('#board'));

export function say(lines: string | readonly string[], bad = false): void {
  const m = $('#message');
  m.textContent = typeof lines === 'string' ? lines : lines.join('\n');
  m.className = bad ? 'bad' : '';
}

export function label(hex: Hex): string {
  return game.labels.get(`${hex.q},${hex.r}`) ?? `(${hex.q},${hex.r})`;
}

/** The hexes of the ships on the board: what fitting the view shows. */
export const shipHexes = (ships: readonly ShipCounter[]): Hex[] =>
  ships.filter((s) => s.onBoard).flatMap((s) => [s.bow, s.stern]);

/**
 * What the person does (the orders panel's buttons and keys, the board's clicks). Their implementation
 * (game.ts) redraws the page, whose drawing offers them: they are handed to the drawing, not imported by it.
 */
export interface Actions {
  order(ship: string, command: string, args?: readonly (string | number)[]): Promise<boolean>;
  fireAt(target: string): Promise<void>;
  select(id: string): void;
  render(): void;
  typeKey(key: string): void;
  writePlot(): Promise<void>;
  takePlot(plot: string): void;
}
