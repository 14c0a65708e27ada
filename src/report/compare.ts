/**
 * Doctrine against doctrine in plain words. Head to head (the same games): the share of decided
 * games each doctrine won, with its Wilson interval, judged against 50%. Against a common field
 * (disjoint games): the difference of two win shares, with Newcombe's interval, judged against 0.
 */
import type { SideRecord } from './records.js';
import type { ClassOf } from './classes.js';
import {
  judge,
  MIN_DECIDED,
  moreGamesNeeded,
  newcombe,
  verdictVsZero,
  wilson,
  type Proportion,
  type Verdict,
} from './stats.js';
import { classPlural, compareDoctrines, count, doctrineName, orderDoctrines, pct, points } from './labels.js';

/** The smallest edge that matters to a designer (5 percentage points of win share). */
export const DEFAULT_MARGIN = 0.05;

/** The stratum label of a comparison pooled over every class and crew pairing it was played in. */
export const POOLED = 'all classes and crews';

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
  verdict: Verdict;
  /** more decided games that would decide it (0 when decided) */
  moreDecided: number;
  /** the same in games played, at the observed share of decided games */
  moreGames: number;
  sentence: string;
}

/** More decided games needed, and the games to play for them at the observed decided share. */
export function gamesToDecide(p: Proportion, games: number, margin: number): { decided: number; games: number } {
  const decided = moreGamesNeeded(p.n === 0 ? { ...p, estimate: 0.5 } : p, margin);
  const share = games > 0 && p.n > 0 ? p.n / games : 1;
  return { decided, games: Math.ceil(decided / share) };
}

export interface FieldDiffRow {
  x: string;
  y: string;
  /** the opponents both faced (x and y themselves excluded) */
  opponents: string;
  xWins: number;
  xDecided: number;
  yWins: number;
  yDecided: number;
  pX: number;
  pY: number;
  diff: number;
  low: number;
  high: number;
  verdict: Verdict;
  sentence: string;
}

interface Tally {
  games: number;
  wins: number;
  losses: number;
  draws: number;
}

/** One stratum of a doctrine pair: x's classes and crews against y's (classes as tally keys, see classes.ts). */
interface Stratum extends Tally {
  x: string;
  y: string;
  c1: string | null;
  c2: string | null;
  q1: string | null;
  q2: string | null;
}

/**
 * Doctrine against doctrine, tallied while reading: the games of each pair in each stratum (seen
 * from the doctrine listed first, so each game counts once), and each doctrine's record against
 * each other doctrine (from both sides), for the comparisons against a common field.
 */
export class DoctrinePairs {
  readonly strata = new Map<string, Stratum>();
  readonly field = new Map<string, { x: string; y: string; wins: number; losses: number }>();

  /** The sides of one game; `classKey` gives the ship class as the tallies key it. */
  add(sides: readonly SideRecord[], classKey: (s: SideRecord) => string, oppClassKey: (s: SideRecord) => string): void {
    for (const s of sides) {
      const [x, y] = [s.doctrine, s.oppDoctrine];
      if (x === null || y === null || x === y) continue;
      const f = `${x}\u0000${y}`;
      let r = this.field.get(f);
      if (!r) this.field.set(f, (r = { x, y, wins: 0, losses: 0 }));
      r.wins += s.win;
      r.losses += s.loss;
      // count each game once, from the point of view of the doctrine listed first
      if (compareDoctrines(x, y) > 0) continue;
      const [c1, c2] = [classKey(s), oppClassKey(s)];
      const k = `${x}\u0000${y}\u0000${c1}\u0000${c2}\u0000${s.quality ?? '\u0001'}\u0000${s.oppQuality ?? '\u0001'}`;
      let t = this.strata.get(k);
      if (!t)
        this.strata.set(
          k,
          (t = { x, y, c1, c2, q1: s.quality, q2: s.oppQuality, games: 0, wins: 0, losses: 0, draws: 0 }),
        );
      t.games++;
      t.wins += s.win;
      t.losses += s.loss;
      t.draws += s.draw;
    }
  }
}

function stratumLabel(c1: string | null, c2: string | null, q1: string | null, q2: string | null): string {
  const parts: string[] = [];
  if (c1 !== null && c2 !== null) parts.push(c1 === c2 ? classPlural(c1) : `${c1} vs ${c2}`);
  if (q1 !== null && q2 !== null) parts.push(q1 === q2 ? `${q1} crews` : `${q1} vs ${q2} crews`);
  return parts.join(', ') || 'all games';
}

function verdictText(v: Verdict, winner: string, more: number, margin: number): string {
  if (v === 'better') return `${doctrineName(winner)} is better`;
  if (v === 'equivalent') return `no clear difference (within ±${Math.round(margin * 100)} points)`;
  return `no clear difference yet (about ${count(more)} more games would tell)`;
}

