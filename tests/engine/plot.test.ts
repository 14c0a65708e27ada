import { describe, expect, it } from 'vitest';
import { checkPlot, hexLabel, legalPlots, neighbor, sternOf, type Hex, type Placement } from '../../src/index.js';
import {
  attitude,
  canonicalPlot,
  formatSteps,
  movementAllowance,
  parsePlot,
  PlotSyntaxError,
  type GameState,
  type Step,
} from '../../src/api/wsim.js';
import { at, edit, game, ship, turn } from './helpers.js';

/** A single ship of a given speed/turning heading `heading` (board number) with the wind towards 1. */
function one(speed: 3 | 4, turning: number, heading: number, rules?: { level: 'basic' | 'advanced' }): GameState {
  return game(
    [
      {
        id: 's',
        bow: 'J20',
        heading,
        nation: 'British',
        shipClass: 3,
        gunRating: 36,
        battleSail: speed,
        fullSail: 6,
        turning,
        hull: 8,
        crew: [3, 3, 3],
        guns: 3,
        carronades: 1,
        rigging: speed === 3 ? [5, 5, 5] : [5, 5, 5, 5],
        points: 10,
      },
      { id: 'far', side: 'b', bow: 'A1', heading: 1 },
    ],
    { rules },
  );
}

describe('plot notation (7.2)', () => {
  it('parses digits, L, R, B and "0" (7.2.2, 7.2.3, 7.2.6, 20.2)', () => {
    expect(parsePlot('L1R1')).toEqual(['L', 'F', 'R', 'F']);
    expect(parsePlot('0')).toEqual([]);
    expect(parsePlot('d')).toEqual([]);
    expect(parsePlot(' bb2 ')).toEqual(['B', 'B', 'F', 'F']);
    expect(canonicalPlot('11l')).toBe('2L');
    expect(formatSteps(['F', 'F', 'F'] as Step[])).toBe('3');
  });
  it('rejects text that is not a plot, naming the character', () => {
    const bad: [string, number][] = [
      ['L1X', 2],
      ['', 0],
      ['0L', 0],
      ['1-1', 1],
      ['00', 1],
    ];
    for (const [text, index] of bad) {
      try {
        parsePlot(text);
        expect.unreachable(`"${text}" parsed`);
      } catch (e) {
        expect(e).toBeInstanceOf(PlotSyntaxError);
        expect((e as PlotSyntaxError).index).toBe(index);
      }
    }
  });
});

describe('movement allowance (7.1.1–7.1.4)', () => {
  it('7.1.4 example a: battle sail 3 in attitude C → 1', () => {
    const s = one(3, 1, 3);
    expect(attitude(ship(s, 's').heading, s.wind.direction)).toBe('C');
    expect(movementAllowance(s, 's')).toBe(1);
  });
  it('7.1.4 example b: battle sail 4 in attitude A → 4', () => {
    expect(movementAllowance(one(4, 3, 2), 's')).toBe(4);
  });
  it('battle sail table (battlesail.png): 3 → A3 B2 C1 D0, 4 → A4 B3 C1 D0', () => {
    const byHeading = (speed: 3 | 4) => [1, 2, 3, 4].map((h) => movementAllowance(one(speed, 3, h), 's'));
    expect(byHeading(3)).toEqual([2, 3, 1, 0]); // headings 1 (B), 2 (A), 3 (C), 4 (D)
    expect(byHeading(4)).toEqual([3, 4, 1, 0]);
  });
  it('11.4.4.1 each rigging section lost costs a hex in every attitude, never below 0 (7.1.17)', () => {
    const s = edit(one(4, 3, 2), (x) => {
      ship(x, 's').rigging = [0, 0, 3, 5];
    });
    expect(movementAllowance(s, 's')).toBe(2);
    const t = edit(one(4, 3, 3), (x) => {
      ship(x, 's').rigging = [0, 0, 3, 5];
    });
    expect(movementAllowance(t, 's')).toBe(0);
  });
});

