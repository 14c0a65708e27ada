import { describe, expect, it } from 'vitest';
import { neighbor, facingSide, fromOffset, shipRange, sternOf, hexDistance, type Placement } from '../../src/index.js';
import { attitude, basicRake, lineRake, fieldOf, inPlay, shipInPlay } from '../../src/api/wsim.js';
import { draw } from './helpers.js';

const P = (col: number, row: number, heading: number): Placement => ({
  bow: fromOffset(col, row),
  heading: heading as Placement['heading'],
});

function picture(
  p: Placement,
  mark: (h: { q: number; r: number }) => string,
  c0: number,
  c1: number,
  r0: number,
  r1: number,
) {
  const s = sternOf(p);
  return draw(c0, c1, r0, r1, (h) =>
    h.q === p.bow.q && h.r === p.bow.r ? 'B' : h.q === s.q && h.r === s.r ? 'S' : mark(h),
  );
}

describe('attitude to the wind (7.1.3, diagrams attitudes1/2)', () => {
  it('running before the wind is B, wind on the quarter A, close-hauled C, into the wind D', () => {
    // wind blowing towards board direction 1 (internal 0)
    expect(attitude(0, 0)).toBe('B'); // heading 1
    expect(attitude(1, 0)).toBe('A'); // heading 2
    expect(attitude(5, 0)).toBe('A'); // heading 6
    expect(attitude(2, 0)).toBe('C'); // heading 3
    expect(attitude(4, 0)).toBe('C'); // heading 5
    expect(attitude(3, 0)).toBe('D'); // heading 4
  });
  it('turns with the wind', () => {
    for (let w = 0; w < 6; w++) {
      expect(attitude(w, w)).toBe('B');
      expect(attitude((w + 3) % 6, w)).toBe('D');
    }
  });
});

describe('range (11.2.1, range.png)', () => {
  it('is the shortest distance between either hex of the two ships', () => {
    const a = P(2, 4, 0); // bow C5, stern C6
    expect(shipRange(a, P(3, 5, 0))).toBe(1); // adjacent
    expect(shipRange(a, P(2, 8, 0))).toBe(3); // bow C9 is three below the stern C6
    const b = P(6, 4, 3); // heading south: bow G5, stern G4
    expect(shipRange(a, b)).toBe(hexDistance(a.bow, b.bow));
    expect(shipRange(a, b)).toBe(4);
  });
});

describe('play of a broadside (11.1.1–11.1.3, basicfof.png)', () => {
  it('is the 60° wedge abeam between the bow ray and the stern ray, rays included', () => {
    const p = P(2, 4, 0); // heading north
    expect(picture(p, (h) => (inPlay(p, 'R', h) ? '*' : '.'), 0, 7, 0, 9)).toBe(
      [
        ' .     .     .     .',
        '    .     .     .     .',
        ' .     .     .     .',
        '    .     .     .     *',
        ' .     .     .     *',
        '    .     .     *     *',
        ' .     .     *     *',
        '    .     *     *     *',
        ' .     B     *     *',
        '    .     *     *     *',
        ' .     S     *     *',
        '    .     *     *     *',
        ' .     .     *     *',
        '    .     .     *     *',
        ' .     .     .     *',
        '    .     .     .     *',
        ' .     .     .     .',
        '    .     .     .     .',
        ' .     .     .     .',
        '    .     .     .     .',
      ].join('\n'),
    );
  });
  it('is symmetric: the left broadside mirrors the right one', () => {
    const p = P(10, 10, 0);
    for (let dc = 1; dc <= 6; dc++) {
      for (let dr = -6; dr <= 6; dr++) {
        const right = fromOffset(10 + dc, 10 + dr);
        const left = fromOffset(10 - dc, 10 + dr);
        expect(inPlay(p, 'L', left)).toBe(inPlay(p, 'R', right));
      }
    }
  });
  it('reaches ten hexes and no further; nothing ahead, astern or on the other side', () => {
    const p = P(20, 20, 1); // heading NE
    let count = 0;
    for (let q = -15; q <= 15; q++) {
      for (let r = -15; r <= 15; r++) {
        const h = { q: p.bow.q + q, r: p.bow.r + r };
        if (inPlay(p, 'R', h)) {
          count++;
          expect(inPlay(p, 'L', h)).toBe(false);
          expect(Math.min(hexDistance(p.bow, h), hexDistance(sternOf(p), h))).toBeLessThanOrEqual(10);
        }
      }
    }
    // rows 1..10 hold r + 2 hexes each: 3 + 4 + ... + 12 = 75
    expect(count).toBe(75);
  });
  it('counts a ship in the play when either of its hexes is', () => {
    const p = P(2, 4, 0);
    expect(shipInPlay(p, 'R', P(3, 2, 0))).toBe(true); // stern D4 on the bow ray
    expect(shipInPlay(p, 'R', P(2, 1, 0))).toBe(false); // dead ahead
  });
});

