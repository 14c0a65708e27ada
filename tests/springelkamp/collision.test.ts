/**
 * Collisions: "If during movement execution two ship want to enter the same hex, a collision occurs.
 * Movement is executed simultaniously … the ship that is already there; the ship that is moving forward;
 * the fastest ship; if all is equal, both players roll a die … After the collision both vessels are drifting
 * and their rigging is fouled." The Movement Phase on its own, with plots set directly.
 */
import { describe, expect, it } from 'vitest';
import { hexLabel, parseHexLabel, type Dir } from '../../src/engine/hex.js';
import { SprTurn } from '../../src/engine/springelkamp/context.js';
import { basicMove } from '../../src/engine/springelkamp/geometry.js';
import { movementPhase } from '../../src/engine/springelkamp/phases/movement.js';
import { parseSprPlot } from '../../src/engine/springelkamp/plot.js';
import { validateSprOrders } from '../../src/engine/springelkamp/orders.js';
import { newSprGame } from '../../src/engine/springelkamp/setup.js';
import type { BasicMove, SprOrders } from '../../src/engine/springelkamp/types.js';
import { scenario, type ShipSpec } from './helpers.js';

/** A placement (board heading) whose basic move `m` enters `hex`, other than the ones given. */
function into(hex: string, m: BasicMove, not: string[] = []): { bow: string; heading: number } {
  const goal = parseHexLabel(hex)!;
  for (let q = goal.q - 2; q <= goal.q + 2; q++)
    for (let r = goal.r - 2; r <= goal.r + 2; r++)
      for (let h = 0; h < 6; h++) {
        const p = { bow: { q, r }, heading: h as Dir };
        const to = basicMove(p, m);
        const label = hexLabel(p.bow);
        if (to.bow.q === goal.q && to.bow.r === goal.r && !not.includes(label) && h !== 0 && h !== 5)
          return { bow: label, heading: h + 1 };
      }
  throw new Error('none');
}

function move(ships: ShipSpec[], plots: string[], seed = 'c', orders: SprOrders = {}) {
  const state = newSprGame(scenario(ships, { wind: { direction: 4 } }), { seed });
  const t = new SprTurn(state, orders);
  plots.forEach((p, i) => (t.scratch.plots[i] = parseSprPlot(p)));
  movementPhase(t);
  return t;
}

describe('Collisions', () => {
  it('the ship moving forward enters before the one turning; both stop and are fouled', () => {
    const a = into('M20', 'F');
    const b = into('M20', 'P', [a.bow]);
    const t = move(
      [
        { id: 'a', side: 'a', ...a },
        { id: 'b', side: 'b', ...b },
      ],
      ['FF', 'PF'],
    );
    const c = t.events.find((e) => e.type === 'collision');
    expect(c).toMatchObject({ hex: 'M20', entered: 'a', why: 'moving forward' });
    expect(hexLabel(t.state.ships[0].bow)).toBe('M20');
    expect(t.state.ships[1].bow).toEqual(parseHexLabel(b.bow));
    expect(t.scratch.moved).toEqual([1, 0]); // a entered and stopped: "both vessels are drifting"
    expect(t.state.fouls).toEqual([{ a: 'b', b: 'a', turns: 0 }]);
  });
  it('both forward: the fastest enters', () => {
    const a = into('M20', 'F');
    const b = into('M20', 'F', [a.bow]);
    const t = move(
      [
        { id: 'a', side: 'a', ...a },
        { id: 'b', side: 'b', ...b },
      ],
      ['F', 'FFF'],
    );
    expect(t.events.find((e) => e.type === 'collision')).toMatchObject({ entered: 'b', why: 'the fastest' });
  });
  it("all equal: die and crew quality decide, and the dice are the game's", () => {
    const a = into('M20', 'F');
    const b = into('M20', 'F', [a.bow]);
    const seen = new Set<string>();
    for (const seed of ['1', '2', '3', '4', '5', '6', '7', '8']) {
      const t = move(
        [
          { id: 'a', side: 'a', quality: 3, ...a },
          { id: 'b', side: 'b', quality: 3, ...b },
        ],
        ['FF', 'FF'],
        seed,
      );
      const c = t.events.find((e) => e.type === 'collision');
      expect(c?.type === 'collision' && c.why).toMatch(/^die and quality \d+ against \d+$/);
      if (c?.type === 'collision') seen.add(c.entered);
      expect(t.dice.state()).not.toEqual(t.state.rng);
    }
    expect(seen.size).toBe(2);
  });
  it('"You may add _or_ subtract the crew quality to the roll": the player\'s choice (order collisionRoll), add by default', () => {
    const a = into('M20', 'F');
    const b = into('M20', 'F', [a.bow]);
    const ships: ShipSpec[] = [
      { id: 'a', side: 'a', quality: 6, ...a },
      { id: 'b', side: 'b', quality: 1, ...b },
    ];
    const entered = (orders: SprOrders, seed: string) => {
      const c = move(ships, ['FF', 'FF'], seed, orders).events.find((e) => e.type === 'collision');
      return c?.type === 'collision' ? c : null;
    };
    for (const seed of ['1', '2', '3', '4', '5', '6']) {
      // adding: d6 + 6 against d6 + 1 — the better crew takes the hex (a tie is rolled again)
      expect(entered({}, seed)?.entered).toBe('a');
      expect(entered({ a: { ships: { a: { collisionRoll: 'add' } } } }, seed)?.entered).toBe('a');
      // subtracting, she keeps out of it: d6 − 6 never beats d6 + 1
      const kept = entered({ a: { ships: { a: { collisionRoll: 'subtract' } } } }, seed);
      expect(kept).toMatchObject({ entered: 'b', why: expect.stringMatching(/\(a subtracting the crew quality\)$/) });
    }
    expect(() =>
      validateSprOrders(newSprGame(scenario(ships), { seed: 'v' }), {
        a: { ships: { a: { collisionRoll: 'minus' } } },
      }),
    ).toThrow(/orders\.a\.ships\.a\.collisionRoll: expected "add" or "subtract"/);
  });
  it('the ship already there keeps its hex', () => {
    const a = into('M20', 'F');
    const t = move(
      [
        { id: 'a', side: 'a', ...a },
        { id: 'b', side: 'b', bow: 'M20', heading: 2 },
      ],
      ['FF', ''],
    );
    expect(t.events.find((e) => e.type === 'collision')).toMatchObject({
      ship: 'a',
      entered: 'b',
      why: 'already there',
    });
    expect(t.scratch.moved).toEqual([0, 0]);
  });
  it('a ship may follow into the stern hex another leaves in the same movement point', () => {
    // b ahead of a on the same line: a's bow enters b's stern hex as b moves on
    const t = move(
      [
        { id: 'a', side: 'a', bow: 'M22', heading: 4 },
        { id: 'b', side: 'b', bow: 'M24', heading: 4 },
      ],
      ['FF', 'FF'],
    );
    expect(t.events.some((e) => e.type === 'collision')).toBe(false);
    expect(t.scratch.moved).toEqual([2, 2]);
  });
});
