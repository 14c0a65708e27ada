/**
 * Whole games under Springelkamp's rules through the public API: random legal orders finish without an
 * exception in every built-in scenario (and a close-quarters one with every special rule), records replay
 * exactly, a side's view hides what the rules hide, and bad input is one line naming the rule.
 */
import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import {
  checkPlot,
  getScenario,
  legalPlots,
  listScenarios,
  newGame,
  outcome,
  playerView,
  publicEvents,
  recordTurn,
  replay,
  resolveTurn,
  startRecord,
  turnDigest,
  OrderError,
  ScenarioError,
} from '../../src/index.js';
import * as spr from '../../src/api/springelkamp.js';
import { randomOrders, scenario } from './helpers.js';

type Any = any; // eslint-disable-line @typescript-eslint/no-explicit-any

function play(sc: object, seed: string, rules?: object) {
  let state = newGame(sc, { seed, rules: rules }) as unknown as spr.State;
  const record = startRecord(sc as Any, state as Any);
  const events: spr.Event[] = [];
  const rnd = seedrandom(`orders:${seed}`);
  let n = 0;
  while (!state.result && n++ < 200) {
    const orders: spr.Orders = {};
    for (const side of state.static.sides)
      Object.assign(orders, randomOrders(playerView(state as Any, side.id) as unknown as spr.View, rnd));
    const r = resolveTurn(state as Any, orders as Any);
    recordTurn(record as Any, orders, r.state);
    state = r.state;
    events.push(...(r.events as unknown as spr.Event[]));
  }
  return { state, events, record };
}

const close = () =>
  scenario(
    [
      { id: 'a1', side: 'a', type: 'gb-74b', bow: 'M20', heading: 1 },
      { id: 'a2', side: 'a', type: 'gb-38', bow: 'M24', heading: 1 },
      { id: 'b1', side: 'b', type: 'fr-74c', bow: 'N20', heading: 1 },
      { id: 'b2', side: 'b', type: 'fr-40', bow: 'O23', heading: 1, sail: 'FS' },
    ],
    {
      rules: { special: { sternRake: true, sternRakeAnyTime: true, boarding: true, prizeCrews: true } },
      turnLimit: 40,
    },
  );

describe('random games through the public API', () => {
  const seen = new Map<string, number>();
  const ids = listScenarios()
    .filter((s) => s.system === 'springelkamp')
    .map((s) => s.id);
  it('lists the four built-in scenarios', () => {
    expect(ids).toEqual([
      'springelkamp-frigate-duel',
      'springelkamp-sol-duel',
      'springelkamp-squadron-action',
      'springelkamp-constitution-guerriere',
    ]);
  });
  for (const id of ids) {
    for (const seed of ['1', '2', '3']) {
      it(`${id} seed ${seed} finishes`, () => {
        const { state, events } = play(getScenario(id), seed, {
          special: { sternRake: true, sternRakeAnyTime: true, boarding: true, prizeCrews: true },
        });
        expect(state.result).not.toBeNull();
        expect(outcome(state as Any).over).toBe(true);
        for (const e of events) {
          seen.set(e.type, (seen.get(e.type) ?? 0) + 1);
          expect(spr.rules.formatEvent(e)).toMatch(/^T\d+ /);
        }
      });
    }
  }
  for (const seed of ['c1', 'c2', 'c3', 'c4', 'c5', 'c6']) {
    it(`close quarters with every special rule, seed ${seed}`, () => {
      const { state, events } = play(close(), seed);
      expect(state.result).not.toBeNull();
      for (const e of events) seen.set(e.type, (seen.get(e.type) ?? 0) + 1);
    });
  }
  it('the random games reached every part of the rules', () => {
    if (process.env.SPR_SHOW) console.log([...seen.entries()]);
    for (const t of [
      'moved',
      'fire',
      'collision',
      'drift',
      'groupDrift',
      'unfoul',
      'riggingSectionLost',
      'riggingFalls',
      'riggingCleared',
      'fireStarts',
      'fireFought',
      'struck',
      'grapple',
      'melee',
      'sail',
      'gameOver',
    ]) {
      expect(seen.get(t) ?? 0, t).toBeGreaterThan(0);
    }
  });
});

describe('determinism and records', () => {
  it('the same seed and orders give the same game; the record replays it exactly', () => {
    const a = play(close(), 'det');
    const b = play(close(), 'det');
    expect(b.state).toEqual(a.state);
    expect(b.events).toEqual(a.events);
    expect(a.record.system).toBe('springelkamp');
    const text = JSON.parse(JSON.stringify(a.record));
    const r = replay(text);
    expect(r.divergence).toBeNull();
    expect(turnDigest(r.state as Any)).toBe(turnDigest(a.state as Any));
    expect(r.state).toEqual(a.state);
  });
  it('a tampered record diverges at the tampered turn', () => {
    const a = play(close(), 'tamper');
    const t = JSON.parse(JSON.stringify(a.record));
    t.turns[1] = { a: { ships: {} }, b: { ships: {} } };
    expect(replay(t).divergence?.turn).toBe(2);
  });
  it('another seed gives another game', () => {
    expect(play(close(), 'x1').state.rng).not.toEqual(play(close(), 'x2').state.rng);
  });
  it('resolveTurn does not change its input', () => {
    const s = newGame(close(), { seed: 'pure' });
    const copy = structuredClone(s);
    resolveTurn(s, randomOrders(playerView(s, 'a'), seedrandom('o')) as Any);
    expect(s).toEqual(copy);
  });
});

