/** Names, orders and number formats shared by the report's tables, charts and sentences. */
import { QUALITY_ORDER } from './records.js';

/** The captains' `ammo` doctrines, in the order the report lists them. */
export const DOCTRINE_ORDER = ['auto', 'round', 'double-closing', 'chain-at-range', 'grape-boarding'] as const;

const DOCTRINE_NAMES: Record<string, string> = {
  auto: 'auto',
  round: 'roundshot',
  'double-closing': 'doubleshot',
  'chain-at-range': 'chainshot',
  'grape-boarding': 'grapeshot',
};

/** The plain name of a doctrine for sentences ("double-closing" → "doubleshot"). */
export function doctrineName(id: string): string {
  return DOCTRINE_NAMES[id] ?? id;
}

/** Compare by a preferred order, unknown values after it alphabetically (numbers by value). */
export function compareBy(preferred: readonly string[] = []): (a: string, b: string) => number {
  const rank = (v: string) => {
    const i = preferred.indexOf(v);
    return i < 0 ? preferred.length : i;
  };
  return (a, b) => rank(a) - rank(b) || a.localeCompare(b, 'en', { numeric: true });
}

/** Sort values by a preferred order, unknown values after it alphabetically. */
export function orderBy(values: Iterable<string>, preferred: readonly string[] = []): string[] {
  return [...new Set(values)].sort(compareBy(preferred));
}

/** Doctrines in the report's order, whatever else is present (a head-to-head pair is seen from the first). */
export const compareDoctrines = compareBy(DOCTRINE_ORDER);
export const orderDoctrines = (values: Iterable<string>) => orderBy(values, DOCTRINE_ORDER);
export const orderQualities = (values: Iterable<string>) => orderBy(values, QUALITY_ORDER);

/** 0.5812 → "58%" (one decimal under 10 points of width when asked). */
export function pct(x: number, digits = 0): string {
  return Number.isFinite(x) ? `${(x * 100).toFixed(digits)}%` : 'n/a';
}

/** 2000 → "2,000". */
export function count(n: number): string {
  return n.toLocaleString('en-US');
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${count(n)} ${n === 1 ? one : many}`;
}

/** A plural class name for sentences: "frigate" → "frigates". */
export function classPlural(c: string): string {
  const compound = /^(\w+)([- ]of[- ].+)$/.exec(c); // ship-of-the-line → ships-of-the-line
  if (compound) return `${classPlural(compound[1])}${compound[2]}`;
  if (!/^[a-z]+$/i.test(c)) return c; // a class id such as "br-f3-36" stays as it is
  return /s$/.test(c) ? c : `${c}s`;
}
