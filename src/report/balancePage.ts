/**
 * The page of `wsim balance --out`: one self-contained index.html in the reports' style (the vega
 * builds inlined, it opens offline from disk) with the verdict, how games go, the points check and
 * a Vega-Lite chart of each side's win probability, with its 95% interval, for the scenario as
 * written and for every single change the search measured.
 */
import type { AnyScenario as Scenario } from '../index.js';
import type { BalanceReport } from '../lab/balance/balance.js';
import { candidateLine, cutLine, knobLine, raceWords, recheckLines, scoreShareWords } from '../lab/balance/format.js';
import type { Measurement } from '../lab/balance/measure.js';
import { qualityText } from '../lab/balance/quality.js';
import { fightSentence } from '../lab/balance/fight.js';
import type { CandidateResult } from '../lab/balance/search.js';
import type { TopLevelSpec } from 'vega-lite';
import { embedCharts, escapeHtml, libraries, STYLE } from './html.js';

interface Row {
  change: string;
  order: number;
  side: string;
  win: number;
  low: number;
  high: number;
  games: number;
  measured: string;
}

function rowsOf(s: Scenario, change: string, order: number, m: Measurement, measured: string): Row[] {
  return m.sides.map((side) => ({
    change,
    order,
    side: s.sides.find((x) => x.id === side)?.name ?? side,
    win: m.win[side].estimate,
    low: m.win[side].low,
    high: m.win[side].high,
    games: m.tally.games,
    measured,
  }));
}

export function balanceChart(s: Scenario, r: BalanceReport): TopLevelSpec {
  const rows: Row[] = [];
  const base = r.baseline[0]?.measurement;
  if (base) rows.push(...rowsOf(s, 'as written', 0, base, 'requested precision'));
  const search = r.search;
  const race = raceWords(search);
  const finalists = [...(search?.best ?? []), ...(search?.pairs?.best ?? [])];
  const best = new Set(finalists.map((c) => c.key));
  const ordered: CandidateResult[] = [
    ...finalists,
    ...[...(search?.screened ?? []), ...(search?.pairs?.screened ?? [])].filter((c) => !best.has(c.key)),
  ];
  ordered.forEach((c, i) =>
    rows.push(
      ...rowsOf(
        s,
        `${best.has(c.key) ? '★ ' : ''}${c.label}`,
        i + 1,
        c.full ?? c.screen,
        c.raced
          ? `race (${race} at most)`
          : c.full
            ? 'requested precision'
            : search?.screen
              ? `screening (${search.screen})`
              : 'screening',
      ),
    ),
  );
  const values = rows.map((x) => ({
    ...x,
    win: Math.round(x.win * 1e4) / 1e4,
    low: Math.round(x.low * 1e4) / 1e4,
    high: Math.round(x.high * 1e4) / 1e4,
  }));
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: {
      text: 'Win probability per change',
      subtitle: `each side, 95% Wilson interval; ★ re-measured by the captain${race ? ` (the closest to even at the requested precision, the others in the race, to ${race} at most)` : ''}`,
      anchor: 'start',
    },
    config: { view: { stroke: null }, font: 'sans-serif' },
    data: { values },
    width: 420,
    encoding: {
      y: {
        field: 'change',
        type: 'nominal',
        sort: { field: 'order', op: 'min' },
        title: null,
        axis: { labelLimit: 520 },
      },
      color: { field: 'side', type: 'nominal', title: 'side' },
      yOffset: { field: 'side', type: 'nominal' },
    },
    layer: [
      {
        mark: { type: 'rule' },
        encoding: {
          x: {
            field: 'low',
            type: 'quantitative',
            title: 'win probability',
            axis: { format: '.0%' },
            scale: { domain: [0, 1] },
          },
          x2: { field: 'high' },
        },
      },
      {
        mark: { type: 'point', filled: true },
        encoding: {
          x: { field: 'win', type: 'quantitative' },
          tooltip: [
            { field: 'change' },
            { field: 'side' },
            { field: 'win', format: '.1%', title: 'win probability' },
            { field: 'low', format: '.1%', title: '95% low' },
            { field: 'high', format: '.1%', title: '95% high' },
            { field: 'games' },
            { field: 'measured' },
          ],
        },
      },
    ],
  };
}

