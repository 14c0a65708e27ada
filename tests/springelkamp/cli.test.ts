/** The command line on Springelkamp scenarios: listing, validating, and `wsim plot check` naming the rule. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getScenario } from '../../src/index.js';
import { createCaptain, playGame } from '../../bots/index.js';
import { removeTempDirs, tempDir, wsim } from '../lab/helpers.js';

afterAll(removeTempDirs);

describe('wsim on Springelkamp scenarios', () => {
  it('scenario list names the system', async () => {
    const r = await wsim(['scenario', 'list']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /^springelkamp-sol-duel\s+74 duel \(Springelkamp's rules\)\s+—\s+1 v 1\s+springelkamp basic$/m, // the issue-15 table: the system in the rules column
    );
  });
  it('plot check explains an illegal plot with the rule and exits 1', async () => {
    const r = await wsim(['plot', 'check', 'springelkamp-frigate-duel', 'amazon', 'F']);
    expect(r.code).toBe(1);
    expect(r.stdout.trim()).toBe(
      'F: illegal — 1 MP is below the minimum: course Q under ES: speed 3-2 (Movement: Speed); executed as FF',
    );
  });
  it('a WS&IM rules level on a Springelkamp scenario plays its WS&IM counterpart (I-SYS-1)', async () => {
    const r = await wsim(['plot', 'legal', 'springelkamp-frigate-duel', 'amazon', '--rules', 'advanced']);
    const w = await wsim(['plot', 'legal', 'frigate-duel', 'amazon', '--rules', 'advanced']);
    expect([r.code, w.code]).toEqual([0, 0]);
    expect(r.stdout).toBe(w.stdout);
    expect(r.stdout).toMatch(/^0 1 2 /); // WS&IM's plot language, not F/P/S
  });
  it('scenario validate reads the file with its own system; an unknown ship type is one line', async () => {
    const dir = tempDir();
    const sc = structuredClone(getScenario('springelkamp-sol-duel')) as unknown as { ships: { type: string }[] };
    sc.ships[1].type = 'us-44';
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify(sc));
    const r = await wsim(['scenario', 'validate', file]);
    expect(r.code).toBe(2);
    // one line per mistake, then the count (the validate command's format, issue 15)
    expect(
      r.stderr
        .trim()
        .split('\n')
        .filter((l) => l.startsWith('error:')),
    ).toHaveLength(1);
    expect(r.stderr).toMatch(/ships\[1\]\.type: unknown ship type "us-44"/);
    expect(r.stderr).toMatch(/: 1 error$/m);
  });
  it("wsim replay replays a Springelkamp record and writes its log in the system's own words", async () => {
    const sc = getScenario('springelkamp-sol-duel');
    const { record, state } = playGame(
      sc,
      { british: createCaptain('random'), french: createCaptain('random') },
      { seed: '5' },
    );
    const file = join(tempDir(), 'game.json');
    writeFileSync(file, JSON.stringify(record));
    const r = await wsim(['replay', file]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^T1 HMS Bellona sails "\w*" \(course [BIQF]\)/m);
    expect(r.stdout).not.toContain('undefined');
    expect(r.stdout.trim().split('\n').at(-1)).toBe(
      `Result: ${state.result!.winner === 'draw' ? 'draw' : `${state.result!.winner} wins`} — ${state.result!.reason}`,
    );
  });
});
