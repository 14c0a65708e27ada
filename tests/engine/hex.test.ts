import { describe, expect, it } from 'vitest';
import { hexDistance, hexLabel, parseHexLabel, neighbor, DIRECTIONS, dir } from '../../src/index.js';

describe('hex grid (2.2, docs/geometry.md)', () => {
  it('numbers directions 1..6 clockwise from north, opposite = +3', () => {
    expect(DIRECTIONS).toHaveLength(6);
    for (let d = 0; d < 6; d++) {
      const a = DIRECTIONS[d];
      const b = DIRECTIONS[dir(d + 3)];
      expect(a.q + b.q).toBe(0);
      expect(a.r + b.r).toBe(0);
    }
  });
  it('measures cube distance', () => {
    const o = { q: 0, r: 0 };
    for (let d = 0; d < 6; d++) expect(hexDistance(o, neighbor(o, d))).toBe(1);
    expect(hexDistance(o, { q: 3, r: -1 })).toBe(3);
    expect(hexDistance({ q: -2, r: 5 }, { q: 4, r: -1 })).toBe(6);
  });
  it('labels hexes with column letters and row numbers and reads them back', () => {
    for (const label of ['A1', 'J20', 'Z40', 'AA3', 'AC27']) {
      const h = parseHexLabel(label)!;
      expect(hexLabel(h)).toBe(label);
    }
    expect(parseHexLabel('(3,-4)')).toEqual({ q: 3, r: -4 });
    expect(parseHexLabel('J0')).toBeNull();
    expect(parseHexLabel('nope')).toBeNull();
  });
  it('puts odd columns half a hex lower (odd-q layout)', () => {
    // J20 is column 9 (odd): its north-east neighbour is K20, its south-east neighbour K21
    const j20 = parseHexLabel('J20')!;
    expect(hexLabel(neighbor(j20, 1))).toBe('K20');
    expect(hexLabel(neighbor(j20, 2))).toBe('K21');
    const k20 = parseHexLabel('K20')!; // even column
    expect(hexLabel(neighbor(k20, 1))).toBe('L19');
    expect(hexLabel(neighbor(k20, 2))).toBe('L20');
  });
});
