/**
 * Issue 27 kept the captain it started from as a spec: LEGACY_MCTS plays the games the default mcts of
 * 2026-11-25 played. The digests below were taken from that captain (the tree before the new
 * defaults) on these two games; the new default plays them differently. A change to the search that
 * alters the legacy captain's play fails here — update the digests only for a deliberate change, and
 * say so in the commit.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getScenario } from '../../src/index.js';
import { LEGACY_MCTS, createCaptain, playGame } from '../../bots/index.js';

function digest(spec: string, id: string, level: 'basic' | 'advanced'): string {
  const sc = getScenario(id);
  const [a, b] = sc.sides.map((s) => s.id);
  const r = playGame(
    sc,
    { [a]: createCaptain(`${spec},iterations=40,worlds=3`), [b]: createCaptain('greedy-raker') },
    { seed: 'legacy-1', rules: { level } },
  );
  return createHash('sha256')
    .update(JSON.stringify(r.record.turns) + JSON.stringify(r.state.result))
    .digest('hex')
    .slice(0, 16);
}

describe('LEGACY_MCTS', () => {
  it('plays the games of the mcts captain of 2026-11-25', () => {
    expect(digest(LEGACY_MCTS, 'frigate-duel', 'advanced')).toBe('51249f966834cf7d');
    expect(digest(LEGACY_MCTS, 'squadron-action', 'basic')).toBe('82ad3609512edec8');
  });

  it('is not the default any more', () => {
    expect(digest('mcts:potential=0.6', 'frigate-duel', 'advanced')).not.toBe('51249f966834cf7d');
  });
});
