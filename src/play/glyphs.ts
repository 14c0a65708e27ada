/**
 * Short names and symbols the player sees: a ship's tag (nationality letter and number, e.g. "B1"),
 * heading arrows, and how a typed ship reference ("B1", "amazon", "herm") is resolved.
 */
import { DIRECTION_NAMES, type AnyBoard } from '../index.js';

const UNICODE_ARROWS = ['↑', '↗', '↘', '↓', '↙', '↖'] as const;
const ASCII_ARROWS = ['^', '/', '\\', 'v', '/', '\\'] as const;

export function arrow(dir: number, ascii = false): string {
  return (ascii ? ASCII_ARROWS : UNICODE_ARROWS)[((dir % 6) + 6) % 6];
}

/** "NE ↗ (2)": compass name, arrow and the board's direction number (internal + 1). */
export function headingText(dir: number, ascii = false): string {
  return `${DIRECTION_NAMES[dir]} ${arrow(dir, ascii)} (${dir + 1})`;
}

/** Tags for every ship: the nation's initial (two letters when two nations share one) and a number. */
export function shipTags(view: Pick<AnyBoard, 'static'>): Map<string, string> {
  const nations = [...new Set(view.static.ships.map((s) => s.nation))];
  const initial = new Map<string, string>();
  for (const n of nations) {
    const one = n.slice(0, 1).toUpperCase();
    const clash = nations.some((m) => m !== n && m.slice(0, 1).toUpperCase() === one);
    initial.set(n, clash ? n.slice(0, 2).toUpperCase() : one);
  }
  const count = new Map<string, number>();
  const tags = new Map<string, string>();
  for (const s of view.static.ships) {
    const k = (count.get(s.nation) ?? 0) + 1;
    count.set(s.nation, k);
    tags.set(s.id, `${initial.get(s.nation)}${k}`);
  }
  return tags;
}

export interface ShipNames {
  tag(id: string): string;
  name(id: string): string;
  /** "HMS Amazon [B1]" */
  label(id: string): string;
  /** resolve what the player typed: a tag, an id, or the start of a name (unique) */
  resolve(text: string): { id: string } | { error: string };
}

export function shipNames(view: Pick<AnyBoard, 'static'>): ShipNames {
  const tags = shipTags(view);
  const byId = new Map(view.static.ships.map((s) => [s.id, s]));
  const list = () => view.static.ships.map((s) => `${tags.get(s.id)} ${s.id}`).join(', ');
  return {
    tag: (id) => tags.get(id) ?? id,
    name: (id) => byId.get(id)?.name ?? id,
    label: (id) => `${byId.get(id)?.name ?? id} [${tags.get(id) ?? id}]`,
    resolve(text) {
      const t = text.trim().toLowerCase();
      if (!t) return { error: 'name a ship' };
      for (const s of view.static.ships)
        if (tags.get(s.id)!.toLowerCase() === t || s.id.toLowerCase() === t) return { id: s.id };
      const hits = view.static.ships.filter((s) => {
        const words = s.name.toLowerCase().split(/\s+/);
        return s.name.toLowerCase().startsWith(t) || words.some((w) => w.startsWith(t));
      });
      if (t.length >= 2 && hits.length === 1) return { id: hits[0].id };
      if (hits.length > 1)
        return { error: `"${text}" could be ${hits.map((s) => `${tags.get(s.id)} ${s.name}`).join(' or ')}` };
      return { error: `no ship "${text}" (ships: ${list()})` };
    },
  };
}
