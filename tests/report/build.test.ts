import { beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { Command } from 'commander';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildReport, type BuildResult } from '../../src/report/index.js';
import { registerReport } from '../../src/cli/commands/report.js';

const SMALL = fileURLToPath(new URL('./fixtures/small.jsonl', import.meta.url));
const LADDER = fileURLToPath(new URL('./fixtures/ladder.json', import.meta.url));
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

describe('buildReport on the small results file and a ladder report', () => {
  let out: string;
  let result: BuildResult;
  beforeAll(async () => {
    out = mkdtempSync(join(tmpdir(), 'wsim-report-'));
    result = await buildReport({ inputs: [SMALL, LADDER], outDir: out, name: 'fixture' });
  });

  it('writes the page, a spec, an SVG and the CSV tables of every chart', () => {
    expect(result.indexPath).toBe(join(out, 'index.html'));
    expect(result.charts).toEqual([
      'effects',
      'doctrine-matrix',
      'doctrine-profile-by-class',
      'doctrine-profile-by-quality',
      'class-matrix',
      'class-value',
      'endings',
      'turns',
      'ladder',
    ]);
    for (const id of result.charts) {
      const spec = JSON.parse(readFileSync(join(out, `${id}.vl.json`), 'utf8'));
      expect(spec.$schema).toMatch(/vega-lite/);
      // data inlined (the forest plot's in its layers, beside the band and the zero line)
      const data = spec.data?.values ?? spec.layer.at(-1).data.values;
      expect(JSON.stringify(data).length).toBeGreaterThan(10);
      const svg = readFileSync(join(out, `${id}.svg`), 'utf8');
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).toMatch(/class="mark-(rect|symbol|rule|area|line)/);
    }
    for (const csv of [
      'effects',
      'doctrine-matrix',
      'doctrine-profile',
      'head-to-head',
      'class-matrix',
      'class-value',
      'endings',
      'turns',
      'ladder',
      'ladder-pairings',
      'errors',
    ]) {
      expect(existsSync(join(out, `${csv}.csv`)), csv).toBe(true);
    }
    // a pairing's record by side, where the ladder report keeps it
    const pairings = readFileSync(join(out, 'ladder-pairings.csv'), 'utf8').split('\n');
    expect(pairings[0]).toContain('by side');
    expect(pairings.find((l) => l.startsWith('gunner,scripted,'))).toContain('as british 30/3/17, as french 22/3/25');
    expect(pairings.find((l) => l.startsWith('scripted,random,'))).not.toContain('as british');
    // the heatmap's subtitle counts each game once (a game between two doctrines is in two squares)
    const heatmap = JSON.parse(readFileSync(join(out, 'doctrine-matrix.vl.json'), 'utf8'));
    expect(heatmap.title.subtitle).toMatch(/^54 games;/);
    const matrix = readFileSync(join(out, 'doctrine-matrix.csv'), 'utf8').split('\n');
    expect(matrix[0]).toBe(
      'row,col,games,wins,draws,losses,decided,winShare,low,high,drawShare,drawLow,drawHigh,mirror',
    );
    expect(matrix.find((l) => l.startsWith('double-closing,chain-at-range,'))).toMatch(
      /^double-closing,chain-at-range,6,4,2,0,4,1,0\.5101,1,/,
    );
  });

  it('the page is self-contained: libraries inlined, no network address loaded', () => {
    const html = readFileSync(result.indexPath, 'utf8');
    expect(html).toContain('vegaEmbed');
    expect(html).toMatch(/\/\* vega: vega\.min\.js \*\//);
    expect(html).toMatch(/\/\* vega-lite: vega-lite\.min\.js \*\//);
    expect(html).toMatch(/\/\* vega-embed: vega-embed\.min\.js \*\//);
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).not.toMatch(/<link[^>]+href="https?:/);
    // summary first, then charts, then tables
    const [summary, charts, tables] = ['id="summary"', 'id="charts"', 'id="tables"'].map((s) => html.indexOf(s));
    expect(summary).toBeGreaterThan(0);
    expect(charts).toBeGreaterThan(summary);
    expect(tables).toBeGreaterThan(charts);
  });

  it('names the failed game, the comparisons too close to call and what they need', () => {
    expect(result.findings.length).toBeGreaterThan(0);
    expect(result.findings.length).toBeLessThanOrEqual(3);
    expect(result.findings[0]).toMatch(/^1 game of 55 failed/);
    expect(result.summary.errors[0]).toMatch(/deliberately failed.*reproduce with: node bin\/wsim\.js sim/);
    expect(
      result.summary.undecided.some((u) =>
        /^Doubleshot vs roundshot, fr-sol2-74, crack crews: 67% ± \d+% .*\(about \d+ more games would tell/.test(u),
      ),
    ).toBe(true);
    expect(result.summary.overview).toMatch(/^54 games in 9 cells .* 1 game failed and is not counted/);
    const md = readFileSync(join(out, 'summary.md'), 'utf8');
    expect(md).toContain('## Too close to call');
    expect(md).toContain('gunner leads the captain ladder');
  });
});

describe('wsim report', () => {
  it('builds the report and prints its path and findings (the real command line)', () => {
    const out = mkdtempSync(join(tmpdir(), 'wsim-report-cli-'));
    const text = execFileSync(
      process.execPath,
      ['bin/wsim.js', 'report', SMALL, '--ladder', LADDER, '--out', out, '--no-svg'],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(text).toMatch(/^wrote .*index\.html \(9 charts, \d+ files\)\nfindings:\n {2}1\. 1 game of 55 failed/);
    // a folder outside the working one is named as it is, not as ../../tmp/…
    expect(text.startsWith(`wrote ${join(out, 'index.html')} (`)).toBe(true);
    expect(existsSync(join(out, 'effects.vl.json'))).toBe(true);
    expect(existsSync(join(out, 'index.html'))).toBe(true);
    expect(existsSync(join(out, 'endings.svg'))).toBe(false);
  });

  /** Run `wsim report …` in this process; returns what it wrote to stderr and the exit code. */
  async function run(...args: string[]): Promise<{ stderr: string; exitCode: number }> {
    const program = new Command().exitOverride();
    registerReport(program);
    let stderr = '';
    const write = process.stderr.write;
    process.stderr.write = (chunk: string) => ((stderr += chunk), true);
    const before = process.exitCode;
    try {
      await program.parseAsync(['node', 'wsim', 'report', ...args]);
      return { stderr, exitCode: Number(process.exitCode ?? 0) };
    } finally {
      process.stderr.write = write;
      process.exitCode = before;
    }
  }

  it('a bad input is one line naming the file, line and field, exit code 2', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wsim-report-bad-'));
    const bad = join(dir, 'bad.jsonl');
    writeFileSync(
      bad,
      `${readFileSync(SMALL, 'utf8').split('\n')[0]}\n{"kind":"game","experiment":"x","gameId":"c#0"}\n`,
    );
    expect(await run(bad, '--out', join(dir, 'out'))).toEqual({
      exitCode: 2,
      stderr: `wsim: ${bad}:2: field "cell": expected string, received undefined\n`,
    });
    const missing = await run(join(dir, 'nope.jsonl'), '--out', join(dir, 'out'));
    expect(missing.exitCode).toBe(2);
    expect(missing.stderr).toMatch(/nope\.jsonl: cannot read the file \(no such file\)\n$/);
    expect(await run(SMALL, '--out', join(dir, 'out'), '--margin', 'lots')).toEqual({
      exitCode: 2,
      stderr: 'wsim: --margin: expected percentage points between 0 and 50, e.g. 5 (got "lots")\n',
    });
    expect(await run(SMALL, '--out', join(dir, 'out'), '--ladder', SMALL)).toEqual({
      exitCode: 2,
      stderr: `wsim: ${SMALL}: expected a ladder report (the JSON object printed by "wsim ladder --json", kind "ladder")\n`,
    });
    const noId = join(dir, 'noid.jsonl');
    writeFileSync(noId, '{"kind":"game"}\n');
    expect((await run(noId, '--out', join(dir, 'out'))).stderr).toBe(
      `wsim: ${noId}:1: not a result row (expected {"kind": "game" | "error", "gameId": "<cell>#<index>", …})\n`,
    );
    const text = join(dir, 'notes.txt');
    writeFileSync(text, 'hello\nworld\n');
    expect((await run(text, '--out', join(dir, 'out'))).stderr).toMatch(
      /notes\.txt:1: not valid JSON .*expected one game or error row per line\n$/,
    );
    expect(existsSync(join(dir, 'out'))).toBe(false);
  });
});

describe('summary.md escapes text from the rows (issue 13 item 14)', () => {
  it('a reason with HTML and Markdown markup is written literally', async () => {
    const { row } = await import('./helpers.js');
    const dir = mkdtempSync(join(tmpdir(), 'wsim-report-md-'));
    const file = join(dir, 'evil.jsonl');
    const evil = '<img src=x onerror=alert(1)> *bold* [link](http://x)';
    const rows = [0, 1, 2, 3].map((i) => ({
      ...row({ index: i, winner: i % 2 ? 'red' : 'blue' }),
      experiment: evil,
      error: undefined,
    }));
    rows.push({
      kind: 'error',
      experiment: evil,
      cell: 'c',
      factors: {},
      index: 9,
      gameId: 'c#9',
      seed: 'c/9',
      scenario: 'frigate-duel',
      rules: 'basic',
      captains: {},
      engineVersion: 'test',
      error: evil,
      repro: 'x',
    } as never);
    writeFileSync(file, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
    await buildReport({ inputs: [file], outDir: join(dir, 'out'), name: evil });
    const md = readFileSync(join(dir, 'out', 'summary.md'), 'utf8');
    expect(md).not.toContain('<img');
    expect(md).toContain('&lt;img');
    expect(md).not.toMatch(/[^\\]\*bold/);
  });
});
