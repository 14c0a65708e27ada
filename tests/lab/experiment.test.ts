import { createHash } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadExperiment } from '../../src/lab/experiment.js';
import { LabError } from '../../src/lab/errors.js';
import { gameSetup } from '../../src/lab/game.js';
import { gameSeed } from '../../src/lab/seeds.js';
import { parseShard, plannedGames, shardSize } from '../../src/lab/plan.js';
import { removeTempDirs, tempDir, TEST_CAPTAINS, TINY, writeExperiment, wsim } from './helpers.js';

const base = {
  id: 'check',
  seed: 'check-1',
  gamesPerCell: 4,
  captainModules: [TEST_CAPTAINS],
  factors: { scenario: 'frigate-duel', captain: 'scripted' },
};

let dir: string;
beforeAll(() => {
  dir = tempDir();
});
afterAll(removeTempDirs);

/** The error lines of loading an experiment (none: loaded). */
async function mistakes(experiment: object): Promise<{ file: string; lines: string[] }> {
  const file = writeExperiment(dir, `e${Math.random().toString(36).slice(2)}.json`, experiment);
  try {
    await loadExperiment(file, { allowModules: true });
    return { file, lines: [] };
  } catch (e) {
    if (!(e instanceof LabError)) throw e;
    return { file, lines: e.lines };
  }
}

async function oneLine(experiment: object, expected: RegExp): Promise<void> {
  const { file, lines } = await mistakes(experiment);
  expect(lines).toHaveLength(1);
  expect(lines[0].startsWith(`${file}: `)).toBe(true);
  expect(lines[0]).toMatch(expected);
}

