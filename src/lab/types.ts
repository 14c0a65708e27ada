/**
 * Shared formats of the batch lab, the ladder and the reports. One JSON object per line (JSONL).
 * Every field of a game row is a pure function of (experiment, cell, index): rows are identical
 * whatever the worker count, order of completion, shard or machine.
 */
import type { Ammo, SideId, SurrenderCause } from '../index.js';

export const RANGE_BAND_LABELS = ['1', '2', '3', '4', '5-6', '7-10'] as const;
export type RangeBandLabel = (typeof RANGE_BAND_LABELS)[number];

export interface Squares {
  H: number;
  G: number;
  C: number;
  R: number;
}

export interface SideStats {
  /** squares of hits rolled against the enemy, by type (broadside results after modifiers of 20.1.3, 24.2) */
  damageDealt: Squares;
  damageTaken: Squares;
  /** broadsides fired, by ammunition and range band */
  shots: Record<Ammo, Record<RangeBandLabel, number>>;
  /** broadsides that scored at least one square, by ammunition and range band */
  hits: Record<Ammo, Record<RangeBandLabel, number>>;
  /** squares scored, by ammunition */
  squaresByAmmo: Record<Ammo, number>;
  /** broadsides fired as rakes */
  rakes: number;
  /** own crew squares lost in melee */
  crewLostInMelee: number;
  /** enemy ships this side captured */
  captures: number;
  /** own ships that surrendered, by cause */
  surrenders: Partial<Record<SurrenderCause | 'sunk' | 'exploded', number>>;
}

export interface GameSummary {
  winner: SideId | 'draw';
  turns: number;
  reason: string;
  points: Record<SideId, number>;
  surrenders: { ship: string; side: SideId; cause: SurrenderCause | 'sunk' | 'exploded'; turn: number }[];
  perSide: Record<SideId, SideStats>;
}

/** What every row of a results file says of its game: which experiment, cell and game, and how to replay it. */
export interface RowBase {
  experiment: string;
  /** stable id of the cell: its factor values */
  cell: string;
  factors: Record<string, string | number | boolean>;
  /** game index within the cell (0-based) */
  index: number;
  /** `${cell}#${index}` — unique in an experiment */
  gameId: string;
  seed: string;
  engineVersion: string;
}

export interface GameRow extends GameSummary, RowBase {
  kind: 'game';
  scenario: string;
  rules: string;
  captains: Record<SideId, string>;
}

export interface ErrorRow extends RowBase {
  kind: 'error';
  error: string;
  /** one command line that reproduces the failure */
  repro: string;
}

export type ResultRow = GameRow | ErrorRow;

/** Pair results from a captain's point of view: [0, 0.5, 1, 1.5, 2] points out of 2 */
export type Pentanomial = [number, number, number, number, number];

/** One pairing of a ladder, from the first captain's point of view. */
export interface PairingStats {
  games: number;
  wins: number;
  draws: number;
  losses: number;
  pentanomial: Pentanomial;
  /** mean score per game (0..1) */
  score: number;
  elo: number;
  eloLow: number;
  eloHigh: number;
  /** likelihood of superiority */
  los: number;
}

export interface LadderPairing extends PairingStats {
  a: string;
  b: string;
}

/** A captain's Elo relative to the first one listed (anchored at 0), with 95% bounds. */
export interface Rating {
  captain: string;
  elo: number;
  low: number;
  high: number;
  games: number;
}

/** `wsim ladder --json` */
export interface LadderReport {
  kind: 'ladder';
  scenario: string;
  rules: string;
  seed: string;
  /** side-swapped pairs played per pairing */
  pairsPerPairing: number;
  captains: string[];
  pairings: LadderPairing[];
  ratings: Rating[];
}
