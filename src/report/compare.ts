/**
 * Doctrine against doctrine, head to head: the share of decided games each doctrine won in each
 * stratum (the ship classes, crews and captains of both sides), with its Wilson interval. Only a
 * stratum where the doctrine is the only difference between the sides (same class, crew and
 * captain; the side-swapped pairs exchange the sides) is judged against 50% and written as a
 * sentence; the others are data only (a crack crew's edge is not the doctrine's). Comparisons
 * across strata come from the adjusted model (effects.ts).
 */
import type { SideRecord } from './records.js';
import type { ClassOf } from './classes.js';
import { judge, moreGamesNeeded, wilson, type Proportion, type Verdict } from './stats.js';
import { classPlural, compareDoctrines, count, doctrineName, orderDoctrines, pct } from './labels.js';

/** The smallest edge that matters to a designer (5 percentage points of win share). */
export const DEFAULT_MARGIN = 0.05;

/** The stratum label of a comparison pooled over every stratum where the doctrine was the only difference. */
export const POOLED = 'all classes and crews';

/** The source named at the end of a head-to-head sentence. */
export const ONLY_DIFFERENCE = '[games where the doctrine is the only difference]';

export interface HeadToHeadRow {
  stratum: string;
  x: string;
  y: string;
  games: number;
  decided: number;
  xWins: number;
  yWins: number;
  draws: number;
  /** share of decided games won by x, with its Wilson interval */
  share: number;
  low: number;
  high: number;
  /** what else differs between the sides ("" when the doctrine is the only difference) */
  alsoDiffers: string;
  /** judged only where the doctrine is the only difference (null otherwise) */
  verdict: Verdict | null;
  /** more decided games that would decide it (0 when decided) */
  moreDecided: number;
  /** the same in games played, at the observed share of decided games */
  moreGames: number;
  /** "" where something besides the doctrine differs */
  sentence: string;
}

/** More decided games needed, and the games to play for them at the observed decided share. */
export function gamesToDecide(p: Proportion, games: number, margin: number): { decided: number; games: number } {
  const decided = moreGamesNeeded(p.n === 0 ? { ...p, estimate: 0.5 } : p, margin);
  const share = games > 0 && p.n > 0 ? p.n / games : 1;
  return { decided, games: Math.ceil(decided / share) };
}

interface Tally {
  games: number;
  wins: number;
  losses: number;
  draws: number;
}

/** One stratum of a doctrine pair: x's class, crew and captain against y's (classes as tally keys, see classes.ts). */
interface Stratum extends Tally {
  x: string;
  y: string;
  c1: string | null;
  c2: string | null;
  q1: string | null;
  q2: string | null;
  k1: string | null;
  k2: string | null;
}

/**
 * Doctrine against doctrine, tallied while reading: the games of each pair in each stratum (seen
 * from the doctrine listed first, so each game counts once).
 */
export class DoctrinePairs {
  readonly strata = new Map<string, Stratum>();

  /** The sides of one game; `classKey` gives the ship class as the tallies key it. */
  add(sides: readonly SideRecord[], classKey: (s: SideRecord) => string, oppClassKey: (s: SideRecord) => string): void {
    for (const s of sides) {
      const [x, y] = [s.doctrine, s.oppDoctrine];
      if (x === null || y === null || x === y) continue;
      // count each game once, from the point of view of the doctrine listed first
      if (compareDoctrines(x, y) > 0) continue;
      const [c1, c2] = [classKey(s), oppClassKey(s)];
      const [q1, q2, k1, k2] = [s.quality, s.oppQuality, s.captain, s.oppCaptain];
      const k = JSON.stringify([x, y, c1, c2, q1, q2, k1, k2]);
      let t = this.strata.get(k);
      if (!t) this.strata.set(k, (t = { x, y, c1, c2, q1, q2, k1, k2, games: 0, wins: 0, losses: 0, draws: 0 }));
      t.games++;
      t.wins += s.win;
      t.losses += s.loss;
      t.draws += s.draw;
    }
  }
}

interface Sides {
  c1: string | null;
  c2: string | null;
  q1: string | null;
  q2: string | null;
  k1: string | null;
  k2: string | null;
}

function stratumLabel({ c1, c2, q1, q2, k1, k2 }: Sides, captains: boolean): string {
  const parts: string[] = [];
  if (c1 !== null && c2 !== null) parts.push(c1 === c2 ? classPlural(c1) : `${c1} vs ${c2}`);
  if (q1 !== null && q2 !== null) parts.push(q1 === q2 ? `${q1} crews` : `${q1} vs ${q2} crews`);
  if (captains && k1 !== null && k2 !== null) parts.push(k1 === k2 ? `${k1} captains` : `${k1} vs ${k2} captains`);
  return parts.join(', ') || 'all games';
}

