/**
 * `--rules springelkamp` on the command line (dist/, bin/wsim.js): a WS&IM scenario plays its Springelkamp
 * counterpart (I-SYS-1), a rule of the other system is one line with exit 2, and `wsim sim`, `wsim report`
 * and `wsim replay` take Springelkamp games unchanged in their interface.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { applyRulesChoice, getScenario, parseRulesWords } from '../../src/index.js';
import { createCaptain, playGame } from '../../bots/index.js';
import { removeTempDirs, tempDir, wsim, writeExperiment } from '../lab/helpers.js';

afterAll(removeTempDirs);

describe('--rules springelkamp', () => {
  it("a WS&IM scenario plays its counterpart: the same legal plots as the Springelkamp scenario's", async () => {
    const a = await wsim(['plot', 'legal', 'frigate-duel', 'amazon', '--rules', 'springelkamp']);
    const b = await wsim(['plot', 'legal', 'springelkamp-frigate-duel', 'amazon']);
    expect([a.code, b.code]).toEqual([0, 0]);
    expect(a.stdout).toBe(b.stdout);
    expect(a.stdout).toMatch(/^F?F? ?.*\bPSF\b/); // Springelkamp's plot language
    const c = await wsim(['plot', 'check', 'frigate-duel', 'amazon', 'F', '--rules', 'springelkamp,sternRake']);
    expect(c.code).toBe(1);
    expect(c.stdout).toMatch(/^F: illegal — 1 MP is below the minimum: .* \(Movement: Speed\)/);
  });
  it('wsim demo plays a game under any rule system: the scripted captain under WS&IM, greedy-raker under Springelkamp', async () => {
    for (const args of [
      ['demo', '--scenario', 'frigate-duel', '--rules', 'springelkamp'],
      ['demo', '--scenario', 'springelkamp-sol-duel'],
    ]) {
      const r = await wsim(args);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stderr).toBe('');
      const lines = r.stdout.trim().split('\n');
      expect(lines[0]).toMatch(/ — seed 1, springelkamp rules; both sides played by greedy-raker$/);
      expect(r.stdout).toMatch(/^T1 .* sails "[FPS]*"/m); // Springelkamp's own events
      expect(lines.at(-1)).toMatch(/game over/);
    }
    const j = await wsim(['demo', '--scenario', 'springelkamp-frigate-duel', '--seed', '2', '--json']);
    expect(j.code, j.stderr).toBe(0);
    const { record, outcome } = JSON.parse(j.stdout);
    expect(record.system).toBe('springelkamp');
    expect(Object.values(record.players)).toEqual(['greedy-raker', 'greedy-raker']);
    expect(outcome.over).toBe(true);
    const file = join(tempDir(), 'demo.json');
    writeFileSync(file, JSON.stringify(record));
    expect((await wsim(['replay', file, '--quiet'])).code).toBe(0);
    const w = await wsim(['demo']);
    expect(w.stdout.split('\n')[0]).toBe('Frigate duel — seed 1, basic rules; both sides played by scripted');
  });
  it('a rule of the other system, or a scenario with no counterpart: one line, exit 2, on every command', async () => {
    const cases: [string[], string][] = [
      [
        ['plot', 'legal', 'frigate-duel', 'amazon', '--rules', 'springelkamp,towing'],
        `wsim: --rules: "towing" is a WS&IM rule, not one of Springelkamp's special rules (sternRake, sternRakeAnyTime, boarding, prizeCrews)`,
      ],
      [
        ['ladder', '--captains', 'random,classic', '--scenario', 'frigate-duel', '--rules', 'advanced,sternRake'],
        'wsim: --rules: "sternRake" is a Springelkamp rule, not a WS&IM level or optional rule',
      ],
      [
        ['balance', 'harbour-action', '--rules', 'springelkamp'],
        'wsim: harbour-action: scenario "harbour-action" has no Springelkamp counterpart: no built-in Springelkamp scenario names it in "wsim" (I-SYS-1; counterparts: frigate-duel ↔ springelkamp-frigate-duel',
      ],
      [
        ['demo', '--rules', 'springelkamp,prizeCrew'],
        'wsim: --rules: unknown rules "prizeCrew" (WS&IM: basic or advanced, with optional rules',
      ],
      [
        ['scenario', 'new', '--points', '60', '--sides', 'british,french', '--rules', 'springelkamp'],
        'wsim: --rules: scenario new designs a WS&IM scenario from the WS&IM catalogue',
      ],
    ];
    for (const [args, line] of cases) {
      const r = await wsim(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
      expect(r.stderr.startsWith(line), r.stderr).toBe(true);
    }
  });
});

describe('sim, report and replay on Springelkamp games', () => {
  it('an experiment crossing the two systems runs, and its report compares them', async () => {
    const dir = tempDir();
    const file = writeExperiment(dir, 'sys.json', {
      id: 'sys-cli',
      seed: 'c',
      gamesPerCell: 4,
      factors: { scenario: 'frigate-duel', rules: ['advanced', 'springelkamp'], captain: 'random' },
    });
    const out = join(dir, 'sys.jsonl');
    const sim = await wsim(['sim', file, '--out', out, '--workers', '1', '--quiet']);
    expect(sim.code, sim.stderr).toBe(0);
    const rows = readFileSync(out, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { system: string; scenario: string; rules: string });
    expect(rows.filter((r) => r.system === 'springelkamp' && r.scenario === 'springelkamp-frigate-duel')).toHaveLength(
      4,
    );
    expect(rows.filter((r) => r.system === 'wsim' && r.rules === 'advanced')).toHaveLength(4);
    const rep = await wsim(['report', out, '--out', join(dir, 'rep'), '--no-svg']);
    expect(rep.code, rep.stderr).toBe(0);
    const table = readFileSync(join(dir, 'rep', 'systems.csv'), 'utf8')
      .trim()
      .split('\n');
    expect(table).toHaveLength(3);
    expect(table[1]).toMatch(/^frigate-duel,wsim,advanced,frigate-duel,4,british,/);
    expect(table[2]).toMatch(/^frigate-duel,springelkamp,springelkamp,springelkamp-frigate-duel,4,british,/);
    expect(readFileSync(join(dir, 'rep', 'summary.md'), 'utf8')).toMatch(
      /frigate-duel under advanced against springelkamp \(4 games and 4 games\)/,
    );
  });
  it('wsim replay replays a game played under --rules springelkamp from a WS&IM scenario', async () => {
    const { scenario, rules } = applyRulesChoice(getScenario('frigate-duel'), parseRulesWords(['springelkamp']));
    const { record, state } = playGame(
      scenario,
      { british: createCaptain('random'), french: createCaptain('random') },
      { seed: '9', rules },
    );
    expect(record.system).toBe('springelkamp');
    const file = join(tempDir(), 'game.json');
    writeFileSync(file, JSON.stringify(record));
    const r = await wsim(['replay', file, '--json']);
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { outcome: { winner: string; turn: number; over: boolean } };
    expect(out.outcome).toMatchObject({ over: true, winner: state.result!.winner, turn: state.result!.turn });
  });
});
