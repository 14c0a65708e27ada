import { describe, expect, it } from 'vitest';
import { hexLabel } from '../../src/index.js';
import { edit, game, of, ship, turn } from './helpers.js';

describe('simultaneous movement and collisions (8.1, 8.3)', () => {
  it('8.3.1–8.3.2 two bows entering one hex at the same step: high die keeps it, the other goes back, both stop', () => {
    // two frigates converge on the hex between them (wind towards 1; headings 2 and 6 are attitude A)
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const g = game(
        [
          { id: 'a', bow: 'J20', heading: 2 },
          { id: 'b', side: 'b', bow: 'L20', heading: 6 },
        ],
        { seed },
      );
      const { state, events } = turn(g, { a: { plot: '4' }, b: { plot: '4' } });
      const c = of(events, 'collision');
      expect(c).toHaveLength(1);
      expect(c[0].step).toBe(1);
      const rolls = c[0].rolls!;
      expect(Object.keys(rolls).sort()).toEqual(['a', 'b']);
      const loser = c[0].kept === 'a' ? 'b' : 'a';
      expect(rolls[c[0].kept]).toBeGreaterThan(rolls[loser]);
      expect(hexLabel(ship(state, c[0].kept).bow)).toBe(c[0].hex);
      expect(hexLabel(ship(state, loser).bow)).toBe(loser === 'a' ? 'J20' : 'L20');
      expect(of(events, 'fouling')).toHaveLength(1); // 8.3.5 one roll per collision
      const f = of(events, 'fouling')[0];
      expect(f.fouled).toBe(f.die <= 3);
      expect(state.fouls.length).toBe(f.fouled ? 1 : 0);
    }
  });
  it('8.3.5 one fouling roll for a collision of three ships, fouling every pair of them', () => {
    // a and c converge on K20 (between them) while b sits in it: one collision of three ships
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const g = game(
        [
          { id: 'a', bow: 'J20', heading: 2 },
          { id: 'c', bow: 'L20', heading: 6 },
          { id: 'b', side: 'b', bow: 'K20', heading: 1 },
        ],
        { seed },
      );
      const { state, events } = turn(g, { a: { plot: '1' }, c: { plot: '1' }, b: { plot: '0' } });
      const coll = of(events, 'collision');
      expect(coll).toHaveLength(1);
      expect([...coll[0].ships].sort()).toEqual(['a', 'b', 'c']);
      const f = of(events, 'fouling');
      expect(f).toHaveLength(3); // the pairs a–b, a–c, b–c …
      expect(new Set(f.map((x) => x.die)).size).toBe(1); // … on one die
      expect(state.fouls).toHaveLength(f[0].fouled ? 3 : 0);
    }
  });
  it('8.3.2 the ship already in the hex keeps it', () => {
    const g = game([
      { id: 'a', bow: 'J20', heading: 1 },
      { id: 'b', side: 'b', bow: 'J17', heading: 2 },
    ]);
    // a sails north into J18/J17: b occupies J17 (bow) and I18 (stern)
    const { state, events } = turn(g, { a: { plot: '3' }, b: { plot: '0' } });
    const c = of(events, 'collision')[0];
    expect(c.kept).toBe('b');
    expect(c.reason).toMatch(/keeps it/);
    expect(hexLabel(ship(state, 'a').bow)).toBe('J18');
  });
  it('8.3.2 a bow beats a stern swinging into the hex in a turn', () => {
    // a heads north at J20 (stern J21); turning R swings its stern into I21... b's bow enters the same hex
    const g = game([
      { id: 'a', bow: 'J20', heading: 1 },
      { id: 'b', side: 'b', bow: 'H21', heading: 2 },
    ]);
    const { state, events } = turn(g, { a: { plot: 'R' }, b: { plot: '1' } });
    const c = of(events, 'collision');
    expect(c).toHaveLength(1);
    expect(c[0].kept).toBe('b');
    expect(c[0].reason).toMatch(/bow beats/);
    expect(ship(state, 'a').heading).toBe(0); // the turn was undone
  });
  it('ships in line ahead sailing the same plot do not collide', () => {
    const g = game([
      { id: 'a', bow: 'J20', heading: 1 },
      { id: 'a2', bow: 'J22', heading: 1 },
      { id: 'b', side: 'b', bow: 'A1', heading: 1 },
    ]);
    const { state, events } = turn(g, { a: { plot: '2' }, a2: { plot: '2' }, b: { plot: '0' } });
    expect(of(events, 'collision')).toHaveLength(0);
    expect(hexLabel(ship(state, 'a2').bow)).toBe('J20');
  });
  it('8.3.4 the log is corrected to the move actually made', () => {
    const g = game([
      { id: 'a', bow: 'J20', heading: 1 },
      { id: 'b', side: 'b', bow: 'J17', heading: 2 },
    ]);
    const { events } = turn(g, { a: { plot: '3' }, b: { plot: '0' } });
    expect(of(events, 'moved').find((e) => e.ship === 'a')!.steps).toBe('2'); // J19, J18, then J17 is held
  });
});