describe('reduced fields of fire 1–5 (24.1.1, reducedfof.png)', () => {
  it('matches the drawn construction for a ship heading north (right broadside)', () => {
    const p = P(2, 4, 0);
    expect(picture(p, (h) => String(fieldOf(p, 'R', h) ?? '.'), 1, 10, 0, 9)).toBe(
      [
        '    .     .     .     .     5',
        ' .     .     .     .     5',
        '    .     .     .     5     5',
        ' .     .     .     5     5',
        '    .     .     5     5     3',
        ' .     .     5     5     3',
        '    .     5     3     3     3',
        ' .     5     3     3     3',
        '    B     3     3     3     3',
        ' .     1     1     1     1',
        '    S     2     2     2     2',
        ' .     4     2     2     2',
        '    .     4     2     2     2',
        ' .     .     4     4     2',
        '    .     .     4     4     2',
        ' .     .     .     4     4',
        '    .     .     .     4     4',
        ' .     .     .     .     4',
        '    .     .     .     .     4',
        ' .     .     .     .     .',
      ].join('\n'),
    );
  });
  it('widens fields 4 and 5 by one hex every four hexes of range, field 1 straight abeam', () => {
    const p = P(20, 20, 3); // heading south, left broadside
    const byRange = new Map<number, number[]>();
    for (let q = -12; q <= 12; q++) {
      for (let r = -12; r <= 12; r++) {
        const h = { q: p.bow.q + q, r: p.bow.r + r };
        const f = fieldOf(p, 'L', h);
        if (f === null) continue;
        const range = Math.min(hexDistance(p.bow, h), hexDistance(sternOf(p), h));
        const counts = byRange.get(range) ?? [0, 0, 0, 0, 0, 0];
        counts[f]++;
        byRange.set(range, counts);
      }
    }
    for (let range = 1; range <= 10; range++) {
      const c = byRange.get(range)!;
      expect(c[4]).toBe(Math.ceil(range / 4));
      expect(c[5]).toBe(Math.ceil(range / 4));
      expect(c[1]).toBe(range % 2);
      expect(c[2]).toBe(c[3]);
      expect(c.reduce((a, b) => a + b, 0)).toBe(range + 2);
    }
  });
});

describe('rakes', () => {
  it('11.3.2 a rake: the target in the firer’s play, the firer outside both plays of the target', () => {
    const firer = P(4, 10, 0); // heading north, right broadside faces east
    const target = P(7, 10, 1); // heading NE — its stern points back towards the firer?
    const crossing = P(7, 4, 2); // heading SE, far ahead on the firer's starboard bow
    const abeam = P(6, 10, 0); // broadside to broadside
    expect(basicRake(firer, abeam, shipRange(firer, abeam)).rake).toBe(false);
    for (const t of [target, crossing]) {
      const r = basicRake(firer, t, shipRange(firer, t));
      const exposed = shipInPlay(t, 'L', firer) || shipInPlay(t, 'R', firer);
      expect(r.rake).toBe(!exposed);
    }
  });
  it('11.3.2 exception: at one hex a target pointing only its bow or stern at the firer is raked', () => {
    const target = P(6, 10, 0); // bow G11, stern G12
    const g10 = fromOffset(6, 9); // directly ahead of the target's bow
    const ahead: Placement = { bow: neighbor(g10, 2), heading: 2 }; // heading SE, stern in G10
    expect(sternOf(ahead)).toEqual(g10);
    const r = basicRake(ahead, target, shipRange(ahead, target));
    expect(r.rake).toBe(true);
  });
  it('24.4 advanced rake: only from the line the bow or stern points along, within five hexes, stern bonus', () => {
    const target = P(10, 10, 0); // heading north
    const astern = P(10, 15, 2); // bow K16 on the stern line (K12, K13, ...)
    const r1 = lineRake(astern, target, shipRange(astern, target), true, 5);
    expect(r1).toEqual({ rake: true, stern: true });
    const farAstern = P(10, 18, 2);
    expect(lineRake(farAstern, target, shipRange(farAstern, target), true, 5).rake).toBe(false);
    const ahead = P(10, 6, 2); // bow K7 dead ahead of K11
    expect(lineRake(ahead, target, shipRange(ahead, target), true, 5)).toEqual({ rake: true, stern: false });
    const abeam = P(12, 10, 0);
    expect(lineRake(abeam, target, shipRange(abeam, target), true, 5).rake).toBe(false);
  });
  it('11.4.3.1 the side of the target facing the firer', () => {
    const target = P(10, 10, 0); // heading north
    expect(facingSide(target, P(13, 10, 0))).toBe('R');
    expect(facingSide(target, P(7, 10, 0))).toBe('L');
    expect(facingSide(target, P(10, 4, 0))).toBeNull(); // dead ahead: equidistant
  });
  it('11.4.3.1 "as in a rake": a ship across the bow is equally near both broadsides, measured in hexes', () => {
    const target = P(10, 10, 0); // heading north, bow K11
    // the firer's bow on the centre line three hexes ahead, its stern off the line (crossing the T):
    // each of the target's sides is three hexes from it, so the target chooses (the midpoint rule said 'L')
    expect(facingSide(target, P(10, 7, 2))).toBeNull();
    expect(facingSide(target, P(11, 6, 1))).toBeNull();
    // abeam and on the quarter one side is nearer
    expect(facingSide(target, P(11, 7, 2))).toBe('R');
    expect(facingSide(target, P(9, 5, 3))).toBe('L');
  });
});
