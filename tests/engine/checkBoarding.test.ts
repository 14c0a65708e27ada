/**
 * checkBoarding and checkLoad are the Boarding Preparation and Reload Phases' own checks: for every
 * order the phase refuses, the query says so with the same rule, and for every party the phase forms,
 * the query names the same crew sections — from the state and from the side's view alike.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { playerView } from '../../src/index.js';
import { checkBoarding, checkLoad, type BoardingParty, type GameState } from '../../src/api/wsim.js';
import { edit, game, of, turn } from './helpers.js';

const still = { plot: '0', unfoul: false };

/** a (American 38) fouled with b; c, b's consort, adjacent to b; d far away. */
function board(level: 'basic' | 'advanced', change: (s: GameState) => void = () => {}): GameState {
  const g = game(
    [
      { id: 'a', bow: 'J20', heading: 1, class: 'us-f4-38' },
      { id: 'b', side: 'b', bow: 'K20', heading: 1 },
      { id: 'c', side: 'b', bow: 'L21', heading: 1 },
      { id: 'd', side: 'b', bow: 'Z40', heading: 1 },
    ],
    { victory: 'points', rules: { level } },
  );
  return edit(g, (s) => {
    s.fouls = [{ a: 'a', b: 'b' }];
    change(s);
  });
}

const partyArb: fc.Arbitrary<BoardingParty> = fc
  .record({
    type: fc.constantFrom('OBP', 'DBP', 'TBP' as const),
    sections: fc.integer({ min: 0, max: 4 }),
    target: fc.option(fc.constantFrom('a', 'b', 'c', 'd', 'zz'), { nil: undefined }),
  })
  .map((p) => (p.target === undefined ? { type: p.type, sections: p.sections } : p) as BoardingParty);

describe('checkBoarding agrees with the Boarding Preparation Phase (10.0–10.2)', () => {
  it("each party of a random list: refused with the phase's rule, or formed with the sections the phase takes", () => {
    fc.assert(
      fc.property(
        fc.array(partyArb, { minLength: 1, maxLength: 3 }),
        fc.boolean(),
        fc.constantFrom('basic', 'advanced' as const),
        (parties, crewHurt, level) => {
          const g = board(level, (s) => {
            if (crewHurt) s.ships[0].crew = [2, 0, 3];
          });
          const r = turn(g, { a: { ...still, boarding: parties }, b: still, c: still, d: still });
          const formed = of(r.events, 'boardingParty').filter((e) => e.ship === 'a');
          // the Boarding Preparation Phase's refusals (labelled with the sections); the Melee Phase judges a TBP again later (12.4.3)
          const ignored = of(r.events, 'orderIgnored').filter(
            (e) => e.ship === 'a' && /^(OBP|DBP|TBP) -?\d/.test(e.order),
          );
          const view = playerView(g, 'a');
          let f = 0;
          let i = 0;
          const earlier: BoardingParty[] = [];
          for (const p of parties) {
            for (const from of [g, view]) {
              const c = checkBoarding(from, 'a', p, earlier);
              if (c.legal) expect(c.sections).toEqual(formed[f]?.sections);
              else expect(ignored[i]?.reason).toBe(c.reason!.replace('left to commit', 'available'));
            }
            if (checkBoarding(g, 'a', p, earlier).legal) f++;
            else i++;
            earlier.push(p);
          }
          expect(f).toBe(formed.length);
          expect(i).toBe(ignored.length);
        },
      ),
      { numRuns: 150, seed: 14 },
    );
  });

  it('a struck ship forms no party (11.4.1.2); a ship up-anchoring neither (20.3.6.1)', () => {
    const struck = board('advanced', (s) => {
      s.ships[0].surrendered = { cause: 'striking', turn: 0, to: 'b' };
    });
    expect(checkBoarding(struck, 'a', { type: 'DBP', sections: 1 })).toEqual({
      legal: false,
      reason: expect.stringContaining('11.4.1.2'),
    });
    const up = board('advanced', (s) => {
      s.ships[0].upAnchorTurns = 1;
    });
    expect(checkBoarding(up, 'a', { type: 'DBP', sections: 1 }).reason).toContain('20.3.6.1');
  });

  it('a ship under repair forms no OBP (20.5.6), and the phase says the same', () => {
    const g = board('advanced', (s) => {
      s.ships[0].hull -= 2;
    });
    expect(checkBoarding(g, 'a', { type: 'OBP', sections: 1, target: 'b' }, [], { repairing: true }).reason).toContain(
      '20.5.6',
    );
    const r = turn(g, {
      a: { ...still, repair: 'H', boarding: [{ type: 'OBP', sections: 1, target: 'b' }] },
      b: still,
      c: still,
      d: still,
    });
    expect(of(r.events, 'orderIgnored').find((e) => e.ship === 'a')?.reason).toContain('20.5.6');
  });
});

describe("checkLoad is the Reload Phase's check (13.3, 24.2.2.4)", () => {
  it('roundshot only in the Basic Game; chainshot never for a nation the table forbids; the phase loads roundshot instead', () => {
    const basic = board('basic', (s) => {
      s.ships[0].loads.L = { ammo: null, loading: false };
    });
    expect(checkLoad(basic, 'a', 'round')).toEqual({ legal: true });
    expect(checkLoad(basic, 'a', 'double').reason).toContain('13.3');
    const adv = board('advanced');
    expect(checkLoad(adv, 'a', 'chain')).toEqual({ legal: true }); // American
    const british = game(
      [
        { id: 'x', bow: 'J20', heading: 1, class: 'br-f3-36' },
        { id: 'y', side: 'b', bow: 'P20', heading: 1 },
      ],
      { rules: { level: 'advanced' } },
    );
    expect(checkLoad(playerView(british, 'a'), 'x', 'chain').reason).toContain('24.2.2.4'); // British, asked from her own view
    expect(checkLoad(british, 'y', 'chain')).toEqual({ legal: true }); // French
    const r = turn(basic, { a: { ...still, load: { L: 'double' } }, b: still, c: still, d: still });
    expect(of(r.events, 'orderIgnored').find((e) => e.ship === 'a')?.reason).toBe(
      checkLoad(basic, 'a', 'double').reason,
    );
    expect(of(r.events, 'reload').find((e) => e.ship === 'a')?.ammo).toBe('round');
  });
});
