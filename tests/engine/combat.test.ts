import { describe, expect, it } from 'vitest';
import {
  BASIC_HIT_TABLES,
  ADVANCED_HIT_TABLES,
  ADVANCED_HDT,
  fireOptions,
  hdtRow,
  type GameState,
} from '../../src/api/wsim.js';
import { edit, game, of, orders, reseed, ship, turn } from './helpers.js';
import { TurnContext, emptyScratch } from '../../src/engine/wsim/context.js';
import { applyGunLoss } from '../../src/engine/wsim/phases/damage.js';
import { facingSide } from '../../src/engine/wsim/geometry.js';
import type { ShipState } from '../../src/engine/wsim/types.js';

const broadside = (s: ShipState, b: 'L' | 'R') =>
  s.guns[b].reduce((x, y) => x + y, 0) + s.carronades[b].reduce((x, y) => x + y, 0);

const hold = { plot: '0' };
const fireBoth = { plot: '0', fire: { L: {}, R: {} } };

/** a (heading north at J20) and b abeam to the east at `bBow`, heading north too. */
function abeam(
  bBow: string,
  aDef: Record<string, unknown> = {},
  bDef: Record<string, unknown> = {},
  rules?: { level: 'basic' | 'advanced' },
) {
  return game(
    [
      { id: 'a', bow: 'J20', heading: 1, ...aDef },
      { id: 'b', side: 'b', bow: bBow, heading: 1, ...bDef },
    ],
    { rules },
  );
}