/** What differs between the two sides of a stratum besides the doctrine ("" when nothing). */
function alsoDiffers({ c1, c2, q1, q2, k1, k2 }: Sides): string {
  const parts: string[] = [];
  if (c1 !== c2) parts.push('ship class');
  if (q1 !== q2) parts.push('crew quality');
  if (k1 !== k2) parts.push('captain');
  return parts.join(', ');
}

function verdictText(v: Verdict, winner: string, more: number, margin: number): string {
  if (v === 'better') return `${doctrineName(winner)} is better`;
  if (v === 'equivalent') return `no clear difference (within ±${Math.round(margin * 100)} points)`;
  return `no clear difference yet (about ${count(more)} more games would tell)`;
}

interface Group {
  x: string;
  y: string;
  label: string;
  flipLabel: string;
  also: string;
  t: Tally;
}

/** Strata by label (class keys resolved), and the strata where the doctrine is the only difference pooled per pair. */
function groups(pairs: DoctrinePairs, classOf: ClassOf): Group[] {
  const strata = [...pairs.strata.values()].map((s) => ({ ...s, c1: classOf(s.c1), c2: classOf(s.c2) }));
  const captains = new Set(strata.flatMap((s) => [s.k1, s.k2])).size > 1;
  const tallies = new Map<string, Group>();
  const add = (key: string, g: Omit<Group, 't'>, s: Tally) => {
    let e = tallies.get(key);
    if (!e) tallies.set(key, (e = { ...g, t: { games: 0, wins: 0, losses: 0, draws: 0 } }));
    e.t.games += s.games;
    e.t.wins += s.wins;
    e.t.losses += s.losses;
    e.t.draws += s.draws;
  };
  for (const s of strata) {
    const label = stratumLabel(s, captains);
    const flip = { c1: s.c2, c2: s.c1, q1: s.q2, q2: s.q1, k1: s.k2, k2: s.k1 };
    add(
      `${s.x}|${s.y}|${label}`,
      { x: s.x, y: s.y, label, flipLabel: stratumLabel(flip, captains), also: alsoDiffers(s) },
      s,
    );
  }
  const clean = [...tallies.values()].filter((g) => g.also === '');
  for (const g of clean) {
    if (clean.filter((h) => h.x === g.x && h.y === g.y).length < 2) continue;
    add(`${g.x}|${g.y}|*`, { x: g.x, y: g.y, label: POOLED, flipLabel: POOLED, also: '' }, g.t);
  }
  return [...tallies.values()];
}

function h2hRow({ x, y, label, flipLabel, also, t }: Group, margin: number): HeadToHeadRow {
  const decided = t.wins + t.losses;
  const flip = t.losses > t.wins;
  const [a, b, aw, bw] = flip ? [y, x, t.losses, t.wins] : [x, y, t.wins, t.losses];
  const w = wilson(aw, decided);
  const verdict = also === '' ? judge(w, margin) : null;
  const more = verdict ? gamesToDecide(w, t.games, margin) : { decided: 0, games: 0 };
  const stratum = flip ? flipLabel : label;
  const half = (w.high - w.low) / 2;
  const head = `${cap(doctrineName(a))} vs ${doctrineName(b)}, ${stratum}: `;
  const sentence = !verdict
    ? ''
    : head +
      (decided === 0
        ? `no decided game yet (n = ${count(t.games)} games) — ${verdictText('undecided', a, more.games, margin)}`
        : `${pct(w.estimate)} ± ${pct(half)} of decided games (n = ${count(decided)}${t.draws ? `, plus ${count(t.draws)} drawn` : ''}) — ${verdictText(verdict, a, more.games, margin)}`) +
      ` ${ONLY_DIFFERENCE}`;
  return {
    stratum,
    x: a,
    y: b,
    games: t.games,
    decided,
    xWins: aw,
    yWins: bw,
    draws: t.draws,
    share: w.estimate,
    low: w.low,
    high: w.high,
    alsoDiffers: also,
    verdict,
    moreDecided: more.decided,
    moreGames: more.games,
    sentence,
  };
}

/**
 * Head-to-head results of every pair of doctrines in every stratum, and pooled over the strata where
 * the doctrine is the only difference; only those are judged and written as sentences.
 */
export function headToHead(
  pairs: DoctrinePairs,
  classOf: ClassOf = (c) => c,
  margin = DEFAULT_MARGIN,
): HeadToHeadRow[] {
  const order = orderDoctrines([...pairs.strata.values()].flatMap((t) => [t.x, t.y]));
  const rank = new Map(order.map((v, i) => [v, i]));
  return groups(pairs, classOf)
    .map((g) => h2hRow(g, margin))
    .sort(
      (p, q) =>
        (p.stratum === POOLED ? -1 : 0) - (q.stratum === POOLED ? -1 : 0) ||
        p.stratum.localeCompare(q.stratum) ||
        rank.get(p.x)! - rank.get(q.x)! ||
        rank.get(p.y)! - rank.get(q.y)!,
    );
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
