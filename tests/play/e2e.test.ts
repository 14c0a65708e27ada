/**
 * End to end through a real pseudo-terminal: `wsim play` runs in a detached tmux session against
 * the greedy-raker captain; the test types like a player (typos, an illegal plot, orders in every
 * phase), closes the terminal in the middle of a turn, resumes the saved game, plays it to the end
 * and replays the exported record.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixturePath } from './helpers.js';

const ROOT = resolve(import.meta.dirname, '../..');
const SOCKET = `wsim-e2e-${process.pid}`;
const PROMPT = /^\[T(\d+) (\w+)[^\]]*\] \S*> /gm;

function tmux(...args: string[]): string {
  return execFileSync('tmux', ['-L', SOCKET, ...args], { encoding: 'utf8' });
}

function screen(): string {
  return tmux('capture-pane', '-p', '-J', '-S', '-', '-t', 'play');
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(test: (text: string) => boolean, what: string, ms = 40_000): Promise<string> {
  const until = Date.now() + ms;
  for (;;) {
    const text = screen();
    if (test(text)) return text;
    if (Date.now() > until)
      throw new Error(`timed out waiting for ${what}; screen ends:\n${text.split('\n').slice(-25).join('\n')}`);
    await sleep(100);
  }
}

function prompts(text: string): RegExpExecArray[] {
  return [...text.matchAll(PROMPT)];
}

/** Start a terminal (`columns` wide) running a shell, and type the command line into it. */
async function launch(command: string, columns = 100): Promise<void> {
  try {
    tmux('kill-server'); // a terminal left by a test that failed
  } catch {
    // none
  }
  // a server just killed may still be going away: try again a few times
  for (let attempt = 0; ; attempt++) {
    try {
      tmux(
        '-f',
        '/dev/null',
        'new-session',
        '-d',
        '-s',
        'play',
        '-x',
        String(columns),
        '-y',
        '50',
        'bash --norc --noprofile',
      );
      break;
    } catch (e) {
      if (attempt >= 10) throw e;
      await sleep(300);
    }
  }
  tmux('set-option', '-g', 'history-limit', '100000');
  tmux('send-keys', '-t', 'play', `cd ${ROOT} && ${command}; echo EXITED $?`, 'Enter');
  await waitFor((t) => prompts(t).length > 0, 'the first prompt');
}

/** Type a line; wait for the next prompt (or the end). Returns what was printed after the line. */
async function type(line: string, endOk = false): Promise<string> {
  const before = prompts(screen()).length;
  tmux('send-keys', '-t', 'play', '-l', line);
  tmux('send-keys', '-t', 'play', 'Enter');
  const text = await waitFor(
    (t) => prompts(t).length > before || (endOk && /EXITED \d+/.test(t)),
    `an answer to "${line}"`,
  );
  const all = prompts(text);
  const last = all[before - 1];
  return text.slice(last ? last.index : 0);
}

function stage(): { turn: number; stage: string } {
  const all = prompts(screen());
  const m = all[all.length - 1];
  return { turn: Number(m[1]), stage: m[2] };
}

function answer(stageName: string): string {
  if (stageName === 'movement') return '1; done';
  if (stageName === 'combat') return 'fire both; done';
  return 'done';
}

/** Answer every prompt until the game ends. */
async function playToEnd(): Promise<string> {
  for (let i = 0; i < 80; i++) {
    const { stage: st } = stage();
    let out = await type(answer(st), true);
    if (/illegal/.test(out)) out = await type('0; done', true);
    if (/EXITED \d+/.test(screen())) return screen();
  }
  throw new Error('the game did not end');
}

afterAll(() => {
  try {
    tmux('kill-server');
  } catch {
    // already gone
  }
});

