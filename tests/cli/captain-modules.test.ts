/**
 * Captain modules under the compiled `wsim` (issue 14, build and tooling): a module in TypeScript
 * is loaded through tsx when it is installed (the packed install without tsx refuses it: pack.test.ts),
 * in the main process and in every worker thread, and registers into the one registry of each
 * thread although it imports the captains from elsewhere than the CLI does.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, removeTempDirs, tempDir, writeExperiment, wsim } from '../lab/helpers.js';

afterAll(removeTempDirs);

describe('a captain module in TypeScript', () => {
  it('registers its captain in the main process and the workers, and the games are played by it', async () => {
    const dir = tempDir();
    // TypeScript syntax (a type annotation, an interface) that plain Node cannot run, as an ES module (.mts) in a folder without a package.json; it imports the sources' registry
    writeFileSync(
      join(dir, 'mine.mts'),
      [
        `import { registerCaptain, scriptedSideOrders, type Captain } from '${join(ROOT, 'bots/index.js')}';`,
        'interface Tally { turns: number }',
        "registerCaptain({ name: 'typed', description: 'scripted, from a TypeScript module', options: {}, create(): Captain {",
        '  const tally: Tally = { turns: 0 };',
        "  return { name: 'typed', orders(ctx) { tally.turns++; return scriptedSideOrders(ctx.view); } };",
        '} });',
        '',
      ].join('\n'),
    );
    const file = writeExperiment(dir, 'typed.json', {
      id: 'typed',
      seed: 7,
      gamesPerCell: 4,
      captainModules: ['./mine.mts'],
      factors: { class: 'fr-f3-36', captainA: 'typed', captainB: 'scripted' },
    });
    const out = join(dir, 'typed.jsonl');
    const r = await wsim([
      'sim',
      file,
      '--out',
      out,
      '--workers',
      '2',
      '--batch-size',
      '1',
      '--quiet',
      '--json',
      '--allow-modules',
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ played: 4, errors: 0 });
    const rows = readFileSync(out, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { kind: string; captains: Record<string, string> });
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row.kind).toBe('game');
      expect(Object.values(row.captains).sort()).toEqual(['scripted', 'typed']);
    }
  });
});
