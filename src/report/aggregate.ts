/**
 * The tables behind the report, aggregated with arquero from the flat records; every proportion
 * carries its Wilson interval, every mean its t interval (src/report/stats.ts). A table that needs
 * an absent factor is null, and the reason is kept as a note.
 */
import { from, op, type ColumnTable } from 'arquero';
import type { LadderReport } from '../lab/types.js';
import { ENDINGS, toRecords, type GameRecord, type Records, type SideRecord } from './records.js';
import { meanIntervalFrom, ratioOfMeansFrom, wilson } from './stats.js';
import { orderBy, orderDoctrines, orderQualities } from './labels.js';

/** Win record of one value of a factor (row) against another (col). */
export interface MatchupRow {
  row: string;
  col: string;
  games: number;
  /** games `row` won and lost (null in a mirror cell, where every decided game is both) */
  wins: number | null;
  draws: number;
  losses: number | null;
  /** games that ended with a winner */
  decided: number;
  /** share of decided games won by `row`, with its Wilson interval (mirror cells: exactly ½) */
  winShare: number;
  low: number;
  high: number;
  drawShare: number;
  drawLow: number;
  drawHigh: number;
  mirror: boolean;
}

/** A per-doctrine metric in one split (class or crew quality), with its interval. */
export interface ProfileRow {
  splitKind: 'class' | 'quality' | 'all';
  split: string;
  doctrine: string;
  metric: 'damage per turn' | 'turns to decision' | 'decided by melee';
  /** hit type for damage (H, G, C, R); "" otherwise */
  type: string;
  n: number;
  estimate: number;
  low: number;
  high: number;
}

export interface ValueRow {
  shipClass: string;
  games: number;
  pointsFor: number;
  pointsAgainst: number;
  /** victory points taken per point lost, with its delta-method interval */
  ratio: number;
  low: number;
  high: number;
}

export interface CurveRow {
  qualityDiff: number;
  games: number;
  decided: number;
  wins: number;
  winShare: number;
  low: number;
  high: number;
  mirror: boolean;
}

export interface EndingRow {
  cellLabel: string;
  ending: string;
  games: number;
  cellGames: number;
  share: number;
  low: number;
  high: number;
}

export interface TurnRow {
  turns: number;
  games: number;
  share: number;
  low: number;
  high: number;
}

export interface LadderRow {
  captain: string;
  elo: number;
  low: number;
  high: number;
  games: number;
}

export interface Aggregates {
  records: Records;
  doctrineMatrix: MatchupRow[] | null;
  doctrineProfile: ProfileRow[] | null;
  classMatrix: MatchupRow[] | null;
  classValue: ValueRow[] | null;
  qualityCurve: CurveRow[] | null;
  endings: EndingRow[] | null;
  turns: TurnRow[] | null;
  ladder: LadderRow[] | null;
  /** why a table was left out */
  notes: string[];
}

type Key = 'doctrine' | 'shipClass' | 'quality' | 'captain';
const OPP: Record<Key, keyof SideRecord> = { doctrine: 'oppDoctrine', shipClass: 'oppClass', quality: 'oppQuality', captain: 'oppCaptain' };

function table(rows: readonly object[]): ColumnTable {
  return from(rows as object[]);
}

/** Sides where both the key and the opponent's key are known. */
function withKey(sides: readonly SideRecord[], key: Key): SideRecord[] {
  return sides.filter((s) => s[key] !== null && s[OPP[key]] !== null);
}

