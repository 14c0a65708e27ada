/**
 * Record fingerprints of a fixed set of games: every captain, both rules levels, single-ship and
 * squadron scenarios. A change that may alter games compares these before and after
 * (`npm run -s fingerprint > before.json`, change, `npm run -s fingerprint -- --compare before.json`).
 * Each fingerprint hashes the game record's orders of every turn and its result and the final
 * dynamic state (dice stream included), so any difference in any die, move or hit shows.
 *
 * `--searching` adds the default `mcts` against itself at its whole default budget (SEARCHING: two turns deep, the
 * boarding word searched, four ships in shoal-water and president, six in the squadron action), a few minutes of play
 * listed apart (`searching`, with its own `all`): the check for a change meant to make the search quicker without
 * changing one decision, which the fixed games' 40-iteration searches do not reach.
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
/** `--searching`: the default mcts on both sides, at its default budget (scenario, rules level). */
const SEARCHING: [string, 'basic' | 'advanced'][] = [
  ['shoal-water', 'advanced'],
  ['squadron-action', 'basic'],
  ['frigate-duel', 'advanced'],
  ['president', 'advanced'],
];

type Fingerprint = { game: string; turns: number; result: string; hash: string };

/** One game's fingerprint: the play, not its description. */
function fingerprintOf(id: string, level: 'basic' | 'advanced', a: string, b: string, seed: string): Fingerprint {
  const scenario = getScenario(id);
  const sides = scenario.sides.map((s) => s.id);
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
  return {
    game: `${id} ${level} ${a} v ${b} ${seed}`,
    turns: r.record.turns.length,
    result: res ? `${res.winner}:${res.reason ?? ''}` : 'none',
    hash,
  };
}

function captain(spec: string): Captain {
  return createCaptain(spec);
}

export function fingerprints(): Fingerprint[] {
  const out: Fingerprint[] = [];
  for (const id of SCENARIOS)
    for (const level of LEVELS)
      for (const [a, b] of PAIRS) {
        if (a.startsWith('mcts') && id !== 'frigate-duel' && id !== 'squadron-action') continue;
        for (const seed of SEEDS) out.push(fingerprintOf(id, level, a, b, seed));
      }
  return out;
}

/** The default mcts against itself at its default budget (`--searching`). */
function searchingFingerprints(): Fingerprint[] {
  return SEARCHING.flatMap(([id, level]) => SEEDS.map((seed) => fingerprintOf(id, level, 'mcts', 'mcts', seed)));
}

const allOf = (fp: Fingerprint[]) =>
  createHash('sha256')
    .update(fp.map((f) => f.hash).join())
    .digest('hex')
    .slice(0, 16);

const args = process.argv.slice(2);
const fp = fingerprints();
const all = allOf(fp);
const searching = args.includes('--searching') ? searchingFingerprints() : null;
const ci = args.indexOf('--compare');
if (ci >= 0) {
  const before = JSON.parse(readFileSync(args[ci + 1], 'utf8')) as {
    all: string;
    games: Fingerprint[];
    searching?: { all: string; games: Fingerprint[] };
  };
  const compare = (label: string, now: Fingerprint[], was: Fingerprint[], wasAll: string): number => {
    const prev = new Map(was.map((g) => [g.game, g]));
    let same = 0;
    const changed: string[] = [];
    for (const g of now) {
      const p = prev.get(g.game);
      if (p && p.hash === g.hash) same++;
      else changed.push(`${g.game}: ${p ? `${p.turns} turns ${p.result}` : 'new'} -> ${g.turns} turns ${g.result}`);
    }
    console.log(`${label}${same} of ${now.length} games identical (all: ${wasAll} -> ${allOf(now)})`);
    for (const c of changed) console.log(`  changed: ${c}`);
    return changed.length;
  };
  let changed = compare('', fp, before.games, before.all);
  if (searching) {
    if (before.searching) changed += compare('searching: ', searching, before.searching.games, before.searching.all);
    else {
      console.log('searching: the file compared with has none (made without --searching)');
      changed++;
    }
  }
  process.exitCode = changed ? 1 : 0;
} else {
  const out = searching
    ? { all, games: fp, searching: { all: allOf(searching), games: searching } }
    : { all, games: fp };
  console.log(JSON.stringify(out, null, 1));
}
