import { describe, expect, it } from 'vitest';
import { checkPlot, hexLabel } from '../../src/index.js';
import { movementAllowance, splitAdvancedTable, type GameState } from '../../src/api/wsim.js';
import { explosionTable } from '../../src/engine/wsim/phases/criticals.js';
import { applyCritical } from '../../src/engine/wsim/phases/criticals.js';
import { TurnContext, emptyScratch } from '../../src/engine/wsim/context.js';
import { edit, game, of, reseed, ship, turn } from './helpers.js';

const ADV = { rules: { level: 'advanced' as const } };
const hold = { plot: '0' };
/** Search seeds until `pred` holds for the turn's result. */
function find(
  g: GameState,
  orders: Parameters<typeof turn>[1],
  pred: (r: ReturnType<typeof turn>) => boolean,
  tries = 300,
) {
  for (let seed = 1; seed <= tries; seed++) {
    const r = turn(reseed(g, seed), orders);
    if (pred(r)) return r;
  }
  throw new Error('no seed satisfied the condition');
}

describe('log modifications (16.2)', () => {
  it('16.2.1 hull ×1.5 rounded up; guns, carronades and crew ×2; 16.2.2 broadsides split into bow and stern sections', () => {
    const g = game(
      [
        { id: 'a', bow: 'J20', heading: 1, class: 'br-sol2-74' },
        { id: 'b', side: 'b', bow: 'A1', heading: 1 },
      ],
      ADV,
    );
    const spec = g.static.ships[0];
    expect(spec.hull).toBe(21); // 14 × 1.5
    expect(spec.crew).toEqual([8, 8, 8]);
    expect(spec.guns).toEqual({ L: [8, 8], R: [8, 8] });
    expect(spec.carronades).toEqual({ L: [2, 2], R: [2, 2] });
    const f = game(
      [
        { id: 'a', bow: 'J20', heading: 1, class: 'br-f3-36' },
        { id: 'b', side: 'b', bow: 'A1', heading: 1 },
      ],
      ADV,
    ).static.ships[0];
    expect(f.hull).toBe(11); // 7 × 1.5 = 10.5 → 11
    expect(f.carronades).toEqual({ L: [1, 1], R: [1, 1] });
  });
});

describe('Advanced hit tables (16.1.2)', () => {
  it('16.1.2.1 a modified table of 20 is two rolls on table 10; 13 is table 10 and table 3', () => {
    expect(splitAdvancedTable(20)).toEqual([10, 10]);
    expect(splitAdvancedTable(13)).toEqual([10, 3]);
    expect(splitAdvancedTable(11)).toEqual([10, 1]);
    expect(splitAdvancedTable(7)).toEqual([7]);
    expect(splitAdvancedTable(-1)).toEqual([]);
  });
  it('16.1.2.2 a 6 on a hit table is a critical: 1d6 + the table number on the critical table, after the normal damage', () => {
    const g = game(
      [
        { id: 'a', bow: 'J20', heading: 1, class: 'fr-sol2-80', quality: 'crack' },
        { id: 'b', side: 'b', bow: 'K20', heading: 1, class: 'br-sol2-74' },
      ],
      ADV,
    );
    const r = find(g, { a: { plot: '0', fire: { R: {} } }, b: hold }, (x) =>
      of(x.events, 'broadside')[0]?.rolls.some((q) => q.critical),
    );
    const shot = of(r.events, 'broadside')[0];
    const crits = of(r.events, 'critical');
    expect(crits.length).toBe(shot.rolls.filter((q) => q.critical).length);
    const critTable = shot.rolls.find((q) => q.critical)!.table;
    expect(crits[0].number).toBeGreaterThanOrEqual(critTable + 1);
    expect(crits[0].number).toBeLessThanOrEqual(Math.min(16, critTable + 6));
    expect(r.events.indexOf(crits[0])).toBeGreaterThan(r.events.findIndex((e) => e.type === 'damage'));
  });
});