describe('drifting (8.2)', () => {
  it('8.2.1–8.2.2 a frigate that does not move drifts on the second phase and every phase after', () => {
    let g = game([
      { id: 'a', bow: 'J20', heading: 3 },
      { id: 'b', side: 'b', bow: 'A1', heading: 1 },
    ]);
    const rows: string[] = [];
    for (let t = 0; t < 4; t++) {
      g = turn(g, { a: { plot: '0' }, b: { plot: '0' } }).state;
      rows.push(hexLabel(ship(g, 'a').bow));
    }
    expect(rows).toEqual(['J20', 'J19', 'J18', 'J17']); // drifts towards 1 (north)
  });
  it('8.2.2 a ship of the line drifts every other turn; moving resets the count', () => {
    let g = game([
      { id: 'a', bow: 'J20', heading: 3, class: 'br-sol2-74' },
      { id: 'b', side: 'b', bow: 'A1', heading: 1 },
    ]);
    const rows: string[] = [];
    for (let t = 0; t < 5; t++) {
      g = turn(g, { a: { plot: '0' }, b: { plot: '0' } }).state;
      rows.push(hexLabel(ship(g, 'a').bow));
    }
    expect(rows).toEqual(['J20', 'J19', 'J19', 'J18', 'J18']);
  });
  it('8.2.1 turning in place still drifts', () => {
    let g = game([
      { id: 'a', bow: 'J20', heading: 4 },
      { id: 'b', side: 'b', bow: 'A1', heading: 1 },
    ]);
    g = turn(g, { a: { plot: 'L' }, b: { plot: '0' } }).state;
    const r = turn(g, { a: { plot: 'R' }, b: { plot: '0' } });
    expect(hexLabel(ship(r.state, 'a').bow)).toBe('J19');
    expect(ship(r.state, 'a').heading).toBe(3);
  });
  it('8.3.6 / 8.2.3 fouled ships cannot move and drift together from the second phase after fouling', () => {
    let g = game([
      { id: 'a', bow: 'J20', heading: 3 },
      { id: 'b', side: 'b', bow: 'K21', heading: 5, class: 'fr-sol2-74' },
    ]);
    g = edit(g, (s) => {
      s.fouls = [{ a: 'a', b: 'b' }];
    });
    const noUnfoul = { unfoul: false, plot: '4' };
    const t1 = turn(g, { a: noUnfoul, b: noUnfoul });
    expect(of(t1.events, 'plot').every((e) => e.executed === '0')).toBe(true);
    expect(hexLabel(ship(t1.state, 'a').bow)).toBe('J20');
    const t2 = turn(t1.state, { a: noUnfoul, b: noUnfoul });
    expect(hexLabel(ship(t2.state, 'a').bow)).toBe('J19'); // both drift, at the SOL's rate (8.2.3.1)
    expect(hexLabel(ship(t2.state, 'b').bow)).toBe('K20');
    const t3 = turn(t2.state, { a: noUnfoul, b: noUnfoul });
    expect(hexLabel(ship(t3.state, 'a').bow)).toBe('J19'); // every other turn for a group with a SOL
  });
  it('8.2.3 a fouled pair drifts as one body: when land blocks one ship, neither drifts', () => {
    // the same pair as above, with land in J19 (the hex a's bow drifts into): b's drift is free
    let g = game(
      [
        { id: 'a', bow: 'J20', heading: 3 },
        { id: 'b', side: 'b', bow: 'K21', heading: 5 },
      ],
      { land: ['J19'] },
    );
    g = edit(g, (s) => {
      s.fouls = [{ a: 'a', b: 'b' }];
    });
    const noUnfoul = { unfoul: false, plot: '0' };
    const t1 = turn(g, { a: noUnfoul, b: noUnfoul });
    const t2 = turn(t1.state, { a: noUnfoul, b: noUnfoul });
    expect(hexLabel(ship(t2.state, 'a').bow)).toBe('J20');
    expect(hexLabel(ship(t2.state, 'b').bow)).toBe('K21'); // the old ship-by-ship drift moved b alone to K20
    expect(of(t2.events, 'drift')).toEqual([expect.objectContaining({ ships: ['a', 'b'], blocked: true })]);
    expect(t2.state.fouls).toHaveLength(1);
  });
  it('8.2.5 a dismasted frigate (turning 3) waits one drifting turn before a single turn', () => {
    let g = game([
      { id: 'a', bow: 'J20', heading: 3 },
      { id: 'b', side: 'b', bow: 'A1', heading: 1 },
    ]);
    g = edit(g, (s) => {
      ship(s, 'a').rigging = [0, 0, 0, 0];
    });
    const r1 = turn(g, { a: { plot: 'L' }, b: { plot: '0' } });
    expect(of(r1.events, 'plot')[0]).toMatchObject({ legal: false, executed: '0' });
    const r2 = turn(r1.state, { a: { plot: 'L' }, b: { plot: '0' } });
    expect(of(r2.events, 'plot')[0]).toMatchObject({ legal: true, executed: 'L' });
    const r3 = turn(r2.state, { a: { plot: 'L' }, b: { plot: '0' } });
    expect(of(r3.events, 'plot')[0]).toMatchObject({ legal: false }); // 8.2.5.4 waits again
  });
  it('8.2.5.1 a dismasted ship with turning ability 1 waits three turns', () => {
    let g = game([
      { id: 'a', bow: 'J20', heading: 3, class: 'br-sol1-110' },
      { id: 'b', side: 'b', bow: 'A1', heading: 1 },
    ]);
    g = edit(g, (s) => {
      ship(s, 'a').rigging = [0, 0, 0];
    });
    const legal: boolean[] = [];
    for (let t = 0; t < 4; t++) {
      const r = turn(g, { a: { plot: 'L' }, b: { plot: '0' } });
      legal.push(of(r.events, 'plot')[0].legal);
      g = r.state;
    }
    expect(legal).toEqual([false, false, false, true]);
  });
});

