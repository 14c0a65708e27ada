/** Optional rules XI / 38.0 running aground and XII / 39.0 casting the lead. */
import { describe, expect, it } from 'vitest';
import { hexLabel, legalPlots, neighbor, playerView, sternOf } from '../../src/index.js';
import { plotGrounds, stateFromView, type GameEvent, type GameState } from '../../src/api/wsim.js';
import { plotEndsOf } from '../../bots/wsim/lib/fleet.js';
import { at, edit, game, of, ship, turn } from './helpers.js';

const hold = { plot: '0' };
// a heads board 2 (internal 1) from J20: attitude A, battle sails 4; the frigate's depth value is 13 (class table)
const A = at('J20');
const H1 = neighbor(A, 1);
const H2 = neighbor(H1, 1);

function coast(
  shoals: Record<string, number>,
  opts: {
    rules?: Record<string, boolean>;
    level?: 'basic' | 'advanced';
    charted?: string[];
    land?: string[];
    seed?: number;
  } = {},
): GameState {
  return game(
    [
      { id: 'a', bow: 'J20', heading: 2 },
      { id: 'b', side: 'b', bow: 'A1', heading: 1 },
    ],
    {
      seed: opts.seed ?? 1,
      rules: { level: opts.level ?? 'basic', optional: { runningAground: true, ...opts.rules } },
      extra: {
        map: {
          columns: 40,
          rows: 40,
          shoals,
          ...(opts.charted ? { charted: opts.charted } : {}),
          ...(opts.land ? { land: opts.land } : {}),
        },
      },
    },
  );
}

