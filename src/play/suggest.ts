/** "Did you mean …?" for mistyped commands: the closest name by edit distance (src/engine/nearest.ts). */
import { editDistance } from '../index.js';

/** The known name closest to `word`, if it is close enough to be a typo (or a prefix of it). */
export function suggest(word: string, names: readonly string[]): string | null {
  let best: string | null = null;
  let bestD = Infinity;
  for (const n of names) {
    if (n.length < 2) continue;
    const d = n.startsWith(word) && word.length >= 2 ? 0.5 : editDistance(word, n);
    if (d < bestD) {
      bestD = d;
      best = n;
    }
  }
  return best !== null && bestD <= Math.max(1, Math.floor(word.length / 3)) ? best : null;
}
