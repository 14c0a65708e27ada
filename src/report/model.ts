/**
 * The adjusted model behind every sentence that compares two levels of a factor across the design:
 * a Bradley–Terry logistic model of the first side's win (decided games) over the side-swapped
 * design, logit P(first side wins) = Σ β · (x(first side) − x(second side)) + side term of the
 * engagement, with every design factor that varies — doctrine, crew quality (one term per grade),
 * ship class, captain — held fixed together. Moderator models add the studied factor × one other
 * factor, for effects by ship class, by crew and by captain. Fitted by logit.ts.
 */
import type { Pattern, Subject } from './design.js';
import { fitLogit, type ClusterGroup, type LogitFit } from './logit.js';
import { QUALITY_ORDER } from './records.js';
import { compareBy, DOCTRINE_ORDER } from './labels.js';

export type Attribute = keyof Subject;
export const ATTRIBUTES: readonly Attribute[] = ['doctrine', 'quality', 'shipClass', 'captain'];

/** A column of the design: its value for one side (the game's row is first side − second side). */
export interface Term {
  attr: Attribute | 'side';
  /** the level it stands for (categorical factors), the grade term's label, or the engagement */
  level: string;
  value: (s: Subject) => number;
}

export interface FactorTerms {
  attr: Attribute;
  /** grade: crew quality, one term per grade (elite 4 … poor 0); level: one indicator per level but the baseline */
  kind: 'grade' | 'level';
  baseline: string;
  /** every level seen, in the report's order (quality: best first) */
  levels: string[];
  terms: Term[];
}

/** Crew grade: elite 4, crack 3, average 2, green 1, poor 0 (3.2). */
export function grade(q: string | null): number {
  const i = q === null ? -1 : (QUALITY_ORDER as readonly string[]).indexOf(q);
  return i < 0 ? NaN : QUALITY_ORDER.length - 1 - i;
}

export const GRADE_TERM = 'one grade better';

/**
 * The terms of one factor, or null when it does not vary or is unknown for some side. The
 * baseline is roundshot for doctrines, else the first level in the report's order.
 */
export function factorTerms(attr: Attribute, patterns: readonly Pattern[]): FactorTerms | null {
  const values = new Set<string | null>(patterns.flatMap((p) => [p.a[attr], p.b[attr]]));
  if (values.has(null) || values.size < 2) return null;
  const levels = [...(values as Set<string>)];
  if (attr === 'quality') {
    if (levels.some((q) => Number.isNaN(grade(q)))) return null;
    levels.sort((x, y) => grade(y) - grade(x));
    return {
      attr,
      kind: 'grade',
      baseline: levels[levels.length - 1],
      levels,
      terms: [{ attr, level: GRADE_TERM, value: (s) => grade(s.quality) }],
    };
  }
  levels.sort(compareBy(attr === 'doctrine' ? DOCTRINE_ORDER : []));
  const baseline = attr === 'doctrine' && levels.includes('round') ? 'round' : levels[0];
  const ordered = [baseline, ...levels.filter((l) => l !== baseline)];
  return {
    attr,
    kind: 'level',
    baseline,
    levels: ordered,
    terms: ordered.slice(1).map((level) => ({ attr, level, value: (s: Subject) => (s[attr] === level ? 1 : 0) })),
  };
}

/** The side terms: one per engagement, 1 for the side that plays first there. */
export function sideTerms(patterns: readonly Pattern[]): Term[] {
  const engagements = [...new Set(patterns.map((p) => p.engagement))].sort();
  return engagements.map((e) => ({ attr: 'side', level: e, value: () => NaN }));
}

/**
 * A column that multiplies a term by a term of a moderator: the studied factor's (its interaction) or a factor held
 * fixed (so that its effect may differ by the moderator too; effects.ts, `byModerator`).
 */
export interface Product {
  q: Term;
  m: Term;
}

export interface Design {
  terms: Term[];
  products: Product[];
}

function row(p: Pattern, d: Design): number[] {
  const x = d.terms.map((t) => (t.attr === 'side' ? (p.engagement === t.level ? 1 : 0) : t.value(p.a) - t.value(p.b)));
  for (const { q, m } of d.products) x.push(q.value(p.a) * m.value(p.a) - q.value(p.b) * m.value(p.b));
  return x;
}

/** Fit the model of a design to the tallied patterns and clusters. */
export function fitDesign(
  d: Design,
  patterns: readonly Pattern[],
  clusters: readonly { count: number; members: { group: number; result: 'w' | 'l' | 'd' }[] }[],
): LogitFit {
  const groups = patterns.map((p) => ({ x: row(p, d), wins: p.wins, n: p.wins + p.losses }));
  const cl: ClusterGroup[] = clusters.map((c) => ({
    count: c.count,
    members: c.members.map((m) => ({ group: m.group, y: m.result === 'w' ? 1 : m.result === 'l' ? 0 : null })),
  }));
  return fitLogit(groups, cl);
}

/** The column of a term (or product) in a design's rows. */
export function columnOf(d: Design, t: Term | Product): number {
  if ('q' in t) return d.terms.length + d.products.indexOf(t);
  return d.terms.indexOf(t);
}

/** A readable name of a column, for "cannot be told apart from …". */
export function columnName(d: Design, j: number): string {
  if (j < d.terms.length) {
    const t = d.terms[j];
    return t.attr === 'side' ? 'the side played' : t.attr === 'quality' ? 'crew quality' : describeAttr(t.attr);
  }
  const p = d.products[j - d.terms.length];
  return `${describeAttr(p.q.attr)} × ${describeAttr(p.m.attr)}`;
}

export function describeAttr(a: Attribute | 'side'): string {
  return {
    doctrine: 'ammunition doctrine',
    quality: 'crew quality',
    shipClass: 'ship class',
    captain: 'captain',
    side: 'side',
  }[a];
}
