/**
 * The race among a search's finalists on synthetic finalists (docs/balance.md, "Re-measuring, in a race"): the
 * games it costs and how often it confirms a fix, against the previous race (every finalist to ±10 points first,
 * then the first of the ranking carried on to the requested precision until it is measured there). Each finalist
 * is a true difference d, a share of draws and the ships of its scenario (a game's cost); games are drawn from
 * (d, draws) with a seeded stream, and both races read the measurement code of `wsim balance` (measure.ts) and, for
 * the current one, its choice of the next look (race.ts).
 *
 *   npx tsx tests/bench/race.ts [--replicates 200]
 */
import seedrandom from 'seedrandom';
import {
  BALANCE_MARGIN,
  emptyTally,
  measurementOf,
  stopReason,
  type StopRule,
  type Tally,
} from '../../src/lab/balance/measure.js';
import { nextLook } from '../../src/lab/balance/race.js';

const SIDES: [string, string] = ['a', 'b'];
const RULE: StopRule = { precision: 0.05, settle: true };
const RACE: StopRule = { precision: 0.1, settle: true };
const LOOK = 20;

interface Arm {
  d: number;
  draws: number;
  ships: number;
  tally: Tally;
  cost: number;
}

const SETS: Record<string, [number, number, number][]> = {
  // the lopsided fixture's finalists under mcts (twenty-first session): crack −1, elite +10, a French 36 added −10
  'lopsided fixture': [
    [-0.01, 0.38, 2],
    [0.1, 0.35, 2],
    [-0.1, 0.6, 3],
  ],
  'one near even': [
    [0.02, 0.3, 2],
    [0.2, 0.3, 2],
    [-0.25, 0.5, 2],
  ],
  'none near even': [
    [0.08, 0.4, 2],
    [-0.09, 0.4, 2],
    [0.15, 0.4, 3],
  ],
  'two near even': [
    [0, 0.4, 2],
    [0.03, 0.4, 2],
    [0.12, 0.4, 2],
  ],
  'one near, two at 7': [
    [0, 0.4, 2],
    [0.07, 0.4, 2],
    [-0.07, 0.4, 3],
    [0.2, 0.4, 2],
  ],
};

function play(arm: Arm, games: number, rng: () => number): void {
  const pa = (1 - arm.draws + arm.d) / 2;
  const pb = (1 - arm.draws - arm.d) / 2;
  for (let i = 0; i < games; i++) {
    const u = rng();
    if (u < pa) arm.tally.wins.a++;
    else if (u >= 1 - pb) arm.tally.wins.b++;
    else arm.tally.draws++;
    arm.tally.games++;
  }
  arm.cost += games * arm.ships;
}

const m = (arm: Arm) => measurementOf(arm.tally, SIDES, 'games');
const met = (arm: Arm, rule: StopRule) => stopReason(arm.tally, SIDES, rule) !== null;
const confirmed = (arm: Arm) => met(arm, RULE) && Math.abs(m(arm).difference.estimate) <= BALANCE_MARGIN;

function until(arm: Arm, rule: StopRule, rng: () => number): void {
  while (!met(arm, rule)) play(arm, LOOK, rng);
}

/** The previous race: each to ±10 points, then the first of the ranking (confirmed first, closest) carried on. */
function previous(arms: Arm[], rng: () => number): void {
  for (const a of arms) until(a, RACE, rng);
  for (;;) {
    const lead = [...arms].sort(
      (x, y) =>
        Number(confirmed(y)) - Number(confirmed(x)) ||
        Math.abs(m(x).difference.estimate) - Math.abs(m(y).difference.estimate),
    )[0];
    if (met(lead, RULE)) return;
    until(lead, RULE, rng);
  }
}

function current(arms: Arm[], rng: () => number): void {
  for (const a of arms) play(a, LOOK, rng);
  for (;;) {
    const i = nextLook(
      arms.map((a, k) => ({ key: `${k}`, m: m(a), flags: [], ships: a.ships })),
      RULE,
      RACE,
    );
    if (i === null) return;
    play(arms[i], LOOK, rng);
  }
}

const args = process.argv.slice(2);
const at = args.indexOf('--replicates');
const replicates = at >= 0 ? Number(args[at + 1]) : 200;
const rows: string[] = [
  '| finalists (d, draws, ships) | previous race: game-ships, fix found | this race | saved |',
  '|---|---|---|---|',
];
for (const [name, set] of Object.entries(SETS)) {
  const result = (race: (arms: Arm[], rng: () => number) => void) => {
    let cost = 0;
    let found = 0;
    for (let r = 0; r < replicates; r++) {
      const rng = seedrandom(`race-${name}-${r}`);
      const arms = set.map(([d, draws, ships]) => ({ d, draws, ships, tally: emptyTally(SIDES), cost: 0 }));
      race(arms, rng);
      cost += arms.reduce((n, a) => n + a.cost, 0);
      if (arms.some(confirmed)) found++;
    }
    return { cost: cost / replicates, found: found / replicates };
  };
  const p = result(previous);
  const c = result(current);
  const label = set
    .map(([d, q, s]) => `${d >= 0 ? '+' : '−'}${Math.round(Math.abs(d * 100))}/${Math.round(q * 100)}%/${s}`)
    .join(', ');
  rows.push(
    `| ${name}: ${label} | ${Math.round(p.cost)}, ${Math.round(p.found * 100)}% | ${Math.round(c.cost)}, ${Math.round(c.found * 100)}% | ${Math.round((1 - c.cost / p.cost) * 100)}% |`,
  );
}
console.log(`${replicates} replicates a set, seeds race-<set>-<k>\n`);
console.log(rows.join('\n'));
