/**
 * The shapes every rule system's state, view and result have in common (system.ts says how a system plugs in;
 * the per-game summary, summary.ts, reads these without the system interface).
 */
export type SideId = string;
export type ShipId = string;

/** The random stream carried in every state (seedrandom's Alea: four numbers). */
export interface RngState {
  c: number;
  s0: number;
  s1: number;
  s2: number;
}

/** What every system's static description holds: enough for records, the lab and the reports. */
export interface StaticBase {
  /** the rule system that plays this game */
  system: string;
  seed: string;
  scenarioId: string;
  scenarioName: string;
  sides: { id: SideId; name: string }[];
  ships: { id: ShipId; name: string; side: SideId; nation: string; points: number }[];
  turnLimit: number | null;
}

export interface ResultBase {
  over: true;
  winner: SideId | 'draw';
  reason: string;
  turn: number;
  points: Record<SideId, number>;
}

export interface StateBase {
  static: StaticBase;
  /** turn number (1-based) of the next turn to be resolved, or of the paused turn */
  turn: number;
  rng: RngState;
  result: ResultBase | null;
}

/** A side's view: its static part never holds the seed, and a view never holds the random stream. */
export interface ViewBase {
  side: SideId;
  turn: number;
  static: Omit<StaticBase, 'seed'>;
  result: ResultBase | null;
}
