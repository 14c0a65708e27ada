/** Optional rule 42.0 bomb ketches: mortars, forts and shore targets. */
import { describe, expect, it } from 'vitest';
import {
  DIRECTIONS,
  dir,
  hexLabel,
  playerView,
  publicEvents,
  resolveTurn,
  sternOf,
  type Hex,
} from '../../src/index.js';
import {
  formatEvent,
  loadScenario,
  mortarReachFrom,
  mortarTargets,
  points,
  type GameEvent,
  type GameState,
} from '../../src/api/wsim.js';
import { at, game, of, orders, ship, turn } from './helpers.js';

const hold = { plot: '0' };
const step = (h: Hex, d: number, k: number): Hex => {
  const v = DIRECTIONS[dir(d)];
  return { q: h.q + k * v.q, r: h.r + k * v.r };
};

// the bomb k lies at J20 heading board 2 (internal 1): her stern is the hex behind
const K = { bow: at('J20'), heading: 1 as const };
const KS = sternOf(K);
/** k hexes straight ahead of the bow, astern of the stern, out to the right from the stern (abeam-ish) */
const ahead = (k: number) => step(K.bow, K.heading, k);
const astern = (k: number) => step(KS, K.heading + 3, k);
const abeamR = (k: number) => step(KS, K.heading + 1, k);

interface Opts {
  bomb?: 'single' | 'double' | 'vessel';
  forts?: { hex: Hex; strength?: number; points?: number; side?: 'a' | 'b' }[];
  anchored?: boolean;
  level?: 'basic' | 'advanced';
  on?: boolean;
  enemy?: { bow: string; heading: number; anchored?: boolean };
  seed?: number;
  deferred?: boolean;
}

function bombardment(o: Opts = {}): GameState {
  const forts = o.forts ?? [];
  return game(
    [
      {
        id: 'k',
        bow: 'J20',
        heading: 2,
        bomb: o.bomb ?? 'single',
        ...(o.anchored === false ? {} : { anchored: 'A' }),
      },
      {
        id: 'e',
        side: 'b',
        bow: o.enemy?.bow ?? 'A1',
        heading: o.enemy?.heading ?? 1,
        ...(o.enemy?.anchored ? { anchored: 'A' } : {}),
      },
    ],
    {
      seed: o.seed ?? 1,
      rules: { level: o.level ?? 'advanced', optional: { bombKetches: o.on ?? true } },
      extra: {
        anchorsAllowed: true,
        ...(o.deferred ? { deferredLoading: true } : {}),
        map: {
          columns: 40,
          rows: 40,
          land: forts.map((f) => hexLabel(f.hex)),
          forts: forts.map((f, i) => ({
            id: `fort${i + 1}`,
            side: f.side ?? 'b',
            hex: hexLabel(f.hex),
            strength: f.strength ?? 30,
            points: f.points ?? 20,
          })),
        },
      },
    },
  );
}

describe('42.0 bomb ketches in scenario files', () => {
  it('forts and the bomb attribute are read; every mistake is one line naming the field', () => {
    const g = bombardment({ bomb: 'double', forts: [{ hex: ahead(5) }] });
    expect(g.static.ships[0].bomb).toBe('double');
    expect(g.static.map.forts).toEqual([
      { id: 'fort1', name: 'fort1', side: 'b', kind: 'fort', hex: ahead(5), strength: 30, points: 20 },
    ]);
    expect(g.mortars).toEqual({ k: [4, 4] }); // I-BOMB-7 loaded before the game, as the broadsides are
    expect(g.forts).toEqual([30]);
    const base = {
      id: 'x',
      name: 'x',
      turnLimit: 10,
      wind: { direction: 1 },
      sides: [
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B' },
      ],
      ships: [
        { id: 'k', side: 'a', class: 'br-f3-36', quality: 'average', bow: 'J20', heading: 2, bomb: 'triple' },
        { id: 'e', side: 'b', class: 'fr-f3-36', quality: 'average', bow: 'A1', heading: 2 },
      ],
      map: {
        columns: 30,
        rows: 30,
        land: ['C3'],
        forts: [
          { id: 'e', side: 'b', hex: 'C3', strength: 10 },
          { id: 'f', side: 'c', hex: 'D4', strength: 0 },
        ],
      },
    };
    let lines: string[] = [];
    try {
      loadScenario(base, 'x.json');
    } catch (e) {
      lines = (e as { lines: string[] }).lines;
    }
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^x\.json: ships\[0\]\.bomb: expected one of "single", "double", "vessel"/),
        expect.stringMatching(/^x\.json: map\.forts\[1\]\.strength: expected a number ≥ 1/),
        'x.json: map.forts[0].id: expected an id no ship or other fort has ("e" is used twice)',
        'x.json: map.forts[1].side: expected one of "a", "b" (got "c")',
        'x.json: map.forts[1].hex: expected a land hex: a fort is a fixed target on shore (42.7) (D4 is water)',
      ]),
    );
    for (const l of lines) expect(l).not.toContain('\n');
  });

  it('a mortar order of the wrong shape is an OrderError naming its path, never a crash', () => {
    const g = bombardment();
    expect(() => resolveTurn(g, orders(g, { k: { mortar: { target: 5 } } as never }))).toThrow(
      /orders\.a\.ships\.k\.mortar\.target: expected a fort or ship id or a list of them/,
    );
    expect(() => resolveTurn(g, orders(g, { k: { mortar: { at: 'x' } } as never }))).toThrow(
      /orders\.a\.ships\.k\.mortar: unknown order "at"/,
    );
    expect(() => resolveTurn(g, orders(g, { k: { loadMortars: 'yes' } as never }))).toThrow(
      /orders\.a\.ships\.k\.loadMortars: expected true or false/,
    );
  });
});

