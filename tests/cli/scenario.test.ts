/** Issue 15 through the real command line: scenario validate, schema, list, catalogue and new. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listScenarios } from '../../src/index.js';
import { CATALOGUE, designScenario, getScenario, scenarioJsonSchemaText } from '../../src/api/wsim.js';
import { removeTempDirs, ROOT, tempDir, wsim } from '../lab/helpers.js';

afterAll(removeTempDirs);
const noStack = (s: string) => expect(s).not.toMatch(/^\s+at /m);

type Mutable = Record<string, unknown> & {
  ships: Record<string, unknown>[];
  sides: Record<string, unknown>[];
  wind: Record<string, unknown>;
  map: Record<string, unknown>;
};
const squadron = (): Mutable => JSON.parse(JSON.stringify(getScenario('squadron-action')));

/** [name, file text, the error lines expected (each one line: file: path: message)] */
const BAD: [string, (file: string) => string, (file: string) => RegExp[]][] = [
  ['malformed JSON', () => '{ "id": "x", "name": ', (f) => [new RegExp(`^${f}: .*JSON`)]],
  [
    'an unknown class',
    () => {
      const s = squadron();
      s.ships[2].class = 'br-sol9-200';
      return JSON.stringify(s);
    },
    (f) => [new RegExp(`^${f}: ships\\[2\\]\\.class: expected a catalogue id \\(.*\\) \\(got "br-sol9-200"\\)$`)],
  ],
  [
    'duplicate ship ids',
    () => {
      const s = squadron();
      s.ships[4].id = 'orion';
      return JSON.stringify(s);
    },
    (f) => [new RegExp(`^${f}: ships\\[4\\]\\.id: expected a unique ship id \\("orion" is used twice\\)$`)],
  ],
  [
    'overlapping ships',
    () => {
      const s = squadron();
      s.ships[1].bow = 'K24';
      return JSON.stringify(s);
    },
    (f) => [
      new RegExp(`^${f}: ships\\[1\\]\\.bow: the bow hex K24 is already occupied by "defence"$`),
      new RegExp(`^${f}: ships\\[1\\]\\.bow: the stern hex \\S+ is already occupied by "defence"$`),
    ],
  ],
  [
    'a ship on land',
    () => {
      const s = squadron();
      s.map.land = ['W24'];
      return JSON.stringify(s);
    },
    (f) => [new RegExp(`^${f}: ships\\[3\\]\\.bow: the bow hex W24 lies on land$`)],
  ],
  [
    'a bad heading',
    () => {
      const s = squadron();
      s.ships[0].heading = 0;
      return JSON.stringify(s);
    },
    (f) => [new RegExp(`^${f}: ships\\[0\\]\\.heading: expected a number ≥ 1 \\(got 0\\)$`)],
  ],
  [
    'a side with no ships',
    () => {
      const s = squadron();
      for (const x of s.ships) x.side = 'british';
      s.ships.forEach((x, i) => {
        x.bow = `${'BDFHJL'[i]}10`;
      });
      return JSON.stringify(s);
    },
    (f) => [new RegExp(`^${f}: ships: expected at least one ship for side "french"$`)],
  ],
  [
    'a victory condition naming an unknown ship',
    () => {
      const s = squadron();
      s.decisiveShips = ['victory'];
      return JSON.stringify(s);
    },
    (f) => [new RegExp(`^${f}: decisiveShips\\[0\\]: expected the id of a ship of this scenario \\(got "victory"\\)$`)],
  ],
  [
    'a crew quality that does not exist',
    () => {
      const s = squadron();
      s.ships[5].quality = 'heroic';
      return JSON.stringify(s);
    },
    (f) => [
      new RegExp(
        `^${f}: ships\\[5\\]\\.quality: expected one of "elite", "crack", "average", "green", "poor" \\(got "heroic"\\)$`,
      ),
    ],
  ],
  [
    'a wind velocity out of range',
    () => {
      const s = squadron();
      s.wind.velocity = 8;
      return JSON.stringify(s);
    },
    (f) => [new RegExp(`^${f}: wind\\.velocity: expected a number ≤ 6 \\(got 8\\)$`)],
  ],
  [
    'a ship of an unknown side',
    () => {
      const s = squadron();
      s.ships[0].side = 'dutch';
      return JSON.stringify(s);
    },
    (f) => [new RegExp(`^${f}: ships\\[0\\]\\.side: expected one of "british", "french" \\(got "dutch"\\)$`)],
  ],
  [
    'rigging sections that do not match the battle sail speed',
    () => {
      const s = squadron();
      s.ships[0].rigging = [7, 7, 7, 7];
      return JSON.stringify(s);
    },
    (f) => [
      new RegExp(
        `^${f}: ships\\[0\\]\\.rigging: expected 3 rigging sections for battle sail speed 3 \\(11\\.4\\.4\\.1\\) \\(got 4\\)$`,
      ),
    ],
  ],
  [
    'a bow that is not a hex label',
    () => {
      const s = squadron();
      s.ships[0].bow = 'K-24';
      return JSON.stringify(s);
    },
    (f) => [
      new RegExp(`^${f}: ships\\[0\\]\\.bow: expected a hex label such as "J20" or "\\(q,r\\)" \\(got "K-24"\\)$`),
    ],
  ],
  [
    'five mistakes at once: every one reported, schema and beyond',
    () => {
      const s = squadron();
      s.wind.velocity = -1;
      s.ships[0].heading = 9;
      s.ships[1].id = 'defence';
      s.ships[2].class = 'nope';
      s.ships[3].quality = 'legendary';
      return JSON.stringify(s);
    },
    (f) => [
      new RegExp(`^${f}: wind\\.velocity: expected a number ≥ 0 \\(got -1\\)$`),
      new RegExp(`^${f}: ships\\[0\\]\\.heading: expected a number ≤ 6 \\(got 9\\)$`),
      new RegExp(`^${f}: ships\\[3\\]\\.quality: expected one of .* \\(got "legendary"\\)$`),
      new RegExp(`^${f}: ships\\[1\\]\\.id: expected a unique ship id \\("defence" is used twice\\)$`),
      new RegExp(`^${f}: ships\\[2\\]\\.class: expected a catalogue id .*\\(got "nope"\\)$`),
    ],
  ],
];

