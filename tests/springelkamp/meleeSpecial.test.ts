/**
 * Special rules, Melee: Special Cases — the Splitting Table in play: two attackers on one defender (the even split
 * and the defender's own), a third refused, an attacker being attacked (it recalls part of its party), assisting a
 * friendly ship by boarding the attacker or by entering the friend against the enemy party's foothold, and "You may
 * _not_ enter the friendly ship before it is boarded by the enemy". Every number is the Procedure's own sum.
 */
import { describe, expect, it } from 'vitest';
import { parseHexLabel } from '../../src/engine/hex.js';
import { OrderError } from '../../src/engine/orderShape.js';
import { damageAt, splitComplement } from '../../src/engine/springelkamp/damage.js';
import { meleeBase } from '../../src/engine/springelkamp/phases/boarding.js';
import { newSprGame } from '../../src/engine/springelkamp/setup.js';
import { resolveSprTurn } from '../../src/engine/springelkamp/turn.js';
import type { SprEvent } from '../../src/engine/springelkamp/events.js';
import type { Melee, SprOrders, SprShipOrders, SprState } from '../../src/engine/springelkamp/types.js';
import { MELEE } from '../../src/engine/springelkamp/tables.js';
import { scenario } from './helpers.js';

const BOARDING = { rules: { special: { boarding: true, prizeCrews: true } }, wind: { direction: 3 } };

/**
 * Four frigates (gb-38: crew 41, one deck): a1 and a2 of side a, d and h of side b, all still (no sail). The
 * links and melees are set on the state: the tests read the Boarding Phase, not the approach.
 */
function board(
  links: [string, string][],
  melees: Melee[],
  seed = 'split',
  morale: Partial<Record<string, number>> = {},
): SprState {
  const ids = ['a1', 'a2', 'd', 'h'];
  const g = newSprGame(
    scenario(
      ids.map((id, i) => ({
        id,
        side: id.startsWith('a') ? 'a' : 'b',
        bow: `${String.fromCharCode(65 + 3 * i)}10`,
        heading: 1,
        sail: 'NS',
        ...(morale[id] ? { morale: morale[id] } : {}),
      })),
      BOARDING,
    ),
    { seed },
  );
  return {
    ...g,
    turn: 3,
    ships: g.ships.map((s) => ({ ...s, boardingParty: true })),
    grapples: links.map(([a, b]) => ({ a, b, turn: 1 })),
    melees,
  };
}

const melee = (attacker: string, defender: string, onBoard = false, extra: Partial<Melee> = {}): Melee => ({
  attacker,
  defender,
  rounds: onBoard ? 1 : 0,
  roundsOnBoard: 0,
  onBoard,
  ...extra,
});

function orders(a: Record<string, SprShipOrders>, b: Record<string, SprShipOrders> = {}): SprOrders {
  return { a: { ships: a }, b: { ships: b } };
}

type MeleeEvent = Extract<SprEvent, { type: 'melee' }>;
const meleeEvents = (events: SprEvent[]) => events.filter((e): e is MeleeEvent => e.type === 'melee');
const still = { plot: '' };
/** Melee: Procedure — "Plus Own Crew Size Minus … Other Crew Size … Plus 20" with no damage yet: equal frigates, 20. */
const BASE = 20;

