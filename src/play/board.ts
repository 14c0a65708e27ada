/**
 * The board as text: a flat-topped hex map (odd columns half a hex lower, labels like "J20") around
 * the ships, with bow and stern glyphs, land, the wind, and optional overlays (ranges and fields of
 * fire). Two scales: near (a hex per 4 columns and 2 lines, exact stagger) and far (a hex per
 * 2 columns and one line) when the ships are too spread out; the view keeps every ship in sight
 * and stays within `width` columns. Any rule system's map (`MapModel`); WS&IM's board is `wsim/board.ts`,
 * Springelkamp's `springelkamp/text.ts`.
 */
import { hexLabel, toOffset, type Hex } from '../index.js';
import { arrow, type ShipNames } from './glyphs.js';

export interface BoardOptions {
  ascii?: boolean;
  /** maximum width in columns (default 80) */
  width?: number;
  /** maximum lines of map (default 30) */
  maxLines?: number;
  /** text (up to 3 characters) drawn in hexes, keyed by hexKeyOf */
  overlay?: Map<string, string>;
  /** hexes to keep in view besides the ships */
  extra?: Hex[];
  /** keep only these hexes in view (not every ship): a close look at one ship */
  focus?: Hex[];
}

export function hexKeyOf(h: Hex): string {
  return `${h.q},${h.r}`;
}

interface Cell {
  near: string;
  far: string;
}

/** A ship on the map: her hexes, heading and the one-character mark after her stern's tag. */
export interface MapPiece {
  id: string;
  bow: Hex;
  stern: Hex;
  heading: number;
  mark: string;
}

/** What the map draws: the board's size (null: the open sea, no edge), its land, and the ships on it. */
export interface MapModel {
  columns: number | null;
  rows: number | null;
  land: readonly Hex[];
  pieces: MapPiece[];
}

function cellsOf(model: MapModel, names: ShipNames, o: BoardOptions): Map<string, Cell> {
  const ascii = o.ascii === true;
  const cells = new Map<string, Cell>();
  for (const h of model.land) cells.set(hexKeyOf(h), { near: ascii ? '###' : '▓▓▓', far: ascii ? '#' : '▓' });
  for (const [k, text] of o.overlay ?? [])
    cells.set(k, { near: text.padEnd(3).slice(0, 3), far: text.trim().slice(-1) || '·' });
  for (const s of model.pieces) {
    const tag = names.tag(s.id);
    const bow = tag.length >= 3 ? tag.slice(0, 3) : tag + arrow(s.heading, ascii);
    const stern = (tag.toLowerCase() + s.mark).slice(0, 3);
    cells.set(hexKeyOf(s.bow), { near: bow.padEnd(3), far: tag.slice(0, 1) });
    cells.set(hexKeyOf(s.stern), { near: stern.padEnd(3), far: tag.slice(-1) });
  }
  return cells;
}

function columnLetters(col: number): string {
  if (col < 0) return '';
  return hexLabel({ q: col, r: -((col - (col & 1)) / 2) }).replace(/\d+$/, '');
}

interface Box {
  c0: number;
  c1: number;
  r0: number;
  r1: number;
}

function interestBox(model: MapModel, o: BoardOptions): Box {
  const pts: { col: number; row: number }[] = (o.focus ?? []).map(toOffset);
  for (const s of o.focus ? [] : model.pieces) pts.push(toOffset(s.bow), toOffset(s.stern));
  for (const h of o.extra ?? []) pts.push(toOffset(h));
  if (!pts.length) pts.push({ col: Math.floor((model.columns ?? 0) / 2), row: Math.floor((model.rows ?? 0) / 2) });
  return {
    c0: Math.min(...pts.map((p) => p.col)),
    c1: Math.max(...pts.map((p) => p.col)),
    r0: Math.min(...pts.map((p) => p.row)),
    r1: Math.max(...pts.map((p) => p.row)),
  };
}

/**
 * Grow [a, b] to `size` (centred, kept on the board [0, limit - 1] where possible), or shrink it
 * around its centre. Ships off the board widen the allowed range so they stay in view.
 */