describe('wsim scenario validate: every mistake, one line each with its field path, exit 2', () => {
  const dir = tempDir();
  BAD.forEach(([name, make, expected], i) => {
    it(name, async () => {
      const file = join(dir, `bad-${i}.json`);
      writeFileSync(file, make(file));
      const r = await wsim(['scenario', 'validate', file]);
      expect(r.code).toBe(2);
      noStack(r.stderr);
      const lines = r.stderr.trim().split('\n');
      const errors = lines.filter((l) => l.startsWith('error: ')).map((l) => l.slice('error: '.length));
      const esc = file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const want = expected(esc);
      expect(errors.length).toBe(want.length);
      want.forEach((re, k) => expect(errors[k]).toMatch(re));
      expect(lines.at(-1)).toBe(`${file}: ${want.length} error${want.length > 1 ? 's' : ''}`);
    });
  });
  it('--json: the same errors as data', async () => {
    const file = join(dir, 'bad-json.json');
    const s = squadron();
    s.ships[0].heading = 0;
    s.ships[1].id = 'defence';
    writeFileSync(file, JSON.stringify(s));
    const r = await wsim(['scenario', 'validate', file, '--json']);
    expect(r.code).toBe(2);
    const out = JSON.parse(r.stdout);
    expect(out.ok).toBe(false);
    expect(out.errors).toHaveLength(2);
  });
  it('a ship off the drawn map is a warning (the sea is open, 15.0), exit 0; so is a ship in irons', async () => {
    const file = join(dir, 'warn.json');
    const s = JSON.parse(JSON.stringify(getScenario('frigate-duel'))) as Mutable;
    s.ships[1].bow = 'AH25';
    s.ships[0].heading = 4;
    writeFileSync(file, JSON.stringify(s));
    const r = await wsim(['scenario', 'validate', file]);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/warning: .*ships\[1\]\.bow: the bow hex AH25 of "hermione" is off the drawn map/);
    expect(r.stderr).toMatch(/warning: .*ships\[0\]\.heading: "amazon" starts in irons/);
    expect(r.stdout).toMatch(/ok \(frigate-duel, 2 ships, \d warnings\)/);
  });
});