describe('legality and truncation at the infraction (7.1.5–7.1.16, 7.2.7)', () => {
  it('the L1R1 example of 7.2.3: speed 4 in A; after turning into C only one hex', () => {
    const s = one(4, 3, 6); // heading 6, wind on the quarter; a left turn puts the wind on the bow (C)
    expect(checkPlot(s, 's', 'L1R1')).toEqual({ legal: true, executed: 'L1R1' });
    expect(checkPlot(s, 's', 'L1')).toEqual({ legal: true, executed: 'L1' });
    const r = checkPlot(s, 's', 'L2');
    expect(r.legal).toBe(false);
    expect(r.executed).toBe('L1');
    expect(r.reason).toMatch(/7\.1\.12/);
  });
  it('7.1.12 may turn back to A after one hex in C and finish the move in A', () => {
    // heading 2 (A): R → heading 3 (C), 1, L → heading 2 (A), 1 = 4 factors
    expect(checkPlot(one(4, 3, 2), 's', 'R1L1').legal).toBe(true);
  });
  it('7.1.13 starting in B the allowance stays 2 even after turning into A', () => {
    const s = one(3, 3, 1);
    expect(movementAllowance(s, 's')).toBe(2);
    expect(checkPlot(s, 's', 'R1')).toEqual({ legal: true, executed: 'R1' });
    const r = checkPlot(s, 's', 'R2');
    expect(r).toMatchObject({ legal: false, executed: 'R1' });
    expect(r.reason).toMatch(/7\.1\.13/);
  });
  it('7.1.8 one 60° turn per hex; 7.1.9 the turning ability limits the turns', () => {
    const s = one(4, 3, 2);
    expect(checkPlot(s, 's', 'LL')).toMatchObject({ legal: false, executed: 'L' });
    const t = one(4, 1, 2);
    expect(checkPlot(t, 's', 'L1R1')).toMatchObject({ legal: false, executed: 'L1' });
  });
  it('7.1.14 the attitude limits hexes, not turns', () => {
    // speed 4 in A: 1, turn into C, turn is fine even though C allows one hex
    expect(checkPlot(one(4, 3, 2), 's', '1R1L').legal).toBe(true);
  });
  it('7.1.15 with an allowance of 0 the ship may turn once in place, free', () => {
    const s = one(4, 3, 4); // heading 4: into the wind, D, allowance 0
    expect(movementAllowance(s, 's')).toBe(0);
    expect(legalPlots(s, 's').sort()).toEqual(['0', 'L', 'R']);
    expect(checkPlot(s, 's', 'L1')).toMatchObject({ legal: false, executed: 'L' });
    expect(checkPlot(s, 's', '1')).toMatchObject({ legal: false, executed: '0' });
  });
  it('7.1.16 a ship turning into D stops at once', () => {
    const s = one(4, 3, 3); // C, allowance 1: the turn into D uses it anyway
    const r = checkPlot(s, 's', 'R1');
    expect(r).toMatchObject({ legal: false, executed: 'R' });
    // at full sail (Advanced) the allowance in C is 2, but the turn into D still ends the move
    const f = edit(one(4, 3, 3, { level: 'advanced' }), (x) => {
      ship(x, 's').fullSail = true;
    });
    expect(movementAllowance(f, 's')).toBe(2);
    expect(checkPlot(f, 's', 'R1')).toMatchObject({ legal: false, executed: 'R' });
    expect(checkPlot(f, 's', 'R1').reason).toMatch(/7\.1\.16/);
  });
  it('7.2.7 truncates inside a run of hexes at the infraction', () => {
    expect(checkPlot(one(4, 3, 2), 's', '2L3')).toMatchObject({ legal: false, executed: '2L1' });
    expect(checkPlot(one(4, 3, 2), 's', '9')).toMatchObject({ legal: false, executed: '4' });
  });
  it('fouled and grappled ships may not move or turn (8.3.6, 9.1.6)', () => {
    const s = edit(one(4, 3, 2), (x) => {
      x.fouls = [{ a: 's', b: 'far' }];
    });
    expect(legalPlots(s, 's')).toEqual(['0']);
    expect(checkPlot(s, 's', 'L')).toMatchObject({ legal: false, executed: '0' });
  });
  it('backing sails "B" is Advanced only (20.2) and spends a movement factor', () => {
    expect(checkPlot(one(4, 3, 2), 's', 'B1').legal).toBe(false);
    const a = one(4, 3, 2, { level: 'advanced' });
    expect(checkPlot(a, 's', 'BBB1').legal).toBe(true);
    expect(checkPlot(a, 's', 'BBB2')).toMatchObject({ legal: false, executed: 'BBB1' });
  });
  it('a syntax error executes nothing and says why', () => {
    expect(checkPlot(one(4, 3, 2), 's', 'L?')).toMatchObject({ legal: false, executed: '0' });
  });
});

