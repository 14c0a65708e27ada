/**
 * The game's single random stream (seedrandom's Alea generator). Its state lives in the game
 * state (GameState.rng) and is the only source of dice; the same seed and orders always give
 * the same rolls, in any process. Captains get separate streams (see captainRandom).
 */
import seedrandom from 'seedrandom';

/** The state of the seeded stream (seedrandom's alea), carried in every game state. */
export interface RngState {
  c: number;
  s0: number;
  s1: number;
  s2: number;
}

export function initialRngState(seed: string): RngState {
  const prng = seedrandom.alea(`wsim:${seed}`, { state: true });
  return prng.state();
}

/**
 * A game state with a fresh dice stream drawn from `seed` (nothing else changes): what a searching
 * captain gives its simulated copies, so that no captain builds a random stream by hand.
 */
export function reseed<T extends { rng: RngState }>(state: T, seed: string): T {
  return { ...state, rng: seedrandom.alea(seed, { state: true }).state() };
}

/** A die-rolling cursor over an RngState; read back the advanced state with `state()`. */
export class Dice {
  private readonly prng: seedrandom.StatefulPRNG<seedrandom.State.Alea>;
  constructor(state: RngState) {
    this.prng = seedrandom.alea('', { state: state });
  }

  /** One six-sided die, 1..6. */
  d6(): number {
    return Math.floor(this.prng() * 6) + 1;
  }

  state(): RngState {
    return this.prng.state();
  }
}

/**
 * A seeded random stream for a computer captain, derived from (game seed, side, purpose).
 * Captains never draw from the game's stream.
 */
export function captainRandom(seed: string, side: string, purpose = 'captain'): () => number {
  return seedrandom.alea(`wsim:${seed}:${purpose}:${side}`);
}

/** A deterministic 32-bit hash of a string (FNV-1a), used to derive sub-seeds. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A seeded random stream for designing a scenario (`wsim scenario new`), derived from (seed, purpose). */
export function designRandom(seed: string, purpose: string): () => number {
  return seedrandom.alea(`wsim:design:${seed}:${purpose}`);
}