function fit(a: number, b: number, size: number, limit: number): [number, number] {
  const min = Math.min(0, a);
  const max = Math.max(limit - 1, b);
  const centre = (a + b) / 2;
  let lo = Math.round(centre - (size - 1) / 2);
  lo = Math.max(min, Math.min(lo, max - size + 1));
  return [lo, lo + size - 1];
}

/** The map lines of any rule system's map. */
export function drawMap(model: MapModel, names: ShipNames, o: BoardOptions = {}): string[] {
  const width = o.width ?? 80;
  const maxLines = o.maxLines ?? 30;
  const cells = cellsOf(model, names, o);
  const ascii = o.ascii === true;
  const box = interestBox(model, o);
  const open = model.columns === null || model.rows === null; // the open sea: no edge, sea everywhere
  const columns = model.columns ?? box.c1 + 1;
  const rows = model.rows ?? box.r1 + 1;
  const margin = 4;
  const spanC = box.c1 - box.c0 + 1 + 2;
  const spanR = box.r1 - box.r0 + 1 + 2;
  const nearCols = Math.floor((width - margin - 1) / 4);
  const nearRows = Math.floor((maxLines - 1) / 2);
  const near = spanC <= nearCols && spanR <= nearRows;
  const step = near ? 4 : 2;
  const boardC = Math.max(columns, box.c1 + 1) - Math.min(0, box.c0);
  const boardR = Math.max(rows, box.r1 + 1) - Math.min(0, box.r0);
  const cols = Math.min(boardC, near ? nearCols : Math.floor((width - margin - 1) / 2));
  const wantRows = Math.max(spanR + 2, 8);
  const rws = Math.min(boardR, near ? Math.min(wantRows, nearRows) : Math.min(wantRows, maxLines));
  const [c0, c1] = fit(box.c0, box.c1, cols, columns);
  const [r0, r1] = fit(box.r0, box.r1, rws, rows);
  const sea = ascii ? '.' : '·';
  const lines: string[] = [];
  const header = Array.from({ length: margin + (c1 - c0 + 1) * step + 2 }, () => ' ');
  for (let c = c0; c <= c1; c += near ? 1 : 2) {
    const label = columnLetters(c);
    const x = margin + (c - c0) * step + (near ? 1 : 0);
    for (let i = 0; i < label.length; i++) header[x + i] = label[i];
  }
  lines.push(header.join('').trimEnd());
  for (let r = r0; r <= r1; r++) {
    const parities = near ? [0, 1] : [-1];
    for (const parity of parities) {
      const row = Array.from({ length: margin + (c1 - c0 + 1) * step + 3 }, () => ' ');
      if (parity <= 0) {
        const label = String(r + 1).padStart(3);
        for (let i = 0; i < label.length; i++) row[i] = label[i];
      }
      for (let c = c0; c <= c1; c++) {
        if (parity >= 0 && (c & 1) !== parity) continue;
        const hex = { q: c, r: r - (c - (c & 1)) / 2 };
        const cell = cells.get(hexKeyOf(hex));
        const x = margin + (c - c0) * step;
        const dot = !open && (c < 0 || r < 0 || c >= columns || r >= rows) ? ' ' : sea; // off the board: blank
        if (near) {
          const text = cell ? cell.near : ` ${dot} `;
          for (let i = 0; i < 3; i++) row[x + i] = text[i] ?? ' ';
        } else row[x] = cell ? cell.far : dot;
      }
      lines.push(row.join('').trimEnd());
    }
  }
  const hidden = model.pieces.filter((s) => {
    const p = toOffset(s.bow);
    return p.col < c0 || p.col > c1 || p.row < r0 || p.row > r1;
  });
  if (hidden.length)
    lines.push(`(out of view: ${hidden.map((s) => `${names.tag(s.id)} at ${hexLabel(s.bow)}`).join(', ')})`);
  if (!near) lines.push('(far view: a hex per character; bow = nation letter, stern = number)');
  return lines;
}
