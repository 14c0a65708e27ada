import { beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { aggregate, type Aggregates } from '../../src/report/aggregate.js';
import { headToHead, ONLY_DIFFERENCE, POOLED } from '../../src/report/compare.js';
import { readInputs, type Inputs } from '../../src/report/read.js';
import { cellLabel, decidedByMelee, endingOf, varyingFactors } from '../../src/report/records.js';
import { wilson } from '../../src/report/stats.js';
import { row } from './helpers.js';
import type { GameRow } from '../../src/lab/types.js';

const SMALL = fileURLToPath(new URL('./fixtures/small.jsonl', import.meta.url));
const LADDER = fileURLToPath(new URL('./fixtures/ladder.json', import.meta.url));

describe('how a game ended', () => {
  it('the loser’s last surrender, a capture, or the turn limit', () => {
    expect(
      endingOf(row({ winner: 'red', surrenders: [{ ship: 'b', side: 'blue', cause: 'firepower', turn: 7 }] })),
    ).toBe('firepower');
    expect(endingOf(row({ surrenders: [{ ship: 'r', side: 'red', cause: 'melee', turn: 9 }] }))).toBe('melee');
    expect(
      endingOf(row({ surrenders: [{ ship: 'r', side: 'red', cause: 'striking', turn: 9 }], captures: { blue: 1 } })),
    ).toBe('capture');
    expect(endingOf(row({ winner: 'draw' }))).toBe('turn limit, draw');
    expect(endingOf(row({ winner: 'blue', reason: 'turn limit (40) reached', surrenders: [] }))).toBe(
      'turn limit, on points',
    );
    expect(
      endingOf(
        row({
          winner: 'draw',
          reason: 'both ships surrendered at once (14.1.2)',
          surrenders: [
            { ship: 'r', side: 'red', cause: 'striking', turn: 3 },
            { ship: 'b', side: 'blue', cause: 'striking', turn: 3 },
          ],
        }),
      ),
    ).toBe('mutual surrender');
  });
  it('decided by melee: a melee surrender or any capture', () => {
    expect(decidedByMelee(row({ surrenders: [{ ship: 'r', side: 'red', cause: 'melee', turn: 9 }] }))).toBe(true);
    expect(decidedByMelee(row({ captures: { red: 1 } }))).toBe(true);
    expect(decidedByMelee(row())).toBe(false);
  });
  it('cell labels name the factors that tell cells apart, role pairs merged', () => {
    const rows = [
      row({
        cell: 'p',
        factors: {
          scenario: 'frigate-duel',
          class: 'frigate',
          ammoA: 'round',
          ammoB: 'round',
          swap: false,
          sideA: 'blue',
        },
      }),
      row({
        cell: 'q',
        factors: {
          scenario: 'sol-duel',
          class: 'sol',
          ammoA: 'round',
          ammoB: 'chain-at-range',
          swap: false,
          sideA: 'blue',
        },
      }),
      row({
        cell: 'r',
        factors: {
          scenario: 'frigate-duel',
          class: 'frigate',
          ammoA: 'round',
          ammoB: 'chain-at-range',
          swap: false,
          sideA: 'blue',
        },
      }),
      row({
        cell: 'r',
        index: 1,
        factors: {
          scenario: 'frigate-duel',
          class: 'frigate',
          ammoA: 'round',
          ammoB: 'chain-at-range',
          swap: true,
          sideA: 'red',
        },
      }),
    ];
    expect(varyingFactors(rows)).toEqual(['scenario', 'ammoB']);
    expect(cellLabel(rows[1], varyingFactors(rows))).toBe('sol-duel · ammo round vs chain-at-range');
  });
});

describe('aggregation of hand-made rows', () => {
  // the lab's factors: roles A and B, swapped in odd games
  const f = (a: string, b: string, index: number) => ({
    ammoA: a,
    ammoB: b,
    qualityA: 'crack',
    qualityB: 'average',
    swap: index % 2 === 1,
    sideA: index % 2 ? 'red' : 'blue',
    sideB: index % 2 ? 'blue' : 'red',
  });
  // double vs round: role a wins 0, 1, 2 (swapped: blue is role b), draws 3
  const rows = [
    row({
      cell: 'x',
      index: 0,
      factors: f('double-closing', 'round', 0),
      winner: 'blue',
      dealt: { blue: { H: 10, R: 5 } },
      turns: 5,
    }),
    row({
      cell: 'x',
      index: 1,
      factors: f('double-closing', 'round', 1),
      winner: 'red',
      dealt: { red: { H: 20 } },
      turns: 10,
    }),
    row({
      cell: 'x',
      index: 2,
      factors: f('double-closing', 'round', 2),
      winner: 'blue',
      turns: 8,
      surrenders: [{ ship: 'r', side: 'red', cause: 'melee', turn: 8 }],
    }),
    row({ cell: 'x', index: 3, factors: f('double-closing', 'round', 3), winner: 'draw', turns: 30 }),
    row({ cell: 'y', index: 0, factors: f('round', 'round', 0), winner: 'red', turns: 12 }),
    row({ cell: 'y', index: 1, factors: f('round', 'round', 1), winner: 'draw', turns: 30 }),
  ];
  const agg = aggregate(rows, []);

  it('counts each game once per cell of the doctrine matrix; mirrors count games, not sides', () => {
    const m = agg.doctrineMatrix!;
    const dr = m.find((c) => c.row === 'double-closing' && c.col === 'round')!;
    expect(dr).toMatchObject({ games: 4, wins: 3, losses: 0, draws: 1, decided: 3, mirror: false });
    const w = wilson(3, 3);
    expect(dr.low).toBeCloseTo(w.low, 12);
    const rd = m.find((c) => c.row === 'round' && c.col === 'double-closing')!;
    expect(rd).toMatchObject({ wins: 0, losses: 3, draws: 1 });
    const rr = m.find((c) => c.row === 'round' && c.col === 'round')!;
    expect(rr).toMatchObject({ games: 2, decided: 1, wins: null, losses: null, draws: 1, winShare: 0.5, mirror: true });
    expect(rr.drawShare).toBe(0.5);
  });

  it('splits the doctrine profile by crew quality; damage per turn and melee share per game', () => {
    const p = agg.doctrineProfile!;
    expect(new Set(p.map((r) => r.splitKind))).toEqual(new Set(['quality']));
    // double-closing with crack crews (role a): hull dealt per turn 10/5 (x#0, blue), 20/10 (x#1, red: swapped), 0, 0
    const h = p.find((r) => r.doctrine === 'double-closing' && r.split === 'crack' && r.type === 'H')!;
    expect(h.n).toBe(4);
    expect(h.estimate).toBeCloseTo((2 + 2) / 4, 12);
    const roundH = p.find((r) => r.doctrine === 'round' && r.split === 'average' && r.type === 'H')!;
    expect(roundH.estimate).toBe(0);
    const melee = p.find((r) => r.doctrine === 'double-closing' && r.metric === 'decided by melee')!;
    expect(melee).toMatchObject({ n: 4, estimate: 0.25 });
    const turns = p.find((r) => r.doctrine === 'double-closing' && r.metric === 'turns to decision')!;
    expect(turns).toMatchObject({ n: 3 });
    expect(turns.estimate).toBeCloseTo((5 + 10 + 8) / 3, 12);
  });

  it('the crew curve is left out when one grade difference was played (fixed by symmetry), drawn with two or more', () => {
    expect(agg.qualityCurve).toBeNull();
    expect(agg.notes.join('\n')).toMatch(/only one grade difference was played \(±1\) — the curve is left out/);
    const green = rows.map((r, i) => ({
      ...r,
      cell: `${r.cell}g`,
      factors: { ...r.factors, qualityB: i < 2 ? 'green' : 'average' },
    }));
    const c = aggregate([...rows, ...green], []).qualityCurve!;
    expect(c.map((x) => x.qualityDiff)).toEqual([-2, -1, 1, 2]);
    const plus = c.find((x) => x.qualityDiff === 1)!;
    // crack (role a) won x#0, x#1 (swapped: red), x#2, lost y#0 (red is role b); x#3 and y#1 drawn; and again with cells "…g" but x#0, x#1
    expect(plus).toMatchObject({ wins: 3 + 1, decided: 4 + 2, games: 6 + 4 });
  });

  it('notes what is missing instead of drawing it', () => {
    expect(agg.classMatrix).toBeNull();
    expect(agg.classValue).toBeNull();
    expect(agg.ladder).toBeNull();
    expect(agg.notes.join('\n')).toMatch(/no class factor/);
    expect(agg.notes.join('\n')).toMatch(/no ladder file/);
    const bare = aggregate([row(), row({ index: 1 })], []);
    expect(bare.doctrineMatrix).toBeNull();
    expect(bare.qualityCurve).toBeNull();
    expect(bare.endings).not.toBeNull();
    expect(bare.notes.join('\n')).toMatch(/no doctrine factor/);
  });

  it('head to head: the winning doctrine named first; not judged where the crews differ too', () => {
    const h = headToHead(agg.doctrinePairs, agg.classOf);
    expect(h).toHaveLength(1);
    expect(h[0]).toMatchObject({
      x: 'double-closing',
      y: 'round',
      decided: 3,
      xWins: 3,
      draws: 1,
      alsoDiffers: 'crew quality',
      verdict: null,
      sentence: '',
    });
    // the same games with equal crews: the doctrine is the only difference, judged and said so
    const equal = aggregate(
      rows.map((r) => ({ ...r, factors: { ...r.factors, qualityB: 'crack' } })),
      [],
    );
    const [e] = headToHead(equal.doctrinePairs, equal.classOf);
    expect(e).toMatchObject({ alsoDiffers: '', verdict: 'undecided' });
    expect(e.sentence).toBe(
      `Doubleshot vs roundshot, crack crews: 100% ± 28% of decided games (n = 3, plus 1 drawn) — no clear difference yet (about 23 more games would tell) ${ONLY_DIFFERENCE}`,
    );
  });
});

describe('aggregation of the small results file (real games, tests/report/fixtures/small.jsonl)', () => {
  // every count below was checked by hand from the file with jq (winner against sideA / sideB)
  let inputs: Inputs;
  let agg: Aggregates;
  beforeAll(async () => {
    inputs = await readInputs([SMALL, LADDER]);
    agg = inputs.tally.finish(inputs.ladders);
  });

  it('reads games, error rows and the ladder report apart', () => {
    expect(agg.games).toBe(54);
    expect(inputs.errors).toHaveLength(1);
    expect(inputs.ladders).toHaveLength(1);
    expect(inputs.files.map((f) => f.kind)).toEqual(['results', 'ladder']);
    expect(inputs.files[0].rows).toBe(55);
    // every two-sided game is seen from both sides: each side of a game counts once in the class matrix
    const sides = agg.classMatrix!.reduce((a, c) => a + (c.mirror ? 2 * c.games : c.games), 0);
    expect(sides).toBe(108);
  });

  it('doctrine matrix', () => {
    const cell = (r: string, c: string) => agg.doctrineMatrix!.find((x) => x.row === r && x.col === c)!;
    expect(cell('double-closing', 'chain-at-range')).toMatchObject({ games: 6, wins: 4, losses: 0, draws: 2 });
    // round vs double: 3–2 and a draw with frigates, 2–4 with ships of the line
    expect(cell('round', 'double-closing')).toMatchObject({ games: 12, wins: 5, losses: 6, draws: 1 });
    expect(cell('round', 'round')).toMatchObject({ games: 18, draws: 7, decided: 11, mirror: true });
    expect(cell('chain-at-range', 'chain-at-range')).toMatchObject({ games: 6, draws: 4 });
  });

  it('head to head per stratum, and pooled for pairs met in several strata', () => {
    const h = headToHead(agg.doctrinePairs, agg.classOf);
    const sol = h.find((r) => r.stratum === 'fr-sol2-74, crack crews')!;
    expect(sol).toMatchObject({ x: 'double-closing', y: 'round', xWins: 4, yWins: 2, draws: 0 });
    const pooled = h.filter((r) => r.stratum === POOLED);
    expect(pooled).toHaveLength(1);
    expect(pooled[0]).toMatchObject({ x: 'double-closing', y: 'round', xWins: 6, yWins: 5, draws: 1, games: 12 });
    expect(h.every((r) => r.share >= 0.5)).toBe(true);
    // fewer than MIN_DECIDED decided games are never called
    expect(h.every((r) => r.verdict === 'undecided' && r.moreGames > 0)).toBe(true);
  });

  it('crew quality, class matchups, endings, turns and ladder tables', () => {
    expect(agg.qualityCurve).toBeNull(); // one grade difference: fixed by symmetry, left out
    const us = agg.classMatrix!.find((c) => c.row === 'us-f4-38' && c.col === 'fr-f3-36')!;
    expect(us).toMatchObject({ games: 6, wins: 4, losses: 2 });
    expect(agg.classValue!.map((c) => c.shipClass)).toEqual(['fr-f3-36', 'fr-sol2-74', 'us-f4-38']);
    const total = agg.endings!.reduce((a, e) => a + e.games, 0);
    expect(total).toBe(54);
    expect(agg.endings!.filter((e) => e.ending === 'mutual surrender').reduce((a, e) => a + e.games, 0)).toBe(2);
    expect(agg.endings!.filter((e) => e.ending === 'turn limit, draw').reduce((a, e) => a + e.games, 0)).toBe(16);
    const decided = agg.decided;
    expect(decided).toBe(54 - 16);
    expect(agg.turns!.reduce((a, t) => a + t.games, 0)).toBe(decided);
    expect(agg.ladder!.map((r) => r.captain)).toEqual(['gunner', 'scripted', 'random']);
  });

  it('a torn last line (an interrupted run) is skipped and reported', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wsim-report-torn-'));
    const torn = join(dir, 'torn.jsonl');
    const lines = readFileSync(SMALL, 'utf8').split('\n');
    writeFileSync(torn, `${lines[0]}\n${lines[1]}\n${lines[2].slice(0, 100)}`);
    const r = await readInputs([torn]);
    expect(r.tally.games).toBe(2);
    expect(r.files[0].tornBytes).toBe(100);
  });

  it('duplicate rows across files are dropped, not counted twice', async () => {
    const twice = await readInputs([SMALL, SMALL]);
    expect(twice.tally.games).toBe(54);
    expect(twice.errors).toHaveLength(1);
    expect(twice.duplicates).toBe(55);
    const once = inputs.tally.finish([]);
    const again = twice.tally.finish([]);
    expect(again.doctrineMatrix).toEqual(once.doctrineMatrix);
    expect(again.endings).toEqual(once.endings);
  });
});

