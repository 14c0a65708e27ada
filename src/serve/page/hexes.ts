/**
 * The geometry of the mapboard in SVG: flat-topped hexes in columns (axial coordinates, docs/geometry.md), their
 * centres and corners, the six directions, and SVG elements built in one call.
 */
import type { Hex } from './types.js';

const NS = 'http://www.w3.org/2000/svg';
/** A hex's radius in SVG units. */
export const SIZE = 10;
export const SQ3 = Math.sqrt(3);
export const DIRS = ['N', 'NE', 'SE', 'S', 'SW', 'NW'];
/** The six hex directions (axial), clockwise from north: docs/geometry.md. */
export const DIR_VECTORS: readonly Hex[] = [
  { q: 0, r: -1 },
  { q: 1, r: -1 },
  { q: 1, r: 0 },
  { q: 0, r: 1 },
  { q: -1, r: 1 },
  { q: -1, r: 0 },
];

export interface Point {
  x: number;
  y: number;
}

export function centre(h: Hex): Point {
  return { x: 1.5 * h.q * SIZE, y: SQ3 * (h.r + h.q / 2) * SIZE };
}

/** An SVG element with its attributes, appended to `parent` when given. */
export function el<K extends keyof SVGElementTagNameMap>(
  name: K,
  attrs: Record<string, string | number | boolean> = {},
  parent?: Element,
): SVGElementTagNameMap[K] {
  const e = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  if (parent) parent.appendChild(e);
  return e;
}

/** The corners of a hex (scaled about its centre) as an SVG points list. */
export function hexPoints(h: Hex, scale = 1): string {
  const c = centre(h);
  const pts = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i;
    pts.push(`${(c.x + SIZE * scale * Math.cos(a)).toFixed(2)},${(c.y + SIZE * scale * Math.sin(a)).toFixed(2)}`);
  }
  return pts.join(' ');
}

/** Points as an SVG points list, to two decimals. */
export const pointList = (pts: readonly (readonly number[])[]): string =>
  pts.map((p) => p.map((n) => n.toFixed(2)).join(',')).join(' ');
