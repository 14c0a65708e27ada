import { describe, expect, it } from 'vitest';
import { edit, game, of, reseed, ship, turn } from './helpers.js';
import { applyCrewLoss, noteCrewless } from '../../src/engine/wsim/phases/damage.js';
import { checkPlot } from '../../src/index.js';
import { crewQuality, points } from '../../src/api/wsim.js';
import { CREW_STRENGTH_PER_SQUARE } from '../../src/engine/wsim/tables/melee.js';
import { TurnContext, emptyScratch } from '../../src/engine/wsim/context.js';

const still = { plot: '0', unfoul: false };

/** a and b adjacent (J20, K20 heading north); c far away so games go on after a capture. */
/** Two even parties, a's OBP against b's DBP: the first turn (by seed) whose three rounds decide nothing. */
function undecidedMelee(): ReturnType<typeof turn> {
  const g = edit(pair(), (s) => {
    ship(s, 'a').quality = 'average';
    ship(s, 'a').crew = [3, 3, 3];
    ship(s, 'b').crew = [3, 3, 3];
  });
  for (let seed = 1; seed <= 60; seed++) {
    const r = turn(reseed(g, seed), {
      a: { ...still, boarding: [{ type: 'OBP', sections: 1, target: 'b' }] },
      b: { ...still, boarding: [{ type: 'DBP', sections: 1 }] },
    });
    if (r.state.melees.length === 1) return r;
  }
  throw new Error('no undecided melee found');
}

function pair(fouled = true, extra: Record<string, unknown>[] = []) {
  const g = game(
    [
      { id: 'a', bow: 'J20', heading: 1, class: 'us-f4-38' },
      { id: 'b', side: 'b', bow: 'K20', heading: 1 },
      { id: 'c', side: 'b', bow: 'Z40', heading: 1 },
      ...(extra as never[]),
    ],
    { victory: 'points' },
  );
  return fouled
    ? edit(g, (s) => {
        s.fouls = [{ a: 'a', b: 'b' }];
      })
    : g;
}

describe('grappling and ungrappling (9.0)', () => {
  it('9.1.4 one die against the Grappling Table, −1 per motionless ship (2nd edition)', () => {
    const g = pair(false);
    for (let seed = 1; seed <= 12; seed++) {
      const { state, events } = turn(reseed(g, seed), { a: { plot: '0', grapple: ['b'] }, b: { plot: '0' } });
      const e = of(events, 'grappleAttempt')[0];
      expect(e.modifier).toBe(-2); // both motionless (9.1.4.4)
      expect(e.success).toBe(e.die! + e.modifier <= 2);
      expect(state.grapples.length).toBe(e.success ? 1 : 0);
    }
  });
  it('9.1.3 friendly grapples are automatic; only adjacent ships can be grappled', () => {
    const g = pair(false, [{ id: 'a2', bow: 'I20', heading: 1 }]);
    const r = turn(g, { a: { plot: '0', grapple: ['a2', 'c'] }, a2: { plot: '0' }, b: { plot: '0' } });
    expect(of(r.events, 'grappleAttempt')).toEqual([
      expect.objectContaining({ ship: 'a', target: 'a2', die: null, success: true }),
    ]);
    expect(of(r.events, 'orderIgnored')[0].reason).toMatch(/adjacent/);
  });
  it('9.2.3 every grapple must be undone; 9.1.6 grappled ships cannot move', () => {
    const g = edit(pair(false), (s) => {
      s.grapples = [{ a: 'a', b: 'b', count: 2 }];
    });
    const r = turn(g, { a: { plot: '4', ungrapple: 'all' }, b: { plot: '0' } });
    expect(of(r.events, 'plot')[0]).toMatchObject({ ship: 'a', executed: '0', legal: false });
    const tries = of(r.events, 'ungrappleAttempt');
    expect(tries).toHaveLength(2);
    const left = 2 - tries.filter((t) => t.success).length;
    expect(r.state.grapples.find((x) => x.a === 'a')?.count ?? 0).toBe(left);
  });
});

