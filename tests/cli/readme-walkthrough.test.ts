/**
 * The README's walkthrough for scenario designers, run as written: the commands of the ```sh block
 * under "For scenario designers" are taken from README.md and run one after another by bash in an
 * empty folder. Every command must succeed and every file it names must exist once it has run — a
 * README that names a file the tool does not write fails here. To keep it quick the `balance`
 * commands get a cheap captain and few games appended (the same options for every balance command:
 * the walkthrough's own options are kept, later ones win).
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, removeTempDirs, tempDir } from '../lab/helpers.js';

afterAll(removeTempDirs);

/** Appended to every `balance` command of the walkthrough: a quick captain, few games per measurement. */
const QUICK = ['--captain', 'classic', '--games', '20', '--quiet'];

/** The commands of the sh block under the heading, comments dropped. */
function walkthrough(readme: string, heading: string): string[] {
  const at = readme.indexOf(`## ${heading}`);
  if (at < 0) throw new Error(`README.md has no section "${heading}"`);
  const block = /```sh\n([\s\S]*?)```/.exec(readme.slice(at));
  if (!block) throw new Error(`the section "${heading}" has no sh block`);
  return block[1]
    .split('\n')
    .map((line) => line.replace(/\s+#\s.*$/, '').trim())
    .filter(Boolean);
}

/** The files a command names: its words ending in .json (a `*` matches any run of characters in a name). */
function filesNamed(command: string, cwd: string): { word: string; matches: string[] }[] {
  return command
    .split(/\s+/)
    .filter((w) => /\.json$/.test(w))
    .map((word) => {
      if (!word.includes('*')) return { word, matches: existsSync(join(cwd, word)) ? [word] : [] };
      const dir = dirname(word);
      const name = new RegExp(
        `^${word
          .slice(dir.length + 1)
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replace(/\*/g, '.*')}$`,
      );
      const found = existsSync(join(cwd, dir)) ? readdirSync(join(cwd, dir)).filter((f) => name.test(f)) : [];
      return { word, matches: found.map((f) => join(dir, f)) };
    });
}

describe('the README walkthrough for scenario designers', () => {
  it('runs as written, and every file it names is written', async () => {
    const commands = walkthrough(readFileSync(join(ROOT, 'README.md'), 'utf8'), 'For scenario designers');
    expect(commands.length).toBeGreaterThanOrEqual(5);
    expect(commands.filter((c) => / balance /.test(c)).length).toBeGreaterThanOrEqual(2);
    const cwd = tempDir();
    for (const command of commands) {
      expect(command, 'each command runs the workbench').toMatch(/^node bin\/wsim\.js /);
      const [line, redirect] = command.split(/\s>\s/);
      const run =
        line.replace(/^node bin\/wsim\.js/, `"${process.execPath}" "${join(ROOT, 'bin/wsim.js')}"`) +
        (/ balance /.test(command) ? ` ${QUICK.join(' ')}` : '') +
        (redirect ? ` > ${redirect}` : '');
      const r = await promisify(execFile)('bash', ['-c', run], { cwd, maxBuffer: 64 << 20 }).then(
        (x) => ({ code: 0, stderr: x.stderr }),
        (e: { code?: number; stderr?: string }) => ({ code: e.code ?? -1, stderr: e.stderr ?? '' }),
      );
      expect(r.code, `${command}\n${r.stderr}`).toBe(0);
      for (const f of filesNamed(command, cwd))
        expect(f.matches, `"${command}" names ${f.word}: exactly one such file must exist`).toHaveLength(1);
    }
  }, 300_000);
});