describe('Special Cases: More than one Attacker — "Defender has to split his defense in two"', () => {
  it('both melees fought, the defender at −10 in each by default; its rounds bonus the longest melee', () => {
    const g = board(
      [
        ['a1', 'd'],
        ['a2', 'd'],
      ],
      [melee('a1', 'd', false, { rounds: 2 })],
    );
    const { events } = resolveSprTurn(g, orders({ a1: still, a2: { plot: '', board: 'd' } }, { d: still }));
    const [m1, m2] = meleeEvents(events);
    expect(m1).toMatchObject({ attacker: 'a1', defender: 'd', split: [0, -10] });
    expect(m2).toMatchObject({ attacker: 'a2', defender: 'd', split: [0, -10] });
    // "defender uses his 'number of rounds bonus' for all melees": round 3 of the longest, +15 in both
    expect(m1.values[1]).toBe(BASE + 3 * MELEE.perRound - 10);
    // neither on board yet (no capture in this round): +5 per own deck −10 per defending deck
    expect(m1.values[0]).toBe(BASE + 5 - 10);
    // the second melee sees the damage of the first ("Minus Total Own Broadside Damage", "Plus Total Other")
    expect(m2.values[0]).toBe(BASE + m1.damage[0] + 5 - 10);
    expect(m2.values[1]).toBe(BASE - m1.damage[0] + 3 * MELEE.perRound - 10);
  });

  it('"one group with modifier minus 5 and the other with modifier minus 18", named by either group', () => {
    const g = board(
      [
        ['a1', 'd'],
        ['a2', 'd'],
      ],
      [melee('a1', 'd'), melee('a2', 'd')],
    );
    for (const split of [
      { ship: 'a1', minus: 5 },
      { ship: 'a2', minus: 18 },
    ]) {
      const { events } = resolveSprTurn(g, orders({ a1: still, a2: still }, { d: { plot: '', split } }));
      const [m1, m2] = meleeEvents(events);
      expect(m1.split).toEqual([0, -5]);
      expect(m2.split).toEqual([0, -18]);
    }
  });

  it('every column of the Splitting Table is a split the defender may order: −i against one, the entry against the other', () => {
    const g = board(
      [
        ['a1', 'd'],
        ['a2', 'd'],
      ],
      [melee('a1', 'd'), melee('a2', 'd')],
    );
    const table = [50, 39, 29, 24, 20, 18, 16, 14, 12, 11, 10];
    for (let i = 0; i <= 10; i++) {
      expect(splitComplement(i)).toBe(table[i]);
      expect(splitComplement(table[i])).toBe(i);
      const { events } = resolveSprTurn(g, orders({}, { d: { plot: '', split: { ship: 'a1', minus: i } } }));
      expect(meleeEvents(events).map((m) => Math.abs(m.split![1]))).toEqual([i, table[i]]);
    }
  });

  it('"Each round the splitting can be different": the next turn without an order is the even split again', () => {
    const g = board(
      [
        ['a1', 'd'],
        ['a2', 'd'],
      ],
      [melee('a1', 'd'), melee('a2', 'd')],
      'rounds',
      { d: 6, a1: 6, a2: 6 },
    );
    const r1 = resolveSprTurn(g, orders({}, { d: { plot: '', split: { ship: 'a2', minus: 0 } } }));
    expect(meleeEvents(r1.events).map((m) => Math.abs(m.split![1]))).toEqual([50, 0]);
    if (r1.state.melees.length < 2) return;
    const r2 = resolveSprTurn(r1.state, orders({}, {}));
    expect(meleeEvents(r2.events).map((m) => m.split?.[1])).toEqual([-10, -10]);
  });

  it('a number the Splitting Table does not give is refused in one line; a split naming no ship fought is ignored', () => {
    const g = board([['a1', 'd']], [melee('a1', 'd')]);
    expect(() => resolveSprTurn(g, orders({}, { d: { plot: '', split: { ship: 'a1', minus: 13 } } }))).toThrow(
      OrderError,
    );
    expect(() => resolveSprTurn(g, orders({}, { d: { plot: '', split: { ship: 'a1', minus: 13 } } }))).toThrow(
      /orders\.b\.ships\.d\.split\.minus: expected a Splitting Table modifier/,
    );
    const { events } = resolveSprTurn(g, orders({}, { d: { plot: '', split: { ship: 'a1', minus: 5 } } }));
    expect(events.find((e) => e.type === 'orderIgnored')).toMatchObject({
      ship: 'd',
      reason: expect.stringMatching(/fights two melees.*even split/),
    });
    expect(meleeEvents(events)[0].split).toBeUndefined();
  });

  it('a third attacker is refused: the Splitting Table splits a crew in two only (I-SPR-13)', () => {
    const g0 = board([], []);
    // a third ship of side a: h joins side a for this case
    const g: SprState = {
      ...g0,
      ships: g0.ships.map((s) => (s.idx === 3 ? { ...s, controller: 'a' } : s)),
      grapples: [
        { a: 'a1', b: 'd', turn: 1 },
        { a: 'a2', b: 'd', turn: 1 },
        { a: 'h', b: 'd', turn: 1 },
      ],
      melees: [melee('a1', 'd'), melee('a2', 'd')],
    };
    const { events, state } = resolveSprTurn(g, orders({ h: { plot: '', board: 'd' } }));
    expect(events.find((e) => e.type === 'orderIgnored' && e.ship === 'h')).toMatchObject({
      order: 'board d',
      reason: expect.stringMatching(/d's crew already fights two melees.*in two only/),
    });
    expect(state.melees.some((m) => m.attacker === 'h')).toBe(false);
  });
});

describe('Special Cases: "Attacker beeing Attacked by another ship: The Attacker recalls part of its boarding party"', () => {
  const g = () =>
    board(
      [
        ['a1', 'd'],
        ['h', 'a1'],
      ],
      [melee('a1', 'd', true, { rounds: 1, roundsOnBoard: 1 })],
    );

  it("h (d's friend) boards a1: a1's party on d and its defence at home split −10 / −10", () => {
    const { events, state } = resolveSprTurn(g(), orders({ a1: still }, { d: still, h: { plot: '', board: 'a1' } }));
    const [onD, atHome] = meleeEvents(events);
    expect(onD).toMatchObject({ attacker: 'a1', defender: 'd', split: [-10, 0] });
    expect(onD.values[0]).toBe(BASE + 2 * MELEE.perRound - 10);
    expect(atHome).toMatchObject({ attacker: 'h', defender: 'a1', split: [0, -10] });
    // h before a foothold: +5 per own deck, −10 per defending deck; a1 defending its first round: +5, −10 split
    // a1's damage when h's melee is fought: what d inflicted, and its party's bonus if it surrendered on d
    const hurt = onD.damage[1] + (onD.result === 'partySurrenders' ? 2 * MELEE.perRound : 0);
    expect(atHome.values).toEqual([BASE + hurt + 5 - 10, BASE - hurt + 5 - 10]);
    expect(atHome.damage).toEqual([
      damageAt(atHome.values[0] + atHome.dice[0]),
      damageAt(atHome.values[1] + atHome.dice[1]),
    ]);
    if (atHome.result !== 'repulsed')
      expect(state.melees.some((m) => m.attacker === 'h' && m.defender === 'a1')).toBe(true);
  });

  it('the attacker chooses how much to recall: its order names the group and the column', () => {
    const { events } = resolveSprTurn(
      g(),
      orders({ a1: { plot: '', split: { ship: 'd', minus: 3 } } }, { d: still, h: { plot: '', board: 'a1' } }),
    );
    expect(meleeEvents(events).map((m) => m.split)).toEqual([
      [-3, 0],
      [0, -24],
    ]);
  });

  it('the ship being boarded does not board its attacker back (its defence fights it: I-SPR-13)', () => {
    const { events } = resolveSprTurn(g(), orders({ a1: still }, { d: { plot: '', board: 'a1' } }));
    expect(events.find((e) => e.type === 'orderIgnored' && e.ship === 'd')).toMatchObject({
      reason: expect.stringMatching(/not boarded back/),
    });
  });
});

describe('Special Cases: assisting a friendly ship under attack', () => {
  it('"You may board the attacker, forcing it to recall some of its marines" (the same split as above)', () => {
    const g = board(
      [
        ['a1', 'd'],
        ['h', 'a1'],
      ],
      [melee('a1', 'd')],
    );
    const { events } = resolveSprTurn(g, orders({}, { h: { plot: '', board: 'a1' } }));
    expect(meleeEvents(events).map((m) => [m.attacker, m.defender, m.split])).toEqual([
      ['a1', 'd', [-10, 0]],
      ['h', 'a1', [0, -10]],
    ]);
  });

  it('"You may _not_ enter the friendly ship before it is boarded by the enemy"', () => {
    const g = board(
      [
        ['a1', 'd'],
        ['h', 'd'],
      ],
      [melee('a1', 'd')],
    );
    const { events, state } = resolveSprTurn(g, orders({}, { h: { plot: '', board: 'd' } }));
    expect(events.find((e) => e.type === 'orderIgnored' && e.ship === 'h')).toMatchObject({
      order: 'board d',
      reason: expect.stringMatching(/_not_ enter the friendly ship before it is boarded/),
    });
    expect(state.melees).toHaveLength(meleeEvents(events)[0].result === 'repulsed' ? 0 : 1);
  });

  it('entering the friend against the enemy party that has a foothold: the party splits into attacking and defending groups', () => {
    const g = board(
      [
        ['a1', 'd'],
        ['h', 'd'],
      ],
      [melee('a1', 'd', true, { rounds: 2, roundsOnBoard: 1 })],
    );
    const { events } = resolveSprTurn(g, orders({}, { d: still, h: { plot: '', board: 'd' } }));
    const [onD, helper] = meleeEvents(events);
    expect(onD).toMatchObject({ attacker: 'a1', defender: 'd', split: [-10, 0] });
    expect(helper).toMatchObject({ attacker: 'h', defender: 'a1', aboard: 'd', split: [0, -10] });
    const dmg = onD.damage;
    // h fights inside a friendly ship: on board from the first round, +5 (I-SPR-35); a1's party defends: +5 per round, −10
    expect(helper.values).toEqual([BASE + dmg[1] + MELEE.perRound, BASE - dmg[1] + MELEE.perRound - 10]);
  });

  it('the enemy party overcome: its attack ends and its ship takes the bonus it had on board as damage', () => {
    let found = false;
    for (let i = 0; i < 500 && !found; i++) {
      const g = board(
        [
          ['a1', 'd'],
          ['h', 'd'],
        ],
        [melee('a1', 'd', true, { rounds: 2, roundsOnBoard: 1 }), melee('h', 'a1', true, { aboard: 'd' })],
        `overcome-${i}`,
        { h: 6, d: 6 },
      );
      const { events, state } = resolveSprTurn(g, orders({ a1: still }, { d: still, h: still }));
      const over = events.find((e) => e.type === 'partyOvercome');
      if (!over) continue;
      found = true;
      const [onD, helper] = meleeEvents(events);
      expect(helper).toMatchObject({ attacker: 'h', defender: 'a1', aboard: 'd', result: 'captured' });
      // a1's attack on d had 1 round on board before this turn and fought a second: its bonus is 10
      expect(onD.result).toBe('noEffect');
      expect(over).toMatchObject({ ship: 'a1', aboard: 'd', by: 'h', damage: 10 });
      const a1 = state.ships[0];
      expect(a1.boardingParty).toBe(false);
      expect(a1.damage.L + a1.damage.R).toBe(Math.min(20, helper.damage[0] + onD.damage[1] + 10));
      expect(state.melees).toEqual([]);
      expect(state.ships[2].captured).toBe(false);
    }
    expect(found).toBe(true);
  });

  it('a friendly ship with an enemy foothold may be grappled to come to her help (no ungrapple attempt)', () => {
    const g0 = board([['a1', 'd']], [melee('a1', 'd', true, { rounds: 1, roundsOnBoard: 1 })]);
    // h beside d: d's bow at G10 heading north, h moved to the next column
    const g: SprState = { ...g0, ships: g0.ships.map((s) => (s.idx === 3 ? { ...s, bow: parseHexLabel('H10')! } : s)) };
    const { events } = resolveSprTurn(g, orders({}, { h: { plot: '', grapple: 'd' } }));
    const gr = events.find((e) => e.type === 'grapple');
    expect(gr).toMatchObject({ ship: 'h', target: 'd' });
    expect(events.some((e) => e.type === 'ungrapple' && e.ship === 'd')).toBe(false);
    const none = resolveSprTurn(
      board([['a1', 'd']], [melee('a1', 'd')]),
      orders({}, { h: { plot: '', grapple: 'd' } }),
    );
    expect(none.events.find((e) => e.type === 'orderIgnored' && e.ship === 'h')).toMatchObject({
      reason: expect.stringMatching(/friendly ship an enemy boarding party has a foothold on/),
    });
  });
});

describe('the Procedure helper', () => {
  it('meleeBase is the sum the tests above use (equal frigates, no damage: 20)', () => {
    const g = board([], []);
    const t = { log: (s: { idx: number }) => g.static.logs[s.idx] } as never;
    expect(meleeBase(t, g.ships[0], g.ships[2])).toBe(BASE);
  });
});

describe('Grappling: "adjacent" (I-SPR-36) and both sides attacking (Special Cases, I-SPR-37)', () => {
  it('grapples the adjacent enemy after movement; with none adjacent the order does nothing', () => {
    const g0 = board([], []);
    const g: SprState = { ...g0, ships: g0.ships.map((s) => (s.idx === 0 ? { ...s, bow: parseHexLabel('H10')! } : s)) };
    const { events } = resolveSprTurn(g, orders({ a1: { plot: '', grapple: 'adjacent' } }));
    expect(events.find((e) => e.type === 'grapple')).toMatchObject({ ship: 'a1', target: 'd' });
    const none = resolveSprTurn(board([], []), orders({ a1: { plot: '', grapple: 'adjacent' } }));
    expect(none.events.some((e) => e.type === 'grapple' || e.type === 'orderIgnored')).toBe(false);
  });

  it('"Both sides have an Attacking Boarding Party": one melee, the other boarding gives way in an event', () => {
    const g = board([['a1', 'd']], []);
    const { events, state } = resolveSprTurn(
      g,
      orders({ a1: { plot: '', board: 'd' } }, { d: { plot: '', board: 'a1' } }),
    );
    const contest = events.find((e) => e.type === 'boardingContest');
    expect(contest).toBeDefined();
    expect(events.some((e) => e.type === 'orderIgnored')).toBe(false);
    // equal frigates, equal modifiers: the better crew quality attacks, a tie the first listed (a1)
    expect(contest).toMatchObject({ ship: 'd', attacker: 'a1' });
    expect(meleeEvents(events).map((m) => m.attacker)).toEqual(['a1']);
    expect(state.melees.length).toBeLessThanOrEqual(1);
  });
});
