/**
 * Game seeds of the batch lab. Game k of a cell gets
 *
 *   seed = first 16 hex digits of sha256(`${masterSeed}/${cellId}/${pairIndex}`)
 *
 * where pairIndex = floor(k / 2) when sides are swapped in pairs (games 2i and 2i+1 replay the
 * same dice with the sides exchanged) and pairIndex = k otherwise. The seed depends on nothing
 * else: not the worker count, the order of completion, the shard or the machine.
 */
import { createHash } from 'node:crypto';

export function pairIndexOf(index: number, swapSides: boolean): number {
  return swapSides ? Math.floor(index / 2) : index;
}

/** Is game `index` of a cell the side-swapped half of its pair? */
export function isSwapped(index: number, swapSides: boolean): boolean {
  return swapSides && index % 2 === 1;
}

export function gameSeed(masterSeed: string, cellId: string, index: number, swapSides: boolean): string {
  const text = `${masterSeed}/${cellId}/${pairIndexOf(index, swapSides)}`;
  return createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 16);
}

/** `${cell}#${index}` — unique in an experiment. */
export function gameIdOf(cellId: string, index: number): string {
  return `${cellId}#${index}`;
}

/** Split a game id at its last "#". */
export function parseGameId(gameId: string): { cell: string; index: number } | null {
  const hash = gameId.lastIndexOf('#');
  if (hash < 0) return null;
  const indexText = gameId.slice(hash + 1);
  if (!/^\d+$/.test(indexText)) return null;
  return { cell: gameId.slice(0, hash), index: Number(indexText) };
}
