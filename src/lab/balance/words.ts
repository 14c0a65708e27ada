/**
 * The figures of the balance report in words: a share as a percentage, a difference in signed percentage points,
 * a side by its name.
 */
import type { SideId } from '../../index.js';

/** A side's name in a scenario (its id if it has none). */
export function sideName(s: { sides: readonly { id: SideId; name?: string }[] }, side: SideId): string {
  return s.sides.find((x) => x.id === side)?.name ?? side;
}

/** A share as a whole percentage: "57%". */
export const pct = (x: number): string => `${Math.round(x * 100)}%`;

/** A difference in percentage points, signed: "+6", "−3", "0". */
export function pts(x: number): string {
  const r = Math.round(x * 100);
  return `${r > 0 ? '+' : r < 0 ? '−' : ''}${Math.abs(r)}`;
}
