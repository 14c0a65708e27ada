/**
 * The mcts option `credit`: each ship's bandit learns from her own part of a leaf's value instead of (or blended with)
 * her side's. Her part of the exchange is a difference credit — what the exchange would lose were she not there —
 * so `exchangeCredit` is checked against the exchange counted again without her, on fleets in mid-game; the search
 * feeds each bandit the blend the option asks for (a toy game whose side value says nothing and whose units' credits
 * say everything); and WS&IM's search game gives every fighting ship a value, one ship against one her side's value.
 */
import { describe, expect, it } from 'vitest';
import { playerView } from '../../src/index.js';
import type { GameState } from '../../src/api/wsim.js';
import { arenaOf, exchangeCredit, fleetExchange, unitOf, type Unit } from '../../bots/wsim/lib/engagement.js';
import { enemyShips, operational, ownShips } from '../../bots/wsim/lib/fleet.js';
import { bestActions, duct } from '../../bots/search/duct.js';
import type { Factored, JointAction, SearchGame } from '../../bots/search/game.js';
import { WsimSearchGame } from '../../bots/wsim/searchGame.js';
import { Belief } from '../../bots/wsim/lib/belief.js';
import { mctsOptions } from '../../bots/mcts/options.js';
import { midGame } from './fixtures/midGame.js';
import { ductOptions } from './fixtures/ductOptions.js';

const WEIGHTS = { rake: 0.04, rakeRange: 3, potential: 0.6 };

/** Each side's fighting ships as `side` sees them, and the arena. */
function fleets(state: GameState, side: string) {
  const view = playerView(state, side);
  const ours = ownShips(view)
    .filter(operational)
    .map((s) => unitOf(view, s, null));
  const theirs = enemyShips(view).map((s) => unitOf(view, s, null));
  return { arena: arenaOf(view), ours, theirs };
}

const without = (units: Unit[], i: number) => units.filter((_, k) => k !== i);

describe('exchangeCredit', () => {
  it('is each ship’s difference credit: the exchange less the exchange were she not there', () => {
    let engaged = 0;
    for (const [id, level, turns] of [
      ['squadron-action', 'basic', 6],
      ['squadron-action', 'advanced', 9],
      ['fleet-action', 'advanced', 12],
      ['fleet-action', 'basic', 16],
    ] as const)
      for (let k = 0; k < 3; k++) {
        const { state } = midGame(id, `credit-${k}`, turns + k, { level });
        if (state.result) continue;
        for (const side of state.static.sides) {
          const { arena, ours, theirs } = fleets(state, side.id);
          const parts = exchangeCredit(arena, { ours, theirs }, WEIGHTS);
          const whole = fleetExchange(arena, ours, theirs, WEIGHTS);
          // the exchange counted on the way, to the last bit
          expect(parts.exchange).toBe(whole);
          ours.forEach((_, i) => {
            const rest = fleetExchange(arena, without(ours, i), theirs, WEIGHTS);
            expect(parts.ours[i]).toBeCloseTo(whole - rest, 9);
            if (Math.abs(whole - rest) > 1e-6) engaged++;
          });
          theirs.forEach((_, j) => {
            // from her own side's standpoint: their exchange with us, less it without her
            const rest = fleetExchange(arena, without(theirs, j), ours, WEIGHTS);
            expect(parts.theirs[j]).toBeCloseTo(-whole - rest, 9);
          });
        }
      }
    // the positions put ships in range of each other: the identity was tested where it says something
    expect(engaged).toBeGreaterThan(20);
  });
});

