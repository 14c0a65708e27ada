/**
 * The balance journal (src/lab/balance/journal.ts): games played are added one line each and taken back
 * instead of played again, by task and seed only; a torn last line is dropped, any other bad line refused
 * naming the file, line and field; one run at a time writes a journal. A fake pool stands for the workers.
 */
import { appendFileSync, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openJournal, readJournal, taskKey } from '../../src/lab/balance/journal.js';
import type { BalanceGame, BalanceTask } from '../../src/lab/balance/games.js';
import type { BalancePool } from '../../src/lab/balance/pool.js';
import { getScenario } from '../../src/index.js';
import { removeTempDirs, tempDir } from './helpers.js';

afterAll(removeTempDirs);

const scenario = getScenario('frigate-duel');
const TASK: Omit<BalanceTask, 'seeds'> = { scenario, captain: 'greedy-raker' };

/** A game made from its seed, so that a wrong seed's game shows. */
function fakeGame(seed: string): BalanceGame {
  const n = parseInt(seed.slice(-2), 16);
  return {
    winner: n % 3 === 0 ? 'draw' : n % 3 === 1 ? scenario.sides[0].id : scenario.sides[1].id,
    turns: 5 + (n % 20),
    ending: n % 3 === 0 ? 'points at the turn limit' : 'strike',
    decisive: null,
    lost: [],
    leadChanges: n % 4,
    clear: n % 3 === 0 ? null : (n % 100) / 100,
    fight: { [scenario.sides[0].id]: { broadsides: n, close: 1, long: 0, hull: 2, rigging: 3 } },
    luck: [n, -n, 0.5, 0],
  };
}

/** A pool that plays fake games and records the seeds it was asked for. */
function fakePool(): BalancePool & { asked: string[][] } {
  const asked: string[][] = [];
  return {
    asked,
    run: async (task) => {
      asked.push(task.seeds);
      return task.seeds.map(fakeGame);
    },
    close: async () => {},
  };
}

const seeds = (...s: number[]) => s.map((k) => `00000000000000${k.toString(16).padStart(2, '0')}`);

describe('taskKey', () => {
  it('is the same for the same task and differs with the captain, budget, rules or scenario', () => {
    const key = taskKey(TASK);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(taskKey({ ...TASK })).toBe(key);
    expect(taskKey({ ...TASK, captain: 'mcts' })).not.toBe(key);
    expect(taskKey({ ...TASK, budget: { scale: 4 } })).not.toBe(key);
    expect(taskKey({ ...TASK, rules: { level: 'advanced' } })).not.toBe(key);
    expect(taskKey({ ...TASK, scenario: { ...scenario, turnLimit: 9 } })).not.toBe(key);
  });
});

