/**
 * Effects from the adjusted model (model.ts), in a player's and a designer's currency: each level
 * of the studied factor against its baseline as the share of decided games it would win against an
 * otherwise equal opponent (σ(β), its 95% interval from β ± 1.96 se), in win-probability points,
 * and in crew grades (β / β_grade, delta-method interval) and 14.2.1 points. Overall (main-effects
 * model), and by ship class, crew and captain (one moderator model each, in which every factor held fixed
 * varies by the moderator too); an interaction is marked as shown by the data when its Holm-adjusted Wald
 * test is below 5%.
 */
import { findShipClass, pointsOf, type Quality } from '../api/wsim.js';
import { contrast, type LogitFit } from './logit.js';
import type { DesignTally, Pattern, Subject } from './design.js';
import {
  ATTRIBUTES,
  columnName,
  columnOf,
  describeAttr,
  factorTerms,
  fitDesign,
  grade,
  sideTerms,
  type Attribute,
  type Design,
  type FactorTerms,
  type Product,
  type Term,
} from './model.js';
import { errorFunction } from 'simple-statistics';
import { judge, normalQuantile, zFor, type Verdict } from './stats.js';

export interface EffectRow {
  /** the factor, its level and the baseline it is compared with */
  attr: Attribute | 'side';
  level: string;
  baseline: string;
  /** 'all', or the moderator the effect is split by, and its value */
  by: Attribute | 'all';
  subgroup: string;
  logOdds: number;
  se: number;
  /** share of decided games won against an otherwise equal opponent, with its 95% interval */
  share: number;
  low: number;
  high: number;
  verdict: Verdict;
  /** decided games that inform it: one side has the level (and the subgroup), the other not */
  decided: number;
  /** more decided games that would settle it (0 when settled) */
  moreDecided: number;
}

export interface Currency {
  grades: number;
  low: number;
  high: number;
  /** 14.2.1 points of one crew grade, per ship class of the design */
  pointsPerGrade: { shipClass: string; points: number }[];
}

export interface Interaction {
  level: string;
  by: Attribute;
  /** smallest Holm-adjusted p of its interaction terms (Holm over every interaction term of the question) */
  p: number;
  /** the unadjusted p of each of its interaction terms */
  ps: number[];
  shown: boolean;
  rows: EffectRow[];
}

export interface ModelReport {
  question: FactorTerms | null;
  overall: EffectRow[];
  currency: Map<string, Currency>;
  interactions: Interaction[];
  /** the other factors' effects, held fixed in the question's model */
  others: EffectRow[];
  /** levels of the studied factor the design cannot tell apart from other factors */
  confounded: { level: string; with: string[] }[];
  /** the factors held fixed (their names), the decided games and clusters, robust or model covariance, deviance */
  fit: {
    heldFixed: string[];
    n: number;
    clusters: number;
    robust: boolean;
    deviance: number;
    df: number;
    converged: boolean;
  };
}

const Z = zFor(0.95);
const sigmoid = (t: number) => 1 / (1 + Math.exp(-t));

/** Two-sided p of a Wald z. */
function pValue(z: number): number {
  return 1 - errorFunction(Math.abs(z) / Math.SQRT2);
}