describe('playerView hides what the rules hide', () => {
  const s = newGame(close(), { seed: 'view' });
  const v = playerView(s, 'a');
  it('no seed, no random stream', () => {
    expect('seed' in v.static).toBe(false);
    expect('rng' in v).toBe(false);
    expect(JSON.stringify(v)).not.toContain('"s0"');
  });
  it("an enemy's crew morale and quality are on its own log only; own ships show them", () => {
    const b1 = v.ships.find((x) => x.id === 'b1')!;
    const a1 = v.ships.find((x) => x.id === 'a1')!;
    expect(b1.crew).toEqual({ size: 54, morale: null, quality: null });
    expect(a1.crew.morale).toBe(4);
    expect(v.static.logs[2].crew.quality).toBe(0);
  });
  it('the view answers the rule queries as the state does', () => {
    for (const id of ['a1', 'a2']) {
      expect(legalPlots(v as Any, id)).toEqual(legalPlots(s, id));
      expect(spr.fireTargets(v, id, 'R')).toEqual(spr.fireTargets(s, id, 'R'));
    }
  });
  it("the enemy's ignored orders are not shown to a side", () => {
    const r = resolveTurn(s, { a: { ships: {} }, b: { ships: { b1: { plot: 'PPPP' } } } });
    expect(r.events.some((e: Any) => e.type === 'orderIgnored')).toBe(true);
    expect(publicEvents(r.events, s, 'a').some((e: Any) => e.type === 'orderIgnored')).toBe(false);
    expect(publicEvents(r.events, s, 'b').some((e: Any) => e.type === 'orderIgnored')).toBe(true);
  });
});

describe('bad input is one line naming the rule', () => {
  const s = newGame(getScenario('springelkamp-frigate-duel'), { seed: 'bad' });
  const bad = (orders: unknown) => {
    try {
      spr.rules.validateOrders(s as unknown as spr.State, orders);
    } catch (e) {
      expect(e).toBeInstanceOf(OrderError);
      expect((e as Error).message).not.toContain('\n');
      return (e as Error).message;
    }
    return '';
  };
  it('a WS&IM-only order such as a load of chainshot', () => {
    expect(bad({ british: { ships: { amazon: { load: { L: 'chain' } } } } })).toBe(
      "orders.british.ships.amazon.load: a WS&IM order; under Springelkamp's rules there is no loading phase and no choice of ammunition: grapeshot and carronades are in the firepower table (Fire Combat: Note on Loading the Guns)",
    );
    expect(bad({ british: { ships: { amazon: { fire: { L: { target: 'hermione', asGrape: true } } } } } })).toMatch(
      /fire\.L\.asGrape: a WS&IM order/,
    );
    expect(bad({ british: { ships: { amazon: { sail: 'BS' } } } })).toMatch(
      /sail: expected "FS", "ES", "SS" or "NS" \(Movement: Sail Settings\)/,
    );
    expect(bad({ british: { ships: { hermione: {} } } })).toMatch(/commanded by "french"/);
  });
  it('an illegal plot: checkPlot names the rule', () => {
    const c = checkPlot(s, 'amazon', 'F');
    expect(c.legal).toBe(false);
    expect(c.reason).toMatch(/\(Movement: Speed\)/);
    expect(checkPlot(s, 'amazon', 'FFFFFF').reason).toMatch(/exceeds the maximum/);
    expect(checkPlot(s, 'amazon', 'X').reason).toMatch(/not a basic move/);
  });
  it('an unknown ship type in a scenario', () => {
    const sc = JSON.parse(JSON.stringify(getScenario('springelkamp-frigate-duel')));
    sc.ships[0].type = 'us-44';
    expect(() => newGame(sc, { seed: '1' })).toThrow(ScenarioError);
    try {
      newGame(sc, { seed: '1' });
    } catch (e) {
      expect((e as ScenarioError).lines).toHaveLength(1);
      expect((e as Error).message).toMatch(
        /^<scenario>: ships\[0\]\.type: unknown ship type "us-44": expected a ship of the List of Ships/,
      );
    }
  });
  it('unknown special rule, prize crews without boarding', () => {
    expect(() => newGame(close(), { seed: '1', rules: { special: { chainshot: true } } as Any })).toThrow(
      /rules\.special: unknown rule "chainshot"/,
    );
    expect(() => newGame(close(), { seed: '1', rules: { special: { boarding: false } } as Any })).toThrow(
      /prize crews need the boarding rules/,
    );
  });
});
