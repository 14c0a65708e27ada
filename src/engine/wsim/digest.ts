/** The WS&IM turn digest written into game records after every turn (src/engine/record.ts checks it on replay). */
import { hashString } from '../rng.js';
import type { GameState } from './types.js';

/**
 * A short digest of a game after a turn: the random stream's position (every die ever rolled moves it)
 * and each ship's place, hull, crew and guns. Cheap enough for every turn of a batch run.
 */
export function turnDigest(state: GameState): string {
  const g = state.rng;
  let text = `${state.turn}|${g.c},${g.s0},${g.s1},${g.s2}|${state.wind.direction}${state.wind.velocity}`;
  for (const s of state.ships) {
    text += `|${s.bow.q},${s.bow.r},${s.heading},${s.hull},${s.crew.join('.')},${s.guns.L.join('.')},${s.guns.R.join('.')},${s.rigging.join('.')}`;
    if (s.surrendered) text += `s${s.surrendered.cause}`;
    if (s.prize) text += `p${s.prize.side}${s.prize.squares}`;
  }
  if (state.forts) text += `|f${state.forts.join('.')}`; // 42.7 (absent without forts: digests unchanged)
  return (hashString(text) >>> 0).toString(36);
}