describe('ships entering the board (7.2.8, 8.1.2)', () => {
  it('enter on their turn with the first hex counting against the allowance', () => {
    let g = game([
      { id: 'a', bow: 'J20', heading: 1, entersOnTurn: 2 },
      { id: 'b', side: 'b', bow: 'A1', heading: 1 },
    ]);
    expect(ship(g, 'a').onBoard).toBe(false);
    g = turn(g, { b: { plot: '0' } }).state;
    expect(ship(g, 'a').onBoard).toBe(false);
    const r = turn(g, { a: { plot: '3' }, b: { plot: '0' } });
    expect(of(r.events, 'entered')[0]).toMatchObject({ ship: 'a', hex: 'J20' });
    expect(hexLabel(ship(r.state, 'a').bow)).toBe('J18');
    expect(ship(r.state, 'a').onBoard).toBe(true);
  });
  it('must begin with a move onto the board', () => {
    const g = game([
      { id: 'a', bow: 'J20', heading: 1, entersOnTurn: 1 },
      { id: 'b', side: 'b', bow: 'A1', heading: 1 },
    ]);
    const r = turn(g, { a: { plot: 'L1' }, b: { plot: '0' } });
    expect(of(r.events, 'plot')[0]).toMatchObject({ legal: false, executed: '0' });
    expect(ship(r.state, 'a').onBoard).toBe(false);
  });
  it('20.1.5 a ship waiting to enter makes full sail off the board and enters under it (I-DYO-2)', () => {
    const g = game(
      [
        { id: 'a', bow: 'J20', heading: 1, entersOnTurn: 1 },
        { id: 'b', side: 'b', bow: 'A1', heading: 1 },
      ],
      { rules: { level: 'advanced' } },
    );
    const r = turn(g, { a: { plot: '0', sail: 'FS' }, b: { plot: '0' } });
    expect(of(r.events, 'orderIgnored')).toEqual([]);
    expect(of(r.events, 'sail')).toEqual([expect.objectContaining({ ship: 'a', fullSail: true })]);
    expect(ship(r.state, 'a')).toMatchObject({ onBoard: false, fullSail: true });
    const r2 = turn(r.state, { a: { plot: '1' }, b: { plot: '0' } });
    expect(of(r2.events, 'entered')[0]).toMatchObject({ ship: 'a', hex: 'J20' });
  });
  it('a ship not yet due to enter cannot be ordered to make sail', () => {
    const g = game(
      [
        { id: 'a', bow: 'J20', heading: 1, entersOnTurn: 3 },
        { id: 'b', side: 'b', bow: 'A1', heading: 1 },
      ],
      { rules: { level: 'advanced' } },
    );
    const r = turn(g, { a: { plot: '0', sail: 'FS' }, b: { plot: '0' } });
    expect(ship(r.state, 'a').fullSail).toBe(false);
  });
});
