/**
 * Fire Combat (Field of Fire, blocking, the procedure, the Damage Table, rakes), Drifting (the diagram's three
 * cases) and the damage boxes, with the text's own examples.
 */
import { describe, expect, it } from 'vitest';
import { hexLabel, parseHexLabel, type Dir } from '../../src/engine/hex.js';
import { sternOf } from '../../src/engine/wsim/geometry.js';
import { driftPlacement, inField, rakeOf, leewardBroadside } from '../../src/engine/springelkamp/geometry.js';
import {
  broadsideDamage,
  checkHull,
  checkRigging,
  damageAt,
  highestSail,
  turningNow,
} from '../../src/engine/springelkamp/damage.js';
import { fireTargets } from '../../src/engine/springelkamp/phases/combat.js';
import { newSprGame } from '../../src/engine/springelkamp/setup.js';
import { resolveSprTurn } from '../../src/engine/springelkamp/turn.js';
import { DAMAGE_TABLE } from '../../src/engine/springelkamp/tables.js';
import type { SprState } from '../../src/engine/springelkamp/types.js';
import { at, scenario, WIND_DOWN } from './helpers.js';

describe('Fire Combat: the Damage Table', () => {
  it('"Colums are tens, rows are ones, so 26 gives 2 damage"', () => {
    expect(damageAt(26)).toBe(2);
  });
  it('reads one and two columns to the left for the other target type and the opposite broadside', () => {
    expect(damageAt(75)).toBe(36);
    expect(damageAt(75, 1)).toBe(17);
    expect(damageAt(75, 2)).toBe(8);
    expect(damageAt(15, 2)).toBe(0);
  });
  it('nothing below 0; above 79 read at 79 (I-SPR-5)', () => {
    expect(damageAt(-3)).toBe(0);
    expect(damageAt(79)).toBe(45);
    expect(damageAt(95)).toBe(45);
  });
  it('every column grows from 0 to 70 in each row except the printed dips, kept as printed', () => {
    expect(DAMAGE_TABLE).toHaveLength(10);
    for (const row of DAMAGE_TABLE) expect(row).toHaveLength(8);
    for (const row of DAMAGE_TABLE) expect(row[7]).toBeGreaterThan(row[5]);
  });
});

describe('Fire Combat: Field of Fire', () => {
  const firer = at('M20', 1); // heading north, stern M21
  it('is a 60° field: r hexes at r hexes, 55 in all out to 10', () => {
    let n = 0;
    const rows = new Map<number, number>();
    for (let q = 0; q < 40; q++)
      for (let r = -20; r < 60; r++)
        if (inField(firer, 'R', { q, r })) {
          n++;
          rows.set(q - 12, (rows.get(q - 12) ?? 0) + 1);
        }
    expect(n).toBe(55);
    for (let r = 1; r <= 10; r++) expect(rows.get(r)).toBe(r);
    expect(inField(firer, 'R', parseHexLabel('N20')!)).toBe(true); // the hex abeam of both ship hexes
    expect(inField(firer, 'L', parseHexLabel('L20')!)).toBe(true);
    expect(inField(firer, 'R', parseHexLabel('N19')!)).toBe(false); // ahead of the beam
  });

  function game(ships: Parameters<typeof scenario>[0]): SprState {
    return newSprGame(scenario(ships), { seed: 'f' });
  }

  it('blocking: an enemy that could fire at you does not block; a friend, or an enemy that cannot, does', () => {
    // ship 1 at 2 hexes, ship 2 at 4 hexes, both in the starboard field; ship 2 broadside-on can see the firer
    const base = [
      { id: 'x', side: 'a' as const, bow: 'M20', heading: 1 },
      { id: 's2', side: 'b' as const, bow: 'Q20', heading: 1 },
    ];
    const enemy1 = game([...base, { id: 's1', side: 'b', bow: 'O20', heading: 1 }]);
    expect(fireTargets(enemy1, 0, 'R').map((t) => t.target)).toEqual(['s1', 's2']);
    const friend1 = game([...base, { id: 's1', side: 'a', bow: 'O20', heading: 1 }]);
    expect(fireTargets(friend1, 0, 'R').map((t) => t.target)).toEqual([]);
    // ship 2 bow-on to the firer (heading north-west, the firer ahead of it): it cannot fire at you, so ship 1 blocks it
    const blind = game([
      { id: 'x', side: 'a', bow: 'M20', heading: 1 },
      { id: 's1', side: 'b', bow: 'O20', heading: 1 },
      { id: 's2', side: 'b', bow: 'Q20', heading: 6 },
    ]);
    expect(fireTargets(blind, 0, 'R').map((t) => t.target)).toEqual(['s1']);
  });

  it('hull 1-5 hexes, rigging 2+ hexes; a 0 in the firepower table is out of reach', () => {
    const g = game([
      { id: 'x', side: 'a', bow: 'M20', heading: 1 },
      { id: 'y', side: 'b', bow: 'N20', heading: 1 },
    ]);
    expect(fireTargets(g, 0, 'R')).toEqual([{ target: 'y', range: 1, aims: ['hull'] }]);
    const far = game([
      { id: 'x', side: 'a', bow: 'M20', heading: 1 },
      { id: 'y', side: 'b', bow: 'T20', heading: 1 },
    ]);
    expect(fireTargets(far, 0, 'R')).toEqual([{ target: 'y', range: 7, aims: ['rigging'] }]);
    const out = game([
      { id: 'x', side: 'a', bow: 'M20', heading: 1 },
      { id: 'y', side: 'b', bow: 'V20', heading: 1 },
    ]);
    expect(out.static.logs[0].firepower[8]).toBe(5);
    expect(fireTargets(out, 0, 'R').map((t) => t.range)).toEqual([9]);
  });
});

