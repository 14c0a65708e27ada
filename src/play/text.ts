/** Text helpers of every rule system: wrapping to the terminal width, the readable event log, columns, ship logs. */
import { publicEvents, ruleSystemOf, type AnyEvent as GameEvent, type AnyView as PlayerView } from '../index.js';
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

/** The logs of the given ships (default: own ships first, then the enemy's), a blank line between: any rule system's. */
export function logsOf<S extends { id: string; controller: string }>(
  view: { side: string; ships: S[] },
  ids: string[] | undefined,
  log: (s: S) => string[],
): string[] {
  const ships = ids
    ? view.ships.filter((s) => ids.includes(s.id))
    : [
        ...view.ships.filter((s) => s.controller === view.side),
        ...view.ships.filter((s) => s.controller !== view.side),
      ];
  return ships.flatMap((s, i) => (i ? ['', ...log(s)] : log(s)));
}
