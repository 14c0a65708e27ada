/**
 * The adjusted model (logit.ts, model.ts, effects.ts) on data whose answer is known: a 2×2 table
 * (the log odds ratio and Woolf's standard error), and synthetic results with planted effects —
 * a zero doctrine effect stays zero when crew quality differs, a planted effect is recovered within
 * its interval, an interaction is found where planted and not elsewhere, a confounded design is
 * refused an estimate.
 */
import { describe, expect, it } from 'vitest';
import { aggregate } from '../../src/report/aggregate.js';
import { contrast, fitLogit } from '../../src/report/logit.js';
import { holm, modelReport, type EffectRow } from '../../src/report/effects.js';
import { answerQuestion, interactionSentence } from '../../src/report/answer.js';
import { ammunitionDesign, DOCTRINES, syntheticRows, type SynthCell, type Truth } from './synthetic.js';

const sigmoid = (t: number) => 1 / (1 + Math.exp(-t));

function model(cells: SynthCell[], games: number, truth: Truth, seed = 7) {
  const agg = aggregate(syntheticRows(cells, games, truth, seed), []);
  return { agg, m: modelReport(agg.design, 'doctrine', 0.05)! };
}

const overall = (rows: EffectRow[], level: string) => rows.find((r) => r.level === level)!;

describe('logistic regression (IRLS)', () => {
  it('recovers the log odds ratio of a 2×2 table and its Woolf standard error', () => {
    // control 30 of 100 won, treated 60 of 120: columns intercept, treated
    const fit = fitLogit([
      { x: [1, 0], wins: 30, n: 100 },
      { x: [1, 1], wins: 60, n: 120 },
    ]);
    const or = Math.log(60 / 60 / (30 / 70));
    expect(fit.converged).toBe(true);
    expect(fit.robust).toBe(false);
    expect(fit.beta[1]).toBeCloseTo(or, 10);
    expect(Math.sqrt(fit.cov[1][1])).toBeCloseTo(Math.sqrt(1 / 30 + 1 / 70 + 1 / 60 + 1 / 60), 10);
    expect(contrast(fit, [1, 1])!.estimate).toBeCloseTo(0, 10); // 60 of 120: even
  });

  it('drops a column that repeats others and names what it repeats', () => {
    const fit = fitLogit([
      { x: [1, 0, 1], wins: 3, n: 10 },
      { x: [0, 1, 1], wins: 6, n: 10 },
      { x: [1, 1, 2], wins: 5, n: 10 },
    ]);
    expect([...fit.aliased]).toEqual([[2, [0, 1]]]);
    expect(fit.beta[2]).toBeNaN();
    expect(contrast(fit, [0, 0, 1])).toBeNull();
  });

  it('Holm’s adjustment', () => {
    expect(holm([0.01, 0.04, 0.03])).toEqual([0.03, 0.06, 0.06]);
  });
});

