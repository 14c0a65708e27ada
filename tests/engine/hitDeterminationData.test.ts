/**
 * The Hit Determination Tables kept as JSON (hitDetermination.json) have the shape the rules give them, beyond
 * what the type checker sees of a JSON import: bands of guns from 1 up without gaps, six range bands, the rake
 * column in the Advanced table only, a modifier for every crew quality and ammunition.
 */
import { describe, expect, it } from 'vitest';
import { ADVANCED_HDT, BASIC_HDT, RANGE_BANDS, type HdtRow } from '../../src/engine/wsim/tables/hitDetermination.js';
import { AMMOS, QUALITIES } from '../../src/engine/wsim/types.js';
import { ADVANCED_HIT_TABLES, BASIC_HIT_TABLES, type HitTable } from '../../src/engine/wsim/tables/hitTables.js';

function expectTable(rows: readonly HdtRow[], rake: boolean): void {
  let next = 1;
  rows.forEach((r, i) => {
    expect(r.guns.min, `row ${i}`).toBe(next);
    if (i === rows.length - 1) expect(r.guns.max).toBeNull();
    else {
      expect(r.guns.max!).toBeGreaterThanOrEqual(r.guns.min);
      next = r.guns.max! + 1;
    }
    expect(r.hitTable).toHaveLength(RANGE_BANDS.length);
    if (rake) expect(r.rakeHitTable).toHaveLength(RANGE_BANDS.length);
    else expect(r.rakeHitTable).toBeNull();
    expect(Object.keys(r.modifiers.crewQuality).sort()).toEqual([...QUALITIES].sort());
    expect(Object.keys(r.modifiers.ammunition).sort()).toEqual([...AMMOS].sort());
    for (const k of [
      'crewSectionLossEach',
      'initialBroadside',
      'rake',
      'sternRake',
      'capturedShip',
      'anchored',
    ] as const)
      expect(Number.isInteger(r.modifiers[k]), `row ${i} ${k}`).toBe(true);
  });
}

describe('Hit Determination Tables as data', () => {
  it('11.2.3 the Basic table: 5 bands of guns, no rake column', () => {
    expect(BASIC_HDT).toHaveLength(5);
    expectTable(BASIC_HDT, false);
  });
  it('16.1.1 the Advanced table: 9 bands of guns, the rake value in parentheses (16.1.1.1)', () => {
    expect(ADVANCED_HDT).toHaveLength(9);
    expectTable(ADVANCED_HDT, true);
    expect(ADVANCED_HDT[0]).toMatchObject({ guns: { min: 1, max: 3 }, hitTable: [1, 0, -1, -2, -3, -4] });
  });
});

describe('hit tables as data', () => {
  /** the card's notation of one result ("2H-G-R", "0") as [H, G, C, R] */
  const parse = (word: string): number[] => {
    const out = [0, 0, 0, 0];
    if (word === '0') return out;
    for (const part of word.split('-')) {
      const m = /^(\d*)([HGCR])$/.exec(part)!;
      out['HGCR'.indexOf(m[2])] += m[1] ? Number(m[1]) : 1;
    }
    return out;
  };
  const expectTables = (tables: readonly HitTable[], n: number) => {
    expect(tables).toHaveLength(n);
    for (const t of tables) {
      // six results a section, each [H, G, C, R], and the same as the card printed beside them
      const [hull, rigging] = t.card.split(' | ').map((s) => s.replace(/^(hull|rigging): /, '').split(' '));
      expect(t.hull.map((c) => [...c])).toEqual(hull.map((w) => parse(w.replace('*', ''))));
      expect(t.rigging.map((c) => [...c])).toEqual(rigging.map((w) => parse(w.replace('*', ''))));
    }
  };
  it('11.2.6 the Basic tables 0–8', () => expectTables(BASIC_HIT_TABLES, 9));
  it('16.1.2 the Advanced tables 0–10, a 6 marked as a possible critical (16.1.2.2)', () => {
    expectTables(ADVANCED_HIT_TABLES, 11);
    for (const t of ADVANCED_HIT_TABLES) expect(t.card.match(/\*/g)).toHaveLength(2);
  });
});