describe('sinking and exploding (24.3)', () => {
  it('24.3.2.3.1 example: an exploding British 74 (18 guns + 4 carronades a side) deals a rigging shot on table 10', () => {
    const g = game(
      [
        { id: 'a', bow: 'J20', heading: 1, class: 'br-sol2-74-l' },
        { id: 'b', side: 'b', bow: 'K20', heading: 1 },
      ],
      ADV,
    );
    expect(
      g.static.ships[0].guns.L.reduce((x, y) => x + y) + g.static.ships[0].carronades.L.reduce((x, y) => x + y),
    ).toBe(22);
    const ctx = new TurnContext(g, {}, emptyScratch(), []);
    expect(explosionTable(ctx, g.ships[0])).toBe(10); // rake value 8 at one hex, doubled 16, at most 10
  });
  it('24.3.2 the last hull square: the Destroyed Hull Table; a doomed ship rolls each Unfouling Phase, sinks on a 6', () => {
    const g = edit(
      game(
        [
          { id: 'a', bow: 'J20', heading: 1, class: 'fr-sol2-80', quality: 'elite' },
          { id: 'b', side: 'b', bow: 'K20', heading: 1 },
          { id: 'c', side: 'b', bow: 'Z40', heading: 1 },
        ],
        { ...ADV, victory: 'points' },
      ),
      (s) => {
        ship(s, 'b').hull = 1;
      },
    );
    const r = find(
      g,
      { a: { plot: '0', fire: { R: {} } }, b: hold, c: hold },
      (x) => of(x.events, 'destroyedHull')[0]?.result === 'MAY_SINK',
    );
    expect(ship(r.state, 'b').doomed).toBe('sink');
    expect(ship(r.state, 'b').surrendered?.cause).toBe('striking');
    let s = r.state;
    for (let t = 0; t < 40 && ship(s, 'b').removed === null; t++) {
      const n = turn(s, { a: hold, c: hold });
      const roll = of(n.events, 'doomRoll')[0];
      expect(roll.happens).toBe(roll.die === 6);
      s = n.state;
      if (roll.happens) expect(ship(s, 'b').removed).toBe('sunk');
    }
    expect(ship(s, 'b').removed).toBe('sunk');
  });
});

describe('wind (18.0)', () => {
  it('18.1.3 every third turn one die against the wind change number; then direction and velocity', () => {
    let g = game(
      [
        { id: 'a', bow: 'J20', heading: 1 },
        { id: 'b', side: 'b', bow: 'A1', heading: 1 },
      ],
      ADV,
    );
    const checks: number[] = [];
    for (let t = 1; t <= 9; t++) {
      const r = turn(g, { a: hold, b: hold });
      for (const e of of(r.events, 'windCheck')) {
        checks.push(e.turn);
        expect(e.changes).toBe(e.die >= 6);
        const change = of(r.events, 'windChange')[0];
        expect(Boolean(change)).toBe(e.changes);
      }
      g = r.state;
    }
    expect(checks).toEqual([3, 6, 9]);
  });
  it('18.2.2.3 becalmed: only turning', () => {
    const g = game(
      [
        { id: 'a', bow: 'J20', heading: 2 },
        { id: 'b', side: 'b', bow: 'A1', heading: 1 },
      ],
      { ...ADV, velocity: 0 },
    );
    expect(movementAllowance(g, 'a')).toBe(0);
    expect(checkPlot(g, 'a', 'L').legal).toBe(true);
    expect(checkPlot(g, 'a', '1').legal).toBe(false);
  });
  it('18.2.2 Wind Effects Table: a heavy breeze slows a frigate in A by one', () => {
    const g = game(
      [
        { id: 'a', bow: 'J20', heading: 2 },
        { id: 'b', side: 'b', bow: 'A1', heading: 1 },
      ],
      { ...ADV, velocity: 4 },
    );
    expect(movementAllowance(g, 'a')).toBe(3);
  });
  it('18.2.2.4 in a gale classes 1, 5 and 6 fire at −1', () => {
    const g = game(
      [
        { id: 'a', bow: 'J20', heading: 1, class: 'br-sol1-110' },
        { id: 'b', side: 'b', bow: 'K20', heading: 1 },
      ],
      { ...ADV, velocity: 5 },
    );
    const shot = of(turn(g, { a: { plot: '0', fire: { R: {} } }, b: hold }).events, 'broadside')[0];
    expect(shot.modifiers).toContainEqual({ name: 'gale (18.2.2)', value: -1 });
  });
});

