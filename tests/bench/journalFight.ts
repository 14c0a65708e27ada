/**
 * How the games of a convergence row were fought at 1× and at 4× (a diagnostic for the captains' issue, not a timed
 * test): reads `wsim balance --journal` files written by tests/bench/balanceConvergence.ts (its 1× answer's games
 * first, then its 4× re-check's) and prints a Markdown table, a row a journal: games at each budget, the shares drawn,
 * ended by a capture, by refusal of combat (14.1.1) and at the turn limit, the mean turns, and the close broadsides
 * (at two hexes or less) and hull squares hit a game, both sides together, with the difference 4× − 1× and its 95%
 * interval (Welch). A journal holding other than two tasks is skipped with a note on stderr.
 *
 *   npx tsx tests/bench/journalFight.ts <journal.jsonl> …
 */
import { basename } from 'node:path';
import { mean, sampleVariance } from 'simple-statistics';
import { readJournal } from '../../src/lab/balance/journal.js';
import type { BalanceGame } from '../../src/lab/balance/games.js';
import { zFor } from '../../src/lab/stats.js';

const files = process.argv.slice(2);
if (!files.length) {
  process.stderr.write('journalFight: name one or more journals (wsim balance --journal files)\n');
  process.exit(2);
}

const both = (g: BalanceGame, field: 'close' | 'hull') => Object.values(g.fight).reduce((s, f) => s + f[field], 0);
const variance = (xs: number[]) => (xs.length > 1 ? sampleVariance(xs) : 0);
const share = (games: BalanceGame[], test: (g: BalanceGame) => boolean) =>
  `${Math.round((100 * games.filter(test).length) / games.length)}%`;
const signed = (x: number) => `${x > 0 ? '+' : x < 0 ? '−' : ''}${Math.abs(x).toFixed(1)}`;

/** a → b, and b − a with its 95% interval (Welch's normal approximation) */
function moved(a: number[], b: number[]): { cell: string; lo: number; hi: number } {
  const d = mean(b) - mean(a);
  const half = zFor(0.95) * Math.sqrt(variance(a) / a.length + variance(b) / b.length);
  const cell = `${mean(a).toFixed(1)} → ${mean(b).toFixed(1)} (${signed(d)}, ${signed(d - half)} to ${signed(d + half)})`;
  return { cell, lo: d - half, hi: d + half };
}

const lines = [
  '| scenario | games 1× / 4× | drawn | captured | refusal of combat | at the limit | turns | close broadsides a game | hull squares a game |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
];
const tally = { close: { fell: 0, rose: 0 }, hull: { fell: 0, rose: 0 }, rows: 0 };
for (const file of files) {
  const tasks = await readJournal(file);
  if (tasks.length !== 2) {
    process.stderr.write(
      `journalFight: ${file}: ${tasks.length} tasks, not a 1× answer and its 4× re-check: skipped\n`,
    );
    continue;
  }
  const [one, four] = tasks.map((t) => t.games);
  const pct = (test: (g: BalanceGame) => boolean) => `${share(one, test)} → ${share(four, test)}`;
  const close = moved(
    one.map((g) => both(g, 'close')),
    four.map((g) => both(g, 'close')),
  );
  const hull = moved(
    one.map((g) => both(g, 'hull')),
    four.map((g) => both(g, 'hull')),
  );
  for (const [key, m] of [
    ['close', close],
    ['hull', hull],
  ] as const) {
    if (m.hi < 0) tally[key].fell++;
    if (m.lo > 0) tally[key].rose++;
  }
  tally.rows++;
  const turns = `${mean(one.map((g) => g.turns)).toFixed(1)} → ${mean(four.map((g) => g.turns)).toFixed(1)}`;
  lines.push(
    `| ${basename(file, '.jsonl')} | ${one.length} / ${four.length} | ${pct((g) => g.winner === 'draw')} | ` +
      `${pct((g) => g.ending === 'capture')} | ${pct((g) => g.ending === 'refusal of combat')} | ` +
      `${pct((g) => g.ending === 'points at the turn limit')} | ${turns} | ${close.cell} | ${hull.cell} |`,
  );
}
process.stdout.write(`${lines.join('\n')}\n`);
process.stdout.write(
  `\nOf ${tally.rows} rows, close broadsides a game fell at 4× in ${tally.close.fell} and rose in ${tally.close.rose}; ` +
    `hull squares a game fell in ${tally.hull.fell} and rose in ${tally.hull.rose} (95% intervals clear of zero).\n`,
);
