/**
 * Special rules, Stern Rake — the "If you really love Stern Rakes" extension (`sternRakeAnyTime`), its conditions one
 * by one: announced before movement (the fire order's `sternRake`), the situation at any movement point (here the
 * first of two), the target need not be in the field of fire at the end, not if the broadside fired in the
 * preceding gameturn; the switch needs `sternRake`; without the announcement or the switch the basic play holds.
 */
import { describe, expect, it } from 'vitest';
import { hexLabel, parseHexLabel, type Dir } from '../../src/engine/hex.js';
import { cloneSprState, SprTurn } from '../../src/engine/springelkamp/context.js';
import { sternOf } from '../../src/engine/wsim/geometry.js';
import { basicMove, inField, rakeOf } from '../../src/engine/springelkamp/geometry.js';
import { announcedSternRake, fireTargets, sternRakeSituation } from '../../src/engine/springelkamp/phases/combat.js';
import { newSprGame } from '../../src/engine/springelkamp/setup.js';
import { resolveSprTurn } from '../../src/engine/springelkamp/turn.js';
import type { SprEvent } from '../../src/engine/springelkamp/events.js';
import type { SprState } from '../../src/engine/springelkamp/types.js';
import { at, scenario } from './helpers.js';

type Fire = Extract<SprEvent, { type: 'fire' }>;
const ALL = { sternRake: true, sternRakeAnyTime: true };

/**
 * Firer placements whose first movement point (F) crosses astern of a target at M20 heading north as the special
 * rule describes, with broadside `b` bearing on her stern then; the firer sails on one more F (full sail by the wind:
 * 2-1), after which the situation no longer holds.
 */
interface Case {
  h: Dir;
  bow: string;
  b: 'L' | 'R';
  wind: number;
  /** the second movement point */
  then: 'F' | 'P' | 'S';
}

function cases(): Case[] {
  const target = at('M20', 1);
  const out: Case[] = [];
  for (let q = 8; q <= 16; q++)
    for (let r = 14; r <= 28; r++)
      for (const h of [1, 2, 4, 5] as Dir[]) {
        const before = { bow: { q, r }, heading: h };
        const after = basicMove(before, 'F');
        for (const then of ['F', 'P', 'S'] as const) {
          const end = basicMove(after, then);
          if (sternRakeSituation({ before: after, after: end }, target)) continue;
          for (const b of ['L', 'R'] as const) {
            if (!inField(after, b, sternOf(target)) || rakeOf(after, b, target) !== 'stern') continue;
            if (!sternRakeSituation({ before, after }, target)) continue;
            const wind = [(h + 4) % 6, (h + 2) % 6].find((x) => x !== 3)!; // by the wind for the firer
            out.push({ h, bow: hexLabel(before.bow), b, wind: wind + 1, then });
          }
        }
      }
  return out;
}

function game(c: Case, special: object, sail: 'FS' | 'ES' = 'FS'): SprState {
  return newSprGame(
    scenario(
      [
        { id: 'x', side: 'a', bow: c.bow, heading: c.h + 1, sail },
        { id: 'y', side: 'b', bow: 'M20', heading: 1, sail: 'NS' },
      ],
      { wind: { direction: c.wind }, rules: { special } },
    ),
    { seed: 'sr-any' },
  );
}

function turn(s: SprState, c: Case, announce: boolean) {
  return resolveSprTurn(s, {
    a: {
      ships: {
        x: { plot: 'FF', fire: { [c.b]: { target: 'y', aim: 'hull', ...(announce ? { sternRake: true } : {}) } } },
      },
    },
    b: { ships: { y: { plot: '' } } },
  });
}

const fires = (events: SprEvent[]) => events.filter((e): e is Fire => e.type === 'fire');

