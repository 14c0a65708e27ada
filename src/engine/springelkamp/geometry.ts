/**
 * Springelkamp geometry on the shared hex board (src/engine/hex.ts): a ship is a bow hex and a heading,
 * its stern the hex behind (as in WS&IM, docs/geometry.md). Attitude to the wind, the 60° field of fire,
 * rake positions, the leeward broadside and the basic moves.
 */
import { DIRECTIONS, center, dir, neighbor, type Dir, type Hex } from '../hex.js';
import { playCoordinates, shipRange, sternOf, facingSide, type Placement } from '../shipGeometry.js';
import type { BasicMove, Broadside, WindAttitude } from './types.js';
import { MAX_RANGE } from './tables.js';

export { sternOf, shipRange };

/**
 * Movement: Attitude to the Wind (diagram "Wind (Blowing Down)", read in S-DIAG-1): with k = heading − the
 * direction the wind blows towards, k = 0 before the wind (F), 1 or 5 quartering (Q), 2 or 4 by the wind
 * (B), 3 heading into the wind (H).
 */
const ATTITUDE_BY_K: readonly WindAttitude[] = ['F', 'Q', 'B', 'H', 'B', 'Q'] as const;

export function windAttitude(heading: number, wind: number): WindAttitude {
  return ATTITUDE_BY_K[dir(heading - wind)];
}

/** Movement: the three basic moves (diagram "Forward Port Starboard", S-DIAG-2): P and S turn 60° and step. */
export function basicMove(p: Placement, m: BasicMove): Placement {
  const heading = m === 'F' ? p.heading : dir(p.heading + (m === 'S' ? 1 : -1));
  return { bow: neighbor(p.bow, heading), heading };
}

/**
 * Fire Combat: Field of Fire — the 60° field of a broadside up to 10 hexes (diagram, S-DIAG-5): in the
 * broadside's play (docs/geometry.md: S + m·dir(h+2s) + n·dir(h+s)), the rows m ≥ 0, n ≥ 1: r hexes in
 * row r, symmetric about the line abeam of the ship's middle.
 */
export function inField(p: Placement, b: Broadside, h: Hex): boolean {
  const c = playCoordinates(p, b, h, MAX_RANGE);
  return c !== null && c.m >= 0 && c.m <= c.row - 1;
}

export function shipInField(firer: Placement, b: Broadside, target: Placement): boolean {
  return inField(firer, b, target.bow) || inField(firer, b, sternOf(target));
}

/** Either broadside: may `firer` see `target` at all (Field of Fire exception: "if he can see you, you can see him")? */
export function canBear(firer: Placement, target: Placement): boolean {
  return shipInField(firer, 'L', target) || shipInField(firer, 'R', target);
}

function middle(p: Placement): { x: number; y: number } {
  const a = center(p.bow);
  const b = center(sternOf(p));
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

/** The hex direction(s) nearest the bearing from `from` to point `to` (two on an exact middle). */
export function nearestDirections(from: Hex, to: { x: number; y: number }): Dir[] {
  const c = center(from);
  const vx = to.x - c.x;
  const vy = to.y - c.y;
  const len = Math.hypot(vx, vy);
  if (len === 0) return [];
  let best = -Infinity;
  const dots: number[] = [];
  for (let d = 0; d < 6; d++) {
    const u = center(DIRECTIONS[d]);
    const dot = (u.x * vx + u.y * vy) / (Math.hypot(u.x, u.y) * len);
    dots.push(dot);
    best = Math.max(best, dot);
  }
  const out: Dir[] = [];
  for (let d = 0; d < 6; d++) if (best - dots[d] < 1e-9) out.push(d as Dir);
  return out;
}

/**
 * Rake: "If the bow or stern of the target ship is pointing approximately at the firing ship, the target is
 * raked. From most hexes inside the arc of fire, there is one ship-direction that qualifies for a rake; on
 * the middle line, two directions qualify." Read from the diagram (S-DIAG-6): a hex of the target in the
 * firer's field, the target's keel pointing from its other hex through that hex along the hex direction
 * nearest the bearing to the firer's middle. The hex is the bow: a bow rake; the stern: a stern rake.
 */
export function rakeOf(firer: Placement, b: Broadside, target: Placement): 'bow' | 'stern' | null {
  const m = middle(firer);
  const ends: [Hex, Dir, 'bow' | 'stern'][] = [
    [target.bow, target.heading, 'bow'],
    [sternOf(target), dir(target.heading + 3), 'stern'],
  ];
  for (const [h, pointing, kind] of ends) {
    if (!inField(firer, b, h)) continue;
    if (nearestDirections(h, m).includes(pointing)) return kind;
  }
  return null;
}

/**
 * Damage to the Hull: "applied to the broadside closest to the firing vessel" (WS&IM's facing test, the
 * hexes along each side); a firer dead ahead or astern (null) is read by I-SPR-7.
 */
export function closestBroadside(target: Placement, firer: Placement): Broadside | null {
  return facingSide(target, firer);
}

/**
 * Damage to the Rigging: "falling rigging obscures the leeward broadside (Roll a die when attitude is F)":
 * the broadside facing the way the wind blows; null before the wind or into it (a die decides).
 */
export function leewardBroadside(heading: number, wind: number): Broadside | null {
  const k = dir(heading - wind);
  if (k === 1 || k === 2) return 'L';
  if (k === 4 || k === 5) return 'R';
  return null;
}

/**
 * Drifting (diagram "By tW. Quartering. Before tW.", S-DIAG-4): a drifting ship turns to Quartering.
 * By the wind: it pivots on its stern to Q (the bow falls off one hex downwind); quartering: both hexes
 * shift one hex with the wind; before the wind: the stern takes the bow hex and the ship turns to Q on the
 * side chosen (`turn`), as a basic P or S move. Into the wind (never reached in play) is shifted like Q.
 */
export function driftPlacement(p: Placement, wind: Dir, turn: 'P' | 'S'): Placement {
  const k = dir(p.heading - wind);
  if (k === 2 || k === 4) {
    const heading = dir(p.heading + (k === 4 ? 1 : -1));
    const stern = sternOf(p);
    return { bow: neighbor(stern, heading), heading };
  }
  if (k === 0) return basicMove(p, turn);
  return shiftWithWind(p, wind);
}

/** Drifting: "If the group drifts, it is shifted with the wind." */
export function shiftWithWind(p: Placement, wind: Dir): Placement {
  return { bow: neighbor(p.bow, wind), heading: p.heading };
}

/** The two hexes a placement covers. */
export function hexesOf(p: Placement): [Hex, Hex] {
  return [p.bow, sternOf(p)];
}

/** Special rules, Stern Rake: which side of the target's keel line a point lies (+1, −1, or 0 on it). */
export function sideOfKeel(target: Placement, pt: { x: number; y: number }): number {
  const a = center(sternOf(target));
  const b = center(target.bow);
  const cross = (b.x - a.x) * (pt.y - a.y) - (b.y - a.y) * (pt.x - a.x);
  return Math.abs(cross) < 1e-9 ? 0 : Math.sign(cross);
}

/** Special rules, Stern Rake: is the point astern of the target's stern (behind it along the keel)? */
export function isAstern(target: Placement, pt: { x: number; y: number }): boolean {
  const s = center(sternOf(target));
  const b = center(target.bow);
  return (b.x - s.x) * (pt.x - s.x) + (b.y - s.y) * (pt.y - s.y) < 0;
}

export function middleOf(p: Placement): { x: number; y: number } {
  return middle(p);
}
