/**
 * The thinking budget of the searching captain: `Budget.scale` multiplies its own budget (what
 * `wsim ladder --budget-scale` and `wsim balance --budget-scale` pass), and more thought looks
 * further — two turns of joint moves from the default budget, in a single-ship action (`deepen`) and in a fleet
 * action while at most six ships fight (`fleetDeepen`, `deepShips`); a bigger fleet searches one turn at every
 * budget.
 */
import { describe, expect, it } from 'vitest';
import { captainRandom, getScenario, newGame, playerView } from '../../src/index.js';
import { createCaptain, type MctsCaptain } from '../../bots/index.js';
import { MctsSearch, mctsOptions, searchDepth } from '../../bots/mcts/index.js';
import { openArms } from '../../bots/search/duct.js';
import { recall } from '../../bots/rules/index.js';

describe('the mcts budget', () => {
  it('looks two turns ahead from the default budget, in a fleet while at most deepShips ships fight; an explicit depth wins', () => {
    const o = mctsOptions({ ammo: 'auto' });
    expect(o.depth).toBe(0);
    // a single-ship action: two turns from the default budget, so 1× and 4× are the same search
    expect(searchDepth(o, 0.99)).toBe(1);
    expect(searchDepth(o, 1)).toBe(2);
    expect(searchDepth(o, 4)).toBe(2);
    expect(searchDepth(o, 0)).toBe(1); // a time budget
    // a fleet action of six ships fighting or fewer: the same
    expect(searchDepth(o, 0.99, true, 6)).toBe(1);
    expect(searchDepth(o, 1, true, 6)).toBe(2);
    expect(searchDepth(o, 4, true, 4)).toBe(2);
    expect(searchDepth(o, 0, true, 4)).toBe(1);
    // seven or more: one turn at every budget, so 1× and 4× are the same search there too
    expect(searchDepth(o, 1, true, 7)).toBe(1);
    expect(searchDepth(o, 4, true, 14)).toBe(1);
    expect(searchDepth(o, 16, true, 14)).toBe(1);
    // deepShips=0: any number of ships; fleetDeepen=0: never (the default until 2026-11-28)
    expect(searchDepth(mctsOptions({ ammo: 'auto', deepShips: 0 }), 1, true, 14)).toBe(2);
    const never = mctsOptions({ ammo: 'auto', fleetDeepen: 0 });
    expect(searchDepth(never, 1, true, 4)).toBe(1);
    expect(searchDepth(never, 16, true, 4)).toBe(1);
    // fleetDeepen=2: two turns from twice the default budget (the third session's rule for every action)
    const two = mctsOptions({ ammo: 'auto', fleetDeepen: 2 });
    expect(searchDepth(two, 1.99, true, 6)).toBe(1);
    expect(searchDepth(two, 2, true, 6)).toBe(2);
    expect(searchDepth(two, 4, true, 6)).toBe(2);
    expect(searchDepth(mctsOptions({ ammo: 'auto', depth: 3 }), 1, true, 14)).toBe(3);
    expect(searchDepth(mctsOptions({ ammo: 'auto', depth: 3 }), 1)).toBe(3);
    expect(searchDepth(mctsOptions({ ammo: 'auto', deepen: 0 }), 4)).toBe(1);
  });

  it('multiplies its own budget by Budget.scale, not an explicit one', () => {
    const state = newGame(getScenario('frigate-duel'), { seed: 'budget', rules: { level: 'advanced' } });
    const view = playerView(state, 'british');
    const searched = (spec: string, scale?: number, iterations?: number) => {
      const c = createCaptain(spec) as MctsCaptain;
      c.orders({
        view,
        events: [],
        random: captainRandom('budget', 'british'),
        budget: { ...(scale ? { scale } : {}), ...(iterations ? { iterations } : {}) },
      });
      return c.lastSearch.budget;
    };
    const one = searched('mcts:worlds=2');
    expect(one).toBe(300); // 150 a fighting ship, two ships
    expect(searched('mcts:worlds=2', 2)).toBe(2 * one);
    expect(searched('mcts:worlds=2,perShip=20', 4)).toBe(4 * 40);
    expect(searched('mcts:worlds=2', 4, 50)).toBe(50); // an explicit iteration budget is not scaled
  });

  it('searches two turns at the default budget in the squadron action (six ships), one in the fleet action (fourteen)', () => {
    const depthAt = (id: string) => {
      const state = newGame(getScenario(id), { seed: 'budget', rules: { level: 'advanced' } });
      const side = state.static.sides[0].id;
      const c = createCaptain('mcts:worlds=2') as MctsCaptain;
      c.orders({ view: playerView(state, side), events: [], random: captainRandom('budget', side), budget: {} });
      return c.lastSearch.depth;
    };
    expect(depthAt('squadron-action')).toBe(2);
    expect(depthAt('fleet-action')).toBe(1);
  });

  it('fixedArms: the default budget searches as without it; four times it opens the plots the default opens', () => {
    const state = newGame(getScenario('frigate-duel'), { seed: 'arms', rules: { level: 'advanced' } });
    const view = playerView(state, 'british');
    const rootOf = (spec: Record<string, unknown>, scale: number) => {
      const { rules, memory } = recall(new Map(), view, []);
      const options = mctsOptions({ ammo: 'auto', worlds: 2, stop: 0, ...spec });
      return new MctsSearch(rules, view, memory, options, captainRandom('arms', 'british')).run({ scale });
    };
    const visits = (root: ReturnType<typeof rootOf>) => root.bandits.map((side) => side.map((b) => Array.from(b.n)));
    expect(visits(rootOf({ fixedArms: 1 }, 1))).toEqual(visits(rootOf({}, 1)));
    const fixed = rootOf({ fixedArms: 1 }, 4);
    const plain = rootOf({}, 4);
    const tried = (b: (typeof fixed.bandits)[0][0]) => b.n.findLastIndex((n) => n > b.prior) + 1;
    for (const b of fixed.bandits[0]) {
      expect(b.total).toBe(1200);
      expect(tried(b)).toBeLessThanOrEqual(openArms(b, 0.5, 4)); // 2 + ⌊√300⌋ = 19, as at 1×
    }
    // without it the same budget tries plots beyond those
    expect(plain.bandits[0].some((b) => tried(b) > openArms(b, 0.5, 4))).toBe(true);
  });

  it('trees: the budget split among independent searches, our ships’ visits summed over them, the same on the same seed', () => {
    const state = newGame(getScenario('frigate-duel'), { seed: 'trees', rules: { level: 'advanced' } });
    const view = playerView(state, 'british');
    const searchOf = (spec: Record<string, unknown>) => {
      const { rules, memory } = recall(new Map(), view, []);
      const options = mctsOptions({ ammo: 'auto', worlds: 2, stop: 0, ...spec });
      return (random: () => number) => new MctsSearch(rules, view, memory, options, random);
    };
    const visits = (root: ReturnType<MctsSearch['run']>) => root.bandits[0].map((b) => Array.from(b.n));
    // one tree is the search without the option
    expect(visits(searchOf({ trees: 1 })(captainRandom('trees', 'british')).run({}))).toEqual(
      visits(searchOf({})(captainRandom('trees', 'british')).run({})),
    );
    // four trees at four times the budget: four searches of the default budget, one after another on one stream
    const merged = searchOf({ trees: 4 })(captainRandom('trees', 'british'));
    const root = merged.run({ scale: 4 });
    expect(merged.stats.iterations).toBe(1200);
    const random = captainRandom('trees', 'british');
    const single = [0, 1, 2, 3].map(() => searchOf({})(random).run({ iterations: 300 }));
    root.bandits[0].forEach((b, u) => {
      expect(b.total).toBe(1200);
      const sum = b.arms.map((arm) =>
        single.reduce((n, r) => {
          const other = r.bandits[0][u];
          const j = other.arms.findIndex((a) => a.plot === arm.plot);
          return n + (j < 0 ? 0 : other.n[j]);
        }, 0),
      );
      expect(Array.from(b.n)).toEqual(sum);
    });
    // the separate searches disagree somewhere, so the sum is not one search's visits four times over
    expect(visits(single[0])).not.toEqual(visits(single[1]));
    // deterministic for a seed
    expect(visits(searchOf({ trees: 4 })(captainRandom('trees', 'british')).run({ scale: 4 }))).toEqual(visits(root));
  });
});
