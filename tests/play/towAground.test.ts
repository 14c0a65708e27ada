/**
 * wsim play asks for the orders of the optional rules 35.0 / VII towing (rig a tow in the movement
 * stage, cast it off in the grappling stage) and 38.0 / XI running aground (guns overboard in the
 * reload stage): each command checked as typed, and its orders doing what the engine's phases do.
 */
import { describe, expect, it } from 'vitest';
import { hexLabel, neighbor, playerView } from '../../src/index.js';
import { type GameEvent, type GameState } from '../../src/api/wsim.js';
import { shipNames } from '../../src/play/glyphs.js';
import { ORDER_COMMANDS } from '../../src/play/wsim/orders.js';
import type { WsimContext as OrderContext } from '../../src/play/wsim/types.js';
import { needsInput } from '../../src/play/wsim/stages.js';
import { stageIntro } from '../../src/play/wsim/intro.js';
import { at, edit, game, ship, turn } from '../engine/helpers.js';

const T = at('J20');
const Y = neighbor(neighbor(T, 4), 4); // her bow points at the tower's stern (35.4.1)
const hold = { plot: '0' };

function pair(optional: Record<string, boolean>): GameState {
  return game(
    [
      { id: 't', bow: hexLabel(T), heading: 2 },
      { id: 'y', bow: hexLabel(Y), heading: 2 },
      { id: 'e', side: 'b', bow: 'A1', heading: 1 },
    ],
    { rules: { level: 'basic', optional } },
  );
}

function ctx(state: GameState, id: string, current = {}): OrderContext {
  const view = playerView(state, 'a');
  const s = view.ships.find((x) => x.id === id)!;
  return {
    view,
    state,
    names: shipNames(state),
    ship: s,
    current,
    draft: { [id]: current },
    earlier: {},
    ascii: false,
  };
}

function run(stage: string, name: string, args: string[], c: OrderContext) {
  return ORDER_COMMANDS.find((x) => x.stage === stage && x.names.includes(name))!.run(args, c);
}

const of = (events: GameEvent[], type: string) => events.filter((e) => e.type === type);

describe('wsim play: towing orders (35.0 / VII)', () => {
  it('rigs a tow in the movement stage with the engine', () => {
    const g = pair({ towing: true });
    const r = run('movement', 'tow', ['y'], ctx(g, 't'));
    expect(r).toMatchObject({ ok: true, orders: { tow: 'y', plot: '0' } });
    if (!r.ok) return;
    const after = turn(g, { t: r.orders, y: hold, e: hold });
    expect(of(after.events, 'towRigged')).toHaveLength(1);
    // the enemy cannot be taken in tow: the phase's own reason
    expect(run('movement', 'tow', ['e'], ctx(g, 't'))).toMatchObject({
      ok: false,
      error: expect.stringContaining('35.1'),
    });
    expect(run('movement', 'tow', ['none'], ctx(g, 't', { tow: 'y' }))).toMatchObject({ ok: true, orders: {} });
  });

  it('is refused without the towing rule', () => {
    expect(run('movement', 'tow', ['y'], ctx(pair({}), 't'))).toMatchObject({
      ok: false,
      error: expect.stringContaining('optional rule (35.0 / VII)'),
    });
  });

  it('casts off the tow in the grappling stage (35.4.3), which asks for it', () => {
    const rigged = turn(pair({ towing: true }), { t: { plot: '0', tow: 'y' }, y: hold, e: hold }).state;
    expect(rigged.tows).toHaveLength(1);
    expect(needsInput('grappling', playerView(rigged, 'a'), rigged)).toBe(true);
    expect(stageIntro('grappling', playerView(rigged, 'a'), rigged, shipNames(rigged), {}, false).join('\n')).toMatch(
      /tows .*"castoff <ship>" ends the tow \(35\.4\.3\)/,
    );
    const r = run('grappling', 'castoff', ['y'], ctx(rigged, 't'));
    expect(r).toMatchObject({ ok: true, orders: { ungrapple: ['y'] } });
    if (!r.ok) return;
    const next = turn(rigged, { t: { plot: '1', ...r.orders }, y: hold, e: hold });
    expect(of(next.events, 'towEnded')).toEqual([
      expect.objectContaining({ reason: expect.stringContaining('35.4.3') }),
    ]);
    expect(run('grappling', 'ungrapple', ['y'], ctx(pair({ towing: true }), 't'))).toMatchObject({
      ok: false,
      error: 'the ship is neither grappled nor in a tow',
    });
  });
});

describe('wsim play: guns overboard when aground (38.2.2.1)', () => {
  const aground = (g: GameState) =>
    edit(g, (s) => {
      ship(s, 't').aground = { turn: 1, die: 6, from: { bow: T, heading: 1 }, lightened: false }; // 38.2.2 no roll without the +1
    });

  it('the reload stage asks a grounded ship, and "lighten" throws the guns overboard', () => {
    const g = aground(pair({ runningAground: true }));
    expect(needsInput('reload', playerView(g, 'a'), g)).toBe(true);
    expect(needsInput('reload', playerView(pair({ runningAground: true }), 'a'), pair({ runningAground: true }))).toBe(
      false,
    );
    expect(stageIntro('reload', playerView(g, 'a'), g, shipNames(g), {}, false).join('\n')).toMatch(
      /aground: "lighten" throws a gun square/,
    );
    const r = run('reload', 'lighten', [], ctx(g, 't'));
    expect(r).toMatchObject({ ok: true, orders: { lighten: true } });
    if (!r.ok) return;
    // one square a turn (38.2.2.1): the +1 once the other broadside's goes too
    const next = turn(g, { t: { plot: '0', ...r.orders }, y: hold, e: hold });
    expect(of(next.events, 'lightened')).toHaveLength(1);
    expect(ship(next.state, 't').jettisoned).toEqual({ L: 1, R: 0 });
    const r2 = run('reload', 'lighten', [], ctx(next.state, 't'));
    expect(r2).toMatchObject({ ok: true, say: [expect.stringContaining('with one of each broadside gone')] });
    const third = turn(next.state, { t: { plot: '0', lighten: true }, y: hold, e: hold });
    expect(ship(third.state, 't').jettisoned).toEqual({ L: 1, R: 1 });
    // +1 is the most there is; a ship afloat has nothing to lighten
    expect(run('reload', 'lighten', [], ctx(third.state, 't'))).toMatchObject({ ok: false });
    expect(run('reload', 'lighten', [], ctx(g, 'y'))).toMatchObject({
      ok: false,
      error: expect.stringContaining('not aground'),
    });
  });
});
