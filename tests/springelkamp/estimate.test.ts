/**
 * The captains' queries of Springelkamp's rules (src/engine/springelkamp/estimate.ts): the expected damage of a
 * broadside is the Fire Combat Phase's own sum (firepower at range plus the modifiers) averaged over the die
 * into the Damage Table, for placements given or as the ships lie; and a simulation state built from a view
 * keeps what the view shows and takes the hidden crew figures from a guess.
 */
import { describe, expect, it } from 'vitest';
import * as spr from '../../src/api/springelkamp.js';
import { newSprGame } from '../../src/engine/springelkamp/setup.js';
import { damageAt } from '../../src/engine/springelkamp/damage.js';
import { basicMove } from '../../src/engine/springelkamp/geometry.js';
import { at, scenario } from './helpers.js';

const playerView = spr.rules.playerView;
const resolveTurn = spr.rules.resolveTurn;

function game(): spr.State {
  const g = newSprGame(
    scenario(
      [
        { id: 'dutch', side: 'a', type: 'nl-74', bow: 'M20', heading: 1, sail: 'ES' },
        { id: 'y', side: 'b', type: 'fr-74c', bow: 'O20', heading: 1, sail: 'NS', morale: 6, quality: 2 },
      ],
      { wind: { direction: 3 } },
    ),
    { seed: 'estimate' },
  );
  return { ...g, ships: g.ships.map((s, i) => (i === 0 ? { ...s, damage: { L: 0, R: 3 } } : s)) };
}

const mean = (base: number, shift: number) => [1, 2, 3, 4, 5, 6].reduce((a, d) => a + damageAt(base + d, shift), 0) / 6;

describe('sprShotEstimates', () => {
  it("is the Fire Combat Phase's sum before the die, averaged over the die into the Damage Table", () => {
    const g = game();
    const est = spr.shotEstimates(playerView(g, 'a'), 'dutch', 'R', 'y');
    // 70 at 2 hexes − 3 damage to the firing broadside − 47 defensive value (− 5 for NS when aiming at the rigging)
    expect(est.map((e) => [e.aim, e.base])).toEqual([
      ['hull', 20],
      ['rigging', 15],
    ]);
    const rig = est[1];
    expect(rig.rigging).toBeCloseTo(mean(15, 0), 12);
    expect(rig.hull).toBeCloseTo(mean(15, 1), 12);
    expect(rig.opposite).toBeCloseTo(mean(15, 2), 12);
    expect(est[0].hull).toBeCloseTo(mean(20, 0), 12);
    // the shot itself: its total less its die is the estimate's base
    const orders: spr.Orders = {
      a: { ships: { dutch: { plot: '', fire: { R: { target: 'y', aim: 'rigging' } } } } },
      b: { ships: { y: { plot: '' } } },
    };
    const fire = resolveTurn(g, orders).events.find((e) => e.type === 'fire') as { total: number; die: number };
    expect(fire.total - fire.die).toBe(rig.base);
  });

  it('weighs placements the ships may take: out of the field, a friend or the other broadside is nothing', () => {
    const g = game();
    const view = playerView(g, 'a');
    const here = { firer: { bow: g.ships[0].bow, heading: g.ships[0].heading } };
    expect(spr.shotEstimates(view, 'dutch', 'R', 'y', here)).toEqual(spr.shotEstimates(view, 'dutch', 'R', 'y'));
    expect(spr.shotEstimates(view, 'dutch', 'L', 'y')).toEqual([]);
    expect(spr.shotEstimates(view, 'dutch', 'R', 'y', { target: at('M10', 1) })).toEqual([]);
    // at 7 hexes only the rigging may be fired at
    const far = spr.shotEstimates(view, 'dutch', 'R', 'y', { target: at('T20', 1) });
    expect(far.map((e) => e.aim)).toEqual(['rigging']);
    expect(spr.shotEstimates(view, 'y', 'L', 'y')).toEqual([]);
    expect(() => spr.shotEstimates(view, 'nobody', 'L', 'y')).toThrow(/unknown ship "nobody"/);
  });
});

describe('sprPlotEnds', () => {
  it("legalPlots' list, each with where its basic moves leave the ship; a drift where she lies", () => {
    const g = newSprGame(
      scenario([
        { id: 'x', side: 'a', bow: 'J10', heading: 1, sail: 'FS' },
        { id: 'y', side: 'b', bow: 'J20', heading: 4, sail: 'NS' },
      ]),
      { seed: 'ends' },
    );
    const view = playerView(g, 'a');
    const ends = spr.plotEnds(view, 'x');
    expect(ends.map((e) => e.plot)).toEqual(spr.rules.legalPlots(view, 'x'));
    const start = { bow: g.ships[0].bow, heading: g.ships[0].heading };
    for (const e of ends) {
      let p = start;
      for (const m of e.plot) p = basicMove(p, m as 'F' | 'P' | 'S');
      expect(e.at).toEqual(p);
      expect(e.drift).toBe(false);
    }
    expect(ends.length).toBeGreaterThan(3);
    expect(spr.plotEnds(view, 'y')).toEqual([
      { plot: '', at: { bow: g.ships[1].bow, heading: g.ships[1].heading }, drift: true },
    ]);
  });
});

describe('spr.stateFromView', () => {
  it('keeps what the view shows; the enemy crew figures it hides come from the guess', () => {
    const g = game();
    const view = playerView(g, 'a');
    const s = spr.stateFromView(view, { seed: 'sim', guessCrew: () => ({ morale: 3, quality: 5 }) });
    expect(s.ships).toEqual(g.ships);
    expect(s.static.logs[0]).toEqual(g.static.logs[0]);
    expect(s.static.logs[1].crew).toEqual({ ...g.static.logs[1].crew, morale: 3, quality: 5 });
    expect(g.static.logs[1].crew.morale).toBe(6);
    expect(s.static.seed).toBe('sim');
    expect(playerView(s, 'a')).toEqual(view);
    // it plays on
    const r = resolveTurn(s, { a: { ships: {} }, b: { ships: {} } });
    expect(r.state.turn).toBe(g.turn + 1);
  });
});
