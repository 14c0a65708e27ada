/**
 * The luck-adjusted difference of a balance measurement (src/lab/balance/luck.ts): on synthetic games whose
 * result leans on zero-mean "dice" with a known true difference, the adjusted interval covers the truth about as
 * often as it promises, is narrower than the plain one, and is centred without bias; its sums are exact whatever
 * the order the games are counted in; it stands aside below LUCK_MIN_GAMES, without luck, and never shrinks an
 * interval below LUCK_FLOOR of the plain variance. On real games of the frigate duel the dice explain a share of
 * the results.
 */
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { getScenario } from '../../src/api/wsim.js';
import type { BalanceGame } from '../../src/lab/balance/games.js';
import { playBalanceGame } from '../../src/lab/balance/games.js';
import { verdictSentence } from '../../src/lab/balance/balance.js';
import { scoreShareWords } from '../../src/lab/balance/format.js';
import { LUCK_FLOOR, LUCK_MIN_GAMES, LUCK_VALUES } from '../../src/lab/balance/luck.js';
import {
  addGame,
  differenceInterval,
  emptyTally,
  measurementOf,
  mergeTallies,
  type Tally,
} from '../../src/lab/balance/measure.js';

const SIDES: [string, string] = ['a', 'b'];

/**
 * A synthetic game: eight zero-mean integer "luck" values (sums of ten fair dice centred, in sixths), and a
 * result that leans on the first side's first value against the second side's: the first side wins when
 * z = 0.025 (x₀ − x₄) + ε > 0.35, the second when z < −0.55 (ε standard normal).
 */
function syntheticGame(rng: () => number): BalanceGame {
  const luck = Array.from({ length: LUCK_VALUES }, () => {
    let s = 0;
    for (let i = 0; i < 10; i++) s += 6 * Math.floor(rng() * 6) - 15; // 6·(die − 1) − 15: mean zero
    return s;
  });
  const normal = Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());
  const z = 0.025 * (luck[0] - luck[4]) + normal;
  const winner = z > 0.35 ? 'a' : z < -0.55 ? 'b' : 'draw';
  return {
    winner,
    turns: 10,
    ending: 'strike',
    decisive: null,
    lost: [],
    leadChanges: 0,
    clear: null,
    fight: {},
    luck,
  };
}

function tallyOf(games: BalanceGame[]): Tally {
  const t = emptyTally(SIDES);
  for (const g of games) addGame(t, g);
  return t;
}

