/**
 * Shared formats of the batch lab, the ladder and the reports. One JSON object per line (JSONL).
 * Every field of a game row is a pure function of (experiment, cell, index): rows are identical
 * whatever the worker count, order of completion, shard or machine.
 */
import type { SideId } from '../index.js';

export { RANGE_BAND_LABELS, type RangeBandLabel, type Squares, type SideStats, type GameSummary } from '../index.js';
import type { GameSummary } from '../index.js';

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
  /** the rule system that played the game (`wsim`, `springelkamp`; absent in rows written before 2026-11-25: WS&IM) */
  system?: string;
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

/** The first captain's games on one side of the scenario: a lopsided scenario's seats win and lose differently. */
export interface SeatRecord {
  side: string;
  wins: number;
  draws: number;
  losses: number;
}

export interface LadderPairing extends PairingStats {
  a: string;
  b: string;
  /** the first captain's wins, draws and losses on each side, the scenario's first side first (absent in reports before 2026-12-07's forty-sixth session) */
  seats?: SeatRecord[];
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
  /** the thinking budget given to the searching captains (--iterations, --budget-ms, --budget-scale), if any */
  budget?: { iterations?: number; ms?: number; scale?: number };
  /** the base seeds of the reports pooled into this one (`wsim ladder --pool`), in order; `seed` joins them with "+" */
  pooledSeeds?: string[];
  captains: string[];
  pairings: LadderPairing[];
  ratings: Rating[];
}
