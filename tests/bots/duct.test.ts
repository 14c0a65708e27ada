/**
 * The decoupled-UCT search (bots/search/duct.ts) on a toy simultaneous game with a known answer.
 * Each side has two units; each unit picks one of five actions at once with its enemy counterpart,
 * and the pair scores from a 5×5 table (the first side's share, the second side gets the rest). In
 * each table the second side has a strictly dominant column and the first side's best reply to it
 * is NOT its best row against an opponent playing at random: the unique equilibrium, found only by
 * a search that models the opponent as minimising, is (row 2, column 1) in table 0 and (row 4,
 * column 3) in table 1. The prior lists every unit's equilibrium action last, so the search must
 * overrule it. Dice (reseed) perturb each outcome, hidden weights of the two units
 * (determinise) vary by world; a descent of two rounds exercises the tree below the root.
 */
import { describe, expect, it } from 'vitest';
import {
  DICE_STREAMS,
  banditOf,
  bestActions,
  duct,
  mergeRoots,
  mixedActions,
  mixedArm,
  openArms,
  type DuctOptions,
} from '../../bots/search/duct.js';
import type { Factored, JointAction, SearchGame } from '../../bots/search/game.js';
import { ductOptions } from './fixtures/ductOptions.js';

/** Table 0, the first side's share: column 1 is the second side's dominant column, row 2 the first side's reply. */
const T0 = [
  [0.9, 0.2, 0.9, 0.9, 0.9],
  [0.8, 0.3, 0.8, 0.8, 0.8],
  [0.6, 0.5, 0.7, 0.6, 0.8],
  [0.8, 0.1, 0.8, 0.8, 0.8],
  [0.7, 0.4, 0.6, 0.7, 0.6],
];
/** Table 1: table 0 with rows and columns renamed (row r of table 1 is row ROWS[r] of table 0). */
const ROWS = [3, 0, 1, 4, 2];
const COLS = [0, 2, 4, 1, 3];
const T1 = ROWS.map((r) => COLS.map((c) => T0[r][c]));
const TABLES = [T0, T1];
/** The equilibrium: per table, [first side's action, second side's action]. */
const EQUILIBRIUM = [
  [2, 1],
  [4, 3],
];
const ROUNDS = 2;
/** Dice perturb an outcome by up to ± NOISE / 2 (their expectation is the table's). */
const NOISE = 0.2;

interface Toy {
  round: number;
  /** the first side's score so far */
  score: number;
  /** hidden: the weight of unit 0's table (unit 1 weighs the rest) */
  weight: number;
  /** dice stream state */
  dice: number;
}

/** A small deterministic stream (mulberry32): next state and a uniform draw. */
function draw(s: number): [number, number] {
  const t0 = (s + 0x6d2b79f5) | 0;
  let t = Math.imul(t0 ^ (t0 >>> 15), 1 | t0);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return [t0, ((t ^ (t >>> 14)) >>> 0) / 4294967296];
}

function randomOf(seed: number): () => number {
  let s = seed;
  return () => {
    const [next, x] = draw(s);
    s = next;
    return x;
  };
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h | 0;
}

/** Every action of a unit, its equilibrium action last (a prior that misleads). */
function misleading(eq: number): { actions: number[]; scores: number[] } {
  const actions = [0, 1, 2, 3, 4].filter((a) => a !== eq).concat(eq);
  return { actions, scores: actions.map((_, i) => actions.length - i) };
}

const toy: SearchGame<Toy, number> = {
  sides: ['first', 'second'],
  determinise: (_i, random) => ({ round: 0, score: 0, weight: random() < 0.5 ? 0.4 : 0.6, dice: 1 }),
  reseed: (state, seed) => ({ ...state, dice: hash(seed) }),
  terminal: (state) => state.round >= ROUNDS,
  actions(): Factored<number> {
    return {
      sides: [0, 1].map((side) => [0, 1].map((unit) => ({ unit: `u${unit}`, ...misleading(EQUILIBRIUM[unit][side]) }))),
    };
  },
  step(state, _at, joint: JointAction<number>) {
    let dice = state.dice;
    let gain = 0;
    for (const unit of [0, 1]) {
      const [next, x] = draw(dice);
      dice = next;
      const share = TABLES[unit][joint[0][unit]][joint[1][unit]] + NOISE * (x - 0.5);
      gain += (unit === 0 ? state.weight : 1 - state.weight) * share;
    }
    return { round: state.round + 1, score: state.score + gain, weight: state.weight, dice };
  },
  evaluate(from, leaf, side) {
    const v = (leaf.score - from.score) / Math.max(1, leaf.round - from.round);
    return side === 'first' ? v : 1 - v;
  },
};

