/**
 * SPSA (src/lab/tune/spsa.ts): fishtest's gain schedule, the update's direction, the bounds, the
 * parameter syntax; and on a noisy synthetic objective with a known optimum the run converges to it.
 */
import { describe, expect, it } from 'vitest';
import { captainRandom } from '../../src/index.js';
import { gains, parseSpsaParam, perturbation, perturbed, update, type SpsaParam } from '../../src/lab/tune/spsa.js';

const P: SpsaParam = { name: 'x', start: 0.3, min: 0, max: 1, cEnd: 0.05, rEnd: 0.002 };

describe('SPSA', () => {
  it('ends its schedule at c_end, and both gains decrease', () => {
    const n = 500;
    expect(gains(P, n - 1, n).c).toBeCloseTo(P.cEnd * Math.pow(n / n, 0.101), 6);
    expect(gains(P, 0, n).c).toBeGreaterThan(gains(P, n - 1, n).c);
    expect(gains(P, 0, n).a).toBeGreaterThan(gains(P, n - 1, n).a);
    // fishtest: a_N / c_N^2 = r_end
    const end = gains(P, n - 1, n);
    expect(end.a / end.c ** 2).toBeCloseTo(P.rEnd, 6);
  });

  it('moves towards the perturbation that scored better, within the bounds', () => {
    const up = update([P], [0.3], [1], 4, 0, 100);
    const down = update([P], [0.3], [1], -4, 0, 100);
    expect(up[0]).toBeGreaterThan(0.3);
    expect(down[0]).toBeLessThan(0.3);
    expect(update([P], [0.99], [1], 1e6, 0, 100)[0]).toBe(1);
    const { plus, minus } = perturbed([P], [0.3], [-1], 0, 100);
    expect(plus[0]).toBeLessThan(0.3);
    expect(minus[0]).toBeGreaterThan(0.3);
  });

  it('converges on a noisy objective with a known maximum', () => {
    // two captains' match result ~ the difference of a concave strength with its peak at (0.7, 0.2)
    const params: SpsaParam[] = [
      { name: 'a', start: 0.2, min: 0, max: 1, cEnd: 0.05, rEnd: 0.02 },
      { name: 'b', start: 0.8, min: 0, max: 1, cEnd: 0.05, rEnd: 0.02 },
    ];
    const strength = (t: number[]) => -((t[0] - 0.7) ** 2) - (t[1] - 0.2) ** 2;
    const random = captainRandom('spsa-test', 'x');
    const steps = 3000;
    let theta = params.map((p) => p.start);
    for (let k = 0; k < steps; k++) {
      const delta = perturbation(2, random);
      const { plus, minus } = perturbed(params, theta, delta, k, steps);
      // 8 games: each won by + with probability ½ + 4 (strength difference), clipped
      const p = Math.min(1, Math.max(0, 0.5 + 4 * (strength(plus) - strength(minus))));
      let result = 0;
      for (let g = 0; g < 8; g++) result += random() < p ? 1 : -1;
      theta = update(params, theta, delta, result, k, steps);
    }
    expect(theta[0]).toBeGreaterThan(0.6);
    expect(theta[0]).toBeLessThan(0.8);
    expect(theta[1]).toBeGreaterThan(0.1);
    expect(theta[1]).toBeLessThan(0.3);
  });

  it('reads name=start/min/max/cEnd[/rEnd] and names what is wrong', () => {
    expect(parseSpsaParam('potential=0.3/0/1.5/0.1')).toEqual({
      name: 'potential',
      start: 0.3,
      min: 0,
      max: 1.5,
      cEnd: 0.1,
      rEnd: 0.002,
    });
    expect(parseSpsaParam('c=0.6/0.1/2/0.1/0.01').rEnd).toBe(0.01);
    expect(() => parseSpsaParam('potential=0.3/0/1.5')).toThrow(/expected name=start\/min\/max\/cEnd/);
    expect(() => parseSpsaParam('potential=2/0/1.5/0.1')).toThrow(/not within 0..1.5/);
    expect(() => parseSpsaParam('=0.3/0/1/0.1')).toThrow(/expected/);
    expect(() => parseSpsaParam('x=a/0/1/0.1')).toThrow(/numbers/);
  });
});
