/**
 * How games between two captains end, and how they were fought (a diagnostic for the captains' issue, not a timed
 * test):
 *   npx tsx tests/bench/endings.ts [--scenario squadron-action] [--captains mcts,mcts] [--games 10] [--rules advanced]
 *     [--seed endings]
 * Plays `--games` games of a WS&IM scenario (a built-in id or a scenario file) (seeds `<seed>:k`, the first captain on the first side) and prints one
 * JSON line: results and endings, turns, the share of hull, rigging and crew the ships keep at the end, the
 * broadsides fired a game, their aims and mean range, and the turn of the first one.
 */
import { readFileSync } from 'node:fs';
import { getScenario, loadScenario } from '../../src/api/wsim.js';
import { createCaptain, playGame } from '../../bots/index.js';
import { endingOf } from '../../src/lab/balance/games.js';
import { splitCaptains } from '../../src/lab/ladder/ladder.js';

const argv = process.argv.slice(2);
const arg = (name: string, def: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1] : def;
};
const named = arg('scenario', 'squadron-action');
// a built-in id, or a scenario file (a designer's own)
const scenario = named.endsWith('.json') ? loadScenario(readFileSync(named, 'utf8'), named) : getScenario(named);
const [first, second = first] = splitCaptains(arg('captains', 'mcts,mcts'));
const games = Number(arg('games', '10'));
const level = arg('rules', '');
const seed = arg('seed', 'endings');
const [a, b] = scenario.sides.map((s) => s.id);

const sum = (xs: readonly number[]) => xs.reduce((p, q) => p + q, 0);
const mean = (xs: readonly number[]) => (xs.length ? Math.round((sum(xs) / xs.length) * 100) / 100 : null);
const results: Record<string, number> = {};
const endings: Record<string, number> = {};
const aims: Record<string, number> = {};
const turns: number[] = [];
const kept = { hull: [] as number[], rigging: [] as number[], crew: [] as number[] };
const fired: number[] = [];
const firstFire: number[] = [];
const ranges: number[] = [];
/** by side: broadsides fired, and the hull its ships keep */
const bySide: Record<string, { fired: number; hull: number[] }> = {};

for (let k = 0; k < games; k++) {
  const r = playGame(
    scenario,
    { [a]: createCaptain(first), [b]: createCaptain(second) },
    {
      seed: `${seed}:${k}`,
      keepEvents: true,
      ...(level ? { rules: { level: level === 'basic' ? 'basic' : 'advanced' } } : {}),
    },
  );
  const s = r.state;
  const result = s.result!;
  const broadsides = r.events.filter((e) => e.type === 'broadside');
  for (const e of broadsides) {
    aims[e.aim] = (aims[e.aim] ?? 0) + 1;
    ranges.push(e.range);
    const side = s.static.ships.find((x) => x.id === e.ship)?.side ?? '?';
    (bySide[side] ??= { fired: 0, hull: [] }).fired++;
  }
  if (broadsides.length) firstFire.push(broadsides[0].turn);
  fired.push(broadsides.length);
  const who = result.winner === 'draw' ? 'draw' : result.winner === a ? `${a} (${first})` : `${b} (${second})`;
  results[who] = (results[who] ?? 0) + 1;
  const ending = endingOf(s, r.events);
  endings[ending] = (endings[ending] ?? 0) + 1;
  turns.push(result.turn);
  for (const ship of s.ships) {
    const spec = s.static.ships[ship.idx];
    kept.hull.push(ship.hull / Math.max(1, spec.hull));
    (bySide[spec.side] ??= { fired: 0, hull: [] }).hull.push(ship.hull / Math.max(1, spec.hull));
    kept.rigging.push(sum(ship.rigging) / Math.max(1, sum(spec.rigging)));
    kept.crew.push(sum(ship.crew) / Math.max(1, sum(spec.crew)));
  }
}

process.stdout.write(
  `${JSON.stringify({
    scenario: scenario.id,
    captains: [first, second],
    games,
    turnLimit: scenario.turnLimit ?? null,
    results,
    endings,
    meanTurns: mean(turns),
    kept: { hull: mean(kept.hull), rigging: mean(kept.rigging), crew: mean(kept.crew) },
    broadsidesPerGame: mean(fired),
    aims,
    meanRange: mean(ranges),
    firstBroadsideTurn: mean(firstFire),
    bySide: Object.fromEntries(
      Object.entries(bySide).map(([side, x]) => [side, { broadsidesPerGame: x.fired / games, hullKept: mean(x.hull) }]),
    ),
  })}\n`,
);
