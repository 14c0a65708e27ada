/**
 * The report page: one self-contained index.html with the vega, vega-lite and vega-embed builds
 * inlined from node_modules (it opens offline from disk), the summary, the charts and the tables.
 */
import type { WatchGame } from './watch.js';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { not, type ColumnTable } from 'arquero';
import type { Chart } from './charts.js';
import type { Summary } from './findings.js';
import { MIN_DECIDED } from './stats.js';

/** The browser builds of the three libraries, found beside each package's entry point. */
const LIBRARIES: { pkg: string; file: string }[] = [
  { pkg: 'vega', file: 'vega.min.js' },
  { pkg: 'vega-lite', file: 'vega-lite.min.js' },
  { pkg: 'vega-embed', file: 'vega-embed.min.js' },
];

const require = createRequire(import.meta.url);
let libraryCache: string | null = null;

export function libraries(): string {
  libraryCache ??= LIBRARIES.map(({ pkg, file }) => {
    const path = join(dirname(require.resolve(pkg)), file);
    return `<script>/* ${pkg}: ${file} */\n${scriptSafe(readFileSync(path, 'utf8'))}\n</script>`;
  }).join('\n');
  return libraryCache;
}

/** Text that may sit inside a <script> element. */
function scriptSafe(js: string): string {
  return js.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');
}