describe('fire determination and procedure (11.1, 11.2)', () => {
  it('11.2.2–11.2.3 counts undamaged guns, carronades only within two hexes, reads the HDT; 11.3.4 initial broadside', () => {
    const g = abeam('K20'); // adjacent, abeam: range 1
    const { events } = turn(g, { a: fireBoth, b: hold });
    const b = of(events, 'broadside')[0];
    expect(b).toMatchObject({ ship: 'a', broadside: 'R', target: 'b', range: 1, guns: 3, baseTable: 1 }); // 2 guns + 1 carronade
    expect(b.modifiers.map((m) => m.name)).toEqual(['initial broadside (11.3.4)']);
    expect(b.table).toBe(2);
    const roll = b.rolls[0];
    const c = BASIC_HIT_TABLES[2].hull[roll.die - 1];
    expect(roll.hits).toEqual({ H: c[0], G: c[1], C: c[2], R: c[3] });
    const far = turn(abeam('M20'), { a: fireBoth, b: hold }).events;
    expect(of(far, 'broadside')[0]).toMatchObject({ range: 3, guns: 2 }); // 11.1.9 no carronades at 3
  });
  it('11.2.5 from six hexes the fire goes to the rigging', () => {
    const g = abeam('P20');
    const b = of(turn(g, { a: { plot: '0', fire: { R: { aim: 'hull' } } }, b: hold }).events, 'broadside')[0];
    expect(b.range).toBe(6);
    expect(b.aim).toBe('rigging');
  });
  it('11.2.4 below table 0 is a miss; above 8 uses table 8', () => {
    const g = abeam('S20'); // range 9: table −3 with 2 guns
    const b = of(turn(g, { a: fireBoth, b: hold }).events, 'broadside')[0];
    expect(b.table).toBeLessThan(0);
    expect(b.rolls).toHaveLength(0);
    expect(b.hits).toEqual({ H: 0, G: 0, C: 0, R: 0 });
    const big = abeam('K20', { class: 'sp-sol1-130', quality: 'elite' });
    const e = of(turn(big, { a: fireBoth, b: hold }).events, 'broadside')[0];
    expect(e.table).toBeGreaterThan(8); // 13 guns, range 1: 5 + 3 + 2
    expect(e.rolls[0].table).toBe(8);
  });
  it('11.1.7 firing is simultaneous: hits are marked after both broadsides', () => {
    const g = abeam('K20', {}, { heading: 1 });
    const { state, events } = turn(g, { a: fireBoth, b: fireBoth });
    const shots = of(events, 'broadside');
    expect(shots.map((s) => s.ship).sort()).toEqual(['a', 'b']);
    const dmg = of(events, 'damage');
    const firstDamage = events.findIndex((e) => e.type === 'damage');
    const lastShot = events.map((e) => e.type).lastIndexOf('broadside');
    expect(firstDamage).toBeGreaterThan(lastShot);
    const total = (id: string) => dmg.filter((d) => d.ship === id).reduce((a, d) => a + d.hull + d.gunsToHull, 0);
    expect(ship(state, 'b').hull).toBe(ship(g, 'b').hull - total('b'));
  });
  it('11.1.4 only the closest ship in the field of fire may be engaged; a friend closer blocks (11.1.4.2)', () => {
    const g = game([
      { id: 'a', bow: 'J20', heading: 1 },
      { id: 'friend', bow: 'L20', heading: 1 },
      { id: 'b', side: 'b', bow: 'N20', heading: 1 },
    ]);
    const { events } = turn(g, { a: { plot: '0', fire: { R: { target: 'b' } } }, friend: hold, b: hold });
    expect(of(events, 'broadside').filter((e) => e.ship === 'a')).toHaveLength(0);
    expect(
      ship(turn(g, { a: { plot: '0', fire: { R: { target: 'b' } } }, friend: hold, b: hold }).state, 'a').loads.R.ammo,
    ).toBe('round');
  });
  it('11.1.5 two ships equally close: the firer chooses', () => {
    const g = game([
      { id: 'a', bow: 'J20', heading: 1 },
      { id: 'b1', side: 'b', bow: 'L19', heading: 1 },
      { id: 'b2', side: 'b', bow: 'L21', heading: 1 },
    ]);
    for (const target of ['b1', 'b2']) {
      const e = of(turn(g, { a: { plot: '0', fire: { R: { target } } }, b1: hold, b2: hold }).events, 'broadside')[0];
      expect(e.target).toBe(target);
    }
  });
  it('11.3.3 each crew section wiped out lowers the table; none left, no fire', () => {
    const g = edit(abeam('K20'), (s) => {
      ship(s, 'a').crew = [0, 2, 1];
    });
    const e = of(turn(g, { a: fireBoth, b: hold }).events, 'broadside')[0];
    expect(e.modifiers).toContainEqual({ name: '1 crew section down (11.3.3)', value: -1 });
    const none = edit(abeam('K20'), (s) => {
      ship(s, 'a').crew = [0, 0, 0];
    });
    expect(of(turn(none, { b: hold }).events, 'broadside')).toHaveLength(0);
  });
  it('11.3.2 a rake adds the HDT rake bonus', () => {
    // b (heading NE, two hexes off a's starboard beam) shows a her stern quarter: a is outside b's plays
    const g = game([
      { id: 'a', bow: 'J20', heading: 1 },
      { id: 'b', side: 'b', bow: 'M20', heading: 2 },
    ]);
    const e = of(turn(g, { a: fireBoth, b: hold }).events, 'broadside').find((x) => x.ship === 'a');
    expect(e).toBeDefined();
    expect(e!.rake).toBe(true);
    expect(e!.modifiers).toContainEqual({ name: 'rake (11.3.2)', value: 1 });
  });
  it("11.2.8 fouled or grappled ships fire only at each other's hull", () => {
    const g = edit(abeam('K20'), (s) => {
      s.fouls = [{ a: 'a', b: 'b' }];
    });
    const e = of(
      turn(g, { a: { plot: '0', unfoul: false, fire: { R: { aim: 'rigging' } } }, b: { plot: '0', unfoul: false } })
        .events,
      'broadside',
    )[0];
    expect(e.aim).toBe('hull');
  });
});

