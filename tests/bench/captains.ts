/**
 * Captain benchmarks (figures for the closing note, not timed tests):
 *   npx tsx tests/bench/captains.ts [--pairs 200] [--jobs 2] [--scenario frigate-duel,squadron-action]
 *                                   [--match greedy-raker/random,...] [--json]   (a captain spec may carry options: --match mcts:iterations=3000/greedy-raker)
 * Plays side-swapped pairs on each scenario for the pairings
 *   greedy-raker vs random, greedy-raker vs classic, line-keeper vs classic, mcts vs greedy-raker
 * and prints, per pairing, the share of decided games won with a 95% Wilson interval, W/D/L, the
 * pentanomial Elo with its interval, plus MCTS iterations per second and greedy-raker milliseconds
 * per decision (CPU time of the deciding thread). `--jobs N` splits the pairs over N processes.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type SideId } from '../../src/index.js';
import { getScenario } from '../../src/api/wsim.js';
import { createCaptain, playGame, type Captain } from '../../bots/index.js';
import { pairStats } from '../../src/lab/ladder/stats.js';
import { pairSeed } from '../../src/lab/ladder/ladder.js';

interface Args {
  pairs: number;
  jobs: number;
  shard: [number, number] | null;
  scenarios: string[];
  matches: [string, string][];
  json: boolean;
  seed: string;
}

const DEFAULT_MATCHES = 'greedy-raker/random,greedy-raker/classic,line-keeper/classic,mcts/greedy-raker';

function parseArgs(argv: string[]): Args {
  const get = (name: string, def: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1] : def;
  };
  const shard = get('shard', '');
  return {
    pairs: Number(get('pairs', '200')),
    jobs: Number(get('jobs', '1')),
    shard: shard ? (shard.split('/').map(Number) as [number, number]) : null,
    scenarios: get('scenario', 'frigate-duel,squadron-action').split(','),
    matches: get('match', DEFAULT_MATCHES)
      .split(',')
      .map((m) => m.split('/') as [string, string]),
    json: argv.includes('--json'),
    seed: get('seed', 'bench'),
  };
}

/** Raw results of one shard: pair scores and timing sums, per scenario and match. */
interface Raw {
  pairs: Record<string, [number, number][]>;
  /** scenario|captain spec → [decisions, cpu ms, search iterations, search ms] */
  timing: Record<string, [number, number, number, number]>;
}

function key(scenario: string, a: string, b: string): string {
  return `${scenario}|${a}|${b}`;
}

function timed(spec: string, scenario: string, raw: Raw): Captain {
  const c = createCaptain(spec) as Captain & { lastSearch?: { iterations: number; ms: number } };
  const t = (raw.timing[`${scenario}|${spec}`] ??= [0, 0, 0, 0]);
  return {
    name: c.name,
    orders(ctx) {
      const u0 = process.cpuUsage();
      const o = c.orders(ctx);
      const u = process.cpuUsage(u0);
      t[0]++;
      t[1] += (u.user + u.system) / 1000;
      if (c.lastSearch) {
        t[2] += c.lastSearch.iterations;
        t[3] += c.lastSearch.ms;
      }
      return o;
    },
    ...(c.boarding ? { boarding: c.boarding.bind(c) } : {}),
  };
}

function runShard(args: Args): Raw {
  const raw: Raw = { pairs: {}, timing: {} };
  const [index, count] = args.shard ?? [0, 1];
  for (const scenarioId of args.scenarios) {
    const scenario = getScenario(scenarioId);
    const sides: SideId[] = scenario.sides.map((s) => s.id);
    for (const [a, b] of args.matches) {
      const list = (raw.pairs[key(scenarioId, a, b)] ??= []);
      for (let k = index; k < args.pairs; k += count) {
        const seed = pairSeed(args.seed, k);
        const score: number[] = [];
        for (const swap of [false, true]) {
          const first = swap ? b : a;
          const second = swap ? a : b;
          const { state } = playGame(
            scenario,
            { [sides[0]]: timed(first, scenarioId, raw), [sides[1]]: timed(second, scenarioId, raw) },
            { seed },
          );
          const w = state.result!.winner;
          const aSide = swap ? sides[1] : sides[0];
          score.push(w === 'draw' ? 0.5 : w === aSide ? 1 : 0);
        }
        list.push([score[0], score[1]]);
      }
    }
  }
  return raw;
}

function merge(parts: Raw[]): Raw {
  const out: Raw = { pairs: {}, timing: {} };
  for (const p of parts) {
    for (const [k, v] of Object.entries(p.pairs)) (out.pairs[k] ??= []).push(...v);
    for (const [k, v] of Object.entries(p.timing)) {
      const t = (out.timing[k] ??= [0, 0, 0, 0]);
      v.forEach((x, i) => (t[i] += x));
    }
  }
  return out;
}

/** 95% Wilson score interval of a proportion. */
function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.959963984540054;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, c - h), Math.min(1, c + h)];
}

