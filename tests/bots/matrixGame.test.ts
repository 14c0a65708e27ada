/**
 * The zero-sum matrix game solver (bots/search/matrixGame.ts, regret matching+): games with known equilibria —
 * matching pennies (both ½, value 0), a game with a saddle point (pure strategies), rock-paper-scissors with
 * unequal stakes (a known mixed equilibrium), a dominated row never played — and a single column, where the row
 * player's best reply is pure.
 */
import { describe, expect, it } from 'vitest';
import { solveMatrixGame } from '../../bots/search/matrixGame.js';

describe('solveMatrixGame', () => {
  it('matching pennies: both mix half and half, value 0', () => {
    const s = solveMatrixGame([
      [1, -1],
      [-1, 1],
    ]);
    for (const p of [...s.row, ...s.col]) expect(p).toBeCloseTo(0.5, 2);
    expect(s.value).toBeCloseTo(0, 2);
    expect(s.exploitability).toBeLessThan(0.01);
  });

  it('a saddle point: both play it purely', () => {
    // row 1 column 0 is the saddle point (4: the most of its column, the least of its row)
    const s = solveMatrixGame([
      [3, 1, 5],
      [4, 6, 8],
      [2, 0, 9],
    ]);
    expect(s.row[1]).toBeGreaterThan(0.99);
    expect(s.col[0]).toBeGreaterThan(0.99);
    expect(s.value).toBeCloseTo(4, 1);
  });

  it('rock-paper-scissors with a double stake on rock against scissors: both mix (¼, ½, ¼)', () => {
    // payoffs: R beats S for 2, P beats R for 1, S beats P for 1. By
    // indifference: against (r, p, s) the row's R earns −p + 2s, P earns r − s, S earns −2r + p; all equal at
    // r = 1/4, p = 1/2, s = 1/4 (each earns 0), and the game is symmetric, so both play it with value 0.
    const s = solveMatrixGame(
      [
        [0, -1, 2],
        [1, 0, -1],
        [-2, 1, 0],
      ],
      5000,
    );
    const expected = [0.25, 0.5, 0.25];
    s.row.forEach((p, i) => expect(p).toBeCloseTo(expected[i], 2));
    s.col.forEach((p, i) => expect(p).toBeCloseTo(expected[i], 2));
    expect(s.value).toBeCloseTo(0, 2);
  });

  it('never plays a dominated row', () => {
    const s = solveMatrixGame([
      [0.6, 0.4],
      [0.4, 0.6],
      [0.3, 0.3],
    ]);
    expect(s.row[2]).toBeLessThan(0.01);
    expect(s.value).toBeCloseTo(0.5, 2);
  });

  it('against a single column plays the best row purely, and refuses an empty matrix', () => {
    const s = solveMatrixGame([[0.2], [0.7], [0.5]]);
    expect(s.row[1]).toBeGreaterThan(0.99);
    expect(s.value).toBeCloseTo(0.7, 2);
    expect(() => solveMatrixGame([])).toThrow(/at least one row/);
  });
});