/** Win shares of each value of `key` against each value (cells on distinct games; mirrors are ½). */
export function matchups(sides: readonly SideRecord[], key: Key, order: (v: Iterable<string>) => string[]): MatchupRow[] {
  const rows = withKey(sides, key);
  if (rows.length === 0) return [];
  const grouped = table(rows.map((s) => ({ row: s[key], col: s[OPP[key]], win: s.win, draw: s.draw, loss: s.loss, gameId: s.gameId })))
    .groupby('row', 'col')
    .rollup({ sides: op.count(), games: op.distinct('gameId'), wins: op.sum('win'), draws: op.sum('draw'), losses: op.sum('loss') })
    .objects() as { row: string; col: string; sides: number; games: number; wins: number; draws: number; losses: number }[];
  const rank = new Map(order(rows.flatMap((s) => [s[key] as string, s[OPP[key]] as string])).map((v, i) => [v, i]));
  return grouped
    .map((g) => {
      const mirror = g.row === g.col;
      // in a mirror cell each game is seen from both sides: count games, not sides
      const per = mirror ? g.sides / g.games : 1;
      const wins = g.wins / per;
      const losses = g.losses / per;
      const draws = g.draws / per;
      const decided = wins + losses;
      const w = wilson(wins, decided);
      const d = wilson(draws, g.games);
      return {
        row: g.row, col: g.col, games: g.games, wins: mirror ? null : wins, draws, losses: mirror ? null : losses, decided,
        winShare: mirror ? 0.5 : w.estimate, low: mirror ? 0.5 : w.low, high: mirror ? 0.5 : w.high,
        drawShare: d.estimate, drawLow: d.low, drawHigh: d.high, mirror,
      };
    })
    .sort((a, b) => rank.get(a.row)! - rank.get(b.row)! || rank.get(a.col)! - rank.get(b.col)!);
}

const SPLITS: { kind: 'class' | 'quality'; key: 'shipClass' | 'quality'; order: (v: Iterable<string>) => string[] }[] = [
  { kind: 'class', key: 'shipClass', order: (v) => orderBy(v) },
  { kind: 'quality', key: 'quality', order: orderQualities },
];

function meanRows(t: ColumnTable, groups: string[], column: string): { n: number; mean: number; variance: number; [k: string]: unknown }[] {
  return t
    .groupby(...groups)
    .rollup({ n: op.valid(column), mean: op.mean(column), variance: op.variance(column) })
    .objects() as { n: number; mean: number; variance: number }[];
}

/** Per doctrine and split: damage per turn by type, turns to decision, share decided by melee. */
export function doctrineProfile(sides: readonly SideRecord[], splitKinds: ('class' | 'quality' | 'all')[]): ProfileRow[] {
  const out: ProfileRow[] = [];
  const known = sides.filter((s) => s.doctrine !== null);
  for (const kind of splitKinds) {
    const spec = SPLITS.find((s) => s.kind === kind);
    const rows = known
      .filter((s) => !spec || s[spec.key] !== null)
      .map((s) => ({ ...s, split: spec ? (s[spec.key] as string) : 'all' }));
    if (rows.length === 0) continue;
    const t = table(rows);
    for (const type of ['H', 'G', 'C', 'R'] as const) {
      for (const g of meanRows(t, ['doctrine', 'split'], `dmg${type}`)) {
        const m = meanIntervalFrom(g);
        out.push({ splitKind: kind, split: g.split as string, doctrine: g.doctrine as string, metric: 'damage per turn', type, n: m.n, estimate: m.estimate, low: m.low, high: m.high });
      }
    }
    // game-level metrics: each game once per doctrine and split (a mirror game is one game)
    const perGame = t.dedupe('gameId', 'doctrine', 'split');
    for (const g of meanRows(perGame.filter((d: { decided: boolean }) => d.decided), ['doctrine', 'split'], 'turns')) {
      const m = meanIntervalFrom(g);
      out.push({ splitKind: kind, split: g.split as string, doctrine: g.doctrine as string, metric: 'turns to decision', type: '', n: m.n, estimate: m.estimate, low: m.low, high: m.high });
    }
    const melee = perGame
      .derive({ m: (d: { melee: boolean }) => (d.melee ? 1 : 0) })
      .groupby('doctrine', 'split')
      .rollup({ n: op.count(), k: op.sum('m') })
      .objects() as { doctrine: string; split: string; n: number; k: number }[];
    for (const g of melee) {
      const w = wilson(g.k, g.n);
      out.push({ splitKind: kind, split: g.split, doctrine: g.doctrine, metric: 'decided by melee', type: '', n: g.n, estimate: w.estimate, low: w.low, high: w.high });
    }
  }
  const dRank = new Map(orderDoctrines(out.map((r) => r.doctrine)).map((v, i) => [v, i]));
  return out.sort((a, b) => dRank.get(a.doctrine)! - dRank.get(b.doctrine)!);
}

