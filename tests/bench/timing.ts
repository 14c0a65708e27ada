/** Timing loops the benchmarks share (wall-clock of this one thread: run them on an otherwise idle machine). */
import { resolveTurn, type AnyOrders, type AnyState } from '../../src/index.js';

/** `resolveTurn` alone on one position with fixed orders, in batches of 100: turns per second. */
export function resolveTurnsPerSecond(state: AnyState, orders: AnyOrders, seconds: number): number {
  let n = 0;
  const start = performance.now();
  const deadline = start + seconds * 1000;
  while (performance.now() < deadline) {
    for (let i = 0; i < 100; i++) resolveTurn(state, orders);
    n += 100;
  }
  return n / ((performance.now() - start) / 1000);
}

/** Whole games played one after another until `seconds` are up: games per second and turns per game. */
export function gamesPerSecond(
  play: (seed: number) => number,
  seconds: number,
): { gamesPerSecond: number; turnsPerSecond: number; turnsPerGame: number } {
  let games = 0;
  let turns = 0;
  const start = performance.now();
  const deadline = start + seconds * 1000;
  while (performance.now() < deadline) {
    turns += play(games);
    games++;
  }
  const elapsed = (performance.now() - start) / 1000;
  return { gamesPerSecond: games / elapsed, turnsPerSecond: turns / elapsed, turnsPerGame: turns / games };
}
