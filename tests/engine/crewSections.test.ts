/**
 * crewSections is the Combat Phase's own count of crew sections free to fire and down (11.3.3): sections
 * wiped out, held in a continuing melee (12.3.4), at the pumps (critical 12 H), aloft for a sail change
 * (24.5), and those a captain means to send boarding. From the state and the side's view alike, and equal
 * to the "crew sections down" the Combat Phase puts on the broadside's hit determination.
 */
import { describe, expect, it } from 'vitest';
import { playerView, type Broadside } from '../../src/index.js';
import { crewSections, fireOptions, type GameState, type ShipOrders } from '../../src/api/wsim.js';
import { edit, game, ship, turn } from './helpers.js';

/** a (three crew sections) with b adjacent, c a consort far off. */
function board(change: (s: GameState) => void = () => {}): GameState {
  const g = game(
    [
      { id: 'a', bow: 'J20', heading: 1 },
      { id: 'c', bow: 'A1', heading: 1 },
      { id: 'b', side: 'b', bow: 'L20', heading: 1 },
    ],
    { rules: { level: 'advanced' }, victory: 'points' },
  );
  return edit(g, change);
}

/** The "N crew sections down" the Combat Phase gives a's broadside at b this turn (0 when none). */
function combatDown(g: GameState, extra: ShipOrders = {}): number {
  const b = (['L', 'R'] as Broadside[]).find((x) => fireOptions(g, 'a', x).some((o) => o.target === 'b'))!;
  expect(b).toBeDefined();
  const r = turn(g, { a: { plot: '0', ...extra, fire: { [b]: { target: 'b' } } }, b: { plot: '0' }, c: { plot: '0' } });
  const shot = r.events.find((e) => e.type === 'broadside' && e.ship === 'a');
  if (!shot || shot.type !== 'broadside') throw new Error('a did not fire');
  const m = shot.modifiers.find((x) => /crew sections? down \(11\.3\.3/.test(x.name));
  return m ? Number(m.name.split(' ')[0]) : 0;
}

describe('crewSections (11.3.3)', () => {
  it('three sections of a fresh crew are free', () => {
    const g = board();
    expect(g.static.ships[0].crew.filter((c) => c > 0)).toHaveLength(3);
    expect(crewSections(g, 'a')).toEqual({ down: 0, available: 3 });
    expect(crewSections(playerView(g, 'a'), 'a')).toEqual({ down: 0, available: 3 });
    expect(combatDown(g)).toBe(0);
  });

  const cases: [string, (s: GameState) => void, { down: number; available: number }][] = [
    ['a section wiped out', (s) => (ship(s, 'a').crew[0] = 0), { down: 1, available: 2 }],
    ['a section at the pumps (critical 12 H)', (s) => (ship(s, 'a').waterlineSections = 1), { down: 1, available: 2 }],
    [
      'sections held in a continuing melee (12.3.4)',
      (s) => {
        s.fouls = [{ a: 'a', b: 'b' }];
        s.melees = [{ target: 'b', turns: 1, attackers: [{ ship: 'a', sections: [0, 1] }], defenders: [] }];
      },
      { down: 2, available: 1 },
    ],
  ];
  for (const [name, change, expected] of cases) {
    it(name, () => {
      const g = board(change);
      expect(crewSections(g, 'a')).toEqual(expected);
      expect(crewSections(playerView(g, 'a'), 'a')).toEqual(expected);
      expect(combatDown(g)).toBe(expected.down);
    });
  }

  it('men aloft for a sail change (24.5)', () => {
    const g = board();
    expect(crewSections(g, 'a', { menInRigging: true })).toEqual({ down: 1, available: 2 });
    expect(combatDown(g, { sail: 'FS' })).toBe(1);
  });

  it('sections a captain means to send boarding, never below none', () => {
    const g = board((s) => (ship(s, 'a').waterlineSections = 1));
    expect(crewSections(g, 'a', { boarding: 1 })).toEqual({ down: 2, available: 1 });
    expect(crewSections(g, 'a', { boarding: 2 })).toEqual({ down: 3, available: 0 });
    expect(crewSections(g, 'a', { boarding: 5, menInRigging: true })).toEqual({ down: 3, available: 0 });
  });

  it('a prize crew works one section, none when it goes boarding (12.4.5)', () => {
    const g = board((s) => {
      const c = ship(s, 'c');
      c.prize = { side: 'b', squares: 2, quality: 'average' };
      c.surrendered = { cause: 'melee', turn: 0, to: 'b' };
    });
    expect(crewSections(g, 'c')).toEqual({ down: 0, available: 1 });
    expect(crewSections(g, 'c', { boarding: 1 })).toEqual({ down: 0, available: 0 });
  });
});