describe('wsim scenario schema, list, catalogue', () => {
  it('schema prints the committed JSON Schema', async () => {
    const r = await wsim(['scenario', 'schema']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(scenarioJsonSchemaText());
    expect(r.stdout).toBe(readFileSync(join(ROOT, 'schemas/scenario.schema.json'), 'utf8'));
  });
  it('list: id, name, year (— when absent), ships per side, rules level; --json the same as data', async () => {
    const [text, json] = await Promise.all([wsim(['scenario', 'list']), wsim(['scenario', 'list', '--json'])]);
    expect(text.code).toBe(0);
    const lines = text.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^id\s+name\s+year\s+ships\s+rules$/);
    expect(lines).toHaveLength(listScenarios().length + 1);
    expect(lines.find((l) => l.startsWith('squadron-action'))).toMatch(
      /^squadron-action\s+Squadron action, three against three\s+—\s+3 v 3\s+basic$/,
    );
    expect(lines.find((l) => l.startsWith('mars-hercule'))).toMatch(/\s+1798\s+1 v 1\s+advanced$/); // the library gives the historical actions their year
    const list = JSON.parse(json.stdout);
    expect(list).toEqual(listScenarios());
    expect(list.find((s: { id: string }) => s.id === 'squadron-action')).toMatchObject({
      year: null,
      level: 'basic',
      sides: [
        { id: 'british', ships: 3 },
        { id: 'french', ships: 3 },
      ],
    });
  });
  it('catalogue lists every entry; --json gives the entries', async () => {
    const [text, json] = await Promise.all([
      wsim(['scenario', 'catalogue']),
      wsim(['scenario', 'catalogue', '--json']),
    ]);
    expect(text.stdout.trim().split('\n')).toHaveLength(CATALOGUE.length);
    expect(text.stdout).toMatch(
      /^sail-05-mars\s+British\s+Mars\s+class 2\s+74 guns\s+points 26 \(crack\)\s+\[Mars vs\. Hercule\]$/m,
    );
    expect(JSON.parse(json.stdout)).toEqual(JSON.parse(JSON.stringify(CATALOGUE)));
  });
});

