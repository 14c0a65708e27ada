/**
 * Mutation check of the 16.1.2.1 hit-table split: the Advanced Game's modified table above 10 is rolled
 * as table 10 once for every 10 and then the rest. The engine is loaded again with
 * `splitAdvancedTable` replaced by plausible wrong versions (mutants): the same big broadside must
 * show each of them wrong, and the real split must pass. A mutant that survives means the tests of
 * the split cannot see that mistake.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

type Split = (table: number) => number[];

const MUTANTS: Record<string, Split> = {
  // the defect the review found: every table above 10 read as table 10
  clamp: (t) => (t < 0 ? [] : [Math.min(t, 10)]),
  // the remainder dropped
  'no remainder': (t) => {
    const out: number[] = [];
    for (let x = t; x >= 10; x -= 10) out.push(10);
    return out.length ? out : t >= 0 ? [t] : [];
  },
  // split at 11 instead of 10 (an off-by-one in the table's top)
  'split at 11': (t) => {
    const out: number[] = [];
    let x = t;
    while (x > 11) {
      out.push(11);
      x -= 11;
    }
    if (x >= 0) out.push(x);
    return out;
  },
  // the rest rolled first
  'rest first': (t) => {
    const out: number[] = [];
    let x = t;
    while (x > 10) {
      out.push(10);
      x -= 10;
    }
    return x >= 0 ? [x, ...out] : out;
  },
};

/** Fire the big broadside of the combat test (a Spanish elite 130, doubleshot, range 1) with a given split. */
async function bigBroadside(split: Split | null) {
  vi.resetModules();
  if (split) {
    vi.doMock('../../src/engine/wsim/tables/hitDetermination.js', async (importOriginal) => ({
      ...(await importOriginal<typeof import('../../src/engine/wsim/tables/hitDetermination.js')>()),
      splitAdvancedTable: split,
    }));
  }
  const { game, turn } = await import('./helpers.js');
  const { ADVANCED_HIT_TABLES } = (await import('../../src/index.js')).wsim;
  const g = game(
    [
      { id: 'a', bow: 'J20', heading: 1, class: 'sp-sol1-130', quality: 'elite' },
      { id: 'b', side: 'b', bow: 'K20', heading: 1 },
    ],
    { rules: { level: 'advanced' } },
  );
  const events = turn(g, {
    a: { plot: '0', fire: { L: {}, R: {} }, initialLoads: { L: 'double', R: 'double' } },
    b: { plot: '0' },
  }).events;
  const shot = events.find((e) => e.type === 'broadside');
  if (!shot || shot.type !== 'broadside') throw new Error('no broadside fired');
  return { shot, ADVANCED_HIT_TABLES };
}

/** What the rule says of the broadside's rolls; the list of what is wrong (empty when right). */
function violations(shot: { table: number; rolls: { table: number }[] }): string[] {
  const out: string[] = [];
  const tables = shot.rolls.map((r) => r.table);
  const tens = Math.floor(shot.table / 10);
  const rest = shot.table % 10;
  const want = [...Array<number>(tens).fill(10), ...(rest > 0 || tens === 0 ? [rest] : [])];
  if (JSON.stringify(tables) !== JSON.stringify(want))
    out.push(`rolls on tables ${tables.join(', ')} for table ${shot.table} (want ${want.join(', ')})`);
  if (tables.reduce((a, b) => a + b, 0) !== shot.table) out.push('the rolls do not add up to the modified table');
  return out;
}

describe('mutation check: the 16.1.2.1 split of a table above 10', () => {
  afterEach(() => {
    vi.doUnmock('../../src/engine/wsim/tables/hitDetermination.js');
    vi.resetModules();
  });

  it('the real split: rolls on table 10 and the rest, each read from its own table', async () => {
    const { shot, ADVANCED_HIT_TABLES } = await bigBroadside(null);
    expect(shot.table).toBeGreaterThan(10);
    expect(violations(shot)).toEqual([]);
    for (const r of shot.rolls) {
      const c = ADVANCED_HIT_TABLES[r.table].hull[r.die - 1];
      expect(r.hits).toEqual({ H: c[0], G: c[1], C: c[2], R: c[3] });
    }
  });

  for (const [name, split] of Object.entries(MUTANTS)) {
    it(`the mutant "${name}" is caught`, async () => {
      // killed either way: the engine fails on it (a table the card does not have) or the rolls break the rule
      const found = await bigBroadside(split).then(
        ({ shot }) => violations(shot),
        (e: Error) => [`the engine fails: ${e.message}`],
      );
      expect(found.length).toBeGreaterThan(0);
    });
  }
});
