/** Optional rule IX / 37.0 blocked wind: every sail and size condition of 37.1–37.2.4, and which hexes count. */
import { describe, expect, it } from 'vitest';
import { hexLabel, neighbor } from '../../src/index.js';
import { movementAllowance, windBlockedLoss, type GameEvent } from '../../src/api/wsim.js';
import { at, edit, game, ship, turn, type ShipDef } from './helpers.js';

// the wind blows towards board direction 1 (internal 0): it comes from internal direction 3
const UP = 3;
const B = at('J20');
// the blocked ship heads board direction 2 (internal 1): attitude A, full sail 6 / battle sail 4
const S = neighbor(B, 4);
const lbl = hexLabel;

/** The blocked ship `x` at J20 and a blocker `y` (side b) parallel to windward, covering both windward hexes. */
function duel(
  opts: {
    level?: 'basic' | 'advanced';
    xGuns?: number;
    yGuns?: number;
    yFull?: boolean;
    on?: boolean;
    cover?: 'both' | 'either';
    y?: Partial<ShipDef>;
  } = {},
) {
  const level = opts.level ?? 'advanced';
  const x: ShipDef = { id: 'x', bow: lbl(B), heading: 2, fullSail: 6, gunRating: opts.xGuns ?? 36 };
  const y: ShipDef = {
    id: 'y',
    side: 'b',
    bow: lbl(neighbor(B, UP)),
    heading: 2,
    gunRating: opts.yGuns ?? 36,
    fullSailAtStart: opts.yFull ?? false,
    ...opts.y,
  };
  return game([x, y], {
    rules: {
      level,
      optional: { blockedWind: opts.on ?? true },
      ...(opts.cover ? { blockedWindCover: opts.cover } : {}),
    },
  });
}

describe('optional rule IX / 37.0 blocked wind', () => {
  it('the set-up: y lies on both windward hexes of x (next to its bow and its stern)', () => {
    const g = duel();
    expect(lbl(ship(g, 'y').bow)).toBe(lbl(neighbor(B, UP)));
    expect(hexLabel(neighbor(ship(g, 'y').bow, 4))).toBe(lbl(neighbor(S, UP)));
  });
  it('37.1 a blocker under full sails cuts two hexes; under battle sails one; the blocked ship is truncated', () => {
    const full = duel({ yFull: true });
    expect(movementAllowance(full, 'x')).toBe(4 - 2); // x at battle sails: 4 in attitude A
    const r = turn(full, { x: { plot: '3' }, y: { plot: '0' } });
    expect(r.events.find((e) => e.type === 'windBlocked')).toMatchObject({ ship: 'x', by: 'y', loss: 2 });
    expect(
      r.events.find((e): e is Extract<GameEvent, { type: 'plot' }> => e.type === 'plot' && e.ship === 'x'),
    ).toMatchObject({ legal: false, executed: '2' });
    expect(movementAllowance(duel(), 'x')).toBe(4 - 1);
  });
  it('37.1 battle sails with less than half the rigging squares left block nothing; exactly half still blocks', () => {
    const half = edit(duel(), (s) => {
      ship(s, 'y').rigging = [5, 5, 0, 0];
    }); // 10 of 20
    expect(movementAllowance(half, 'x')).toBe(3);
    const less = edit(duel(), (s) => {
      ship(s, 'y').rigging = [5, 4, 0, 0];
    }); // 9 of 20
    expect(movementAllowance(less, 'x')).toBe(4);
    const fullTorn = edit(duel({ yFull: true }), (s) => {
      ship(s, 'y').rigging = [5, 1, 0, 0];
    }); // 37.1 full sails: no rigging condition
    expect(movementAllowance(fullTorn, 'x')).toBe(2);
  });
  it('37.2.1–37.2.4 the gun ratings change the loss (FS / BS): 30+ less 3/2, 30+ more 1/0, 60+ less 4/3, 60+ more none', () => {
    // x under full sails in attitude A has 6 hexes, so a loss of up to 4 shows
    const cases: [number, number, number, number][] = [
      // x guns, y guns, full-sail loss, battle-sail loss
      [36, 36, 2, 1],
      [36, 65, 2, 1], // 29 more: no change
      [36, 66, 3, 2], // 37.2.1 blocked mounts 30 less than the blocker
      [66, 36, 1, 0], // 37.2.2 blocked mounts 30 more
      [36, 96, 4, 3], // 37.2.3 60 less
      [36, 110, 4, 3],
      [96, 36, 0, 0], // 37.2.4 60 more: no effect
    ];
    for (const [xg, yg, fs, bs] of cases) {
      for (const [yFull, loss] of [
        [true, fs],
        [false, bs],
      ] as const) {
        const g = edit(duel({ xGuns: xg, yGuns: yg, yFull }), (s) => {
          ship(s, 'x').fullSail = true;
        });
        expect(movementAllowance(g, 'x'), `x ${xg} guns, y ${yg} guns, y at ${yFull ? 'full' : 'battle'} sails`).toBe(
          6 - loss,
        );
        expect(windBlockedLoss(g, 'x', ship(g, 'x'), 'y', ship(g, 'y'))).toBe(loss);
      }
    }
  });
  it('a ship to leeward or abeam does not block; the windward ship itself is not blocked', () => {
    const lee = duel({ y: { bow: lbl(neighbor(B, 0)) } });
    expect(movementAllowance(lee, 'x')).toBe(4);
    expect(movementAllowance(duel({ yFull: true }), 'y')).toBe(
      movementAllowance(duel({ yFull: true, on: false }), 'y'),
    );
  });
  it('37.0 / IX which hexes count: covering one windward hex blocks only with blockedWindCover "either" (the 2nd edition)', () => {
    // y lies along the wind with her bow on the hex to windward of x's bow, her stern further to windward
    const one = { bow: lbl(neighbor(B, UP)), heading: 1 };
    expect(movementAllowance(duel({ y: one }), 'x')).toBe(4);
    expect(movementAllowance(duel({ y: one, cover: 'either' }), 'x')).toBe(3);
  });
  it('running before the wind only one windward hex exists (the other is her own): the ship on it blocks', () => {
    // x heading board 1 runs with the wind (blowing towards 1): its stern is to windward of its bow
    const stern = neighbor(B, 3);
    const g = game(
      [
        { id: 'x', bow: lbl(B), heading: 1 },
        { id: 'y', side: 'b', bow: lbl(neighbor(stern, UP)), heading: 1 },
      ],
      { rules: { level: 'advanced', optional: { blockedWind: true } } },
    );
    expect(movementAllowance(g, 'x')).toBeLessThan(
      movementAllowance(
        game(
          [
            { id: 'x', bow: lbl(B), heading: 1 },
            { id: 'y', side: 'b', bow: 'A1', heading: 1 },
          ],
          { rules: { level: 'advanced' } },
        ),
        'x',
      ),
    );
  });
  it('in the Basic Game every blocker is under battle sails; with the switch off nothing changes', () => {
    expect(movementAllowance(duel({ level: 'basic' }), 'x')).toBe(3);
    expect(movementAllowance(duel({ on: false, yFull: true }), 'x')).toBe(4);
    expect(
      turn(duel({ on: false, yFull: true }), { x: { plot: '4' }, y: { plot: '0' } }).events.some(
        (e) => e.type === 'windBlocked',
      ),
    ).toBe(false);
  });
});
