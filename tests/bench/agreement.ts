/**
 * How often a searching captain's decision is its own noise: on positions of greedy mid-games, each captain decides
 * for each side twice, on two streams, and the ships' plots are compared (the share alike, with its interval); and
 * each decision against a reference captain's on a third stream (a larger budget, say: whether a change moves the
 * decisions towards more thought's).
 *
 *   npx tsx tests/bench/agreement.ts --scenario squadron-action --rules basic --captains mcts,mcts:credit=1 \
 *     [--reference mcts:budget] [--positions 12] [--from 3] [--step 2]
 *
 * Positions: seeds `agree-<k>`, greedy-raker against itself `from + step·(k mod 4)` turns into the scenario.
 */
import type { RulesInput } from '../../src/api/wsim.js';
import { atOrders } from '../bots/fixtures/midGame.js';
import { decideOnce } from '../bots/fixtures/decide.js';
import { wilson } from '../../src/lab/stats.js';

const argv = process.argv.slice(2);
const arg = (name: string, def: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1] : def;
};
const scenario = arg('scenario', 'squadron-action');
const level = arg('rules', '');
const rules: RulesInput | undefined = level ? { level: level === 'basic' ? 'basic' : 'advanced' } : undefined;
const captains = arg('captains', 'mcts').split(',');
const reference = arg('reference', '');
const positions = Number(arg('positions', '12'));
const from = Number(arg('from', '3'));
const step = Number(arg('step', '2'));

type Plots = Record<string, string>;

function decide(spec: string, k: number, side: string, stream: string): Plots {
  const { state, last } = atOrders(scenario, `agree-${k}`, from + step * (k % 4), rules);
  if (state.result) return {};
  const out = decideOnce(spec, state, last, side, stream).orders;
  const plots: Plots = {};
  for (const [id, o] of Object.entries(out.ships)) plots[id] = o.plot ?? '0';
  return plots;
}

const alike = (a: Plots, b: Plots) => {
  let same = 0;
  let n = 0;
  for (const id of Object.keys(a)) {
    n++;
    if (a[id] === b[id]) same++;
  }
  return { same, n };
};

const fmt = (same: number, n: number) => {
  const { low, high } = wilson(same, n);
  return `${((100 * same) / Math.max(1, n)).toFixed(1)}% [${(100 * low).toFixed(1)}, ${(100 * high).toFixed(1)}] of ${n}`;
};

const sides = atOrders(scenario, 'agree-0', 0, rules).state.static.sides.map((s) => s.id);
const refs = new Map<string, Plots>();
if (reference)
  for (let k = 0; k < positions; k++)
    for (const side of sides) refs.set(`${k}/${side}`, decide(reference, k, side, 'agree-ref'));
for (const spec of captains) {
  let self = { same: 0, n: 0 };
  let ref = { same: 0, n: 0 };
  for (let k = 0; k < positions; k++)
    for (const side of sides) {
      const a = decide(spec, k, side, 'agree-a');
      const b = decide(spec, k, side, 'agree-b');
      const s = alike(a, b);
      self = { same: self.same + s.same, n: self.n + s.n };
      if (reference) {
        const r = alike(a, refs.get(`${k}/${side}`)!);
        ref = { same: ref.same + r.same, n: ref.n + r.n };
      }
    }
  process.stdout.write(
    `${spec} on ${scenario}: two streams alike ${fmt(self.same, self.n)}` +
      (reference ? `; alike ${reference} ${fmt(ref.same, ref.n)}` : '') +
      '\n',
  );
}