describe('tallied while reading', () => {
  const game = (
    cell: string,
    index: number,
    scenario: string,
    winner: 'blue' | 'red',
    extra: GameRow['factors'] = {},
  ) => ({ ...row({ cell, index, winner, factors: { ammoA: 'round', ammoB: 'chain-at-range', ...extra } }), scenario });

  it('without a class factor, several scenarios stand for ship classes (known only once every row is read)', () => {
    const rows = [
      game('a', 0, 'frigate-duel', 'blue'),
      game('a', 1, 'frigate-duel', 'blue'),
      game('b', 0, 'sol-duel', 'red'),
      game('b', 1, 'sol-duel', 'blue'),
    ];
    const agg = aggregate(rows, []);
    expect(agg.classFromScenario).toBe(true);
    // every game between ships of one class: points per point is 1 by symmetry, left out
    expect(agg.classValue).toBeNull();
    expect(agg.notes.join('\n')).toMatch(/each scenario stands for a ship class/);
    expect(agg.notes.join('\n')).toMatch(/every game was between ships of the same class/);
    const strata = headToHead(agg.doctrinePairs, agg.classOf).map((r) => r.stratum);
    expect(strata).toEqual(expect.arrayContaining(['frigate-duel', 'sol-duel', POOLED]));
    // one scenario: no classes at all
    expect(aggregate(rows.slice(0, 2), []).notes.join('\n')).toMatch(/no class factor/);
  });

  it('with a class factor anywhere, sides without one are left out of the class tables', () => {
    const rows = [game('a', 0, 'frigate-duel', 'blue', { class: 'fr-f3-36' }), game('b', 0, 'sol-duel', 'red')];
    const agg = aggregate(rows, []);
    expect(agg.classFromScenario).toBe(false);
    expect(agg.notes.join('\n')).toMatch(/same class \(fr-f3-36\)/);
    expect(
      headToHead(agg.doctrinePairs, agg.classOf)
        .map((r) => r.stratum)
        .sort(),
    ).toEqual(['all games', 'fr-f3-36', POOLED].sort());
  });

  it('the tables do not depend on the order the rows are read in (a merged file, shards in any order)', async () => {
    const lines = readFileSync(SMALL, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as GameRow)
      .filter((r) => r.kind === 'game');
    // a fixed shuffle (no randomness in tests)
    const shuffled = lines
      .map((r, i) => [((i * 7919) % 101) + i / 1e6, r] as const)
      .sort((a, b) => a[0] - b[0])
      .map(([, r]) => r);
    expect(shuffled.map((r) => r.gameId)).not.toEqual(lines.map((r) => r.gameId));
    const [a, b] = [aggregate(lines, []), aggregate(shuffled, [])];
    const round = (x: unknown) =>
      JSON.parse(JSON.stringify(x, (_k, v) => (typeof v === 'number' ? Math.round(v * 1e9) / 1e9 : v)));
    for (const key of [
      'doctrineMatrix',
      'doctrineProfile',
      'classMatrix',
      'classValue',
      'qualityCurve',
      'endings',
      'turns',
    ] as const)
      expect(round(b[key])).toEqual(round(a[key]));
    expect(round(headToHead(b.doctrinePairs, b.classOf))).toEqual(round(headToHead(a.doctrinePairs, a.classOf)));
    expect(b.pairing?.rho).toBeCloseTo(a.pairing!.rho, 12);
  });
});
