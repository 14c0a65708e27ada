/**
 * checkSail is the Movement Notation Phase's own check of a sail change (20.1.5): each case from the rules
 * is refused with its rule number (or allowed), from the state and from the side's view alike, and the
 * phase ignores the notation with exactly that reason (or carries it out). The plot, when given, is the
 * one 20.4.1.3 is checked against.
 */
import { describe, expect, it } from 'vitest';
import { playerView } from '../../src/index.js';
import { checkSail, type GameState } from '../../src/api/wsim.js';
import { expectSameVerdict, ignoredReason, notationBoard, ship, turn } from './helpers.js';

function board(
  change: (s: GameState) => void = () => {},
  opts: { level?: 'basic' | 'advanced'; velocity?: number } = {},
): GameState {
  return notationBoard(change, opts);
}

/** The query (state and view agree), and the phase's verdict on the same sail change with the same plot. */
function verdicts(g: GameState, sail: 'FS' | 'BS', plot: string) {
  const fromState = checkSail(g, 'a', sail, { plot });
  expect(checkSail(playerView(g, 'a'), 'a', sail, { plot })).toEqual(fromState);
  const r = turn(g, { a: { plot, sail }, b: { plot: '0' }, c: { plot: '0' } });
  return { query: fromState, phase: ignoredReason(r.events, 'a', 'sail') };
}

const gale = { velocity: 5 };
const storm = { velocity: 6 };

/** 38.1 the ship aground where she lies. */
const aground = (s: GameState) => {
  const a = ship(s, 'a');
  a.aground = { turn: 0, die: 1, from: { bow: a.bow, heading: a.heading }, lightened: false };
};

describe('checkSail (20.1.5)', () => {
  const cases: [string, (s: GameState) => void, 'FS' | 'BS', string, RegExp | null, Parameters<typeof board>[1]?][] = [
    ['full sails at battle sails', () => {}, 'FS', '1', null],
    ['battle sails at full sails', (s) => (ship(s, 'a').fullSail = true), 'BS', '1', null],
    ['not in the Basic Game (20.1)', () => {}, 'FS', '1', /Advanced Game rule \(20\.1\)/, { level: 'basic' }],
    ['not already at full sails', (s) => (ship(s, 'a').fullSail = true), 'FS', '1', /already at full sails/],
    ['not already at battle sails', () => {}, 'BS', '1', /already at battle sails/],
    ['not without the first rigging section (20.1.4)', (s) => (ship(s, 'a').rigging[0] = 0), 'FS', '1', /20\.1\.4/],
    ['not when full sail is disabled (20.1.4)', (s) => (ship(s, 'a').fullSailDisabled = true), 'FS', '1', /20\.1\.4/],
    ['a gale bans class 5 (18.2.2.1)', (s) => (s.static.ships[0].shipClass = 5), 'FS', '1', /18\.2\.2\.1/, gale],
    ['a gale bans class 6 (18.2.2.1)', (s) => (s.static.ships[0].shipClass = 6), 'FS', '1', /18\.2\.2\.1/, gale],
    ['a gale allows class 3', () => {}, 'FS', '1', null, gale],
    ['a storm bans every class (18.2.2.1)', () => {}, 'FS', '1', /18\.2\.2\.1/, storm],
    ['a storm still allows shortening sail', (s) => (ship(s, 'a').fullSail = true), 'BS', '1', null, storm],
    ['after a stay: one hex straight sets full sails', (s) => (ship(s, 'a').stayedLastPhase = true), 'FS', '1', null],
    [
      'after a stay: not when turning (20.4.1.3)',
      (s) => (ship(s, 'a').stayedLastPhase = true),
      'FS',
      '1R',
      /20\.4\.1\.3/,
    ],
    [
      'after a stay: not when staying (20.4.1.3)',
      (s) => (ship(s, 'a').stayedLastPhase = true),
      'FS',
      '0',
      /20\.4\.1\.3/,
    ],
    ['not aground (38.4)', aground, 'FS', '0', /38\.4/],
  ];
  for (const [name, change, sail, plot, refused, opts] of cases) {
    it(name, () => {
      expectSameVerdict(verdicts(board(change, opts), sail, plot), refused);
    });
  }

  it('without a plot, 20.4.1.3 waits for it', () => {
    const g = board((s) => (ship(s, 'a').stayedLastPhase = true));
    expect(checkSail(g, 'a', 'FS')).toEqual({ legal: true });
    expect(checkSail(g, 'a', 'FS', { plot: 'L1' }).legal).toBe(false);
  });
});