describe('Rake (diagram: all rake positions in the upper half of the arc of fire of ship XX)', () => {
  const firer = at('B3', 1); // XX: B3 and B4, the arc to starboard
  // [nearer hex, further hex] of each ship drawn: @ $ # ^ o + * x
  const drawn: [string, string][] = [
    ['C4', 'D3'],
    ['C4', 'D4'],
    ['D3', 'E3'],
    ['E3', 'F2'],
    ['F2', 'G2'],
    ['E4', 'F4'],
    ['E4', 'F3'],
    ['F3', 'G3'],
  ];
  const dirFromTo = (from: string, to: string): Dir => {
    const a = parseHexLabel(from)!;
    const b = parseHexLabel(to)!;
    for (let d = 0; d < 6; d++) {
      const p = { bow: b, heading: d as Dir };
      if (hexLabel(sternOf(p)) === hexLabel(a)) return d as Dir;
    }
    throw new Error('not adjacent');
  };
  it('each drawn position is a bow rake with the bow nearer, a stern rake with the stern nearer', () => {
    for (const [near, far] of drawn) {
      expect(rakeOf(firer, 'R', { bow: parseHexLabel(near)!, heading: dirFromTo(far, near) })).toBe('bow');
      expect(rakeOf(firer, 'R', { bow: parseHexLabel(far)!, heading: dirFromTo(near, far) })).toBe('stern');
    }
  });
  it('one ship-direction per hex, two on the middle line', () => {
    const axes = (hex: string) => {
      let n = 0;
      for (let d = 0; d < 6; d++) {
        const p = { bow: parseHexLabel(hex)!, heading: d as Dir };
        if (inField(firer, 'R', sternOf(p)) && hexLabel(sternOf(p)) !== hex && rakeOf(firer, 'R', p) === 'bow') n++;
      }
      return n;
    };
    expect(axes('C4')).toBe(2);
    expect(axes('E4')).toBe(2);
    expect(axes('D3')).toBe(1);
    expect(axes('F2')).toBe(1);
  });
  it('a ship broadside-on is not raked', () => {
    expect(rakeOf(firer, 'R', at('D3', 1))).toBeNull();
  });
});

