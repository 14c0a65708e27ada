import { describe, expect, it } from 'vitest';
import { pairCorrelation } from '../../src/report/pairs.js';
import type { GameRow } from '../../src/lab/types.js';
import { row } from './helpers.js';

/** Pairs of a cell where role A (double-closing) wins or loses: `aWins[i]` for games 2i and 2i+1. */
function pairs(cell: string, aWins: [boolean, boolean][], ammoB = 'round'): GameRow[] {
  return aWins.flatMap(([w0, w1], i) =>
    [0, 1].map((k) => {
      const index = 2 * i + k;
      const sideA = k ? 'red' : 'blue';
      const aWon = k ? w1 : w0;
      const winner = aWon ? sideA : sideA === 'blue' ? 'red' : 'blue';
      return row({
        cell,
        index,
        winner,
        factors: { ammoA: 'double-closing', ammoB, swap: k === 1, sideA, sideB: k ? 'blue' : 'red' },
      });
    }),
  );
}

describe('within-pair correlation of side-swapped games', () => {
  it('the side decides every game: the pair splits, ρ = −1', () => {
    const r = pairCorrelation(
      pairs(
        'x',
        Array.from({ length: 12 }, (_, i) => [i % 3 !== 0, i % 3 === 0]),
      ),
    )!;
    expect(r.pairs).toBe(12);
    expect(r.rho).toBeCloseTo(-1, 10);
  });
  it('the doctrine decides both games of a pair alike: ρ near +1', () => {
    const r = pairCorrelation(
      pairs(
        'y',
        Array.from({ length: 12 }, (_, i) => [i % 3 !== 0, i % 3 !== 0]),
      ),
    )!;
    expect(r.rho).toBeGreaterThan(0.9);
  });
  it('mirror cells and too few pairs give no estimate', () => {
    expect(
      pairCorrelation(
        pairs(
          'm',
          Array.from({ length: 12 }, (_, i) => [i % 2 === 0, true]),
          'double-closing',
        ),
      ),
    ).toBeNull();
    expect(
      pairCorrelation(
        pairs('z', [
          [true, false],
          [false, true],
        ]),
      ),
    ).toBeNull();
  });
});
