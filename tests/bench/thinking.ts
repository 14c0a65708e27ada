/**
 * The thinking time of a searching captain on fixed positions, where it is asked (a figure for the docs, not a
 * timed test):
 *   npx tsx tests/bench/thinking.ts [--scenario fleet-action] [--turns 6] [--captain mcts] [--rounds 2] [--rules advanced]
 * Plays greedy-raker against itself `--turns` turns into the scenario (seed `fleet-time`), settles the next turn
 * to its orders decision as the captains' harness does (the Advanced Game's Wind Phase first, 17.0 A–C), and lets
 * the captain decide for each side `--rounds` times at its own budget. Prints the CPU milliseconds of this
 * process per decision (mean and max; V8's helper threads included). Compare two trees by running it in each,
 * alternately (farm-bench).
 */
import { captainRandom, decisionOf, playerView, publicEvents, runOn, startTurn } from '../../src/index.js';
import type { RulesInput } from '../../src/api/wsim.js';
import { createCaptain } from '../../bots/index.js';
import { midGame } from '../bots/fixtures/midGame.js';

const argv = process.argv.slice(2);
const arg = (name: string, def: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1] : def;
};
const scenario = arg('scenario', 'fleet-action');
const turns = Number(arg('turns', '6'));
const captain = arg('captain', 'mcts');
const rounds = Number(arg('rounds', '2'));
const level = arg('rules', '');
const rules: RulesInput | undefined = level ? { level: level === 'basic' ? 'basic' : 'advanced' } : undefined;

const { state: start, last } = midGame(scenario, 'fleet-time', turns, rules);
let turn = startTurn(start);
const until = decisionOf(turn).runUntil;
if (until) turn = runOn(turn, {}, until, false);
const state = turn.state;

const ms: number[] = [];
for (let r = 0; r < rounds; r++)
  for (const side of state.static.sides) {
    const c = createCaptain(captain);
    const u0 = process.cpuUsage();
    c.orders({
      view: playerView(state, side.id),
      events: publicEvents(last, state, side.id),
      random: captainRandom('thinking', side.id),
      budget: {},
    });
    const u = process.cpuUsage(u0);
    ms.push((u.user + u.system) / 1000);
  }
const mean = ms.reduce((a, b) => a + b, 0) / ms.length;
process.stdout.write(
  `${captain} on ${scenario} turn ${state.turn} (${ms.length} decisions): CPU mean ${mean.toFixed(0)} ms, max ${Math.max(...ms).toFixed(0)} ms\n`,
);
