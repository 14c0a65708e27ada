/**
 * Optional rule VIII / 36.0 loss of rigging. 36.1: all rigging gone → −1 hit table firing up to six
 * gun squares, −2 with seven or more (gun squares firing, doubt D8). 36.2: one die for each whole
 * rigging section lost in a phase: 1 the mast hangs over the side (second die 1, 3, 5 left, 2, 4, 6
 * right), 2–6 it falls free (doubt D3: the die of "hangs over" is inferred).
 */
export const ALL_RIGGING_GONE_MODIFIER = [
  { maxGuns: 6, modifier: -1 },
  { maxGuns: Infinity, modifier: -2 },
] as const;

export const MAST_HANGS_ON_DIE = 1;
export const MAST_LEFT_ON = [1, 3, 5] as const;

export function allRiggingGoneModifier(gunsFiring: number): number {
  for (const b of ALL_RIGGING_GONE_MODIFIER) if (gunsFiring <= b.maxGuns) return b.modifier;
  return -2;
}
