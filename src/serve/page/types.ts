/**
 * What the page receives from the server, typed by the server's own types wherever it has them (the counters,
 * the map, the wind, the plot preview, the replay, the meta of the new game form, the events): a change to
 * what the server sends is checked against the page. The page state of a seat (present.ts `seatState`) and
 * the ship options of a stage are sent untyped (`Record<string, unknown>`): they are described here, field by
 * field, from the values wsim/present.ts and springelkamp/present.ts put in them. Type imports only: no server code reaches
 * the browser (eslint.config.js).
 */
import type { z } from 'zod';
import type { AnyEvent, AnyShipOrders, Broadside } from '../../index.js';
import type { FireOption, MortarTarget } from '../../api/wsim.js';
import type { FireTarget } from '../../api/springelkamp.js';
import type { GameRow } from '../../lab/types.js';
import type { joinRequest, newGameRequest, orderRequest, previewRequest, replayRequest, seatRequest } from '../api.js';
import type { SeedMade } from '../match.js';
import type { ShipCounter, mapData } from '../presenter.js';
import type { plotPreview, windData } from '../wsim/present.js';
import type { sprPlotPath } from '../springelkamp/present.js';
import type { ReplayData, ReplayFrame } from '../replay.js';
import type { Meta } from '../server.js';

export type { Broadside, GameRow, Meta, ShipCounter };

export type Hex = ShipCounter['bow'];
export type MapData = ReturnType<typeof mapData>;
export type Wind = ReturnType<typeof windData>;
/**
 * The stages of a turn whose orders this page draws (WS&IM's and Springelkamp's: src/play's stage names); a rule
 * system's other stages are played over the API.
 */
export type Stage = keyof StageOptions;

/** Where a ship stands: a step of a traced plot, a legal end. */
export interface Placement {
  bow: Hex;
  stern: Hex;
  heading: number;
}

/** An event as the page receives it: a move carries the hexes she stood on (present.ts `withPaths`). */
export type SentEvent = AnyEvent & { path?: Placement[] };
export type MovedEvent = Extract<SentEvent, { type: 'moved' }>;

/** A legal end of a plot: the plot and where it leaves her (Springelkamp's also whether she drifts). */
export interface PlotEnd extends Placement {
  plot: string;
  drift?: boolean;
}

/** The requests' bodies, as the server's schemas (src/serve/api.ts) accept them. */
export type NewGameBody = z.input<typeof newGameRequest>;
export type OrderBody = z.input<typeof orderRequest>;
export type PreviewBody = z.input<typeof previewRequest>;
export type SeatBody = z.input<typeof seatRequest>;
export type JoinBody = z.input<typeof joinRequest>;
export type ReplayBody = z.input<typeof replayRequest>;

/** The trace of a typed plot, as the page reads it; each rule system's preview must be one (`Is`). */
export interface PlotPreview {
  legal: boolean;
  executed: string;
  reason?: string;
  note?: string;
  error?: string;
  path: Placement[];
}
type Is<T extends PlotPreview> = T;
/** The preview of either rule system's presenter (a field the page reads that one lacks fails the typecheck). */
export type PreviewSent = Is<ReturnType<typeof plotPreview>> | Is<ReturnType<typeof sprPlotPath>>;

/** A broadside's fire in the Combat Phase (WS&IM): its load, whether she may fire, the targets and fields of fire. */
export interface BroadsideFire {
  loaded: string | null;
  barred: boolean;
  options: FireOption[];
  /** [q, r, field] of the hexes in the broadside's fields of fire (24.1.1) */
  fields: [number, number, number][];
}

/** What a commandable ship may do, by stage (wsim/present.ts `shipOptions`, springelkamp/present.ts `sprShipOptions`). */
export interface StageOptions {
  start: { ammo: string[] };
  unfouling: Record<string, never>;
  movement: {
    allowance: number;
    cannotSail: string[] | null;
    anchors: boolean;
    ends: PlotEnd[];
    ahead: number[];
    command: string | null;
    towable: string[];
  };
  grappling: { adjacent: string[]; grappledWith: string[]; towPartner: string | null };
  boarding: { linked: string[]; friends: string[]; sections: number; inMelee: boolean };
  combat: { fire: Record<Broadside, BroadsideFire>; mortars: MortarTarget[]; raked: string[] };
  reload: { aground: boolean; empty: Broadside[]; mortars: string | null; ammo: string[] };
  /** Springelkamp's Plotting Phase */
  orders: {
    ends: PlotEnd[];
    sail: string;
    sails: string[];
    fire: Record<Broadside, { targets: FireTarget[] }>;
    enemies: string[];
    boarding: boolean;
    party: boolean;
    prizes: string[];
    inMelee: boolean;
  };
}

/** A computer captain's reasons as the seat may read them (present.ts `captainReasons`). */
export interface Reasons {
  explains: boolean;
  turn: number | null;
  lines: string[];
  debrief: string[];
}

/** The other seats of the game. */
export interface Opponent {
  side: string;
  kind: 'human' | 'captain';
  captain: string | null;
  level: { name: string; strength: string } | null;
  title: string | null;
  joined: boolean;
  thinking: boolean;
  why: Reasons | null;
}

/** The page state of a seat apart from its stage (present.ts `seatState`). */
interface SeatCommon {
  id: string;
  revision: number;
  side: string;
  sides: { id: string; name: string }[];
  scenario: { id: string; name: string };
  rules: { level: string; text: string };
  turn: number;
  turnLimit: number | null;
  opponents: Opponent[];
  stageTitle: string | null;
  mine: boolean;
  ready: boolean;
  waitingFor: string[];
  commandable: string[];
  drafts: Partial<Record<string, { orders: AnyShipOrders; text: string[] }>>;
  join: { side: string; invite: string } | null;
  seedMade: SeedMade | null;
  advanced: boolean;
  map: MapData;
  wind: Wind;
  ships: ShipCounter[];
  events: { lines: string[]; events: SentEvent[] }[];
  over: { winner: string; reason: string; turn: number } | null;
  error: string | null;
}

/** The page state of a seat: the stage (none once the game is over) and what each commandable ship may do in it. */
export type SeatState =
  | { [S in Stage]: SeatCommon & { stage: S; options: Partial<Record<string, StageOptions[S]>> } }[Stage]
  | (SeatCommon & { stage: null; options: Partial<Record<string, never>> });

/** A frame of a replay: its events are the engine's own. */
export type Frame = Omit<ReplayFrame, 'events'> & { events: AnyEvent[] };
export type Replay = Omit<ReplayData, 'frames'> & { frames: Frame[] };
