/**
 * Which games a run plays. Games are numbered by ordinal = cell ordinal × gamesPerCell + index;
 * shard i of N (0 ≤ i < N) plays the ordinals with ordinal mod N = i, so every shard gets a fair
 * share of every cell and the N shards together play each game exactly once.
 */
import { LabError } from './errors.js';
import { parseGameId } from './seeds.js';
import type { Experiment } from './experiment.js';

export interface Shard {
  index: number;
  count: number;
}

export function parseShard(text: string): Shard {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!m || count < 1 || index >= count) {
    throw new LabError(`--shard: expected i/N with 0 ≤ i < N, e.g. 0/4 for the first of four shards (got "${text}")`);
  }
  return { index, count };
}

export function formatShard(shard: Shard | undefined): string | null {
  return shard ? `${shard.index}/${shard.count}` : null;
}

export type GameRef = [cellOrdinal: number, index: number];

export function ordinalOf(exp: Experiment, ref: GameRef): number {
  return ref[0] * exp.gamesPerCell + ref[1];
}

export function inShard(ordinal: number, shard: Shard | undefined): boolean {
  return !shard || ordinal % shard.count === shard.index;
}

/** Number of games of the experiment in the shard. */
export function shardSize(exp: Experiment, shard: Shard | undefined): number {
  const total = exp.cells.length * exp.gamesPerCell;
  if (!shard) return total;
  return shard.index < total ? Math.floor((total - shard.index - 1) / shard.count) + 1 : 0;
}

/** The shard's games not yet `done` (a bitmap by ordinal), in ordinal order. */
export function* plannedGames(exp: Experiment, shard: Shard | undefined, done: Uint8Array): Generator<GameRef> {
  const total = exp.cells.length * exp.gamesPerCell;
  const step = shard?.count ?? 1;
  for (let o = shard?.index ?? 0; o < total; o += step) {
    if (!done[o]) yield [Math.floor(o / exp.gamesPerCell), o % exp.gamesPerCell];
  }
}

/** The cell and index of a game id of this experiment, or null. */
export function resolveGameId(exp: Experiment, cellIndex: Map<string, number>, gameId: string): GameRef | null {
  const p = parseGameId(gameId);
  if (!p) return null;
  const cell = cellIndex.get(p.cell);
  if (cell === undefined || p.index >= exp.gamesPerCell) return null;
  return [cell, p.index];
}

export function cellIndexOf(exp: Experiment): Map<string, number> {
  return new Map(exp.cells.map((c) => [c.id, c.ordinal]));
}
