/** Issue 15, scenario format: the published JSON Schema, the ship catalogue, the checks beyond the schema, warnings. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listScenarios, newGame, ScenarioError } from '../../src/index.js';
import {
  CATALOGUE,
  findShipClass,
  getScenario,
  LIBRARY_SCHEMA_REF,
  loadScenario,
  pointsOf,
  QUALITIES,
  scenarioJsonSchema,
  scenarioJsonSchemaText,
  scenarioWarnings,
  SHIP_CLASSES,
} from '../../src/api/wsim.js';
import { edit, scenarioHead, ship, turn } from './helpers.js';

const ROOT = join(import.meta.dirname, '../..');
const LIBRARY = join(ROOT, 'src/engine/wsim/scenario/library');
const libraryFiles = readdirSync(LIBRARY).filter((f) => f.endsWith('.json'));

function errorsOf(input: unknown): string[] {
  try {
    loadScenario(input, 'f.json');
  } catch (e) {
    if (e instanceof ScenarioError) return e.lines;
    throw e;
  }
  return [];
}

describe('JSON Schema generated from the validation schema', () => {
  it('the committed schemas/scenario.schema.json is exactly what the validation schema generates', () => {
    expect(readFileSync(join(ROOT, 'schemas/scenario.schema.json'), 'utf8')).toBe(scenarioJsonSchemaText());
  });
  it('describes every field of the zod schema, closed to others, and accepts $schema', () => {
    const schema = scenarioJsonSchema() as {
      properties: Record<string, { items?: { properties: Record<string, unknown> } }>;
      additionalProperties: boolean;
    };
    expect(schema.additionalProperties).toBe(false);
    expect(Object.keys(schema.properties)).toContain('$schema');
    expect(Object.keys(schema.properties.ships.items!.properties)).toEqual(
      expect.arrayContaining(['class', 'quality', 'bow', 'heading', 'advanced', 'entersOnTurn']),
    );
    // the catalogue ids are offered to editors as examples of `class`
    expect((schema.properties.ships.items!.properties.class as { examples: string[] }).examples).toEqual(
      CATALOGUE.map((e) => e.id),
    );
  });
  it('every built-in scenario carries the library $schema, uses only fields the JSON Schema lists, and loads', () => {
    const schema = scenarioJsonSchema() as {
      properties: Record<string, { items?: { properties: Record<string, unknown> } }>;
    };
    const top = Object.keys(schema.properties);
    const shipFields = Object.keys(schema.properties.ships.items!.properties);
    expect(libraryFiles.length).toBe(listScenarios().filter((s) => s.system === 'wsim').length);
    for (const f of libraryFiles) {
      const raw = JSON.parse(readFileSync(join(LIBRARY, f), 'utf8'));
      expect(raw.$schema, f).toBe(LIBRARY_SCHEMA_REF);
      expect(top, f).toEqual(expect.arrayContaining(Object.keys(raw)));
      for (const ship of raw.ships)
        expect(shipFields, `${f} ${ship.id}`).toEqual(expect.arrayContaining(Object.keys(ship)));
      expect(errorsOf(raw), f).toEqual([]);
    }
  });
});

describe("the ship catalogue (AH 1975 classes, the classic game's ships)", () => {
  const sail = CATALOGUE.filter((e) => e.source === 'sail');
  it('covers the 18 classes and the 131 ships of the 32 scenarios, ids unique', () => {
    expect(CATALOGUE.filter((e) => e.source === 'ah-1975').map((e) => e.id)).toEqual(SHIP_CLASSES.map((c) => c.id));
    expect(SHIP_CLASSES.length).toBe(18);
    expect(sail.length).toBe(131);
    expect(new Set(sail.map((e) => e.scenario)).size).toBe(32);
    expect(new Set(CATALOGUE.map((e) => e.id)).size).toBe(CATALOGUE.length);
    // crew qualities as the reference counts them (mundane = average, mutinous = poor)
    const byQuality = Object.fromEntries(QUALITIES.map((q) => [q, sail.filter((e) => e.quality === q).length]));
    expect(byQuality).toEqual({ elite: 34, crack: 46, average: 34, green: 15, poor: 2 });
  });
  it('points by crew quality for a class (AH table), the single value for a classic-game ship', () => {
    const cls = findShipClass('br-sol1-110')!;
    expect(QUALITIES.map((q) => pointsOf(cls, q))).toEqual([38, 35, 28, 26, 23]);
    const mars = findShipClass('sail-05-mars')!;
    expect(mars.quality).toBe('crack');
    expect(QUALITIES.map((q) => pointsOf(mars, q))).toEqual([26, 26, 26, 26, 26]);
  });
  it('16.2.1 backwards: Basic values of a classic-game ship derive from her Advanced values', () => {
    // the built-in mars-hercule scenario writes Mars's values out on both scales
    const mars = findShipClass('sail-05-mars')!;
    const written = getScenario('mars-hercule').ships.find((s) => s.id === 'mars')!;
    expect({ hull: mars.hull, crew: mars.crew, guns: mars.guns, carronades: mars.carronades }).toEqual({
      hull: written.hull,
      crew: written.crew,
      guns: written.guns,
      carronades: written.carronades,
    });
    expect(mars.advanced).toEqual(written.advanced);
    // Hercule, 74, halves exactly to the French SOL2 74 row of the AH table
    const hercule = findShipClass('sail-05-hercule')!;
    const row = findShipClass('fr-sol2-74')!;
    expect([hercule.hull, hercule.crew, hercule.guns, hercule.carronades, hercule.rigging]).toEqual([
      row.hull,
      row.crew,
      row.guns,
      row.carronades,
      row.rigging,
    ]);
    // a half rounds up: Serapis's 3 guns a broadside, Carolina's third crew section of 1
    expect(findShipClass('sail-01-serapis')!.guns).toBe(2);
    expect(findShipClass('sail-09-carolina')!.crew[2]).toBe(1);
  });
  it('every entry makes a legal ship at both rules levels, her Advanced log values as the classic game gives them', () => {
    const base = getScenario('frigate-duel');
    for (const e of CATALOGUE) {
      const ship = {
        id: 'x',
        side: 'british',
        class: e.id,
        ...(e.quality ? {} : { quality: 'average' }),
        bow: 'K25',
        heading: 2,
      };
      const s = loadScenario({ ...base, ships: [ship, base.ships[1]] }, e.id);
      const basic = newGame(s, { seed: 1, rules: { level: 'basic' } }).static.ships[0];
      const adv = newGame(s, { seed: 1, rules: { level: 'advanced' } }).static.ships[0];
      expect(basic.hull, e.id).toBe(e.hull);
      expect(adv.hull, e.id).toBe(e.advanced ? e.advanced.hull : Math.ceil(e.hull * 1.5));
      if (e.advanced) expect(adv.crew, e.id).toEqual(e.advanced.crew);
      expect(adv.points, e.id).toBe(pointsOf(e, e.quality ?? 'average'));
    }
  });
  it("a scenario overrides any field per ship; a Basic override drops the entry's Advanced value for it (16.2.1 derives it)", () => {
    const base = getScenario('frigate-duel');
    const ship = {
      id: 'mars',
      side: 'british',
      class: 'sail-05-mars',
      quality: 'green',
      hull: 10,
      points: 30,
      name: 'Mars refitted',
      bow: 'K25',
      heading: 2,
    };
    const s = loadScenario({ ...base, ships: [ship, base.ships[1]] });
    const r = s.ships[0];
    expect([r.name, r.quality, r.points, r.hull, r.guns]).toEqual(['Mars refitted', 'green', 30, 10, 9]);
    const adv = newGame(s, { seed: 1, rules: { level: 'advanced' } }).static.ships[0];
    expect(adv.hull).toBe(15); // 10 × 1.5
    expect(adv.crew).toEqual([10, 8, 8]); // the classic game's, not overridden
    // a ship of the classic game keeps her own crew quality and name when the scenario gives none
    const own = loadScenario({
      ...base,
      ships: [{ id: 'm', side: 'british', class: 'sail-05-mars', bow: 'K25', heading: 2 }, base.ships[1]],
    }).ships[0];
    expect([own.name, own.quality, own.points]).toEqual(['Mars', 'crack', 26]);
  });
});

describe('every mistake, one line each with its field path', () => {
  it('schema mistakes and the checks beyond the schema are reported together', () => {
    const s = structuredClone(getScenario('squadron-action')) as unknown as {
      ships: Record<string, unknown>[];
      wind: Record<string, unknown>;
    };
    s.wind.velocity = 9;
    s.ships[0].heading = 7;
    s.ships[1].id = 'defence';
    s.ships[2].class = 'no-such-class';
    s.ships[3].quality = 'legendary';
    const lines = errorsOf(s);
    expect(lines).toEqual([
      'f.json: wind.velocity: expected a number ≤ 6 (got 9)',
      'f.json: ships[0].heading: expected a number ≤ 6 (got 7)',
      'f.json: ships[3].quality: expected one of "elite", "crack", "average", "green", "poor" (got "legendary")',
      'f.json: ships[1].id: expected a unique ship id ("defence" is used twice)',
      expect.stringMatching(
        /^f\.json: ships\[2\]\.class: expected a catalogue id \(br-sol1-110, .* or a ship of the catalogue \(wsim scenario catalogue\)\) \(got "no-such-class"\)$/,
      ),
    ]);
  });
  it('a class of the AH table gives no crew quality: the ship must', () => {
    const s = structuredClone(getScenario('sol-duel')) as unknown as { ships: Record<string, unknown>[] };
    delete s.ships[0].quality;
    expect(errorsOf(s)).toEqual([
      'f.json: ships[0].quality: expected a crew quality: the class "br-sol2-74" gives none',
    ]);
  });
});

describe('warnings: legal but suspicious set-ups', () => {
  const warn = (s: object) => scenarioWarnings(loadScenario(s, 'w.json'), 'w.json');
  it('the built-in scenarios: only historical actions warn, and only of unequal points (as history had them)', () => {
    for (const { id } of listScenarios().filter((s) => s.system === 'wsim')) {
      const s = getScenario(id);
      const w = scenarioWarnings(s, id);
      if (!s.history) expect(w, id).toEqual([]);
      else for (const line of w) expect(line, id).toContain('ships: the point totals (14.2.1) are more than 30% apart');
    }
    expect(scenarioWarnings(getScenario('constitution-guerriere'), 'constitution-guerriere')).toEqual([
      expect.stringContaining(
        'ships: the point totals (14.2.1) are more than 30% apart: "american" 24, "british" 15 (38% of the larger)',
      ),
    ]);
  });
  it('sides out of gun range for the whole turn limit even at full battle sail', () => {
    const s = structuredClone(getScenario('frigate-duel'));
    s.map = { columns: 80, rows: 40 };
    s.ships[1].bow = 'BZ25';
    s.turnLimit = 5;
    expect(warn(s)).toEqual([
      expect.stringMatching(
        /^w\.json: turnLimit: the sides cannot come within gun range \(10 hexes, 24\.2\.1\.1\) in 5 turns .* "amazon" and "hermione", start \d+ hexes apart$/,
      ),
    ]);
    s.turnLimit = 10;
    expect(warn(s)).toEqual([]);
  });
  it('a ship starting in irons (7.1.3 attitude D), unless she is anchored', () => {
    const s = structuredClone(getScenario('frigate-duel')) as ReturnType<typeof getScenario> & {
      ships: { anchored?: string }[];
    };
    s.ships[0].heading = 4; // the wind blows towards 1
    expect(warn(s)).toEqual([
      'w.json: ships[0].heading: "amazon" starts in irons: heading 4 is straight into the wind (blowing towards 1; 7.1.3 attitude D, no movement under sail)',
    ]);
    s.ships[0].anchored = 'A';
    expect(warn(s)).toEqual([]);
  });
  it('point totals more than 30% apart, not at 30%', () => {
    const s = structuredClone(getScenario('frigate-duel'));
    s.ships[0].points = 20;
    s.ships[1].points = 14; // 30% of 20 apart
    expect(warn(s)).toEqual([]);
    s.ships[1].points = 13;
    expect(warn(s)).toEqual([
      'w.json: ships: the point totals (14.2.1) are more than 30% apart: "british" 20, "french" 13 (35% of the larger)',
    ]);
  });
});

describe('14.2 special victory condition: decisive ships', () => {
  const base = scenarioHead({ turnLimit: 10, victory: 'points' });
  const ships = [
    { id: 'a1', side: 'a', class: 'br-sol2-74', quality: 'average', bow: 'J20', heading: 1 },
    { id: 'b1', side: 'b', class: 'fr-f3-36', quality: 'average', bow: 'P20', heading: 1 },
    { id: 'b2', side: 'b', class: 'fr-sol2-80', quality: 'crack', bow: 'T20', heading: 1 },
  ];
  const hold = { plot: '0' };
  it('the game ends at once when a decisive ship strikes: her side loses, whatever the points', () => {
    const g = edit(newGame(loadScenario({ ...base, ships, decisiveShips: ['b1'] }), { seed: 1 }), (s) => {
      ship(s, 'b1').surrendered = { cause: 'firepower', turn: 0, to: 'a' };
      ship(s, 'a1').surrendered = { cause: 'firepower', turn: 0, to: 'b' };
    });
    const r = turn(g, { b2: hold });
    expect(r.state.result).toMatchObject({ winner: 'a', turn: 1 });
    expect(r.state.result!.reason).toContain('a decisive ship (14.2');
    // without the condition the same position goes on (a1's 22 points against b1's 13): nothing ended it
    const plain = edit(newGame(loadScenario({ ...base, ships }), { seed: 1 }), (s) => {
      ship(s, 'b1').surrendered = { cause: 'firepower', turn: 0, to: 'a' };
    });
    expect(turn(plain, { a1: hold, b2: hold }).state.result).toBeNull();
  });
  it('a decisive ship of this scenario is named by id; an unknown one is an error with its path', () => {
    expect(errorsOf({ ...base, ships, decisiveShips: ['b1', 'nelson'] })).toEqual([
      'f.json: decisiveShips[1]: expected the id of a ship of this scenario (got "nelson")',
    ]);
  });
});

describe('any file is a scenario or a list of one-line mistakes, never another exception', () => {
  it('property: a built-in scenario with any field replaced by any JSON value', () => {
    const base = JSON.parse(JSON.stringify(getScenario('squadron-action')));
    const paths: (string | number)[][] = [];
    const walk = (v: unknown, path: (string | number)[]) => {
      paths.push(path);
      if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...path, i]));
      else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
    };
    walk(base, []);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: paths.length - 1 }), fc.jsonValue()), {
          minLength: 1,
          maxLength: 4,
        }),
        (edits) => {
          let s: unknown = structuredClone(base);
          for (const [i, value] of edits) {
            const path = paths[i];
            if (!path.length) s = value;
            else {
              let at: unknown = s;
              for (const p of path.slice(0, -1))
                at = at && typeof at === 'object' ? (at as Record<string, unknown>)[p] : undefined;
              if (at && typeof at === 'object') (at as Record<string, unknown>)[path[path.length - 1]] = value;
            }
          }
          try {
            const ok = loadScenario(s, 'p.json');
            expect(scenarioWarnings(ok, 'p.json')).toEqual(expect.any(Array));
          } catch (e) {
            expect(e).toBeInstanceOf(ScenarioError);
            for (const line of (e as ScenarioError).lines) expect(line).toMatch(/^p\.json: [^\n]+$/);
          }
        },
      ),
      { numRuns: 400, seed: 15 },
    );
  });
});
