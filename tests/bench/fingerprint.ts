/**
 * Record fingerprints of a fixed set of games: every captain, both rules levels, single-ship and
 * squadron scenarios. A change that may alter games compares these before and after
 * (`npm run -s fingerprint > before.json`, change, `npm run -s fingerprint -- --compare before.json`).
 * Each fingerprint hashes the game record's orders of every turn and its result and the final
 * dynamic state (dice stream included), so any difference in any die, move or hit shows.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { getScenario } from '../../src/api/wsim.js';
import { createCaptain, playGame, type Captain } from '../../bots/index.js';

const SCENARIOS = ['frigate-duel', 'squadron-action', 'sol-duel', 'constitution-guerriere', 'mars-hercule'];
const LEVELS = ['basic', 'advanced'] as const;
const PAIRS: [string, string][] = [
  ['random', 'random'],
  ['classic', 'random'],
  ['greedy-raker', 'classic'],
  ['greedy-raker', 'line-keeper'],
  ['line-keeper', 'greedy-raker'],
  ['mcts:iterations=40', 'greedy-raker'],
];
const SEEDS = ['fp-1', 'fp-2'];

function captain(spec: string): Captain {
  return createCaptain(spec);
}

export function fingerprints(): { game: string; turns: number; result: string; hash: string }[] {
  const out: { game: string; turns: number; result: string; hash: string }[] = [];
  for (const id of SCENARIOS) {
    const scenario = getScenario(id);
    const sides = scenario.sides.map((s) => s.id);
    for (const level of LEVELS) {
      for (const [a, b] of PAIRS) {
        if (a.startsWith('mcts') && id !== 'frigate-duel' && id !== 'squadron-action') continue;
        for (const seed of SEEDS) {
          const r = playGame(scenario, { [sides[0]]: captain(a), [sides[1]]: captain(b) }, { seed, rules: { level } });
          // the play, not its description: orders of every turn, the result, and the final dynamic state
          // (the static part — scenario figures and rules options — may gain fields without any game changing)
          const { static: _static, ...dynamic } = r.state;
          const hash = createHash('sha256')
            .update(JSON.stringify(r.record.turns))
            .update(JSON.stringify(r.record.result))
            .update(JSON.stringify(dynamic))
            .digest('hex')
            .slice(0, 16);
          const res = r.state.result;
          out.push({
            game: `${id} ${level} ${a} v ${b} ${seed}`,
            turns: r.record.turns.length,
            result: res ? `${res.winner}:${res.reason ?? ''}` : 'none',
            hash,
          });
        }
      }
    }
  }
  return out;
}

const args = process.argv.slice(2);
const fp = fingerprints();
const all = createHash('sha256')
  .update(fp.map((f) => f.hash).join())
  .digest('hex')
  .slice(0, 16);
const ci = args.indexOf('--compare');
if (ci >= 0) {
  const before = JSON.parse(readFileSync(args[ci + 1], 'utf8')) as { all: string; games: typeof fp };
  const prev = new Map(before.games.map((g) => [g.game, g]));
  let same = 0;
  const changed: string[] = [];
  for (const g of fp) {
    const p = prev.get(g.game);
    if (p && p.hash === g.hash) same++;
    else changed.push(`${g.game}: ${p ? `${p.turns} turns ${p.result}` : 'new'} -> ${g.turns} turns ${g.result}`);
  }
  console.log(`${same} of ${fp.length} games identical (all: ${before.all} -> ${all})`);
  for (const c of changed) console.log(`  changed: ${c}`);
  process.exitCode = changed.length ? 1 : 0;
} else {
  console.log(JSON.stringify({ all, games: fp }, null, 1));
}
