/**
 * `buildReport`: read batch results (and ladder reports), aggregate them, and write the report
 * directory: index.html, one .vl.json and .svg per chart, one .csv per table, summary.md.
 */
import { DEFAULT_VIEWER, watchLink } from './watch.js';
import { ReportInputError } from './read.js';
import { escapeHtml } from './html.js';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { writeFileAtomic } from '../files/output.js';
import { fsStep } from '../lab/files.js';
import { join, resolve } from 'node:path';
import { from } from 'arquero';
import { ENGINE_VERSION } from '../index.js';
import type { Aggregates } from './aggregate.js';
import {
  classValueChart,
  doctrineProfileChart,
  endingsChart,
  ladderChart,
  qualityCurveChart,
  tidy,
  turnsChart,
  winHeatmap,
  type Chart,
} from './charts.js';
import { DEFAULT_MARGIN, fieldDifferences, headToHead, type FieldDiffRow, type HeadToHeadRow } from './compare.js';
import { summarize, type Summary } from './findings.js';
import { renderPage, type PageTable } from './html.js';
import { orderBy, orderDoctrines, orderQualities } from './labels.js';
import { readInputs, type Inputs } from './read.js';
import { toSvg } from './render.js';

export interface BuildOptions {
  /** results files (JSONL) and ladder reports (detected by content) */
  inputs: string[];
  /** ladder reports given explicitly (`--ladder`) */
  ladders?: string[];
  outDir: string;
  /** the report's name, used in its title */
  name: string;
  /** smallest edge in win share that matters (default 0.05) */
  margin?: number;
  /** skip the static SVGs (faster; the page still renders its charts) */
  svg?: boolean;
  /** pool rows of different experiments (refused otherwise) */
  allowMixed?: boolean;
  /** the address of `wsim serve`, for the links to games worth watching (default http://127.0.0.1:8080/) */
  viewer?: string;
}

export interface BuildResult {
  indexPath: string;
  /** the three most important findings, in plain words */
  findings: string[];
  summary: Summary;
  charts: string[];
  files: string[];
}

function charts(agg: Aggregates): Chart[] {
  const out: Chart[] = [];
  if (agg.doctrineMatrix?.length) {
    const order = orderDoctrines(agg.doctrineMatrix.flatMap((r) => [r.row, r.col]));
    out.push(
      winHeatmap(
        'doctrine-matrix',
        'Ammunition doctrine payoff: wins against each doctrine',
        agg.doctrineMatrix,
        'doctrine',
        'doctrine',
        order,
      ),
    );
  }
  if (agg.doctrineProfile?.length) {
    const doctrines = orderDoctrines(agg.doctrineProfile.map((r) => r.doctrine));
    for (const kind of ['class', 'quality', 'all'] as const) {
      const rows = agg.doctrineProfile.filter((r) => r.splitKind === kind);
      if (!rows.length) continue;
      const splits = kind === 'quality' ? orderQualities(rows.map((r) => r.split)) : orderBy(rows.map((r) => r.split));
      out.push(doctrineProfileChart(rows, kind, doctrines, splits));
    }
  }
  if (agg.classMatrix?.length) {
    const order = orderBy(agg.classMatrix.flatMap((r) => [r.row, r.col]));
    out.push(
      winHeatmap(
        'class-matrix',
        'Ship class matchups: wins against each class',
        agg.classMatrix,
        'class',
        'class',
        order,
      ),
    );
  }
  if (agg.classValue?.length) out.push(classValueChart(agg.classValue));
  if (agg.qualityCurve?.length) out.push(qualityCurveChart(agg.qualityCurve));
  if (agg.endings?.length) out.push(endingsChart(agg.endings));
  if (agg.turns?.length) out.push(turnsChart(agg.turns));
  if (agg.ladder?.length) out.push(ladderChart(agg.ladder));
  return out;
}