export function renderBalancePage(s: Scenario, r: BalanceReport, files: { scenarioFile?: string } = {}): string {
  const p = (t: string) => `<p>${escapeHtml(t)}</p>`;
  const baseline = r.baseline
    .map(
      (b) => `
<h3>Captain ${escapeHtml(b.captain)}${b.note ? ` <small>(${escapeHtml(b.note)})</small>` : ''}</h3>
${p(b.sentence)}
${b.measurement.tally.games ? p(fightSentence(b.story.fight)) : ''}
${
  b.measurement.tally.games
    ? `${p(`Game quality: ${qualityText(b.quality)}.`)}
<table><tr><th>side</th><th>printed points</th><th>share of the points</th><th>measured score share (95%; ${escapeHtml(scoreShareWords(b.measurement))})</th><th></th></tr>
${b.points.map((x) => `<tr><td>${escapeHtml(x.name)}</td><td>${x.points}${x.handicap ? ` + ${x.handicap} handicap` : ''}</td><td>${Math.round(x.pointShare * 100)}%</td><td>${Math.round(x.scoreShare.estimate * 100)}% (${Math.round(x.scoreShare.low * 100)}–${Math.round(x.scoreShare.high * 100)}%)</td><td>${x.agrees ? 'the points agree' : x.pointShare > x.scoreShare.high ? 'the points overrate this side' : 'the points underrate this side'}</td></tr>`).join('\n')}
</table>`
    : ''
}`,
    )
    .join('\n');
  const search = r.search;
  const race = raceWords(search);
  const list = (cs: CandidateResult[]) =>
    `<ol class="top">${cs.map((c) => `<li>${escapeHtml(candidateLine(s, c, race))}<br><small>${escapeHtml(qualityText(c.quality))}</small></li>`).join('')}</ol>`;
  const best =
    search && !search.skipped
      ? `${list(search.best)}
${search.knobs.length ? `<h3>Knobs solved for even${search.screen ? ` by ${escapeHtml(search.screen)}` : ''}</h3><ul>${search.knobs.map((k) => `<li>${escapeHtml(knobLine(k))}</li>`).join('')}</ul>` : ''}
${search.cut.length ? `<h3>Knob solves cut short by the stop</h3><p class="note">Each value measured whole, on the same seeds; no value is found from them.</p><ul>${search.cut.map((c) => `<li>${escapeHtml(cutLine(c))}</li>`).join('')}</ul>` : ''}
${search.pairs ? `<h3>Two changes together</h3>${list(search.pairs.best)}` : ''}
${p(search.conclusion)}`
      : '';
  const all = [...(search?.screened ?? []), ...(search?.pairs?.screened ?? [])];
  const screened = all.length
    ? `<details><summary>All ${all.length} changes measured</summary><ul>${all.map((c) => `<li>${escapeHtml(candidateLine(s, c))}${c.full ? '' : search?.screen ? ` (screening, ${escapeHtml(search.screen)})` : ' (screening)'}</li>`).join('')}</ul></details>`
    : '';
  const rechecks = [r.recheck.baseline, r.recheck.fix]
    .filter((x) => x !== null)
    .map((x) => p(recheckLines(x).join(' ')))
    .join('\n');
  const spec = balanceChart(s, r);
  const rule =
    'games' in r.rule
      ? `${r.rule.games} games per measurement`
      : `precision ±${r.rule.precision} on the difference of the win probabilities`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`Balance: ${r.name}`)}</title>
<style>${STYLE}</style>
${libraries()}
</head>
<body>
<h1>${escapeHtml(`Balance: ${r.name}`)}</h1>
<p class="meta">${escapeHtml(`${r.scenario}, ${r.rules} rules, captains ${r.captains.join(', ')}, seed ${r.seed}, ${rule}`)}</p>
<section id="summary">
<h2>Is it balanced?</h2>
${baseline}
${rechecks}${r.recheck.note ? p(`Verdict ${r.recheck.note}.`) : ''}
${r.disagreement ? p(r.disagreement) : ''}
${r.interrupted ? '<p class="note">Interrupted: the figures are those measured before the stop.</p>' : ''}
</section>
<section id="adjustments">
<h2>Changes that bring it to even and keep the game alive</h2>
${search?.skipped ? p(`None searched: ${search.skipped}.`) : best}
${files.scenarioFile ? `<p class="files">Adjusted scenario: <a href="${escapeHtml(files.scenarioFile)}">${escapeHtml(files.scenarioFile)}</a></p>` : ''}
<figure id="fig-balance">
  <div class="chart" id="chart-balance" data-chart="balance" aria-label="Win probability per change"></div>
  <figcaption>Each row: one side's probability of winning with the scenario as written or with one change, with its 95% Wilson interval. Balanced means the two sides' probabilities within ±${Math.round(r.margin * 100)} points of each other. Rows marked ★ were re-measured at the requested precision; the others are the cheaper screening (a knob: the games its value was solved on).</figcaption>
</figure>
${screened}
<p class="meta">Method: docs/balance.md. Full figures: balance.json.</p>
</section>
${embedCharts({ balance: spec })}
</body>
</html>
`;
}
