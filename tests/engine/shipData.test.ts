/**
 * The ship data kept as JSON (the AH 1975 class table, the classic game's ships) has the types its
 * modules claim: a JSON import is typed by a cast, so this test is what keeps the cast honest.
 */
import { describe, expect, it } from 'vitest';
import { AH_CLASSES } from '../../src/engine/wsim/data/ahClasses.js';
import { SAIL_SCENARIOS, SAIL_SHIPS } from '../../src/engine/wsim/data/sailShips.js';
import { QUALITIES } from '../../src/engine/wsim/types.js';
import type { LogFigures } from '../../src/engine/wsim/data/logFigures.js';

const count = (n: unknown) => Number.isInteger(n) && (n as number) >= 0;

function expectLogFigures(f: LogFigures, where: string): void {
  expect(typeof f.nation, where).toBe('string');
  expect([1, 2, 3, 4, 5, 6, 7], where).toContain(f.shipClass); // 2.31
  expect([3, 4], where).toContain(f.battleSail); // 2.31.2
  expect(f.fullSail, where).toBeGreaterThan(f.battleSail); // 2.31.3
  for (const n of [f.gunRating, f.turning, f.hull, f.guns, f.carronades]) expect(count(n), where).toBe(true);
  expect(f.crew.length, where).toBe(3); // 3.2.7 three crew sections
  expect(f.crew.every(count), where).toBe(true);
  expect([3, 4], where).toContain(f.rigging.length); // 3.2.10, 11.4.4.1
  expect(f.rigging.every(count), where).toBe(true);
}

describe('ship data', () => {
  it('the AH 1975 class table: 18 classes, points for every crew quality, a depth', () => {
    expect(AH_CLASSES).toHaveLength(18);
    for (const c of AH_CLASSES) {
      expectLogFigures(c, c.id);
      expect(Object.keys(c.points).sort(), c.id).toEqual([...QUALITIES].sort());
      expect(Object.values(c.points).every(count), c.id).toBe(true);
      expect(count(c.depth), c.id).toBe(true);
    }
    expect(new Set(AH_CLASSES.map((c) => c.id)).size).toBe(AH_CLASSES.length);
  });
  it("the classic game's 131 ships: a known scenario, a crew quality, one points value", () => {
    expect(SAIL_SHIPS).toHaveLength(131);
    const scenarios = new Set(SAIL_SCENARIOS.map((s) => s.index));
    for (const s of SAIL_SHIPS) {
      expectLogFigures(s, s.id);
      expect(scenarios.has(s.scenario), s.id).toBe(true);
      expect(QUALITIES, s.id).toContain(s.quality);
      expect(count(s.points), s.id).toBe(true);
      expect(s.id.startsWith(`sail-${String(s.scenario).padStart(2, '0')}-`), s.id).toBe(true);
    }
    expect(SAIL_SHIPS[0]).toMatchObject({ name: 'Ranger', nation: 'American', hull: 5, crew: [2, 2, 2] });
  });
});