describe('boarding parties (10.0)', () => {
  it('10.1.2 sections are taken in order from the lowest; asking for more than there are is refused', () => {
    const g = pair();
    const r = turn(g, { a: { ...still, boarding: [{ type: 'OBP', sections: 4, target: 'b' }] }, b: still });
    expect(of(r.events, 'orderIgnored')[0].reason).toMatch(/10\.1\.2/);
    const r2 = turn(g, {
      a: { ...still, boarding: [{ type: 'OBP', sections: 2, target: 'b' }] },
      b: { ...still, boarding: [{ type: 'DBP', sections: 1 }] },
    });
    const parties = of(r2.events, 'boardingParty');
    expect(parties.find((p) => p.ship === 'a')).toMatchObject({ party: 'OBP', sections: [1, 2], target: 'b' });
    expect(parties.find((p) => p.ship === 'b')).toMatchObject({ party: 'DBP', sections: [1] });
  });
  it('10.0 boarding needs the ships to be fouled or grappled', () => {
    const r = turn(pair(false), {
      a: { plot: '0', boarding: [{ type: 'OBP', sections: 1, target: 'b' }] },
      b: { plot: '0' },
    });
    expect(of(r.events, 'orderIgnored')[0].reason).toMatch(/fouled or grappled/);
  });
  it('10.2.5 a ship sending every section may not fire this turn nor move the next', () => {
    const g = pair();
    const r = turn(g, {
      a: { ...still, fire: { R: {} }, boarding: [{ type: 'OBP', sections: 3, target: 'b' }] },
      b: { ...still, boarding: [{ type: 'DBP', sections: 3 }] },
    });
    expect(of(r.events, 'broadside').filter((e) => e.ship === 'a')).toHaveLength(0);
  });
});

describe('melee (12.0)', () => {
  it('12.2.4 an OBP boarding a ship with no DBP captures her without melee; the boarders become the prize crew (12.4.2)', () => {
    const g = pair();
    const squares = ship(g, 'a').crew[0];
    const r = turn(g, { a: { ...still, boarding: [{ type: 'OBP', sections: 1, target: 'b' }] }, b: still });
    expect(of(r.events, 'meleeRound')).toHaveLength(0);
    expect(of(r.events, 'capture')[0]).toMatchObject({ ship: 'b', by: 'a', prizeCrew: squares });
    const b = ship(r.state, 'b');
    expect(b.prize).toMatchObject({ side: 'a', squares });
    expect(b.surrendered).toMatchObject({ cause: 'melee' });
    expect(ship(r.state, 'a').crew[0]).toBe(0);
  });
  it('12.3 three rounds a turn; losses from the table; a beaten DBP surrenders the ship', () => {
    const g = pair();
    let seen = false;
    for (let seed = 1; seed <= 30; seed++) {
      const r = turn(reseed(g, seed), {
        a: { ...still, boarding: [{ type: 'OBP', sections: 3, target: 'b' }] },
        b: { ...still, boarding: [{ type: 'DBP', sections: 1 }] },
      });
      const rounds = of(r.events, 'meleeRound');
      expect(rounds.length).toBeLessThanOrEqual(3);
      const end = of(r.events, 'meleeEnd')[0];
      if (end.winner === 'attackers') {
        expect(ship(r.state, 'b').prize?.side).toBe('a');
        seen = true;
      }
      if (end.winner === 'none') expect(r.state.melees).toHaveLength(1);
    }
    expect(seen).toBe(true);
  });
  it('12.3.3 an undecided melee continues next turn with the same parties', () => {
    const r = undecidedMelee();
    expect(r.state.melees[0]).toMatchObject({ target: 'b', turns: 1, attackers: [{ ship: 'a', sections: [0] }] });
    const r2 = turn(r.state, { a: still, b: still });
    expect(of(r2.events, 'meleeStart')[0]).toMatchObject({ continuing: true });
  });
  it('12.4.9 one prize-crew square per six prisoners, else the prisoners retake the ship', () => {
    const g = edit(pair(), (s) => {
      ship(s, 'a').crew = [1, 3, 3];
      ship(s, 'b').crew = [3, 3, 3];
    });
    const r = turn(g, { a: { ...still, boarding: [{ type: 'OBP', sections: 1, target: 'b' }] }, b: still });
    expect(of(r.events, 'capture')).toHaveLength(1);
    expect(of(r.events, 'recapture')[0].reason).toMatch(/12\.4\.9/);
    expect(ship(r.state, 'b').prize).toBeNull();
  });
  it('12.4.11 losses on a ship with a prize crew: odd ones to the prize crew, even ones to the prisoners', () => {
    const g = edit(pair(false), (s) => {
      const b = ship(s, 'b');
      b.prize = { side: 'a', squares: 4, quality: 'average' };
      b.surrendered = { cause: 'melee', turn: 0, to: 'a' };
      b.crew = [2, 2, 2];
    });
    const b = structuredClone(ship(g, 'b'));
    const counter = { n: 0 };
    applyCrewLoss(b, 3, counter); // 1st, 3rd → prize crew; 2nd → prisoners
    expect(b.prize!.squares).toBe(2);
    expect(b.crew).toEqual([1, 2, 2]);
    applyCrewLoss(b, 1, counter); // the 4th loss of the phase: prisoners
    expect(b.crew).toEqual([0, 2, 2]);
  });
  it('12.1 a TBP transfers crew to an adjacent friend, filling the latest casualties first', () => {
    const g = edit(pair(false, [{ id: 'a2', bow: 'I20', heading: 1 }]), (s) => {
      ship(s, 'a2').crew = [0, 1, 2];
    });
    const r = turn(g, {
      a: { plot: '0', boarding: [{ type: 'TBP', sections: 1, target: 'a2' }] },
      a2: { plot: '0' },
      b: { plot: '0' },
    });
    const t = of(r.events, 'transfer')[0];
    expect(t).toMatchObject({ from: 'a', to: 'a2' });
    const a2 = ship(r.state, 'a2');
    expect(a2.crew.reduce((x, y) => x + y, 0)).toBe(3 + t.squares);
  });
  it('12.1.4 transferred squares take the worse quality in the sections they fill, not the whole receiving crew', () => {
    // an elite 74 (a2) with casualties in its third section takes a poor frigate's section
    const g = edit(pair(false, [{ id: 'a2', bow: 'I20', heading: 1, class: 'br-sol2-74', quality: 'elite' }]), (s) => {
      ship(s, 'a').quality = 'poor';
      ship(s, 'a2').crew = [ship(s, 'a2').crew[0], ship(s, 'a2').crew[1], 1];
    });
    const r = turn(g, {
      a: { plot: '0', boarding: [{ type: 'TBP', sections: 1, target: 'a2' }] },
      a2: { plot: '0' },
      b: { plot: '0' },
    });
    expect(of(r.events, 'transfer')).toHaveLength(1);
    const a2 = ship(r.state, 'a2');
    expect(a2.quality).toBe('elite'); // the old reading made the whole 74 poor
    expect(a2.sectionQuality).toEqual([null, null, 'poor']);
    expect(crewQuality(a2)).toBe('elite'); // most squares are elite: she fires as elite (11.3.1)
  });
  it('12.1.4 in melee each section fights at its own quality', () => {
    const g = edit(pair(), (s) => {
      const a = ship(s, 'a');
      a.quality = 'elite';
      a.crew = [4, 4, 4];
      a.sectionQuality = [null, 'poor', null];
      ship(s, 'b').crew = [4, 4, 4];
    });
    const r = turn(g, {
      a: { ...still, boarding: [{ type: 'OBP', sections: 2, target: 'b' }] },
      b: { ...still, boarding: [{ type: 'DBP', sections: 1 }] },
    });
    const start = of(r.events, 'meleeStart')[0];
    expect(start.attackTms).toBe(4 * CREW_STRENGTH_PER_SQUARE.elite + 4 * CREW_STRENGTH_PER_SQUARE.poor);
  });
});