/** The charts' specs as data and the script that draws each into its `#chart-<id>` element (window.reportCharts settles when all are drawn). */
export function embedCharts(specs: Record<string, unknown>): string {
  return `<script id="specs" type="application/json">${JSON.stringify(specs).replace(/</g, '\\u003c')}</script>
<script>
const specs = JSON.parse(document.getElementById('specs').textContent);
window.reportCharts = Promise.all(Object.entries(specs).map(([id, spec]) =>
  vegaEmbed('#chart-' + id, spec, { renderer: 'svg', actions: false })
    .then(() => document.getElementById('chart-' + id).setAttribute('data-rendered', 'true'))
    .catch((e) => { console.error('chart ' + id + ': ' + e.message); document.getElementById('chart-' + id).textContent = 'This chart failed to render: ' + e.message; })));
</script>`;
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function list(items: readonly string[], cls = ''): string {
  return items.length
    ? `<ul${cls ? ` class="${cls}"` : ''}>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`
    : '';
}

export interface PageTable {
  name: string;
  title: string;
  table: ColumnTable;
  /** columns the page leaves to the CSV (the sentences are listed above the tables) */
  hide?: string[];
}

export interface Page {
  title: string;
  summary: Summary;
  charts: Chart[];
  tables: PageTable[];
  /** games worth watching, linked to the replay viewer of wsim serve */
  watch?: (WatchGame & { link: string })[];
  generated: string;
  /** the smallest edge that matters (win share) */
  margin: number;
}

export const STYLE = `
body { font: 15px/1.45 system-ui, sans-serif; margin: 2rem auto; max-width: 1100px; padding: 0 1rem; color: #222; }
h1 { font-size: 1.6rem; margin-bottom: .2rem; } h2 { font-size: 1.25rem; margin-top: 2.2rem; border-bottom: 1px solid #ddd; }
h3 { font-size: 1.05rem; margin-bottom: .3rem; }
.meta, .files, figcaption { color: #666; font-size: .9rem; }
.top li { font-weight: 600; margin: .3rem 0; }
figure { margin: 1.5rem 0 2.5rem; } .chart { overflow-x: auto; }
table { border-collapse: collapse; font-size: .85rem; margin: .4rem 0 1rem; }
td, th { border: 1px solid #ddd; padding: 2px 5px; } th { background: #f4f4f4; }
.scroll { max-height: 420px; overflow: auto; } .scroll td { white-space: nowrap; }
.question { font-size: 1.05rem; }
.note { background: #fff8e1; padding: .5rem .8rem; border-left: 3px solid #f0b400; }
`;

/** Undecided comparisons listed before the rest fold away. */
const SHOWN = 12;

function figure(c: Chart): string {
  return `
<figure id="fig-${c.id}">
  <div class="chart" id="chart-${c.id}" data-chart="${c.id}" aria-label="${escapeHtml(c.title)}"></div>
  <figcaption>${escapeHtml(c.caption)}</figcaption>
  <p class="files">Files: <a href="${c.id}.vl.json">${c.id}.vl.json</a> · <a href="${c.id}.svg">${c.id}.svg</a> · ${c.tables.map((t) => `<a href="${t}">${t}</a>`).join(' · ')}</p>
</figure>`;
}

/** The question and its answer first, with the forest plot of the effects. */
function questionSection(s: Summary, forest: Chart | undefined): string {
  if (!s.answer) return forest ? `<section id="effects">${figure(forest)}</section>` : '';
  return `<section id="question">
<h2>The question</h2>
<p class="question">${escapeHtml(s.answer.heading)}</p>
${s.answer.lines.length ? list(s.answer.lines, 'top') : '<p>No answer: the results do not vary the studied factor.</p>'}
${forest ? figure(forest) : ''}
</section>`;
}

/** Columns whose text is long enough to wrap (the rest stay on one line, so no column is squeezed). */
const LONG = 24;

/** A table as the page shows it: hidden columns left to the CSV; long text wraps. */
function pageTable(t: PageTable): string {
  const hide = (t.hide ?? []).filter((c) => t.table.columnNames().includes(c));
  const shown = hide.length ? t.table.select(not(...hide)) : t.table;
  const long = new Set(
    shown.columnNames().filter((c) => shown.array(c).some((v) => typeof v === 'string' && v.length > LONG)),
  );
  const td = (name: string) => (long.has(name) ? 'white-space: normal; min-width: 12em; overflow-wrap: anywhere;' : '');
  return `
<h3 id="table-${t.name}">${escapeHtml(t.title)} <span class="files">(<a href="${t.name}.csv">${t.name}.csv</a>, ${t.table.numRows()} rows)</span></h3>
<div class="scroll">${shown.toHTML({ limit: 500, null: () => '', style: { td } })}</div>`;
}

export function renderPage(page: Page): string {
  const s = page.summary;
  const margin = Math.round(page.margin * 100);
  const answered = s.answer?.lines.length ?? 0;
  const top = s.answer ? [] : s.findings.slice(0, 3).map((f) => f.text);
  const more = s.findings.slice(s.answer ? answered : 3).map((f) => f.text);
  const specs: Record<string, unknown> = Object.fromEntries(page.charts.map((c) => [c.id, c.spec]));
  const forest = page.charts.find((c) => c.id === 'effects');
  const figures = page.charts
    .filter((c) => c !== forest)
    .map(figure)
    .join('\n');
  const tables = page.tables.map(pageTable).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<style>${STYLE}</style>
${libraries()}
</head>
<body>
<h1>${escapeHtml(page.title)}</h1>
<p class="meta">${escapeHtml(page.generated)}</p>
${questionSection(s, forest)}
<section id="summary">
<h2>Summary</h2>
<p>${escapeHtml(s.overview)}</p>
${s.pairing ? `<p class="meta">${escapeHtml(s.pairing)}</p>` : ''}
${s.model ? `<p class="meta">${escapeHtml(s.model)}</p>` : ''}
${s.answer ? '' : `<h3>Most important findings</h3>${top.length ? list(top, 'top') : '<p>No finding: the results hold no comparison the report can make.</p>'}`}
${more.length ? `<h3>${s.answer ? 'Other findings' : 'Other clear results'}</h3>${list(more)}` : ''}
${s.undecided.length ? `<h3>Too close to call (${s.undecided.length})</h3><p>These comparisons cannot be decided from this sample: the 95% interval includes 50% and is wider than ±${margin} points, or fewer than ${MIN_DECIDED} games were decided. The count is the further games (at the observed share of draws) that would give an 80% chance of detecting the observed edge, or a ${margin}-point edge if smaller.</p>${list(s.undecided.slice(0, SHOWN))}${s.undecided.length > SHOWN ? `<details><summary>${s.undecided.length - SHOWN} more</summary>${list(s.undecided.slice(SHOWN))}</details>` : ''}` : ''}
${s.errors.length ? `<h3>Failed games</h3><p class="note">Failed games are counted here and left out of every figure.</p>${list(s.errors)}` : ''}
${s.notes.length ? `<h3>Left out</h3>${list(s.notes)}` : ''}
<p class="meta">How to read the numbers: win shares count decided games only (draws are reported beside them). A sentence that compares two levels of a factor says where it comes from: the <em>adjusted model</em> (a logistic model over the whole design with every other factor held fixed; the effect is the change in the chance to win a decided game against an otherwise equal opponent, in percentage points, with its 95% interval) or <em>games where the doctrine is the only difference</em> (“58% ± 3%”: the estimate and half the width of its 95% Wilson interval). Something is called better only when the whole interval lies on one side of even and at least ${MIN_DECIDED} games inform it; “no clear difference” when it lies within ±${margin} points. See docs/reports.md.</p>
</section>
<section id="comparisons">
<h2>Comparisons</h2>
${s.comparisons.length ? list(s.comparisons) : '<p>No other comparison in these results.</p>'}
</section>
<section id="charts">
<h2>Charts</h2>
${figures || '<p>No chart: see “Left out”.</p>'}
</section>
${
  page.watch?.length
    ? `<section id="watch">
<h2>Games to watch</h2>
<p class="meta">Open in the replay viewer, turn by turn and phase by phase with both sides' orders and the dice (run <code>wsim serve</code> in the project folder; the experiment file is looked for as experiments/&lt;id&gt;.json).</p>
<ul>${page.watch.map((g) => `<li><a class="watch" href="${escapeHtml(g.link)}">${escapeHtml(g.why)}</a>: ${escapeHtml(g.gameId)}, ${g.turns} turns, ${escapeHtml(g.winner === 'draw' ? 'a draw' : `won by ${g.winner}`)}</li>`).join('')}</ul>
</section>`
    : ''
}
<section id="tables">
<h2>Tables</h2>
${tables}
</section>
${embedCharts(specs)}
</body>
</html>
`;
}