describe('optional rule XI / 38.0 running aground', () => {
  it('38.0–38.1 entering water as deep as her depth value or shallower she runs aground there and stops; a die at once (38.2)', () => {
    const g = coast({ [hexLabel(H2)]: 13 });
    expect(g.static.ships[0].depth).toBe(13);
    const r = turn(g, { a: { plot: '3' }, b: hold });
    const ag = of(r.events, 'aground')[0];
    expect(ag).toMatchObject({ ship: 'a', hex: hexLabel(H2), depth: 13, depthValue: 13 });
    expect(ag.stuck).toBe(ag.die === 6);
    expect(hexLabel(ship(r.state, 'a').bow)).toBe(hexLabel(H2));
    expect(of(r.events, 'moved')[0]).toMatchObject({ ship: 'a', steps: '2' }); // 38.1 the log shows the actual move
    expect(ship(r.state, 'a').aground).toMatchObject({ turn: 1, die: ag.die, from: { bow: H1, heading: 1 } });
    expect(legalPlots(r.state, 'a')).toEqual(['0']);
    // one foot deeper than her depth value is safe
    expect(of(turn(coast({ [hexLabel(H2)]: 14 }), { a: { plot: '3' }, b: hold }).events, 'aground')).toEqual([]);
  });
  it('38.2.1 each later Reload Phase a die must exceed the first one; 38.6 refloated she goes back where she came from', () => {
    let refloated = 0;
    let stayed = 0;
    for (let seed = 1; seed <= 40; seed++) {
      let g = turn(coast({ [hexLabel(H2)]: 10 }, { seed }), { a: { plot: '2' }, b: hold }).state;
      const first = ship(g, 'a').aground!.die;
      for (let t = 0; t < 4 && ship(g, 'a').aground; t++) {
        const r = turn(g, { a: hold, b: hold });
        const roll = of(r.events, 'refloat')[0];
        if (first === 6)
          expect(roll).toMatchObject({ die: null, success: false }); // 38.2.2
        else expect(roll.success).toBe(roll.die! > first);
        g = r.state;
        if (roll.success) {
          refloated++;
          expect(hexLabel(ship(g, 'a').bow)).toBe(hexLabel(H1));
          expect(ship(g, 'a').aground).toBeUndefined();
          expect(legalPlots(g, 'a').length).toBeGreaterThan(1); // 38.6 she moves normally next turn
        } else stayed++;
      }
    }
    expect(refloated).toBeGreaterThan(5);
    expect(stayed).toBeGreaterThan(5);
  });
  it('38.2.2–38.2.2.1 "gun squares … can only [be] scratched out one per turn": a 6 is beaten only once two squares, one from each broadside, are gone', () => {
    const g = edit(
      turn(coast({ [hexLabel(H2)]: 10 }, { level: 'advanced' }), { a: { plot: '2' }, b: hold }).state,
      (s) => {
        ship(s, 'a').aground!.die = 6;
      },
    );
    const squares = (s: GameState, b: 'L' | 'R') =>
      [...ship(s, 'a').guns[b], ...ship(s, 'a').carronades[b]].reduce((x, y) => x + y, 0);
    const lighten = { plot: '0', lighten: true };
    // the first turn: one square, of one broadside; no +1 yet, so the 6 still cannot be beaten (38.2.2)
    const r1 = turn(g, { a: lighten, b: hold });
    expect(of(r1.events, 'lightened')).toEqual([expect.objectContaining({ ship: 'a', broadside: 'L', bonus: false })]);
    expect([squares(g, 'L') - squares(r1.state, 'L'), squares(g, 'R') - squares(r1.state, 'R')]).toEqual([1, 0]);
    expect(ship(r1.state, 'a').jettisoned).toEqual({ L: 1, R: 0 });
    expect(of(r1.events, 'refloat')[0]).toMatchObject({ die: null, modifier: 0, success: false });
    // the next turn: the other broadside's square; one of each is gone: +1 to that turn's roll
    const r2 = turn(r1.state, { a: lighten, b: hold });
    expect(of(r2.events, 'lightened')).toEqual([expect.objectContaining({ broadside: 'R', bonus: true })]);
    expect(ship(r2.state, 'a').jettisoned).toEqual({ L: 1, R: 1 });
    const roll = of(r2.events, 'refloat')[0];
    expect(roll.modifier).toBe(1);
    expect(roll.success).toBe(roll.die === 6);
    // "to a maximum of +1": a third square is an ignored order
    if (ship(r2.state, 'a').aground) {
      const r3 = turn(r2.state, { a: lighten, b: hold });
      expect(of(r3.events, 'lightened')).toEqual([]);
      expect(of(r3.events, 'orderIgnored')[0].reason).toContain('38.2.2.1');
      expect(of(r3.events, 'refloat')[0].modifier).toBe(1);
    }
  });
  it('38.2.2.1 a ship with no gun square left on a broadside cannot earn the +1: she throws none', () => {
    const g = edit(
      turn(coast({ [hexLabel(H2)]: 10 }, { level: 'advanced' }), { a: { plot: '2' }, b: hold }).state,
      (s) => {
        ship(s, 'a').guns.R = ship(s, 'a').guns.R.map(() => 0);
        ship(s, 'a').carronades.R = ship(s, 'a').carronades.R.map(() => 0);
      },
    );
    const r = turn(g, { a: { plot: '0', lighten: true }, b: hold });
    expect(of(r.events, 'lightened')).toEqual([]);
    expect(of(r.events, 'orderIgnored')[0].reason).toBe('a gun square of each broadside is needed (38.2.2.1)');
  });
  it('38.4 no repairs, no sail change; 38.5 no fire while aground', () => {
    const g = edit(
      turn(coast({ [hexLabel(H2)]: 10 }, { level: 'advanced' }), { a: { plot: '2' }, b: hold }).state,
      (s) => {
        ship(s, 'a').hull -= 2;
        ship(s, 'b').bow = neighbor(neighbor(neighbor(H2, 2), 2), 2);
      },
    );
    const r = turn(g, { a: { plot: '0', sail: 'FS', repair: 'H', fire: { L: {}, R: {} } }, b: hold });
    const reasons = of(r.events, 'orderIgnored')
      .filter((e) => e.ship === 'a')
      .map((e) => e.reason);
    expect(reasons).toEqual(
      expect.arrayContaining([
        'a ship aground may not change her sails (38.4)',
        'a ship aground may not make repairs (38.4)',
      ]),
    );
    expect(of(r.events, 'broadside').filter((e) => e.ship === 'a')).toEqual([]);
  });
  it('38.3 a ship driven onto land is destroyed (with the rule off the land only stops her drift)', () => {
    // a drifts with the wind (towards board 1, internal 0) after two phases without moving
    const land = [hexLabel(neighbor(A, 0))];
    let g = coast({}, { land });
    let wrecked: GameEvent[] = [];
    for (let t = 0; t < 3; t++) {
      const r = turn(g, { a: hold, b: hold });
      wrecked = [...wrecked, ...of(r.events, 'wrecked')];
      g = r.state;
    }
    expect(wrecked).toHaveLength(1);
    expect(ship(g, 'a').removed).toBe('destroyed');
    let off = game(
      [
        { id: 'a', bow: 'J20', heading: 2 },
        { id: 'b', side: 'b', bow: 'A1', heading: 1 },
      ],
      { land },
    );
    for (let t = 0; t < 3; t++) off = turn(off, { a: hold, b: hold }).state;
    expect(ship(off, 'a').removed).toBeNull();
  });
  it('the switch off: shoals are only water', () => {
    const g = game(
      [
        { id: 'a', bow: 'J20', heading: 2 },
        { id: 'b', side: 'b', bow: 'A1', heading: 1 },
      ],
      { extra: { map: { columns: 40, rows: 40, shoals: { [hexLabel(H2)]: 5 } } } },
    );
    expect(of(turn(g, { a: { plot: '3' }, b: hold }).events, 'aground')).toEqual([]);
    expect(plotGrounds(g, 'a', '3')).toBe(false);
  });
});