describe('crewless ships (11.4.2.2)', () => {
  it('a ship whose last crew square is gone is out of action, not surrendered: no points to the enemy; a friendly TBP mans her', () => {
    const g = edit(pair(false, [{ id: 'a2', bow: 'I20', heading: 1 }]), (s) => {
      ship(s, 'a2').crew = [0, 0, 0];
    });
    // the state as a crewless ship is found after the damage that emptied her
    const ctx = new TurnContext(structuredClone(g), {}, emptyScratch(), []);
    noteCrewless(ctx, ctx.state.ships[3]);
    const crewless = ctx.state;
    expect(ship(crewless, 'a2').crewless).toBe(true);
    expect(ship(crewless, 'a2').surrendered).toBeNull();
    expect(points(crewless)).toEqual({ a: 0, b: 0 });
    expect(checkPlot(crewless, 'a2', '1')).toMatchObject({ legal: false });
    const r = turn(crewless, {
      a: { plot: '0', boarding: [{ type: 'TBP', sections: 1, target: 'a2' }] },
      a2: { plot: '0' },
      b: { plot: '0' },
    });
    expect(of(r.events, 'transfer')).toHaveLength(1);
    expect(of(r.events, 'crewless')).toEqual([expect.objectContaining({ ship: 'a2', manned: true })]);
    expect(ship(r.state, 'a2').crewless).toBeUndefined();
    expect(checkPlot(r.state, 'a2', '1').legal).toBe(true);
  });
});

