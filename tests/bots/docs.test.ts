/** The README example captain ("Writing your own captain") is the one in bots/examples and it plays. */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { getScenario } from '../../src/api/wsim.js';
import { createCaptain, playGame } from '../../bots/index.js';
import '../../bots/examples/broadside.js';

describe('docs/captains.md and the README', () => {
  it('show bots/examples/broadside.ts verbatim', () => {
    const example = readFileSync(new URL('../../bots/examples/broadside.ts', import.meta.url), 'utf8').trimEnd();
    for (const file of ['../../docs/captains.md', '../../README.md']) {
      expect(readFileSync(new URL(file, import.meta.url), 'utf8')).toContain(example);
    }
  });

  it('the example captain is registered with its option and plays legal plots', () => {
    const scenario = getScenario('frigate-duel');
    const { state, events } = playGame(
      scenario,
      { british: createCaptain('broadside:range=3'), french: createCaptain('random') },
      { seed: 'doc', keepEvents: true },
    );
    expect(state.result).not.toBeNull();
    expect(events.filter((e) => e.type === 'plot' && !e.legal)).toEqual([]);
    expect(events.some((e) => e.type === 'broadside' && e.ship === 'amazon')).toBe(true);
  });
});