describe('the luck-adjusted difference', () => {
  // the true difference, from a million synthetic games
  const truth = (() => {
    const rng = seedrandom('truth');
    let sum = 0;
    const n = 1_000_000;
    for (let i = 0; i < n; i++) {
      const g = syntheticGame(rng);
      sum += g.winner === 'a' ? 1 : g.winner === 'b' ? -1 : 0;
    }
    return sum / n;
  })();

  it('covers the true difference as often as it promises, narrower than the plain interval, without bias', () => {
    const reps = 300;
    const n = 300;
    let covered = 0;
    let plainCovered = 0;
    let width = 0;
    let plainWidth = 0;
    let bias = 0;
    let explained = 0;
    for (let r = 0; r < reps; r++) {
      const rng = seedrandom(`rep-${r}`);
      const t = tallyOf(Array.from({ length: n }, () => syntheticGame(rng)));
      const m = measurementOf(t, SIDES, 'games');
      const plain = differenceInterval(t.wins.a, t.wins.b, t.games);
      expect(m.luck).not.toBeNull();
      explained += m.luck!.explained;
      if (m.difference.low <= truth && truth <= m.difference.high) covered++;
      if (plain.low <= truth && truth <= plain.high) plainCovered++;
      width += m.difference.high - m.difference.low;
      plainWidth += plain.high - plain.low;
      bias += m.difference.estimate - truth;
    }
    expect(covered / reps).toBeGreaterThanOrEqual(0.92); // 95% promised; 300 replicates: ±2.5 points
    expect(plainCovered / reps).toBeGreaterThanOrEqual(0.92);
    expect(width / plainWidth).toBeLessThan(0.85); // the dice explain about two fifths of this result's variance
    expect(explained / reps).toBeGreaterThan(0.2);
    expect(Math.abs(bias / reps)).toBeLessThan(0.01);
  });

  it('is exact whatever the order and the grouping the games are counted in', () => {
    const rng = seedrandom('order');
    const games = Array.from({ length: 240 }, () => syntheticGame(rng));
    const whole = measurementOf(tallyOf(games), SIDES, 'games');
    const chunks = [games.slice(160), games.slice(0, 70), games.slice(70, 160)].map(tallyOf);
    const merged = chunks.reduce((a, b) => mergeTallies(a, b));
    expect(measurementOf(merged, SIDES, 'games').difference).toEqual(whole.difference);
    expect(merged.luck).toEqual(tallyOf(games).luck);
    expect(merged.luck!.xx.every(Number.isInteger)).toBe(true);
  });

  it('stands aside below LUCK_MIN_GAMES and when a game recorded no luck: the plain interval', () => {
    const rng = seedrandom('aside');
    const few = tallyOf(Array.from({ length: LUCK_MIN_GAMES - 1 }, () => syntheticGame(rng)));
    const m = measurementOf(few, SIDES, 'games');
    expect(m.luck).toBeNull();
    expect(m.difference).toEqual(differenceInterval(few.wins.a, few.wins.b, few.games));
    const mixed = tallyOf([
      ...Array.from({ length: 100 }, () => syntheticGame(rng)),
      { ...syntheticGame(rng), luck: null },
    ]);
    expect(mixed.luck).toBeUndefined();
    expect(measurementOf(mixed, SIDES, 'games').luck).toBeNull();
    // a tally of games without luck merged with one with luck has none either
    const withLuck = tallyOf(Array.from({ length: 100 }, () => syntheticGame(rng)));
    expect(mergeTallies(withLuck, mixed).luck).toBeUndefined();
    expect(mergeTallies(emptyTally(SIDES), withLuck).luck).toEqual(withLuck.luck);
  });

  it('never takes the variance below LUCK_FLOOR of the plain one: a clean sweep keeps an interval', () => {
    const rng = seedrandom('sweep');
    const sweep = tallyOf(Array.from({ length: 100 }, () => ({ ...syntheticGame(rng), winner: 'a' })));
    const m = measurementOf(sweep, SIDES, 'games');
    const plain = differenceInterval(100, 0, 100);
    const plainHalf = (plain.high - plain.low) / 2;
    expect(m.luck).not.toBeNull();
    expect(m.difference.estimate).toBeCloseTo(1, 9);
    expect(m.difference.high - m.difference.low).toBeGreaterThan(0);
    expect(1 - m.difference.low).toBeGreaterThanOrEqual(Math.sqrt(LUCK_FLOOR) * plainHalf - 1e-9);
  });

  it('on real games of the frigate duel: every game carries its luck, and the dice explain a share of the results', () => {
    const scenario = getScenario('frigate-duel');
    const games = Array.from({ length: 120 }, (_, i) =>
      playBalanceGame({ scenario, captain: 'greedy-raker', rules: { level: 'basic' } }, `luck-${i}`),
    );
    expect(games.every((g) => g.luck?.length === LUCK_VALUES && g.luck.every(Number.isInteger))).toBe(true);
    const sides = scenario.sides.map((s) => s.id) as [string, string];
    const t = emptyTally(sides);
    for (const g of games) addGame(t, g);
    const m = measurementOf(t, sides, 'games');
    expect(m.luck).not.toBeNull();
    expect(m.luck!.explained).toBeGreaterThan(0);
    // the verdict's sentence says the luck was taken out, and how much of the results it explains
    const share = `${Math.round(m.luck!.explained * 100)}%`;
    expect(verdictSentence(scenario, m)).toContain(`; the dice's luck, ${share} of the results' variance, taken out)`);
    const plain = emptyTally(sides);
    for (const g of games.slice(0, LUCK_MIN_GAMES - 1)) addGame(plain, g);
    expect(verdictSentence(scenario, measurementOf(plain, sides, 'games'))).not.toContain('luck');
    // the points check's score share is read from the same difference, and its header says so
    expect(scoreShareWords(m)).toBe("a win 1, a draw ½, the dice's luck taken out as in the verdict");
    expect(scoreShareWords(measurementOf(plain, sides, 'games'))).toBe('a win 1, a draw ½');
  });
});
