/**
 * The value model's training (src/lab/train): the logistic fit recovers planted weights within their
 * standard errors and takes draws as half a win; self-play training gives the same model on 0, 1 and
 * 2 workers; the model file is checked against its schema and the feature names.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { captainRandom } from '../../src/index.js';
import { fitLogistic } from '../../src/lab/train/fit.js';
import { trainValueModel } from '../../src/lab/train/train.js';
import { FEATURE_COUNT, FEATURE_NAMES } from '../../bots/wsim/value/features.js';
import { BUILT_IN_VALUE_MODEL, checkValueModel, ValueModelError } from '../../bots/wsim/value/model.js';
import { removeTempDirs, tempDir, wsim } from './helpers.js';

afterAll(removeTempDirs);

describe('fitLogistic', () => {
  it('recovers planted weights within about two standard errors', () => {
    const random = captainRandom('fit', 'x');
    const truth = [1.5, -0.8, 0, 0.4];
    const n = 6000;
    const k = truth.length;
    const x = new Float64Array(n * k);
    const y = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      let z = 0;
      for (let j = 0; j < k; j++) {
        const v = 2 * random() - 1;
        x[i * k + j] = v;
        z += truth[j] * v;
      }
      const p = 1 / (1 + Math.exp(-z));
      y[i] = random() < p ? 1 : 0;
    }
    const fit = fitLogistic(x, y, k, { ridge: 1e-6, steps: 50, tolerance: 1e-10 });
    for (let j = 0; j < k; j++) expect(Math.abs(fit.weights[j] - truth[j])).toBeLessThan(3 * fit.errors[j] + 1e-9);
    expect(fit.errors.every((e) => e > 0 && e < 0.2)).toBe(true);
  });

  it('takes a draw as half a win: rows of ½ alone fit weights of zero', () => {
    const x = Float64Array.from([1, 0.5, -1, 0.25, 0.3, -0.7]);
    const y = Float64Array.from([0.5, 0.5, 0.5]);
    const fit = fitLogistic(x, y, 2);
    expect(fit.weights.every((w) => Math.abs(w) < 1e-9)).toBe(true);
  });
});

describe('wsim captain train', () => {
  const plan = {
    seed: 'train-test',
    games: 12,
    captains: ['greedy-raker'],
    scenarios: ['frigate-duel', 'squadron-action'],
    duelShare: 0.5,
    at: 'combat' as const,
  };
  it('gives the same model on 0, 1 and 2 workers', async () => {
    const options = { command: 'test', version: 'test' };
    const [m0, m1, m2] = [
      await trainValueModel(plan, { ...options, workers: 0 }),
      await trainValueModel(plan, { ...options, workers: 1 }),
      await trainValueModel(plan, { ...options, workers: 2 }),
    ];
    expect(m1).toEqual(m0);
    expect(m2).toEqual(m0);
    expect(m0.training.positions).toBeGreaterThan(50);
    expect(m0.training.holdout.positions).toBeGreaterThan(0);
    expect(checkValueModel(m0, 'trained')).toEqual(m0);
  }, 600_000);

  it('the command line writes the model with its version and the command that reproduces it', async () => {
    const dir = tempDir();
    const out = join(dir, 'model.json');
    const args = ['captain', 'train', '--games', '10', '--seed', 'cli', '--scenarios', 'frigate-duel'];
    const r = await wsim([...args, '--duels', '0', '--model-version', '7', '--out', out, '--workers', '0', '--quiet']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const model = JSON.parse(readFileSync(out, 'utf8'));
    expect(model.version).toBe('7'); // not the program's own --version (it printed the workbench's and wrote nothing)
    expect(model.training.command).toBe(
      'wsim captain train --games 10 --seed cli --captain "greedy-raker;line-keeper" --scenarios frigate-duel --duels 0 --at combat --model-version 7',
    );
    // the program's --version is not taken for the command's: refused, not answered with the workbench's version
    const old = await wsim([...args, '--version', '7', '--out', out]);
    expect(old.code).toBe(2);
    expect(old.stderr).toContain("unknown option '--version'");
  }, 120_000);
});

describe('the model file', () => {
  it('ships a fitted model of this version of the features', () => {
    expect(BUILT_IN_VALUE_MODEL.features).toEqual([...FEATURE_NAMES]);
    expect(BUILT_IN_VALUE_MODEL.training.games).toBeGreaterThan(0);
    expect(BUILT_IN_VALUE_MODEL.weights.some((w) => w !== 0)).toBe(true);
  });

  it('is refused in one line naming the file and the field', () => {
    const good = structuredClone(BUILT_IN_VALUE_MODEL);
    expect(() => checkValueModel({ ...good, weights: good.weights.slice(1) }, 'm.json')).toThrow(
      /^m\.json: weights: expected \d+ weights/,
    );
    expect(() => checkValueModel({ ...good, features: [...good.features].reverse() }, 'm.json')).toThrow(
      /^m\.json: features: expected \[material/,
    );
    expect(() => checkValueModel({ ...good, format: 2 }, 'm.json')).toThrow(ValueModelError);
    expect(() => checkValueModel({ ...good, extra: 1 }, 'm.json')).toThrow(/m\.json/);
    expect(FEATURE_COUNT).toBe(good.weights.length);
  });
});
