/**
 * The tables behind the report, tallied while the rows are read: each game row is turned into its
 * facts and two side records (records.ts), folded into counts and running moments, and dropped, so
 * the report's memory does not grow with the number of games. Every proportion carries its Wilson
 * interval, every mean its t interval (src/report/stats.ts). A table that needs an absent factor is
 * null, and the reason is kept as a note.
 */
import type { GameRow, LadderReport } from '../lab/types.js';
import { ClassEvidence, classKey, oppClassKey, type ClassOf } from './classes.js';
import { DoctrinePairs } from './compare.js';
import { DesignTally } from './design.js';
import { PairTally, type PairCorrelation } from './pairs.js';
import {
  CellFactors,
  ENDINGS,
  gameFacts,
  QUALITY_ORDER,
  sideRecords,
  type GameFacts,
  type SideRecord,
} from './records.js';
import { SidesMemo } from './sides.js';
import { SystemTally, type SystemRow } from './systems.js';
import { CoMoments, meanIntervalFrom, Moments, ratioOfMeansFrom, wilson } from './stats.js';
import { compareBy, orderBy, orderDoctrines } from './labels.js';

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
  /** games read (error rows apart), in how many cells, of which experiments */
  games: number;
  cells: number;
  experiments: string[];
  /** games that ended with a decision before the turn limit */
  decided: number;
  /** no class factor: the scenario stands for the ship class (several scenarios in the results) */
  classFromScenario: boolean;
  doctrineMatrix: MatchupRow[] | null;
  doctrineProfile: ProfileRow[] | null;
  classMatrix: MatchupRow[] | null;
  classValue: ValueRow[] | null;
  qualityCurve: CurveRow[] | null;
  endings: EndingRow[] | null;
  turns: TurnRow[] | null;
  ladder: LadderRow[] | null;
  /** the same engagements under each rule system (null unless some engagement was played under two) */
  systems: SystemRow[] | null;
  /** doctrine against doctrine, for the head-to-head and common-field comparisons (compare.ts) */
  doctrinePairs: DoctrinePairs;
  /** the games as the adjusted model sees them (design.ts, effects.ts) */
  design: DesignTally;
  /** the tally keys of ship classes to their names */
  classOf: ClassOf;
  /** how the two games of a side-swapped pair move together (null without enough pairs) */
  pairing: PairCorrelation | null;
  /** why a table was left out */
  notes: string[];
}

const SPLIT_KINDS = ['class', 'quality', 'all'] as const;
type SplitKind = (typeof SPLIT_KINDS)[number];
const DAMAGE_TYPES = ['H', 'G', 'C', 'R'] as const;

/** A side's value of a matchup key, and its opponent's (class keys are resolved later). */
type KeyOf = (s: SideRecord) => string | null;
const KEYS = {
  doctrine: [(s: SideRecord) => s.doctrine, (s: SideRecord) => s.oppDoctrine],
  shipClass: [classKey, oppClassKey],
} as const satisfies Record<string, readonly [KeyOf, KeyOf]>;

/** The entry of a two-level map, made on first use (keys kept apart without building strings per row). */
function entry<V>(map: Map<string, Map<string, V>>, a: string, b: string, make: () => V): V {
  let inner = map.get(a);
  if (!inner) map.set(a, (inner = new Map<string, V>()));
  let v = inner.get(b);
  if (v === undefined) inner.set(b, (v = make()));
  return v;
}

function* entries<V>(map: Map<string, Map<string, V>>): Generator<V> {
  for (const inner of map.values()) yield* inner.values();
}

interface MatchTally {
  row: string;
  col: string;
  sides: number;
  games: number;
  wins: number;
  draws: number;
  losses: number;
}

/** Win records of each value of a key against each value: sides, and distinct games (a mirror game has two sides in one cell). */
class Matchups {
  private readonly cells = new Map<string, Map<string, MatchTally>>();
  constructor(
    private readonly key: KeyOf,
    private readonly opp: KeyOf,
  ) {}

