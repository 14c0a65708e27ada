/**
 * The melee played out by expectation (bots/wsim/lib/melee.ts, 12.3): `meleeWinChance` against a worked case, against
 * the rules' own bounds (three to one wins before a round), and against the melee rolled round by round with the
 * engine's table; `boardingChance` only where the doctrine boards (BOARDING_RATIO).
 */
import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import { boardingChance, meleeWinChance } from '../../bots/wsim/lib/melee.js';
import { BOARDING_RATIO } from '../../bots/doctrine.js';
import { meleeLosses, meleeStrength, MELEE_WIN_RATIO, type ShipView } from '../../src/api/wsim.js';
import { midGame } from './fixtures/midGame.js';
import { playerView } from '../../src/index.js';

/** The melee rolled round by round, `n` times: the share the first side wins. */
function rolled(a: number, perA: number, b: number, perB: number, n: number, seed: string): number {
  const random = seedrandom(seed);
  const d6 = () => 1 + Math.floor(random() * 6);
  let won = 0;
  for (let k = 0; k < n; k++) {
    let i = a;
    let j = b;
    for (;;) {
      const ta = i * perA;
      const tb = j * perB;
      if (ta <= 0) break;
      if (tb <= 0 || ta >= MELEE_WIN_RATIO * tb) {
        won++;
        break;
      }
      if (tb >= MELEE_WIN_RATIO * ta) break;
      const lostB = meleeLosses(ta, d6());
      const lostA = meleeLosses(tb, d6());
      i = Math.max(0, i - lostA);
      j = Math.max(0, j - lostB);
    }
  }
  return won / n;
}

describe('meleeWinChance', () => {
  it('works out one square against one: each side hits on a third of its rolls, both hit and neither wins', () => {
    // A wins when she hits and is not hit (2/9), loses the other way (2/9), both wiped 1/9, the round again 4/9
    expect(meleeWinChance(1, 3, 1, 3)).toBeCloseTo(2 / 9 / (5 / 9), 12);
  });

  it('is certain at three to one and hopeless at one to three, before any round (Melee Resolution Table note)', () => {
    expect(meleeWinChance(9, 3, 3, 3)).toBe(1);
    expect(meleeWinChance(3, 3, 9, 3)).toBe(0);
    expect(meleeWinChance(6, 5, 10, 1)).toBe(1);
    expect(meleeWinChance(0, 3, 1, 3)).toBe(0);
    expect(meleeWinChance(1, 3, 0, 3)).toBe(1);
  });

  it('is even between like crews less the both-wiped-out share, and grows with squares and quality', () => {
    const even = meleeWinChance(10, 3, 10, 3);
    expect(even).toBeLessThan(0.5);
    expect(even).toBeGreaterThan(0.45);
    expect(meleeWinChance(11, 3, 10, 3)).toBeGreaterThan(even);
    expect(meleeWinChance(10, 4, 10, 3)).toBeGreaterThan(even);
    expect(meleeWinChance(10, 3, 11, 3)).toBeLessThan(even);
  });

  it('agrees with the melee rolled round by round with the engine’s table', () => {
    for (const [a, pa, b, pb] of [
      [10, 3, 10, 3],
      [12, 3, 10, 3],
      [8, 4, 10, 3],
      [25, 3, 18, 2],
    ] as const) {
      const p = meleeWinChance(a, pa, b, pb);
      const n = 20000;
      // four standard errors of the rolled share
      expect(Math.abs(rolled(a, pa, b, pb, n, `melee-${a}-${b}`) - p)).toBeLessThan(
        4 * Math.sqrt((p * (1 - p)) / n) + 1e-9,
      );
    }
  });
});

describe('boardingChance', () => {
  const view = playerView(midGame('frigate-duel', 'boarding-1', 2, { level: 'advanced' }).state, 'british');
  const [x, y] = view.ships;
  const withCrew = (s: ShipView, crew: number[]): ShipView => ({ ...s, crew, prize: null });

  it('is nought below the doctrine’s ratio and the melee’s chance from it on', () => {
    const strong = withCrew(x, [6, 6, 6]);
    const weakish = withCrew(y, [5, 4, 4]); // 18 squares against 13: below half as strong again at like quality
    const weak = withCrew(y, [4, 4, 4]);
    const ratio = (a: ShipView, b: ShipView) => meleeStrength(a) / meleeStrength(b);
    expect(ratio(strong, weakish)).toBeLessThan(BOARDING_RATIO);
    expect(boardingChance(strong, weakish)).toBe(0);
    expect(ratio(strong, weak)).toBeGreaterThanOrEqual(BOARDING_RATIO);
    const per = (s: ShipView) => meleeStrength(s) / s.crew.reduce((t, n) => t + n, 0);
    expect(boardingChance(strong, weak)).toBe(meleeWinChance(18, per(strong), 12, per(weak)));
    expect(boardingChance(strong, weak)).toBeGreaterThan(0.9);
    expect(boardingChance(weak, strong)).toBe(0);
  });

  it("reads a captain's own ratio (`boardAt`) where it is given", () => {
    const strong = withCrew(x, [6, 6, 6]);
    const weakish = withCrew(y, [5, 4, 4]); // 18 against 13 squares: 1.38 times her strength at like quality
    const per = (s: ShipView) => meleeStrength(s) / s.crew.reduce((t, n) => t + n, 0);
    expect(boardingChance(strong, weakish, 1.2)).toBe(meleeWinChance(18, per(strong), 13, per(weakish)));
    expect(boardingChance(strong, weakish, 1.2)).toBeGreaterThan(0.8);
    expect(boardingChance(strong, weakish, 1.4)).toBe(0);
  });

  it('counts a prize by her prize crew (12.4)', () => {
    const prize = { ...withCrew(y, [0, 0, 0]), prize: { side: 'british', squares: 2, quality: 'average' as const } };
    expect(boardingChance(withCrew(x, [6, 6, 6]), prize)).toBe(1);
    expect(boardingChance(prize, withCrew(x, [6, 6, 6]))).toBe(0);
  });
});
