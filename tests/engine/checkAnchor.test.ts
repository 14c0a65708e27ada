/**
 * checkAnchor is the Movement Notation Phase's own check of an anchor notation (20.3): each case from the
 * rules is refused with its rule number (or allowed), from the state and from the side's view alike, and
 * the phase ignores the notation with exactly that reason (or carries it out).
 */
import { describe, expect, it } from 'vitest';
import { playerView } from '../../src/index.js';
import { checkAnchor, type AnchorNotation, type GameState } from '../../src/api/wsim.js';
import { expectSameVerdict, ignoredReason, notationBoard, ship, turn } from './helpers.js';

function board(change: (s: GameState) => void = () => {}, level: 'basic' | 'advanced' = 'advanced'): GameState {
  return notationBoard(change, { level, extra: { anchorsAllowed: true } });
}

/** The query from the state and from a's view, and the phase's verdict on the same notation. */
function verdicts(g: GameState, anchor: AnchorNotation) {
  const fromState = checkAnchor(g, 'a', anchor);
  expect(checkAnchor(playerView(g, 'a'), 'a', anchor)).toEqual(fromState);
  const r = turn(g, { a: { plot: '0', anchor }, b: { plot: '0' }, c: { plot: '0' } });
  return { query: fromState, phase: ignoredReason(r.events, 'a', 'anchor') };
}

describe('checkAnchor (20.3)', () => {
  const cases: [string, (s: GameState) => void, AnchorNotation, RegExp | null, ('basic' | 'advanced')?][] = [
    ['a free ship may anchor', () => {}, 'A', null],
    ['on springs by the bow', () => {}, 'AB', null],
    ['not in the Basic Game (20.3)', () => {}, 'A', /Advanced Game rule \(20\.3\)/, 'basic'],
    [
      'not where the scenario forbids it (20.3)',
      (s) => (s.static.anchorsAllowed = false),
      'A',
      /does not allow.*\(20\.3\)/,
    ],
    ['up-anchoring needs an anchor down', () => {}, 'up', /not anchored/],
    ['cutting needs an anchor down', () => {}, 'cut', /not anchored/],
    ['an anchored ship may weigh', (s) => (ship(s, 'a').anchor = 'A'), 'up', null],
    ['an anchored ship may cut', (s) => (ship(s, 'a').anchor = 'AB'), 'cut', null],
    ['not twice (20.3.1)', (s) => (ship(s, 'a').anchor = 'A'), 'AS', /already anchored \(20\.3\.1\)/],
    ['not while anchoring (20.3.1)', (s) => (ship(s, 'a').anchorPending = 'A'), 'A', /\(20\.3\.1\)/],
    ['not after cutting the cables (20.3.7.1)', (s) => (ship(s, 'a').anchorsCut = true), 'A', /20\.3\.7\.1/],
    ['not with both anchors lost (20.3.8.3)', (s) => (ship(s, 'a').anchorsLost = 2), 'A', /20\.3\.8\.3/],
    ['one anchor lost leaves one', (s) => (ship(s, 'a').anchorsLost = 1), 'A', null],
    [
      'a struck ship cannot be worked',
      (s) => (ship(s, 'a').surrendered = { cause: 'striking', turn: 0, to: 'b' }),
      'A',
      /cannot be worked/,
    ],
  ];
  for (const [name, change, anchor, refused, level] of cases) {
    it(name, () => {
      expectSameVerdict(verdicts(board(change, level), anchor), refused);
    });
  }

  it('names the unknown ship', () => {
    expect(() => checkAnchor(board(), 'zz', 'A')).toThrow(/unknown ship "zz"/);
  });
});