describe('Stern Rake: "If you really love Stern Rakes" (sternRakeAnyTime)', () => {
  // the plots the firer may sail (Movement: Speed, Turning, not into the wind): no plot is replaced
  const list = cases().filter((c) => !turn(game(c, ALL), c, false).events.some((e) => e.type === 'orderIgnored'));

  it('there are such crossings: the situation at the first of two movement points', () => {
    expect(list.length).toBeGreaterThan(0);
  });

  it('announced: "when the situation occurred at any time during the moving phase" — +20 at that movement point', () => {
    for (const c of list) {
      const { events } = turn(game(c, ALL), c, true);
      const [f] = fires(events);
      expect(f).toMatchObject({
        ship: 'x',
        broadside: c.b,
        target: 'y',
        aim: 'hull',
        atMovementPoint: 1,
        rake: 'stern',
      });
      expect(f.range).toBeLessThanOrEqual(2);
      expect(f.modifiers.find((m) => m.why.startsWith('stern rake'))).toEqual({
        why: 'stern rake (special rule)',
        value: 20,
      });
      expect(events.some((e) => e.type === 'orderIgnored')).toBe(false);
    }
  });

  it('"even if the target ship is not in the field of fire of the firing ship at the end of the movement phase"', () => {
    for (const c of list) {
      const s0 = game(c, ALL);
      // the firer ends its movement far away, its broadsides bearing on nothing: the movement point still counts
      const far: SprState = {
        ...s0,
        ships: s0.ships.map((x) => (x.idx === 0 ? { ...x, bow: parseHexLabel('A1')!, heading: 1 } : x)),
      };
      const t = new SprTurn(cloneSprState(far), { a: { ships: {} }, b: { ships: {} } });
      expect(fireTargets(far, 0, c.b)).toEqual([]);
      const before = { bow: parseHexLabel(c.bow)!, heading: c.h };
      const after = basicMove(before, 'F');
      const y = { bow: s0.ships[1].bow, heading: s0.ships[1].heading };
      t.scratch.steps.push({ mp: 0, at: [after, y], moved: new Map([[0, { before, after }]]) });
      const m = announcedSternRake(t, t.state.ships[0], c.b, t.state.ships[1]);
      expect(m).toMatchObject({ mp: 1 });
      expect(m!.range).toBeLessThanOrEqual(2);
      // and the turn as played: the +20 shot at the first movement point, whatever the second did
      expect(fires(turn(s0, c, true).events)[0].atMovementPoint).toBe(1);
      for (const f of fires(turn(s0, c, false).events)) expect(f.modifiers.some((x) => x.value === 20)).toBe(false);
    }
  });

  it('"must not have fired its broadside in the preceding gameturn": the announcement is ignored', () => {
    const c = list[0];
    const s0 = game(c, ALL);
    const s: SprState = { ...s0, ships: s0.ships.map((x) => (x.idx === 0 ? { ...x, firedLast: [c.b] } : x)) };
    const { events } = turn(s, c, true);
    expect(events.find((e) => e.type === 'orderIgnored')).toMatchObject({
      ship: 'x',
      reason: expect.stringMatching(/preceding gameturn/),
    });
    expect(fires(events).some((f) => f.atMovementPoint !== undefined)).toBe(false);
    // the other broadside's firing does not count
    const other: SprState = {
      ...s0,
      ships: s0.ships.map((x) => (x.idx === 0 ? { ...x, firedLast: [c.b === 'L' ? 'R' : 'L'] } : x)),
    };
    expect(fires(turn(other, c, true).events)[0].atMovementPoint).toBe(1);
  });

  it('the broadsides that fired are remembered for the next turn, only with the extension in play', () => {
    const c = list[0];
    const on = turn(game(c, ALL), c, true).state;
    expect(on.ships[0].firedLast).toEqual([c.b]);
    expect(on.ships[1].firedLast).toEqual([]);
    const off = turn(game(c, { sternRake: true }), c, false).state;
    expect(off.ships[0].firedLast).toBeUndefined();
  });

  it('an announcement without the switch is ignored naming it; the switch needs sternRake', () => {
    const c = list[0];
    const { events } = turn(game(c, { sternRake: true }), c, true);
    expect(events.find((e) => e.type === 'orderIgnored')).toMatchObject({
      reason: expect.stringMatching(/really love stern rakes.*sternRakeAnyTime/),
    });
    expect(() => game(c, { sternRakeAnyTime: true })).toThrow(/sternRakeAnyTime: .*needs the special Stern Rake rule/);
  });

  it('no crossing during movement: the announced broadside fires as ordered after movement', () => {
    const c = list[0];
    const s = game(c, ALL, 'ES'); // easy sail by the wind: 1-0, so staying put is legal
    const still = resolveSprTurn(s, {
      a: { ships: { x: { plot: '', fire: { [c.b]: { target: 'y', aim: 'hull', sternRake: true } } } } },
      b: { ships: { y: { plot: '' } } },
    });
    // nothing for the announcement: the broadside's order is played after movement as any other (here out of its field)
    expect(still.events.some((e) => e.type === 'orderIgnored' && /stern rake/.test(e.order))).toBe(false);
    expect(fires(still.events).some((f) => f.atMovementPoint !== undefined)).toBe(false);
  });

  it('replays exactly: the same state and orders give the same turn', () => {
    const c = list[0];
    const s = game(c, ALL);
    expect(JSON.stringify(turn(s, c, true))).toBe(JSON.stringify(turn(s, c, true)));
  });
});