describe('Drifting (diagram: By tW., Quartering., Before tW., wind blowing down)', () => {
  const show = (p: { bow: ReturnType<typeof parseHexLabel>; heading: Dir }) =>
    `${hexLabel(p.bow!)}/${hexLabel(sternOf(p as never))}`;
  it('by the wind: pivots on the stern to quartering', () => {
    const p = driftPlacement(at('B1', 2), WIND_DOWN, 'P');
    expect(show(p)).toBe('B2/A2');
    expect(p.heading).toBe(2);
  });
  it('quartering: shifted one hex with the wind', () => {
    const p = driftPlacement(at('E2', 3), WIND_DOWN, 'P');
    expect(show(p)).toBe('E3/D2');
  });
  it('before the wind: the two possibilities', () => {
    expect(show(driftPlacement(at('G2', 4), WIND_DOWN, 'P'))).toBe('H2/G2');
    expect(show(driftPlacement(at('G2', 4), WIND_DOWN, 'S'))).toBe('F2/G2');
  });
});

describe('Damage boxes (Ship Data; the Dutch 74 ship log)', () => {
  const g = newSprGame(
    scenario([
      { id: 'dutch', side: 'a', type: 'nl-74', bow: 'M20', heading: 1 },
      { id: 'y', side: 'b', bow: 'O20', heading: 1 },
    ]),
    { seed: 's' },
  );
  const log = g.static.logs[0];
  it('the example log: firepower 74 … 40, D 47, crew 51', () => {
    expect(log.firepower).toEqual([74, 70, 67, 65, 61, 56, 54, 50, 46, 40]);
    expect(log.defensive).toBe(47);
    expect(log.crew.size).toBe(51);
    expect(log.turning).toBe(1);
  });
  it('3 boxes on the port side come off the port broadside; a full side adds the other', () => {
    const s = structuredClone(g.ships[0]);
    checkHull(s, 'L', 3);
    expect(broadsideDamage(s, 'L')).toBe(3);
    expect(broadsideDamage(s, 'R')).toBe(0);
    expect(checkHull(s, 'L', 9)).toBe(false);
    expect(s.damage).toEqual({ L: 10, R: 2 });
    expect(broadsideDamage(s, 'L')).toBe(12);
    expect(checkHull(s, 'R', 8)).toBe(true); // all 20: strikes
  });
  it('a destroyed rigging section: one sail setting and one turn less', () => {
    const s = structuredClone(g.ships[0]);
    expect(checkRigging(s, log, 5)).toBe(1);
    expect(s.rigging).toEqual([4, 1, 0]);
    expect(highestSail(s, log)).toBe('ES');
    expect(turningNow(s, log)).toBe(0);
  });
  it('falling rigging lies to leeward (a die before the wind)', () => {
    expect(leewardBroadside(1, 3)).toBe('R'); // heading NE, wind blowing south (from the north): starboard to leeward
    expect(leewardBroadside(5, 3)).toBe('L');
    expect(leewardBroadside(3, 3)).toBeNull();
  });
});

