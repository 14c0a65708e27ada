/** The words of one doctrine's verdict (src/report/answer.ts): a real but small effect is named as small. */
import { describe, expect, it } from 'vitest';
import { effectSentence } from '../../src/report/answer.js';
import type { EffectRow } from '../../src/report/effects.js';

const row = (share: number, low: number, high: number, verdict: EffectRow['verdict']): EffectRow => ({
  attr: 'doctrine',
  level: 'double-closing',
  baseline: 'round',
  by: 'all',
  subgroup: 'all',
  logOdds: 0,
  se: 0,
  share,
  low,
  high,
  verdict,
  decided: 9553,
  moreDecided: 0,
});

describe('effectSentence: the verdict of a doctrine against roundshot', () => {
  it('a gain whose whole interval lies within the margin pays off, but little', () => {
    const s = effectSentence(row(0.518, 0.501, 0.536, 'better'), 0.05, 0.67);
    expect(s).toContain('+1.8 percentage points of win chance (95% interval +0.1 to +3.6)');
    expect(s).toContain('— it pays off, but little (the gain is within ±5 points).');
  });
  it('a gain reaching past the margin pays off, plainly', () => {
    expect(effectSentence(row(0.56, 0.53, 0.59, 'better'), 0.05, 0.67)).toContain('— it pays off.');
  });
  it('a small loss and a large one', () => {
    expect(effectSentence(row(0.48, 0.46, 0.495, 'worse'), 0.05, 0.67)).toContain(
      '— it does not pay off: roundshot is better, by little (within ±5 points).',
    );
    expect(effectSentence(row(0.22, 0.206, 0.235, 'worse'), 0.05, 0.67)).toContain(
      '— it does not pay off: roundshot is better.',
    );
  });
  it('no difference within the margin, and too few games', () => {
    expect(effectSentence(row(0.515, 0.498, 0.532, 'equivalent'), 0.05, 0.67)).toContain(
      '— no clear difference (within ±5 points): it does not pay off.',
    );
    expect(effectSentence({ ...row(0.52, 0.4, 0.64, 'undecided'), moreDecided: 300 }, 0.05, 0.67)).toContain(
      'too close to call',
    );
  });
});
