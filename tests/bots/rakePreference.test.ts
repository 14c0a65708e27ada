/**
 * The mcts option `rake`: the leaf's preference for a raking position, as a multiple of greedy-raker's. The
 * exchange by expectation counts a rake's hits whatever the option (the hit tables' rake columns, 11.2.2); the
 * option only scales the bonus for lying in a raking position within greedy-raker's rake range, so the exchange
 * is linear in it, and it changes nothing where no ship rakes another within that range.
 */
import { describe, expect, it } from 'vitest';
import { playerView } from '../../src/index.js';
import { exchangeNow } from '../../bots/wsim/evaluate.js';
import { relation, rakeOf } from '../../bots/wsim/lib/geometry.js';
import { GREEDY_DEFAULTS } from '../../bots/greedy/options.js';
import { midGame } from './fixtures/midGame.js';

describe("mcts's rake preference", () => {
  it('scales only the bonus for raking positions: linear in the option, zero without a rake in range', () => {
    let withRake = 0;
    let without = 0;
    let moved = 0;
    for (const id of ['frigate-duel', 'squadron-action'])
      for (let k = 0; k < 12; k++) {
        const { state } = midGame(id, `rake-${k}`, 2 + k, { level: k % 2 ? 'advanced' : 'basic' });
        if (state.result) continue;
        const side = state.static.sides[0].id;
        const at = (rake: number) => exchangeNow(state, side, { strike: 0, rake });
        const bonus = at(1) - at(0);
        expect(at(2) - at(1)).toBeCloseTo(bonus, 9);
        expect(at(0.5) - at(0)).toBeCloseTo(bonus / 2, 9);
        // a rake within the range by the view's geometry, either way between the sides
        const view = playerView(state, side);
        const level = state.static.rules.level;
        const afloat = view.ships.filter((s) => s.removed === null && s.surrendered === null);
        const raking = afloat.some((a) =>
          afloat.some((b) => {
            if (a.side === b.side) return false;
            const rel = relation(a, b);
            return (
              (rel.inPlayL || rel.inPlayR) && rel.range <= GREEDY_DEFAULTS.rakeRange && rakeOf(rel, level, false) > 0
            );
          }),
        );
        if (bonus !== 0) moved++;
        if (raking) withRake++;
        else {
          without++;
          expect(bonus).toBe(0);
        }
      }
    // the positions hold both kinds
    expect(withRake).toBeGreaterThan(0);
    expect(without).toBeGreaterThan(0);
    expect(moved).toBeGreaterThan(0);
  });
});