describe('full sails (20.1)', () => {
  it('20.1.1 full-sail allowance; 20.1.5.2 the change takes effect in the Full Sail Phase', () => {
    let g = game(
      [
        { id: 'a', bow: 'J20', heading: 2 },
        { id: 'b', side: 'b', bow: 'A1', heading: 1 },
      ],
      ADV,
    );
    expect(movementAllowance(g, 'a')).toBe(4);
    const r = turn(g, { a: { plot: '4', sail: 'FS' }, b: hold });
    expect(of(r.events, 'sail')[0]).toMatchObject({ ship: 'a', fullSail: true });
    g = r.state;
    expect(movementAllowance(g, 'a')).toBe(6); // full sail speed 6, attitude A
  });
  it('20.1.3 rigging hits on a ship at full sail are doubled; 20.1.4 losing the first rigging section ends full sails', () => {
    const g = edit(
      game(
        [
          { id: 'a', bow: 'J20', heading: 1, class: 'fr-sol2-80', quality: 'elite' },
          { id: 'b', side: 'b', bow: 'M20', heading: 1 },
        ],
        ADV,
      ),
      (s) => {
        ship(s, 'b').fullSail = true;
      },
    );
    const r = find(
      g,
      { a: { plot: '0', fire: { R: { aim: 'rigging' } } }, b: hold },
      (x) => (of(x.events, 'broadside')[0]?.hits.R ?? 0) > 0,
    );
    const shot = of(r.events, 'broadside')[0];
    const rolled = shot.rolls.reduce((a, q) => a + q.hits.R, 0);
    expect(shot.hits.R).toBe(2 * rolled);
    const b = ship(r.state, 'b');
    if (b.rigging[0] === 0) {
      expect(b.fullSail).toBe(false);
      expect(b.fullSailDisabled).toBe(true);
    }
  });
});

describe('backing sails (20.2)', () => {
  it('the BBB1 example: backing lets a ship enter the crossing hex after the other has passed', () => {
    // a crosses J20's neighbourhood at full speed; b waits three factors then enters the hex a passed through
    const g = game(
      [
        { id: 'a', bow: 'J22', heading: 1 },
        { id: 'b', side: 'b', bow: 'I22', heading: 2 },
      ],
      ADV,
    );
    const crash = turn(g, { a: { plot: '3' }, b: { plot: '1' } });
    expect(of(crash.events, 'collision')[0]).toMatchObject({ hex: 'J21', step: 1 });
    const ok = turn(g, { a: { plot: '3' }, b: { plot: 'BBB1' } });
    expect(of(ok.events, 'collision')).toHaveLength(0);
    expect(hexLabel(ship(ok.state, 'b').bow)).toBe('J21');
    expect(hexLabel(ship(ok.state, 'a').bow)).toBe('J19');
  });
});

describe('anchors (20.3)', () => {
  const anch = (anchored?: 'A' | 'AB' | 'AS') =>
    game(
      [
        { id: 'a', bow: 'J20', heading: 1, ...(anchored ? { anchored } : {}) },
        { id: 'b', side: 'b', bow: 'M20', heading: 1 },
      ],
      { ...ADV, extra: { anchorsAllowed: true } },
    );
  it('20.3.2 anchoring takes effect the following turn; 20.3.3 then the ship may not move or turn, nor drift', () => {
    let g = anch();
    g = turn(g, { a: { plot: '2', anchor: 'A' }, b: hold }).state;
    expect(ship(g, 'a').anchor).toBe('A');
    expect(checkPlot(g, 'a', 'L').legal).toBe(false);
    const before = hexLabel(ship(g, 'a').bow);
    for (let t = 0; t < 3; t++) g = turn(g, { a: hold, b: hold }).state;
    expect(hexLabel(ship(g, 'a').bow)).toBe(before);
  });
  it('20.3.4 springs turn 60° or 120° in place, pivoting on the anchored end; no fire or reload that turn (20.3.4.2)', () => {
    const g = anch('AS');
    expect(checkPlot(g, 'a', 'LL').legal).toBe(true);
    expect(checkPlot(g, 'a', 'LLL').legal).toBe(false);
    expect(checkPlot(g, 'a', '1').legal).toBe(false);
    const stern = { ...ship(g, 'a') };
    const r = turn(g, { a: { plot: 'R', fire: { R: {} } }, b: hold });
    expect(of(r.events, 'broadside')).toHaveLength(0);
    // anchored by the stern: the stern hex stays where it was
    const after = ship(r.state, 'a');
    const sternHex = (s: typeof stern) =>
      hexLabel({ q: s.bow.q - [0, 1, 1, 0, -1, -1][s.heading], r: s.bow.r - [-1, -1, 0, 1, 1, 0][s.heading] });
    expect(sternHex(after)).toBe(sternHex(stern));
  });
  it('20.3.5 an anchored ship fires with the anchored modifier', () => {
    const shot = of(turn(anch('A'), { a: { plot: '0', fire: { R: {} } }, b: hold }).events, 'broadside')[0];
    expect(shot.modifiers.map((m) => m.name)).toContain('anchored (20.3.5)');
  });
  it('20.3.6 up-anchoring takes two consecutive turns, without fire; 20.3.7 cut anchors may never anchor again', () => {
    let g = anch('A');
    const r1 = turn(g, { a: { plot: '0', anchor: 'up', fire: { R: {} } }, b: hold });
    expect(of(r1.events, 'broadside')).toHaveLength(0);
    const r2 = turn(r1.state, { a: { plot: '0', anchor: 'up' }, b: hold });
    expect(ship(r2.state, 'a').anchor).toBeNull();
    expect(checkPlot(r2.state, 'a', '2').legal).toBe(true);
    g = turn(anch('A'), { a: { plot: '0', anchor: 'cut' }, b: hold }).state;
    expect(ship(g, 'a').anchorsCut).toBe(true);
    const again = turn(g, { a: { plot: '0', anchor: 'A' }, b: hold });
    expect(of(again.events, 'orderIgnored')[0].reason).toMatch(/20\.3\.7\.1/);
  });
});

