/**
 * MCTS search speed on fixed positions (a figure for commit messages, not a timed test):
 *   npx tsx tests/bench/mcts.ts [--iterations 600] [--rounds 5] [--json]
 * Plays greedy-raker against itself a few turns into the duel and the squadron action (fixed seeds),
 * then lets the mcts captain decide for each side of each position with a fixed iteration budget,
 * `--rounds` times. Prints search iterations per second of CPU time of this thread (median and best
 * round), which neither game length nor the captains' play changes.
 */
import { captainRandom, playerView, publicEvents } from '../../src/index.js';
import { type GameEvent, type PlayerView } from '../../src/api/wsim.js';
import { createCaptain, type Captain } from '../../bots/index.js';
import { midGame } from '../bots/fixtures/midGame.js';

const argv = process.argv.slice(2);
const arg = (name: string, def: number) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] !== undefined ? Number(argv[i + 1]) : def;
};
const iterations = arg('iterations', 600);
const rounds = arg('rounds', 5);

interface Position {
  label: string;
  view: PlayerView;
  events: GameEvent[];
}

/** Views of both sides after `turns` turns of greedy-raker against itself. */
function positions(scenarioId: string, seed: string, turns: number): Position[] {
  const { state, last } = midGame(scenarioId, seed, turns);
  return state.static.sides.map((s) => ({
    label: `${scenarioId} t${state.turn} ${s.id}`,
    view: playerView(state, s.id),
    events: publicEvents(last, state, s.id),
  }));
}

const cases = [
  ...positions('frigate-duel', 'mcts-bench', 4),
  ...positions('frigate-duel', 'mcts-bench-2', 8),
  ...positions('squadron-action', 'mcts-bench', 5),
];

function round(): { iterations: number; cpuMs: number } {
  let its = 0;
  let cpu = 0;
  for (const c of cases) {
    const captain = createCaptain(`mcts:iterations=${iterations}`) as Captain & { lastSearch: { iterations: number } };
    const u0 = process.cpuUsage();
    captain.orders({ view: c.view, events: c.events, random: captainRandom('mcts-bench', c.view.side), budget: {} });
    const u = process.cpuUsage(u0);
    cpu += (u.user + u.system) / 1000;
    its += captain.lastSearch.iterations;
  }
  return { iterations: its, cpuMs: cpu };
}

round(); // warm-up (JIT)
const rates: number[] = [];
for (let r = 0; r < rounds; r++) {
  const { iterations: n, cpuMs } = round();
  rates.push((1000 * n) / cpuMs);
}
rates.sort((a, b) => a - b);
const median = rates[Math.floor(rates.length / 2)];
const best = rates[rates.length - 1];
if (argv.includes('--json'))
  process.stdout.write(
    JSON.stringify({ mctsIterationsPerSecond: Math.round(median), mctsIterationsPerSecondBest: Math.round(best) }) +
      '\n',
  );
else {
  process.stdout.write(
    `${cases.length} positions (${cases.map((c) => c.label).join(', ')}), ${iterations} iterations each, ${rounds} rounds\n`,
  );
  process.stdout.write(
    `mcts iterations/s (CPU): median ${median.toFixed(0)}, best ${best.toFixed(0)}, all ${rates.map((x) => x.toFixed(0)).join(' ')}\n`,
  );
}