describe('42.4, 42.7, 42.8 the reach of the mortars', () => {
  it('42.8, 42.8.1 three to ten hexes, never closer', () => {
    const g = bombardment({ forts: [2, 3, 10, 11].map((k) => ({ hex: ahead(k) })) });
    expect(mortarTargets(g, 'k').map((t) => [t.id, t.range])).toEqual([
      ['fort2', 3],
      ['fort3', 10],
    ]);
  });

  it('42.4 a single mortar bears on both broadsides and the bow, never through the stern', () => {
    const g = bombardment({ forts: [{ hex: ahead(4) }, { hex: abeamR(4) }, { hex: astern(4) }] });
    expect(mortarTargets(g, 'k').map((t) => t.id)).toEqual(['fort1', 'fort2']);
    // every hex 3–10 away is in the field except those astern, between the stern rays (h+2 and h−2)
    const v = bombardment({ bomb: 'vessel', forts: [{ hex: astern(3) }] }); // I-BOMB-1 a mortar vessel: one mortar
    expect(mortarTargets(v, 'k')).toEqual([]);
    const quarter = step(step(KS, K.heading + 2, 3), K.heading + 3, 1); // abaft the right stern ray: stern field
    expect(mortarReachFrom(bombardment({ forts: [{ hex: quarter }] }), 'k', K)).toEqual([]);
    const onRay = step(KS, K.heading + 2, 4); // on the ray itself: the right broadside's play
    expect(mortarReachFrom(bombardment({ forts: [{ hex: onRay }] }), 'k', K).map((t) => t.id)).toEqual(['fort1']);
  });

  it('42.4.1 the second mortar of a two-mortar bomb fires into either broadside, not across the bow or stern', () => {
    const g = bombardment({ bomb: 'double', forts: [{ hex: ahead(4) }, { hex: abeamR(4) }, { hex: astern(4) }] });
    const t = mortarTargets(g, 'k');
    expect(t.filter((x) => x.mortar === 0).map((x) => x.id)).toEqual(['fort1', 'fort2']);
    expect(t.filter((x) => x.mortar === 1).map((x) => x.id)).toEqual(['fort2']);
  });

  it('42.2 the line of fire is never blocked: ships and land between do not matter', () => {
    const g = bombardment({
      forts: [{ hex: ahead(6) }, { hex: ahead(3) }],
      enemy: { bow: hexLabel(ahead(2)), heading: 4 },
    });
    expect(mortarTargets(g, 'k').map((t) => t.id)).toEqual(['fort2', 'fort1']);
  });

  it('42.7 ships only when motionless: anchored (or aground), never a ship under way; never a friend or a friendly fort', () => {
    const moving = bombardment({ enemy: { bow: hexLabel(ahead(5)), heading: 4 } });
    expect(mortarTargets(moving, 'k')).toEqual([]);
    const anchored = bombardment({ enemy: { bow: hexLabel(ahead(5)), heading: 4, anchored: true } });
    expect(mortarTargets(anchored, 'k')).toEqual([{ mortar: 0, kind: 'ship', id: 'e', range: 5 }]);
    expect(mortarTargets(bombardment({ forts: [{ hex: ahead(5), side: 'a' }] }), 'k')).toEqual([]);
  });

  it('42.7 with 20.3.6.2 "a ship is not considered anchored while up-anchoring": a ship weighing her anchor is no mortar target', () => {
    const g = bombardment({ enemy: { bow: hexLabel(ahead(5)), heading: 4, anchored: true } });
    // the enemy writes the first of her two up-anchoring notations (20.3.6) this turn: in the Combat Phase she is weighing
    const r = turn(g, { k: { plot: '0', mortar: { target: 'e' } }, e: { plot: '0', anchor: 'up' } });
    expect(ship(r.state, 'e').upAnchorTurns).toBe(1);
    expect(of(r.events, 'mortarFire')).toEqual([]);
    expect(of(r.events, 'orderIgnored')).toContainEqual(
      expect.objectContaining({ ship: 'k', order: 'mortar', reason: expect.stringContaining('42.7') }),
    );
    // the same ship still at anchor is one, and a captain's query agrees on both
    const still = turn(g, { k: { plot: '0', mortar: { target: 'e' } }, e: hold });
    expect(of(still.events, 'mortarFire')).toEqual([expect.objectContaining({ target: 'e', targetKind: 'ship' })]);
    const weighing = structuredClone(g);
    ship(weighing, 'e').upAnchorTurns = 1;
    expect(mortarTargets(weighing, 'k')).toEqual([]);
  });
});

