/**
 * How much of a scenario's results the dice explain (docs/balance.md, "The dice's luck taken out"): plays N balance
 * games of a scenario with a captain on both sides, on one thread, and prints the plain and the luck-adjusted
 * difference with their intervals, the share of the results' variance the fire luck explains (adjusted R²), and
 * the games the plain interval would need for the adjusted one's width.
 *
 *   npx tsx tests/bench/luckShare.ts [--captain greedy-raker] [--games 400] [--seed luck] [--rules basic] <id | file.json>
 */
import { readFileSync } from 'node:fs';
import { getScenario, loadScenario } from '../../src/api/wsim.js';
import { playBalanceGame } from '../../src/lab/balance/games.js';
import { addGame, differenceInterval, emptyTally, measurementOf } from '../../src/lab/balance/measure.js';
import { gameSeed } from '../../src/lab/seeds.js';
import '../../bots/index.js';

function option(args: string[], name: string, fallback: string): string {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : fallback;
}

const args = process.argv.slice(2);
const captain = option(args, '--captain', 'greedy-raker');
const games = Number(option(args, '--games', '400'));
const seed = option(args, '--seed', 'luck');
const level = option(args, '--rules', '');
const id = args[0] ?? 'frigate-duel';
const scenario = id.endsWith('.json') ? loadScenario(readFileSync(id, 'utf8'), id) : getScenario(id);
const sides = scenario.sides.map((s) => s.id) as [string, string];
const tally = emptyTally(sides);
const started = Date.now();
for (let k = 0; k < games; k++)
  addGame(
    tally,
    playBalanceGame(
      { scenario, captain, ...(level ? { rules: { level: level as 'basic' | 'advanced' } } : {}) },
      gameSeed(seed, 'measure', k, false),
    ),
  );
const m = measurementOf(tally, sides, 'games');
const plain = differenceInterval(tally.wins[sides[0]], tally.wins[sides[1]], tally.games);
const half = (d: { low: number; high: number }) => (d.high - d.low) / 2;
const pts = (x: number) => (x * 100).toFixed(1);
console.log(
  JSON.stringify({
    scenario: scenario.id,
    captain,
    games,
    draws: tally.draws / games,
    plain: { estimate: pts(plain.estimate), low: pts(plain.low), high: pts(plain.high) },
    adjusted: { estimate: pts(m.difference.estimate), low: pts(m.difference.low), high: pts(m.difference.high) },
    explained: m.luck?.explained ?? null,
    widthRatio: half(m.difference) / half(plain),
    gamesRatio: (half(m.difference) / half(plain)) ** 2,
    seconds: (Date.now() - started) / 1000,
  }),
);
