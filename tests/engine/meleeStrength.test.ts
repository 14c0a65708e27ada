/**
 * meleeStrength is the Melee Phase's own count of total melee strength (12.3.1): squares × strength per
 * square of each section's own quality (12.1.4), a prize crew as section -1; the same from a side's view.
 */
import { describe, expect, it } from 'vitest';
import { playerView } from '../../src/index.js';
import { meleeStrength } from '../../src/api/wsim.js';
import { edit, game, ship } from './helpers.js';

const board = () =>
  game([
    { id: 'a', bow: 'J20', heading: 1 },
    { id: 'b', side: 'b', bow: 'J24', heading: 1 },
  ]);

describe('meleeStrength (12.3.1)', () => {
  it('the whole crew at its quality, or the sections named', () => {
    const g = edit(board(), (s) => {
      ship(s, 'a').crew = [4, 3, 2];
      ship(s, 'a').quality = 'crack';
    });
    expect(meleeStrength(ship(g, 'a'))).toBe(9 * 4);
    expect(meleeStrength(ship(g, 'a'), [0, 2])).toBe(6 * 4);
    expect(meleeStrength(ship(g, 'a'), [])).toBe(0);
    const view = playerView(g, 'b').ships.find((s) => s.id === 'a')!;
    expect(meleeStrength(view)).toBe(meleeStrength(ship(g, 'a')));
  });
  it('12.1.4 a section of another quality counts at its own strength', () => {
    const g = edit(board(), (s) => {
      ship(s, 'a').crew = [2, 2, 2];
      ship(s, 'a').quality = 'average';
      ship(s, 'a').sectionQuality = ['elite', 'average', 'poor'];
    });
    expect(meleeStrength(ship(g, 'a'))).toBe(2 * 5 + 2 * 3 + 2 * 1);
  });
  it('a prize counts her prize crew at its own quality (section -1)', () => {
    const g = edit(board(), (s) => {
      ship(s, 'b').prize = { side: 'a', squares: 2, quality: 'green' };
    });
    expect(meleeStrength(ship(g, 'b'))).toBe(2 * 2);
    expect(meleeStrength(ship(g, 'b'), [-1])).toBe(2 * 2);
  });
});
