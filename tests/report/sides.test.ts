import { describe, expect, it } from 'vitest';
import { captainOption, parseRoleFactor, resolveSides, SidesMemo } from '../../src/report/sides.js';
import { emptySideStats } from '../../src/index.js';
import { row } from './helpers.js';

describe('factor keys per role', () => {
  it('reads the spellings the lab may use', () => {
    expect(parseRoleFactor('ammo.a')).toMatchObject({ attribute: 'doctrine', role: 'a', name: 'ammo', stem: 'ammo.*' });
    expect(parseRoleFactor('quality_B')).toMatchObject({ attribute: 'quality', role: 'B' });
    expect(parseRoleFactor('blue:class')).toMatchObject({ attribute: 'shipClass', role: 'blue', stem: '*:class' });
    expect(parseRoleFactor('captainA')).toMatchObject({ attribute: 'captain', role: 'A', stem: 'captain*' });
    expect(parseRoleFactor('doctrine2')).toMatchObject({ attribute: 'doctrine', role: '2' });
    expect(parseRoleFactor('scenario')).toBeNull();
    expect(parseRoleFactor('swap')).toBeNull();
    expect(parseRoleFactor('wind.speed')).toBeNull();
  });
  it('reads captain options', () => {
    expect(captainOption('gunner:ammo=chain-at-range,depth=2', 'ammo')).toBe('chain-at-range');
    expect(captainOption('gunner:depth=2', 'ammo')).toBeUndefined();
    expect(captainOption('gunner', 'ammo')).toBeUndefined();
  });
});

describe('roles to sides', () => {
  const factors = { ammoA: 'double-closing', ammoB: 'round', qualityA: 'crack', qualityB: 'green', class: 'fr-f3-36' };
  it("follows the lab's sideA / sideB", () => {
    const even = resolveSides(row({ factors: { ...factors, swap: false, sideA: 'blue', sideB: 'red' }, index: 4 }));
    expect(even.map((s) => [s.side, s.role, s.doctrine, s.quality, s.shipClass])).toEqual([
      ['blue', 'A', 'double-closing', 'crack', 'fr-f3-36'],
      ['red', 'B', 'round', 'green', 'fr-f3-36'],
    ]);
    const odd = resolveSides(row({ factors: { ...factors, swap: true, sideA: 'red', sideB: 'blue' }, index: 5 }));
    expect(odd.map((s) => [s.side, s.role, s.doctrine, s.quality])).toEqual([
      ['blue', 'B', 'round', 'green'],
      ['red', 'A', 'double-closing', 'crack'],
    ]);
  });
  it('without sideA / sideB: role A takes the first side unless the game is swapped', () => {
    expect(resolveSides(row({ factors: { ...factors, swap: false }, index: 3 }))[0].doctrine).toBe('double-closing');
    expect(resolveSides(row({ factors: { ...factors, swap: true }, index: 3 }))[0].doctrine).toBe('round');
    expect(resolveSides(row({ factors: { 'ammo.a': 'chain-at-range', 'ammo.b': 'round' } }))[0].doctrine).toBe(
      'chain-at-range',
    );
  });
  it('roles named after sides map to those sides', () => {
    const s = resolveSides(row({ factors: { 'ammo.red': 'chain-at-range', 'ammo.blue': 'round' } }));
    expect(s.map((x) => x.doctrine)).toEqual(['round', 'chain-at-range']);
  });
  it("a captain's ammo option is the final word on its side's doctrine", () => {
    const s = resolveSides(
      row({ factors: { ammo: 'round' }, captains: { blue: 'gunner:ammo=grape-boarding', red: 'gunner' } }),
    );
    expect(s.map((x) => [x.doctrine, x.captain])).toEqual([
      ['grape-boarding', 'gunner'],
      ['round', 'gunner'],
    ]);
  });
  it('absent attributes stay undefined', () => {
    const s = resolveSides(row({ factors: { seed: 3 } }));
    expect(s[0].doctrine).toBeUndefined();
    expect(s[0].quality).toBeUndefined();
  });
});

describe('SidesMemo: rows of a cell that repeat get the same answer, others their own', () => {
  it('agrees with resolveSides on every row, whatever differs between them', () => {
    const f = (swap: boolean, extra: Record<string, string | boolean> = {}) => ({
      ammoA: 'round',
      ammoB: 'chain-at-range',
      swap,
      sideA: swap ? 'red' : 'blue',
      sideB: swap ? 'blue' : 'red',
      ...extra,
    });
    const rows = [
      row({ cell: 'x', index: 0, factors: f(false) }),
      row({ cell: 'x', index: 1, factors: f(true) }),
      row({ cell: 'x', index: 2, factors: f(false) }),
      row({
        cell: 'x',
        index: 3,
        factors: f(true),
        captains: { blue: 'scripted:ammo=grape-boarding', red: 'scripted' },
      }),
      row({ cell: 'x', index: 4, factors: f(false, { qualityA: 'crack' }) }),
      row({ cell: 'x', index: 5, factors: { ...f(false), ammoB: 'double-closing' } }),
      {
        ...row({ cell: 'x', index: 6, factors: f(false) }),
        perSide: { red: emptySideStats(), blue: emptySideStats() },
      },
      row({ cell: 'y', index: 0, factors: f(true) }),
    ];
    const memo = new SidesMemo();
    for (const r of [...rows, ...rows]) expect(memo.resolve(r)).toEqual(resolveSides(r));
  });
});
