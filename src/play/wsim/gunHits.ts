/**
 * 11.4.3.1 in `wsim play` and the browser board: "If, as in a rake, both sides on the target ship are equidistant
 * to the firing ship, the target ship chooses which gun squares to mark off." The combat stage asks a side whose
 * ship lies so before an enemy that bears on her (`gunhits L|R`, the order `gunHits`); without the order each hit
 * comes off the fuller broadside (I-DMG-1, the engine's default).
 */
import { facingSide, shipRange } from '../../index.js';
import {
  MAX_FIRING_RANGE,
  isOperational,
  isTargetable,
  shipInPlay,
  type PlayerView,
  type ShipView,
} from '../../api/wsim.js';
import type { ShipNames } from '../glyphs.js';
import { parseBroadsides, without } from '../words.js';
import type { WsimCommand, WsimResult } from './types.js';

const SIDE = { L: 'left', R: 'right' } as const;

/**
 * The enemy ships that bear on one of the side's ships from a position equally near both her broadsides (11.4.3.1
 * "as in a rake"), within firing range (11.1.3): the ships whose gun hits she chooses where to mark.
 */
export function rakers(view: PlayerView, ship: ShipView): ShipView[] {
  if (!isTargetable(ship)) return [];
  return view.ships.filter(
    (e) =>
      e.controller !== view.side &&
      e.onBoard &&
      isOperational(e) &&
      shipRange(e, ship) <= MAX_FIRING_RANGE &&
      facingSide(ship, e) === null &&
      (shipInPlay(e, 'L', ship) || shipInPlay(e, 'R', ship)),
  );
}

/** The combat stage's line for a raked ship: who bears, and the command. */
export function gunHitsLine(view: PlayerView, ship: ShipView, names: ShipNames): string | null {
  const by = rakers(view, ship);
  if (!by.length) return null;
  return `${names.label(ship.id)} lies equally near both broadsides of ${by.map((e) => names.tag(e.id)).join(', ')} (as in a rake): "gunhits L" or "gunhits R" chooses the broadside that takes the gun hits (11.4.3.1); without it, the fuller one each hit.`;
}

export const gunHits: WsimCommand = {
  names: ['gunhits', 'hits'],
  stage: 'combat',
  usage: 'gunhits <L|R|none>',
  help: 'in a rake (both broadsides equally near the firer) mark the gun hits off this broadside (11.4.3.1); none: the fuller each hit',
  run(args, c): WsimResult {
    if ((args[0] ?? '').toLowerCase() === 'none')
      return {
        ok: true,
        orders: without(c.current, 'gunHits'),
        say: ['gun hits in a rake: off the fuller broadside each hit (I-DMG-1)'],
      };
    const b = parseBroadsides(args[0]);
    if (!b || b.length !== 1) return { ok: false, error: `usage: ${this.usage}` };
    return {
      ok: true,
      orders: { ...c.current, gunHits: b[0] },
      say: [
        `${c.names.tag(c.ship.id)}: gun hits from a firer equally near both broadsides come off the ${SIDE[b[0]]} broadside (11.4.3.1)`,
      ],
    };
  },
};
