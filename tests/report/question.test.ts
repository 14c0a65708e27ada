/**
 * The report answers the experiment's question first, and never credits one factor with another's
 * effect (issue 25): built from synthetic results with known effects (tests/report/synthetic.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildReport, type BuildResult } from '../../src/report/index.js';
import { ammunitionDesign, syntheticRows, type SynthCell, type Truth } from './synthetic.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function results(cells: SynthCell[], games: number, truth: Truth, seed: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'wsim-question-'));
  const file = join(dir, 'synthetic.jsonl');
  writeFileSync(
    file,
    syntheticRows(cells, games, truth, seed)
      .map((r) => JSON.stringify(r))
      .join('\n') + '\n',
  );
  return file;
}

async function build(file: string, extra: { question?: string; experiment?: string } = {}) {
  const out = join(file, '..', `report-${Object.keys(extra).join('-') || 'plain'}`);
  const result = await buildReport({ inputs: [file], outDir: out, name: 'synthetic', svg: false, ...extra });
  const md = readFileSync(join(out, 'summary.md'), 'utf8');
  const html = readFileSync(result.indexPath, 'utf8');
  return { result, md, html };
}

/** Every sentence of the page's lists and of summary.md. */
function sentences(md: string, html: string): string[] {
  const fromHtml = [...html.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1].replace(/<[^>]+>/g, ''));
  const fromMd = md.split('\n').filter((l) => l.startsWith('- '));
  return [...fromHtml, ...fromMd];
}

const DOCTRINE = /\b(roundshot|doubleshot|chainshot|grapeshot)\b/gi;

