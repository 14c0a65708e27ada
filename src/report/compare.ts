/**
 * Doctrine against doctrine in plain words. Head to head (the same games): the share of decided
 * games each doctrine won, with its Wilson interval, judged against 50%. Against a common field
 * (disjoint games): the difference of two win shares, with Newcombe's interval, judged against 0.
 */
import type { SideRecord } from './records.js';
import { judge, MIN_DECIDED, moreGamesNeeded, newcombe, verdictVsZero, wilson, type Proportion, type Verdict } from './stats.js';
import { classPlural, count, doctrineName, orderDoctrines, pct, points } from './labels.js';

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
  games: Set<string>;
  wins: number;
  losses: number;
  draws: number;
}

function stratumLabel(me: SideRecord, flip: boolean): string {
  const [c1, c2] = flip ? [me.oppClass, me.shipClass] : [me.shipClass, me.oppClass];
  const [q1, q2] = flip ? [me.oppQuality, me.quality] : [me.quality, me.oppQuality];
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
export function headToHead(sides: readonly SideRecord[], margin = DEFAULT_MARGIN): HeadToHeadRow[] {
  const rows = sides.filter((s) => s.doctrine !== null && s.oppDoctrine !== null && s.doctrine !== s.oppDoctrine);
  const order = orderDoctrines(rows.map((s) => s.doctrine!));
  const rank = new Map(order.map((v, i) => [v, i]));
  const tallies = new Map<string, { x: string; y: string; label: string; flipLabel: string; t: Tally }>();
  const add = (key: string, x: string, y: string, label: string, flipLabel: string, s: SideRecord) => {
    let e = tallies.get(key);
    if (!e) tallies.set(key, (e = { x, y, label, flipLabel, t: { games: new Set(), wins: 0, losses: 0, draws: 0 } }));
    if (e.t.games.has(s.gameId)) return;
    e.t.games.add(s.gameId);
    e.t.wins += s.win;
    e.t.losses += s.loss;
    e.t.draws += s.draw;
  };
  for (const s of rows) {
    // count each game once, from the point of view of the doctrine listed first
    if (rank.get(s.doctrine!)! > rank.get(s.oppDoctrine!)!) continue;
    const label = stratumLabel(s, false);
    add(`${s.doctrine}|${s.oppDoctrine}|${label}`, s.doctrine!, s.oppDoctrine!, label, stratumLabel(s, true), s);
  }
  // pooled over strata, for the pairs that met in more than one
  const strataOfPair = new Map<string, Set<string>>();
  for (const { x, y, label } of tallies.values()) strataOfPair.set(`${x}|${y}`, (strataOfPair.get(`${x}|${y}`) ?? new Set()).add(label));
  for (const s of rows) {
    if (rank.get(s.doctrine!)! > rank.get(s.oppDoctrine!)!) continue;
    if ((strataOfPair.get(`${s.doctrine}|${s.oppDoctrine}`)?.size ?? 0) < 2) continue;
    add(`${s.doctrine}|${s.oppDoctrine}|*`, s.doctrine!, s.oppDoctrine!, POOLED, POOLED, s);
  }
  const out: HeadToHeadRow[] = [];
  for (const { x, y, label, flipLabel, t } of tallies.values()) {
    const decided = t.wins + t.losses;
    const flip = t.losses > t.wins;
    const [a, b, aw, bw] = flip ? [y, x, t.losses, t.wins] : [x, y, t.wins, t.losses];
    const w = wilson(aw, decided);
    const verdict = judge(w, margin);
    const more = gamesToDecide(w, t.games.size, margin);
    const stratum = flip ? flipLabel : label;
    const half = (w.high - w.low) / 2;
    const sentence =
      `${cap(doctrineName(a))} vs ${doctrineName(b)}, ${stratum}: ` +
      (decided === 0
        ? `no decided game yet (n = ${count(t.games.size)} games) — ${verdictText('undecided', a, more.games, margin)}`
        : `${pct(w.estimate)} ± ${pct(half)} of decided games (n = ${count(decided)}${t.draws ? `, plus ${count(t.draws)} drawn` : ''}) — ${verdictText(verdict, a, more.games, margin)}`);
    out.push({
      stratum, x: a, y: b, games: t.games.size, decided, xWins: aw, yWins: bw, draws: t.draws,
      share: w.estimate, low: w.low, high: w.high, verdict, moreDecided: more.decided, moreGames: more.games, sentence,
    });
  }
  return out.sort((p, q) => (p.stratum === POOLED ? -1 : 0) - (q.stratum === POOLED ? -1 : 0) || p.stratum.localeCompare(q.stratum) || rank.get(p.x)! - rank.get(q.x)! || rank.get(p.y)! - rank.get(q.y)!);
}

/**
 * Pairs of doctrines compared against the opponents both faced (excluding each other): the
 * difference of their win shares in decided games, Newcombe interval (games are disjoint).
 */
export function fieldDifferences(sides: readonly SideRecord[], margin = DEFAULT_MARGIN): FieldDiffRow[] {
  const rows = sides.filter((s) => s.doctrine !== null && s.oppDoctrine !== null && s.doctrine !== s.oppDoctrine);
  const doctrines = orderDoctrines(rows.map((s) => s.doctrine!));
  const rec = new Map<string, { wins: number; losses: number }>();
  const faced = new Map<string, Set<string>>();
  for (const s of rows) {
    const k = `${s.doctrine}|${s.oppDoctrine}`;
    const r = rec.get(k) ?? { wins: 0, losses: 0 };
    r.wins += s.win;
    r.losses += s.loss;
    rec.set(k, r);
    faced.set(s.doctrine!, (faced.get(s.doctrine!) ?? new Set()).add(s.oppDoctrine!));
  }
  const out: FieldDiffRow[] = [];
  for (let i = 0; i < doctrines.length; i++) {
    for (let j = i + 1; j < doctrines.length; j++) {
      let [x, y] = [doctrines[i], doctrines[j]];
      const common = doctrines.filter((z) => z !== x && z !== y && faced.get(x)?.has(z) && faced.get(y)?.has(z));
      if (common.length === 0) continue;
      const tally = (d: string) => common.reduce((acc, z) => {
        const r = rec.get(`${d}|${z}`)!;
        return { wins: acc.wins + r.wins, decided: acc.decided + r.wins + r.losses };
      }, { wins: 0, decided: 0 });
      let tx = tally(x);
      let ty = tally(y);
      if (tx.decided === 0 || ty.decided === 0) continue;
      if (tx.wins / tx.decided < ty.wins / ty.decided) [x, y, tx, ty] = [y, x, ty, tx];
      const d = newcombe(tx.wins, tx.decided, ty.wins, ty.decided);
      const verdict = Math.min(tx.decided, ty.decided) < MIN_DECIDED ? 'undecided' : verdictVsZero(d, margin);
      const against = common.map(doctrineName).join(', ');
      const sentence = `${cap(doctrineName(x))} vs ${doctrineName(y)} against the same opponents (${against}): ` +
        `${pct(tx.wins / tx.decided)} vs ${pct(ty.wins / ty.decided)} of decided games, difference ${points(d.estimate)} ` +
        `(95% interval ${points(d.low)} to ${points(d.high)}; n = ${count(tx.decided)} and ${count(ty.decided)}) — ` +
        (verdict === 'better' ? `${doctrineName(x)} is better` : verdict === 'equivalent' ? `no clear difference (within ±${Math.round(margin * 100)} points)` : 'no clear difference');
      out.push({
        x, y, opponents: common.join(' '), xWins: tx.wins, xDecided: tx.decided, yWins: ty.wins, yDecided: ty.decided,
        pX: tx.wins / tx.decided, pY: ty.wins / ty.decided, diff: d.estimate, low: d.low, high: d.high, verdict, sentence,
      });
    }
  }
  return out;
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