/** A toy game: side A's three units pick one of four actions; the side's value says nothing, each unit's credit its action's worth. */
type ToyState = { picks: readonly number[] | null };
const WORTH = [0.3, 0.35, 0.45, 0.5];
function toy(credited: readonly string[]): SearchGame<ToyState, number> {
  let last: ToyState | null = null;
  return {
    sides: ['A', 'B'],
    determinise: () => ({ picks: null }),
    reseed: (s) => s,
    terminal: (s) => s.picks !== null,
    actions: (): Factored<number> => ({
      sides: [
        ['u0', 'u1', 'u2'].map((unit) => ({ unit, actions: [0, 1, 2, 3], scores: [3, 2, 1, 0] })),
        [{ unit: 'e', actions: [0], scores: [0] }],
      ],
    }),
    step: (_s, _at, joint: JointAction<number>) => (last = { picks: joint[0] }),
    evaluate: () => 0.5,
    credit: () => new Map(credited.map((u) => [u, WORTH[last!.picks![Number(u.slice(1))]]])),
  };
}

const search = (credit: number, credited = ['u0', 'u1', 'u2']) =>
  bestActions(
    duct(
      toy(credited),
      ductOptions(
        'A',
        (() => {
          let x = 0;
          return () => (x = (x + 0.618034) % 1);
        })(),
        { iterations: 400, worlds: 1, credit },
      ),
    ).root,
    0,
  );

describe('duct with credit', () => {
  it("feeds each bandit its unit's credit, blended as asked", () => {
    // the side's value is flat: without credit the prior's first action stays; with it, each unit finds its best
    expect(search(0)).toEqual([0, 0, 0]);
    expect(search(1)).toEqual([3, 3, 3]);
    expect(search(0.5)).toEqual([3, 3, 3]);
    // a unit the game gives no credit learns its side's value
    expect(search(1, ['u0', 'u2'])).toEqual([3, 0, 3]);
  });
});

/** Each ship's first plot in the prior's order, for both sides. */
const firstPlots = (at: ReturnType<WsimSearchGame['actions']>) =>
  at.sides.map((units) => units.map((u) => u.actions[0]));

/** A descent of `turns` turns from the game's first world, each ship's first plot: the world, the leaf. */
function descend(game: WsimSearchGame, turns: 1 | 2) {
  const world = game.determinise(0, () => 0.25);
  game.begin();
  let state = world;
  for (let t = 1; t <= turns; t++) {
    const at = game.actions(state, t === 1);
    state = game.step(state, at, firstPlots(at), t === turns);
  }
  return { world, leaf: state };
}

describe("WS&IM's search game with credit", () => {
  it("gives every fighting ship her own value; one ship against one, her side's", () => {
    for (const [id, level, turns, ships] of [
      ['frigate-duel', 'advanced', 5, 2],
      ['squadron-action', 'basic', 7, 6],
    ] as const) {
      const { state } = midGame(id, 'credit-game', turns, { level });
      const side = state.static.sides[0].id;
      const view = playerView(state, side);
      const belief = new Belief();
      belief.update(view, []);
      const game = new WsimSearchGame(view, belief, mctsOptions({ ammo: 'auto', credit: 1 }));
      // a descent of two turns: the first weighed inside it, the second the leaf
      const { world, leaf } = descend(game, 2);
      const value = game.evaluate(world, leaf, side);
      const credit = game.credit()!;
      expect(credit.size).toBe(ships);
      for (const v of credit.values()) {
        expect(v).toBeGreaterThan(0);
        expect(v).toBeLessThan(1);
      }
      // the leaf weighs an exchange: the values say something
      expect([...credit.values()].some((v) => Math.abs(v - 0.5) > 0.01)).toBe(true);
      if (ships === 2) {
        const [ours, theirs] = state.static.ships.map((s) => s.id);
        expect(credit.get(ours)).toBeCloseTo(value, 9);
        expect(credit.get(theirs)).toBeCloseTo(1 - value, 9);
      }
      // without the option the game has none
      const plain = new WsimSearchGame(view, belief, mctsOptions({ ammo: 'auto' }));
      const bare = descend(plain, 1);
      plain.evaluate(bare.world, bare.leaf, side);
      expect(plain.credit()).toBeNull();
    }
  });
});
