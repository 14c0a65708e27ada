/**
 * The games as the adjusted model sees them, tallied while reading: each two-sided game is one
 * covariate pattern — the engagement, and the doctrine, crew, class and captain of its first and
 * second side (in the scenario's side order) — and a result for the first side. The two games of a
 * side-swapped pair form one cluster (for the robust covariance, logit.ts); what is kept is counts
 * per pattern and per pair of (pattern, result), never the games.
 */
import type { GameRow } from '../lab/types.js';
import type { SideRecord } from './records.js';
import { isSwappedRow } from './sides.js';

/** What the model knows of one side. */
export interface Subject {
  doctrine: string | null;
  quality: string | null;
  shipClass: string | null;
  captain: string | null;
}

export interface Pattern {
  /** the engagement: the `scenario` factor, every generated duel alike, or else the scenario played */
  engagement: string;
  /** the side that plays first in the scenario's order (its position: start, weather gage) */
  firstSide: string;
  a: Subject;
  b: Subject;
  wins: number;
  losses: number;
  draws: number;
}

type Result = 'w' | 'l' | 'd';

function subject(s: SideRecord): Subject {
  return { doctrine: s.doctrine, quality: s.quality, shipClass: s.shipClass, captain: s.captain };
}

function engagementOf(row: GameRow, first: SideRecord): string {
  const f = row.factors.scenario;
  if (typeof f === 'string') return f;
  return first.shipClass !== null ? 'generated duel' : row.scenario;
}

export class DesignTally {
  private readonly ids = new Map<string, number>();
  readonly patterns: Pattern[] = [];
  /** completed clusters: `${pattern}${result}|${pattern}${result}` → count */
  private readonly pairs = new Map<string, number>();
  /** pairs with one game read: pair key → that game's pattern and result */
  private readonly open = new Map<string, string>();

  add(row: GameRow, sides: readonly SideRecord[]): void {
    if (sides.length !== 2) return;
    const [a, b] = sides;
    const engagement = engagementOf(row, a);
    const key = JSON.stringify([engagement, a.side, subject(a), subject(b)]);
    let id = this.ids.get(key);
    if (id === undefined) {
      this.ids.set(key, (id = this.patterns.length));
      this.patterns.push({
        engagement,
        firstSide: a.side,
        a: subject(a),
        b: subject(b),
        wins: 0,
        losses: 0,
        draws: 0,
      });
    }
    const p = this.patterns[id];
    const result: Result = a.win ? 'w' : b.win ? 'l' : 'd';
    if (result === 'w') p.wins++;
    else if (result === 'l') p.losses++;
    else p.draws++;
    const game = `${id}${result}`;
    const paired = typeof row.factors.swap === 'boolean' || isSwappedRow(row) || row.factors.swap === 'false';
    if (!paired) return this.count(game);
    const pairKey = `${row.cell}\u0000${row.index >> 1}`;
    const other = this.open.get(pairKey);
    if (other === undefined) this.open.set(pairKey, game);
    else {
      this.open.delete(pairKey);
      this.count(other < game ? `${other}|${game}` : `${game}|${other}`);
    }
  }

  private count(key: string): void {
    this.pairs.set(key, (this.pairs.get(key) ?? 0) + 1);
  }

  /** Every cluster: complete pairs, and the games whose partner was not read, each on its own. */
  clusters(): { count: number; members: { group: number; result: Result }[] }[] {
    const counts = new Map(this.pairs);
    for (const game of this.open.values()) counts.set(game, (counts.get(game) ?? 0) + 1);
    return [...counts].map(([key, count]) => ({
      count,
      members: key.split('|').map((g) => ({ group: Number(g.slice(0, -1)), result: g.slice(-1) as Result })),
    }));
  }
}