describe('optional rule XII / 39.0 casting the lead', () => {
  const shoals = { [hexLabel(H2)]: 8, [hexLabel(neighbor(A, 0))]: 9, P5: 4 };
  it("39.0 without the chart a side knows no depth; the chart's side knows them all; with the switch off everyone does", () => {
    const g = coast(shoals, { rules: { castingTheLead: true }, charted: ['b'] });
    expect(playerView(g, 'a').shoals).toEqual([]);
    expect(playerView(g, 'a').static.map.shoals).toBeUndefined();
    expect(playerView(g, 'b').shoals).toHaveLength(3);
    expect(plotGrounds(playerView(g, 'a'), 'a', '3')).toBe(false); // she does not know
    expect(plotGrounds(g, 'a', '3')).toBe(true);
    const open = coast(shoals);
    expect(playerView(open, 'a').static.map.shoals).toHaveLength(3);
    expect(plotGrounds(playerView(open, 'a'), 'a', '3')).toBe(true);
  });
  it('39.1 a ship that moved one hex or less learns the depths of the hexes around her — her side only', () => {
    const g = coast(shoals, { rules: { castingTheLead: true } });
    const far = turn(g, { a: { plot: '2' }, b: hold });
    // two hexes: no lead cast (and she stops short of nothing: H2 is the second hex… she grounds there)
    expect(playerView(far.state, 'a').shoals).toEqual([]);
    const near = turn(g, { a: { plot: '1' }, b: hold });
    const known = playerView(near.state, 'a').shoals!.map(([k]) => k);
    const keys = (labels: string[]) =>
      labels.map((l) => {
        const h = at(l);
        return h.q * 0 + 0 + (h.q + (1 << 15)) * 65536 + (h.r + (1 << 15));
      });
    expect(known.sort()).toEqual(keys([hexLabel(H2), hexLabel(neighbor(A, 0))]).sort());
    expect(playerView(near.state, 'b').shoals).toEqual([]); // the other side learned nothing
    expect(plotGrounds(playerView(near.state, 'a'), 'a', '1')).toBe(true);
    // a captain's world (search): the depths its side knows, known to its side there too, and nothing more
    const view = playerView(near.state, 'a');
    const world = stateFromView(view, { seed: 'w' });
    expect(playerView(world, 'a').shoals).toEqual(view.shoals);
    expect(world.static.map.shoals).toEqual(view.shoals);
    expect(plotGrounds(playerView(world, 'a'), 'a', '1')).toBe(true);
    expect(plotGrounds(playerView(stateFromView(playerView(far.state, 'a'), { seed: 'w' }), 'a'), 'a', '3')).toBe(
      false,
    );
  });
  it('captains: a plot onto a known shoal is left out while another keeps her afloat', () => {
    const g = coast({ [hexLabel(H1)]: 8 }, { level: 'advanced' });
    const view = playerView(g, 'a');
    const ends = plotEndsOf(view, 'a');
    expect(ends.length).toBeGreaterThan(1);
    expect(ends.some((e) => e.plot === '1' || e.plot === '2')).toBe(false);
    expect(ends.every((e) => !plotGrounds(view, 'a', e.plot))).toBe(true);
    void sternOf;
  });
});

describe('running aground with a tow (38.0 with 35.4.2)', () => {
  it('the ship in tow grounds on her own depth value in the wake, and holds the tower', () => {
    // the tower (a 36, depth 13) passes over a 15-foot hex that grounds the 74 she tows (depth 20)
    const T = at('J20');
    const TS = neighbor(T, 4);
    const Y = neighbor(TS, 4);
    let g = game(
      [
        { id: 't', bow: hexLabel(T), heading: 2 },
        { id: 'y', bow: hexLabel(Y), heading: 2, class: 'br-sol2-74' },
        { id: 'e', side: 'b', bow: 'A1', heading: 1 },
      ],
      {
        rules: { optional: { towing: true, runningAground: true } },
        extra: { map: { columns: 40, rows: 40, shoals: { [hexLabel(T)]: 15 } } },
      },
    );
    g = turn(g, { t: { plot: '0', tow: 'y' }, y: hold, e: hold }).state;
    const r = turn(g, { t: { plot: '3' }, y: hold, e: hold });
    expect(of(r.events, 'aground')).toEqual([
      expect.objectContaining({ ship: 'y', hex: hexLabel(T), depth: 15, depthValue: 20 }),
    ]);
    // she grounded on the tower's second hex: the tower stopped there too
    expect(hexLabel(ship(r.state, 't').bow)).toBe(hexLabel(neighbor(neighbor(T, 1), 1)));
    expect(ship(r.state, 'y').aground?.from).toEqual({ bow: TS, heading: 1 });
  });
});
