/**
 * Special rules: the Splitting Table, Prize Crews' cost (the text's example), the Result of Morale Checks
 * table, Grappling's example numbers, and a melee round worked out by its procedure.
 */
import { describe, expect, it } from 'vitest';
import { prizeCrewCost, splitPartner, damageAt } from '../../src/engine/springelkamp/damage.js';
import { MELEE_RESULTS, meleeResult } from '../../src/engine/springelkamp/phases/boarding.js';
import { newSprGame } from '../../src/engine/springelkamp/setup.js';
import { resolveSprTurn } from '../../src/engine/springelkamp/turn.js';
import type { SprOrders, SprState } from '../../src/engine/springelkamp/types.js';
import { scenario } from './helpers.js';

describe('Melee: Special Cases — the Splitting Table', () => {
  it('"two groups, both with modifier minus 10, or … one group with modifier minus 5 and the other with modifier minus 18"', () => {
    expect(splitPartner(10)).toBe(10);
    expect(splitPartner(5)).toBe(18);
    expect(splitPartner(0)).toBe(50);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(splitPartner)).toEqual([50, 39, 29, 24, 20, 18, 16, 14, 12, 11, 10]);
    expect(() => splitPartner(11)).toThrow(/Splitting Table/);
  });
});

describe('Prize Crews: the cost', () => {
  it("the text's example: 49 → 1 damage point, equal ships → 2, the frigate manning the 74 (11) → 9", () => {
    // the example writes the frigate's 32 (its guns) for its crew size: 30 + 51 − 32 = 49, and 30 + 32 − 51 = 11 (S-SLIP-E1)
    expect(prizeCrewCost(51, 32)).toBe(1);
    expect(prizeCrewCost(40, 40)).toBe(2);
    expect(prizeCrewCost(32, 51)).toBe(9);
    // with the frigate's crew size 36 as written in its log
    expect(prizeCrewCost(51, 36)).toBe(1);
    expect(prizeCrewCost(36, 51)).toBe(7);
    expect(prizeCrewCost(10, 60)).toBe(10);
  });
});

describe('Melee: Result of Morale Checks', () => {
  it('when the attacker is not yet on board', () => {
    expect(meleeResult(false, false, true)).toBe('repulsed');
    expect(meleeResult(false, false, false)).toBe('repulsed');
    expect(meleeResult(false, true, true)).toBe('noEffect');
    expect(meleeResult(false, true, false)).toBe('onBoard');
  });
  it('when the attacker is on board', () => {
    expect(meleeResult(true, false, true)).toBe('partySurrenders');
    expect(meleeResult(true, false, false)).toBe('repulsed');
    expect(meleeResult(true, true, true)).toBe('noEffect');
    expect(meleeResult(true, true, false)).toBe('captured');
    expect(Object.keys(MELEE_RESULTS.onBoard)).toHaveLength(4);
  });
});

const BOARDING = { rules: { special: { boarding: true, prizeCrews: true } }, wind: { direction: 3 } };

function orders(a: SprOrders['a']['ships'], b: SprOrders['b']['ships'] = {}): SprOrders {
  return { a: { ships: a }, b: { ships: b } };
}

describe("Grappling (the text's example: quality 4, own speed 1, the target drifting: needs a 3)", () => {
  // wind towards the south-east: heading north is by the wind (easy sail 1-0); the target drifts under no sail
  const start = (): SprState =>
    newSprGame(
      scenario(
        [
          { id: 'x', side: 'a', bow: 'M21', heading: 1, sail: 'ES', quality: 4 },
          { id: 'y', side: 'b', bow: 'N20', heading: 1, sail: 'NS', quality: 4 },
        ],
        BOARDING,
      ),
      { seed: 'grapple' },
    );

  it('a boarding party formed in the plot phase, one MP sailed: need = quality − the sum of the speeds', () => {
    const { events } = resolveSprTurn(
      start(),
      orders({ x: { plot: 'F', boardingParty: true, grapple: 'y' } }, { y: { plot: '' } }),
    );
    expect(events.find((e) => e.type === 'boardingParty')).toMatchObject({ ship: 'x', formed: true });
    const g = events.find((e) => e.type === 'grapple');
    expect(g).toMatchObject({ ship: 'x', target: 'y', need: 3 });
    const u = events.find((e) => e.type === 'ungrapple');
    if (g?.type === 'grapple' && g.success) {
      // Ungrappling: "If they pass their roll by more than the grappling crew passed it's modified roll"
      expect(u).toMatchObject({ need: 4 - (3 - g.roll) - 1 });
    } else expect(u).toBeUndefined();
  });

  it('without a boarding party the grapple is refused naming the rule; without the special rule too', () => {
    const { events } = resolveSprTurn(start(), orders({ x: { plot: 'F', grapple: 'y' } }));
    expect(events.find((e) => e.type === 'orderIgnored')).toMatchObject({
      reason: expect.stringMatching(/boarding party/),
    });
    const basic = newSprGame(
      scenario(
        [
          { id: 'x', side: 'a', bow: 'M21', heading: 1, sail: 'ES' },
          { id: 'y', side: 'b', bow: 'N20', heading: 1, sail: 'NS' },
        ],
        { wind: { direction: 3 } },
      ),
      { seed: 'g' },
    );
    const r = resolveSprTurn(basic, orders({ x: { plot: 'F', boardingParty: true } }));
    expect(r.events.find((e) => e.type === 'orderIgnored')).toMatchObject({
      reason: expect.stringMatching(/not allowed in the basic game/),
    });
  });
});