function tables(inputs: Inputs, agg: Aggregates, h2h: HeadToHeadRow[], diffs: FieldDiffRow[]): PageTable[] {
  const t = (name: string, title: string, rows: readonly object[] | null | undefined): PageTable | null =>
    rows && rows.length ? { name, title, table: from(tidy(rows as object[])) } : null;
  const all = [
    t(
      'head-to-head',
      'Doctrine head to head, by stratum',
      h2h.map(({ sentence, ...r }) => ({ ...r, sentence })),
    ),
    t('field-differences', 'Doctrine differences against the same opponents (Newcombe intervals)', diffs),
    t('doctrine-matrix', 'Doctrine against doctrine', agg.doctrineMatrix),
    t('doctrine-profile', 'Doctrine profile (damage per turn, turns to decision, melee share)', agg.doctrineProfile),
    t('class-matrix', 'Ship class against ship class', agg.classMatrix),
    t('class-value', 'Points per point, by ship class', agg.classValue),
    t('quality-curve', 'Win share against crew-quality difference', agg.qualityCurve),
    t('systems', 'The same engagements under each rule system', agg.systems),
    t('endings', 'How games end, per cell', agg.endings),
    t('turns', 'Turns to decision', agg.turns),
    t('ladder', 'Captain ladder: ratings', agg.ladder),
    t(
      'ladder-pairings',
      'Captain ladder: pairings',
      inputs.ladders.flatMap((l) =>
        l.pairings.map(({ pentanomial, ...p }) => ({ ...p, pentanomial: pentanomial.join(' ') })),
      ),
    ),
    t(
      'errors',
      'Failed games',
      inputs.errors.map((e) => ({
        experiment: e.experiment,
        cell: e.cell,
        gameId: e.gameId,
        seed: e.seed,
        error: e.error,
        repro: e.repro,
      })),
    ),
  ];
  return all.filter((x): x is PageTable => x !== null);
}

/** Text from the rows (names, labels, captain specs) as literal Markdown: HTML escaped as in index.html, markup characters quoted. */
export function escapeMarkdown(text: string): string {
  return escapeHtml(text).replace(/([\\`*_[\]#|])/g, '\\$1');
}

function summaryMarkdown(title: string, s: Summary, comparisons: string[]): string {
  const items = (xs: readonly string[]) => xs.map((x) => `- ${escapeMarkdown(x)}`).join('\n');
  return [
    `# ${escapeMarkdown(title)}`,
    '',
    escapeMarkdown(s.overview),
    '',
    ...(s.pairing ? [escapeMarkdown(s.pairing), ''] : []),
    '## Most important findings',
    '',
    items(s.findings.slice(0, 3).map((f) => f.text)) || '- none',
    '',
    ...(s.findings.length > 3 ? ['## Other clear results', '', items(s.findings.slice(3).map((f) => f.text)), ''] : []),
    ...(s.undecided.length ? ['## Too close to call', '', items(s.undecided), ''] : []),
    ...(comparisons.length ? ['## Doctrine comparisons', '', items(comparisons), ''] : []),
    ...(s.errors.length ? ['## Failed games', '', items(s.errors), ''] : []),
    ...(s.notes.length ? ['## Left out', '', items(s.notes), ''] : []),
  ].join('\n');
}

export async function buildReport(options: BuildOptions): Promise<BuildResult> {
  const margin = options.margin ?? DEFAULT_MARGIN;
  const inputs = await readInputs(options.inputs, options.ladders ?? [], { allowMixed: options.allowMixed });
  const agg = inputs.tally.finish(inputs.ladders);
  const h2h = headToHead(agg.doctrinePairs, agg.classOf, margin);
  const diffs = fieldDifferences(agg.doctrinePairs, margin);
  const summary = summarize(inputs, agg, h2h, diffs, margin);
  const chartList = charts(agg);
  const tableList = tables(inputs, agg, h2h, diffs);
  const comparisons = [...h2h.map((r) => r.sentence), ...diffs.map((d) => d.sentence)];

  const outDir = resolve(options.outDir);
  if (existsSync(outDir) && !statSync(outDir).isDirectory())
    throw new ReportInputError(`${outDir}: cannot write the report there (it is a file, not a folder)`);
  fsStep(outDir, 'create the report folder', () => mkdirSync(outDir, { recursive: true }));
  const files: string[] = [];
  const write = (name: string, text: string) => {
    writeFileAtomic(join(outDir, name), text);
    files.push(name);
  };
  for (const c of chartList) {
    write(`${c.id}.vl.json`, JSON.stringify(c.spec, null, 2) + '\n');
    if (options.svg !== false) write(`${c.id}.svg`, await toSvg(c.spec));
  }
  for (const t of tableList) write(`${t.name}.csv`, t.table.toCSV());
  const title = `WS&IM report: ${options.name}`;
  write('summary.md', summaryMarkdown(title, summary, comparisons));
  write(
    'index.html',
    renderPage({
      title,
      summary,
      comparisons,
      charts: chartList,
      tables: tableList,
      watch: inputs.watch.finish().map((g) => ({ ...g, link: watchLink(options.viewer ?? DEFAULT_VIEWER, g) })),
      margin,
      generated: `Built from ${inputs.files.map((f) => f.path).join(', ')} · engine ${ENGINE_VERSION} · margin that matters ±${Math.round(margin * 100)} points`,
    }),
  );
  return {
    indexPath: join(outDir, 'index.html'),
    findings: summary.findings.slice(0, 3).map((f) => f.text),
    summary,
    charts: chartList.map((c) => c.id),
    files,
  };
}
