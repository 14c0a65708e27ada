/**
 * The Hit Determination Tables kept as JSON (hitDetermination.json) have the shape the rules give them, beyond
 * what the type checker sees of a JSON import: bands of guns from 1 up without gaps, six range bands, the rake
 * column in the Advanced table only, a modifier for every crew quality and ammunition.
 */
import { describe, expect, it } from 'vitest';
import { ADVANCED_HDT, BASIC_HDT, RANGE_BANDS, type HdtRow } from '../../src/engine/wsim/tables/hitDetermination.js';
import { AMMOS, QUALITIES } from '../../src/engine/wsim/types.js';

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