/** Head-to-head results of every pair of doctrines in every stratum (and all strata pooled). */
export function headToHead(
  pairs: DoctrinePairs,
  classOf: ClassOf = (c) => c,
  margin = DEFAULT_MARGIN,
): HeadToHeadRow[] {
  const order = orderDoctrines([...pairs.strata.values()].flatMap((t) => [t.x, t.y]));
  const rank = new Map(order.map((v, i) => [v, i]));
  // strata by label (the class keys resolved to names), then every stratum of a pair pooled
  const tallies = new Map<string, { x: string; y: string; label: string; flipLabel: string; t: Tally }>();
  const add = (key: string, x: string, y: string, label: string, flipLabel: string, s: Tally) => {
    let e = tallies.get(key);
    if (!e) tallies.set(key, (e = { x, y, label, flipLabel, t: { games: 0, wins: 0, losses: 0, draws: 0 } }));
    e.t.games += s.games;
    e.t.wins += s.wins;
    e.t.losses += s.losses;
    e.t.draws += s.draws;
  };
  for (const s of pairs.strata.values()) {
    const [c1, c2] = [classOf(s.c1), classOf(s.c2)];
    const label = stratumLabel(c1, c2, s.q1, s.q2);
    add(`${s.x}|${s.y}|${label}`, s.x, s.y, label, stratumLabel(c2, c1, s.q2, s.q1), s);
  }
  const strataOfPair = new Map<string, Set<string>>();
  for (const { x, y, label } of tallies.values())
    strataOfPair.set(`${x}|${y}`, (strataOfPair.get(`${x}|${y}`) ?? new Set()).add(label));
  for (const s of pairs.strata.values()) {
    if ((strataOfPair.get(`${s.x}|${s.y}`)?.size ?? 0) < 2) continue;
    add(`${s.x}|${s.y}|*`, s.x, s.y, POOLED, POOLED, s);
  }
  const out: HeadToHeadRow[] = [];
  for (const { x, y, label, flipLabel, t } of tallies.values()) {
    const decided = t.wins + t.losses;
    const flip = t.losses > t.wins;
    const [a, b, aw, bw] = flip ? [y, x, t.losses, t.wins] : [x, y, t.wins, t.losses];
    const w = wilson(aw, decided);
    const verdict = judge(w, margin);
    const more = gamesToDecide(w, t.games, margin);
    const stratum = flip ? flipLabel : label;
    const half = (w.high - w.low) / 2;
    const sentence =
      `${cap(doctrineName(a))} vs ${doctrineName(b)}, ${stratum}: ` +
      (decided === 0
        ? `no decided game yet (n = ${count(t.games)} games) — ${verdictText('undecided', a, more.games, margin)}`
        : `${pct(w.estimate)} ± ${pct(half)} of decided games (n = ${count(decided)}${t.draws ? `, plus ${count(t.draws)} drawn` : ''}) — ${verdictText(verdict, a, more.games, margin)}`);
    out.push({
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
      verdict,
      moreDecided: more.decided,
      moreGames: more.games,
      sentence,
    });
  }
  return out.sort(
    (p, q) =>
      (p.stratum === POOLED ? -1 : 0) - (q.stratum === POOLED ? -1 : 0) ||
      p.stratum.localeCompare(q.stratum) ||
      rank.get(p.x)! - rank.get(q.x)! ||
      rank.get(p.y)! - rank.get(q.y)!,
  );
}

/**
 * Pairs of doctrines compared against the opponents both faced (excluding each other): the
 * difference of their win shares in decided games, Newcombe interval (games are disjoint).
 */
export function fieldDifferences(pairs: DoctrinePairs, margin = DEFAULT_MARGIN): FieldDiffRow[] {
  const doctrines = orderDoctrines([...pairs.field.values()].map((r) => r.x));
  const rec = new Map<string, { wins: number; losses: number }>();
  const faced = new Map<string, Set<string>>();
  for (const r of pairs.field.values()) {
    rec.set(`${r.x}|${r.y}`, r);
    faced.set(r.x, (faced.get(r.x) ?? new Set()).add(r.y));
  }
  const out: FieldDiffRow[] = [];
  for (let i = 0; i < doctrines.length; i++) {
    for (let j = i + 1; j < doctrines.length; j++) {
      let [x, y] = [doctrines[i], doctrines[j]];
      const common = doctrines.filter((z) => z !== x && z !== y && faced.get(x)?.has(z) && faced.get(y)?.has(z));
      if (common.length === 0) continue;
      const tally = (d: string) =>
        common.reduce(
          (acc, z) => {
            const r = rec.get(`${d}|${z}`)!;
            return { wins: acc.wins + r.wins, decided: acc.decided + r.wins + r.losses };
          },
          { wins: 0, decided: 0 },
        );
      let tx = tally(x);
      let ty = tally(y);
      if (tx.decided === 0 || ty.decided === 0) continue;
      if (tx.wins / tx.decided < ty.wins / ty.decided) [x, y, tx, ty] = [y, x, ty, tx];
      const d = newcombe(tx.wins, tx.decided, ty.wins, ty.decided);
      const verdict = Math.min(tx.decided, ty.decided) < MIN_DECIDED ? 'undecided' : verdictVsZero(d, margin);
      const against = common.map(doctrineName).join(', ');
      const sentence =
        `${cap(doctrineName(x))} vs ${doctrineName(y)} against the same opponents (${against}): ` +
        `${pct(tx.wins / tx.decided)} vs ${pct(ty.wins / ty.decided)} of decided games, difference ${points(d.estimate)} ` +
        `(95% interval ${points(d.low)} to ${points(d.high)}; n = ${count(tx.decided)} and ${count(ty.decided)}) — ` +
        (verdict === 'better'
          ? `${doctrineName(x)} is better`
          : verdict === 'equivalent'
            ? `no clear difference (within ±${Math.round(margin * 100)} points)`
            : 'no clear difference');
      out.push({
        x,
        y,
        opponents: common.join(' '),
        xWins: tx.wins,
        xDecided: tx.decided,
        yWins: ty.wins,
        yDecided: ty.decided,
        pX: tx.wins / tx.decided,
        pY: ty.wins / ty.decided,
        diff: d.estimate,
        low: d.low,
        high: d.high,
        verdict,
        sentence,
      });
    }
  }
  return out;
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
