/**
 * What a browser receives of a Springelkamp game (the presenter of presenter.ts; WS&IM's is wsim/present.ts): the open sea as a grid around the
 * ships, the counters with their ship logs, the wind, and for the Plotting Phase what the rules allow — the
 * legal plots' ends, the sail settings, what each broadside bears on now, the boarding orders. From the side's
 * own view only (an enemy's crew morale and quality stay hidden).
 */
import { DIRECTION_NAMES, hexLabel, sternOf, toOffset } from '../../index.js';
import * as spr from '../../api/springelkamp.js';
import type { ShipNames } from '../../play/glyphs.js';
import { checkTypedSprPlot } from '../../play/springelkamp/orders.js';
import { sprMarkers, sprShipLog } from '../../play/springelkamp/text.js';
import type { MapData, Presenter, ShipCounter, WindData } from '../presenter.js';

const SAILS = ['FS', 'ES', 'SS', 'NS'] as const;
/** The grid drawn around the ships on the open sea: at least this big, and this many hexes beyond the farthest ship. */
const MIN_COLUMNS = 32;
const MIN_ROWS = 40;
const MARGIN = 8;

export function sprMapData(view: spr.View): MapData {
  let columns = MIN_COLUMNS;
  let rows = MIN_ROWS;
  for (const s of view.ships)
    for (const h of [s.bow, sternOf(s)]) {
      const o = toOffset(h);
      columns = Math.max(columns, o.col + MARGIN);
      rows = Math.max(rows, o.row + MARGIN);
    }
  const hexes: [number, number, string][] = [];
  for (let col = 0; col < columns; col++)
    for (let row = 0; row < rows; row++) {
      const h = { q: col, r: row - (col - (col & 1)) / 2 };
      hexes.push([h.q, h.r, hexLabel(h)]);
    }
  return { hexes, land: [], columns, rows };
}

export function sprCounters(view: spr.View, names: ShipNames): ShipCounter[] {
  return view.ships.map((s) => {
    const log = view.static.logs.find((l) => l.id === s.id)!;
    return {
      id: s.id,
      name: log.name,
      tag: names.tag(s.id),
      nation: log.nation,
      side: s.side,
      controller: s.controller,
      mine: s.controller === view.side,
      onBoard: true,
      bow: s.bow,
      stern: sternOf(s),
      heading: s.heading,
      status: [s.sail, ...sprMarkers(view, s, names)],
      flags: {
        fullSail: s.sail === 'FS',
        fouled: view.fouls.some((f) => f.a === s.id || f.b === s.id),
        grappled: view.grapples.some((g) => g.a === s.id || g.b === s.id),
        anchored: false,
        struck: s.struck,
        removed: false,
      },
      log: sprShipLog(view, s, names),
    };
  });
}

export function sprWindData(view: spr.View): WindData {
  const d = view.static.wind;
  return { direction: d, board: d + 1, name: DIRECTION_NAMES[d], velocity: 0, velocityName: '' };
}

/** What one of the side's ships may write in the Plotting Phase. */
export function sprShipOptions(view: spr.View, shipId: string): Record<string, unknown> {
  const ship = view.ships.find((s) => s.id === shipId)!;
  const enemies = view.ships.filter((s) => s.controller !== view.side);
  return {
    ends: spr.plotEnds(view, shipId).map((e) => ({
      plot: e.plot || '0',
      bow: e.at.bow,
      heading: e.at.heading,
      stern: sternOf(e.at),
      drift: e.drift,
    })),
    sail: ship.sail,
    // the settings the Plotting Phase takes (Movement: Changing Sail, one level a turn; the rigging's limit)
    sails: SAILS.filter((s) => spr.checkSail(view, shipId, s) === null),
    fire: Object.fromEntries((['L', 'R'] as const).map((b) => [b, { targets: spr.fireTargets(view, shipId, b) }])),
    enemies: enemies.filter((s) => !s.struck).map((s) => s.id),
    boarding: view.static.rules.special.boarding,
    party: ship.boardingParty,
    prizes: view.static.rules.special.prizeCrews ? enemies.filter((s) => s.struck).map((s) => s.id) : [],
    inMelee: view.melees.some((m) => m.attacker === shipId),
  };
}

/** A typed plot's legality (the check `wsim play` makes) and its path, basic move by basic move (Movement). */
export function sprPlotPath(view: spr.View, shipId: string, text: string) {
  const ship = view.ships.find((s) => s.id === shipId)!;
  const check = checkTypedSprPlot(view, shipId, text);
  const path = spr.tracePlot({ bow: ship.bow, heading: ship.heading }, spr.parsePlot(check.executed)).map((p) => ({
    bow: p.bow,
    stern: sternOf(p),
    heading: p.heading,
  }));
  return { ...check, path };
}

export const sprPresenter: Presenter<spr.View> = {
  system: 'springelkamp',
  map: (view) => sprMapData(view),
  wind: (view) => sprWindData(view),
  ships: (view, names) => sprCounters(view, names),
  options: (_ctx, view, id) => sprShipOptions(view, id),
  preview: (view, ship, text) => sprPlotPath(view, ship.id, text),
};
