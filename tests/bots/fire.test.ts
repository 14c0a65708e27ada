/**
 * 11.3.4 the initial broadside: greedy-raker keeps it for close range while it closes on its target
 * (keepInitial 1); with keepInitial 0 — the MCTS default, whose search weighs every loaded
 * broadside as fired — it fires whenever it bears.
 */
import { describe, expect, it } from 'vitest';
import { newGame, playerView, type Broadside } from '../../src/index.js';
import { getScenario } from '../../src/api/wsim.js';
import { fireIntents } from '../../bots/wsim/greedy/fire.js';
import { movesOf } from '../../bots/wsim/greedy/moves.js';
import type { EnemyModel } from '../../bots/wsim/greedy/predict.js';
import { arenaOf, unitOf } from '../../bots/wsim/lib/engagement.js';
import { relation } from '../../bots/wsim/lib/geometry.js';
import { createCaptain } from '../../bots/index.js';

describe('initial broadside (11.3.4)', () => {
  // the frigate duel with the French frigate brought in to Q25, both frigates with their initial broadsides
  const base = getScenario('frigate-duel');
  const scenario = { ...base, ships: [base.ships[0], { ...base.ships[1], bow: 'Q25' }] };
  const state = newGame(scenario, { seed: 'fire' });
  const view = playerView(state, 'british');
  const arena = arenaOf(view);
  const me = unitOf(view, view.ships[0], null);
  const enemy = unitOf(view, view.ships[1], null);
  const at = { bow: enemy.ship.bow, heading: enemy.ship.heading };
  const enemies: EnemyModel[] = [{ unit: enemy, predictions: [{ at, weight: 1 }] }];
  const now = relation({ bow: me.ship.bow, heading: me.ship.heading }, at).range;

  // every plot that closes to 5 hexes or more with the enemy under a broadside that can hit her
  const closing = movesOf(view, me.ship).flatMap(({ plot, at: x }) => {
    const rel = relation(x, at);
    const intents = fireIntents(arena, me, x, enemies, 'round', true);
    const sides = (['L', 'R'] as Broadside[]).filter(
      (b) => (b === 'L' ? rel.inPlayL : rel.inPlayR) && intents[b].targets?.length,
    );
    return rel.range >= 5 && rel.range < now && sides.length ? [{ plot, x, b: sides[0] }] : [];
  });

  it('finds closing plots to test with', () => {
    expect(me.ship.initial).toEqual({ L: true, R: true });
    expect(closing.length).toBeGreaterThan(0);
  });

  it('keepInitial 1 holds it while closing; keepInitial 0 fires it', () => {
    for (const { x, b } of closing) {
      expect(fireIntents(arena, me, x, enemies, 'round', true)[b].fire).toBe(false);
      const open = fireIntents(arena, me, x, enemies, 'round', false)[b];
      expect(open.fire).toBe(true);
      expect(open.targets).toEqual([enemy.ship.id]);
    }
  });

  it('is an option of greedy-raker (default 1) and mcts (default 0)', () => {
    expect(() => createCaptain('greedy-raker:keepInitial=0')).not.toThrow();
    expect(() => createCaptain('mcts:keepInitial=1')).not.toThrow();
  });
});