describe('openJournal', () => {
  it('adds the games played, then takes them back instead of playing them, in the order asked', async () => {
    const file = join(tempDir(), 'j.jsonl');
    const first = await openJournal(file);
    expect(first.found).toBe(0);
    const pool = fakePool();
    const games = await first.wrap(pool).run({ ...TASK, seeds: seeds(1, 2, 3) });
    expect(games).toEqual(seeds(1, 2, 3).map(fakeGame));
    expect(first.added).toBe(3);
    first.close();
    expect(readFileSync(file, 'utf8').trimEnd().split('\n')).toHaveLength(3);

    const again = await openJournal(file);
    expect(again.found).toBe(3);
    const pool2 = fakePool();
    const wrapped = again.wrap(pool2);
    // a task with one new seed between two known ones: only the new one is played
    const mixed = await wrapped.run({ ...TASK, seeds: seeds(3, 9, 1) });
    expect(mixed).toEqual(seeds(3, 9, 1).map(fakeGame));
    expect(pool2.asked).toEqual([seeds(9)]);
    expect([again.taken, again.added]).toEqual([2, 1]);
    // another captain's games are its own
    await wrapped.run({ ...TASK, captain: 'line-keeper', seeds: seeds(1) });
    expect(pool2.asked).toEqual([seeds(9), seeds(1)]);
    again.close();
  });

  it('counts only the games played for progress, and writes nothing when the pool stops', async () => {
    const file = join(tempDir(), 'j.jsonl');
    const j = await openJournal(file);
    const played: number[] = [];
    const wrapped = j.wrap(fakePool(), (n) => played.push(n));
    await wrapped.run({ ...TASK, seeds: seeds(1, 2) });
    await wrapped.run({ ...TASK, seeds: seeds(1, 2, 4) });
    expect(played).toEqual([2, 1]);
    const stopped = j.wrap({ run: async () => null, close: async () => {} });
    expect(await stopped.run({ ...TASK, seeds: seeds(7) })).toBeNull();
    j.close();
    expect(readFileSync(file, 'utf8').trimEnd().split('\n')).toHaveLength(3);
  });

  it('drops a torn last line (a process killed mid-write) and carries on', async () => {
    const file = join(tempDir(), 'j.jsonl');
    const j = await openJournal(file);
    await j.wrap(fakePool()).run({ ...TASK, seeds: seeds(1, 2) });
    j.close();
    const whole = statSync(file).size;
    appendFileSync(file, '{"task":"0123');
    const again = await openJournal(file);
    expect([again.found, again.tornBytes]).toEqual([2, 13]);
    expect(statSync(file).size).toBe(whole);
    await again.wrap(fakePool()).run({ ...TASK, seeds: seeds(5) });
    again.close();
    expect(
      readFileSync(file, 'utf8')
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l).seed),
    ).toEqual(seeds(1, 2, 5));
  });

  it('refuses a bad line that is not the torn last one, naming the file, the line and the field', async () => {
    const file = join(tempDir(), 'j.jsonl');
    const j = await openJournal(file);
    await j.wrap(fakePool()).run({ ...TASK, seeds: seeds(1, 2) });
    j.close();
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
    const bad = JSON.parse(lines[0]);
    bad.game.turns = -1;
    writeFileSync(file, `${JSON.stringify(bad)}\n${lines[1]}\n`);
    await expect(openJournal(file)).rejects.toThrow(new RegExp(`^${file}: line 1: game\\.turns: `));
    const unknown = { ...JSON.parse(lines[1]), note: 'x' };
    writeFileSync(file, `${lines[0]}\n${JSON.stringify(unknown)}\n`);
    await expect(openJournal(file)).rejects.toThrow(/line 2: \(top level\): .*note/);
    writeFileSync(file, `not json\n${lines[1]}\n`);
    await expect(openJournal(file)).rejects.toThrow(/line 1: not valid JSON/);
    writeFileSync(file, 'x'.repeat(10));
    await expect(openJournal(file)).rejects.toThrow(/not a journal \(no complete row/);
    // refused files are left alone and unlocked
    expect(readFileSync(file, 'utf8')).toBe('x'.repeat(10));
    writeFileSync(file, `${lines[0]}\n`);
    (await openJournal(file)).close();
  });

  it('is written by one run at a time', async () => {
    const file = join(tempDir(), 'j.jsonl');
    // another live process holds the lock (the lock file names its pid)
    writeFileSync(`${file}.lock`, `${process.ppid}\n`);
    await expect(openJournal(file)).rejects.toThrow(
      new RegExp(`another wsim run \\(pid ${process.ppid}\\) is writing this file`),
    );
    // a lock whose process is gone is taken over
    writeFileSync(`${file}.lock`, '999999999\n');
    const j = await openJournal(file);
    expect(readFileSync(`${file}.lock`, 'utf8').trim()).toBe(String(process.pid));
    j.close();
    expect(existsSync(`${file}.lock`)).toBe(false);
  });
});

describe('readJournal', () => {
  it("gives each task's games in the order the tasks first appear, leaving a torn tail and the file alone", async () => {
    const file = join(tempDir(), 'j.jsonl');
    const j = await openJournal(file);
    const wrapped = j.wrap(fakePool());
    const four = { ...TASK, budget: { scale: 4 } };
    await wrapped.run({ ...TASK, seeds: seeds(1, 2) });
    await wrapped.run({ ...four, seeds: seeds(3) });
    await wrapped.run({ ...TASK, seeds: seeds(4) });
    j.close();
    appendFileSync(file, '{"task":"0123');
    const size = statSync(file).size;
    const tasks = await readJournal(file);
    expect(tasks.map((t) => t.task)).toEqual([taskKey(TASK), taskKey(four)]);
    expect(tasks[0].games).toEqual(seeds(1, 2, 4).map(fakeGame));
    expect(tasks[1].games).toEqual(seeds(3).map(fakeGame));
    expect(statSync(file).size).toBe(size); // read only: the torn tail is left for the run that carries on
    // a bad line is refused as openJournal refuses it
    const lines = readFileSync(file, 'utf8').split('\n');
    writeFileSync(file, `${lines[0].replace('"turns":', '"turns":-')}\n`);
    await expect(readJournal(file)).rejects.toThrow(new RegExp(`^${file}: line 1: game\\.turns: `));
  });
});