describe('wsim play in a terminal', () => {
  it('plays against greedy-raker through typos and an illegal plot, survives a closed terminal, resumes and finishes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wsim-e2e-'));
    const save = join(dir, 'game.json');
    await launch(
      `node bin/wsim.js play ${fixturePath('small-duel')} --captain greedy-raker --side british --seed 5 --save ${save}`,
    );
    expect(screen().replace(/\s+/g, ' ')).toContain(
      'against the seasoned captain (greedy-raker; strength not measured yet)',
    );
    expect(stage()).toEqual({ turn: 1, stage: 'movement' });

    expect(await type('hlep')).toContain('Did you mean "help"?');
    expect(await type('3x')).toMatch(/unexpected "x"/);
    const illegal = await type('L9');
    expect(illegal).toContain('L9: illegal');
    expect(illegal).toContain('legal plots');
    expect(await type('legal')).toMatch(/\d+ legal plots for HMS Amazon/);
    expect(await type('fire L')).toContain('order of the combat phase');
    expect(await type('3; done')).toMatch(/Hermione \[F1\] plots/);

    // on to the movement prompt of turn 2, answering whatever comes
    while (!(stage().turn === 2 && stage().stage === 'movement')) await type(answer(stage().stage));
    expect(await type('2')).toContain('B1 plots 2');
    tmux('kill-server'); // the terminal goes away: SIGHUP
    await sleep(300);
    const deadline = Date.now() + 10_000;
    while (!existsSync(save) && Date.now() < deadline) await sleep(100);
    const saved = JSON.parse(readFileSync(save, 'utf8'));
    expect(saved.turn.turn).toBe(2);
    expect(saved.turn.stage).toBe('movement');
    expect(saved.turn.draft.amazon.plot).toBe('2');

    await launch(`node bin/wsim.js play --resume ${save}`);
    const resumed = screen();
    expect(resumed).toContain(`Resumed ${save} at turn 2`);
    expect(resumed).toMatch(/Orders written before the save:\s+HMS Amazon \[B1\]: plot 2/);
    expect(await type('done')).toMatch(/HMS Amazon \[B1\] plots 2/);
    const end = await playToEnd();
    expect(end).toContain('GAME OVER');
    expect(end).toContain('EXITED 0');
    const recordFile = join(dir, 'game.record.json');
    // the replay command as this wsim was run, so that it runs as shown
    expect(end.replace(/\s+/g, ' ')).toContain(`replay it with: node bin/wsim.js replay ${recordFile}`);

    const replayed = JSON.parse(
      execFileSync('bash', ['-c', `node bin/wsim.js replay ${recordFile} --json`], { cwd: ROOT, encoding: 'utf8' }),
    );
    const record = JSON.parse(readFileSync(recordFile, 'utf8'));
    expect(replayed.outcome.over).toBe(true);
    expect(replayed.outcome.winner).toBe(record.result.winner);
    expect(record.players).toEqual({ british: 'human', french: 'greedy-raker' });
  }, 120_000);

  it("follows the terminal's width, lists only the orders in force, and prints a resume command that runs as shown", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wsim-e2e-'));
    const save = join(dir, 'wide.json');
    await launch(`node bin/wsim.js play frigate-duel --captain seasoned --seed 7 --save ${save}`, 200);
    // a 200-column terminal: the header's long line is not wrapped at 80 (no --width given)
    const header = screen()
      .split('\n')
      .find((l) => l.startsWith('You command'))!;
    expect(header).toBe(
      'You command Great Britain (HMS Amazon [B1]) against the seasoned captain (greedy-raker; strength not measured yet).',
    );
    // the Basic Game: help lists no Advanced order
    const help = await type('help');
    expect(help).toContain('plot <plot>');
    for (const word of ['sail <', 'anchor <', 'repair <']) expect(help).not.toContain(word);
    // narrowed to 90 columns: the text follows (a long answer wraps at 90, continued indented)
    tmux('resize-window', '-t', 'play', '-x', '90');
    await sleep(300);
    const long = await type(`${'x'.repeat(70)} ${'y'.repeat(30)}`);
    const lines = long.split('\n').filter((l) => l.includes('xxxx') || l.includes('yyyy') || l.startsWith('    '));
    expect(lines.some((l) => /^ {4}\S/.test(l))).toBe(true);
    for (const l of long.split('\n').slice(1)) expect(l.length).toBeLessThanOrEqual(90); // after the typed line
    // quit: the resume command shown runs as shown
    const left = await type('quit', true);
    const command = /resume with: (node bin\/wsim\.js play --resume \S+)/.exec(left.replace(/\s+/g, ' '))![1];
    expect(command).toBe(`node bin/wsim.js play --resume ${save}`);
    tmux('kill-server');
    await launch(command);
    expect(screen()).toContain(`Resumed ${save} at turn 1`);
    expect(screen()).toContain('against the seasoned captain');
    await type('quit', true);
  }, 120_000);
});