/** Victory points taken per point lost, by ship class (against every opponent). */
export function classValue(sides: readonly SideRecord[]): ValueRow[] {
  const rows = sides.filter((s) => s.shipClass !== null);
  if (rows.length === 0) return [];
  const g = table(rows)
    .groupby('shipClass')
    .rollup({
      games: op.count(), meanX: op.mean('pointsFor'), meanY: op.mean('pointsAgainst'),
      varX: op.variance('pointsFor'), varY: op.variance('pointsAgainst'), cov: op.covariance('pointsFor', 'pointsAgainst'),
    })
    .objects() as { shipClass: string; games: number; meanX: number; meanY: number; varX: number; varY: number; cov: number }[];
  return g
    .map((c) => {
      const r = ratioOfMeansFrom({ n: c.games, meanX: c.meanX, meanY: c.meanY, varX: c.varX ?? NaN, varY: c.varY ?? NaN, cov: c.cov ?? NaN });
      // points are never negative: so is the ratio (the delta-method bound can undershoot 0)
      return { shipClass: c.shipClass, games: c.games, pointsFor: c.meanX, pointsAgainst: c.meanY, ratio: r.estimate, low: Math.max(0, r.low), high: r.high };
    })
    .sort((a, b) => a.shipClass.localeCompare(b.shipClass, 'en', { numeric: true }));
}

/** Share of decided games won against the crew-quality difference (own grade − enemy grade). */
export function qualityCurve(sides: readonly SideRecord[]): CurveRow[] {
  const rows = sides.filter((s) => s.qualityDiff !== null);
  if (rows.length === 0) return [];
  const g = table(rows)
    .groupby('qualityDiff')
    .rollup({ sides: op.count(), games: op.distinct('gameId'), wins: op.sum('win'), losses: op.sum('loss') })
    .orderby('qualityDiff')
    .objects() as { qualityDiff: number; sides: number; games: number; wins: number; losses: number }[];
  return g.map((c) => {
    const mirror = c.qualityDiff === 0;
    const per = mirror ? c.sides / c.games : 1;
    const w = wilson(c.wins / per, (c.wins + c.losses) / per);
    return {
      qualityDiff: c.qualityDiff, games: c.games, decided: (c.wins + c.losses) / per, wins: c.wins / per,
      winShare: mirror ? 0.5 : w.estimate, low: mirror ? 0.5 : w.low, high: mirror ? 0.5 : w.high, mirror,
    };
  });
}

/** How games ended, per cell: share of each ending with its Wilson interval. */
export function endings(games: readonly GameRecord[]): EndingRow[] {
  if (games.length === 0) return [];
  const t = table(games);
  const totals = t.groupby('cellLabel').rollup({ cellGames: op.count() });
  const rows = t
    .groupby('cellLabel', 'ending')
    .rollup({ games: op.count() })
    .join(totals, 'cellLabel')
    .objects() as { cellLabel: string; ending: string; games: number; cellGames: number }[];
  const rank = new Map<string, number>(ENDINGS.map((e, i) => [e, i]));
  return rows
    .map((r) => {
      const w = wilson(r.games, r.cellGames);
      return { ...r, share: w.estimate, low: w.low, high: w.high };
    })
    .sort((a, b) => a.cellLabel.localeCompare(b.cellLabel, 'en', { numeric: true }) || rank.get(a.ending)! - rank.get(b.ending)!);
}