describe('12.2.4 a TBP of a ship captured without melee', () => {
  it('"the TBP would effect its transfer simultaneously": the squares leave before the capture and are not prisoners', () => {
    // b has a friend b2 alongside (L20); a boards b; b sends one section off to b2 and forms no DBP
    const g = edit(pair(true, [{ id: 'b2', side: 'b', bow: 'L20', heading: 1 }]), (s) => {
      ship(s, 'b2').crew = [1, 1, 1];
    });
    const bCrew = ship(g, 'b').crew.reduce((x, y) => x + y, 0);
    const r = turn(g, {
      a: { ...still, boarding: [{ type: 'OBP', sections: 2, target: 'b' }] },
      b: { ...still, boarding: [{ type: 'TBP', sections: 1, target: 'b2' }] },
      b2: still,
    });
    const t = of(r.events, 'transfer');
    expect(t).toEqual([expect.objectContaining({ from: 'b', to: 'b2' })]);
    const cap = of(r.events, 'capture')[0];
    expect(cap).toMatchObject({ ship: 'b', by: 'a' });
    expect(cap.prisoners).toBe(bCrew - t[0].squares);
    expect(r.events.indexOf(t[0])).toBeLessThan(r.events.indexOf(cap));
  });
});

describe('12.3.3 disengagement by mutual consent', () => {
  /** a continuing melee between a and b (found by seed) */
  const continuing = () => undecidedMelee().state;
  it('the melee ends when both sides give the order', () => {
    const r = turn(continuing(), { a: { ...still, disengage: true }, b: { ...still, disengage: true } });
    expect(r.state.melees).toHaveLength(0);
    expect(of(r.events, 'meleeEnd')[0].reason).toMatch(/mutual consent \(12\.3\.3\)/);
    expect(of(r.events, 'meleeRound')).toHaveLength(0);
  });
  it('one side alone cannot break off: the melee goes on and the order is reported as ignored', () => {
    const r = turn(continuing(), { a: { ...still, disengage: true }, b: still });
    expect(of(r.events, 'meleeStart')[0]).toMatchObject({ continuing: true });
    expect(of(r.events, 'orderIgnored').some((e) => e.ship === 'a' && e.order === 'disengage')).toBe(true);
  });
});

describe('tournament rules behind options (issue: 2nd-edition substitutes)', () => {
  it('9.2.1.4 tournamentUngrapple: no ungrapple while a melee goes on between the two ships (one-die +6); off by default', () => {
    const g = edit(pair(false), (s) => {
      s.grapples = [{ a: 'a', b: 'b', count: 1 }];
      s.melees = [
        { target: 'b', turns: 1, attackers: [{ ship: 'a', sections: [0] }], defenders: [{ ship: 'b', sections: [0] }] },
      ];
    });
    let freedDefault = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const orders = { a: still, b: { ...still, ungrapple: 'all' as const } };
      const on = turn(
        reseed(
          edit(g, (s) => {
            s.static = { ...s.static, rules: { ...s.static.rules, tournamentUngrapple: true } };
          }),
          seed,
        ),
        orders,
      );
      const tries = of(on.events, 'ungrappleAttempt');
      expect(tries.length).toBeGreaterThan(0);
      for (const t of tries) {
        expect(t.modifier).toBe(6 + 0); // average crew: no quality modifier
        expect(t.success).toBe(false);
      }
      const off = turn(reseed(g, seed), orders);
      if (of(off.events, 'ungrappleAttempt').some((t) => t.success)) freedDefault++;
    }
    expect(freedDefault).toBeGreaterThan(5); // the 2nd-edition table frees about one in three
  });
  it('meleeRatioCheck after-rounds: a 3:1 party still fights a round before it wins; the default takes the ship at once', () => {
    const g = edit(pair(), (s) => {
      ship(s, 'a').crew = [6, 6, 6];
      ship(s, 'b').crew = [1, 3, 3];
    });
    const orders = {
      a: { ...still, boarding: [{ type: 'OBP' as const, sections: 3, target: 'b' }] },
      b: { ...still, boarding: [{ type: 'DBP' as const, sections: 1 }] },
    };
    const byDefault = turn(g, orders);
    expect(of(byDefault.events, 'meleeRound')).toHaveLength(0);
    expect(of(byDefault.events, 'meleeEnd')[0].winner).toBe('attackers');
    const after = turn(
      edit(g, (s) => {
        s.static = { ...s.static, rules: { ...s.static.rules, meleeRatioCheck: 'after-rounds' } };
      }),
      orders,
    );
    expect(of(after.events, 'meleeRound').length).toBeGreaterThanOrEqual(1);
  });
});
