/**
 * Issue 32 item 4: a binary or non-UTF-8 file (scenario, experiment, record, save, results file) is one
 * line of error, whatever its bytes: what the message quotes is escaped (no control character, no
 * U+FFFD for a byte that is not UTF-8, no raw byte). The same for a valid JSON file whose field names
 * or values carry control characters.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTempDirs, tempDir, wsim } from '../lab/helpers.js';

let dir: string;
afterAll(removeTempDirs);

/** Deterministic "random" bytes (a hash chain), so that the test is the same on every run. */
function noise(n: number, seed: string): Buffer {
  const out: Buffer[] = [];
  let h = Buffer.from(seed);
  for (let len = 0; len < n; len += 32) out.push((h = createHash('sha256').update(h).digest()));
  return Buffer.concat(out).subarray(0, n);
}

/** Binary content of every kind a message could quote: NUL, ESC and a colour code, a CR and an LF, bytes that are not UTF-8. */
const BINARIES: Record<string, Buffer> = {
  'leading bytes': Buffer.concat([
    Buffer.from([0, 1, 0xff, 0xfe, 13, 10, 0x1b]),
    Buffer.from('[31mred'),
    noise(200, 'a'),
  ]),
  'a JSON string broken by raw bytes': Buffer.concat([
    Buffer.from('{"id": "ab'),
    Buffer.from([0xc3, 0x28, 13, 0x80, 10, 0]),
    noise(64, 'b'),
  ]),
  'random bytes': noise(512, 'd'),
};

/** What a terminal would act on (control characters, line separators) and the replacement character of a byte that is not UTF-8. */
// eslint-disable-next-line no-control-regex -- the very characters the messages must not carry
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\ufffd]/;

/** Standard error as `lines` whole lines, none carrying anything a terminal would act on nor a replacement character. */
function cleanLines(r: { code: number; stderr: string }, lines: number, what: string): void {
  expect(r.code, what).toBe(2);
  expect(r.stderr.endsWith('\n'), what).toBe(true);
  const got = r.stderr.slice(0, -1).split('\n');
  expect(got, what).toHaveLength(lines);
  for (const line of got) expect(line, what).not.toMatch(UNSAFE);
  expect(r.stderr).not.toMatch(/^\s+at /m);
}

/** The commands reading each kind of file. */
const READERS: [string, (file: string) => string[]][] = [
  ['scenario (validate)', (f) => ['scenario', 'validate', f]],
  ['scenario (demo)', (f) => ['demo', '--scenario', f]],
  ['experiment (sim)', (f) => ['sim', f]],
  ['record (replay)', (f) => ['replay', f]],
  ['save (play --resume)', (f) => ['play', '--resume', f]],
  ['results file (export)', (f) => ['export', f, '--csv', join(dir, 'never.csv')]],
  ['results file (merge)', (f) => ['merge', f, '--out', join(dir, 'never.jsonl')]],
  ['results file (report)', (f) => ['report', f, '--out', join(dir, 'never-report'), '--no-svg']],
];

beforeAll(() => {
  dir = tempDir();
});

describe('a binary file is one escaped line for every kind of file', () => {
  for (const [name, bytes] of Object.entries(BINARIES)) {
    it(name, async () => {
      const file = join(dir, `${name.replace(/\W+/g, '-')}.json`);
      writeFileSync(file, bytes);
      for (const [what, args] of READERS) {
        const r = await wsim(args(file));
        // one line of error (scenario validate adds its count of errors)
        cleanLines(r, what === 'scenario (validate)' ? 2 : 1, `${what}: ${JSON.stringify(r.stderr)}`);
      }
    });
  }
  it('the excerpt is still readable: escapes in place of the bytes', async () => {
    const file = join(dir, 'excerpt.json');
    writeFileSync(file, BINARIES['leading bytes']);
    const r = await wsim(['replay', file]);
    expect(r.stderr).toContain(String.raw`\u0000\u0001\ufffd\ufffd\r\n\u001b[31`);
  });
});

describe('valid JSON whose names and values carry control characters', () => {
  it('a scenario field name, a record ship id, a save side are quoted escaped', async () => {
    const scenario = join(dir, 'ctl-scenario.json');
    writeFileSync(scenario, JSON.stringify({ 'bad\nkey\u001b[31m': 1 }));
    const demo = await wsim(['demo', '--scenario', scenario]);
    expect(demo.stderr).toContain(String.raw`unknown field "bad\nkey\u001b[31m"`);
    for (const line of demo.stderr.trim().split('\n')) {
      expect(line.startsWith('wsim: ')).toBe(true); // one mistake a line, each its own
      expect(line).not.toMatch(UNSAFE);
    }
    const rec = await wsim(['demo', '--scenario', 'frigate-duel', '--seed', '3', '--json']);
    const record = JSON.parse(rec.stdout).record as { turns: { british: { ships: Record<string, unknown> } }[] };
    record.turns[1].british.ships['nel\rson\u0000'] = { plot: '1' };
    const file = join(dir, 'ctl-record.json');
    writeFileSync(file, JSON.stringify(record));
    const r = await wsim(['replay', file]);
    cleanLines(r, 1, r.stderr);
    expect(r.stderr).toContain(String.raw`unknown ship "nel\rson\u0000"`);
    const save = join(dir, 'ctl-save.json');
    writeFileSync(
      save,
      JSON.stringify({ format: 'wsim-play/1', record, human: 'pi\nrates\u001b', captain: 'scripted', turn: null }),
    );
    const p = await wsim(['play', '--resume', save]);
    cleanLines(p, 1, p.stderr);
    expect(p.stderr).toContain(String.raw`human: "pi\nrates\u001b" is not a side`);
  });
});
