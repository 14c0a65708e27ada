import { describe, expect, it } from 'vitest';
import { SeenGames } from '../../src/report/seen.js';

describe('SeenGames: which games a report has read', () => {
  it('a game read again is found, with where it was first read and whether the seed is the same', () => {
    const seen = new SeenGames();
    expect(seen.visit('game', 'e', 'cell#3', 'e/cell/1', 0, 7)).toBeNull();
    expect(seen.visit('game', 'e', 'cell#3', 'e/cell/1', 1, 2)).toEqual({ file: 0, line: 7, sameSeed: true });
    expect(seen.visit('game', 'e', 'cell#3', 'other', 1, 3)).toEqual({ file: 0, line: 7, sameSeed: false });
  });

  it('kind, experiment, cell and index tell games apart; ids that only look alike stay apart', () => {
    const seen = new SeenGames();
    const ids = ['c#5', 'c#05', 'c#5x', 'c5', '#5', '5', 'c#', 'd#5', 'c#1#5', 'c#1'];
    for (const [i, id] of ids.entries()) expect(seen.visit('game', 'e', id, 's', 0, i)).toBeNull();
    expect(seen.visit('error', 'e', 'c#5', 's', 0, 99)).toBeNull();
    expect(seen.visit('game', 'f', 'c#5', 's', 0, 99)).toBeNull();
    for (const [i, id] of ids.entries()) expect(seen.visit('game', 'e', id, 's', 0, 100)?.line).toBe(i);
  });

  it('grows past its first blocks and keeps every game', () => {
    const seen = new SeenGames();
    for (let i = 0; i < 5000; i++) expect(seen.visit('game', 'e', `c#${i}`, `s${i}`, i % 3, i)).toBeNull();
    for (let i = 0; i < 5000; i += 499)
      expect(seen.visit('game', 'e', `c#${i}`, `s${i}`, 0, 0)).toEqual({ file: i % 3, line: i, sameSeed: true });
  });
});
