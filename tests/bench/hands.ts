/**
 * Which side's hand changes a verdict? When `wsim balance` with a searching captain favours a side by more at its
 * own budget than at k times it (a convergence row that did not hold, docs/balance.md), this plays the scenario with
 * the thinking raised on one side only: each side at k× against the other at 1×, on the same seeds, and prints the
 * difference between the two sides' win probabilities (the balance verdict's measure, first side's wins minus the
 * second's) with the balance lab's plain 95% interval (no luck taken out), the draws and the games to
 * the turn limit, beside both sides at 1× and both at k×.
 *
 *   npx tsx tests/bench/hands.ts <scenario> [--captain mcts] [--scale 4] [--games 60] [--seed hands] [--only 11,k1,1k,kk]
 *
 * (`--only`: the arms to play, first side's budget then second's, 1 or k.)
 *
 * One thread, game k on seed "<seed>:k" for every arm (common random numbers across the arms). A diagnostic for the
 * docs, not a timed test.
 */
import { getScenario } from '../../src/index.js';
import { createCaptain, playGame, type Captain } from '../../bots/index.js';
import { endingOf } from '../../src/lab/balance/games.js';
import { differenceInterval } from '../../src/lab/balance/measure.js';
import { pct, pts } from '../../src/lab/balance/words.js';

const argv = process.argv.slice(2);
const arg = (name: string, def: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1] : def;
};
const id = argv.find((a, i) => !a.startsWith('--') && (i === 0 || !argv[i - 1].startsWith('--')));
if (!id) {
  process.stderr.write('usage: npx tsx tests/bench/hands.ts <scenario> [--captain mcts] [--scale 4] [--games 60]\n');
  process.exit(2);
}
const spec = arg('captain', 'mcts');
const k = Number(arg('scale', '4'));
const games = Number(arg('games', '60'));
const seed = arg('seed', 'hands');
const only = arg('only', '11,k1,1k,kk').split(',');

const scenario = getScenario(id);
const [first, second] = scenario.sides.map((s) => s.id);

/** The captain with every decision's budget multiplied by `scale` (the harness's budget, as `--budget-scale`). */
function scaled(scale: number): Captain {
  const c = createCaptain(spec);
  if (scale === 1) return c;
  const budget = { scale };
  return {
    name: `${c.name}×${scale}`,
    orders: (ctx) => c.orders({ ...ctx, budget }),
    ...(c.boarding ? { boarding: (ctx) => c.boarding!({ ...ctx, budget }) } : {}),
  };
}

const arms: Record<string, [number, number]> = { '11': [1, 1], k1: [k, 1], '1k': [1, k], kk: [k, k] };
process.stdout.write(
  `| ${first} | ${second} | difference (${first} − ${second}) | games | draws | at the limit | seconds |\n`,
);
process.stdout.write('| --- | --- | --- | --- | --- | --- | --- |\n');
for (const name of only) {
  const [s1, s2] = arms[name] ?? [];
  if (s1 === undefined) throw new Error(`--only: unknown arm "${name}" (11, k1, 1k, kk)`);
  const t0 = performance.now();
  let w1 = 0;
  let w2 = 0;
  let draws = 0;
  let limit = 0;
  for (let g = 0; g < games; g++) {
    const captains = { [first]: scaled(s1), [second]: scaled(s2) };
    const { state, events } = playGame(scenario, captains, { seed: `${seed}:${g}`, keepEvents: true });
    const winner = state.result!.winner;
    if (winner === first) w1++;
    else if (winner === second) w2++;
    else draws++;
    if (endingOf(state, events) === 'points at the turn limit') limit++; // the balance lab's endings (14.2.4)
  }
  const { estimate: d, low: lo, high: hi } = differenceInterval(w1, w2, games);
  const row = `| ${s1}× | ${s2}× | ${pts(d)} (${pts(lo)} to ${pts(hi)}) | ${games} | ${pct(draws / games)} | ${pct(limit / games)} | ${Math.round((performance.now() - t0) / 1000)} |\n`;
  process.stdout.write(row);
}