describe('42.1, 42.3.1, 42.5, 42.9 firing and loading', () => {
  it('42.1 only while anchored: an order under way is reported with the rule', () => {
    const g = bombardment({ anchored: false, forts: [{ hex: ahead(5) }] });
    const r = turn(g, { k: { plot: '0', mortar: { target: 'fort1' } }, e: hold });
    expect(of(r.events, 'mortarFire')).toEqual([]);
    expect(of(r.events, 'orderIgnored')).toContainEqual(
      expect.objectContaining({ ship: 'k', order: 'mortar', reason: expect.stringContaining('(42.1)') }),
    );
  });

  it('42.9–42.9.3 Hit Table 2 with crew quality, crew and capture only, at the hull, every hit tripled; the fort loses as many squares', () => {
    let fired = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const g = bombardment({ seed, forts: [{ hex: ahead(7), strength: 200 }] });
      const r = turn(g, { k: { plot: '0', mortar: { target: 'fort1' } }, e: hold });
      const f = of(r.events, 'mortarFire');
      expect(f).toHaveLength(1);
      fired++;
      expect(f[0]).toMatchObject({ ship: 'k', mortar: 1, target: 'fort1', targetKind: 'fort', range: 7, baseTable: 2 });
      expect(f[0].modifiers).toEqual([]); // average crew, all sections, anchored and initial broadside do not count
      expect(f[0].table).toBe(2);
      const raw = f[0].rolls.reduce((a, x) => a + x.hits.H + x.hits.G + x.hits.C + x.hits.R, 0);
      const total = f[0].hits.H + f[0].hits.G + f[0].hits.C + f[0].hits.R;
      expect(total).toBe(3 * raw);
      expect(r.state.forts![0]).toBe(200 - total);
      if (total) expect(of(r.events, 'fortDamage')[0]).toMatchObject({ fort: 'fort1', squares: total });
      expect(r.state.mortars!.k).toEqual([0]); // fired: empty again
    }
    expect(fired).toBe(30);
    const crack = game(
      [
        { id: 'k', bow: 'J20', heading: 2, bomb: 'single', anchored: 'A', quality: 'crack' },
        { id: 'e', side: 'b', bow: 'A1', heading: 1 },
      ],
      {
        rules: { level: 'advanced', optional: { bombKetches: true } },
        extra: {
          anchorsAllowed: true,
          map: {
            columns: 40,
            rows: 40,
            land: [hexLabel(ahead(4))],
            forts: [{ id: 'f', side: 'b', hex: hexLabel(ahead(4)), strength: 9 }],
          },
        },
      },
    );
    const m = of(turn(crack, { k: { plot: '0', mortar: {} }, e: hold }).events, 'mortarFire')[0];
    expect(m.modifiers).toEqual([{ name: 'crew quality crack (42.9.1, 11.3.1)', value: 1 }]);
    expect(m.table).toBe(3);
  });

  it('42.9.3 tripled hits on a motionless ship are marked with the broadsides (11.2.7)', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const g = bombardment({ seed, enemy: { bow: hexLabel(ahead(5)), heading: 4, anchored: true } });
      const hull = ship(g, 'e').hull;
      const r = turn(g, { k: { plot: '0', mortar: { target: 'e' } }, e: hold });
      const f = of(r.events, 'mortarFire')[0];
      expect(f).toMatchObject({ target: 'e', targetKind: 'ship' });
      expect(f.hits.H % 3).toBe(0);
      if (f.hits.H && !f.rolls.some((x) => x.critical)) expect(ship(r.state, 'e').hull).toBe(hull - f.hits.H);
    }
  });

  it('42.5 four turns of loading, not necessarily in sequence', () => {
    let g = bombardment({ deferred: true, forts: [{ hex: ahead(5) }] });
    expect(g.mortars!.k).toEqual([0]);
    const load = { plot: '0', loadMortars: true };
    for (const o of [load, hold, load, load]) g = turn(g, { k: o, e: hold }).state;
    expect(g.mortars!.k).toEqual([3]);
    expect(mortarTargets(g, 'k')).toEqual([]);
    const r = turn(g, { k: { plot: '0', mortar: { target: 'fort1' } }, e: hold });
    expect(of(r.events, 'orderIgnored')).toContainEqual(
      expect.objectContaining({ order: 'mortar', reason: 'no mortar is loaded: loading takes 4 turns (42.5)' }),
    );
    g = turn(g, { k: load, e: hold }).state;
    expect(g.mortars!.k).toEqual([4]);
    expect(mortarTargets(g, 'k').map((t) => t.id)).toEqual(['fort1']);
  });

  it('42.3.1 in a turn the mortars fire, the broadsides neither fire nor load; when the broadsides fire the mortars do not load', () => {
    const g = bombardment({ forts: [{ hex: ahead(5) }], enemy: { bow: hexLabel(abeamR(3)), heading: 1 } });
    const r = turn(g, {
      k: { plot: '0', mortar: { target: 'fort1' }, fire: { R: {} }, load: { R: 'round' } },
      e: hold,
    });
    expect(of(r.events, 'mortarFire')).toHaveLength(1);
    expect(of(r.events, 'broadside').filter((e) => e.ship === 'k')).toEqual([]);
    const ignored = of(r.events, 'orderIgnored').filter((e) => e.ship === 'k');
    expect(ignored.map((e) => e.order)).toEqual(['fire R', 'load']);
    for (const e of ignored) expect(e.reason).toContain('(42.3.1)');
    // the broadsides fire: the mortars may not load this turn
    const empty = { ...g, mortars: { k: [0] } };
    const r2 = turn(empty, { k: { plot: '0', fire: { R: {} }, loadMortars: true }, e: hold });
    expect(of(r2.events, 'broadside').filter((e) => e.ship === 'k')).toHaveLength(1);
    expect(of(r2.events, 'orderIgnored')).toContainEqual(
      expect.objectContaining({ ship: 'k', order: 'loadMortars', reason: expect.stringContaining('(42.3.1)') }),
    );
    expect(r2.state.mortars!.k).toEqual([0]);
    // loading the mortars: the empty broadside is not reloaded either
    const fired = {
      ...g,
      ships: g.ships.map((s, i) => (i === 0 ? { ...s, loads: { ...s.loads, R: { ammo: null, loading: false } } } : s)),
    };
    const r3 = turn({ ...fired, mortars: { k: [1] } }, { k: { plot: '0', loadMortars: true }, e: hold });
    expect(r3.state.mortars!.k).toEqual([2]);
    expect(of(r3.events, 'reload').filter((e) => e.ship === 'k')).toEqual([]);
  });
});

