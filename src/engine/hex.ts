/**
 * Hex grid of the mapboard (2.2; docs/geometry.md).
 *
 * Flat-topped hexes in columns, axial coordinates (q = column, r = diagonal row).
 * Directions are numbered 0..5 internally, clockwise from north; the board's wind
 * hex numbers them 1..6 (board number = internal + 1).
 */

export interface Hex {
  readonly q: number;
  readonly r: number;
}

/** Internal direction 0..5 (0 = north = board direction 1, clockwise). */
export type Dir = 0 | 1 | 2 | 3 | 4 | 5;

/** Unit vectors of the six directions, clockwise from north (flat-topped axial). */
export const DIRECTIONS: readonly Hex[] = [
  { q: 0, r: -1 }, // 0: N  (board 1)
  { q: 1, r: -1 }, // 1: NE (board 2)
  { q: 1, r: 0 }, //  2: SE (board 3)
  { q: 0, r: 1 }, //  3: S  (board 4)
  { q: -1, r: 1 }, // 4: SW (board 5)
  { q: -1, r: 0 }, // 5: NW (board 6)
];

export const DIRECTION_NAMES = ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const;

export function dir(d: number): Dir {
  return (((d % 6) + 6) % 6) as Dir;
}

export function neighbor(h: Hex, d: number): Hex {
  const v = DIRECTIONS[dir(d)];
  return { q: h.q + v.q, r: h.r + v.r };
}

export function equals(a: Hex, b: Hex): boolean {
  return a.q === b.q && a.r === b.r;
}

/** Hex distance (cube distance). */
export function hexDistance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

const KEY_OFFSET = 1 << 15;
/** A compact integer key for a hex (coordinates within ±32767). */
export function hexKey(h: Hex): number {
  return (h.q + KEY_OFFSET) * 65536 + (h.r + KEY_OFFSET);
}

export function keyToHex(k: number): Hex {
  return { q: Math.floor(k / 65536) - KEY_OFFSET, r: (k % 65536) - KEY_OFFSET };
}

/**
 * Solve v = m·DIRECTIONS[a] + n·DIRECTIONS[b] for two adjacent directions a, b
 * (any two adjacent unit vectors form a basis of the lattice). Returns [m, n].
 */
export function decompose(v: Hex, a: Dir, b: Dir): [number, number] {
  const u = DIRECTIONS[a];
  const w = DIRECTIONS[b];
  const det = u.q * w.r - u.r * w.q; // ±1 for adjacent directions
  const m = (v.q * w.r - v.r * w.q) / det;
  const n = (u.q * v.r - u.r * v.q) / det;
  return [m, n];
}

/** Pixel centre of a hex (flat-topped, unit size), for side-of-line tests (Springelkamp's fields of fire). */
export function center(h: Hex): { x: number; y: number } {
  return { x: 1.5 * h.q, y: Math.sqrt(3) * (h.r + h.q / 2) };
}

// ---------------------------------------------------------------------------
// Board labels: column letters (A..Z, AA..) + row number from 1, "odd-q" offset
// layout (odd columns sit half a hex lower). Documented in docs/geometry.md.
// ---------------------------------------------------------------------------

function columnLetters(c: number): string {
  let s = '';
  let n = c + 1;
  while (n > 0) {
    const m = (n - 1) % 26;
    s = String.fromCharCode(65 + m) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

function columnIndex(letters: string): number {
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/** Axial → board label, e.g. {q: 9, r: 15} → "J20". Off-board coordinates print as "(q,r)". */
export function hexLabel(h: Hex): string {
  const col = h.q;
  const row = h.r + (h.q - (h.q & 1)) / 2;
  if (col < 0 || row < 0) return `(${h.q},${h.r})`;
  return `${columnLetters(col)}${row + 1}`;
}

const LABEL_RE = /^([A-Za-z]{1,3})(\d{1,4})$/;
const AXIAL_RE = /^\(\s*(-?\d+)\s*,\s*(-?\d+)\s*\)$/;

/** Board label → axial; accepts "J20" or "(q,r)". Returns null when the text is not a hex. */
export function parseHexLabel(text: string): Hex | null {
  const t = text.trim();
  const m = LABEL_RE.exec(t);
  if (m) {
    const col = columnIndex(m[1].toUpperCase());
    const row = Number(m[2]) - 1;
    if (row < 0) return null;
    return { q: col, r: row - (col - (col & 1)) / 2 };
  }
  const a = AXIAL_RE.exec(t);
  if (a) return { q: Number(a[1]), r: Number(a[2]) };
  return null;
}

/** Offset (column, row) of a hex, 0-based; used for drawing the board. */
export function toOffset(h: Hex): { col: number; row: number } {
  return { col: h.q, row: h.r + (h.q - (h.q & 1)) / 2 };
}

export function fromOffset(col: number, row: number): Hex {
  return { q: col, r: row - (col - (col & 1)) / 2 };
}
