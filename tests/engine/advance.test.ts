/**
 * The turn's decision loop (src/engine/advance.ts): every decision point of both rule systems is asked where the
 * engine names it, the turn's orders replay to the same turn, a game driven by `advance` is the harness's game, and
 * the loop is written once (the harness, the play driver and the replay viewer call neither resolveTurn nor nextDecision
 * themselves).
 */
import { readFileSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  advance,
  decisionOf,
  getScenario,
  newGame,
  playerView,
  publicEvents,
  recordTurn,
  resolveTurn,
  runOn,
  startRecord,
  startTurn,
  turnDigest,
  type AnyEvent,
  type AnyOrders,
  type AnySideOrders,
  type AnyState,
  type DecisionBase,
} from '../../src/index.js';
import { springelkamp } from '../../src/index.js';
import { captainRandoms, createCaptain, playGame, type Captain } from '../../bots/index.js';
import type { OrdersBySide } from '../../src/api/wsim.js';
import { edit, game } from './helpers.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

interface Asked {
  turn: number;
  point: DecisionBase['point'];
  sides: string[];
  /** the phase the turn is paused before (null: at the turn's start) */
  pausedBefore: string | null;
  events: string[];
}

function pausedBefore(state: AnyState): string | null {
  return 'progress' in state && state.progress ? String(decisionOf(startTurn(state)).phase) : null;
}

/** Play one turn with advance, recording each ask; every asked side gives an empty word (the engine's defaults). */
function turnAsks(state: AnyState, options: Parameters<typeof advance>[2] = {}) {
  const asked: Asked[] = [];
  const r = advance(
    state,
    (d, s, events) => {
      asked.push({
        turn: s.turn,
        point: d.point,
        sides: d.sides,
        pausedBefore: pausedBefore(s),
        events: events.map((e) => e.type),
      });
      return Object.fromEntries<AnySideOrders>(d.sides.map((side) => [side, { ships: {} }]));
    },
    options,
  );
  return { asked, ...r };
}

describe('advance: the decision points', () => {
  it('Basic Game: the orders at the turn start; nobody asked at the boarding pause with no ship in contact', () => {
    const s = newGame(getScenario('frigate-duel'), { seed: 1 });
    const t1 = turnAsks(s);
    expect(t1.asked).toEqual([
      { turn: 1, point: 'orders', sides: ['british', 'french'], pausedBefore: null, events: [] },
    ]);
    expect(t1.state.turn).toBe(2);
    expect(turnAsks(t1.state).asked.map((a) => a.pausedBefore)).toEqual([null]);
  });

  it('Advanced Game: turn 1 asked at its start (initial loads), later turns after the wind (17.0 A–C)', () => {
    const s = newGame(getScenario('frigate-duel'), { seed: 1, rules: { level: 'advanced' } });
    const t1 = turnAsks(s);
    expect(t1.asked.map((a) => a.pausedBefore)).toEqual([null]);
    const t2 = turnAsks(t1.state);
    expect(t2.asked).toHaveLength(1);
    expect(t2.asked[0]).toMatchObject({ turn: 2, point: 'orders', pausedBefore: 'unfouling' });
    // the wind phase was resolved before the plots were asked: its events are the turn's so far
    expect(t2.asked[0].events.length).toBeGreaterThan(0);
    expect(t2.events.slice(0, t2.asked[0].events.length).map((e) => e.type)).toEqual(t2.asked[0].events);
  });

  it('the boarding word at the pause before Boarding Preparation (10.0), of the sides in contact', () => {
    const s0 = game([
      { id: 'x', bow: 'E10', heading: 1 },
      { id: 'y', side: 'b', bow: 'F10', heading: 1 },
    ]);
    const fouled = edit(s0, (x) => void (x.fouls = [{ a: 'x', b: 'y' }]));
    const t = turnAsks(fouled);
    expect(t.asked.map((a) => [a.point, a.pausedBefore, a.sides])).toEqual([
      ['orders', null, ['a', 'b']],
      ['boarding', 'boardingPreparation', ['a', 'b']],
    ]);
    // a side that gives no boarding word: the turn runs through
    expect(turnAsks(fouled, { boards: () => false }).asked.map((a) => a.point)).toEqual(['orders']);
  });

  it('the turn orders: both words merged, and replaying them gives the same turn', () => {
    const s0 = game([
      { id: 'x', bow: 'E10', heading: 1 },
      { id: 'y', side: 'b', bow: 'F10', heading: 1 },
    ]);
    const fouled = edit(s0, (x) => void (x.fouls = [{ a: 'x', b: 'y' }]));
    const plots: OrdersBySide = { a: { ships: { x: { plot: '0' } } }, b: { ships: { y: { plot: '0' } } } };
    const word: OrdersBySide = { a: { ships: { x: { boarding: [{ type: 'OBP', target: 'y', sections: 1 }] } } } };
    const r = advance(fouled, (d) => (d.point === 'orders' ? plots : word));
    expect(r.orders).toEqual({
      a: { ships: { x: { plot: '0', boarding: [{ type: 'OBP', target: 'y', sections: 1 }] } } },
      b: { ships: { y: { plot: '0' } } },
    });
    expect(turnDigest(resolveTurn(fouled, r.orders).state)).toBe(turnDigest(r.state));
  });

  it('the look before the Combat Phase, once, on the turn paused there', () => {
    const s = newGame(getScenario('frigate-duel'), { seed: 1, rules: { level: 'advanced' } });
    const seen: (string | null)[] = [];
    const r = advance(s, () => ({}), { pause: { before: 'combat', see: (x) => seen.push(pausedBefore(x)) } });
    expect(seen).toEqual(['combat']);
    expect(turnDigest(r.state)).toBe(turnDigest(resolveTurn(s, {}).state));
  });

  it("Springelkamp's: every side's orders at the Plotting Phase, the turn resolved without a pause", () => {
    const s = newGame(springelkamp.getScenario('springelkamp-frigate-duel'), { seed: 1 });
    const t = turnAsks(s);
    expect(t.asked).toEqual([
      { turn: 1, point: 'orders', sides: s.static.sides.map((x) => x.id), pausedBefore: null, events: [] },
    ]);
    expect(t.state.turn).toBe(2);
  });
});

