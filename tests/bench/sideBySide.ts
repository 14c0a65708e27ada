/**
 * `npx tsx tests/bench/sideBySide.ts <other checkout> [rounds] [slice ms] [--dist]`: the engine benchmark (complete frigate duels,
 * scripted policy, Basic and Advanced, every optional rule off) of this checkout and another one in ONE
 * process, interleaved in short slices, so that a loaded machine's drift falls on both alike. Prints
 * duels per CPU second of each, the ratio of the totals and the median ratio of the paired slices
 * (robust to a slice the scheduler starved). Figures are measured, never asserted by tests.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

type Api = typeof import('../../src/index.js');
/** the scripted policy, exported by the captains' entry in every checkout (its file moved in issue 30) */
type Scripted = Pick<typeof import('../../bots/index.js'), 'scriptedSideOrders'>;
type WsimScenario = import('../../src/api/wsim.js').Scenario;

const args = process.argv.slice(2);
// --dist: both checkouts as compiled by tsc (`dist/`, what `wsim` runs), not through tsx (whose keepNames
// wrapper costs every closure made in a hot path); build the other one first: npx tsc -p <other> --outDir <other>/dist
const dist = args.includes('--dist');
const [otherArg, roundsArg, sliceArg] = args.filter((a) => a !== '--dist');
const other = resolve(otherArg ?? '.');
const rounds = Number(roundsArg ?? 20);
const sliceMs = Number(sliceArg ?? 250);

async function load(root: string): Promise<{ api: Api; scripted: Scripted }> {
  const file = (f: string) => pathToFileURL(resolve(root, dist ? `dist/${f}.js` : `${f}.ts`)).href;
  const api = (await import(file('src/index'))) as Api;
  const scripted = (await import(file('bots/index'))) as Scripted;
  return { api, scripted };
}

function slice(
  e: { api: Api; scripted: Scripted },
  level: 'basic' | 'advanced',
  ms: number,
  seed0: number,
): { games: number; ms: number } {
  // a WS&IM scenario (the API before issue 30 typed every scenario so; since, getScenario gives any system's)
  const scenario = e.api.getScenario('frigate-duel') as WsimScenario;
  const start = performance.now();
  const cpu0 = process.cpuUsage();
  let games = 0;
  let seed = seed0;
  while (performance.now() - start < ms) {
    let state = e.api.newGame(scenario, { seed: seed++, rules: { level } });
    while (!state.result) {
      const orders: Record<string, ReturnType<Scripted['scriptedSideOrders']>> = {};
      for (const side of state.static.sides)
        orders[side.id] = e.scripted.scriptedSideOrders(e.api.playerView(state, side.id));
      state = e.api.resolveTurn(state, orders).state;
    }
    games++;
  }
  // CPU time of this process (the engine's thread and V8's helpers), not wall-clock: another tenant's
  // load that preempts the thread does not count against the slice
  const cpu = process.cpuUsage(cpu0);
  return { games, ms: (cpu.user + cpu.system) / 1000 };
}

const here = await load(resolve('.'));
const there = await load(other);
for (const level of ['basic', 'advanced'] as const) {
  slice(here, level, 500, 0); // warm up both
  slice(there, level, 500, 0);
  const tot = { here: { games: 0, ms: 0 }, there: { games: 0, ms: 0 } };
  const ratios: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const rate = { here: 0, there: 0 };
    // the same seeds for both, alternating which goes first
    const order = r % 2 === 0 ? (['here', 'there'] as const) : (['there', 'here'] as const);
    for (const k of order) {
      const s = slice(k === 'here' ? here : there, level, sliceMs, r * 1000);
      tot[k].games += s.games;
      tot[k].ms += s.ms;
      rate[k] = s.games / s.ms;
    }
    ratios.push(rate.here / rate.there);
  }
  ratios.sort((x, y) => x - y);
  const median = ratios[Math.floor(ratios.length / 2)];
  const a = (tot.here.games / tot.here.ms) * 1000;
  const b = (tot.there.games / tot.there.ms) * 1000;
  console.log(
    `${level}: this checkout ${a.toFixed(1)} duels per CPU second, ${other} ${b.toFixed(1)}, ratio of totals ${(a / b).toFixed(3)}, median ratio of ${rounds} paired slices ${median.toFixed(3)}`,
  );
}