describe('marking hits and surrender (11.4)', () => {
  it('11.4.3.1 gun hits come off the broadside facing the firer; excess gun hits become hull hits (11.4.3.2)', () => {
    let g = abeam('K20');
    g = edit(g, (s) => {
      ship(s, 'b').guns = { L: [0], R: [2] };
      ship(s, 'b').carronades = { L: [0], R: [1] };
    });
    // b's left side faces a; with no guns left there the hits fall on the right, then on the hull
    for (let seed = 1; seed < 40; seed++) {
      const s = reseed(g, seed);
      const { state, events } = turn(s, { a: fireBoth, b: hold });
      const shot = of(events, 'broadside')[0];
      if (shot.hits.G === 0) continue;
      const dmg = of(events, 'damage')[0];
      const gunsLeft = ship(state, 'b').guns.R[0] + ship(state, 'b').carronades.R[0];
      expect(gunsLeft).toBe(Math.max(0, 3 - shot.hits.G));
      expect(dmg.gunsToHull).toBe(
        Math.max(0, shot.hits.G - 3) > 0 ? Math.min(Math.max(0, shot.hits.G - 3), ship(s, 'b').hull - shot.hits.H) : 0,
      );
      return;
    }
    expect.unreachable('no seed produced a gun hit');
  });
  it('11.4.1.2 a ship with no hull left strikes and may no longer be fired at', () => {
    const g = edit(abeam('K20'), (s) => {
      ship(s, 'b').hull = 1;
    });
    for (let seed = 1; seed < 60; seed++) {
      const s = reseed(g, seed);
      const { state, events } = turn(s, { a: fireBoth, b: hold });
      if (ship(state, 'b').hull > 0) continue;
      expect(of(events, 'surrender')[0]).toMatchObject({ ship: 'b', cause: 'striking', to: 'a' });
      expect(state.result).toMatchObject({ winner: 'a' }); // 14.1 single-ship victory, turn not completed
      expect(of(events, 'reload')).toHaveLength(0); // 14.1.4
      return;
    }
    expect.unreachable('no seed struck the target');
  });
  it("11.4.3.2 a gunless ship surrenders to an enemy firing from an adjacent hex, unless a friend of the firer's class is within ten hexes", () => {
    const gunless = (s: ReturnType<typeof abeam>) => {
      const b = ship(s, 'b');
      b.guns = { L: [0], R: [0] };
      b.carronades = { L: [0], R: [0] };
    };
    const g = edit(abeam('K20'), gunless);
    const r = turn(g, { a: fireBoth, b: hold });
    expect(of(r.events, 'surrender')[0]).toMatchObject({ ship: 'b', cause: 'firepower' });
    const escorted = edit(
      game([
        { id: 'a', bow: 'J20', heading: 1 },
        { id: 'b', side: 'b', bow: 'K20', heading: 1 },
        { id: 'b2', side: 'b', bow: 'R26', heading: 1 },
      ]),
      gunless,
    );
    const r2 = turn(escorted, { a: fireBoth, b: hold, b2: hold });
    expect(of(r2.events, 'surrender').filter((e) => e.cause === 'firepower')).toHaveLength(0);
  });
  it('11.4.4.2 a dismasted ship surrenders to the first enemy that rakes her hull', () => {
    const g = edit(
      game([
        { id: 'a', bow: 'J20', heading: 1 },
        { id: 'b', side: 'b', bow: 'M20', heading: 2 },
      ]),
      (s) => {
        ship(s, 'b').rigging = [0, 0, 0, 0];
      },
    );
    const r = turn(g, { a: { plot: '0', fire: { R: { aim: 'hull' } } }, b: hold });
    expect(of(r.events, 'broadside')[0].rake).toBe(true);
    expect(of(r.events, 'surrender')[0]).toMatchObject({ ship: 'b', cause: 'immobility', to: 'a' });
  });
  it('11.4.2.1 crew hits come from the first section until it is gone', () => {
    const g = edit(abeam('K20'), (s) => {
      ship(s, 'b').crew = [1, 2, 2];
    });
    for (let seed = 1; seed < 80; seed++) {
      const s = reseed(g, seed);
      const { state, events } = turn(s, { a: fireBoth, b: hold });
      const c = of(events, 'broadside')[0].hits.C;
      if (c < 1) continue;
      expect(ship(state, 'b').crew).toEqual([0, Math.max(0, 2 - (c - 1)), 2 - Math.max(0, c - 3)]);
      return;
    }
    expect.unreachable('no seed produced a crew hit');
  });
  it('11.4.5 a surrendered ship (not struck) near a friend at the start of a turn returns to duty next turn', () => {
    const g = edit(
      game(
        [
          { id: 'a', bow: 'J20', heading: 1 },
          { id: 'b', side: 'b', bow: 'T20', heading: 1 },
          { id: 'b2', side: 'b', bow: 'T25', heading: 1 },
        ],
        { victory: 'points' },
      ),
      (s) => {
        ship(s, 'b').surrendered = { cause: 'firepower', turn: 0, to: 'a' };
      },
    );
    const r = turn(g, { a: hold, b2: hold });
    expect(of(r.events, 'returnToDuty')).toEqual([{ type: 'returnToDuty', turn: 1, ship: 'b' }]);
    expect(ship(r.state, 'b').surrendered).toBeNull();
  });
});