describe('advance: the step-wise loop a driver holds', () => {
  it('runOn stage by stage gives the turn advance gives', () => {
    const s = newGame(getScenario('frigate-duel'), { seed: 3, rules: { level: 'advanced' } });
    const mid = advance(s, () => ({})).state;
    let turn = startTurn(mid);
    for (const until of ['unfouling', 'grappling', 'boardingPreparation', 'combat', undefined])
      turn = runOn(turn, {}, until);
    expect(turn.over).toBe(true);
    expect(turnDigest(turn.state)).toBe(turnDigest(advance(mid, () => ({})).state));
    expect(() => runOn(turn, {})).toThrow(/over/);
  });
});

function digest(record: unknown, result: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(record) + JSON.stringify(result))
    .digest('hex')
    .slice(0, 16);
}

/** A game played by calling advance directly with the captains' words (what the harness must amount to). */
function playWithAdvance(id: string, specs: [string, string], seed: string, level: 'basic' | 'advanced') {
  const scenario = getScenario(id);
  let state: AnyState = newGame(scenario, { seed, rules: { level } });
  const sides = state.static.sides.map((s) => s.id);
  const captains: Record<string, Captain> = {
    [sides[0]]: createCaptain(specs[0]),
    [sides[1]]: createCaptain(specs[1]),
  };
  const record = startRecord(scenario, state, {
    [sides[0]]: captains[sides[0]].name,
    [sides[1]]: captains[sides[1]].name,
  });
  const randoms = captainRandoms(state);
  let last: AnyEvent[] = [];
  while (!state.result) {
    const t = advance(
      state,
      (d, current, events) => {
        const out: AnyOrders = {};
        for (const side of d.sides) {
          const board = d.point === 'boarding';
          const word = board ? captains[side].boarding : captains[side].orders.bind(captains[side]);
          if (!word) continue;
          const seen = publicEvents(board ? events : [...last, ...events], current, side);
          const o = word({ view: playerView(current, side), events: seen, random: randoms[side], budget: {} });
          if (!board || Object.keys(o.ships).length) out[side] = o;
        }
        return out;
      },
      { boards: (side) => !!captains[side].boarding },
    );
    recordTurn(record, t.orders, t.state);
    state = t.state;
    last = t.events;
  }
  return digest(record.turns, state.result);
}

describe('advance: the harness plays it', () => {
  it('a game driven by advance is the harness game (record digest), Basic and Advanced', () => {
    for (const level of ['basic', 'advanced'] as const) {
      const sc = getScenario('frigate-duel');
      const [a, b] = sc.sides.map((s) => s.id);
      const h = playGame(
        sc,
        { [a]: createCaptain('greedy-raker'), [b]: createCaptain('classic') },
        { seed: 'adv-1', rules: { level } },
      );
      expect(playWithAdvance('frigate-duel', ['greedy-raker', 'classic'], 'adv-1', level)).toBe(
        digest(h.record.turns, h.state.result),
      );
    }
  });

  it('is written once: the harness, the play driver and the replay viewer neither resolve turns nor read decisions themselves', () => {
    for (const file of [
      'bots/harness.ts',
      'src/play/driver.ts',
      'src/play/game.ts',
      'src/serve/match.ts',
      'src/serve/replay.ts',
    ]) {
      const code = readFileSync(join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      expect([file, /\bresolveTurn\s*[(<]/.test(code)]).toEqual([file, false]);
      expect([file, /\bnextDecision\s*\(/.test(code)]).toEqual([file, false]);
    }
  });
});
