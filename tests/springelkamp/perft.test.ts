/**
 * Perft-style: the legal plots of every heading × sail × turning ability (and fouled, struck) against an
 * independent brute force written here from the text, in its own terms (angles to the wind in degrees,
 * turns as runs of alternating P/S), not from the engine's plot module.
 */
import { describe, expect, it } from 'vitest';
import { enumerateSprPlots, checkSprPlot } from '../../src/engine/springelkamp/plot.js';
import type { Sail } from '../../src/engine/springelkamp/types.js';
import { at, plotCtx, WIND_DOWN } from './helpers.js';

/** Angle off the wind's eye in degrees (0 = heading into the wind, 180 = running before it). */
function offWind(boardHeading: number): number {
  // wind blows towards board 4 (south): it comes from board 1 (north)
  const a = ((((boardHeading - 1) * 60) % 360) + 360) % 360;
  return a > 180 ? 360 - a : a;
}

const NAME: Record<number, string> = { 0: 'H', 60: 'B', 120: 'Q', 180: 'F' };

/** The typical table written out again, from the text's lines "B | 2-1 1-0 D D" etc. */
const TABLE: Record<string, string[]> = {
  B: ['2-1', '1-0', 'D', 'D'],
  I: ['3-2', '2-1', 'D', 'D'],
  Q: ['5-3', '3-2', '1-1', 'D'],
  F: ['4-3', '2-2', '1-1', 'D'],
};
const COLUMN: Record<Sail, number> = { FS: 0, ES: 1, SS: 2, NS: 3 };

function brute(boardHeading: number, sail: Sail, turning: number): string[] {
  const legal: string[] = [];
  const all: string[] = [''];
  for (let len = 1; len <= 5; len++)
    for (const p of all.filter((x) => x.length === len - 1)) all.push(p + 'F', p + 'P', p + 'S');
  for (const plot of all) {
    // attitudes before each move and after it
    let h = boardHeading;
    const steps: { move: string; from: string; to: string }[] = [];
    let intoWind = false;
    for (const m of plot) {
      const from = NAME[offWind(h)];
      if (m === 'P') h = h === 1 ? 6 : h - 1;
      if (m === 'S') h = h === 6 ? 1 : h + 1;
      const to = NAME[offWind(h)];
      if (to === 'H') intoWind = true;
      steps.push({ move: m, from, to });
    }
    if (intoWind) continue;
    const fwdIn = (a: string) => steps.some((s) => s.move === 'F' && s.from === a);
    const turnBetween = (x: string, y: string) =>
      steps.some((s) => s.move !== 'F' && ((s.from === x && s.to === y) || (s.from === y && s.to === x)));
    const qfq = steps.some(
      (s, i) =>
        i > 0 &&
        s.move !== 'F' &&
        s.move === steps[i - 1].move &&
        steps[i - 1].from === 'Q' &&
        s.from === 'F' &&
        s.to === 'Q',
    );
    const start = NAME[offWind(boardHeading)];
    let course: string;
    if (plot === '') course = start;
    else if (fwdIn('B')) course = 'B';
    else if (turnBetween('B', 'Q')) course = 'I';
    else if (fwdIn('F') || qfq) course = 'F';
    else course = 'Q';
    // turns: in each stretch without F, one turn plus one more for every repeated letter
    const turns = plot
      .split('F')
      .filter((x) => x.length)
      .reduce((n, seg) => n + 1 + [...seg].filter((c, i) => i > 0 && seg[i - 1] === c).length, 0);
    if (turning >= 1 && turns > turning) continue;
    if (turning < 1) {
      if (turns > 1) continue;
      const first = plot.search(/[PS]/);
      if (first >= 0 && plot.slice(first).includes('F')) continue;
    }
    const cell = TABLE[course][COLUMN[sail]];
    if (cell === 'D') {
      if (plot === '') legal.push(plot);
      continue;
    }
    const [max, min] = cell.split('-').map(Number);
    if (plot.length >= min && plot.length <= max) legal.push(plot);
  }
  return legal.length ? legal : [''];
}

describe('legal plots against an independent brute force', () => {
  const sails: Sail[] = ['FS', 'ES', 'SS', 'NS'];
  let total = 0;
  for (const heading of [2, 3, 4, 5, 6]) {
    for (const sail of sails) {
      for (const turning of [0, 1, 2, 3]) {
        it(`heading ${heading}, ${sail}, turning ${turning}`, () => {
          const got = enumerateSprPlots(plotCtx(at('M20', heading), sail, turning)).sort();
          const want = brute(heading, sail, turning).sort();
          expect(got).toEqual(want);
          total += got.length;
          for (const p of got) expect(checkSprPlot(plotCtx(at('M20', heading), sail, turning), p).legal).toBe(true);
        });
      }
    }
  }
  it('the counts add up (perft total over the 80 positions)', () => {
    let sum = 0;
    for (const heading of [2, 3, 4, 5, 6])
      for (const sail of sails) for (const turning of [0, 1, 2, 3]) sum += brute(heading, sail, turning).length;
    expect(total).toBe(sum);
    expect(sum).toBeGreaterThan(200);
  });

  it('a fouled ship only drifts; a struck ship does not sail', () => {
    expect(enumerateSprPlots({ ...plotCtx(at('M20', 3), 'FS'), linked: true })).toEqual(['']);
    expect(enumerateSprPlots({ ...plotCtx(at('M20', 3), 'FS'), struck: true })).toEqual(['']);
  });

  it('spot counts: quartering under easy (normal) sail, frigate turning 2', () => {
    // Q, ES 3-2: the example's FFF, FF, PS, P among them
    const plots = enumerateSprPlots(plotCtx(at('B2', 3), 'ES', 2));
    expect(plots).toEqual(expect.arrayContaining(['FFF', 'FF', 'PS', 'P']));
    expect(plots).not.toContain('F');
    expect(plots).not.toContain('PSF');
  });
});

void WIND_DOWN;
