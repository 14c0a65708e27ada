import { describe, expect, it } from 'vitest';
import { edit, game, of, reseed, ship, turn, type ShipDef } from './helpers.js';

const hold = { plot: '0' };
describe('optional rule VIII / 36.0 loss of rigging', () => {
  const VIII = { rules: { optional: { lossOfRigging: true } } };
  it('36.2 a die for each whole rigging section lost; on a 1 the mast hangs over a side: no fire, −1 hex, no turning', () => {
    const g = edit(
      game(
        [
          { id: 'a', bow: 'J20', heading: 1, class: 'sp-sol1-130', quality: 'elite' },
          { id: 'b', side: 'b', bow: 'O20', heading: 2 },
        ],
        VIII,
      ),
      (s) => {
        ship(s, 'b').rigging = [1, 5, 5, 5];
      },
    );
    let hung: ReturnType<typeof turn> | null = null;
    for (let seed = 1; seed <= 400 && !hung; seed++) {
      const r = turn(reseed(g, seed), { a: { plot: '0', fire: { R: { aim: 'rigging' } } }, b: hold });
      const masts = of(r.events, 'mast');
      const sections = of(r.events, 'damage').find((d) => d.ship === 'b')?.sectionsLost ?? 0;
      expect(masts.length).toBe(sections);
      if (masts.some((m) => m.result.startsWith('hangs'))) hung = r;
    }
    expect(hung).not.toBeNull();
    const b = ship(hung!.state, 'b');
    expect(b.mastOverSide).not.toBeNull();
    const next = turn(hung!.state, { a: hold, b: { plot: 'L', fire: { L: {}, R: {} } } });
    const cut = of(next.events, 'mast')[0];
    expect(cut.result === 'cut loose').toBe(cut.die <= 2);
    if (!ship(next.state, 'b').mastOverSide) return;
    expect(of(next.events, 'plot').find((p) => p.ship === 'b')).toMatchObject({ legal: false, executed: '0' });
  });
  it('36.1 with every rigging section gone a ship fires at −1 (up to six gun squares) or −2', () => {
    const g = edit(
      game(
        [
          { id: 'a', bow: 'J20', heading: 1 },
          { id: 'b', side: 'b', bow: 'K20', heading: 1 },
        ],
        VIII,
      ),
      (s) => {
        ship(s, 'a').rigging = [0, 0, 0, 0];
      },
    );
    const shot = of(turn(g, { a: { plot: '0', fire: { R: {} } }, b: hold }).events, 'broadside')[0];
    expect(shot.modifiers).toContainEqual({ name: 'all rigging gone (optional VIII / 36.1)', value: -1 });
    const off = edit(
      game([
        { id: 'a', bow: 'J20', heading: 1 },
        { id: 'b', side: 'b', bow: 'K20', heading: 1 },
      ]),
      (s) => {
        ship(s, 'a').rigging = [0, 0, 0, 0];
      },
    );
    expect(
      of(turn(off, { a: { plot: '0', fire: { R: {} } }, b: hold }).events, 'broadside')[0].modifiers.map((m) => m.name),
    ).not.toContain('all rigging gone (optional VIII / 36.1)');
  });
});

describe('optional rule XIII optional rake determination', () => {
  it("a rake only from the line the target's bow or stern points along", () => {
    // b at N20 heading NE is raked under 11.3.2, but a lies on neither of b's bow or stern lines
    const base: ShipDef[] = [
      { id: 'a', bow: 'J20', heading: 1 },
      { id: 'b', side: 'b', bow: 'N20', heading: 2 },
    ];
    const basic = of(turn(game(base), { a: { plot: '0', fire: { R: {} } }, b: hold }).events, 'broadside')[0];
    expect(basic.rake).toBe(true);
    const xiii = of(
      turn(game(base, { rules: { optional: { optionalRake: true } } }), { a: { plot: '0', fire: { R: {} } }, b: hold })
        .events,
      'broadside',
    )[0];
    expect(xiii.rake).toBe(false);
  });
});

describe('optional rule XIV fore-and-aft rigging', () => {
  it('one hex every second turn in attitude D', () => {
    const def = { id: 'a', bow: 'J20', heading: 4, foreAndAft: true };
    let g = game([def, { id: 'b', side: 'b', bow: 'A1', heading: 1 }], {
      rules: { optional: { foreAndAftRigging: true } },
    });
    const legal: boolean[] = [];
    for (let t = 0; t < 4; t++) {
      const r = turn(g, { a: { plot: '1' }, b: hold });
      legal.push(of(r.events, 'plot')[0].legal);
      g = edit(r.state, (s) => {
        ship(s, 'a').heading = 3;
      });
    }
    expect(legal).toEqual([false, true, false, true]);
  });
});