/** Distribution of turns to decision (decided games only). */
export function turnsDistribution(games: readonly GameRecord[]): TurnRow[] {
  const decided = games.filter((g) => g.decided);
  if (decided.length === 0) return [];
  const n = decided.length;
  const counts = new Map((table(decided).groupby('turns').rollup({ games: op.count() }).objects() as { turns: number; games: number }[]).map((r) => [r.turns, r.games]));
  const first = Math.min(...counts.keys());
  const last = Math.max(...counts.keys());
  const out: TurnRow[] = [];
  for (let turns = first; turns <= last; turns++) {
    const games = counts.get(turns) ?? 0;
    const w = wilson(games, n);
    out.push({ turns, games, share: w.estimate, low: w.low, high: w.high });
  }
  return out;
}

export function ladderRows(ladders: readonly LadderReport[]): LadderRow[] {
  return ladders.flatMap((l) => l.ratings.map((r) => ({ captain: r.captain, elo: r.elo, low: r.low, high: r.high, games: r.games })))
    .sort((a, b) => b.elo - a.elo);
}

function distinct(sides: readonly SideRecord[], key: keyof SideRecord): Set<string> {
  return new Set(sides.map((s) => s[key]).filter((v): v is string => typeof v === 'string'));
}

export function aggregate(rows: Parameters<typeof toRecords>[0], ladders: readonly LadderReport[]): Aggregates {
  const records = toRecords(rows);
  const { sides, games } = records;
  const notes: string[] = [];
  const doctrines = distinct(sides, 'doctrine');
  const classes = distinct(sides, 'shipClass');
  if (records.classFromScenario) notes.push('Ship class: the results have no class factor, so each scenario stands for a ship class.');
  const qualities = distinct(sides, 'quality');

  let doctrineMatrix: MatchupRow[] | null = null;
  let profile: ProfileRow[] | null = null;
  if (doctrines.size === 0) notes.push('Ammunition doctrine: no doctrine factor (ammo/doctrine per role, or an ammo= captain option) in the results — doctrine charts omitted.');
  else {
    doctrineMatrix = matchups(sides, 'doctrine', orderDoctrines);
    const kinds: ('class' | 'quality' | 'all')[] = [];
    if (classes.size > 0) kinds.push('class');
    if (qualities.size > 0) kinds.push('quality');
    if (kinds.length === 0) {
      kinds.push('all');
      notes.push('Doctrine profile: no ship class or crew quality factor — shown for all games together.');
    }
    profile = doctrineProfile(sides, kinds);
  }

  let classMatrix: MatchupRow[] | null = null;
  let value: ValueRow[] | null = null;
  if (classes.size === 0) notes.push('Ship class matchups: no class factor in the results — class charts omitted.');
  else {
    value = classValue(sides);
    if (classes.size < 2) notes.push(`Ship class matchups: only one class (${[...classes][0]}) — the class-vs-class heatmap is omitted.`);
    else {
      classMatrix = matchups(sides, 'shipClass', (v) => orderBy(v));
      if (classMatrix.every((c) => c.mirror)) {
        notes.push('Ship class matchups: every game was between ships of the same class — the class-vs-class heatmap is omitted.');
        classMatrix = null;
      }
    }
  }

  let curve: CurveRow[] | null = null;
  if (qualities.size === 0) notes.push('Crew quality: no crew-quality factor in the results — chart omitted.');
  else {
    curve = qualityCurve(sides);
    if (curve.every((c) => c.mirror)) {
      notes.push('Crew quality: every game had equal crews — the win-probability curve needs unequal crews and is omitted.');
      curve = null;
    }
  }
  if (rows.length > 0 && sides.length === 0) notes.push('Side-by-side charts need two-sided games; none were found.');

  const ladder = ladders.length ? ladderRows(ladders) : null;
  if (!ladder) notes.push('Captain ladder: no ladder file given (wsim ladder --json) — chart omitted.');

  const end = games.length ? endings(games) : null;
  const turnRows = games.length ? turnsDistribution(games) : null;
  if (games.length > 0 && (!turnRows || turnRows.length === 0)) notes.push('Turns to decision: no game ended before its turn limit.');
  return {
    records, doctrineMatrix, doctrineProfile: profile, classMatrix, classValue: value, qualityCurve: curve,
    endings: end, turns: turnRows && turnRows.length ? turnRows : null, ladder, notes,
  };
}