/** Holm's step-down adjustment of a list of p values (same order). */
export function holm(ps: readonly number[]): number[] {
  const order = ps.map((p, i) => [p, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(ps.length);
  let running = 0;
  order.forEach(([p, i], k) => {
    running = Math.max(running, Math.min(1, (ps.length - k) * p));
    out[i] = running;
  });
  return out;
}

/**
 * Decided games that inform a term: one side has the level and the other not (a grade term: the
 * crews differ), the side with it (the better crew) in the subgroup.
 */
function informative(patterns: readonly Pattern[], t: Term, inGroup: (s: Subject) => boolean = () => true): number {
  let n = 0;
  for (const p of patterns) {
    const [a, b] = [t.value(p.a), t.value(p.b)];
    if (a !== b && inGroup(a > b ? p.a : p.b)) n += p.wins + p.losses;
  }
  return n;
}

/** More decided games for 80% power at the observed effect, or the margin's when smaller. */
function moreDecided(logOdds: number, se: number, n: number, margin: number): number {
  const target = Math.max(Math.abs(logOdds), Math.log((0.5 + margin) / (0.5 - margin)));
  const seNeeded = target / (Z + normalQuantile(0.8));
  return Math.max(1, Math.ceil(n * (se / seNeeded) ** 2 - n));
}

function effectRow(
  base: Omit<EffectRow, 'logOdds' | 'se' | 'share' | 'low' | 'high' | 'verdict' | 'moreDecided'>,
  c: { estimate: number; se: number },
  margin: number,
): EffectRow {
  const share = sigmoid(c.estimate);
  const low = sigmoid(c.estimate - Z * c.se);
  const high = sigmoid(c.estimate + Z * c.se);
  const verdict = judge({ estimate: share, low, high, n: base.decided, successes: NaN }, margin);
  return {
    ...base,
    logOdds: c.estimate,
    se: c.se,
    share,
    low,
    high,
    verdict,
    moreDecided: verdict === 'undecided' ? moreDecided(c.estimate, c.se, base.decided, margin) : 0,
  };
}

function unit(d: Design, t: Term | Product): number[] {
  const c = new Array<number>(d.terms.length + d.products.length).fill(0);
  c[columnOf(d, t)] = 1;
  return c;
}

/** Columns a design cannot estimate apart: the dropped ones and those they are combinations of. */
function confoundedWith(d: Design, fit: LogitFit, j: number): string[] {
  const names = new Set<string>();
  for (const [dropped, of] of fit.aliased) {
    if (!of.length) continue;
    if (dropped === j) for (const k of of) names.add(columnName(d, k));
    else if (of.includes(j)) names.add(columnName(d, dropped));
  }
  names.delete(columnName(d, j));
  return [...names];
}

/** The question's levels in crew grades (β / β_grade, delta method), and 14.2.1 points of a grade per class. */
function currency(
  d: Design,
  fit: LogitFit,
  t: Term,
  quality: FactorTerms | undefined,
  classes: string[],
): Currency | null {
  if (!quality || t.attr === 'quality') return null;
  const g = quality.terms[0];
  const [i, j] = [columnOf(d, t), columnOf(d, g)];
  const [a, b] = [fit.beta[i], fit.beta[j]];
  if (!Number.isFinite(a) || !Number.isFinite(b) || Math.abs(b) < 2 * Math.sqrt(fit.cov[j][j])) return null;
  const r = a / b;
  const se = Math.sqrt(Math.max(0, fit.cov[i][i] - 2 * r * fit.cov[i][j] + r * r * fit.cov[j][j])) / Math.abs(b);
  const [best, worst] = [quality.levels[0], quality.levels[quality.levels.length - 1]];
  const steps = grade(best) - grade(worst);
  const pointsPerGrade = classes.flatMap((shipClass) => {
    const entry = findShipClass(shipClass);
    if (!entry) return [];
    return [{ shipClass, points: (pointsOf(entry, best as Quality) - pointsOf(entry, worst as Quality)) / steps }];
  });
  return { grades: r, low: r - Z * se, high: r + Z * se, pointsPerGrade };
}

function mainDesign(q: FactorTerms | null, others: FactorTerms[], patterns: readonly Pattern[]): Design {
  return { terms: [...(q?.terms ?? []), ...others.flatMap((f) => f.terms), ...sideTerms(patterns)], products: [] };
}

/** The other factors' effects (and the side's), each against its baseline, all else held fixed. */
function otherEffects(
  d: Design,
  fit: LogitFit,
  others: FactorTerms[],
  patterns: readonly Pattern[],
  margin: number,
): EffectRow[] {
  const out: EffectRow[] = [];
  for (const f of others)
    for (const t of f.terms) {
      const c = contrast(fit, unit(d, t));
      if (!c || confoundedWith(d, fit, columnOf(d, t)).length) continue;
      const base = { attr: f.attr, level: t.level, baseline: f.baseline, by: 'all' as const, subgroup: 'all' };
      out.push(effectRow({ ...base, decided: informative(patterns, t) }, c, margin));
    }
  for (const t of d.terms.filter((x) => x.attr === 'side')) {
    const c = contrast(fit, unit(d, t));
    const mine = patterns.filter((p) => p.engagement === t.level);
    if (!c || !mine.length) continue;
    const decided = mine.reduce((a, p) => a + p.wins + p.losses, 0);
    const base = { attr: 'side' as const, level: mine[0].firstSide, baseline: 'the other side', by: 'all' as const };
    out.push(effectRow({ ...base, subgroup: t.level, decided }, c, margin));
  }
  return out;
}

/** The studied factor by one moderator: its effect in each of the moderator's levels, and the interaction tests. */
function byModerator(
  q: FactorTerms,
  m: FactorTerms,
  others: FactorTerms[],
  tally: DesignTally,
  margin: number,
): Interaction[] {
  const patterns = tally.patterns;
  const base = mainDesign(q, others, patterns);
  // Every factor held fixed gets its own effect in each level of the moderator too: the studied factor's effect
  // in a level is then measured against that level's own baseline. With the held-fixed effects shared, a
  // moderator level whose crews (say) differ by more than the average would have the difference credited to the
  // studied factor in that level (one captain's larger crew effect read as its doctrine's gain).
  const held = others.filter((f) => f !== m).flatMap((f) => f.terms);
  const crossed = [...q.terms, ...held].flatMap((qt) => m.terms.map((mt) => ({ q: qt, m: mt })));
  const d: Design = { terms: base.terms, products: crossed };
  const fit = fitDesign(d, patterns, tally.clusters());
  const out: Interaction[] = [];
  for (const t of q.terms) {
    const products = d.products.filter((p) => p.q === t);
    const ps = products.flatMap((p) => {
      const c = contrast(fit, unit(d, p));
      return c && c.se > 0 ? [pValue(c.estimate / c.se)] : [];
    });
    const rows = m.levels.flatMap((v) => {
      const c = unit(d, t);
      if (m.kind === 'grade') c[columnOf(d, products[0])] = grade(v);
      else if (v !== m.baseline)
        c[
          columnOf(
            d,
            products.find((p) => p.m.level === v)!,
          )
        ] = 1;
      const est = contrast(fit, c);
      const inGroup = (s: Subject) => s[m.attr] === v;
      const decided = informative(patterns, t, inGroup);
      if (!est || decided === 0) return [];
      const head = { attr: q.attr, level: t.level, baseline: q.baseline, by: m.attr, subgroup: v, decided };
      return [effectRow(head, est, margin)];
    });
    if (ps.length && rows.length > 1) out.push({ level: t.level, by: m.attr, p: NaN, ps, shown: false, rows });
  }
  return out;
}

/**
 * The adjusted model of the tallied games: the studied factor's effects (overall, and by each
 * other factor where the data show they differ) and the other factors' effects. Null without a
 * two-sided game.
 */
export function modelReport(tally: DesignTally, question: Attribute | null, margin: number): ModelReport | null {
  const patterns = tally.patterns;
  if (!patterns.some((p) => p.wins + p.losses > 0)) return null;
  const factors = ATTRIBUTES.map((a) => factorTerms(a, patterns)).filter((f): f is FactorTerms => f !== null);
  const q = factors.find((f) => f.attr === question) ?? null;
  const others = factors.filter((f) => f !== q);
  const d = mainDesign(q, others, patterns);
  const fit = fitDesign(d, patterns, tally.clusters());
  const quality = factors.find((f) => f.attr === 'quality');
  const classes = factors.find((f) => f.attr === 'shipClass')?.levels ?? [
    ...new Set(patterns.map((p) => p.a.shipClass).filter((c): c is string => c !== null)),
  ];
  const overall: EffectRow[] = [];
  const confounded: ModelReport['confounded'] = [];
  const money = new Map<string, Currency>();
  for (const t of q?.terms ?? []) {
    const withOthers = confoundedWith(d, fit, columnOf(d, t));
    const c = contrast(fit, unit(d, t));
    if (withOthers.length || !c) {
      confounded.push({ level: t.level, with: withOthers });
      continue;
    }
    const head = { attr: q!.attr, level: t.level, baseline: q!.baseline, by: 'all' as const, subgroup: 'all' };
    overall.push(effectRow({ ...head, decided: informative(patterns, t) }, c, margin));
    const cur = currency(d, fit, t, quality, classes);
    if (cur) money.set(t.level, cur);
  }
  const interactions = q ? others.flatMap((m) => byModerator(q, m, others, tally, margin)) : [];
  const adjusted = holm(interactions.flatMap((i) => i.ps));
  let k = 0;
  for (const i of interactions) {
    i.p = Math.min(...adjusted.slice(k, (k += i.ps.length)));
    i.shown = i.p < 0.05 && !confounded.some((c) => c.level === i.level);
  }
  return {
    question: q,
    overall,
    currency: money,
    interactions,
    others: otherEffects(d, fit, others, patterns, margin),
    confounded,
    fit: {
      heldFixed: [...others.map((f) => describeAttr(f.attr)), 'side played'],
      n: fit.n,
      clusters: fit.clusters,
      robust: fit.robust,
      deviance: fit.deviance,
      df: fit.df,
      converged: fit.converged,
    },
  };
}
