/**
 * Issue 17, the two scenarios of the bomb-ketch helper: every captain plays the bombardment of Fort McHenry
 * (42.0) and the shoal-water chase (38.0–39.0) to the end without an order the engine rejects; greedy-raker's
 * bombs work their mortars against the fort (bots/wsim/greedy/mortars.ts).
 */
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/index.js';
import { getScenario, isOperational, type GameEvent, type GameState } from '../../src/api/wsim.js';
import { captainRandoms, createCaptain, playTurn } from '../../bots/index.js';

const CAPTAINS = ['random', 'classic', 'greedy-raker', 'line-keeper', 'mcts:iterations=6,worlds=2'];

function play(id: string, specs: [string, string], seed: string) {
  let state: GameState = newGame(getScenario(id), { seed });
  const sides = state.static.sides.map((s) => s.id);
  const captains = { [sides[0]]: createCaptain(specs[0]), [sides[1]]: createCaptain(specs[1]) };
  const randoms = captainRandoms(state);
  const events: GameEvent[] = [];
  const faults: string[] = [];
  let last: GameEvent[] = [];
  while (!state.result) {
    const worked = new Set(state.ships.flatMap((s, i) => (isOperational(s) ? [state.static.ships[i].id] : [])));
    const r = playTurn(state, captains, randoms, last);
    // 38.5 a ship grounding in this turn's movement cannot fire: not foreseeable when the orders were given
    const grounded = new Set(r.events.flatMap((e) => (e.type === 'aground' ? [e.ship] : [])));
    // nor a ship workable when her orders were written and struck or stripped of her crew during the turn
    const unforeseen = (e: GameEvent & { type: 'orderIgnored' }) =>
      (grounded.has(e.ship) && e.reason.includes('(38.5)')) ||
      (worked.has(e.ship) && e.reason === 'the ship cannot be worked');
    for (const e of r.events) {
      if (e.type === 'orderIgnored' && !unforeseen(e)) faults.push(`${e.turn} ${e.ship} ${e.order}: ${e.reason}`);
      if (e.type === 'plot' && !e.legal) faults.push(`${e.turn} ${e.ship} plot ${e.plot}: ${e.reason}`);
    }
    events.push(...r.events);
    state = r.state;
    last = r.events;
  }
  return { state, events, faults };
}

describe('fort-mchenry (42.0) and shoal-water (38.0–39.0): every captain, to the end', () => {
  for (const id of ['fort-mchenry', 'shoal-water'])
    CAPTAINS.forEach((a, i) => {
      const b = CAPTAINS[(i + 2) % CAPTAINS.length];
      it(`${id}: ${a} against ${b}`, () => {
        const { state, faults } = play(id, [a, b], `${id}-${i}`);
        expect(faults).toEqual([]);
        expect(state.result!.turn).toBeLessThanOrEqual(24);
      });
    });

  it('greedy-raker keeps her bombs at anchor and shells the fort: mortars fire, load and wear the fort down', () => {
    const { state, events, faults } = play('fort-mchenry', ['greedy-raker', 'classic'], 'shell');
    expect(faults).toEqual([]);
    const fired = events.filter((e) => e.type === 'mortarFire');
    expect(fired.length).toBeGreaterThanOrEqual(10);
    expect(fired.every((e) => e.type === 'mortarFire' && e.targetKind === 'fort')).toBe(true);
    expect(events.some((e) => e.type === 'mortarLoad')).toBe(true);
    expect(state.forts![0]).toBeLessThan(480);
    // no bomb ever cut or weighed her cable (42.1)
    for (const id of ['terror', 'volcano', 'meteor', 'devastation', 'aetna'])
      expect(state.ships[state.static.ships.findIndex((s) => s.id === id)].anchor).not.toBeNull();
  });

  it('the other captains do not use the mortars, and the fort stands', () => {
    const { state, events } = play('fort-mchenry', ['classic', 'greedy-raker'], 'quiet');
    expect(events.filter((e) => e.type === 'mortarFire')).toEqual([]);
    expect(state.forts).toEqual([480]);
  });
});

describe('forts on the board text, in logs and summaries', () => {
  it('the board, the ship logs, the game log and the summary of a bombardment render without a crash', async () => {
    const { shipNames } = await import('../../src/play/index.js');
    const { renderBoard } = await import('../../src/play/wsim/board.js');
    const { shipLogs } = await import('../../src/play/wsim/shiplog.js');
    const { wsim, playerView, summarizeGame } = await import('../../src/index.js');
    const { state, events } = play('fort-mchenry', ['greedy-raker', 'greedy-raker'], 'render');
    for (const side of ['british', 'american']) {
      const view = playerView(state, side);
      const board = renderBoard(view, shipNames(state)).join('\n');
      expect(board.split('\n').length).toBeGreaterThan(10);
      expect(shipLogs(view, shipNames(state)).length).toBeGreaterThan(0);
      expect(renderBoard(view, shipNames(state), { ascii: true }).length).toBeGreaterThan(5);
    }
    const lines = events.map((e) => wsim.formatEvent(e));
    expect(lines.some((l) => l.includes('mortar at fort-mchenry'))).toBe(true);
    expect(lines.some((l) => /fort-mchenry at H6 loses \d+ strength/.test(l))).toBe(true);
    const summary = summarizeGame(state, events);
    expect(summary.turns).toBe(state.result!.turn);
  });
});
