/**
 * The forest plot at the top of the report: each level of the studied factor against its baseline
 * (adjusted model, effects.ts), overall and by ship class, crew and captain, as percentage points of
 * win chance against an otherwise equal opponent with 95% intervals; the band is the margin that
 * matters. Without a question, every factor's effect against its baseline.
 */
import type { EffectRow, ModelReport } from './effects.js';
import { levelName } from './answer.js';
import type { Attribute } from './model.js';
import type { Chart } from './charts.js';
import { count } from './labels.js';

export interface ForestRow {
  row: string;
  group: string;
  level: string;
  baseline: string;
  subgroup: string;
  points: number;
  low: number;
  high: number;
  verdict: string;
  decided: number;
  /** for a split: whether the data show that the effect differs between its groups */
  differs: string;
}

/** The splits, in the order they are drawn. */
const BY: Record<Attribute, string> = {
  shipClass: 'by ship class',
  quality: 'by the crew firing it',
  captain: 'by captain',
  doctrine: 'by doctrine',
};

function forestRow(r: EffectRow, group: string, differs: string): ForestRow {
  const name = levelName(r.attr, r.level);
  const sub =
    r.by === 'all'
      ? r.attr === 'side'
        ? r.subgroup
        : 'all games'
      : r.by === 'quality'
        ? `${r.subgroup} crews`
        : r.subgroup;
  const r100 = (x: number) => Math.round((x - 0.5) * 1000) / 10;
  return {
    row: `${name} — ${sub}`,
    group,
    level: name,
    baseline: levelName(r.attr, r.baseline),
    subgroup: sub,
    points: r100(r.share),
    low: r100(r.low),
    high: r100(r.high),
    verdict: r.verdict,
    decided: r.decided,
    differs,
  };
}

/** The rows of the forest plot (and of effects.csv): overall, then each split, level by level. */
export function forestRows(m: ModelReport): ForestRow[] {
  if (!m.question) return m.others.map((r) => forestRow(r, 'adjusted effect', ''));
  const out: ForestRow[] = [];
  for (const r of m.overall) {
    out.push(forestRow(r, 'overall', ''));
    const rank = (a: Attribute) => Object.keys(BY).indexOf(a);
    const splits = m.interactions.filter((x) => x.level === r.level).sort((a, b) => rank(a.by) - rank(b.by));
    for (const i of splits) {
      const differs = i.shown ? 'yes (Holm-adjusted p < 0.05)' : 'no clear difference';
      for (const s of i.rows) out.push(forestRow(s, BY[i.by], differs));
    }
  }
  return out;
}

export function forestChart(rows: readonly ForestRow[], margin: number, title: string): Chart {
  const m = Math.round(margin * 100);
  const reach = Math.max(m + 5, ...rows.flatMap((r) => [Math.abs(r.low), Math.abs(r.high)]));
  const domain = [-Math.ceil(reach / 5) * 5, Math.ceil(reach / 5) * 5];
  const order = rows.map((r) => r.row);
  const n = Math.max(0, ...rows.map((r) => r.decided));
  return {
    id: 'effects',
    title,
    caption: `Each line: the change in the chance to win a decided game against an otherwise equal opponent, in percentage points, with its 95% interval, from the adjusted model (every other design factor held fixed). Grey band: ±${m} points, the smallest edge that matters. Splits by ship class, crew and captain come from a model with that interaction, in which every other factor's effect may differ by the split too; the sentences name a split only where the data show that the effect differs.`,
    tables: ['effects.csv'],
    spec: {
      $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
      title: {
        text: title,
        subtitle: `adjusted model; up to ${count(n)} decided games per line; bars: 95% intervals`,
        anchor: 'start',
      },
      config: { view: { stroke: null }, font: 'sans-serif', axisY: { labelLimit: 320 } },
      width: 420,
      height: Math.max(60, rows.length * 22),
      layer: [
        {
          data: { values: [{ from: -m, to: m }] },
          mark: { type: 'rect', color: '#eee' },
          encoding: { x: { field: 'from', type: 'quantitative' }, x2: { field: 'to' } },
        },
        {
          data: { values: [{ zero: 0 }] },
          mark: { type: 'rule', color: 'gray' },
          encoding: { x: { field: 'zero', type: 'quantitative' } },
        },
        {
          data: { values: [...rows] },
          encoding: {
            y: { field: 'row', type: 'nominal', sort: order, title: null },
            color: { field: 'group', type: 'nominal', title: null, legend: { orient: 'bottom' } },
          },
          layer: [
            {
              mark: { type: 'rule', strokeWidth: 2 },
              encoding: {
                x: {
                  field: 'low',
                  type: 'quantitative',
                  title: 'percentage points of win chance (95% interval)',
                  scale: { domain },
                },
                x2: { field: 'high' },
              },
            },
            {
              mark: { type: 'point', filled: true, size: 60 },
              encoding: {
                x: { field: 'points', type: 'quantitative' },
                tooltip: [
                  { field: 'level', title: 'instead of' },
                  { field: 'baseline', title: 'baseline' },
                  { field: 'subgroup', title: 'games' },
                  { field: 'points', title: 'percentage points', format: '+.1f' },
                  { field: 'low', title: '95% interval from', format: '+.1f' },
                  { field: 'high', title: '95% interval to', format: '+.1f' },
                  { field: 'verdict', title: 'verdict' },
                  { field: 'differs', title: 'split differs' },
                  { field: 'decided', title: 'decided games (n)' },
                ],
              },
            },
          ],
        },
      ],
    },
  };
}