describe('repairs (20.5, 26.2)', () => {
  it('three turns of repairs restore two squares; no fire while repairing', () => {
    let g = edit(
      game(
        [
          { id: 'a', bow: 'J20', heading: 1 },
          { id: 'b', side: 'b', bow: 'Z40', heading: 1 },
        ],
        ADV,
      ),
      (s) => {
        ship(s, 'a').hull = 5;
      },
    );
    for (let t = 0; t < 3; t++) g = turn(g, { a: { plot: '0', repair: 'H', fire: { R: {} } }, b: hold }).state;
    expect(ship(g, 'a').hull).toBe(7);
  });
  it('20.5.4 a turn voids the repair', () => {
    const g = edit(
      game(
        [
          { id: 'a', bow: 'J20', heading: 1 },
          { id: 'b', side: 'b', bow: 'Z40', heading: 1 },
        ],
        ADV,
      ),
      (s) => {
        ship(s, 'a').hull = 5;
      },
    );
    const r = turn(g, { a: { plot: 'L', repair: 'H' }, b: hold });
    expect(of(r.events, 'orderIgnored')[0].reason).toMatch(/20\.5\.4/);
  });
});

describe('reduced field of fire and ammunition (24.1, 24.2)', () => {
  it('24.1.2 a target in field 4 is engaged by the stern section only', () => {
    // b lies along a's stern ray (field 4) two hexes out
    const g = game(
      [
        { id: 'a', bow: 'J20', heading: 1, class: 'fr-sol2-80' },
        { id: 'b', side: 'b', bow: 'L22', heading: 1 },
      ],
      ADV,
    );
    const shot = of(turn(g, { a: { plot: '0', fire: { R: {} } }, b: hold }).events, 'broadside')[0];
    expect(shot.section).toBe('stern');
    expect(shot.guns).toBe(g.static.ships[0].guns.R[1] + g.static.ships[0].carronades.R[1]);
  });
  it('24.2.2 chainshot: range three, H and G results miss', () => {
    const g = game(
      [
        { id: 'a', bow: 'J20', heading: 1, nation: 'French', class: 'fr-sol2-80' },
        { id: 'b', side: 'b', bow: 'M20', heading: 1 },
      ],
      ADV,
    );
    const r = find(
      g,
      { a: { plot: '0', initialLoads: { R: 'chain' }, fire: { R: { aim: 'rigging' } } }, b: hold },
      (x) => of(x.events, 'broadside')[0]?.rolls.some((q) => q.hits.H + q.hits.G === 0 && q.hits.R > 0) ?? false,
    );
    const shot = of(r.events, 'broadside')[0];
    expect(shot.ammo).toBe('chain');
    expect(shot.hits.H + shot.hits.G).toBe(0);
    const far = game(
      [
        { id: 'a', bow: 'J20', heading: 1, class: 'fr-sol2-80' },
        { id: 'b', side: 'b', bow: 'N20', heading: 1 },
      ],
      ADV,
    );
    expect(
      of(turn(far, { a: { plot: '0', initialLoads: { R: 'chain' }, fire: { R: {} } }, b: hold }).events, 'broadside'),
    ).toHaveLength(0);
  });
  it('24.2.3 doubleshot: one hex, +modifier; fired beyond one hex as roundshot (24.2.3.4)', () => {
    const near = game(
      [
        { id: 'a', bow: 'J20', heading: 1, class: 'fr-sol2-80' },
        { id: 'b', side: 'b', bow: 'K20', heading: 1 },
      ],
      ADV,
    );
    const s1 = of(
      turn(near, { a: { plot: '0', initialLoads: { R: 'double' }, fire: { R: {} } }, b: hold }).events,
      'broadside',
    )[0];
    expect(s1.ammo).toBe('double');
    expect(s1.modifiers.map((m) => m.name)).toContain('doubleshot (24.2)');
    const far = game(
      [
        { id: 'a', bow: 'J20', heading: 1, class: 'fr-sol2-80' },
        { id: 'b', side: 'b', bow: 'M20', heading: 1 },
      ],
      ADV,
    );
    expect(
      of(
        turn(far, { a: { plot: '0', initialLoads: { R: 'double' }, fire: { R: {} } }, b: hold }).events,
        'broadside',
      )[0].ammo,
    ).toBe('round');
  });
  it('24.2.4 grapeshot: no hit table, the modified table is crew squares; 24.2.4.5 roundshot fired as grape', () => {
    const g = game(
      [
        { id: 'a', bow: 'J20', heading: 1, class: 'fr-sol2-80' },
        { id: 'b', side: 'b', bow: 'K20', heading: 1, class: 'br-sol2-74' },
      ],
      ADV,
    );
    const r = turn(g, { a: { plot: '0', fire: { R: { asGrape: true } } }, b: hold });
    const shot = of(r.events, 'broadside')[0];
    expect(shot.ammo).toBe('grape');
    expect(shot.rolls).toHaveLength(0);
    expect(shot.hits).toEqual({ H: 0, G: 0, C: Math.max(0, shot.table), R: 0 });
  });
  it('24.2.7 a target with a boarding party loses one extra crew square', () => {
    const g = edit(
      game(
        [
          { id: 'a', bow: 'J20', heading: 1, class: 'fr-sol2-80' },
          { id: 'b', side: 'b', bow: 'K20', heading: 1, class: 'br-sol2-74' },
        ],
        ADV,
      ),
      (s) => {
        s.fouls = [{ a: 'a', b: 'b' }];
      },
    );
    const r = turn(g, {
      a: { plot: '0', unfoul: false, fire: { R: { asGrape: true } } },
      b: { plot: '0', unfoul: false, boarding: [{ type: 'DBP', sections: 1 }] },
    });
    const shot = of(r.events, 'broadside')[0];
    expect(shot.hits.C).toBe(Math.max(0, shot.table) + 1);
  });
});

