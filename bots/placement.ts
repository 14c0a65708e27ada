/**
 * A ship's placement (bow hex and heading, the stern one hex behind) as the captains of every rule system read
 * it on the hex board: integer keys of her hexes for occupancy checks, and the range between two placements.
 */
import { DIRECTIONS, shipRange, type Hex, type Placement } from '../src/index.js';

/** Hexes of the bow and stern as integer keys (for occupancy checks). */
export function hexKeyOf(h: Hex): number {
  return (h.q + 4096) * 8192 + (h.r + 4096);
}

/** A placement (bow hex and heading) as one integer key: plots that end on the same one leave the ship alike. */
export function placementKeyOf(p: Placement): number {
  return hexKeyOf(p.bow) * 8 + p.heading;
}

/** The hexes a placement occupies (bow, stern) as hex keys: where a friend or an enemy would collide. */
export function occupied(p: Placement): [number, number] {
  return [hexKeyOf(p.bow), sternKeyOf(p)];
}

/** hexKeyOf(sternOf(p)) without building the hex. */
export function sternKeyOf(p: Placement): number {
  const v = DIRECTIONS[(p.heading + 3) % 6];
  return hexKeyOf({ q: p.bow.q + v.q, r: p.bow.r + v.r });
}

const SPAN = 64;

/**
 * A figure of two placements that depends only on their offset and headings, memoised by them (a flat array indexed
 * by the offset of the bows and the two headings: much faster than a Map); pairs farther apart than the table are
 * computed each time.
 */
export function byOffset<T>(compute: (a: Placement, b: Placement) => T): (a: Placement, b: Placement) => T {
  const memo: (T | undefined)[] = new Array<T | undefined>(4 * SPAN * SPAN * 36);
  return (a, b) => {
    const dq = b.bow.q - a.bow.q;
    const dr = b.bow.r - a.bow.r;
    if (dq <= -SPAN || dq >= SPAN || dr <= -SPAN || dr >= SPAN) return compute(a, b);
    const key = (((dq + SPAN) * 2 * SPAN + (dr + SPAN)) * 6 + a.heading) * 6 + b.heading;
    let r = memo[key];
    if (r === undefined) {
      r = compute({ bow: { q: 0, r: 0 }, heading: a.heading }, { bow: { q: dq, r: dr }, heading: b.heading });
      memo[key] = r;
    }
    return r;
  };
}

/** The range between two placements (the hex board's `shipRange`: the nearest of their hexes), memoised. */
export const rangeOf: (a: Placement, b: Placement) => number = byOffset(shipRange);
