/**
 * A ship counter: a hull over the stern and bow hexes, pointed at the bow, in her nation's colour, with her side's
 * pennant at the stern, her tag and her status marks.
 */
import { SIZE, centre, el, pointList } from './hexes.js';
import type { ShipCounter } from './types.js';

const NATION_COLOURS: Record<string, string> = {
  british: '#b71c1c',
  french: '#1a3f8f',
  american: '#2e6b3a',
  spanish: '#c79100',
  dutch: '#e65100',
};

export function nationColour(nation: string): string {
  return NATION_COLOURS[String(nation).toLowerCase()] ?? '#455a64';
}

/** What a counter is drawn from: a ship as sent, or where a plot would leave her (no status flags then). */
export type CounterShip = Pick<
  ShipCounter,
  'id' | 'tag' | 'nation' | 'side' | 'controller' | 'bow' | 'stern' | 'heading'
> & {
  flags: Partial<ShipCounter['flags']>;
  bowLabel?: string;
};

/** The status marks over the counter: full sails, fouled, grappled, anchored, struck. */
function marks(flags: CounterShip['flags']): string[] {
  const out = [];
  if (flags.fullSail) out.push('FS');
  if (flags.fouled) out.push('F');
  if (flags.grappled) out.push('G');
  if (flags.anchored) out.push('A');
  if (flags.struck) out.push('STRUCK');
  return out;
}

/** The counter of `ship` in `parent`; `side` is her controller's number (the pennant's colour), `cls` extra classes. */
export function drawCounter(ship: CounterShip, parent: Element, side: number, cls = ''): SVGGElement {
  const b = centre(ship.bow);
  const s = centre(ship.stern);
  const dx = b.x - s.x;
  const dy = b.y - s.y;
  const len = Math.hypot(dx, dy) || 1;
  const ux = dx / len;
  const uy = dy / len;
  const w = SIZE * 0.6;
  const tip = { x: b.x + ux * SIZE * 0.8, y: b.y + uy * SIZE * 0.8 };
  const bw = { x: b.x + ux * SIZE * 0.2, y: b.y + uy * SIZE * 0.2 };
  const st = { x: s.x - ux * SIZE * 0.55, y: s.y - uy * SIZE * 0.55 };
  const pts = [
    [tip.x, tip.y],
    [bw.x - uy * w, bw.y + ux * w],
    [st.x - uy * w, st.y + ux * w],
    [st.x + uy * w, st.y - ux * w],
    [bw.x + uy * w, bw.y - ux * w],
  ];
  const g = el(
    'g',
    {
      class: `counter${cls ? ` ${cls}` : ''}`,
      'data-ship': ship.id,
      'data-bow': ship.bowLabel ?? '',
      'data-heading': ship.heading,
    },
    parent,
  );
  const struck = ship.flags.struck || ship.flags.removed;
  el(
    'polygon',
    { class: 'hull', points: pointList(pts), fill: nationColour(ship.nation), 'fill-opacity': struck ? 0.45 : 1 },
    g,
  );
  // the side's pennant at the stern, by the side that commands her (a prize flies her captor's): ships of one
  // nation on both sides (a lab game of two French frigates) are told apart by it
  const at = { x: s.x - ux * SIZE * 0.2, y: s.y - uy * SIZE * 0.2 };
  el('circle', { class: `pennant side-${side}`, cx: at.x, cy: at.y, r: SIZE * 0.17 }, g);
  const mid = { x: (b.x + s.x) / 2, y: (b.y + s.y) / 2 };
  el('text', { x: mid.x, y: mid.y + 2.4 }, g).textContent = ship.tag;
  const m = marks(ship.flags);
  if (m.length) el('text', { x: mid.x, y: mid.y - w - 2, class: 'marks' }, g).textContent = m.join(' ');
  return g;
}
