/** The turn shown in the README and docs/play.md, and the captain's reasons in docs/play.md, are what `wsim play` prints today for the same input. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const INPUT = [
  '3',
  'done',
  '2',
  'done',
  '1L',
  'legal',
  '1L1',
  'done',
  'log F1',
  'fire R F1 rigging',
  'fire R F1 hull',
  'done',
  'done',
  'quit',
];

/** `wsim play frigate-duel --captain greedy-raker --side british --seed 12` fed with these lines. */
function play(input: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'wsim-doc-'));
  try {
    return execFileSync(
      'node',
      [
        join(ROOT, 'bin/wsim.js'),
        'play',
        'frigate-duel',
        '--captain',
        'greedy-raker',
        '--side',
        'british',
        '--seed',
        '12',
      ],
      { cwd: dir, input: input.join('\n') + '\n', encoding: 'utf8' },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the captured turn in the docs', () => {
  it('matches a fresh game with the same seed, captain and input', () => {
    const out = play(INPUT);
    const lines = out.split('\n');
    const from = lines.indexOf('— Turn 3: movement notation (7.0, 20.0) —');
    const to = lines.indexOf('— Turn 4 —');
    expect(from).toBeGreaterThan(0);
    expect(to).toBeGreaterThan(from);
    const turn = lines.slice(from, to).join('\n').trimEnd();
    for (const doc of ['README.md', 'docs/play.md']) expect(readFileSync(join(ROOT, doc), 'utf8')).toContain(turn);
  });

  it("the captain's reasons after turn 1 (why) are what docs/play.md shows", () => {
    const lines = play(['3', 'done', 'why', 'quit']).split('\n');
    const from = lines.findIndex((l) => l.endsWith('> why'));
    const to = lines.findIndex((l, i) => i > from && l.endsWith('> quit'));
    expect(from).toBeGreaterThan(0);
    const why = lines.slice(from, to).join('\n');
    expect(why).toContain("Turn 1: the greedy-raker captain's decision");
    expect(readFileSync(join(ROOT, 'docs/play.md'), 'utf8')).toContain(why);
  });
});
