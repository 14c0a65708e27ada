/** WS&IM's board as text: the map of a view with its wind line, the legend of the ships and their markers. */
import { hexLabel, sternOf } from '../../index.js';
import { WIND_VELOCITY_NAMES, attitude, type PlayerView, type ShipView } from '../../api/wsim.js';
import { drawMap, type BoardOptions, type MapModel } from '../board.js';
import { headingText, type ShipNames } from '../glyphs.js';
import { wrapAll } from '../text.js';
import { statusMarkers } from './shiplog.js';

function shipMarker(view: PlayerView, s: ShipView): string {
  if (s.surrendered || s.doomed) return 'x';
  if (
    view.fouls.some((f) => f.a === s.id || f.b === s.id) ||
    view.grapples.some((g) => g.count > 0 && (g.a === s.id || g.b === s.id))
  )
    return '&';
  if (s.anchor) return '@';
  if (s.fullSail) return '*';
  return ' ';
}

/** A WS&IM view's map. */
export function wsimMapModel(view: PlayerView): MapModel {
  return {
    columns: view.static.map.columns,
    rows: view.static.map.rows,
    land: view.static.map.land,
    pieces: view.ships
      .filter((s) => s.onBoard && !s.removed)
      .map((s) => ({ id: s.id, bow: s.bow, stern: sternOf(s), heading: s.heading, mark: shipMarker(view, s) })),
  };
}

/** The map lines (without header and legend) of a WS&IM view. */
export function renderMap(view: PlayerView, names: ShipNames, o: BoardOptions = {}): string[] {
  return drawMap(wsimMapModel(view), names, o);
}

export function windLine(view: PlayerView, ascii = false): string {
  const w = view.wind;
  const velocity = view.static.rules.level === 'advanced' ? `, ${WIND_VELOCITY_NAMES[w.velocity]} (${w.velocity})` : '';
  return `Wind blowing towards ${headingText(w.direction, ascii)}${velocity}`;
}

/** One legend line per ship: where she is, her heading and attitude, and her markers. */
export function legend(view: PlayerView, names: ShipNames, ascii = false): string[] {
  const out: string[] = [];
  for (const s of view.ships) {
    const where =
      s.onBoard && !s.removed
        ? `bow ${hexLabel(s.bow)} stern ${hexLabel(sternOf(s))}, heading ${headingText(s.heading, ascii)}, attitude ${attitude(s.heading, view.wind.direction)}`
        : s.removed
          ? ''
          : `enters on turn ${view.static.setup[s.idx].entersOnTurn ?? '?'}`;
    const marks = statusMarkers(view, s, names);
    const own = s.controller === view.side ? '' : ' (enemy)';
    out.push(`${names.tag(s.id).padEnd(3)} ${names.name(s.id)}${own}: ${[where, ...marks].filter(Boolean).join('; ')}`);
  }
  return out;
}

export function renderBoard(view: PlayerView, names: ShipNames, o: BoardOptions = {}): string[] {
  const keyNote = `Bow: tag+arrow; stern: tag+mark (* full sail, & fouled/grappled, @ anchored, x struck)${view.static.map.land.length ? `; ${o.ascii ? '#' : '▓'} land` : ''}`;
  const width = o.width ?? 80;
  return wrapAll(
    [
      `Turn ${view.turn} — ${windLine(view, o.ascii)}`,
      ...renderMap(view, names, o),
      ...legend(view, names, o.ascii),
      keyNote,
    ],
    width,
  );
}