describe('timed critical effects (critical table 4R, 6R, 14H)', () => {
  it('"−1 hit table for the next 3 turns" (4R/6R): set in turn T, it acts in the Combat Phases of T+1, T+2 and T+3', () => {
    const g = game(
      [
        { id: 'a', bow: 'J20', heading: 1, class: 'br-f3-36', quality: 'elite' },
        { id: 'b', side: 'b', bow: 'N18', heading: 1, class: 'br-f3-36' },
      ],
      ADV,
    );
    const r = find(
      g,
      { a: { plot: '0', fire: { R: { aim: 'rigging' } } }, b: hold },
      (x) => {
        const t = ship(x.state, 'b');
        return t.obscured.L + t.obscured.R > 0 && of(x.events, 'critical').length === 1;
      },
      3000,
    );
    const side = ship(r.state, 'b').obscured.L > 0 ? 'L' : 'R';
    // all three turns are still to come after turn T (the old count left 2)
    expect(ship(r.state, 'b').obscured[side]).toBe(3);
    let s = r.state;
    for (let k = 1; k <= 3; k++) {
      // read by the Combat Phase of T+k before it is counted down: > 0 in each of the three turns
      expect(ship(s, 'b').obscured[side]).toBeGreaterThan(0);
      s = turn(s, { a: hold, b: hold }).state;
      expect(ship(s, 'b').obscured[side]).toBe(3 - k);
    }
  });
  it('a fire of N turns (14H) costs the broadsides of the N turns after it: the next turn fires at −N', () => {
    const g = game(
      [
        { id: 'a', bow: 'J20', heading: 1, class: 'fr-sol2-80', quality: 'elite' },
        { id: 'b', side: 'b', bow: 'K20', heading: 1, class: 'br-sol2-74' },
      ],
      ADV,
    );
    const r = find(
      g,
      { a: { plot: '0', fire: { R: {} } }, b: hold },
      (x) => {
        const c = of(x.events, 'critical');
        return c.length === 1 && c[0].number === 14 && c[0].ship === 'b' && ship(x.state, 'b').doomed === null;
      },
      3000,
    );
    const n = ship(r.state, 'b').fireModifier;
    expect(n).toBeGreaterThan(0);
    expect(ship(r.state, 'b').fireTurns).toBe(n); // the old count left N − 1 (and nothing for a fire of 1)
    const next = turn(r.state, { a: hold, b: { plot: '0', fire: { L: { aim: 'hull' } } } });
    const shot = of(next.events, 'broadside').find((e) => e.ship === 'b')!;
    expect(shot.modifiers).toContainEqual({ name: 'fire aboard (critical 14 H)', value: -n });
    expect(ship(next.state, 'b').fireTurns).toBe(n - 1);
  });
});