  add(sides: readonly SideRecord[]): void {
    const seen: MatchTally[] = [];
    for (const s of sides) {
      const [row, col] = [this.key(s), this.opp(s)];
      if (row === null || col === null) continue;
      const t = entry(this.cells, row, col, () => ({ row, col, sides: 0, games: 0, wins: 0, draws: 0, losses: 0 }));
      t.sides++;
      t.wins += s.win;
      t.draws += s.draw;
      t.losses += s.loss;
      if (!seen.includes(t)) {
        seen.push(t);
        t.games++;
      }
    }
  }

  /** Win shares of each value against each value (mirrors are ½); keys renamed by `name`, null dropped. */
  rows(order: (v: Iterable<string>) => string[], name: (key: string) => string | null = (k) => k): MatchupRow[] {
    const named = [...entries(this.cells)]
      .map((t) => ({ ...t, row: name(t.row), col: name(t.col) }))
      .filter((t): t is MatchTally => t.row !== null && t.col !== null);
    const rank = new Map(order(named.flatMap((t) => [t.row, t.col])).map((v, i) => [v, i]));
    return named
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
          row: g.row,
          col: g.col,
          games: g.games,
          wins: mirror ? null : wins,
          draws,
          losses: mirror ? null : losses,
          decided,
          winShare: mirror ? 0.5 : w.estimate,
          low: mirror ? 0.5 : w.low,
          high: mirror ? 0.5 : w.high,
          drawShare: d.estimate,
          drawLow: d.low,
          drawHigh: d.high,
          mirror,
        };
      })
      .sort((a, b) => rank.get(a.row)! - rank.get(b.row)! || rank.get(a.col)! - rank.get(b.col)!);
  }

  /** the values seen on either side (keys, unresolved) */
  values(): Set<string> {
    return new Set([...entries(this.cells)].flatMap((t) => [t.row, t.col]));
  }
}

interface ProfileTally {
  kind: SplitKind;
  doctrine: string;
  split: string;
  damage: Moments[];
  /** game-level, each game once per doctrine and split (a mirror game is one game) */
  turns: Moments;
  games: number;
  melee: number;
}

/** Per doctrine and split (class, crew quality, or all): damage per turn by type, turns to decision, melee share. */
class Profile {
  /** by split kind, doctrine and split */
  private readonly groups = new Map<SplitKind, Map<string, Map<string, ProfileTally>>>(
    SPLIT_KINDS.map((k) => [k, new Map()]),
  );

  add(sides: readonly SideRecord[]): void {
    for (const kind of SPLIT_KINDS) {
      const groups = this.groups.get(kind)!;
      const seen: ProfileTally[] = [];
      for (const s of sides) {
        const doctrine = s.doctrine;
        if (doctrine === null) continue;
        const split = kind === 'class' ? classKey(s) : kind === 'quality' ? s.quality : 'all';
        if (split === null) continue;
        const g = entry(groups, doctrine, split, () => ({
          kind,
          doctrine,
          split,
          damage: DAMAGE_TYPES.map(() => new Moments()),
          turns: new Moments(),
          games: 0,
          melee: 0,
        }));
        g.damage[0].add(s.dmgH);
        g.damage[1].add(s.dmgG);
        g.damage[2].add(s.dmgC);
        g.damage[3].add(s.dmgR);
        if (seen.includes(g)) continue;
        seen.push(g);
        if (s.decided) g.turns.add(s.turns);
        g.games++;
        if (s.melee) g.melee++;
      }
    }
  }