describe('42.0 forts, views, points and the switch', () => {
  it('forts are public in every view; the loading of the mortars is hidden from the enemy like the loads (7.2.5)', () => {
    const g = bombardment({ forts: [{ hex: ahead(5) }] });
    const r = turn({ ...g, mortars: { k: [1] } }, { k: { plot: '0', loadMortars: true }, e: hold });
    for (const side of ['a', 'b']) {
      const v = playerView(r.state, side);
      expect(v.static.map.forts![0].id).toBe('fort1');
      expect(v.forts).toEqual([30]);
    }
    expect(playerView(r.state, 'a').mortars).toEqual({ k: [2] });
    expect(playerView(r.state, 'b').mortars).toEqual({});
    expect(JSON.stringify(playerView(r.state, 'b'))).not.toContain('"k":[2]');
    expect(of(publicEvents(r.events, r.state, 'b'), 'mortarLoad')).toEqual([]);
    expect(of(publicEvents(r.events, r.state, 'a'), 'mortarLoad')).toHaveLength(1);
    for (const e of r.events) expect(typeof formatEvent(e)).toBe('string');
  });

  it('I-BOMB-6 a reduced fort gives its points to the other side (14.2.2)', () => {
    const g = bombardment({ forts: [{ hex: ahead(5), strength: 1, points: 25 }] });
    for (let seed = 1; seed <= 40; seed++) {
      const r = resolveTurn(
        { ...g, rng: bombardment({ seed }).rng },
        orders(g, { k: { plot: '0', mortar: {} }, e: hold }),
      );
      const d = of(r.events, 'fortDamage')[0];
      if (!d) continue;
      expect(d).toMatchObject({ reduced: true, strength: 0 });
      expect(formatEvent(d)).toContain('REDUCED');
      const next = turn(r.state, { k: hold, e: hold }).state;
      expect(mortarTargets({ ...next, mortars: { k: [4] } }, 'k')).toEqual([]); // nothing left to fire at
      expect(points(next)).toEqual({ a: 25, b: 0 });
      expect(points(g)).toEqual({ a: 0, b: 0 });
      return;
    }
    throw new Error('no hit in 40 seeds');
  });

  it('with the switch off (or in the Basic Game) mortar orders are reported with the rule, and nothing else changes', () => {
    const off = bombardment({ on: false, forts: [{ hex: ahead(5) }] });
    expect(off.mortars).toBeUndefined();
    const r = turn(off, { k: { plot: '0', mortar: { target: 'fort1' }, loadMortars: true }, e: hold });
    const why = of(r.events, 'orderIgnored').filter((e) => e.ship === 'k');
    expect(why.map((e) => [e.order, e.reason])).toEqual([
      ['mortar', 'bomb ketches are an optional rule not in use (42.0)'],
      ['loadMortars', 'bomb ketches are an optional rule not in use (42.0)'],
    ]);
    expect(playerView(off, 'a').forts).toEqual([30]);
    const basic = bombardment({ level: 'basic', forts: [{ hex: ahead(5) }] });
    const rb = turn(basic, { k: { plot: '0', mortar: {} }, e: hold });
    expect(of(rb.events, 'orderIgnored')[0].reason).toContain('(42.1)'); // anchoring is the Advanced Game's (20.3)
  });
});

