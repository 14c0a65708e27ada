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
import { seatsLabel } from '../lab/ladder/stats.js';
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
import { DEFAULT_MARGIN, headToHead, type HeadToHeadRow } from './compare.js';
import { modelReport, type ModelReport } from './effects.js';
import { summarize, type Summary } from './findings.js';
import { forestChart, forestRows, type ForestRow } from './forest.js';
import { resolveQuestion } from './question.js';
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
  /** the factor the report answers first (ammo, quality, class, captain); default: the experiment file's */
  question?: string;
  /** the experiment file whose `question` the report answers (default: experiments/<id>.json, if there) */
  experiment?: string;
}

export interface BuildResult {
  indexPath: string;
  /** the experiment's question and what its effects mean (null: no question) */
  question: string | null;
  /** the answer to the question, line by line; without a question the three most important findings */
  findings: string[];
  summary: Summary;
  charts: string[];
  files: string[];
}

function charts(agg: Aggregates, model: ModelReport | null, margin: number): Chart[] {
  const out: Chart[] = [];
  const forest = model ? forestRows(model) : [];
  if (forest.length) {
    const q = model!.question;
    const what = !q
      ? 'each factor against its baseline'
      : q.kind === 'grade'
        ? 'a crew one grade better'
        : `each ${q.attr === 'doctrine' ? 'doctrine' : q.attr === 'shipClass' ? 'ship class' : 'captain'} against ${forest[0].baseline}`;
    out.push(forestChart(forest, margin, `Effects on the chance to win: ${what}`));
  }
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

function tables(inputs: Inputs, agg: Aggregates, h2h: HeadToHeadRow[], model: ModelReport | null): PageTable[] {
  const t = (name: string, title: string, rows: readonly object[] | null | undefined): PageTable | null =>
    rows && rows.length
      ? { name, title, table: from(tidy(rows as object[])), hide: ['sentence', 'moreDecided', 'moreGames'] }
      : null;
  const all = [
    t('effects', 'Effects on the chance to win (adjusted model), in percentage points', model && forestRows(model)),
    t(
      'head-to-head',
      'Doctrine head to head, by stratum (judged only where the doctrine is the only difference)',
      h2h.map(({ sentence, ...r }) => ({ ...r, sentence })),
    ),
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
        l.pairings.map(({ pentanomial, seats, ...p }) => ({
          ...p,
          pentanomial: pentanomial.join(' '),
          // the first captain's W/D/L on each side (reports before the forty-sixth session keep none)
          'by side': seats ? seatsLabel(seats) : '',
        })),
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

/** The effects as a Markdown table (the forest plot's rows): easy to paste into a document. */
export function effectsTable(rows: readonly ForestRow[]): string[] {
  if (!rows.length) return [];
  const pp = (x: number) => `${x > 0 ? '+' : x < 0 ? '−' : '±'}${Math.abs(x).toFixed(1)}`;
  return [
    '| instead of | baseline | games | win chance, points | 95% interval | verdict | decided games |',
    '| --- | --- | --- | ---: | --- | --- | ---: |',
    ...rows.map(
      (r) =>
        `| ${escapeMarkdown(r.level)} | ${escapeMarkdown(r.baseline)} | ${escapeMarkdown(r.subgroup)} | ${pp(r.points)} | ${pp(r.low)} to ${pp(r.high)} | ${r.verdict} | ${r.decided.toLocaleString('en-US')} |`,
    ),
  ];
}

function summaryMarkdown(title: string, s: Summary, effects: readonly ForestRow[]): string {
  const items = (xs: readonly string[]) => xs.map((x) => `- ${escapeMarkdown(x)}`).join('\n');
  const others = s.findings.slice(s.answer?.lines.length ?? 0);
  const top = s.answer ? [] : others.splice(0, 3);
  return [
    `# ${escapeMarkdown(title)}`,
    '',
    ...(s.answer
      ? ['## The question', '', escapeMarkdown(s.answer.heading), '', items(s.answer.lines) || '- no answer', '']
      : []),
    ...(s.answer && effects.length ? [...effectsTable(effects), ''] : []),
    escapeMarkdown(s.overview),
    '',
    ...(s.pairing ? [escapeMarkdown(s.pairing), ''] : []),
    ...(s.model ? [escapeMarkdown(s.model), ''] : []),
    ...(s.answer ? [] : ['## Most important findings', '', items(top.map((f) => f.text)) || '- none', '']),
    ...(others.length
      ? [`## ${s.answer ? 'Other findings' : 'Other clear results'}`, '', items(others.map((f) => f.text)), '']
      : []),
    ...(s.undecided.length ? ['## Too close to call', '', items(s.undecided), ''] : []),
    ...(s.comparisons.length ? ['## Comparisons', '', items(s.comparisons), ''] : []),
    ...(s.errors.length ? ['## Failed games', '', items(s.errors), ''] : []),
    ...(s.notes.length ? ['## Left out', '', items(s.notes), ''] : []),
  ].join('\n');
}

export async function buildReport(options: BuildOptions): Promise<BuildResult> {
  const margin = options.margin ?? DEFAULT_MARGIN;
  const inputs = await readInputs(options.inputs, options.ladders ?? [], { allowMixed: options.allowMixed });
  const agg = inputs.tally.finish(inputs.ladders);
  const question = resolveQuestion(options, agg.experiments);
  const h2h = headToHead(agg.doctrinePairs, agg.classOf, margin);
  const model = modelReport(agg.design, question?.attr ?? null, margin);
  const summary = summarize(inputs, agg, h2h, model, question?.attr ?? null, margin);
  if (question && question.source !== '--question') summary.overview += ` The question comes from ${question.source}.`;
  const chartList = charts(agg, model, margin);
  const tableList = tables(inputs, agg, h2h, model);

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
  write('summary.md', summaryMarkdown(title, summary, model ? forestRows(model) : []));
  write(
    'index.html',
    renderPage({
      title,
      summary,
      charts: chartList,
      tables: tableList,
      watch: inputs.watch.finish().map((g) => ({ ...g, link: watchLink(options.viewer ?? DEFAULT_VIEWER, g) })),
      margin,
      generated: `Built from ${inputs.files.map((f) => f.path).join(', ')} · engine ${ENGINE_VERSION} · margin that matters ±${Math.round(margin * 100)} points`,
    }),
  );
  return {
    indexPath: join(outDir, 'index.html'),
    question: summary.answer?.heading ?? null,
    findings: summary.answer ? summary.answer.lines : summary.findings.slice(0, 3).map((f) => f.text),
    summary,
    charts: chartList.map((c) => c.id),
    files,
  };
}
