/**
 * The thinking time of a searching captain on fixed positions, where it is asked (a figure for the docs, not a
 * timed test):
 *   npx tsx tests/bench/thinking.ts [--scenario fleet-action] [--turns 6] [--captain mcts] [--rounds 2] [--rules advanced]
 * Plays greedy-raker against itself `--turns` turns into the scenario (seed `fleet-time`), settles the next turn
 * to its orders decision as the captains' harness does (the Advanced Game's Wind Phase first, 17.0 A–C), and lets
 * the captain decide for each side `--rounds` times at its own budget. Prints the CPU milliseconds of this
 * process per decision (mean and max; V8's helper threads included). Compare two trees by running it in each,
 * alternately (farm-bench).
 *
 * With `--play N` it plays instead, under any rule system (Springelkamp's too): the captain on both sides for N
 * turns after the greedy turns (`--turns`, here 0 by default), a fresh captain per side kept for the game as in a
 * real one, and prints the wall and CPU milliseconds of every decision of orders (mean and max) and the iterations
 * searched (`--trace`: each decision's wall milliseconds on stderr as it is made) — issue 27's thinking-time
 * goal is `--play 10` on the fleet action (20 decisions on one thread).
 *
 * Under tsx the same code thinks far slower in the fleet action (1.2–1.3 s a decision against 0.7 s on one core,
 * 2026-11-28: some 29% of the CPU in the garbage collector against 8%), so figures that stand for the workbench as
 * it runs (`wsim`, dist/) come from the bundled script: `npm run bench:thinking -- --play 10` (one core:
 * `taskset -c 0 node out/bench/thinking.mjs --play 10` after it).
 */
import { captainRandom, playerView, publicEvents } from '../../src/index.js';
import type { RulesInput } from '../../src/api/wsim.js';
import { captainRandoms, createCaptain, playTurn, type Captain } from '../../bots/index.js';
import type { AnyEvent, AnyState } from '../../src/index.js';
import { atOrders, midGameOf } from '../bots/fixtures/midGame.js';

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
const play = Number(arg('play', '0'));
const trace = argv.includes('--trace');

if (play > 0) playAndTime();
else decideAndTime();

/** --play: the captain on both sides for `play` turns, every decision of orders timed. */
function playAndTime(): void {
  const { state: start, last: before } = midGameOf(scenario, 'fleet-time', Number(arg('turns', '0')), rules);
  const wall: number[] = [];
  const cpu: number[] = [];
  let iterations = 0;
  const timed = (c: Captain): Captain => ({
    ...c,
    orders: (ctx) => {
      const u0 = process.cpuUsage();
      const t0 = performance.now();
      const out = c.orders(ctx);
      wall.push(performance.now() - t0);
      if (trace)
        process.stderr.write(`turn ${ctx.view.turn} ${ctx.view.side}: ${wall[wall.length - 1].toFixed(0)} ms\n`);
      const u = process.cpuUsage(u0);
      cpu.push((u.user + u.system) / 1000);
      iterations += (c as { lastSearch?: { iterations: number } }).lastSearch?.iterations ?? 0;
      return out;
    },
    ...(c.boarding ? { boarding: c.boarding.bind(c) } : {}),
  });
  const sides = start.static.sides.map((s) => s.id);
  const captains = Object.fromEntries(sides.map((id) => [id, timed(createCaptain(captain))]));
  const randoms = captainRandoms(start);
  let state: AnyState = start;
  let last: AnyEvent[] = before;
  for (let t = 0; t < play && !state.result; t++) {
    const r: { state: AnyState; events: AnyEvent[] } = playTurn(state, captains, randoms, last);
    state = r.state;
    last = r.events;
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  process.stdout.write(
    `${captain} on ${scenario}, ${wall.length} decisions playing to turn ${state.turn}: wall mean ${mean(wall).toFixed(0)} ms, max ${Math.max(...wall).toFixed(0)} ms; CPU mean ${mean(cpu).toFixed(0)} ms, max ${Math.max(...cpu).toFixed(0)} ms; ${Math.round(iterations / Math.max(1, wall.length))} iterations a decision\n`,
  );
}

/** The captain deciding `rounds` times for each side on one fixed position. */
function decideAndTime(): void {
  const { state, last } = atOrders(scenario, 'fleet-time', turns, rules);

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
}