describe('16.1.2.2.4 critical results of optional rules not in use', () => {
  const setUp = (rules: Record<string, unknown>) => {
    const g = game(
      [
        { id: 'a', bow: 'J20', heading: 1, class: 'br-sol2-74' },
        { id: 'b', side: 'b', bow: 'K20', heading: 1 },
      ],
      { rules: { level: 'advanced', ...rules } as never },
    );
    const ctx = new TurnContext(g, {}, emptyScratch(), []);
    return { ctx, target: ctx.state.ships[0] };
  };
  it('without optional rule VIII a rigging critical that loses a section (8R, 16R) is "no effect"', () => {
    for (const n of [8, 16]) {
      const { ctx, target } = setUp({});
      const before = target.rigging.slice();
      applyCritical(ctx, target, n, 'rigging', {
        rake: false,
        range: 1,
        hits: { H: 0, G: 0, C: 0, R: 0 },
        firer: null,
      });
      expect(target.rigging).toEqual(before);
      expect(ctx.events.at(-1)).toMatchObject({ type: 'critical', effect: 'none' });
    }
  });
  it('with optional rule VIII, or the rules option riggingCriticals "section", the section is lost', () => {
    for (const rules of [{ optional: { lossOfRigging: true } }, { riggingCriticals: 'section' }]) {
      const { ctx, target } = setUp(rules);
      const first = target.rigging[0];
      applyCritical(ctx, target, 8, 'rigging', {
        rake: false,
        range: 1,
        hits: { H: 0, G: 0, C: 0, R: 0 },
        firer: null,
      });
      expect(target.rigging[0]).toBe(0);
      expect(first).toBeGreaterThan(0);
    }
  });
});

describe('11.3.5 captured ship: "two tables" (text) against the Advanced card\'s −1 on its 1–6 gun rows', () => {
  const capturedShot = (rules: Record<string, unknown>) => {
    // b, a small French ship taken by side a, fires its guns at c (few guns: the 1–6 gun row)
    const g = edit(
      game(
        [
          { id: 'a', bow: 'A1', heading: 1 },
          { id: 'b', side: 'b', bow: 'J20', heading: 1, guns: 2, carronades: 0 },
          { id: 'c', side: 'b', bow: 'K20', heading: 1 },
        ],
        { rules: { level: 'advanced', ...rules } as never, victory: 'points' },
      ),
      (s) => {
        const b = ship(s, 'b');
        b.prize = { side: 'a', squares: 4, quality: 'average' };
        b.surrendered = { cause: 'melee', turn: 0, to: 'a' };
      },
    );
    const r = turn(g, { a: hold, b: { plot: '0', fire: { R: { target: 'c' } } }, c: hold });
    return of(r.events, 'broadside')
      .find((e) => e.ship === 'b')!
      .modifiers.find((m) => m.name.startsWith('captured ship'))!.value;
  };
  it('the card (default) gives −1 on the small rows; capturedShipPenalty "text" gives −2', () => {
    expect(capturedShot({})).toBe(-1);
    expect(capturedShot({ capturedShipPenalty: 'text' })).toBe(-2);
  });
});
