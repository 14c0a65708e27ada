/**
 * A ship that cannot sail this turn, in the rules' words (`wsim play`'s movement prompt, the page's order panel):
 * why her movement allowance is 0 and what she may still do. In irons — heading into the wind, attitude D
 * (7.1.3) — the movement chart gives her 0 (7.1.4); she may always turn in place 60° (7.1.15), a ship whose bow
 * stays in its hex two Movement Execution Phases running drifts a hex before the wind (8.2.1), and where the
 * scenario allows anchoring (Advanced Game) she may anchor (20.3).
 */
import { checkPlot } from '../../index.js';
import { attitude, isOperational, movementAllowance, type PlayerView, type ShipView } from '../../api/wsim.js';
import type { ShipNames } from '../glyphs.js';

/** The lines that say why a ship's allowance is 0 and what is possible (null: she can sail). */
export function cannotSailLines(view: PlayerView, ship: ShipView, names: ShipNames): string[] | null {
  if (!ship.onBoard || !isOperational(ship) || movementAllowance(view, ship.id) > 0) return null;
  const anchor =
    view.static.rules.level === 'advanced' && view.static.anchorsAllowed ? '; or anchor ("anchor A", 20.3)' : '';
  const possible = `She may turn in place 60° ("L" or "R", free: 7.1.15) or stay ("0"); a ship whose bow keeps its hex two turns running drifts a hex before the wind (8.2.1)${anchor}.`;
  if (attitude(ship.heading, view.wind.direction) === 'D')
    return [
      `${names.label(ship.id)} is in irons: her bow is into the wind (attitude D, 7.1.3) and the movement chart gives her no movement (allowance 0, 7.1.4).`,
      possible,
    ];
  const why = checkPlot(view, ship.id, '1').reason ?? 'no movement possible';
  return [`${names.label(ship.id)} cannot sail this turn: ${why}.`, possible];
}
