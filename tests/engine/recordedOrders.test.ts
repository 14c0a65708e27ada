/**
 * Issue 32 items 4–5 at the engine: what a record without digests is held to beyond its orders' shape
 * (each rule system's checkRecordedOrders), and the escaping of quoted text in one-line messages.
 */
import { describe, expect, it } from 'vitest';
import { getScenario, newGame, printable, ruleSystemById, type AnyState } from '../../src/index.js';

function game(id: string): AnyState {
  return newGame(getScenario(id), { seed: '1' });
}

/** The message of checkRecordedOrders for one ship's orders (null: accepted). */
function mistake(state: AnyState, side: string, ship: string, orders: object): string | null {
  try {
    ruleSystemById(state.static.system).checkRecordedOrders(state, { [side]: { ships: { [ship]: orders } } });
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

describe("WS&IM: a record's plots are plots and its orders name ships (and forts) of the game", () => {
  const duel = game('frigate-duel');
  const at = 'orders.british.ships.amazon';
  it('accepts what captains write', () => {
    const fine = {
      plot: 'L1R',
      ahead: ['2', '0'],
      fire: { L: { target: 'hermione' }, R: { target: ['hermione'] } },
      grapple: 'adjacent-enemies',
      ungrapple: 'all',
      boarding: [{ type: 'OBP', sections: 1, target: 'hermione' }],
    };
    expect(mistake(duel, 'british', 'amazon', fine)).toBeNull();
    expect(mistake(duel, 'british', 'amazon', { grapple: ['hermione'], ungrapple: ['hermione'] })).toBeNull();
  });
  const refused: [object, string][] = [
    [{ plot: '' }, `${at}.plot: not a plot: empty plot`],
    [{ ahead: ['1', 'Q'] }, `${at}.ahead[1]: not a plot: unexpected "Q"`],
    [{ fire: { R: { target: 'nelson' } } }, `${at}.fire.R.target: unknown ship "nelson"`],
    [{ fire: { L: { target: ['hermione', 'nelson'] } } }, `${at}.fire.L.target[1]: unknown ship "nelson"`],
    [{ grapple: ['nelson'] }, `${at}.grapple[0]: unknown ship "nelson"`],
    [{ ungrapple: ['nelson'] }, `${at}.ungrapple[0]: unknown ship "nelson"`],
    [{ boarding: [{ type: 'OBP', sections: 1, target: 'nelson' }] }, `${at}.boarding[0].target: unknown ship "nelson"`],
    [{ tow: 'nelson' }, `${at}.tow: unknown ship "nelson"`],
    [{ mortar: { target: 'nelson' } }, `${at}.mortar.target: unknown ship or fort "nelson"`],
  ];
  for (const [orders, message] of refused)
    it(`refuses ${JSON.stringify(orders)}`, () => {
      expect(mistake(duel, 'british', 'amazon', orders)).toContain(message);
    });
  it('a mortar may name a fort of the scenario', () => {
    const bombardment = game('fort-mchenry');
    expect(mistake(bombardment, 'british', 'terror', { mortar: { target: 'fort-mchenry' } })).toBeNull();
    expect(mistake(bombardment, 'british', 'terror', { mortar: { target: ['fort-ontario'] } })).toContain(
      'unknown ship or fort "fort-ontario"',
    );
  });
});

describe("Springelkamp: the same for its orders ('closest' and 'adjacent' are words of its orders)", () => {
  const duel = game('springelkamp-constitution-guerriere');
  const at = 'orders.american.ships.constitution';
  it('accepts what captains write', () => {
    const fine = { plot: 'FFP', fire: { L: { target: 'closest' }, R: { target: 'guerriere' } }, grapple: 'adjacent' };
    expect(mistake(duel, 'american', 'constitution', fine)).toBeNull();
    expect(mistake(duel, 'american', 'constitution', { plot: '' })).toBeNull(); // no movement
  });
  for (const [orders, message] of [
    [{ plot: 'FXF' }, `${at}.plot: not a plot: "FXF": "X" is not a basic move`],
    [{ fire: { L: { target: 'nelson' } } }, `${at}.fire.L.target: unknown ship "nelson"`],
    [{ grapple: 'nelson' }, `${at}.grapple: unknown ship "nelson"`],
    [{ board: 'nelson' }, `${at}.board: unknown ship "nelson"`],
    [{ prizeCrew: 'nelson' }, `${at}.prizeCrew: unknown ship "nelson"`],
    [{ split: { ship: 'nelson', minus: 0 } }, `${at}.split.ship: unknown ship "nelson"`],
  ] as const)
    it(`refuses ${JSON.stringify(orders)}`, () => {
      expect(mistake(duel, 'american', 'constitution', orders)).toContain(message);
    });
});

describe('printable: what a one-line message quotes', () => {
  it('escapes control and invisible characters, U+FFFD and lone surrogates; keeps other text', () => {
    expect(printable('a\nb\rc\td\u0000e\u001b[31m')).toBe(String.raw`a\nb\rc\td\u0000e\u001b[31m`);
    expect(printable('\ufffd\u2028\u2029\u202e\ufeff\u0085')).toBe(String.raw`\ufffd\u2028\u2029\u202e\ufeff\u0085`);
    expect(printable('x\ud800y')).toBe(String.raw`x\ud800y`);
    expect(printable('Cléopâtre ⚓ 🚢 "quoted" back\\slash')).toBe('Cléopâtre ⚓ 🚢 "quoted" back\\slash');
  });
});
