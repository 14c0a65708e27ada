/**
 * Captains' boarding under Springelkamp's special rules (bots/springelkamp/boarding.ts, I-SPR-39): board a worn enemy
 * grappled alongside, not one with a party of her own, not with the option off; man a captured ship when the prize
 * crew's cost is affordable; and greedy-raker's whole orders for such a turn are accepted by the engine.
 */
import { describe, expect, it } from 'vitest';
import { playerView, resolveTurn } from '../../src/index.js';
import * as spr from '../../src/api/springelkamp.js';
import { newSprGame } from '../../src/engine/springelkamp/setup.js';
import type { SprState } from '../../src/engine/springelkamp/types.js';
import { sprBoardingPlan, meleeOdds } from '../../bots/springelkamp/boarding.js';
import { createCaptain } from '../../bots/index.js';
import { scenario } from './helpers.js';

type Any = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const SPECIAL = { rules: { special: { boarding: true, prizeCrews: true } }, wind: { direction: 3 } };

/** A British 74 (crew 53, two decks) grappled to a French frigate (crew 41) whose hull is half shot away. */
function alongside(frigate: Partial<SprState['ships'][number]> = {}): SprState {
  const g = newSprGame(
    scenario(
      [
        { id: 'x', side: 'a', type: 'gb-74b', bow: 'M20', heading: 1, sail: 'ES' },
        { id: 'y', side: 'b', type: 'gb-38', bow: 'N20', heading: 1, sail: 'NS' },
      ],
      SPECIAL,
    ),
    { seed: 'captain-boarding' },
  );
  return {
    ...g,
    turn: 4,
    ships: g.ships.map((s) =>
      s.idx === 0 ? { ...s, boardingParty: true } : { ...s, damage: { L: 10, R: 2 }, ...frigate },
    ),
    grapples: [{ a: 'x', b: 'y', turn: 2 }],
  };
}

const view = (s: SprState, side = 'a') => playerView(s as Any, side) as unknown as spr.View;

describe('captains board by the Melee Procedure and the Result of Morale Checks', () => {
  it("the 74 boards the worn frigate alongside, keeping the grapple and the foul; the sums are the text's", () => {
    const v = view(alongside());
    const est = spr.meleeEstimate(v, 'x', 'y');
    // 53 − 0 − 41 + 12 + 20 + 5·2 decks − 10·1 deck; the frigate: 41 − 12 − 53 + 0 + 20 + 5
    expect([est.attack, est.defence]).toEqual([53 - 41 + 12 + 20 + 10 - 10, 41 - 12 - 53 + 20 + 5]);
    const x = v.ships[0];
    const y = v.ships[1];
    expect(y.crew.morale).toBeNull(); // hidden: guessed 4
    expect(meleeOdds(x, y, est).win).toBeGreaterThanOrEqual(0.2);
    expect(sprBoardingPlan(v, true).x).toMatchObject({ board: 'y', ungrapple: false, unfoul: false });
  });

  it('not an enemy with a party of her own (both boarding: a contest), nor with the option off', () => {
    expect(sprBoardingPlan(view(alongside({ boardingParty: true })), true).x?.board).toBeUndefined();
    expect(sprBoardingPlan(view(alongside()), false)).toEqual({});
  });

  it('the frigate does not board the 74: a round would go against her', () => {
    const plan = sprBoardingPlan(view(alongside({ boardingParty: true }), 'b'), true);
    expect(plan.y?.board).toBeUndefined();
  });

  it('a captured ship linked to the captor is manned when the prize crew costs at most 3', () => {
    const s = alongside({ struck: true, captured: true, controller: 'a' });
    expect(spr.prizeCrewCost(view(s), 'x', 'y')).toBe(1); // 30 + 53 − 41 = 42: the column of 39, 1 point
    expect(sprBoardingPlan(view(s), true).x).toMatchObject({ prizeCrew: 'y' });
  });

  it("greedy-raker's orders for these turns are all accepted (no ignored order)", () => {
    for (const s of [alongside(), alongside({ struck: true, captured: true, controller: 'a' })]) {
      const cap = createCaptain('greedy-raker');
      const orders = cap.orders({ view: view(s), events: [], random: () => 0.5, budget: {} });
      const r = resolveTurn(s as Any, { a: orders, b: { ships: {} } });
      expect((r.events as { type: string }[]).filter((e) => e.type === 'orderIgnored')).toEqual([]);
    }
  });
});
