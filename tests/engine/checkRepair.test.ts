/**
 * checkRepair is the Movement Notation Phase's own check of a repair notation (20.5) against the ship's
 * other notations, then 26.2's two crew sections: each case from the rules is refused with its rule number
 * (or allowed), from the state and from the side's view alike, and the turn ignores the repair with exactly
 * that reason (or makes it).
 */
import { describe, expect, it } from 'vitest';
import { playerView } from '../../src/index.js';
import { checkRepair, type GameState, type NotationQuery } from '../../src/api/wsim.js';
import { expectSameVerdict, ignoredReason, notationBoard, ship, turn } from './helpers.js';

/** a with two hull squares shot away, c a consort, b far off. */
function board(change: (s: GameState) => void = () => {}, level: 'basic' | 'advanced' = 'advanced'): GameState {
  return notationBoard(
    (s) => {
      ship(s, 'a').hull -= 2;
      change(s);
    },
    { level, extra: { anchorsAllowed: true } },
  );
}

/** The query (state and view agree), and the turn's verdict on the same repair with the same notations. */
function verdicts(g: GameState, kind: 'H' | 'G' | 'R', n: NotationQuery) {
  const fromState = checkRepair(g, 'a', kind, n);
  expect(checkRepair(playerView(g, 'a'), 'a', kind, n)).toEqual(fromState);
  const r = turn(g, { a: { plot: n.plot ?? '0', ...n, repair: kind }, b: { plot: '0' }, c: { plot: '0' } });
  return { query: fromState, phase: ignoredReason(r.events, 'a', 'repair'), events: r.events };
}

/** 38.1 the ship aground where she lies. */
const aground = (s: GameState) => {
  const a = ship(s, 'a');
  a.aground = { turn: 0, die: 1, from: { bow: a.bow, heading: a.heading }, lightened: false };
};

describe('checkRepair (20.5, 26.2)', () => {
  const none = () => {};
  const cases: [string, (s: GameState) => void, 'H' | 'G' | 'R', NotationQuery, RegExp | null, 'basic'?][] = [
    ['a damaged hull, sailing straight', none, 'H', { plot: '1' }, null],
    ['not in the Basic Game (20.5)', none, 'H', { plot: '1' }, /Advanced Game rule \(20\.5\)/, 'basic'],
    ['only damaged parts (20.5.7)', none, 'R', { plot: '1' }, /20\.5\.7/],
    ['damaged rigging', (s) => (ship(s, 'a').rigging[1] -= 1), 'R', { plot: '1' }, null],
    ['damaged guns', (s) => (ship(s, 'a').guns.L[0] -= 1), 'G', { plot: '0' }, null],
    ['no turning (20.5.4)', none, 'H', { plot: '1L' }, /20\.5\.4/],
    ['no sail change (20.5.5)', none, 'H', { plot: '1', sail: 'FS' }, /20\.5\.5/],
    ['a sail change the phase ignores is none', none, 'H', { plot: '1', sail: 'BS' }, null],
    ['no anchoring (20.5.5)', none, 'H', { plot: '0', anchor: 'A' }, /20\.5\.5/],
    [
      'cutting the cables is allowed (20.5.5)',
      (s) => (ship(s, 'a').anchor = 'A'),
      'H',
      { plot: '0', anchor: 'cut' },
      null,
    ],
    ['not aground (38.4)', aground, 'H', { plot: '0' }, /38\.4/],
    ['two crew sections needed (26.2)', (s) => (ship(s, 'a').crew = [0, 0, 3]), 'H', { plot: '0' }, /26\.2/],
    [
      'pumps take a section (26.2)',
      (s) => {
        ship(s, 'a').crew = [0, 3, 3];
        ship(s, 'a').waterlineSections = 1;
      },
      'H',
      { plot: '0' },
      /26\.2/,
    ],
  ];
  for (const [name, change, kind, n, refused, level] of cases) {
    it(name, () => {
      const v = verdicts(board(change, level), kind, n);
      expectSameVerdict(v, refused);
      if (refused === null)
        expect(v.events.some((e) => e.type === 'repair' && e.ship === 'a' && e.kind === kind)).toBe(true);
    });
  }

  it('without a plot, 20.5.4 waits for it', () => {
    const g = board();
    expect(checkRepair(g, 'a', 'H')).toEqual({ legal: true });
    expect(checkRepair(g, 'a', 'H', { plot: 'L' }).reason).toMatch(/20\.5\.4/);
  });
});
