/**
 * Ranges and fields of fire of one ship drawn over the board (11.1.1–11.1.3; Advanced fields 1–5,
 * 24.1.1): each hex in a broadside's play shows the broadside (l/r) and the range, or the field.
 */
import { hexDistance, sternOf, toOffset, type Hex } from '../../index.js';
import { fireOptions, MAX_FIRING_RANGE, fieldOf, inPlay, type PlayerView, type ShipView } from '../../api/wsim.js';
import { hexKeyOf } from '../board.js';
import type { ShipNames } from '../glyphs.js';
import { describeOption } from './orders.js';

export interface ArcsOverlay {
  cells: Map<string, string>;
  /** hexes near the ship to keep in view */
  extent: Hex[];
}

export function arcsOverlay(view: PlayerView, ship: ShipView, fields: boolean): ArcsOverlay {
  const cells = new Map<string, string>();
  const extent: Hex[] = [];
  const land = new Set(view.static.map.land.map(hexKeyOf));
  const { columns, rows } = view.static.map;
  const stern = sternOf(ship);
  for (let dq = -MAX_FIRING_RANGE - 1; dq <= MAX_FIRING_RANGE + 1; dq++) {
    for (let dr = -MAX_FIRING_RANGE - 1; dr <= MAX_FIRING_RANGE + 1; dr++) {
      const h = { q: ship.bow.q + dq, r: ship.bow.r + dr };
      const o = toOffset(h);
      if (o.col < 0 || o.row < 0 || o.col >= columns || o.row >= rows || land.has(hexKeyOf(h))) continue;
      const range = Math.min(hexDistance(ship.bow, h), hexDistance(stern, h));
      for (const b of ['L', 'R'] as const) {
        if (!inPlay(ship, b, h)) continue;
        const mark = fields ? String(fieldOf(ship, b, h)) : String(range % 10);
        cells.set(hexKeyOf(h), `${b.toLowerCase()}${mark}`);
        if (range <= 4) extent.push(h);
      }
    }
  }
  return { cells, extent };
}

export function arcsLegend(view: PlayerView, ship: ShipView, names: ShipNames, fields: boolean): string[] {
  const what = fields ? 'the field (1–5, 24.1.1)' : 'the range (0 = 10)';
  const out = [`Fields of fire of ${names.label(ship.id)}: l = left, r = right broadside, then ${what}.`];
  if (ship.controller !== view.side) return out;
  for (const b of ['L', 'R'] as const) {
    const opts = fireOptions(view, ship.id, b);
    const side = b === 'L' ? 'Left' : 'Right';
    out.push(
      `  ${side}: ${opts.length ? opts.map((o) => describeOption({ view, ship, names }, o)).join('; ') : ship.loads?.[b].ammo ? 'no target' : 'not loaded'}`,
    );
  }
  return out;
}
