/**
 * Issue 27 kept the captain it started from as a spec: LEGACY_MCTS plays the games the default mcts of
 * 2026-11-25 played. The digests below were taken from that captain (the tree before the new
 * defaults) on these two games; the new default plays them differently. A change to the search that
 * alters the legacy captain's play fails here — update the digests only for a deliberate change, and
 * say so in the commit.
 */
import { describe, expect, it } from 'vitest';
import { LEGACY_MCTS } from '../../bots/index.js';
import { gameDigest } from './fixtures/gameDigest.js';

/** The digest of a game of `spec` with a small budget against greedy-raker. */
const digest = (spec: string, id: string, level: 'basic' | 'advanced') =>
  gameDigest(`${spec},iterations=40,worlds=3`, id, level, 'legacy-1');

describe('LEGACY_MCTS', () => {
  it('plays the games of the mcts captain of 2026-11-25', () => {
    expect(digest(LEGACY_MCTS, 'frigate-duel', 'advanced')).toBe('51249f966834cf7d');
    expect(digest(LEGACY_MCTS, 'squadron-action', 'basic')).toBe('82ad3609512edec8');
  });

  it('is not the default any more', () => {
    expect(digest('mcts:potential=0.6', 'frigate-duel', 'advanced')).not.toBe('51249f966834cf7d');
  });
});