  rows(kinds: readonly SplitKind[], classOf: ClassOf): ProfileRow[] {
    const out: ProfileRow[] = [];
    for (const kind of kinds) {
      const groups = [...entries(this.groups.get(kind)!)]
        .map((g) => ({ ...g, split: kind === 'class' ? classOf(g.split) : g.split }))
        .filter((g): g is ProfileTally => g.split !== null);
      const splitOrder = compareBy(kind === 'quality' ? QUALITY_ORDER : []);
      groups.sort((a, b) => splitOrder(a.split, b.split));
      const row = (
        g: ProfileTally,
        metric: ProfileRow['metric'],
        type: string,
        m: { n: number; estimate: number; low: number; high: number },
      ): ProfileRow => ({
        splitKind: kind,
        split: g.split,
        doctrine: g.doctrine,
        metric,
        type,
        n: m.n,
        estimate: m.estimate,
        low: m.low,
        high: m.high,
      });
      DAMAGE_TYPES.forEach((type, i) => {
        for (const g of groups) out.push(row(g, 'damage per turn', type, meanIntervalFrom(g.damage[i].summary())));
      });
      for (const g of groups)
        if (g.turns.n > 0) out.push(row(g, 'turns to decision', '', meanIntervalFrom(g.turns.summary())));
      for (const g of groups) out.push(row(g, 'decided by melee', '', { ...wilson(g.melee, g.games), n: g.games }));
    }
    const dRank = new Map(orderDoctrines(out.map((r) => r.doctrine)).map((v, i) => [v, i]));
    return out.sort((a, b) => dRank.get(a.doctrine)! - dRank.get(b.doctrine)!);
  }
}

interface CurveTally {
  qualityDiff: number;
  sides: number;
  games: number;
  wins: number;
  losses: number;
}

/** The tallies of a report, fed one game row at a time. */
export class ReportTally {
  games = 0;
  decided = 0;
  /** the cells of each experiment */
  private readonly cellsOf = new Map<string, Set<string>>();
  private readonly cellFactors = new CellFactors();
  private readonly classes = new ClassEvidence();
  private readonly doctrineMatchups = new Matchups(...KEYS.doctrine);
  private readonly classMatchups = new Matchups(...KEYS.shipClass);
  private readonly profile = new Profile();
  /** victory points for and against, by class key (every side, against every opponent) */
  private readonly value = new Map<string, CoMoments>();
  private readonly curve = new Map<number, CurveTally>();
  /** games by ending, per cell (labelled when the cells' factors are all known) */
  private readonly endingsByCell = new Map<string, Map<string, number>>();
  /** decided games by their number of turns */
  private readonly turnCounts = new Map<number, number>();
  private readonly qualities = new Set<string>();
  private readonly doctrines = new Set<string>();
  private twoSidedGames = 0;
  readonly doctrinePairs = new DoctrinePairs();
  private readonly design = new DesignTally();
  private readonly pairs = new PairTally();
  private readonly memo = new SidesMemo();
  private readonly systems = new SystemTally();

  add(row: GameRow): void {
    const facts = gameFacts(row);
    const sides = sideRecords(row, facts, this.memo);
    this.games++;
    if (facts.decided) {
      this.decided++;
      this.turnCounts.set(row.turns, (this.turnCounts.get(row.turns) ?? 0) + 1);
    }
    let cells = this.cellsOf.get(row.experiment);
    if (!cells) this.cellsOf.set(row.experiment, (cells = new Set()));
    cells.add(row.cell);
    this.cellFactors.add(row);
    this.classes.add(row, sides);
    this.addEnding(row.cell, facts);
    this.systems.add(row);
    this.pairs.add(row);
    if (sides.length === 0) return;
    this.twoSidedGames++;
    this.doctrineMatchups.add(sides);
    this.classMatchups.add(sides);
    this.profile.add(sides);
    this.doctrinePairs.add(sides, classKey, oppClassKey);
    this.design.add(row, sides);
    const seenDiffs: number[] = [];
    for (const s of sides) {
      if (s.doctrine !== null) this.doctrines.add(s.doctrine);
      if (s.quality !== null) this.qualities.add(s.quality);
      const k = classKey(s);
      let v = this.value.get(k);
      if (!v) this.value.set(k, (v = new CoMoments()));
      v.add(s.pointsFor, s.pointsAgainst);
      if (s.qualityDiff === null) continue;
      let c = this.curve.get(s.qualityDiff);
      if (!c)
        this.curve.set(s.qualityDiff, (c = { qualityDiff: s.qualityDiff, sides: 0, games: 0, wins: 0, losses: 0 }));
      c.sides++;
      c.wins += s.win;
      c.losses += s.loss;
      if (!seenDiffs.includes(s.qualityDiff)) {
        seenDiffs.push(s.qualityDiff);
        c.games++;
      }
    }
  }

