/**
 * `npm run bench [-- --json] [-- --quick] [-- --only engine,lab,report,report-memory,captains,balance,springelkamp,serve]
 *   [-- --balance-minutes m]` (the cap of each of balance's runs with the default captain, tests/bench/balance.ts)
 * Prints the workbench's speed and memory figures. Figures are measured, never asserted by tests.
 * Keys are stable so later benchmarks only add keys.
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { newGame, playerView, resolveTurn } from '../../src/index.js';
import { getScenario, type OrdersBySide, type Scenario } from '../../src/api/wsim.js';
import { scriptedSideOrders } from '../../bots/wsim/scripted.js';
import { gamesPerSecond, resolveTurnsPerSecond } from './timing.js';
import { minutesArg } from './balance.js';

const args = process.argv.slice(2);
const json = args.includes('--json');
const quick = args.includes('--quick');
const onlyArg =
  args.find((a) => a.startsWith('--only='))?.slice(7) ??
  (args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined);
const only = onlyArg ? new Set(onlyArg.split(',')) : null;
const want = (k: string) => !only || only.has(k);
let balanceMinutes: number | undefined;
try {
  balanceMinutes = minutesArg(args);
} catch (e) {
  process.stderr.write(`bench: ${(e as Error).message}\n`);
  process.exit(2);
}

function log(line: string): void {
  if (!json) process.stdout.write(line + '\n');
}

/** Complete games played by the scripted policy on one core: games/s, turns/s. */
function engineBench(scenario: Scenario, level: 'basic' | 'advanced', seconds: number) {
  return gamesPerSecond((seed) => {
    let state = newGame(scenario, { seed, rules: { level } });
    let turns = 0;
    while (!state.result) {
      const orders: OrdersBySide = {};
      for (const side of state.static.sides) orders[side.id] = scriptedSideOrders(playerView(state, side.id));
      state = resolveTurn(state, orders).state;
      turns++;
    }
    return turns;
  }, seconds);
}

/** Turns resolved per second with fixed orders (the engine alone, without any policy). */
function resolveBench(scenario: Scenario, seconds: number) {
  const state = newGame(scenario, { seed: 1 });
  const orders: OrdersBySide = {};
  for (const side of state.static.sides) orders[side.id] = scriptedSideOrders(playerView(state, side.id));
  return resolveTurnsPerSecond(state, orders, seconds);
}

interface BenchOptions {
  quick: boolean;
  balanceMinutes?: number;
}

async function optional(
  file: string,
  fn: string,
): Promise<((opts: BenchOptions) => Promise<Record<string, number>>) | null> {
  const path = fileURLToPath(new URL(file, import.meta.url));
  if (!existsSync(path)) return null;
  const mod = (await import(path)) as Record<string, unknown>;
  return typeof mod[fn] === 'function' ? (mod[fn] as (opts: BenchOptions) => Promise<Record<string, number>>) : null;
}

const figures: Record<string, number> = {};
const secs = quick ? 1 : 4;

if (want('engine')) {
  log(`Engine (one thread; scripted policy "close, fire, reload"; load average ${loadavg()[0].toFixed(2)} at start)`);
  const frigate = getScenario('frigate-duel');
  const basic = engineBench(frigate, 'basic', secs);
  figures.basicDuelsPerSecond = Math.round(basic.gamesPerSecond);
  figures.turnsPerSecond = Math.round(basic.turnsPerSecond);
  figures.basicTurnsPerDuel = Math.round(basic.turnsPerGame * 10) / 10;
  log(
    `  Basic frigate duel:    ${figures.basicDuelsPerSecond} games/s, ${figures.turnsPerSecond} turns/s (${figures.basicTurnsPerDuel} turns a game; goal ≥ 1,000 games/s)`,
  );
  const adv = engineBench(frigate, 'advanced', secs);
  figures.advancedDuelsPerSecond = Math.round(adv.gamesPerSecond);
  figures.advancedTurnsPerSecond = Math.round(adv.turnsPerSecond);
  log(
    `  Advanced frigate duel: ${figures.advancedDuelsPerSecond} games/s, ${figures.advancedTurnsPerSecond} turns/s (${Math.round(adv.turnsPerGame * 10) / 10} turns a game)`,
  );
  figures.resolveTurnsPerSecond = Math.round(resolveBench(frigate, secs / 2));
  log(`  resolveTurn alone:     ${figures.resolveTurnsPerSecond} turns/s`);
  const squadron = engineBench(getScenario('squadron-action'), 'basic', secs / 2);
  figures.squadronGamesPerSecond = Math.round(squadron.gamesPerSecond * 10) / 10;
  log(`  3-against-3 squadron:  ${figures.squadronGamesPerSecond} games/s`);
}

for (const [key, file, fn] of [
  ['captains', './captains.ts', 'benchCaptains'],
  ['lab', './lab.ts', 'benchLab'],
  ['report', './report.ts', 'benchReport'],
  ['report-memory', './report-memory.ts', 'benchReportMemory'],
  ['balance', './balance.ts', 'benchBalance'],
  ['springelkamp', './springelkamp.ts', 'benchSpringelkamp'],
  ['serve', './serve.ts', 'benchServe'],
] as const) {
  if (!want(key)) continue;
  const run = await optional(file, fn);
  if (!run) continue;
  log(`${key[0].toUpperCase()}${key.slice(1).replace('-', ' ')}`);
  const f = await run({ quick, balanceMinutes });
  for (const [k, v] of Object.entries(f)) {
    figures[k] = v;
    log(`  ${k}: ${v}`);
  }
}

figures.peakRssMB = Math.round(process.resourceUsage().maxRSS / 1024);
log(`Peak memory (this process): ${figures.peakRssMB} MB`);
if (json) process.stdout.write(JSON.stringify(figures) + '\n');
