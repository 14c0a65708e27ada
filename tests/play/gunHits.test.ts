/**
 * wsim play asks the target where gun hits fall in a rake (11.4.3.1 "If, as in a rake, both sides on the target
 * ship are equidistant to the firing ship, the target ship chooses which gun squares to mark off"): the combat
 * stage opens for a side whose ship lies so before an enemy, and `gunhits L|R` writes her order.
 */
import { describe, expect, it } from 'vitest';
import { playerView } from '../../src/index.js';
import { type GameState } from '../../src/api/wsim.js';
import { shipNames } from '../../src/play/glyphs.js';
import { ORDER_COMMANDS } from '../../src/play/wsim/orders.js';
import type { WsimContext as OrderContext } from '../../src/play/wsim/types.js';
import { needsInput } from '../../src/play/wsim/stages.js';
import { stageIntro } from '../../src/play/wsim/intro.js';
import { describeOrders } from '../../src/play/wsim/describe.js';
import { edit, game, ship } from '../engine/helpers.js';

/** t's own broadsides empty (nothing of hers to fire); f lies across her bow (bow rake) or abeam of her. */
function position(raked: boolean): GameState {
  return edit(
    game([
      { id: 't', bow: 'K11', heading: 1, class: 'br-f3-36' },
      raked
        ? { id: 'f', side: 'b', bow: 'K8', heading: 3, class: 'fr-f3-36' }
        : { id: 'f', side: 'b', bow: 'N11', heading: 1, class: 'fr-f3-36' },
    ]),
    (s) => {
      ship(s, 't').loads = { L: { ammo: null, loading: false }, R: { ammo: null, loading: false } };
    },
  );
}

function ctx(state: GameState, current = {}): OrderContext {
  const view = playerView(state, 'a');
  return {
    view,
    state,
    names: shipNames(state),
    ship: view.ships.find((x) => x.id === 't')!,
    current,
    draft: { t: current },
    earlier: {},
    ascii: false,
  };
}

const gunhits = (args: string[], c: OrderContext) =>
  ORDER_COMMANDS.find((x) => x.stage === 'combat' && x.names.includes('gunhits'))!.run(args, c);

describe('wsim play: the target chooses where gun hits fall in a rake (11.4.3.1)', () => {
  it('the combat stage opens for a raked ship with nothing of her own to fire, and says how to choose', () => {
    const g = position(true);
    expect(needsInput('combat', playerView(g, 'a'), g)).toBe(true);
    expect(stageIntro('combat', playerView(g, 'a'), g, shipNames(g), {}, false).join('\n')).toMatch(
      /equally near both broadsides of .*"gunhits L" or "gunhits R"/,
    );
    const abeam = position(false);
    expect(needsInput('combat', playerView(abeam, 'a'), abeam)).toBe(false);
  });

  it('"gunhits R" writes the order gunHits; "none" takes it back; a broadside is needed', () => {
    const g = position(true);
    const r = gunhits(['R'], ctx(g, { plot: '0' }));
    expect(r).toMatchObject({ ok: true, orders: { plot: '0', gunHits: 'R' } });
    if (r.ok)
      expect(describeOrders(r.orders, shipNames(g))).toContain('gun hits in a rake off the right broadside (11.4.3.1)');
    expect(gunhits(['none'], ctx(g, { gunHits: 'L' }))).toMatchObject({ ok: true, orders: {} });
    expect(gunhits(['both'], ctx(g))).toMatchObject({ ok: false, error: 'usage: gunhits <L|R|none>' });
  });
});
