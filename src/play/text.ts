/** Text helpers: wrapping to the terminal width, the readable event log, orders in words. */
import { publicEvents, ruleSystemOf, type AnyEvent as GameEvent, type AnyView as PlayerView } from '../index.js';
import type { ShipOrders } from '../api/wsim.js';
import type { ShipNames } from './glyphs.js';

/** Wrap a line at `width` columns; continuation lines are indented. */
export function wrap(line: string, width = 80, indent = '    '): string[] {
  if (line.length <= width) return [line];
  const out: string[] = [];
  let rest = line;
  let first = true;
  while (rest.length > 0) {
    const room = first ? width : width - indent.length;
    if (rest.length <= room) {
      out.push((first ? '' : indent) + rest);
      break;
    }
    let cut = rest.lastIndexOf(' ', room);
    if (cut <= room / 3) cut = room;
    out.push((first ? '' : indent) + rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).trimStart();
    first = false;
  }
  return out;
}

export function wrapAll(lines: readonly string[], width = 80): string[] {
  return lines.flatMap((l) => wrap(l, width));
}

/** The events a player may see (7.2.5), one readable line each with every die. */
export function eventLines(events: readonly GameEvent[], view: PlayerView, names: ShipNames, width = 80): string[] {
  const visible = publicEvents(events, view, view.side);
  const system = ruleSystemOf(view);
  return wrapAll(
    visible.map((e) => system.formatEvent(e, (id: string) => names.label(id))),
    width,
  );
}

/** A ship's orders in words (for "orders" and the confirmation of a phase). */
export function describeOrders(o: ShipOrders, names: ShipNames): string[] {
  const out: string[] = [];
  const side = { L: 'left', R: 'right' } as const;
  if (o.initialLoads)
    out.push(
      `initial loads ${Object.entries(o.initialLoads)
        .map(([b, a]) => `${side[b as 'L' | 'R']} ${a}`)
        .join(', ')}`,
    );
  if (o.initialSail) out.push(`start at ${o.initialSail === 'FS' ? 'full' : 'battle'} sails`);
  if (o.unfoul !== undefined) out.push(o.unfoul ? 'try to unfoul' : 'stay fouled');
  if (o.sacrificeRigging) out.push('sacrifice a rigging square (6.1)');
  if (o.plot !== undefined) out.push(`plot ${o.plot}`);
  if (o.sail) out.push(o.sail === 'FS' ? 'set full sails' : 'shorten to battle sails');
  if (o.anchor) out.push(`anchor ${o.anchor}`);
  if (o.repair) out.push(`repair ${o.repair === 'H' ? 'hull' : o.repair === 'G' ? 'guns' : 'rigging'}`);
  if (o.ahead?.length) out.push(`written ahead ${o.ahead.join(', ')}`);
  if (o.hoistFlag) out.push('hoist the flag (32.5)');
  if (o.grapple)
    out.push(
      `grapple ${o.grapple === 'adjacent-enemies' ? 'every adjacent enemy' : o.grapple.map((id) => names.tag(id)).join(', ')}`,
    );
  if (o.ungrapple)
    out.push(`cast off ${o.ungrapple === 'all' ? 'every grapple' : o.ungrapple.map((id) => names.tag(id)).join(', ')}`);
  for (const p of o.boarding ?? [])
    out.push(
      `${p.type} ${p.sections} section${p.sections > 1 ? 's' : ''}${p.target ? ` → ${names.tag(p.target)}` : ''}${p.counterBoard ? ' (counter-board)' : ''}`,
    );
  for (const b of ['L', 'R'] as const) {
    const f = o.fire?.[b];
    if (!f) continue;
    if (f.discharge) out.push(`discharge ${side[b]}`);
    else
      out.push(
        `fire ${side[b]} at ${[f.target ?? 'closest']
          .flat()
          .map((t) => names.tag(t))
          .join(
            '/',
          )}, ${f.aim ?? 'hull'}${f.sections && f.sections !== 'both' ? `, ${f.sections} section` : ''}${f.asGrape ? ', as grapeshot' : ''}`,
      );
  }
  if (o.gunHits) out.push(`gun hits in a rake off the ${side[o.gunHits]} broadside (11.4.3.1)`);
  if (o.mortar)
    out.push(`fire the mortars${o.mortar.target ? ` at ${[o.mortar.target].flat().join(', ')} first` : ''}`);
  if (o.loadMortars) out.push('load the mortars');
  if (o.load) {
    if (o.load.none) out.push('no reloading');
    else
      out.push(
        `load ${(['L', 'R'] as const)
          .filter((b) => o.load![b])
          .map((b) => `${side[b]} ${o.load![b]}`)
          .join(', ')}`,
      );
  }
  return out;
}

/** Plots in columns within the width. */
export function columns(items: readonly string[], width = 80): string[] {
  if (!items.length) return [];
  const w = Math.max(...items.map((s) => s.length)) + 2;
  const per = Math.max(1, Math.floor((width - 2) / w));
  const out: string[] = [];
  for (let i = 0; i < items.length; i += per)
    out.push(
      '  ' +
        items
          .slice(i, i + per)
          .map((s) => s.padEnd(w))
          .join('')
          .trimEnd(),
    );
  return out;
}
