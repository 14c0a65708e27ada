/** Issue 13 item 4: `wsim replay` checks a record against itself and validates what it reads. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTempDirs, tempDir, wsim } from '../lab/helpers.js';

let dir: string;
let record: Record<string, unknown> & { turns: unknown[]; digests: string[]; result: { turn: number } };

beforeAll(async () => {
  dir = tempDir();
  const r = await wsim(['demo', '--scenario', 'frigate-duel', '--seed', '3', '--json']);
  record = JSON.parse(r.stdout).record;
});
afterAll(removeTempDirs);

async function replayOf(rec: unknown, name = 'game.json', raw?: string) {
  const file = join(dir, name);
  writeFileSync(file, raw ?? JSON.stringify(rec));
  return { file, ...(await wsim(['replay', file, '--quiet'])) };
}
const clone = () => JSON.parse(JSON.stringify(record)) as typeof record;
const noStack = (s: string) => expect(s).not.toMatch(/^\s+at /m);

describe('wsim replay detects tampering', () => {
  it('an untouched record replays with exit 0', async () => {
    const r = await replayOf(record);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(record.digests).toHaveLength(record.turns.length);
  });
  const cases: [string, (x: typeof record) => void, RegExp][] = [
    [
      'a changed seed',
      (x) => {
        x.seed = '4';
      },
      /diverges from the replay at turn 1: recorded game digest/,
    ],
    [
      'a removed turn',
      (x) => {
        x.turns.pop();
        x.digests.pop();
      },
      /diverges from the replay at turn \d+: recorded .*wins at turn/,
    ],
    [
      'an added turn',
      (x) => {
        x.turns.push(x.turns[x.turns.length - 1]);
        x.digests.push('0');
      },
      /diverges from the replay at turn \d+: recorded \d+ turns of orders, replayed the game ended/,
    ],
    [
      'an edited result',
      (x) => {
        (x.result as unknown as { winner: string }).winner = 'draw';
      },
      /diverges from the replay at turn \d+: recorded a draw/,
    ],
    [
      'an edited scenario',
      (x) => {
        (x.scenario as { ships: { bow: string }[] }).ships[0].bow = 'J25';
      },
      /diverges from the replay at turn 1/,
    ],
    [
      'edited orders',
      (x) => {
        const t = x.turns[0] as { british: { ships: { amazon: { plot: string } } } };
        t.british.ships.amazon.plot = '0';
      },
      /diverges from the replay at turn 1/,
    ],
  ];
  for (const [what, edit, msg] of cases) {
    it(`${what}: exit 1 and where it diverges`, async () => {
      const x = clone();
      edit(x);
      const r = await replayOf(x);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(msg);
      noStack(r.stderr);
    });
  }
  it('another engine version is a warning', async () => {
    const x = clone();
    x.engineVersion = '0.0.1';
    const r = await replayOf(x);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/warning: .*recorded with engine 0\.0\.1/);
  });
  it('an older record without digests still replays, with a note that it cannot be checked against digests', async () => {
    const x = clone();
    delete (x as Record<string, unknown>).digests;
    const r = await replayOf(x);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/without turn digests: its turns cannot be checked against digests/);
  });
});

describe('an older record without digests: its orders are held to what a captain writes (issue 32 item 5)', () => {
  type Ships = { british: { ships: Record<string, { plot?: string; fire?: { L?: { target?: string } } }> } };
  const cases: [string, (x: typeof record) => void, string][] = [
    [
      'a fire target that is no ship of the game',
      (x) => {
        (x.turns[1] as Ships).british.ships.amazon.fire!.L!.target = 'nelson';
      },
      'turns[1].orders.british.ships.amazon.fire.L.target: unknown ship "nelson"',
    ],
    [
      'a plot that is not one',
      (x) => {
        (x.turns[1] as Ships).british.ships.amazon.plot = 'zzz';
      },
      'turns[1].orders.british.ships.amazon.plot: not a plot: unexpected "z"',
    ],
    [
      'an order for a ship that does not exist',
      (x) => {
        (x.turns[2] as Ships).british.ships.nelson = { plot: '1' };
      },
      'turns[2].orders.british.ships: unknown ship "nelson"',
    ],
  ];
  const old = () => {
    const x = clone();
    delete (x as Record<string, unknown>).digests;
    return x;
  };
  for (const [what, edit, msg] of cases) {
    it(`${what}: exit 2, one line naming the file and the turn`, async () => {
      const x = old();
      edit(x);
      const r = await replayOf(x);
      expect(r.stderr.trim().split('\n'), r.stderr).toHaveLength(1);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(`game.json: ${msg}`);
      noStack(r.stderr);
    });
  }
  it('a record with digests is checked by them: the unknown target changed nothing (exit 0), the plot diverges (exit 1)', async () => {
    const target = clone();
    cases[0][1](target);
    expect((await replayOf(target)).code).toBe(0);
    const plot = clone();
    cases[1][1](plot);
    const r = await replayOf(plot);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/diverges from the replay at turn 2/);
  });
  it('wsim play --resume of a tampered save names the file and the turn', async () => {
    const save = (name: string, edit: (r: typeof record) => void, digests = true) => {
      const r = clone();
      delete (r as Record<string, unknown>).result;
      r.turns = r.turns.slice(0, 3);
      if (digests) r.digests = r.digests.slice(0, 3);
      else delete (r as Record<string, unknown>).digests;
      edit(r);
      const file = join(dir, `${name}.json`);
      const body = { format: 'wsim-play/1', record: r, human: 'british', captain: 'scripted', turn: null };
      writeFileSync(file, JSON.stringify(body));
      return file;
    };
    const grapple = (r: typeof record) => {
      (r.turns[1] as { british: { ships: { amazon: Record<string, unknown> } } }).british.ships.amazon.grapple = 42;
    };
    for (const [file, msg] of [
      [save('grapple', grapple), 'record.turns[1].orders.british.ships.amazon.grapple: expected'],
      [save('unknown-ship', cases[2][1]), `record.${cases[2][2]}`],
      [save('old-unknown-target', cases[0][1], false), `record.${cases[0][2]}`],
    ]) {
      const r = await wsim(['play', '--resume', file, '--save', join(dir, 'elsewhere.json')]);
      expect(r.stderr.trim().split('\n'), r.stderr).toHaveLength(1);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(`${file}: ${msg}`);
    }
  });
});

describe('wsim replay validates the record (exit 2, one line naming the file and field)', () => {
  const cases: [string, (x: typeof record) => void, string][] = [
    [
      'rules as a string',
      (x) => {
        x.rules = 'advanced';
      },
      'game.json: rules: ',
    ],
    [
      'an unknown rules level',
      (x) => {
        x.rules = { level: 'expert' };
      },
      'game.json: rules.level: ',
    ],
    [
      'a negative carronade range',
      (x) => {
        x.rules = { carronadeMaxRange: -7 };
      },
      'game.json: rules.carronadeMaxRange: ',
    ],
    [
      'an unknown ship in turn 4',
      (x) => {
        (x.turns[3] as { british: { ships: Record<string, unknown> } }).british.ships.nelson = { plot: '1' };
      },
      'game.json: turns[3].orders.british.ships: unknown ship "nelson"',
    ],
    [
      'a malformed order in turn 2',
      (x) => {
        (x.turns[1] as { british: { ships: { amazon: Record<string, unknown> } } }).british.ships.amazon.grapple = 42;
      },
      'game.json: turns[1].orders.british.ships.amazon.grapple: expected',
    ],
  ];
  for (const [what, edit, msg] of cases) {
    it(what, async () => {
      const x = clone();
      edit(x);
      const r = await replayOf(x);
      expect(r.code).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toContain(msg);
      noStack(r.stderr);
    });
  }
});

describe('JSON files: byte-order mark and deep nesting (issue 13 item 3)', () => {
  it('a UTF-8 byte-order mark is accepted', async () => {
    const r = await replayOf(undefined, 'bom.json', '\ufeff' + JSON.stringify(record));
    expect(r.code).toBe(0);
  });
  it('5,000 levels of nesting are one clear line, for a record, a scenario and an experiment', async () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    for (const [cmd, name] of [
      ['replay', 'deep-record.json'],
      ['scenario validate', 'deep-scenario.json'],
      ['sim', 'deep-experiment.json'],
    ] as const) {
      const file = join(dir, name);
      writeFileSync(file, deep);
      const r = await wsim([...cmd.split(' '), file]);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(`${file}: nested 5000 levels deep`);
      noStack(r.stderr);
    }
  });
  it('a scenario file with a byte-order mark validates', async () => {
    const file = join(dir, 'bom-scenario.json');
    writeFileSync(file, '\ufeff' + JSON.stringify(record.scenario));
    const r = await wsim(['scenario', 'validate', file]);
    expect(r.code).toBe(0);
  });
});