function report(args: Args, raw: Raw): string {
  const lines: string[] = [];
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  for (const scenario of args.scenarios) {
    lines.push(`${scenario}: ${args.pairs} side-swapped pairs per match`);
    for (const [a, b] of args.matches) {
      const s = pairStats(raw.pairs[key(scenario, a, b)] ?? []);
      const decided = s.wins + s.losses;
      const [lo, hi] = wilson(s.wins, decided);
      lines.push(
        `  ${`${a} vs ${b}`.padEnd(28)} wins ${pct(decided ? s.wins / decided : 0)} of ${decided} decided [${pct(lo)}, ${pct(hi)}]  W/D/L ${s.wins}/${s.draws}/${s.losses}  Elo ${s.elo.toFixed(0)} [${s.eloLow.toFixed(0)}, ${s.eloHigh.toFixed(0)}]  LOS ${pct(s.los)}`,
      );
    }
  }
  lines.push('timing (CPU time of the deciding thread):');
  for (const [spec, [n, cpu, it, ms]] of Object.entries(raw.timing)) {
    const search =
      it > 0
        ? `, ${(it / n).toFixed(0)} iterations/decision, ${((1000 * it) / ms).toFixed(0)} iterations/s (wall)`
        : '';
    lines.push(
      `  ${spec.replace('|', ': ').padEnd(32)} ${(cpu / n).toFixed(3)} ms/decision over ${n} decisions${search}`,
    );
  }
  return lines.join('\n');
}

/** 95% Wilson interval of the share of decided games won by the first captain of each match, as figures. */
function figuresOf(args: Args, raw: Raw): Record<string, number> {
  const out: Record<string, number> = {};
  const short = (spec: string) => spec.replace(/[^a-z]+/gi, '');
  for (const scenario of args.scenarios) {
    for (const [a, b] of args.matches) {
      const s = pairStats(raw.pairs[key(scenario, a, b)] ?? []);
      const decided = s.wins + s.losses;
      const [lo, hi] = wilson(s.wins, decided);
      const k = `${short(scenario)}_${short(a)}_vs_${short(b)}`;
      out[`${k}_winShare`] = decided ? Math.round((1000 * s.wins) / decided) / 1000 : 0;
      out[`${k}_winShareLow`] = Math.round(1000 * lo) / 1000;
      out[`${k}_winShareHigh`] = Math.round(1000 * hi) / 1000;
      out[`${k}_elo`] = Math.round(s.elo);
    }
  }
  for (const [spec, [n, cpu, it, ms]] of Object.entries(raw.timing)) {
    const k = spec.replace('|', '_').replace(/[^a-z_]+/gi, '');
    out[`${k}_msPerDecision`] = Math.round((1000 * cpu) / n) / 1000;
    if (it > 0) out[`${k}_iterationsPerSecond`] = Math.round((1000 * it) / ms);
  }
  return out;
}

/**
 * For `npm run bench`: a shorter run of the same pairings (20 pairs, 6 with --quick, on 2 processes);
 * the figures of the closing note come from the standalone run with 200 pairs.
 */
export async function benchCaptains(opts: { quick: boolean }): Promise<Record<string, number>> {
  const pairs = opts.quick ? 6 : 20;
  const args = parseArgs(['--pairs', String(pairs)]);
  const raw = await runJobs(args, 2);
  return { captainPairsPerMatch: pairs, ...figuresOf(args, raw) };
}

async function runJobs(args: Args, jobs: number): Promise<Raw> {
  const self = fileURLToPath(import.meta.url);
  const rest = [
    '--pairs',
    String(args.pairs),
    '--scenario',
    args.scenarios.join(','),
    '--match',
    args.matches.map((m) => m.join('/')).join(','),
    '--seed',
    args.seed,
  ];
  const parts = await Promise.all(
    Array.from(
      { length: jobs },
      (_, i) =>
        new Promise<Raw>((resolve, reject) => {
          const child = spawn(process.execPath, ['--import', 'tsx', self, ...rest, '--shard', `${i}/${jobs}`], {
            stdio: ['ignore', 'pipe', 'inherit'],
          });
          let out = '';
          child.stdout.on('data', (d) => (out += d));
          child.on('exit', (code) =>
            code === 0 ? resolve(JSON.parse(out) as Raw) : reject(new Error(`shard ${i} exited with ${code}`)),
          );
        }),
    ),
  );
  return merge(parts);
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (args.shard || args.jobs <= 1) {
    const raw = runShard(args);
    process.stdout.write(
      args.shard ? JSON.stringify(raw) + '\n' : (args.json ? JSON.stringify(raw) : report(args, raw)) + '\n',
    );
    return;
  }
  const raw = await runJobs(args, args.jobs);
  process.stdout.write((args.json ? JSON.stringify(raw) : report(args, raw)) + '\n');
}

// standalone only: `npm run bench` imports this module for benchCaptains
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