describe('Melee: Procedure (one round from a grapple made earlier)', () => {
  it("both sides' numbers, damage from the Damage Table, morale modified by damage, the result by the table", () => {
    const g0 = newSprGame(
      scenario(
        [
          { id: 'x', side: 'a', type: 'gb-74b', bow: 'M20', heading: 1, sail: 'ES', morale: 5 },
          { id: 'y', side: 'b', type: 'gb-38', bow: 'N20', heading: 1, sail: 'NS', morale: 3 },
        ],
        BOARDING,
      ),
      { seed: 'melee' },
    );
    const g: SprState = {
      ...g0,
      turn: 2,
      ships: g0.ships.map((s) => (s.idx === 0 ? { ...s, boardingParty: true } : s)),
      grapples: [{ a: 'x', b: 'y', turn: 1 }],
    };
    const { state, events } = resolveSprTurn(g, orders({ x: { plot: '', board: 'y' } }, { y: { plot: '' } }));
    const m = events.find((e) => e.type === 'melee');
    expect(m).toBeDefined();
    if (m?.type !== 'melee') return;
    // attacker: 53 − 0 − 41 + 0 + 20 + 5·2 decks − 10·1 deck; defender: 41 − 0 − 53 + 0 + 20 + 5 (round 1)
    expect(m.values).toEqual([53 - 41 + 20 + 10 - 10, 41 - 53 + 20 + 5]);
    expect(m.damage).toEqual([damageAt(m.values[0] + m.dice[0]), damageAt(m.values[1] + m.dice[1])]);
    expect(m.morale[0].need).toBe(5 + m.damage[0] - m.damage[1]);
    expect(m.morale[1].need).toBe(3 + m.damage[1] - m.damage[0]);
    expect(m.result).toBe(meleeResult(false, m.morale[0].passed, m.morale[1].passed));
    const y = state.ships[1];
    expect(y.damage.L + y.damage.R).toBe(m.damage[0]);
    if (m.result === 'onBoard') expect(state.melees[0]).toMatchObject({ onBoard: true, rounds: 1 });
    if (m.result === 'repulsed') expect(state.melees).toHaveLength(0);
  });

  it('boarding may not occur in the gameturn of grappling', () => {
    const g = newSprGame(
      scenario(
        [
          { id: 'x', side: 'a', bow: 'M20', heading: 1, sail: 'ES' },
          { id: 'y', side: 'b', bow: 'N20', heading: 1, sail: 'NS' },
        ],
        BOARDING,
      ),
      { seed: 'same-turn' },
    );
    const s1 = { ...g, ships: g.ships.map((s) => (s.idx === 0 ? { ...s, boardingParty: true } : s)) };
    const { events } = resolveSprTurn(s1, orders({ x: { plot: '', grapple: 'y', board: 'y' } }));
    expect(events.find((e) => e.type === 'orderIgnored' && e.order.startsWith('board'))).toMatchObject({
      reason: expect.stringMatching(/gameturn of grappling/),
    });
    expect(events.some((e) => e.type === 'melee')).toBe(false);
  });
});

describe('Prize Crews: formed in the boarding phase, the captor pays the cost, ungrapples; the prize navigates and does not fire', () => {
  it('a captured ship manned', () => {
    const g0 = newSprGame(
      scenario(
        [
          { id: 'x', side: 'a', type: 'gb-74b', bow: 'M20', heading: 1, sail: 'ES' },
          { id: 'y', side: 'b', type: 'gb-38', bow: 'N20', heading: 1, sail: 'NS' },
          { id: 'z', side: 'b', type: 'gb-38', bow: 'A2', heading: 1, sail: 'NS' },
        ],
        BOARDING,
      ),
      { seed: 'prize' },
    );
    const g: SprState = {
      ...g0,
      ships: g0.ships.map((s) => (s.idx === 1 ? { ...s, struck: true, captured: true, controller: 'a' } : s)),
      grapples: [{ a: 'x', b: 'y', turn: 1 }],
      turn: 3,
    };
    const { state, events } = resolveSprTurn(g, orders({ x: { plot: '', prizeCrew: 'y' } }));
    const p = events.find((e) => e.type === 'prizeCrew');
    expect(p).toMatchObject({ ship: 'x', prize: 'y', cost: prizeCrewCost(53, 41) });
    expect(state.ships[0].damage.L + state.ships[0].damage.R).toBe(prizeCrewCost(53, 41));
    expect(state.ships[1].prizeCrew).toBe(true);
    expect(state.grapples).toEqual([]);
    const r2 = resolveSprTurn(state, orders({ y: { plot: '', fire: { R: { target: 'x' } } } }));
    expect(r2.events.find((e) => e.type === 'orderIgnored')).toMatchObject({
      ship: 'y',
      reason: expect.stringMatching(/may only navigate, not fire/),
    });
  });
});
