/**
 * How the sides fight, in the balance report: each game's broadsides by range and squares scored per side (from
 * the game's summary), summed in the tally and merged, told per game in the story and contrasted between two
 * captains when they disagree.
 */
import { describe, expect, it } from 'vitest';
import { getScenario } from '../../src/api/wsim.js';
import { playBalanceGame, type BalanceGame, type SideFight } from '../../src/lab/balance/games.js';
import { addGame, emptyTally, measurementOf, mergeTallies } from '../../src/lab/balance/measure.js';
import { fightContrast, fightSentence, fightStory } from '../../src/lab/balance/fight.js';
import { whyTheyDiffer } from '../../src/lab/balance/recheck.js';
import { createCaptain, playGame } from '../../bots/index.js';

const scenario = getScenario('frigate-duel');

/** The broadside events of a game, counted by side independently of the summary. */
function countedFight(seed: string): Record<string, SideFight> {
  const sides = scenario.sides.map((s) => s.id);
  const { events } = playGame(scenario, Object.fromEntries(sides.map((s) => [s, createCaptain('greedy-raker')])), {
    seed,
    keepEvents: true,
  });
  const out: Record<string, SideFight> = {};
  for (const e of events) {
    if (e.type !== 'broadside') continue;
    const side = scenario.ships.find((x) => x.id === e.ship)!.side;
    const f = (out[side] ??= { broadsides: 0, close: 0, long: 0, hull: 0, rigging: 0 });
    f.broadsides++;
    if (e.range <= 3) f.close++;
    if (e.range >= 7) f.long++;
    if (e.target !== null) {
      f.hull += e.hits.H;
      f.rigging += e.hits.R;
    }
  }
  return out;
}

const fight = (broadsides: number, long: number, hull: number): SideFight => ({
  broadsides,
  close: broadsides - long,
  long,
  hull,
  rigging: 10 - hull,
});

const game = (winner: string, f: Record<string, SideFight>): BalanceGame => ({
  winner,
  turns: 20,
  ending: winner === 'draw' ? 'points at the turn limit' : 'strike',
  decisive: null,
  lost: [],
  leadChanges: 0,
  clear: winner === 'draw' ? null : 0.5,
  fight: f,
  luck: null,
});

describe('how the sides fight', () => {
  it("a game's fight per side is its broadsides by range and the squares they scored", () => {
    let fired = 0;
    for (const seed of ['fight-1', 'fight-2']) {
      const g = playBalanceGame({ scenario, captain: 'greedy-raker' }, seed);
      const counted = countedFight(seed);
      for (const side of scenario.sides.map((s) => s.id)) {
        const want = counted[side] ?? { broadsides: 0, close: 0, long: 0, hull: 0, rigging: 0 };
        expect(g.fight[side]).toEqual(want);
        fired += want.broadsides;
      }
    }
    expect(fired).toBeGreaterThan(0);
  });

  it('sums in the tally, merges across tallies, and tells the story per game', () => {
    const sides = ['british', 'french'];
    const a = emptyTally(sides);
    addGame(a, game('british', { british: fight(10, 8, 4), french: fight(6, 6, 1) }));
    addGame(a, game('draw', { british: fight(20, 20, 0) }));
    const b = emptyTally(sides);
    addGame(b, game('french', { british: fight(4, 0, 3), french: fight(14, 2, 7) }));
    const t = mergeTallies(a, b);
    expect(t.fight.british).toEqual({ broadsides: 34, close: 6, long: 28, hull: 7, rigging: 23 });
    expect(t.fight.french).toEqual({ broadsides: 20, close: 12, long: 8, hull: 8, rigging: 12 });
    const story = fightStory(scenario, measurementOf(t, sides as [string, string], 'games'));
    expect(story[0]).toMatchObject({ side: 'british', broadsides: 34 / 3, long: 28 / 34, hull: 7 / 3 });
    expect(story[1]).toMatchObject({ side: 'french', broadsides: 20 / 3, close: 12 / 20, rigging: 4 });
    expect(fightSentence(story)).toBe(
      `How they fight: ${scenario.sides[0].name} fire 11.3 broadsides a game, 18% within 3 hexes and 82% at 7 or more, scoring 2.3 hull and 7.7 rigging squares a game; ${scenario.sides[1].name} fire 6.7 broadsides a game, 60% within 3 hexes and 40% at 7 or more, scoring 2.7 hull and 4 rigging squares a game.`,
    );
    expect(fightSentence(fightStory(scenario, measurementOf(emptyTally(sides), ['british', 'french'], 'games')))).toBe(
      'No broadside was fired.',
    );
  });

  it('contrasts two captains that disagree: a stand-off against a close action', () => {
    const sides: [string, string] = ['british', 'french'];
    const far = emptyTally(sides);
    const near = emptyTally(sides);
    for (let i = 0; i < 10; i++) {
      addGame(far, game('draw', { british: fight(20, 19, 0), french: fight(10, 10, 1) }));
      addGame(near, game(i < 9 ? 'british' : 'french', { british: fight(20, 2, 6), french: fight(20, 4, 3) }));
    }
    const a = { who: 'mcts', m: measurementOf(far, sides, 'games') };
    const b = { who: 'greedy-raker', m: measurementOf(near, sides, 'games') };
    expect(fightContrast(a, b)).toBe(
      '97% of the broadsides are fired at 7 hexes or more and 1 hull squares scored a game with mcts, 15% and 9 with greedy-raker',
    );
    expect(whyTheyDiffer(scenario, a, b)).toContain(fightContrast(a, b)!);
    const none = { who: 'x', m: measurementOf(emptyTally(sides), sides, 'games') };
    expect(fightContrast(none, none)).toBeNull();
    expect(whyTheyDiffer(scenario, none, none)).not.toContain('broadsides are fired');
  });
});
