/**
 * A game of a lab results file to watch: the file read in the browser, its games picked by row number or by
 * filter words (all must appear among the row's words), played again on the server from the experiment file.
 */
import { $, $input, button, h, listLines } from './dom.js';
import type { GameRow } from './types.js';

type OpenLab = (experiment: string, gameId: string, seed?: string | null) => Promise<void>;

/** A row's words: its game, winner, turns, how it ended, factors, captains, and each side's result (A:won…). */
function words(row: GameRow): string {
  const f = row.factors ?? {};
  const result = (side: unknown) => (row.winner === 'draw' ? 'drew' : row.winner === side ? 'won' : 'lost');
  return [
    row.gameId,
    `winner=${row.winner}`,
    `turns=${row.turns}`,
    row.reason ?? '',
    ...Object.entries(f).map(([k, v]) => `${k}=${v}`),
    ...Object.entries(row.captains ?? {}).map(([k, v]) => `${k}=${v}`),
    f.sideA ? `A:${result(f.sideA)}` : '',
    f.sideB ? `B:${result(f.sideB)}` : '',
  ]
    .join(' ')
    .toLowerCase();
}

const isGameRow = (x: unknown): x is GameRow => typeof x === 'object' && x !== null && 'kind' in x && x.kind === 'game';

/** The rows matching the filter, the first 40 in a table with a button to watch each. */
function listRows(rows: readonly GameRow[], openLab: OpenLab): void {
  const terms = $input('#results-filter').value.toLowerCase().split(/\s+/).filter(Boolean);
  const hits = rows.map((r, i) => ({ r, i })).filter(({ r }) => terms.every((t) => words(r).includes(t)));
  $('#results-count').textContent = `${hits.length} of ${rows.length} games match`;
  const table = $('#results-rows');
  table.innerHTML = '';
  table.append(h('tr', {}, ...['row', 'game', 'winner', 'turns', 'how', ''].map((x) => h('th', {}, x))));
  for (const { r, i } of hits.slice(0, 40))
    table.append(
      h(
        'tr',
        {},
        h('td', {}, String(i + 1)),
        h('td', {}, r.gameId),
        h('td', {}, r.winner),
        h('td', {}, String(r.turns)),
        h('td', {}, r.reason ?? ''),
        h(
          'td',
          {},
          button('watch', () => openLab($input('#experiment-path').value.trim(), r.gameId, r.seed), {
            'data-row': i + 1,
          }),
        ),
      ),
    );
}

/** The game rows of a results file (a line that is not JSON is skipped and named). */
async function readRows(f: File): Promise<GameRow[]> {
  const rows: GameRow[] = [];
  for (const [n, line] of (await f.text()).split('\n').entries()) {
    if (!line.trim()) continue;
    try {
      const row: unknown = JSON.parse(line);
      if (isGameRow(row)) rows.push(row);
    } catch {
      listLines($('#replay-errors'), [`${f.name}: line ${n + 1} is not JSON (skipped)`]);
    }
  }
  return rows;
}

export function labResults(openLab: OpenLab): void {
  let rows: GameRow[] = [];
  const load = async (e: Event) => {
    $('#replay-errors').innerHTML = '';
    const f = e.target instanceof HTMLInputElement ? e.target.files?.[0] : undefined;
    if (!f) return;
    rows = [];
    rows = await readRows(f);
    if (rows.length && !$input('#experiment-path').value)
      $input('#experiment-path').value = `experiments/${rows[0].experiment}.json`;
    listRows(rows, openLab);
  };
  $('#results-filter').addEventListener('input', () => listRows(rows, openLab));
  $('#results-file').addEventListener('change', (e) => void load(e));
  $('#results-go').addEventListener('click', () => {
    const r = rows[Number($input('#results-row').value) - 1];
    if (!r) return listLines($('#replay-errors'), [`row: expected a number from 1 to ${rows.length}`]);
    void openLab($input('#experiment-path').value.trim(), r.gameId, r.seed);
  });
}