describe('Advanced combat (16.1, 24.x)', () => {
  it('16.1.2.1 a table above 10 is split into rolls on table 10 and the rest', () => {
    const big = abeam('K20', { class: 'sp-sol1-130', quality: 'elite' }, {}, { level: 'advanced' });
    // 26 guns at range 1: table 5, +3 elite, +2 initial = 10, and doubleshot's bonus takes it over 10
    const e = of(
      turn(big, { a: { ...fireBoth, initialLoads: { L: 'double', R: 'double' } }, b: hold }).events,
      'broadside',
    )[0];
    expect(e.guns).toBe(26);
    expect(e.ammo).toBe('double');
    expect(e.table).toBeGreaterThan(10); // the split is exercised (a clamp to table 10 would give one roll)
    expect(e.rolls.map((r) => r.table)).toEqual([10, e.table - 10]);
    for (const r of e.rolls) {
      const c = ADVANCED_HIT_TABLES[r.table].hull[r.die - 1];
      expect(r.hits).toEqual({ H: c[0], G: c[1], C: c[2], R: c[3] });
      expect(r.critical).toBe(r.die === 6);
    }
  });
  it('24.5 men in the rigging: a sail change plotted the turn a ship fires counts as a crew section down', () => {
    const g = abeam('M20', { class: 'fr-sol2-80', quality: 'crack' }, {}, { level: 'advanced' });
    const e = of(turn(g, { a: { plot: '0', sail: 'FS', fire: { R: {} } }, b: hold }).events, 'broadside')[0];
    const row = hdtRow(ADVANCED_HDT, e.guns)!;
    expect(e.modifiers).toContainEqual({
      name: '1 crew section down (11.3.3, 24.5)',
      value: row.modifiers.crewSectionLossEach,
    });
    // the French crack 80 example of 24.5: 22 guns at range 3 → table 3, +2 crack, −2 one section down
    expect(e.guns).toBe(22);
    expect(e.range).toBe(3);
    expect(e.baseTable).toBe(3);
    expect(e.modifiers.filter((m) => !m.name.startsWith('initial')).reduce((a, m) => a + m.value, 0)).toBe(0);
  });
});

describe("fireOptions is the Combat Phase's own check", () => {
  const pair = () =>
    game(
      [
        { id: 'a', bow: 'J20', heading: 1, class: 'br-f3-36' },
        { id: 'b', side: 'b', bow: 'K20', heading: 1, class: 'fr-f3-36' },
      ],
      { rules: { level: 'advanced' } },
    );
  it('a loaded broadside with a target in its field has options', () => {
    expect(fireOptions(pair(), 'a', 'R').map((o) => o.target)).toEqual(['b']);
  });
  const cases: [string, (s: GameState) => void, RegExp][] = [
    [
      'a struck ship (11.4.1.2)',
      (s) => {
        ship(s, 'a').surrendered = { cause: 'striking', turn: 0, to: 'b' };
      },
      /11\.4\.1\.2/,
    ],
    [
      'a mast over the side (36.2.2)',
      (s) => {
        ship(s, 'a').mastOverSide = 'L';
      },
      /36\.2\.2/,
    ],
    [
      'no free crew section (11.3.3)',
      (s) => {
        s.melees = [{ target: 'b', turns: 1, attackers: [{ ship: 'a', sections: [0, 1, 2] }], defenders: [] }];
        s.fouls = [{ a: 'a', b: 'b' }];
      },
      /11\.3\.3/,
    ],
  ];
  for (const [what, set, rule] of cases) {
    it(`${what}: no options, and the Combat Phase refuses the same order with that rule`, () => {
      const g = edit(pair(), set);
      expect(fireOptions(g, 'a', 'R')).toEqual([]);
      const r = turn(g, { a: { plot: '0', fire: { R: { target: 'b' } } }, b: { plot: '0' } });
      expect(r.events.filter((e) => e.type === 'broadside' && e.ship === 'a')).toHaveLength(0);
      const ignored = r.events.find((e) => e.type === 'orderIgnored' && e.ship === 'a' && e.order === 'fire R') as
        { reason: string } | undefined;
      if (what.startsWith('a struck'))
        expect(ignored).toBeUndefined(); // a struck ship's orders are not read at all
      else expect(ignored?.reason).toMatch(rule);
    });
  }
});