describe('the adjusted model on synthetic results', () => {
  it('a zero doctrine effect comes out zero though the crack crew wins ~80% (the default design)', () => {
    const { m } = model(ammunitionDesign(), 200, { grade: 1.4, side: 0.1, draws: 0.2 }, 2);
    expect(m.overall.map((r) => r.level)).toEqual(['double-closing', 'chain-at-range', 'grape-boarding']);
    for (const r of m.overall) {
      expect(r.low).toBeLessThan(0.5);
      expect(r.high).toBeGreaterThan(0.5);
      expect(Math.abs(r.share - 0.5)).toBeLessThan(0.04);
      expect(['equivalent', 'undecided']).toContain(r.verdict);
    }
    const crew = m.others.find((r) => r.attr === 'quality')!;
    expect(crew.low).toBeLessThan(sigmoid(1.4));
    expect(crew.high).toBeGreaterThan(sigmoid(1.4));
    expect(m.fit.robust).toBe(true);
    expect(m.interactions.filter((i) => i.shown)).toEqual([]);
  });

  it('calibration: over 24 seeds, null effects’ 95% intervals cover zero about 95% of the time, and interactions are seldom claimed', () => {
    let covered = 0;
    let intervals = 0;
    let claimed = 0;
    for (let seed = 100; seed < 124; seed++) {
      const { m } = model(ammunitionDesign(), 80, { grade: 1.4, side: 0.1, draws: 0.2 }, seed);
      for (const r of m.overall) {
        intervals++;
        if (r.low < 0.5 && r.high > 0.5) covered++;
      }
      if (m.interactions.some((i) => i.shown)) claimed++;
    }
    expect(intervals).toBe(72);
    expect(covered / intervals).toBeGreaterThan(0.86); // binomial: 95% ± 2.6 points (one sd)
    expect(claimed).toBeLessThanOrEqual(4); // Holm: at most 5% of the families in expectation
  });

  it('a planted effect is recovered within its interval, with its worth in crew grades', () => {
    const truth = { doctrine: { 'double-closing': 0.3, 'chain-at-range': -0.8 }, grade: 1, draws: 0.1 };
    const { m } = model(ammunitionDesign(), 200, truth, 11);
    for (const [level, beta] of [
      ['double-closing', 0.3],
      ['chain-at-range', -0.8],
      ['grape-boarding', 0],
    ] as const) {
      const r = overall(m.overall, level);
      expect(r.low, level).toBeLessThan(sigmoid(beta));
      expect(r.high, level).toBeGreaterThan(sigmoid(beta));
    }
    expect(overall(m.overall, 'chain-at-range').verdict).toBe('worse');
    expect(overall(m.overall, 'double-closing').verdict).toBe('better');
    const chain = m.currency.get('chain-at-range')!;
    expect(chain.low).toBeLessThan(-0.8);
    expect(chain.high).toBeGreaterThan(-0.8);
    // 14.2.1 points of a grade, crack against average: 15 − 13 in a fr-f3-36, 29 − 24 in a fr-sol2-74
    expect(chain.pointsPerGrade).toEqual([
      { shipClass: 'fr-f3-36', points: 2 },
      { shipClass: 'fr-sol2-74', points: 5 },
    ]);
  });

  it('an interaction is reported where planted (chainshot by class), not where absent', () => {
    const truth = {
      doctrine: { 'chain-at-range': -0.4 },
      doctrineByClass: { 'fr-sol2-74': { 'chain-at-range': -1 } },
      grade: 1,
    };
    const { m } = model(ammunitionDesign(), 200, truth, 5);
    const shown = m.interactions.filter((i) => i.shown).map((i) => `${i.level} by ${i.by}`);
    expect(shown).toEqual(['chain-at-range by shipClass']);
    const byClass = m.interactions.find((i) => i.shown)!.rows;
    const [frigate, sol] = ['fr-f3-36', 'fr-sol2-74'].map((c) => byClass.find((r) => r.subgroup === c)!);
    expect(frigate.low).toBeLessThan(sigmoid(-0.4));
    expect(frigate.high).toBeGreaterThan(sigmoid(-0.4));
    expect(sol.low).toBeLessThan(sigmoid(-1.4));
    expect(sol.high).toBeGreaterThan(sigmoid(-1.4));
  });

  it('an unbalanced design: doubleshot only in the crack crew’s hands, no true effect — the model says none', () => {
    // role A (crack) fires roundshot or doubleshot, role B (average) roundshot only: the raw
    // "doubleshot against roundshot" share is the crew's edge
    const cells: SynthCell[] = ['round', 'double-closing'].map((a) => ({
      ammoA: a,
      ammoB: 'round',
      qualityA: 'crack',
      qualityB: 'average',
    }));
    const { agg, m } = model(cells, 1000, { grade: 1.4 }, 2);
    const raw = agg.doctrineMatrix!.find((r) => r.row === 'double-closing' && r.col === 'round')!;
    expect(raw.winShare).toBeGreaterThan(0.75);
    const d = overall(m.overall, 'double-closing');
    expect(d.low).toBeLessThan(0.5);
    expect(d.high).toBeGreaterThan(0.5);
  });

  it('a confounded design (doubleshot always with the crack crew) gets no estimate, and says why', () => {
    const cells: SynthCell[] = [{ ammoA: 'double-closing', ammoB: 'round', qualityA: 'crack', qualityB: 'average' }];
    const { agg, m } = model(cells, 400, { grade: 1.4 }, 9);
    expect(m.overall).toEqual([]);
    expect(m.confounded).toEqual([{ level: 'double-closing', with: ['crew quality'] }]);
    const a = answerQuestion(m, 'doctrine', 0.05, agg.decided / agg.games);
    expect(a.lines).toEqual([
      'Doubleshot instead of roundshot cannot be told apart from crew quality in this design: not estimated.',
    ]);
  });

  it('robust to the captain: a crew effect that differs by captain is not read as the doctrine differing', () => {
    // no doctrine has any effect; the crack crew (A) wins far more under greedy-raker than under mcts. Measured
    // against a crew effect shared by both captains, greedy-raker's chainshot cells (A wins ~90%) looked like a
    // gain and mcts's (A wins ~65%) like a loss: "the captains disagree", one of them "better".
    const cells = ['greedy-raker', 'mcts'].flatMap((captain) =>
      ['round', 'chain-at-range'].map((a) => ({
        ammoA: a,
        ammoB: 'round',
        qualityA: 'crack',
        qualityB: 'average',
        captain,
      })),
    );
    const { m } = model(cells, 1200, { gradeByCaptain: { 'greedy-raker': 2.2, mcts: 0.6 } }, 1);
    const split = m.interactions.find((i) => i.by === 'captain' && i.level === 'chain-at-range')!;
    expect(split.rows.map((r) => r.subgroup)).toEqual(['greedy-raker', 'mcts']);
    for (const r of split.rows) {
      expect(r.low).toBeLessThan(0.5);
      expect(r.high).toBeGreaterThan(0.5);
      expect(Math.abs(r.share - 0.5)).toBeLessThan(0.06);
    }
    expect(split.shown).toBe(false);
    expect(interactionSentence(split)).toMatch(/the captains agree/);
  });

  it('a crew effect that differs by ship class is not read as the doctrine depending on the class', () => {
    // role A fires each doctrine, role B roundshot (experiments/ammunition-captains.json's design, by class)
    const cells = ['fr-f3-36', 'fr-sol2-74'].flatMap((cls) =>
      DOCTRINES.map((a) => ({ ammoA: a, ammoB: 'round', qualityA: 'crack', qualityB: 'average', class: cls })),
    );
    const { m } = model(cells, 800, { gradeByClass: { 'fr-f3-36': 0.4, 'fr-sol2-74': 1.6 } }, 3);
    const byClass = m.interactions.filter((i) => i.by === 'shipClass');
    expect(byClass.map((i) => i.level)).toEqual(['double-closing', 'chain-at-range', 'grape-boarding']);
    for (const i of byClass) {
      expect(i.shown).toBe(false);
      for (const r of i.rows) expect(Math.abs(r.share - 0.5)).toBeLessThan(0.1);
    }
  });

  it('robust to the captain: agree when the effect is the same, disagree when it is not', () => {
    const cells = ['greedy-raker', 'mcts'].flatMap((captain) =>
      ['double-closing', 'chain-at-range'].map((a) => ({ ammoA: a, ammoB: 'round', captain })),
    );
    const same = model(cells, 600, { doctrine: { 'chain-at-range': -0.8 } }, 4).m;
    const agree = same.interactions.filter((i) => i.by === 'captain');
    expect(agree.map((i) => [i.level, i.shown])).toEqual([
      ['double-closing', false],
      ['chain-at-range', false],
    ]);
    const differ = model(cells, 600, { doctrineByCaptain: { mcts: { 'chain-at-range': -1 } } }, 4).m;
    const split = differ.interactions.find((i) => i.by === 'captain' && i.level === 'chain-at-range')!;
    expect(split.shown).toBe(true);
    expect(split.rows.map((r) => r.subgroup)).toEqual(['greedy-raker', 'mcts']);
    // the sentence gives both estimates, each captain's verdict, and agree / disagree
    expect(interactionSentence(split)).toMatch(
      /^Robust to the captain\? Chainshot instead of roundshot: [+−±]\d+\.\d percentage points \(.*\) with greedy-raker: [a-z ]+; −\d+\.\d \(.*\) with mcts: worse — the captains disagree: the effect depends on the captain \[adjusted model with the doctrine × the captain, Holm-adjusted p/,
    );
    expect(interactionSentence(agree[1])).toMatch(
      /with mcts: worse — the captains agree \(the difference is within chance\)/,
    );
  });
});