  private addEnding(cell: string, facts: GameFacts): void {
    let byEnding = this.endingsByCell.get(cell);
    if (!byEnding) this.endingsByCell.set(cell, (byEnding = new Map<string, number>()));
    byEnding.set(facts.ending, (byEnding.get(facts.ending) ?? 0) + 1);
  }

  get experiments(): string[] {
    return [...this.cellsOf.keys()];
  }

  /** Victory points taken per point lost, by ship class (against every opponent). */
  private classValue(classOf: ClassOf): ValueRow[] {
    const out: ValueRow[] = [];
    for (const [key, m] of this.value) {
      const shipClass = classOf(key);
      if (shipClass === null) continue;
      const c = m.summary();
      const r = ratioOfMeansFrom(c);
      // points are never negative: so is the ratio (the delta-method bound can undershoot 0)
      out.push({
        shipClass,
        games: c.n,
        pointsFor: c.meanX,
        pointsAgainst: c.meanY,
        ratio: r.estimate,
        low: Math.max(0, r.low),
        high: r.high,
      });
    }
    return out.sort((a, b) => a.shipClass.localeCompare(b.shipClass, 'en', { numeric: true }));
  }

  /** Share of decided games won against the crew-quality difference (own grade − enemy grade). */
  private qualityCurve(): CurveRow[] {
    return [...this.curve.values()]
      .sort((a, b) => a.qualityDiff - b.qualityDiff)
      .map((c) => {
        const mirror = c.qualityDiff === 0;
        const per = mirror ? c.sides / c.games : 1;
        const w = wilson(c.wins / per, (c.wins + c.losses) / per);
        return {
          qualityDiff: c.qualityDiff,
          games: c.games,
          decided: (c.wins + c.losses) / per,
          wins: c.wins / per,
          winShare: mirror ? 0.5 : w.estimate,
          low: mirror ? 0.5 : w.low,
          high: mirror ? 0.5 : w.high,
          mirror,
        };
      });
  }

  /** How games ended, per cell label: share of each ending with its Wilson interval. */
  private endings(): EndingRow[] {
    const labels = this.cellFactors.labels();
    const byLabel = new Map<string, Map<string, number>>();
    for (const [cell, byEnding] of this.endingsByCell) {
      const label = labels.get(cell)!;
      let merged = byLabel.get(label);
      if (!merged) byLabel.set(label, (merged = new Map<string, number>()));
      for (const [ending, n] of byEnding) merged.set(ending, (merged.get(ending) ?? 0) + n);
    }
    const rank = new Map<string, number>(ENDINGS.map((e, i) => [e, i]));
    const out: EndingRow[] = [];
    for (const [cellLabel, byEnding] of byLabel) {
      const cellGames = [...byEnding.values()].reduce((a, n) => a + n, 0);
      for (const [ending, games] of byEnding) {
        const w = wilson(games, cellGames);
        out.push({ cellLabel, ending, games, cellGames, share: w.estimate, low: w.low, high: w.high });
      }
    }
    return out.sort(
      (a, b) =>
        a.cellLabel.localeCompare(b.cellLabel, 'en', { numeric: true }) || rank.get(a.ending)! - rank.get(b.ending)!,
    );
  }

  /** Distribution of turns to decision (decided games only). */
  private turnsDistribution(): TurnRow[] {
    if (this.decided === 0) return [];
    const first = Math.min(...this.turnCounts.keys());
    const last = Math.max(...this.turnCounts.keys());
    const out: TurnRow[] = [];
    for (let turns = first; turns <= last; turns++) {
      const games = this.turnCounts.get(turns) ?? 0;
      const w = wilson(games, this.decided);
      out.push({ turns, games, share: w.estimate, low: w.low, high: w.high });
    }
    return out;
  }

