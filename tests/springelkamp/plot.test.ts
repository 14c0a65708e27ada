/**
 * Movement: the plot language, the rule's own worked examples (Speed: "If it plots 'FFF' …") and the
 * turning examples (Turning: FFF, SPSPS, SFF, PP; Turning Ability below 1: "SP or FS is allowed, SF is not").
 */
import { describe, expect, it } from 'vitest';
import { hexLabel } from '../../src/engine/hex.js';
import {
  checkSprPlot,
  countTurns,
  courseAttitude,
  parseSprPlot,
  tracePlot,
} from '../../src/engine/springelkamp/plot.js';
import { windAttitude } from '../../src/engine/springelkamp/geometry.js';
import { at, plotCtx, WIND_DOWN } from './helpers.js';

// The example's ship: stern A2, bow B2 (the diagram's "S" and "B"), heading SE, quartering with the wind blowing down.
const ship = at('B2', 3);

describe('Movement: Attitude to the Wind (diagram, wind blowing down)', () => {
  it('heading into the wind, by the wind, quartering, before the wind', () => {
    expect([1, 2, 3, 4, 5, 6].map((h) => windAttitude(h - 1, WIND_DOWN))).toEqual(['H', 'B', 'Q', 'F', 'Q', 'B']);
  });
});

describe('Movement: Speed — the worked example (ship in Q, wind blowing down)', () => {
  it('the example ship is quartering', () => {
    expect(windAttitude(ship.heading, WIND_DOWN)).toBe('Q');
  });

  it('moves through the numbered hexes of the diagram', () => {
    const labels = (plot: string) =>
      tracePlot(ship, parseSprPlot(plot))
        .slice(1)
        .map((p) => hexLabel(p.bow));
    expect(labels('FFF')).toEqual(['C3', 'D3', 'E4']); // 1, 2, 3
    expect(labels('PSF')).toEqual(['C2', 'D2', 'E3']); // 4, 5, 6
    expect(labels('PF')).toEqual(['C2', 'D1']); // 4, 7
  });

  it('under normal sail (the second column): FFF and FF legal, F too slow; PS and P legal (rule I), PSF too fast', () => {
    const c = plotCtx(ship, 'ES');
    expect(checkSprPlot(c, 'FFF')).toMatchObject({ legal: true, course: 'Q' });
    expect(checkSprPlot(c, 'FF')).toMatchObject({ legal: true, course: 'Q' });
    expect(checkSprPlot(c, 'F')).toMatchObject({ legal: false, course: 'Q' });
    expect(checkSprPlot(c, 'F').reason).toMatch(/below the minimum.*course Q under ES: speed 3-2 \(Movement: Speed\)/);
    expect(checkSprPlot(c, 'PS')).toMatchObject({ legal: true, course: 'I' });
    expect(checkSprPlot(c, 'P')).toMatchObject({ legal: true, course: 'I' });
    expect(checkSprPlot(c, 'PSF')).toMatchObject({ legal: false, course: 'I' });
    expect(checkSprPlot(c, 'PSF').reason).toMatch(/exceeds the maximum: course I under ES: speed 2-1/);
  });

  it('under full sail: PSF legal (I 3-2), P too slow; PS legal; PF legal and must stop there (rule B, 2-1)', () => {
    const c = plotCtx(ship, 'FS');
    expect(checkSprPlot(c, 'PSF')).toMatchObject({ legal: true, course: 'I' });
    expect(checkSprPlot(c, 'P')).toMatchObject({ legal: false, course: 'I' });
    expect(checkSprPlot(c, 'PS')).toMatchObject({ legal: true, course: 'I' });
    expect(checkSprPlot(c, 'PF')).toMatchObject({ legal: true, course: 'B' });
    expect(checkSprPlot(c, 'PFF')).toMatchObject({ legal: false, course: 'B' });
  });

  it('rule F: a turn from Q to F and on to Q over the other bow; a single Q↔F turn is rule Q', () => {
    expect(courseAttitude(ship.heading, WIND_DOWN, parseSprPlot('SS'))).toBe('F');
    expect(courseAttitude(ship.heading, WIND_DOWN, parseSprPlot('S'))).toBe('Q');
    expect(courseAttitude(ship.heading, WIND_DOWN, parseSprPlot('SF'))).toBe('F');
    expect(courseAttitude(ship.heading, WIND_DOWN, parseSprPlot('SP'))).toBe('Q');
  });

  it('speed 0 by the wind is not drifting; speed D is (plot no movement)', () => {
    const byWind = at('B2', 2);
    expect(checkSprPlot(plotCtx(byWind, 'ES'), '')).toMatchObject({ legal: true, course: 'B', drift: false });
    expect(checkSprPlot(plotCtx(byWind, 'SS'), '')).toMatchObject({ legal: true, drift: true });
    expect(checkSprPlot(plotCtx(byWind, 'SS'), 'F').legal).toBe(false);
  });

  it('turning into the wind is refused naming the rule', () => {
    const byWind = at('B2', 2); // heading NE, by the wind: P would head north, into the wind
    expect(checkSprPlot(plotCtx(byWind, 'FS'), 'P').reason).toMatch(/Into the Wind/);
  });
});

describe('Movement: Turning and Turning Ability', () => {
  it('counts turns as the text does', () => {
    expect(countTurns(parseSprPlot('FFF'))).toBe(0);
    expect(countTurns(parseSprPlot('SPSPS'))).toBe(1);
    expect(countTurns(parseSprPlot('SFF'))).toBe(1);
    expect(countTurns(parseSprPlot('PP'))).toBe(2);
    expect(countTurns(parseSprPlot('SPP'))).toBe(2);
    expect(countTurns(parseSprPlot('SFS'))).toBe(2);
  });

  it('aliases 1, L, R read as F, P, S', () => {
    expect(parseSprPlot('1lR')).toEqual(['F', 'P', 'S']);
    expect(() => parseSprPlot('FX')).toThrow(/not a basic move/);
  });

  it('limits turns to the turning ability', () => {
    const c = { ...plotCtx(ship, 'FS'), turning: 1 };
    expect(checkSprPlot(c, 'SFF').legal).toBe(true);
    expect(checkSprPlot(c, 'PSFF').reason ?? '').not.toMatch(/turns/);
    expect(checkSprPlot(c, 'SFP').reason).toMatch(/2 turns, turning ability 1 \(Movement: Turning Ability\)/);
  });

  it('below 1: one turn, no Forward after it ("SP or FS is allowed, SF is not")', () => {
    const before = at('B2', 4); // before the wind under full sail: F 4-3
    const c = { ...plotCtx(before, 'FS'), turning: 0 };
    const q = { ...plotCtx(ship, 'FS'), turning: 0 };
    expect(checkSprPlot(q, 'PS').legal).toBe(true);
    expect(checkSprPlot(c, 'FFS').legal).toBe(true);
    expect(checkSprPlot(c, 'FSF').reason).toMatch(/no Forward after the turn/);
    expect(checkSprPlot(c, 'SFF').reason).toMatch(/no Forward after the turn/);
  });
});
