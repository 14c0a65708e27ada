/**
 * Fire luck (src/engine/wsim/luck.ts): each hit-table roll against its row's average over the die's faces, in
 * sixths of a square, by firing side and kind of square. Its expectation is zero whatever the captains do: over
 * many seeded games every one of the eight sums averages within a few standard errors of zero.
 */
import { describe, expect, it } from 'vitest';
import { fireLuck, getScenario, ADVANCED_HIT_TABLES, BASIC_HIT_TABLES, type GameState } from '../../src/api/wsim.js';
import type { GameEvent } from '../../src/api/wsim.js';
import { createCaptain, playGame } from '../../bots/index.js';

const duel = getScenario('frigate-duel');
const [A, B] = duel.sides.map((s) => s.id);
const firerA = duel.ships.find((s) => s.side === A)!.id;
const firerB = duel.ships.find((s) => s.side === B)!.id;

function play(seed: string, level: 'basic' | 'advanced') {
  const captains = { [A]: createCaptain('greedy-raker'), [B]: createCaptain('greedy-raker') };
  return playGame(duel, captains, { seed, rules: { level }, keepEvents: true }) as {
    state: GameState;
    events: GameEvent[];
  };
}

/** A broadside event with the given rolls (only the fields fireLuck reads matter). */
function broadside(
  ship: string,
  aim: 'hull' | 'rigging',
  rolls: { table: number; die: number }[],
  level: 'basic' | 'advanced',
) {
  const tables = level === 'advanced' ? ADVANCED_HIT_TABLES : BASIC_HIT_TABLES;
  return {
    type: 'broadside',
    turn: 1,
    ship,
    aim,
    rolls: rolls.map(({ table, die }) => {
      const [H, G, C, R] = tables[table][aim][die - 1];
      return { table, die, hits: { H, G, C, R }, critical: false };
    }),
  } as unknown as GameEvent;
}

describe('fire luck', () => {
  const { state: basic } = play('luck-shape', 'basic');
  const { state: advanced } = play('luck-shape', 'advanced');

  it('counts a roll as 6 × its squares less its row over the six faces, by side and kind of square (11.2.6)', () => {
    // Basic table 8 at the hull, a 6: the row's squares of each kind over the faces, counted here from the data
    const row = BASIC_HIT_TABLES[8].hull;
    const faces = [0, 1, 2, 3].map((k) => row.reduce((n, c) => n + c[k], 0));
    const luck = fireLuck(basic, [broadside(firerA, 'hull', [{ table: 8, die: 6 }], 'basic')]);
    expect(luck[A]).toEqual([0, 1, 2, 3].map((k) => 6 * row[5][k] - faces[k]));
    expect(luck[B]).toEqual([0, 0, 0, 0]);
    // every face of a row together: no luck at all (the average is the row's)
    const all = Array.from({ length: 6 }, (_, i) => ({ table: 3, die: i + 1 }));
    expect(fireLuck(basic, [broadside(firerB, 'rigging', all, 'basic')])[B]).toEqual([0, 0, 0, 0]);
  });

  it("a prize's luck is her captor's (12.4), and her owner's again once taken back (12.4.8)", () => {
    const shot = broadside(firerA, 'hull', [{ table: 8, die: 6 }], 'basic');
    const own = fireLuck(basic, [shot])[A];
    const capture = { type: 'capture', turn: 1, ship: firerA, by: B, prizeCrew: 2, prisoners: 0 } as GameEvent;
    const taken = fireLuck(basic, [capture, shot]);
    expect(taken[B]).toEqual(own);
    expect(taken[A]).toEqual([0, 0, 0, 0]);
    const back = { type: 'recapture', turn: 2, ship: firerA, side: A, reason: 'test' } as GameEvent;
    expect(fireLuck(basic, [capture, back, shot])[A]).toEqual(own);
  });

  it("reads the Advanced tables in an Advanced game (16.1.2), a split table's rolls each on its own table", () => {
    const ev = [
      broadside(
        firerA,
        'hull',
        [
          { table: 10, die: 1 },
          { table: 4, die: 6 },
        ],
        'advanced',
      ),
    ];
    const expected = [0, 1, 2, 3].map((k) =>
      [
        [10, 1],
        [4, 6],
      ].reduce((n, [t, d]) => {
        const row = ADVANCED_HIT_TABLES[t].hull;
        return n + 6 * row[d - 1][k] - row.reduce((m, c) => m + c[k], 0);
      }, 0),
    );
    expect(fireLuck(advanced, ev)[A]).toEqual(expected);
    expect(expected).not.toEqual(
      [0, 1, 2, 3].map((k) => {
        const b = BASIC_HIT_TABLES[8].hull;
        return 6 * b[0][k] - b.reduce((m, c) => m + c[k], 0);
      }),
    );
  });

  it('has expectation zero: over 150 seeded games at each level each sum averages within four standard errors of zero', () => {
    for (const level of ['basic', 'advanced'] as const) {
      const rows: number[][] = [];
      for (let i = 0; i < 150; i++) {
        const { state, events } = play(`luck-${level}-${i}`, level);
        const luck = fireLuck(state, events);
        rows.push([...luck[A], ...luck[B]]);
      }
      let fired = 0;
      for (let k = 0; k < 8; k++) {
        const xs = rows.map((r) => r[k]);
        const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
        const sd = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / (xs.length - 1));
        if (sd > 0) fired++;
        expect(Math.abs(mean)).toBeLessThanOrEqual((4 * sd) / Math.sqrt(xs.length) + 1e-9);
        expect(Number.isInteger(xs.reduce((a, b) => a + b, 0))).toBe(true);
      }
      expect(fired).toBeGreaterThanOrEqual(6); // the games did fire, at hull and rigging
    }
  });
});