function options(side: string, seed: number, more: Partial<DuctOptions> = {}): DuctOptions {
  return ductOptions(side, randomOf(seed), more);
}

describe('decoupled UCT on a toy simultaneous game', () => {
  it('the tables have the equilibrium the test claims, and a random opponent would call for another row', () => {
    TABLES.forEach((t, k) => {
      const [r, c] = EQUILIBRIUM[k];
      for (let i = 0; i < 5; i++) {
        expect(t[i][c]).toBeLessThan(t[r][c] + (i === r ? 1 : 0)); // best reply to column c
        for (let j = 0; j < 5; j++) if (j !== c) expect(t[i][j]).toBeGreaterThan(t[i][c]); // column c dominant
      }
      const mean = t.map((row) => row.reduce((a, b) => a + b, 0) / row.length);
      expect(mean.indexOf(Math.max(...mean))).not.toBe(r);
    });
  });

  for (const side of ['first', 'second'] as const) {
    for (const depth of [1, 2]) {
      it(`finds the equilibrium for the ${side} side (depth ${depth}), overruling the prior, and visits it most`, () => {
        const s = side === 'first' ? 0 : 1;
        const { root, stats } = duct(toy, options(side, 7, { depth }));
        expect(stats.iterations).toBe(3000);
        expect(bestActions(root, s)).toEqual(EQUILIBRIUM.map((e) => e[s]));
        // the opponent's bandits converge on their side of the equilibrium too
        expect(bestActions(root, 1 - s)).toEqual(EQUILIBRIUM.map((e) => e[1 - s]));
        for (const bandits of root.bandits) {
          for (const b of bandits) {
            const best = b.arms.length - 1; // the equilibrium action, last in the prior order
            expect(b.n[best] - b.prior).toBeGreaterThan(0.5 * b.total);
          }
        }
        expect(root.visits).toBe(3000);
        expect(root.children.size > 0).toBe(depth > 1);
      });
    }
  }

  it('is deterministic: the same seed gives the same choice and the same statistics; another seed other statistics', () => {
    const stats = (seed: number) => {
      const { root } = duct(toy, options('first', seed, { iterations: 500, depth: 2 }));
      return {
        best: bestActions(root, 0),
        n: root.bandits.map((bs) => bs.map((b) => Array.from(b.n))),
        w: root.bandits.map((bs) => bs.map((b) => Array.from(b.w))),
      };
    };
    const a = stats(11);
    expect(stats(11)).toEqual(a);
    expect(stats(12).w).not.toEqual(a.w);
  });

  it('draws the worlds once each and gives every iteration dice from one of DICE_STREAMS shared streams', () => {
    const worlds: number[] = [];
    const seeds = new Set<string>();
    let reseeds = 0;
    const spy: SearchGame<Toy, number> = {
      ...toy,
      determinise: (i, random) => (worlds.push(i), toy.determinise(i, random)),
      reseed: (state, seed) => (reseeds++, seeds.add(seed), toy.reseed(state, seed)),
    };
    const { stats } = duct(spy, options('first', 9, { iterations: 1000 }));
    expect(worlds).toEqual([0, 1, 2, 3]);
    expect(reseeds).toBe(stats.iterations);
    expect(seeds.size).toBe(DICE_STREAMS);
  });

  it('focus: with several units, one explores per iteration while the others keep their most visited arm', () => {
    const { root } = duct(toy, options('first', 3, { focus: true }));
    // unit k explores on iterations i ≡ k (mod 2); on the others it keeps its most visited arm, which
    // stays the prior's first (without focus that arm gets a small share, see above)
    for (const b of root.bandits[0]) expect(b.n[0] - b.prior).toBeGreaterThanOrEqual(b.total / 2);
    const unfocused = duct(toy, options('first', 3)).root;
    for (const b of unfocused.bandits[0]) expect(b.n[0] - b.prior).toBeLessThan(b.total / 4);
    // the other side is not focused: it still finds its dominant columns
    expect(bestActions(root, 1)).toEqual(EQUILIBRIUM.map((e) => e[1]));
  });

  it('width caps the arms open per unit (the opponent limited to its first two prior actions)', () => {
    const { root } = duct(toy, options('first', 5, { width: [0, 2] }));
    for (const b of root.bandits[1]) {
      for (let i = 2; i < b.arms.length; i++) expect(b.n[i]).toBe(b.prior);
    }
  });

  it('stopWhenSettled: the same decision as the whole budget, in fewer iterations, once no arm can overtake', () => {
    for (const seed of [3, 7, 21]) {
      const whole = duct(toy, options('first', seed));
      const stopped = duct(toy, options('first', seed, { stopWhenSettled: true }));
      expect(bestActions(stopped.root, 0)).toEqual(bestActions(whole.root, 0));
      expect(stopped.stats.iterations).toBeLessThan(whole.stats.iterations);
      expect(stopped.stats.budget).toBe(3000);
      expect(stopped.root.visits).toBe(stopped.stats.iterations);
      // the iterations it ran are the whole search's first ones: the same statistics up to there
      const prefix = duct(toy, options('first', seed, { iterations: stopped.stats.iterations }));
      expect(stopped.root.bandits[0].map((b) => Array.from(b.n))).toEqual(
        prefix.root.bandits[0].map((b) => Array.from(b.n)),
      );
    }
  });

  it('grow: a joint action taken `after` times as the last of a descent is searched a turn deeper', () => {
    const after = 5;
    const { root, stats } = duct(toy, options('first', 7, { grow: { turns: 1, after } }));
    expect(root.children.size).toBeGreaterThan(0);
    let deeper = 0;
    for (const [key, child] of root.children) {
      expect(root.taken!.get(key)).toBe(after); // grown only once taken `after` times
      deeper += child.visits;
    }
    const shallow = [...root.taken!.values()].reduce((a, b) => a + b, 0);
    expect(deeper + shallow).toBe(stats.iterations);
    // the equilibrium is still found; with no turns to grow the search is the fixed-depth one
    expect(bestActions(root, 0)).toEqual(EQUILIBRIUM.map((e) => e[0]));
    const fixed = duct(toy, options('first', 7, { iterations: 400 }));
    const none = duct(toy, options('first', 7, { iterations: 400, grow: { turns: 0, after } }));
    expect(none.root.bandits[0].map((b) => Array.from(b.w))).toEqual(fixed.root.bandits[0].map((b) => Array.from(b.w)));
    expect(none.root.children.size).toBe(0);
  });

  describe('sequential halving at the root (`halving`)', () => {
    /** Real visits (beyond the prior's) of each arm of the first side's units at the root. */
    const real = (root: ReturnType<typeof duct<Toy, number, Factored<number>>>['root']) =>
      root.bandits[0].map((b) => Array.from(b.n, (n) => n - b.prior));

    it('finds the equilibrium the prior hides, the arms cut round by round, the decision the last round best', () => {
      // 5 arms: ⌈log₂ 5⌉ = 3 rounds of 1,000 iterations, 5 then 3 then 2 arms a unit
      const { root, stats } = duct(toy, options('first', 7, { halving: 5 }));
      expect(stats.iterations).toBe(3000);
      expect(bestActions(root, 0)).toEqual(EQUILIBRIUM.map((e) => e[0]));
      for (const visits of real(root)) {
        expect(visits.reduce((a, b) => a + b, 0)).toBe(3000);
        const sorted = visits.slice().sort((a, b) => a - b);
        // two arms cut after the first round (200 each), one after the second (200 + 333 or 334), two to the end
        expect(sorted.slice(0, 2)).toEqual([200, 200]);
        expect(sorted[2]).toBeGreaterThanOrEqual(533);
        expect(sorted[2]).toBeLessThanOrEqual(534);
        expect(sorted[3] + sorted[4]).toBe(3000 - 400 - sorted[2]);
        expect(Math.abs(sorted[3] - sorted[4])).toBeLessThanOrEqual(1);
      }
      // the decision is the best mean of the last round, reported as the most visited (explanations read it)
      root.bandits[0].forEach((b) => {
        const finalists = [0, 1, 2, 3, 4].filter((a) => b.n[a] - b.prior > 600);
        const best = finalists.reduce((x, y) => (b.w[y] / b.n[y] > b.w[x] / b.n[x] ? y : x));
        expect(b.decided).toBe(best);
      });
      // the opponent's bandits keep UCB
      expect(bestActions(root, 1)).toEqual(EQUILIBRIUM.map((e) => e[1]));
      expect(root.bandits[1].every((b) => b.decided === undefined)).toBe(true);
    });

    it('a lap gives every survivor the same world and dice (common random numbers), lap after lap afresh', () => {
      const seen: string[] = [];
      let world = -1;
      const spy: SearchGame<Toy, number> = {
        ...toy,
        determinise: (i, random) => ({ ...toy.determinise(i, random), dice: i }),
        reseed: (state, seed) => {
          world = state.dice;
          seen.push(`${world}|${seed}`);
          return toy.reseed(state, seed);
        },
      };
      const armsOf: number[] = [];
      const tracked: SearchGame<Toy, number> = {
        ...spy,
        step: (state, at, joint, leaf) => (armsOf.push(joint[0][0]), toy.step(state, at, joint, leaf)),
      };
      duct(tracked, options('first', 5, { iterations: 300, halving: 4 }));
      // 4 arms: 2 rounds of 150; round one's laps are 4 iterations, round two's 2
      for (let lap = 0; lap < 37; lap++) {
        const sample = seen.slice(lap * 4, lap * 4 + 4);
        expect(new Set(sample).size).toBe(1);
        expect(new Set(armsOf.slice(lap * 4, lap * 4 + 4)).size).toBe(4);
      }
      const second = seen.slice(150);
      for (let lap = 0; lap < 75; lap++) expect(second[2 * lap]).toBe(second[2 * lap + 1]);
      expect(new Set(seen).size).toBe(38 + 75);
    });

    it('is deterministic for a seed, and off with a time budget or below two arms', () => {
      const a = duct(toy, options('first', 11, { iterations: 500, depth: 2, halving: 5 }));
      const b = duct(toy, options('first', 11, { iterations: 500, depth: 2, halving: 5 }));
      expect(real(b.root)).toEqual(real(a.root));
      expect(bestActions(b.root, 0)).toEqual(bestActions(a.root, 0));
      const ucb = duct(toy, options('first', 11, { iterations: 500, depth: 2 }));
      for (const halving of [0, 1]) {
        const off = duct(toy, options('first', 11, { iterations: 500, depth: 2, halving }));
        expect(real(off.root)).toEqual(real(ucb.root));
      }
      const timed = duct(toy, options('first', 11, { iterations: 0, ms: 20, halving: 5 }));
      expect(timed.root.bandits[0].every((x) => x.decided === undefined)).toBe(true);
    });
  });

  it('widenPer: k times the budget opens the arms the budget opens, counting visits in units of k', () => {
    const b = banditOf(
      'u',
      Array.from({ length: 100 }, (_, i) => i),
      Array.from({ length: 100 }, (_, i) => -i),
      2,
      0,
    );
    const at = (total: number, per?: number) => openArms({ ...b, total }, 0.5, per);
    expect(at(300)).toBe(19); // 2 + ⌊√300⌋
    expect(at(1200)).toBe(36);
    expect(at(1200, 4)).toBe(at(300));
    expect(at(300, 1)).toBe(at(300));
    // in a search: 12 iterations counted in units of 4 open 2 + ⌊√3⌋ = 3 arms, so the last two are never tried
    const { root } = duct(toy, options('first', 4, { iterations: 12, widenPer: 4 }));
    for (const bandit of root.bandits[0]) for (const arm of [3, 4]) expect(bandit.n[arm]).toBe(bandit.prior);
    const wide = duct(toy, options('first', 4, { iterations: 12 })).root;
    expect(wide.bandits[0].some((bandit) => bandit.n[3] > bandit.prior)).toBe(true);
  });

  it('mergeRoots: one side’s visits and values summed arm by arm over the roots, the other side the first root’s', () => {
    const a = duct(toy, options('first', 21, { iterations: 400 })).root;
    const b = duct(toy, options('first', 22, { iterations: 400 })).root;
    const merged = mergeRoots([a, b], 0, String);
    expect(merged.visits).toBe(a.visits + b.visits);
    merged.bandits[0].forEach((m, u) => {
      expect(m.total).toBe(a.bandits[0][u].total + b.bandits[0][u].total);
      m.arms.forEach((arm, i) => {
        const j = b.bandits[0][u].arms.indexOf(arm);
        expect(m.n[i]).toBe(a.bandits[0][u].n[i] + b.bandits[0][u].n[j]);
        expect(m.w[i]).toBeCloseTo(a.bandits[0][u].w[i] + b.bandits[0][u].w[j], 12);
      });
    });
    expect(merged.bandits[1]).toBe(a.bandits[1]);
    // regret matching's average strategies are summed too
    const ra = duct(toy, options('first', 23, { iterations: 300, select: 'rm', gamma: 0.1 })).root;
    const rb = duct(toy, options('first', 24, { iterations: 300, select: 'rm', gamma: 0.1 })).root;
    const rm = mergeRoots([ra, rb], 0, String);
    rm.bandits[0].forEach((m, u) =>
      m.arms.forEach((arm, i) => {
        const j = rb.bandits[0][u].arms.indexOf(arm);
        expect(m.strategy![i]).toBeCloseTo(ra.bandits[0][u].strategy![i] + rb.bandits[0][u].strategy![j], 12);
      }),
    );
    // the roots themselves are untouched
    expect(a.bandits[0][0].total).toBe(400);
    // arms only another root knows add nothing; a unit's arms stay the first root's
    const strange = { ...b.bandits[0][0], arms: b.bandits[0][0].arms.map((x) => x + 100) };
    const c = { ...b, bandits: [[strange, b.bandits[0][1]], b.bandits[1]] };
    const apart = mergeRoots([a, c], 0, String);
    expect(apart.bandits[0][0].arms).toEqual(a.bandits[0][0].arms);
    expect(Array.from(apart.bandits[0][0].n)).toEqual(Array.from(a.bandits[0][0].n));
    expect(Array.from(apart.bandits[0][1].n)).toEqual(Array.from(merged.bandits[0][1].n));
  });

  it('names the side it searches for', () => {
    expect(() => duct(toy, options('third', 1))).toThrow(/side "third"/);
  });
});