describe('11.4.3.1 gun hits in a bow rake', () => {
  it('a firer across the bow is equally near both broadsides: the hits come off both (I-DMG-1), not all off one', () => {
    const g = game([
      { id: 't', bow: 'K11', heading: 1, class: 'br-f3-36' },
      { id: 'f', side: 'b', bow: 'K8', heading: 3, class: 'fr-f3-36' },
    ]);
    const ctx = new TurnContext(g, {}, emptyScratch(), []);
    const t = ctx.state.ships[0];
    const f = ctx.state.ships[1];
    expect(facingSide(t, f)).toBeNull();
    const before = { L: broadside(t, 'L'), R: broadside(t, 'R') };
    applyGunLoss(ctx, t, { bow: f.bow, heading: f.heading }, 4);
    expect(before.L - broadside(t, 'L')).toBe(2);
    expect(before.R - broadside(t, 'R')).toBe(2);
  });
  it('"as in a rake … the target ship chooses which gun squares to mark off": her order gunHits names the broadside', () => {
    const rake = () =>
      game([
        { id: 't', bow: 'K11', heading: 1, class: 'br-f3-36' },
        { id: 'f', side: 'b', bow: 'K8', heading: 3, class: 'fr-f3-36' },
      ]);
    for (const choice of ['L', 'R'] as const) {
      const g = rake();
      const ctx = new TurnContext(g, orders(g, { t: { gunHits: choice } }), emptyScratch(), []);
      const t = ctx.state.ships[0];
      const before = { L: broadside(t, 'L'), R: broadside(t, 'R') };
      applyGunLoss(ctx, t, { bow: ctx.state.ships[1].bow, heading: ctx.state.ships[1].heading }, 3);
      const other = choice === 'L' ? 'R' : 'L';
      expect(before[choice]).toBe(3);
      expect(broadside(t, choice)).toBe(0); // all three off the broadside she chose
      expect(broadside(t, other)).toBe(before[other]);
    }
    // in play: the order is one of the turn's, checked by the order schema, read in the Combat Phase
    for (let seed = 1; seed < 60; seed++) {
      const g = reseed(rake(), seed);
      const r = turn(g, {
        t: { plot: '0', gunHits: 'R' },
        f: { plot: '0', fire: { L: { target: 't' }, R: { target: 't' } } },
      });
      const shot = of(r.events, 'broadside')[0];
      if (!shot || shot.hits.G === 0 || shot.hits.G > broadside(ship(g, 't'), 'R')) continue;
      expect(broadside(ship(r.state, 't'), 'R')).toBe(broadside(ship(g, 't'), 'R') - shot.hits.G);
      expect(broadside(ship(r.state, 't'), 'L')).toBe(broadside(ship(g, 't'), 'L'));
      expect(() => turn(g, { t: { plot: '0', gunHits: 'both' as never }, f: { plot: '0' } })).toThrow(
        'orders.a.ships.t.gunHits: expected "L" or "R"',
      );
      return;
    }
    expect.unreachable('no seed produced a gun hit');
  });
});
