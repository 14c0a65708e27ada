/**
 * The geometry of a two-hex ship on the hex board (docs/geometry.md), the same under every rule system
 * played on that board: a ship's hexes, range, the play of a broadside, which side of a target faces a
 * firer and which section is nearer. The rule systems add their own fields, rakes and tables.
 */
import { DIRECTIONS, decompose, dir, hexDistance, neighbor, type Dir, type Hex } from './hex.js';

export type Broadside = 'L' | 'R';

export interface Placement {
  readonly bow: Hex;
  readonly heading: Dir;
}

/** Ships occupy two hexes: the stern hex is the bow's neighbour directly astern (2.31.5). */
export function sternOf(p: Placement): Hex {
  const v = DIRECTIONS[(p.heading + 3) % 6];
  return { q: p.bow.q + v.q, r: p.bow.r + v.r };
}

/** 11.2.1 range: the shortest distance between either hex of one ship and either hex of the other. */
export function shipRange(a: Placement, b: Placement): number {
  const as = sternOf(a);
  const bs = sternOf(b);
  return Math.min(hexDistance(a.bow, b.bow), hexDistance(a.bow, bs), hexDistance(as, b.bow), hexDistance(as, bs));
}

/** Range from a ship to a single hex. */
export function rangeToHex(a: Placement, h: Hex): number {
  return Math.min(hexDistance(a.bow, h), hexDistance(sternOf(a), h));
}

/** +1 for the right (starboard) broadside, −1 for the left (port). */
export function sideSign(b: Broadside): 1 | -1 {
  return b === 'R' ? 1 : -1;
}

/**
 * Coordinates of a hex in a broadside's play, or null when it lies outside it.
 * Every hex P is S + m·dir(h+2s) + n·dir(h+s) (S the stern, s = ±1); the play is m ≥ 0, n ≥ 0,
 * (m,n) ≠ (0,0), plus the bow ray F (m = −1, n ≥ 2). `row` = m + n is then also the range; rows beyond
 * `maxRow` (the rule system's longest range) are outside.
 */
export function playCoordinates(p: Placement, b: Broadside, h: Hex, maxRow: number): { m: number; row: number } | null {
  const s = sideSign(b);
  const stern = sternOf(p);
  const a = dir(p.heading + 2 * s);
  const c = dir(p.heading + s);
  const [m, n] = decompose({ q: h.q - stern.q, r: h.r - stern.r }, a, c);
  const row = m + n;
  if (row < 1 || row > maxRow) return null;
  if (m >= 0 && n >= 0) return { m, row };
  if (m === -1 && n >= 2) return { m, row };
  return null;
}

/**
 * 11.4.3.1 which of the target's broadsides is closest to the firer: 'L', 'R', or null when both are
 * equidistant ("as in a rake": the target chooses). Measured as a player measures it: the fewest hexes
 * from either hex of the firer to the hexes along each side of the target (the three hexes abeam of
 * its bow and stern on that side).
 */
export function facingSide(target: Placement, firer: Placement): Broadside | null {
  const fs = sternOf(firer);
  const ts = sternOf(target);
  let left = Infinity;
  let right = Infinity;
  for (const [part, k] of SIDE_HEXES) {
    const h = neighbor(part === 0 ? target.bow : ts, target.heading + k);
    const d = Math.min(hexDistance(h, firer.bow), hexDistance(h, fs));
    if (k > 0 && k < 3) right = Math.min(right, d);
    else left = Math.min(left, d);
  }
  if (left === right) return null;
  return right < left ? 'R' : 'L';
}

/** Hexes along the sides of a ship: [0 bow | 1 stern, direction offset from the heading] (+1, +2 right; +4, +5 left). */
const SIDE_HEXES: readonly (readonly [0 | 1, number])[] = [
  [0, 1],
  [0, 2],
  [1, 2],
  [0, 4],
  [0, 5],
  [1, 4],
];

/** 24.1.7 which section of the target is nearer the firer: 'bow', 'stern' or null when equidistant. */
export function nearerSection(target: Placement, firer: Placement): 'bow' | 'stern' | null {
  const ts = sternOf(target);
  const fs = sternOf(firer);
  const dBow = Math.min(hexDistance(target.bow, firer.bow), hexDistance(target.bow, fs));
  const dStern = Math.min(hexDistance(ts, firer.bow), hexDistance(ts, fs));
  if (dBow === dStern) return null;
  return dBow < dStern ? 'bow' : 'stern';
}
