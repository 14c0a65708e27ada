/** Issue 13 item 9: a game that never ends cannot hang `wsim sim`; SIGTERM stops a run within seconds. */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getScenario } from '../../src/api/wsim.js';
import { createCaptain, playGame } from '../../bots/index.js';
import { ROOT, TEST_CAPTAINS, removeTempDirs, tempDir, writeExperiment, wsim } from '../lab/helpers.js';

afterAll(removeTempDirs);

const stalling = (dir: string, name: string) =>
  writeExperiment(dir, `${name}.json`, {
    id: name,
    seed: 1,
    gamesPerCell: 2,
    swapSides: false,
    captainModules: [TEST_CAPTAINS],
    factors: { scenario: 'frigate-duel', captainA: 'stalling:turn=2', captainB: 'scripted' },
  });

describe('runaway games', () => {
  it('a game over the turn cap is an error (the harness option maxTurns)', () => {
    const s = getScenario('frigate-duel');
    expect(() =>
      playGame(s, { british: createCaptain('random'), french: createCaptain('random') }, { seed: '1', maxTurns: 2 }),
    ).toThrow('the game did not end within 2 turns');
  });
  it('a captain that never answers: the game becomes an error row after --game-seconds, with its repro command', async () => {
    const dir = tempDir();
    const file = stalling(dir, 'stall');
    const out = join(dir, 'stall.jsonl');
    const r = await wsim([
      'sim',
      file,
      '--out',
      out,
      '--workers',
      '1',
      '--batch-size',
      '1',
      '--game-seconds',
      '2',
      '--quiet',
      '--json',
      '--allow-modules',
    ]);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout)).toMatchObject({ played: 2, errors: 2, complete: true });
    const rows = readFileSync(out, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    for (const row of rows) {
      expect(row.kind).toBe('error');
      expect(row.error).toContain('exceeded the wall-clock limit of 2 s');
      expect(row.repro).toContain('--game');
    }
  }, 60_000);
  it('SIGTERM ends a run stuck in a game within a few seconds; what finished is kept and --resume goes on', async () => {
    const dir = tempDir();
    const file = stalling(dir, 'term');
    const out = join(dir, 'term.jsonl');
    const mark = join(dir, 'stalled');
    const child = spawn(
      process.execPath,
      ['bin/wsim.js', 'sim', file, '--out', out, '--workers', '1', '--quiet', '--allow-modules'],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, WSIM_TEST_STALL_MARK: mark } },
    );
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    const closed = new Promise<number | null>((done) => child.on('close', done));
    // the worker is in the hanging game once the stalling captain has left its mark (start-up may be slow)
    while (!existsSync(mark)) await new Promise((done) => setTimeout(done, 100));
    const t0 = Date.now();
    child.kill('SIGTERM');
    const code = await closed;
    expect(Date.now() - t0).toBeLessThan(30_000); // a hung game does not hold the run: it is ended, not waited for
    expect(code).toBe(130);
    expect(err).toContain('interrupted; continue with the same command and --resume');
  }, 60_000);
});
