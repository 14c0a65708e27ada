/**
 * Ship geometry (docs/geometry.md): the two hexes of a ship, attitude to the wind, range,
 * the play of a broadside (Basic field of fire, 11.1), the reduced fields 1–5 (24.1), rakes
 * (11.3.2, 24.4, optional XIII) and which side of a target faces a firer (11.4.3.1, 24.1.7).
 */
import { DIRECTIONS, dir, equals as sameHex, hexDistance, type Hex } from '../hex.js';
import { ATTITUDE_BY_K } from './tables/movement.js';
import { MAX_FIRING_RANGE } from './tables/hitDetermination.js';
import type { Attitude, Broadside } from './types.js';
import {
  facingSide,
  nearerSection,
  playCoordinates as playCoordinatesUpTo,
  rangeToHex,
  shipRange,
  sideSign,
  sternOf,
  type Placement,
} from '../shipGeometry.js';

export { facingSide, nearerSection, rangeToHex, shipRange, sideSign, sternOf, type Placement };

/** The play of a broadside out to WS&IM's longest range (11.1.1: ten hexes); shipGeometry.ts has the geometry. */
export function playCoordinates(p: Placement, b: Broadside, h: Hex): { m: number; row: number } | null {
  return playCoordinatesUpTo(p, b, h, MAX_FIRING_RANGE);
}

/** 7.1.3 attitude of a heading to a wind blowing towards `windDirection`. */
export function attitude(heading: number, windDirection: number): Attitude {
  return ATTITUDE_BY_K[dir(heading - windDirection)];
}

/** 11.1.1–11.1.3 Is hex `h` in the play (field of fire, out to ten hexes) of broadside `b`? */
export function inPlay(p: Placement, b: Broadside, h: Hex): boolean {
  return playCoordinates(p, b, h) !== null;
}

/** Is any hex of `target` in the play of broadside `b` of `firer`? */
export function shipInPlay(firer: Placement, b: Broadside, target: Placement): boolean {
  return inPlay(firer, b, target.bow) || inPlay(firer, b, sternOf(target));
}

export type Field = 1 | 2 | 3 | 4 | 5;

/**
 * 24.1.1 reduced field of fire (diagram reducedfof): in each row r of the play (r = range),
 * the ceil(r/4) hexes nearest the stern ray are field 4 (stern section only), the ceil(r/4)
 * nearest the bow ray field 5 (bow section only), the hex straight out abeam (odd rows) field 1,
 * the rest field 2 (stern side) and field 3 (bow side). Returns null outside the play.
 */
export function fieldOf(p: Placement, b: Broadside, h: Hex): Field | null {
  const c = playCoordinates(p, b, h);
  if (!c) return null;
  const { m, row } = c;
  const w = Math.ceil(row / 4);
  if (m >= row - w + 1) return 4;
  if (m <= w - 2) return 5;
  const mid = (row - 1) / 2;
  if (m === mid) return 1;
  return m > mid ? 2 : 3;
}

/** Fields occupied by a ship (one or two). */
export function shipFields(firer: Placement, b: Broadside, target: Placement): Field[] {
  const out: Field[] = [];
  const f1 = fieldOf(firer, b, target.bow);
  const f2 = fieldOf(firer, b, sternOf(target));
  if (f1 !== null) out.push(f1);
  if (f2 !== null && f2 !== f1) out.push(f2);
  return out.sort((x, y) => x - y);
}

/** The hex directly ahead of the bow and directly astern of the stern. */
export function aheadHex(p: Placement): Hex {
  const v = DIRECTIONS[p.heading];
  return { q: p.bow.q + v.q, r: p.bow.r + v.r };
}

export function asternHex(p: Placement): Hex {
  const s = sternOf(p);
  const v = DIRECTIONS[(p.heading + 3) % 6];
  return { q: s.q + v.q, r: s.r + v.r };
}

/** Is `h` on the line of hexes the target's bow (k ≥ 1 ahead) or stern (k ≥ 1 astern) points at? */
export function onBowOrSternLine(target: Placement, h: Hex): 'bow' | 'stern' | null {
  const ahead = DIRECTIONS[target.heading];
  const dq = h.q - target.bow.q;
  const dr = h.r - target.bow.r;
  // h = bow + k·ahead, k ≥ 1
  const kb = ahead.q !== 0 ? dq / ahead.q : dr / ahead.r;
  if (kb >= 1 && Number.isInteger(kb) && dq === kb * ahead.q && dr === kb * ahead.r) return 'bow';
  const st = sternOf(target);
  const aq = -ahead.q;
  const ar = -ahead.r;
  const sq = h.q - st.q;
  const sr = h.r - st.r;
  const ks = aq !== 0 ? sq / aq : sr / ar;
  if (ks >= 1 && Number.isInteger(ks) && sq === ks * aq && sr === ks * ar) return 'stern';
  return null;
}

export interface RakeResult {
  rake: boolean;
  /** 16.1.1.2 / 24.4.3 the rake is through the target's stern */
  stern: boolean;
}

/**
 * 11.3.2 Basic rake: the target is in the play of the firing broadside but the firer is outside
 * the play of both of the target's broadsides. Tournament exception: at range 1 a target presenting
 * only its bow or stern to the adjacent firer (the firer stands in the hex directly ahead of the
 * target's bow or directly astern of its stern) is raked even though it can return fire.
 */
export function basicRake(firer: Placement, target: Placement, range: number): RakeResult {
  const firerStern = sternOf(firer);
  if (range === 1) {
    const ah = aheadHex(target);
    const as = asternHex(target);
    if (sameHex(ah, firer.bow) || sameHex(ah, firerStern)) return { rake: true, stern: false };
    if (sameHex(as, firer.bow) || sameHex(as, firerStern)) return { rake: true, stern: true };
  }
  const exposed = shipInPlay(target, 'L', firer) || shipInPlay(target, 'R', firer);
  if (exposed) return { rake: false, stern: false };
  return { rake: true, stern: sternSideOf(target, firer) };
}

/**
 * Optional rule XIII (and the Advanced 24.4.1): a rake only from a hex the target's bow or stern
 * points towards. For the Advanced Game (24.4.1–24.4.4) the firer must also be outside the play of
 * the target's broadsides except at range 1 (24.4.2), and rakes reach only five hexes (24.4.4).
 */
export function lineRake(
  firer: Placement,
  target: Placement,
  range: number,
  requireUnexposed: boolean,
  maxRange: number,
): RakeResult {
  if (range > maxRange) return { rake: false, stern: false };
  const l1 = onBowOrSternLine(target, firer.bow);
  const l2 = onBowOrSternLine(target, sternOf(firer));
  const line = l1 ?? l2;
  if (!line) return { rake: false, stern: false };
  if (requireUnexposed && range > 1) {
    const exposed = shipInPlay(target, 'L', firer) || shipInPlay(target, 'R', firer);
    if (exposed) return { rake: false, stern: false };
  }
  return { rake: true, stern: line === 'stern' };
}

/** Is the firer nearer the target's stern hex than its bow hex? */
function sternSideOf(target: Placement, firer: Placement): boolean {
  const ts = sternOf(target);
  const fs = sternOf(firer);
  const dBow = Math.min(hexDistance(target.bow, firer.bow), hexDistance(target.bow, fs));
  const dStern = Math.min(hexDistance(ts, firer.bow), hexDistance(ts, fs));
  return dStern < dBow;
}