  finish(ladders: readonly LadderReport[]): Aggregates {
    const notes: string[] = [];
    const classOf = this.classes.resolver();
    const classFromScenario = this.classes.classFromScenario;
    const classes = new Set([...this.classMatchups.values()].map(classOf).filter((c): c is string => c !== null));
    if (classFromScenario)
      notes.push('Ship class: the results have no class factor, so each scenario stands for a ship class.');

    let doctrineMatrix: MatchupRow[] | null = null;
    let profile: ProfileRow[] | null = null;
    if (this.doctrines.size === 0)
      notes.push(
        'Ammunition doctrine: no doctrine factor (ammo/doctrine per role, or an ammo= captain option) in the results — doctrine charts omitted.',
      );
    else {
      doctrineMatrix = this.doctrineMatchups.rows(orderDoctrines);
      const kinds: SplitKind[] = [];
      if (classes.size > 0) kinds.push('class');
      if (this.qualities.size > 0) kinds.push('quality');
      if (kinds.length === 0) {
        kinds.push('all');
        notes.push('Doctrine profile: no ship class or crew quality factor — shown for all games together.');
      }
      profile = this.profile.rows(kinds, classOf);
    }

    let classMatrix: MatchupRow[] | null = null;
    let value: ValueRow[] | null = null;
    if (classes.size === 0) notes.push('Ship class matchups: no class factor in the results — class charts omitted.');
    else {
      const matchups = this.classMatchups.rows((v) => orderBy(v), classOf);
      if (matchups.every((c) => c.mirror))
        notes.push(
          `Ship class matchups: every game was between ships of the same class${classes.size === 1 ? ` (${[...classes][0]})` : ''} — the class-vs-class heatmap and “points per point” are left out (each side of a mirrored matchup takes exactly the points it gives up: 1.0 by symmetry).`,
        );
      else {
        value = this.classValue(classOf);
        if (classes.size >= 2) classMatrix = matchups;
      }
    }

    let curve: CurveRow[] | null = null;
    if (this.qualities.size === 0) notes.push('Crew quality: no crew-quality factor in the results — chart omitted.');
    else {
      curve = this.qualityCurve();
      const steps = new Set(curve.filter((c) => !c.mirror).map((c) => Math.abs(c.qualityDiff)));
      if (steps.size === 0) {
        notes.push(
          'Crew quality: every game had equal crews — the win-probability curve needs unequal crews and is omitted.',
        );
        curve = null;
      } else if (steps.size === 1) {
        notes.push(
          `Crew quality: only one grade difference was played (±${[...steps][0]}) — the curve is left out (its two sides mirror each other: a line through 50% fixed by the design’s symmetry); the effect of a crew grade, adjusted for the other factors, is among the findings.`,
        );
        curve = null;
      }
    }
    if (this.games > 0 && this.twoSidedGames === 0)
      notes.push('Side-by-side charts need two-sided games; none were found.');

    const ladder = ladders.length ? ladderRows(ladders) : null;
    if (!ladder) notes.push('Captain ladder: no ladder file given (wsim ladder --json) — chart omitted.');

    const end = this.games ? this.endings() : null;
    const turnRows = this.games ? this.turnsDistribution() : null;
    if (this.games > 0 && (!turnRows || turnRows.length === 0))
      notes.push('Turns to decision: no game ended before its turn limit.');
    return {
      games: this.games,
      cells: [...this.cellsOf.values()].reduce((n, c) => n + c.size, 0),
      experiments: this.experiments,
      decided: this.decided,
      classFromScenario,
      doctrineMatrix,
      doctrineProfile: profile,
      classMatrix,
      classValue: value,
      qualityCurve: curve,
      endings: end,
      turns: turnRows && turnRows.length ? turnRows : null,
      ladder,
      systems: this.systems.rows(),
      doctrinePairs: this.doctrinePairs,
      design: this.design,
      classOf,
      pairing: this.pairs.correlation(),
      notes,
    };
  }
}

export function ladderRows(ladders: readonly LadderReport[]): LadderRow[] {
  return ladders
    .flatMap((l) =>
      l.ratings.map((r) => ({ captain: r.captain, elo: r.elo, low: r.low, high: r.high, games: r.games })),
    )
    .sort((a, b) => b.elo - a.elo);
}

/** The tables of a list of rows (tests, small inputs); the report itself tallies as it reads. */
export function aggregate(rows: readonly GameRow[], ladders: readonly LadderReport[]): Aggregates {
  const tally = new ReportTally();
  for (const row of rows) tally.add(row);
  return tally.finish(ladders);
}
