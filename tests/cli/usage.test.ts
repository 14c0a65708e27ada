/** Issue 13 items 12 and 14: usage mistakes exit 2; captain options checked by range; scenario warnings. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getScenario } from '../../src/api/wsim.js';
import { removeTempDirs, tempDir, wsim } from '../lab/helpers.js';

afterAll(removeTempDirs);
const noStack = (s: string) => expect(s).not.toMatch(/^\s+at /m);

describe('usage mistakes from the argument parser exit 2 (item 12)', () => {
  const cases: [string[], RegExp][] = [
    [['--bogus'], /unknown option '--bogus'/],
    [['frobnicate'], /unknown command 'frobnicate'/],
    [['sim'], /missing required argument 'experiment'/],
    [['scenario', 'list', '--bogus'], /unknown option '--bogus'/],
    [['plot', 'check', 'frigate-duel'], /missing required argument 'ship'/],
    [['replay'], /missing required argument 'record'/],
  ];
  for (const [args, msg] of cases) {
    it(`wsim ${args.join(' ')}`, async () => {
      const r = await wsim(args);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(msg);
      noStack(r.stderr);
    });
  }
  it('--help and --version still exit 0', async () => {
    expect((await wsim(['--help'])).code).toBe(0);
    expect((await wsim(['--version'])).code).toBe(0);
  });
});

describe('captain options are checked, never silently replaced (item 14)', () => {
  for (const [spec, msg] of [
    ['mcts:iterations=-5', 'captain "mcts": option "iterations" expects a number ≥ 0 (got -5)'],
    ['mcts:iterations=2.5', 'captain "mcts": option "iterations" expects a whole number (got 2.5)'],
    ['greedy-raker:keepInitial=3', 'captain "greedy-raker": option "keepInitial" expects a number from 0 to 1 (got 3)'],
    ['mcts:iterations=', 'captain "mcts": option "iterations" expects a number (got "")'],
  ] as const) {
    it(spec, async () => {
      const r = await wsim(['ladder', '--captains', `${spec},random`, '--scenario', 'frigate-duel', '--games', '2']);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(msg);
      noStack(r.stderr);
    });
  }
});

describe('scenario validate warns about ships off the drawn map (item 14)', () => {
  it('warnings on stderr, exit 0; the built-in scenario itself has none', async () => {
    const dir = tempDir();
    const s = JSON.parse(JSON.stringify(getScenario('frigate-duel')));
    s.map = { columns: 8, rows: 8 };
    const file = join(dir, 'small-map.json');
    writeFileSync(file, JSON.stringify(s));
    const r = await wsim(['scenario', 'validate', file]);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(
      /warning: .*ships\[1\]\.bow: the bow hex \S+ of "hermione" is off the drawn map \(8 columns × 8 rows\)/,
    );
    expect(r.stderr).toMatch(/warning: .*map: 8 × 8 hexes is smaller than the ships' spread/);
    const plain = join(dir, 'plain.json');
    writeFileSync(plain, JSON.stringify(getScenario('frigate-duel')));
    expect((await wsim(['scenario', 'validate', plain])).stderr).toBe('');
  });
});