describe('wsim scenario new: design your own', () => {
  const dir = tempDir();
  it('writes a scenario with $schema that validates clean, says how close each side is to the budget, same seed same file', async () => {
    const a = join(dir, 'a.json');
    const b = join(dir, 'b.json');
    const args = [
      'scenario',
      'new',
      '--points',
      '200',
      '--sides',
      'british,french',
      '--rules',
      'advanced',
      '--seed',
      'S',
    ];
    const [ra, _rb] = await Promise.all([wsim([...args, '--out', a]), wsim([...args, '--out', b])]);
    expect(ra.code).toBe(0);
    expect(ra.stderr).toMatch(
      new RegExp(
        `^${a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: British \\d+ points in \\d+ ships \\((exactly the budget|[+-]\\d)\\); French \\d+ points in \\d+ ships \\((exactly the budget|[+-]\\d)\\); budget 200 a side; wind towards [1-6], velocity [1-6], change number [1-6]\\n$`,
      ),
    );
    expect(readFileSync(a, 'utf8')).toBe(readFileSync(b, 'utf8'));
    const scenario = JSON.parse(readFileSync(a, 'utf8'));
    expect(scenario.$schema).toBe(relative(dir, join(ROOT, 'schemas/scenario.schema.json')));
    expect(scenario.rules.level).toBe('advanced');
    expect(scenario.deferredLoading).toBe(true);
    // the file is what the engine designs for the same options
    const { $schema: _schema, ...rest } = scenario;
    expect(rest).toEqual(
      JSON.parse(
        JSON.stringify(
          designScenario({ points: 200, sides: ['british', 'french'], rules: { level: 'advanced' }, seed: 'S' })
            .scenario,
        ),
      ),
    );
    const v = await wsim(['scenario', 'validate', a]);
    expect(v.code).toBe(0);
    expect(v.stderr).toBe('');
    expect(v.stdout).toMatch(/ok \(dyo-british-french-200, \d+ ships\)\n$/);
  });
  it('a different seed gives a different design; --classes restricts the choice', async () => {
    const c = join(dir, 'c.json');
    const r = await wsim([
      'scenario',
      'new',
      '--points',
      '90',
      '--sides',
      'american,british',
      '--classes',
      'us-f4-38,br-f3-36,sail-10-constitution',
      '--seed',
      '2',
      '--out',
      c,
    ]);
    expect(r.code).toBe(0);
    const s = JSON.parse(readFileSync(c, 'utf8'));
    for (const ship of s.ships) expect(['us-f4-38', 'br-f3-36', 'sail-10-constitution']).toContain(ship.class);
    const other = designScenario({
      points: 90,
      sides: ['american', 'british'],
      classes: ['us-f4-38', 'br-f3-36', 'sail-10-constitution'],
      seed: '3',
    }).scenario;
    expect(other).not.toEqual(
      designScenario({
        points: 90,
        sides: ['american', 'british'],
        classes: ['us-f4-38', 'br-f3-36', 'sail-10-constitution'],
        seed: '2',
      }).scenario,
    );
  });
  const cases: [string[], string][] = [
    [['--points', '0', '--sides', 'british,french'], 'wsim: --points: expected a whole number of points > 0 (got 0)'],
    [['--points', '-5', '--sides', 'british,french'], 'wsim: --points: expected a whole number of points > 0 (got -5)'],
    [
      ['--points', '1000000000', '--sides', 'british,french'],
      'wsim: --points: expected at most 1000 points a side (12 ships carry far less) (got 1000000000)',
    ],
    [
      ['--points', 'lots', '--sides', 'british,french'],
      'wsim: --points: expected a whole number of points > 0 (got "lots")',
    ],
    [
      ['--points', '100', '--sides', 'british,dutch'],
      'wsim: --sides: unknown nation "dutch" (known: british, french, spanish, american, japanese, federation, klingon, orion)',
    ],
    [
      ['--points', '100', '--sides', 'british'],
      'wsim: --sides: expected two nations separated by a comma, e.g. british,french (got "british")',
    ],
    [
      ['--points', '100', '--sides', 'british,british'],
      'wsim: --sides: expected two different nations (got "british" twice)',
    ],
    [
      ['--points', '100', '--sides', 'british,french', '--classes', 'br-sol9-200'],
      'wsim: --classes: unknown catalogue id "br-sol9-200" (wsim scenario catalogue lists them)',
    ],
    [
      ['--points', '100', '--sides', 'british,french', '--classes', 'sp-sol1-130'],
      'wsim: --classes: "sp-sol1-130" is Spanish, neither side\'s nation (British, French)',
    ],
    [
      ['--points', '100', '--sides', 'british,japanese'],
      'wsim: --sides: the AH 1975 class table has no Japanese class: name Japanese ships of the catalogue with --classes',
    ],
    [
      ['--points', '100', '--sides', 'british,french', '--classes', 'br-f3-36'],
      'wsim: --classes: no class or ship of the catalogue for "french" (French) among br-f3-36',
    ],
  ];
  for (const [args, msg] of cases) {
    it(`bad input: ${args.join(' ')}`, async () => {
      const r = await wsim(['scenario', 'new', ...args]);
      expect(r.code).toBe(2);
      expect(r.stderr).toBe(msg + '\n');
      expect(r.stdout).toBe('');
    });
  }
});