describe('20.4 turning restrictions (Advanced)', () => {
  it('20.4.2 the L1R / 1L1 example: after ending with a turn, another L1R keeps only the L', () => {
    let s = one(4, 3, 2, { level: 'advanced' });
    s = turn(s, { s: { plot: 'L1R' } }).state;
    expect(ship(s, 's').endedWithTurn).toBe(true);
    expect(checkPlot(s, 's', '1L1').legal).toBe(true);
    expect(checkPlot(s, 's', 'L1R')).toMatchObject({ legal: false, executed: 'L' });
    expect(checkPlot(s, 's', 'L').legal).toBe(true);
  });
  it('20.4.1 a ship that did not move must go one hex straight before turning, and loses a turn', () => {
    let s = one(4, 3, 2, { level: 'advanced' });
    s = turn(s, { s: { plot: '0' } }).state;
    expect(checkPlot(s, 's', 'L1')).toMatchObject({ legal: false, executed: 'L' });
    expect(checkPlot(s, 's', 'L').legal).toBe(true);
    expect(checkPlot(s, 's', '1L1').legal).toBe(true);
    // turning ability 3 − 1 = 2 turns
    expect(checkPlot(s, 's', '1L1R').legal).toBe(true);
    expect(checkPlot(s, 's', '1R1L1R').legal).toBe(false);
  });
  it('20.4.1.1 / 7.1.15 a ship of turning ability 1 that stood still may still turn in place (20.4.1.2 leaves 0)', () => {
    let s = one(4, 1, 2, { level: 'advanced' });
    s = turn(s, { s: { plot: '0' } }).state;
    expect(ship(s, 's').stayedLastPhase).toBe(true);
    // "or they can turn in place 60 degrees but cannot make no other movement" (20.4.1.1)
    expect(checkPlot(s, 's', 'L').legal).toBe(true);
    expect(checkPlot(s, 's', 'R').legal).toBe(true);
    expect(legalPlots(s, 's')).toEqual(expect.arrayContaining(['0', 'L', 'R', '1']));
    // but no turn after moving: the turning ability left is 0 (20.4.1.2)
    expect(checkPlot(s, 's', '1L')).toMatchObject({ legal: false, executed: '1' });
    expect(checkPlot(s, 's', 'L1')).toMatchObject({ legal: false, executed: 'L' });
  });
  it('7.1.15 a first-rate (turning 1) head to the wind that stood still turns in place and leaves irons', () => {
    // the wind blows towards 1: heading 4 is into the wind's eye (attitude D, allowance 0)
    let s = one(4, 1, 4, { level: 'advanced' });
    expect(movementAllowance(s, 's')).toBe(0);
    s = turn(s, { s: { plot: '0' } }).state;
    expect(legalPlots(s, 's').sort()).toEqual(['0', 'L', 'R']);
    const before = ship(s, 's').heading;
    s = turn(s, { s: { plot: 'R' } }).state;
    expect(ship(s, 's').heading).toBe((before + 1) % 6);
  });
  it('36.2.2 a hanging mast forbids even the free turn', () => {
    let s = one(4, 3, 1, { level: 'advanced' });
    s = edit(s, (st) => {
      ship(st, 's').mastOverSide = 'L';
    });
    expect(checkPlot(s, 's', 'L')).toMatchObject({ legal: false, executed: '0' });
    expect(checkPlot(s, 's', 'L').reason).toContain('36.2.2');
  });
});

// ---------------------------------------------------------------------------
// Plot "perft": legalPlots against an independent brute-force enumeration
// ---------------------------------------------------------------------------

const ALLOW: Record<number, Record<string, number>> = { 3: { A: 3, B: 2, C: 1, D: 0 }, 4: { A: 4, B: 3, C: 1, D: 0 } };
const ATT = ['B', 'A', 'C', 'D', 'C', 'A'];

/** An independent reading of 7.1.5–7.1.16 for one ship with wind towards internal direction 0. */
function legalByRules(steps: string[], speed: 3 | 4, turning: number, heading: number): boolean {
  const allow = ALLOW[speed];
  const ma = allow[ATT[heading]];
  let mf = 0;
  let turns = 0;
  let turnedHere = false;
  let stopped = false;
  let h = heading;
  const moved: Record<string, number> = { A: 0, B: 0, C: 0, D: 0 };
  for (let i = 0; i < steps.length; i++) {
    if (stopped) return false;
    const s = steps[i];
    if (s === 'F') {
      const att = ATT[h];
      if (mf >= ma || moved[att] >= allow[att]) return false;
      mf++;
      moved[att]++;
      turnedHere = false;
    } else {
      if (turnedHere || turns >= turning) return false;
      if (ma === 0) {
        if (i > 0) return false;
        stopped = true;
      } else {
        if (mf >= ma) return false;
        mf++;
      }
      turns++;
      turnedHere = true;
      h = (h + (s === 'R' ? 1 : 5)) % 6;
      if (ATT[h] === 'D') stopped = true;
    }
  }
  return true;
}

