/** `wsim play` around the session: piped lines, end of input, quitting, SIGHUP, option mistakes. */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PassThrough } from 'node:stream';
import { Command } from 'commander';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerPlay } from '../../src/cli/commands/play.js';
import { PlaySession, readSave, runInTerminal } from '../../src/play/index.js';
import { fixture, fixturePath } from './helpers.js';

const ROOT = resolve(import.meta.dirname, '../..');

/** Run a session in a piped "terminal" fed with `lines`; returns how it ended and what it printed. */
async function piped(session: PlaySession, lines: string): Promise<{ end: string; out: string }> {
  const input = new PassThrough();
  const output = new PassThrough();
  let out = '';
  output.on('data', (d) => (out += d));
  const running = runInTerminal(session, { input, output, terminal: false, signals: false });
  input.end(lines);
  return { end: await running, out };
}

describe('wsim play (piped)', () => {
  it('answers every line, saves when the input ends, and resumes', async () => {
    const save = join(mkdtempSync(join(tmpdir(), 'wsim-cli-')), 'p.json');
    const s = PlaySession.start(
      { scenario: fixture('small-duel'), seed: '3', human: 'british', captain: 'scripted' },
      { savePath: save },
    );
    const r = await piped(s, 'hlep\nL9\nwhatever you say\n3\ndone\nfire L\n');
    expect(r.end).toBe('closed');
    expect(r.out).toContain('[T1 movement] B1> hlep\nUnknown command "hlep". Did you mean "help"?');
    expect(r.out).toContain('[T1 movement] B1> L9\nL9: illegal');
    expect(r.out).toContain('[T1 movement] B1> whatever you say\nUnknown command "whatever"');
    expect(r.out).toMatch(/B1> fire L\n(left broadside fires at|.*order of the)/);
    expect(r.out).toContain(`Input closed — the game is saved in ${save}`);
    expect(readSave(save).turn).not.toBeNull();

    const again = await piped(
      PlaySession.resume(readSave(save), { savePath: save }, save),
      'orders\nquit\nthis line is never read\n',
    );
    expect(again.end).toBe('quit');
    expect(again.out).toContain(`Resumed ${save} at turn 1`);
    expect(again.out).toContain(`Leaving the game. Saved to ${save}`);
    expect(again.out).not.toContain('this line is never read\n');
  });

  it('a real process saves and leaves cleanly when the terminal hangs up (SIGHUP)', async () => {
    const save = join(mkdtempSync(join(tmpdir(), 'wsim-cli-')), 'h.json');
    const child = spawn(
      'node',
      ['bin/wsim.js', 'play', fixturePath('small-duel'), '--captain', 'scripted', '--seed', '4', '--save', save],
      { cwd: ROOT },
    );
    let out = '';
    let step = 0;
    child.stdout.on('data', (d) => {
      out += d;
      if (step === 0 && out.includes('[T1 movement] B1> ')) {
        step = 1;
        child.stdin.write('2\n');
      } else if (step === 1 && out.includes('B1 plots 2')) {
        step = 2;
        child.kill('SIGHUP');
      }
    });
    const code = await new Promise((done) => child.on('close', done));
    expect(code).toBe(0);
    expect(out).toContain(`Terminal closed — the game is saved in ${save}`);
    expect(readSave(save).turn?.draft).toEqual({ amazon: { plot: '2' } });
  });
});

describe('wsim play options', () => {
  afterEach(() => {
    process.exitCode = undefined;
    vi.restoreAllMocks();
  });

  async function mistake(...args: string[]): Promise<string> {
    const err: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((t) => err.push(String(t)) > 0);
    const program = new Command().exitOverride();
    registerPlay(program);
    await program.parseAsync(['play', ...args], { from: 'user' });
    expect(process.exitCode).toBe(2);
    expect(err.join('').trim().split('\n')).toHaveLength(1);
    return err.join('');
  }

  it('reports each mistake in one line with exit code 2', async () => {
    expect(await mistake(fixturePath('small-duel'), '--side', 'pirates')).toMatch(
      /^wsim: --side: expected one of british \(Great Britain\), french \(France\) \(got "pirates"\)/,
    );
    expect(await mistake('--resume', '/nonexistent/save.json')).toContain(
      '/nonexistent/save.json: cannot read the file (no such file)',
    );
    expect(await mistake('--resume', 'x.json', '--seed', '3')).toContain('drop --seed');
    expect(await mistake(fixturePath('small-duel'), '--captain', 'nobody')).toMatch(
      /--captain: unknown captain "nobody"/,
    );
    expect(await mistake('no-such-scenario')).toContain('not a built-in scenario');
    // a mistyped id: the nearest ids, not the whole list (issue 29)
    const typo = await mistake('frigate-dual');
    expect(typo).toMatch(
      /^wsim: frigate-dual: not a built-in scenario nor a \.json file — did you mean "frigate-duel"/,
    );
    expect(typo).not.toContain('squadron-action');
    const dir = mkdtempSync(join(tmpdir(), 'wsim-cli-'));
    const game = PlaySession.start(
      { scenario: fixture('small-duel'), seed: '1', human: 'british', captain: 'scripted' },
      { savePath: join(dir, 'ok.json') },
    );
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ ...game.toSave(), human: 'pirates' }));
    expect(await mistake('--resume', bad)).toContain(`${bad}: human: "pirates" is not a side`);
    writeFileSync(bad, JSON.stringify({ ...game.toSave(), captain: 'nobody' }));
    expect(await mistake('--resume', bad)).toContain(`${bad}: captain: unknown captain "nobody"`);
    writeFileSync(bad, '{"format": "wsim-play/1"');
    expect(await mistake('--resume', bad)).toContain('not valid JSON');
    expect(await mistake(fixturePath('small-duel'), '--rules', 'expert')).toContain('--rules');
  });
});

describe('a fixed --seed never overwrites an unfinished save (issue 13 item 11)', () => {
  it('the unfinished save is kept, its resume command shown, and the new game saves beside it', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'wsim-seed-'));
    const first = join(cwd, '.wsim', 'play-small-duel-5.json');
    const s = PlaySession.start(
      { scenario: fixture('small-duel'), seed: '5', human: 'british', captain: 'scripted' },
      { savePath: first },
    );
    s.save();
    const before = readFileSync(first, 'utf8');
    const child = spawn(
      process.execPath,
      [join(ROOT, 'bin/wsim.js'), 'play', fixturePath('small-duel'), '--seed', '5', '--captain', 'scripted'],
      { cwd, stdio: ['pipe', 'pipe', 'pipe'] },
    );
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    child.stdout.on('data', () => undefined);
    child.stdin.end();
    expect(await new Promise((done) => child.on('close', done))).toBe(0);
    expect(readFileSync(first, 'utf8')).toBe(before);
    expect(err).toContain(
      // the command as this wsim was run (from another folder: the script's own path), so it runs as shown
      `an unfinished game of this scenario and seed is saved in .wsim/play-small-duel-5.json (continue it with: node ${join(ROOT, 'bin/wsim.js')} play --resume .wsim/play-small-duel-5.json); this new game saves to .wsim/play-small-duel-5-2.json`,
    );
    expect(existsSync(join(cwd, '.wsim', 'play-small-duel-5-2.json'))).toBe(true);
  });
});