describe('experiment file mistakes: one clear line each', () => {
  it('unknown factor', async () => {
    await oneLine(
      { ...base, factors: { ...base.factors, crews: ['crack'] } },
      /factors\.crews: unknown factor "crews" \(known: scenario, rules, class, .*qualityA/,
    );
  });
  it('unknown captain', async () => {
    await oneLine(
      { ...base, factors: { scenario: 'frigate-duel', captainA: ['scripted', 'gredy'], captainB: 'scripted' } },
      /factors\.captainA\[1\]: unknown captain "gredy" \(known: .*scripted/,
    );
  });
  it('unknown captain option (a doctrine for a captain without one)', async () => {
    await oneLine(
      { ...base, factors: { ...base.factors, ammo: ['round'] } },
      /factors\.ammo\[0\]: captain "scripted": unknown option "ammo"/,
    );
  });
  it('a doctrine the captain rejects', async () => {
    await oneLine(
      { ...base, factors: { scenario: 'frigate-duel', captain: 'flaky', ammoA: ['round', 'grape-everything'] } },
      /factors\.ammoA\[1\]: .*grape-everything/,
    );
  });
  it('bad game counts', async () => {
    await oneLine({ ...base, gamesPerCell: 0 }, /gamesPerCell: expected at least 1 game per cell \(got 0\)/);
    await oneLine(
      { ...base, gamesPerCell: 2.5 },
      /gamesPerCell: expected a whole number of games per cell \(got 2\.5\)/,
    );
    await oneLine(
      { ...base, gamesPerCell: 'many' },
      /gamesPerCell: expected a whole number of games per cell \(got "many"\)/,
    );
    await oneLine({ ...base, gamesPerCell: 7 }, /gamesPerCell: expected an even number of games \(side-swapped pairs/);
    expect((await mistakes({ ...base, gamesPerCell: 7, swapSides: false })).lines).toEqual([]);
  });
  it('bad values of the other factors', async () => {
    await oneLine(
      { ...base, factors: { class: ['fr-f3-36', 'fr-f9'], captain: 'scripted' } },
      /factors\.class\[1\]: unknown ship class "fr-f9" \(known: br-sol1-110/,
    );
    await oneLine(
      { ...base, factors: { ...base.factors, quality: 'heroic' } },
      /factors\.quality: expected a crew quality \(elite, crack, average, green, poor\) \(got "heroic"\)/,
    );
    await oneLine(
      { ...base, factors: { ...base.factors, scenario: 'trafalgar' } },
      /factors\.scenario: trafalgar: not a built-in scenario nor a \.json file \(the \d+ built-in scenarios: wsim scenario list\)/,
    );
    // a mistyped id: the nearest ids, not the whole list (issue 29)
    await oneLine(
      { ...base, factors: { ...base.factors, scenario: 'frigate-dual' } },
      /factors\.scenario: frigate-dual: not a built-in scenario nor a \.json file — did you mean "frigate-duel"/,
    );
    await oneLine(
      { ...base, factors: { ...base.factors, rules: ['basic', 'advanced+fireships'] } },
      /factors\.rules\[1\]: unknown rules "fireships"/,
    );
    await oneLine(
      { ...base, factors: { ...base.factors, rules: { level: 'expert' } } },
      /factors\.rules: expected the level "basic" or "advanced"/,
    );
    await oneLine(
      { ...base, factors: { ...base.factors, captain: [] } },
      /factors\.captain: expected at least one value/,
    );
    await oneLine(
      { ...base, factors: { ...base.factors, captain: ['scripted', 'scripted'] } },
      /factors\.captain\[1\]: the value "scripted" is listed twice/,
    );
  });
  it('conflicting or missing factors', async () => {
    await oneLine(
      { ...base, factors: { ...base.factors, quality: 'crack', qualityA: 'elite' } },
      /factors\.quality: give either "quality" \(both roles\) or "qualityA" and "qualityB", not both/,
    );
    await oneLine({ ...base, factors: { captain: 'scripted' } }, /factors: expected an engagement/);
    await oneLine(
      { ...base, factors: { scenario: 'frigate-duel', captainA: 'scripted' } },
      /factors: expected "captain" \(both roles\) or both "captainA" and "captainB"/,
    );
    await oneLine(
      { ...base, factors: { scenario: 'frigate-duel', class: 'fr-f3-36', captain: 'scripted' } },
      /factors\.scenario: give either "scenario" or ship classes/,
    );
  });
  it('fields outside the format, bad JSON, missing file', async () => {
    await oneLine(
      { ...base, factor: {} },
      /"factor": unknown field \(known: id, name, description, seed, gamesPerCell/,
    );
    await oneLine({ ...base, id: 'Big Id' }, /id: expected an id of lower-case letters, digits and "-"/);
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{"id": "x",');
    await expect(loadExperiment(bad)).rejects.toThrow(new RegExp(`^${bad}: not valid JSON`));
    await expect(loadExperiment(join(dir, 'none.json'))).rejects.toThrow(
      /none\.json: cannot read the experiment file \(no such file\)/,
    );
  });
  it('the question: a factor the experiment varies', async () => {
    await oneLine(
      { ...base, question: 'wind' },
      /question: expected the factor the experiment studies: "ammo", "quality", "class", "captain" \(got "wind"\)/,
    );
    await oneLine(
      { ...base, question: 'ammo' },
      /question: the experiment studies "ammo" but does not vary it \(expected two or more values in "ammo", "ammoA" or "ammoB"\)/,
    );
    const q = {
      ...base,
      question: 'captain',
      factors: { scenario: 'frigate-duel', captainA: 'scripted', captainB: 'random' },
    };
    expect(await mistakes(q)).toMatchObject({ lines: [] });
    const exp = await loadExperiment(writeExperiment(dir, 'q.json', q), { allowModules: true });
    expect(exp.question).toBe('captain');
  });
  it('the command line prints the line and exits with code 2, without a stack trace', async () => {
    const file = writeExperiment(dir, 'cli-bad.json', { ...base, factors: { ...base.factors, crews: 'crack' } });
    const r = await wsim(['sim', file, '--out', join(dir, 'cli-bad.jsonl'), '--allow-modules']);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toEqual([
      `wsim: ${file}: factors.crews: unknown factor "crews" (known: scenario, rules, class, classA, classB, quality, qualityA, qualityB, captain, captainA, captainB, ammo, ammoA, ammoB)`,
    ]);
  });
});

describe('cells, seeds and side-swapped pairs', () => {
  it('expands the factors into cells with readable, stable ids', async () => {
    const exp = await loadExperiment(TINY, { allowModules: true });
    expect(exp.cells.map((c) => c.id)).toEqual([
      'class=fr-f3-36;qualityA=crack;captainA=scripted;captainB=scripted',
      'class=fr-f3-36;qualityA=crack;captainA=flaky:rate=0.3;captainB=scripted',
      'class=fr-f3-36;qualityA=average;captainA=scripted;captainB=scripted',
      'class=fr-f3-36;qualityA=average;captainA=flaky:rate=0.3;captainB=scripted',
    ]);
  });
  it('adds the doctrine to the captain spec and writes rules levels as slugs', async () => {
    const file = writeExperiment(dir, 'doctrine.json', {
      ...base,
      factors: {
        scenario: 'sol-duel',
        rules: ['basic', { level: 'advanced', optional: { optionalRake: true } }],
        captain: 'flaky:rate=0',
        ammoA: ['round', 'double-closing'],
        ammoB: 'round',
      },
    });
    const exp = await loadExperiment(file, { allowModules: true });
    expect(exp.cells).toHaveLength(4);
    expect(exp.cells[3].id).toBe(
      'scenario=sol-duel;rules=advanced+optionalRake;captain=flaky:rate=0;ammoA=double-closing;ammoB=round',
    );
    expect(exp.cells[3].roles.A.captain).toBe('flaky:rate=0,ammo=double-closing');
    expect(exp.cells[3].roles.B.captain).toBe('flaky:rate=0,ammo=round');
  });
  it('derives each seed from (master seed, cell, pair index) by the documented sha256 hash', async () => {
    const exp = await loadExperiment(TINY, { allowModules: true });
    const cell = exp.cells[1];
    const sha = (t: string) => createHash('sha256').update(t).digest('hex').slice(0, 16);
    expect(gameSeed(exp.seed, cell.id, 5, true)).toBe(sha(`tiny-1/${cell.id}/2`));
    expect(gameSeed(exp.seed, cell.id, 5, false)).toBe(sha(`tiny-1/${cell.id}/5`));
    expect(gameSetup(exp, cell, 2).seed).toBe(gameSetup(exp, cell, 3).seed);
    expect(gameSetup(exp, cell, 2).seed).not.toBe(gameSetup(exp, cell, 4).seed);
    expect(gameSetup(exp, exp.cells[0], 0).seed).not.toBe(gameSetup(exp, cell, 0).seed);
  });
  it('exchanges ships and captains in the second game of a pair', async () => {
    const exp = await loadExperiment(TINY, { allowModules: true });
    const cell = exp.cells[1]; // role A: crack, flaky; role B: average (default), scripted
    const even = gameSetup(exp, cell, 0);
    const odd = gameSetup(exp, cell, 1);
    expect(even.captains).toEqual({ west: 'flaky:rate=0.3', east: 'scripted' });
    expect(odd.captains).toEqual({ west: 'scripted', east: 'flaky:rate=0.3' });
    expect(even.scenario.ships.map((s) => s.quality)).toEqual(['crack', 'average']);
    expect(odd.scenario.ships.map((s) => s.quality)).toEqual(['average', 'crack']);
    expect([even.factors.swap, even.factors.sideA, odd.factors.swap, odd.factors.sideA]).toEqual([
      false,
      'west',
      true,
      'east',
    ]);
  });
  it("applies role qualities to a scenario's sides (points follow the class table)", async () => {
    const file = writeExperiment(dir, 'sol.json', {
      ...base,
      factors: { scenario: 'sol-duel', qualityA: 'poor', captain: 'scripted' },
    });
    const exp = await loadExperiment(file, { allowModules: true });
    const [even, odd] = [gameSetup(exp, exp.cells[0], 0), gameSetup(exp, exp.cells[0], 1)];
    expect(even.scenario.ships.map((s) => [s.side, s.quality])).toEqual([
      ['british', 'poor'],
      ['french', 'average'],
    ]);
    expect(odd.scenario.ships.map((s) => [s.side, s.quality])).toEqual([
      ['british', 'crack'],
      ['french', 'poor'],
    ]);
    expect((even.scenario.ships[0] as { points?: number }).points).toBe(18);
  });
  it('shards partition the games', async () => {
    const exp = await loadExperiment(TINY, { allowModules: true });
    const none = new Uint8Array(16);
    const all = [...plannedGames(exp, undefined, none)].map(String);
    const parts = [0, 1, 2].map((i) => [...plannedGames(exp, { index: i, count: 3 }, none)].map(String));
    expect(parts.map((p) => p.length)).toEqual([0, 1, 2].map((i) => shardSize(exp, { index: i, count: 3 })));
    expect(parts.flat().sort()).toEqual([...all].sort());
    expect(() => parseShard('2/2')).toThrow(/--shard: expected i\/N with 0 ≤ i < N/);
    expect(parseShard('1/4')).toEqual({ index: 1, count: 4 });
  });
});

describe('captainModules need --allow-modules (issue 13 item 13)', () => {
  it('loading refuses a file that names modules, naming the file, the field and the flag; nothing is imported', async () => {
    const marker = join(dir, 'ran.txt');
    const mod = join(dir, 'evil.mjs');
    writeFileSync(mod, `import { writeFileSync } from 'node:fs'; writeFileSync(${JSON.stringify(marker)}, 'ran');\n`);
    const file = writeExperiment(dir, 'modules.json', { ...base, captainModules: [mod] });
    await expect(loadExperiment(file)).rejects.toThrow(`${file}: captainModules: the file names code to run`);
    for (const args of [
      ['sim', file, '--out', join(dir, 'm.jsonl')],
      ['sim', file, '--game', 'x#0'],
      ['merge', join(dir, 'none.jsonl'), '--out', join(dir, 'mm.jsonl'), '--experiment', file],
    ]) {
      const r = await wsim(args);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('pass --allow-modules');
      expect(r.stderr).not.toMatch(/^\s+at /m);
    }
    expect(existsSync(marker)).toBe(false);
    await loadExperiment(file, { allowModules: true });
    expect(existsSync(marker)).toBe(true);
  });
});