describe('no confounded sentence: a crew effect and no ammunition effect', () => {
  // the default design (crack role A against average role B, every doctrine against every one),
  // plus cells where only the crack crew ever fires doubleshot: the raw shares credit doubleshot
  // with the crew's ~80%
  const cells: SynthCell[] = [
    ...ammunitionDesign(),
    { ammoA: 'double-closing', ammoB: 'round', qualityA: 'crack', qualityB: 'average', class: 'us-f4-38' },
    { ammoA: 'round', ammoB: 'round', qualityA: 'crack', qualityB: 'average', class: 'us-f4-38' },
  ];
  let file: string;
  beforeAll(() => {
    file = results(cells, 200, { grade: 1.4, side: 0.1, draws: 0.2 }, 2);
  });

  for (const extra of [{}, { question: 'ammo' }]) {
    it(`calls no ammunition better, and every comparison names its source (${JSON.stringify(extra)})`, async () => {
      const { md, html } = await build(file, extra);
      const all = sentences(md, html);
      expect(all.length).toBeGreaterThan(3);
      for (const s of all) {
        expect(s, s).not.toMatch(/\b(roundshot|doubleshot|chainshot|grapeshot) is (better|stronger)\b/i);
        expect(s, s).not.toMatch(/(?<!not )pays off/);
        // a sentence naming two doctrines compares them: from the adjusted model or from games where they are the only difference
        if ((s.match(DOCTRINE) ?? []).length >= 2)
          expect(s, s).toMatch(
            /\[adjusted model|\[games where the doctrine is the only difference\]|cannot be told apart/,
          );
      }
      // the crew's edge is found, and credited to the crew
      expect(md).toMatch(
        /A crew one grade better: \+\d+\.\d percentage points .* — the better crew wins more\. \\\[adjusted model/,
      );
    });
  }
});

describe('another question: crew quality', () => {
  it('answers with a crew grade, doctrine held fixed', async () => {
    const file = results(ammunitionDesign(['fr-f3-36']), 100, { grade: 1, doctrine: { 'chain-at-range': -0.8 } }, 3);
    const { result } = await build(file, { question: 'quality' });
    expect(result.question).toMatch(
      /^How much does crew quality matter\? A crew one grade better: .* with ammunition doctrine and side played held fixed/,
    );
    expect(result.findings[0]).toMatch(
      /^A crew one grade better: \+\d+\.\d percentage points .* — the better crew wins more\. \[adjusted model/,
    );
  });
});

describe('the question comes first', () => {
  let file: string;
  let q: { result: BuildResult; md: string; html: string };
  beforeAll(async () => {
    file = results(ammunitionDesign(), 200, { doctrine: { 'chain-at-range': -0.8 }, grade: 1, draws: 0.1 }, 11);
    q = await build(file, { question: 'ammo' });
  });

  it('summary.md opens with the question and each doctrine against roundshot, with interval and verdict', () => {
    const lines = q.md.split('\n').filter((l) => l !== '');
    expect(lines[0]).toBe('# WS&amp;IM report: synthetic');
    expect(lines[1]).toBe('## The question');
    expect(lines[2]).toMatch(
      /^Does the ammunition doctrine pay off\? Each doctrine against roundshot: the effect on the chance to win a decided game against an otherwise equal opponent, with crew quality, ship class and side played held fixed \(adjusted model over [\d,]+ decided games\)\.$/,
    );
    expect(lines[3]).toMatch(
      /^- Doubleshot instead of roundshot: [+−±]\d+\.\d percentage points of win chance \(95% interval [+−]\d+\.\d to [+−]\d+\.\d\) — (no clear difference|too close to call)/,
    );
    expect(lines[4]).toMatch(
      /^- Chainshot instead of roundshot: −\d+\.\d percentage points .* — it does not pay off: roundshot is better\. Worth −\d\.\d\d crew grades .* points of 14\.2\.1 in a fr-f3-36/,
    );
    expect(lines[5]).toMatch(/^- Grapeshot instead of roundshot: /);
    expect(q.md).toContain(
      '| instead of | baseline | games | win chance, points | 95% interval | verdict | decided games |',
    );
  });

  it('buildReport returns the question and its answer; the page shows them, then the forest plot, before the summary', () => {
    expect(q.result.question).toMatch(/^Does the ammunition doctrine pay off\?/);
    expect(q.result.findings[0]).toMatch(/^Doubleshot instead of roundshot: /);
    expect(q.result.charts[0]).toBe('effects');
    const at = (s: string) => q.html.indexOf(s);
    expect(at('id="question"')).toBeGreaterThan(0);
    expect(at('Doubleshot instead of roundshot')).toBeGreaterThan(at('id="question"'));
    expect(at('id="chart-effects"')).toBeGreaterThan(at('Doubleshot instead of roundshot'));
    expect(at('id="summary"')).toBeGreaterThan(at('id="chart-effects"'));
  });

  it('the question can come from the experiment file, checked by the lab’s schema', async () => {
    const exp = join(file, '..', 'synthetic.json');
    const design = {
      id: 'synthetic',
      seed: 1,
      gamesPerCell: 2,
      question: 'ammo',
      factors: { class: 'fr-f3-36', captain: 'greedy-raker', ammoA: ['round', 'chain-at-range'], ammoB: 'round' },
    };
    writeFileSync(exp, JSON.stringify(design));
    const viaFile = await build(file, { experiment: exp });
    expect(viaFile.result.findings).toEqual(q.result.findings);
    expect(viaFile.md).toContain(`The question comes from ${exp}.`);
    writeFileSync(exp, JSON.stringify({ ...design, id: 'other' }));
    await expect(build(file, { experiment: exp })).rejects.toThrow(
      /the experiment "other" is not the one of the results \(synthetic\)/,
    );
    await expect(build(file, { question: 'wind' })).rejects.toThrow(
      '--question: expected the factor the report answers first: ammo, quality, class, captain (got "wind")',
    );
  });

  it('wsim report prints the question and its answer (the real command line)', () => {
    const out = join(file, '..', 'cli');
    const text = execFileSync(
      process.execPath,
      ['bin/wsim.js', 'report', file, '--out', out, '--no-svg', '--question', 'ammo'],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    );
    const lines = text.split('\n');
    expect(lines[1]).toMatch(/^Does the ammunition doctrine pay off\? Each doctrine against roundshot/);
    expect(lines[2]).toMatch(/^ {2}1\. Doubleshot instead of roundshot: /);
    expect(lines[3]).toMatch(/^ {2}2\. Chainshot instead of roundshot: .* it does not pay off/);
  });
});