describe('Basic Fire Combat Procedure through a turn', () => {
  it('firepower at range − firing broadside damage − defensive value + modifiers + 1d6, into the Damage Table', () => {
    let g = newSprGame(
      scenario(
        [
          // the wind blows towards the south-east: heading north is by the wind, speed 0 under easy sail; the target drifts under no sail
          { id: 'dutch', side: 'a', type: 'nl-74', bow: 'M20', heading: 1, sail: 'ES' },
          { id: 'y', side: 'b', type: 'fr-74c', bow: 'O20', heading: 1, sail: 'NS' },
        ],
        { wind: { direction: 3 } },
      ),
      { seed: 'fire-example' },
    );
    g = { ...g, ships: g.ships.map((s, i) => (i === 0 ? { ...s, damage: { L: 0, R: 3 } } : s)) };
    const orders = {
      a: { ships: { dutch: { plot: '', fire: { R: { target: 'y', aim: 'rigging' as const } } } } },
      b: { ships: { y: { plot: '' } } },
    };
    const { state, events } = resolveSprTurn(g, orders);
    const fire = events.find((e) => e.type === 'fire');
    expect(fire).toBeDefined();
    if (fire?.type !== 'fire') return;
    expect(fire.range).toBe(2);
    expect(fire.firepower).toBe(70);
    expect(fire.modifiers).toEqual([
      { why: 'damage to the firing broadside', value: -3 },
      { why: 'defensive value', value: -47 },
      { why: 'target under NS', value: -5 },
    ]);
    expect(fire.total).toBe(70 - 3 - 47 - 5 + fire.die);
    expect(fire.rigging).toBe(damageAt(fire.total));
    expect(fire.hull).toBe(damageAt(fire.total, 1));
    expect(fire.opposite).toBe(damageAt(fire.total, 2));
    const y = state.ships[1];
    expect(y.damage.L + y.damage.R).toBe(fire.hull + fire.opposite);
    expect(y.rigging.reduce((a, b) => a + b, 0)).toBe(fire.rigging);
    expect(g.ships[1].damage).toEqual({ L: 0, R: 0 }); // the input state is not changed
  });

  it('stern rake on the hull: +10', () => {
    const g = newSprGame(
      scenario(
        [
          { id: 'x', side: 'a', type: 'nl-74', bow: 'B3', heading: 1, sail: 'ES' },
          { id: 'y', side: 'b', type: 'fr-74c', bow: 'D3', heading: 2, sail: 'NS' }, // stern C4: its stern points at the firer
        ],
        { wind: { direction: 3 } },
      ),
      { seed: 'rake' },
    );
    const { events } = resolveSprTurn(g, {
      a: { ships: { x: { plot: '', fire: { R: { target: 'y', aim: 'hull' } } } } },
      b: { ships: { y: { plot: '' } } },
    });
    const fire = events.find((e) => e.type === 'fire');
    expect(fire?.type === 'fire' && fire.rake).toBe('stern');
    expect(fire?.type === 'fire' && fire.modifiers.find((m) => m.why.startsWith('stern rake'))?.value).toBe(10);
  });
});

describe('Special rules: Stern Rake (+20 instead of +10)', () => {
  it('a firer crossing astern of the target at 60° in its last movement point', async () => {
    const { specialSternRake } = await import('../../src/engine/springelkamp/phases/combat.js');
    const { rakeOf: rake, basicMove } = await import('../../src/engine/springelkamp/geometry.js');
    const target = at('M20', 1); // heading north, stern M21
    let found = 0;
    for (let q = 8; q <= 16; q++)
      for (let r = 14; r <= 28; r++)
        for (const h of [1, 2, 4, 5] as Dir[]) {
          const before = { bow: { q, r }, heading: h };
          const after = basicMove(before, 'F');
          for (const b of ['L', 'R'] as const) {
            if (!inField(after, b, sternOf(target)) || rake(after, b, target) !== 'stern') continue;
            const t = { scratch: { lastMove: [{ before, after }] } } as never;
            if (!specialSternRake(t, { idx: 0 } as never, { ...target, idx: 1 } as never)) continue;
            found++;
            // play it: wind so that the firer is by the wind (easy sail 1-0: "F" legal), the target drifts under no sail
            const wind = [(h + 4) % 6, (h + 2) % 6].find((x) => x !== 3)!; // by the wind for the firer, never into it for the target
            const w = wind + 1;
            const game = (on: boolean) =>
              newSprGame(
                scenario(
                  [
                    { id: 'x', side: 'a', bow: hexLabel(before.bow), heading: h + 1, sail: 'ES' },
                    { id: 'y', side: 'b', bow: 'M20', heading: 1, sail: 'NS' },
                  ],
                  { wind: { direction: w }, rules: { special: { sternRake: on } } },
                ),
                { seed: 'sr' },
              );
            for (const on of [true, false]) {
              const { events } = resolveSprTurn(game(on), {
                a: { ships: { x: { plot: 'F', fire: { [b]: { target: 'y', aim: 'hull' } } } } },
                b: { ships: { y: { plot: '' } } },
              });
              const fire = events.find((e) => e.type === 'fire');
              expect(fire?.type === 'fire' && fire.modifiers.find((m) => m.why.startsWith('stern rake'))?.value).toBe(
                on ? 20 : 10,
              );
            }
          }
        }
    expect(found).toBeGreaterThan(0);
  });
});
