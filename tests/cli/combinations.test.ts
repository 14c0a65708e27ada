/** Issue 32 item 3: an option that has no effect in the combination given is refused with the reason, never ignored. */
import { describe, expect, it } from 'vitest';
import { TINY, wsim } from '../lab/helpers.js';

const M = '--allow-modules';
/** a game of the tiny experiment */
const GAME = 'class=fr-f3-36;qualityA=crack;captainA=scripted;captainB=scripted#0';

/** exit 2, one line naming the idle option and why it has no effect, nothing played or written */
async function refused(args: string[], ...parts: string[]): Promise<void> {
  const r = await wsim(args);
  expect(r.stderr.trim().split('\n'), r.stderr).toHaveLength(1);
  expect(r.code).toBe(2);
  for (const p of parts) expect(r.stderr).toContain(p);
  expect(r.stdout).toBe('');
}

describe('sim --game plays one game: the options of a run are refused with it', () => {
  it('--shard, and --resume --overwrite (refused without --game too)', async () => {
    await refused(['sim', TINY, M, '--game', GAME, '--shard', '1/2'], '--shard has no effect with it', '--game');
    await refused(['sim', TINY, M, '--game', GAME, '--resume', '--overwrite'], '--resume has no effect with it');
    await refused(['sim', TINY, M, '--resume', '--overwrite'], '--resume and --overwrite: choose one');
  });
  it('--out, --workers, --batch-size, --game-seconds, --quiet and --json likewise', async () => {
    for (const extra of [
      ['--out', 'x.jsonl'],
      ['--workers', '2'],
      ['--batch-size', '4'],
      ['--game-seconds', '5'],
      ['--quiet'],
      ['--json'],
    ])
      await refused(['sim', TINY, M, '--game', GAME, ...extra], `${extra[0]} has no effect with it`);
  });
  it('--game alone still plays the game and prints its row', async () => {
    const r = await wsim(['sim', TINY, M, '--game', GAME]);
    expect([0, 1]).toContain(r.code);
    expect(JSON.parse(r.stdout)).toMatchObject({ gameId: GAME });
  });
});

describe('the other commands (the audit)', () => {
  it('merge --allow-modules without --experiment', async () => {
    await refused(['merge', TINY, '--out', 'never.jsonl', M], '--allow-modules needs --experiment');
  });
  it('replay --json with --quiet', async () => {
    await refused(['replay', 'any.json', '--json', '--quiet'], '--quiet has no effect with it');
  });
  it('ladder --iterations or --budget-ms with no searching captain, both at once, or over a spec that sets its own', async () => {
    await refused(
      ['ladder', '--captains', 'random,classic', '--iterations', '50'],
      '--iterations: none of the captains (random, classic) searches',
    );
    await refused(['ladder', '--captains', 'random,mcts', '--budget-ms', '10', '--iterations', '50'], 'choose one');
    await refused(
      ['ladder', '--captains', 'random,mcts:iterations=20', '--iterations', '50'],
      'replace the budget the captain spec "mcts:iterations=20" sets',
    );
  });
});