describe('42.0 property: random (often illegal) orders on the bombardment with every switch on', () => {
  it('fort-mchenry games never throw, keep fort strengths and mortar loading in range, and replay exactly', async () => {
    const fc = (await import('fast-check')).default;
    const { captainRandom, newGame, replay, startRecord, wsim } = await import('../../src/index.js');
    const { OPTIONAL_RULE_NAMES, getScenario } = wsim;
    const { chaosOrders } = await import('./chaos.js');
    const optional = Object.fromEntries(OPTIONAL_RULE_NAMES.map((n) => [n, true]));
    let shots = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const scenario = getScenario('fort-mchenry');
        scenario.turnLimit = 10;
        let state = newGame(scenario, { seed, rules: { level: 'advanced', optional } });
        const record = startRecord(scenario, state);
        const rnd = captainRandom(String(seed), 'chaos');
        const events: GameEvent[] = [];
        while (!state.result) {
          const o = chaosOrders(state, rnd);
          record.turns.push(o);
          const r = resolveTurn(state, o);
          state = r.state;
          events.push(...r.events);
          for (const n of state.forts!) expect(Number.isInteger(n) && n >= 0 && n <= 480).toBe(true);
          for (const loads of Object.values(state.mortars!)) for (const n of loads) expect(n >= 0 && n <= 4).toBe(true);
        }
        shots += events.filter((e) => e.type === 'mortarFire').length;
        const again = replay(JSON.parse(JSON.stringify(record)));
        expect(again.state).toEqual(state);
        expect(again.events).toEqual(events);
      }),
      { numRuns: 12, seed: 17 },
    );
    expect(shots).toBeGreaterThan(0);
  });
});
