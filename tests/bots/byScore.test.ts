/**
 * byScore (the greedy plan's ranking of a ship's plots) sorts best first and stably: an insertion sort on short
 * lists, a counting sort over the distinct scores on long ones (a fast ship's thousand plots). Both must give the
 * order of the stable comparison sort `sort((a, b) => b.score - a.score)`, ties in list order — the search opens
 * plots in this order, so any other order changes its play.
 */
import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import { byScore } from '../../bots/wsim/greedy/moves.js';

interface Item {
  score: number;
  id: number;
}

function list(n: number, distinct: number, random: () => number): Item[] {
  const values = Array.from({ length: distinct }, () => Math.round((random() - 0.5) * 1e4) / 100);
  return Array.from({ length: n }, (_, id) => ({ score: values[Math.floor(random() * distinct)], id }));
}

describe('byScore', () => {
  const random = seedrandom('byScore');
  for (const n of [0, 1, 2, 24, 60, 255, 256, 257, 300, 1301])
    for (const distinct of [1, 3, Math.max(1, Math.floor(n / 4)), Math.max(1, n)])
      it(`${n} items of ${distinct} distinct scores: the stable order, best first`, () => {
        const items = list(n, distinct, random);
        const expected = items.slice().sort((a, b) => b.score - a.score || a.id - b.id);
        const sorted = byScore(items);
        expect(sorted).toBe(items); // in place
        expect(sorted.map((x) => x.id)).toEqual(expected.map((x) => x.id));
      });

  it('treats −0 and 0 as one score', () => {
    const items = Array.from({ length: 400 }, (_, id) => ({ score: id % 2 ? -0 : 0, id }));
    expect(byScore(items).map((x) => x.id)).toEqual(Array.from({ length: 400 }, (_, id) => id));
  });
});