function bruteForce(speed: 3 | 4, turning: number, heading: number): string[] {
  const out = new Set<string>();
  const maxLen = 5;
  const rec = (seq: string[]) => {
    if (legalByRules(seq, speed, turning, heading)) out.add(formatSteps(seq as Step[]));
    if (seq.length === maxLen) return;
    for (const s of ['F', 'L', 'R']) rec([...seq, s]);
  };
  rec([]);
  return [...out].sort();
}

describe('plot perft: every speed, turning ability and attitude', () => {
  // pinned counts of distinct legal plots, headings 1 (B), 2 (A), 3 (C), 4 (D) with the wind towards 1
  const PERFT: Record<string, number[]> = {
    s3t1: [9, 15, 4, 3],
    s3t2: [9, 19, 4, 3],
    s3t3: [9, 19, 4, 3],
    s4t1: [16, 22, 4, 3],
    s4t2: [20, 35, 4, 3],
    s4t3: [20, 35, 4, 3],
  };
  for (const speed of [3, 4] as const) {
    for (const turning of [1, 2, 3]) {
      it(`battle sail ${speed}, turning ${turning}`, () => {
        const counts: number[] = [];
        for (const heading of [1, 2, 3, 4]) {
          const s = one(speed, turning, heading);
          const engine = legalPlots(s, 's');
          expect(new Set(engine).size).toBe(engine.length); // no duplicates
          expect([...engine].sort()).toEqual(bruteForce(speed, turning, heading - 1));
          counts.push(engine.length);
        }
        expect(counts).toEqual(PERFT[`s${speed}t${turning}`]);
      });
    }
  }
});

describe('plot perft near land: the walk pruned by land hexes (7.1, land is never entered)', () => {
  // a frigate at J20 among land scattered over the two rings around her (seeded), every heading, Advanced (B too):
  // the legal plots are exactly the step sequences checkPlot accepts, and in the order of the walk without land
  const bow = at('J20');
  const ring = (h: Hex, n: number): Hex[] => {
    let out = [h];
    for (let k = 0; k < n; k++) out = [...out, ...out.flatMap((x) => [0, 1, 2, 3, 4, 5].map((d) => neighbor(x, d)))];
    return [...new Map(out.map((x) => [hexLabel(x), x])).values()];
  };
  const sequences: string[][] = [];
  const rec = (seq: string[]) => {
    if (seq.length) sequences.push(seq);
    if (seq.length === 5) return;
    for (const s of ['F', 'L', 'R', 'B']) rec([...seq, s]);
  };
  rec([]);
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  for (const heading of [1, 2, 3, 4, 5, 6]) {
    it(`heading ${heading}: five land patterns`, () => {
      const stern = sternOf({ bow, heading: (heading - 1) as Placement['heading'] });
      const around = ring(bow, 2).filter((h) => hexLabel(h) !== hexLabel(bow) && hexLabel(h) !== hexLabel(stern));
      const frigate = { id: 's', bow: 'J20', heading, battleSail: 4 as const, turning: 3 };
      const open = game([frigate, { id: 'far', side: 'b', bow: 'A1', heading: 1 }], {
        rules: { level: 'advanced' },
        land: ['AM40'],
      });
      let pruned = 0;
      for (let pattern = 0; pattern < 5; pattern++) {
        const land = around.filter(() => random() < 0.25).map(hexLabel);
        const s = game([frigate, { id: 'far', side: 'b', bow: 'A1', heading: 1 }], {
          rules: { level: 'advanced' },
          land: [...land, 'AM40'],
        });
        const engine = legalPlots(s, 's');
        const brute = new Set(['0']);
        for (const seq of sequences) {
          const text = formatSteps(seq as Step[]);
          if (checkPlot(s, 's', text).legal) brute.add(text);
        }
        expect([...engine].sort()).toEqual([...brute].sort());
        expect(engine).toEqual(legalPlots(open, 's').filter((p) => brute.has(p)));
        pruned += legalPlots(open, 's').length - engine.length;
      }
      expect(pruned).toBeGreaterThan(0); // the land did prune
    });
  }
});
