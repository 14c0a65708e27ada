/**
 * The historical check's table: per scenario, how often the historical result comes out of the
 * simulated games, with its Wilson 95% interval, next to what happened.
 */
import type { HistoryTally } from '../lab/history.js';
import { wilson } from './stats.js';

/** Below this share of historical results a scenario is looked at again (issue 15). */
export const LOOK_AGAIN_BELOW = 0.2;

export interface HistoryRow extends HistoryTally {
  /** share of games with the historical result, and its 95% Wilson interval */
  share: number;
  low: number;
  high: number;
  lookAgain: boolean;
}

export interface HistoryReport {
  kind: 'history';
  captain: string;
  games: number;
  seed: string;
  rows: HistoryRow[];
}

export function historyReport(
  tallies: readonly HistoryTally[],
  captain: string,
  games: number,
  seed: string,
): HistoryReport {
  const rows = tallies.map((t) => {
    const w = wilson(t.historical, t.games);
    return { ...t, share: w.estimate, low: w.low, high: w.high, lookAgain: w.estimate < LOOK_AGAIN_BELOW };
  });
  return { kind: 'history', captain, games, seed, rows };
}

const pct = (x: number) => `${(100 * x).toFixed(0)}%`;

function wrap(text: string, width: number, indent: string): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.map((l) => indent + l).join('\n');
}

/** The report as a text table, each scenario followed by what happened. */
export function formatHistory(r: HistoryReport): string {
  const head = [
    'scenario',
    'year',
    'historical winner',
    'games',
    'historical result',
    '95% interval',
    'wins and draws',
    'turns',
  ];
  const rows = r.rows.map((x) => [
    x.id,
    x.year === null ? '' : String(x.year),
    x.winnerName,
    String(x.games),
    `${pct(x.share)}${x.lookAgain ? ' (<20%)' : ''}`,
    `[${pct(x.low)}, ${pct(x.high)}]`,
    [...Object.entries(x.wins).map(([side, n]) => `${side} ${n}`), `draw ${x.draws}`].join(', '),
    x.meanTurns.toFixed(1),
  ]);
  const widths = head.map((h, c) => Math.max(h.length, ...rows.map((row) => row[c].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, c) => (c === 0 || c === 2 ? cell.padEnd(widths[c]) : cell.padStart(widths[c])))
      .join('  ')
      .trimEnd();
  const out = [
    `Historical check: ${r.captain} on both sides, ${r.games} game${r.games === 1 ? '' : 's'} per scenario, seed ${r.seed}`,
    'historical result: the share of games won by the historical winner (drawn games for a historical draw)',
    '',
    line(head),
  ];
  r.rows.forEach((x, i) => {
    out.push(line(rows[i]));
    out.push(wrap(`What happened: ${x.summary}`, 100, '    '));
  });
  return out.join('\n') + '\n';
}