describe('the decision drawn from the mixed strategy (mcts `mix`)', () => {
  /** A bandit of three arms with these real visits beyond two virtual visits of the prior each. */
  function visited(real: number[]) {
    const b = banditOf('u', ['a', 'b', 'c'], [3, 2, 1], 2, 0);
    real.forEach((v, i) => {
      b.n[i] += v;
      b.total += v;
    });
    return b;
  }
  const draws = (pick: () => number, n: number) => {
    const count = [0, 0, 0];
    for (let k = 0; k < n; k++) count[pick()]++;
    return count;
  };

  it('draws arms in proportion to their real visits, leaving out those under the threshold × the top share', () => {
    const b = visited([30, 10, 1]);
    const random = randomOf(7);
    const count = draws(() => mixedArm(b, 0.2, random), 4000);
    expect(count[2]).toBe(0); // 1 visit < 0.2 × 30
    expect(count[0] / 4000).toBeGreaterThan(0.7); // 30 / 40 = 0.75
    expect(count[0] / 4000).toBeLessThan(0.8);
    // with a threshold of 1 only the top arm is left: the most visited, as bestActions plays
    expect(draws(() => mixedArm(b, 1, random), 200)).toEqual([200, 0, 0]);
    // a small threshold keeps the rarely visited arm too
    expect(draws(() => mixedArm(b, 0.01, random), 4000)[2]).toBeGreaterThan(0);
  });

  it('with regret matching draws from the average strategy, not from the visits', () => {
    const b = visited([30, 10, 1]);
    b.strategy = new Float64Array([0, 5, 5]);
    const random = randomOf(3);
    const count = draws(() => mixedArm(b, 0.5, random), 2000);
    expect(count[0]).toBe(0);
    expect(count[1] / 2000).toBeGreaterThan(0.45);
    expect(count[1] / 2000).toBeLessThan(0.55);
  });

  it('an unvisited bandit plays its prior order, and the same stream gives the same draws', () => {
    expect(mixedArm(visited([0, 0, 0]), 0.2, randomOf(1))).toBe(0);
    const { root } = duct(toy, options('first', 400));
    const a = Array.from({ length: 20 }, (_, k) => mixedActions(root, 0, 0.1, randomOf(k)));
    const b = Array.from({ length: 20 }, (_, k) => mixedActions(root, 0, 0.1, randomOf(k)));
    expect(a).toEqual(b);
    // every pick is an arm the search visited
    for (const picks of a)
      picks.forEach((arm, unit) => {
        const bandit = root.bandits[0][unit];
        expect(bandit.n[bandit.arms.indexOf(arm)]).toBeGreaterThan(bandit.prior);
      });
  });
});
