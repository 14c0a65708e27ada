/**
 * Games per cell for a win-rate error bar: the normal-approximation interval p ± z·sqrt(p(1−p)/n)
 * is widest at p = 0.5, so n = ceil(z² / (4·h²)) games give a half-width of at most h
 * (h = 0.03 at 95%: z = 1.95996, n = 1068). Rounded up to an even number for side-swapped pairs.
 */
import { zFor } from './stats.js';

export { zFor };

export function gamesForHalfWidth(halfWidth: number, confidence = 0.95, even = true): number {
  if (!(halfWidth > 0 && halfWidth < 1) || !(confidence > 0 && confidence < 1))
    throw new RangeError('halfWidth and confidence must lie in (0, 1)');
  const z = zFor(confidence);
  const n = Math.ceil((z * z) / (4 * halfWidth * halfWidth));
  return even && n % 2 === 1 ? n + 1 : n;
}

/** Half-width of the worst-case (p = 0.5) win-rate interval with n games. */
export function halfWidthFor(games: number, confidence = 0.95): number {
  return zFor(confidence) / (2 * Math.sqrt(games));
}
