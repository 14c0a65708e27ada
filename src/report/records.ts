/**
 * Facts read from each game row as it streams past: how the game ended, and each side's point of
 * view (its doctrine, class, crew and result against the other side's). Nothing here is kept per
 * game: the tallies (aggregate.ts) fold them into sums.
 */
import type { GameRow } from '../lab/types.js';
import { parseRoleFactor, resolveSides, type SidesMemo } from './sides.js';

/** Crew qualities from best to worst (3.2): elite is four grades above poor. */
export const QUALITY_ORDER = ['elite', 'crack', 'average', 'green', 'poor'] as const;

/** How a game ended (one category per game). */
export const ENDINGS = [
  'striking',
  'firepower',
  'immobility',
  'melee',
  'capture',
  'crew-lost',
  'sunk',
  'exploded',
  'wrecked',
  'mutual surrender',
  'turn limit, on points',
  'turn limit, draw',
  'other',
] as const;
export type Ending = (typeof ENDINGS)[number];

/** How one game ended, as every table reads it. */
export interface GameFacts {
  ending: Ending;
  /** ended by a decision before the turn limit */
  decided: boolean;
  /** a surrender with cause melee, or a capture */
  melee: boolean;
}

/** One side of a two-sided game, from its point of view (built per row while reading, not kept). */
export interface SideRecord {
  /** the scenario, which stands for the ship class when the results have no class factor */
  scenario: string;
  side: string;
  doctrine: string | null;
  oppDoctrine: string | null;
  shipClass: string | null;
  oppClass: string | null;
  quality: string | null;
  oppQuality: string | null;
  /** own crew grade minus the enemy's (elite − poor = 4) */
  qualityDiff: number | null;
  captain: string | null;
  oppCaptain: string | null;
  win: number;
  draw: number;
  loss: number;
  turns: number;
  decided: boolean;
  melee: boolean;
  /** squares of hits dealt per turn, by type */
  dmgH: number;
  dmgG: number;
  dmgC: number;
  dmgR: number;
  pointsFor: number;
  pointsAgainst: number;
}

/** The category of a game's end: the cause of the loser's last surrender, or how time ran out. */
export function endingOf(row: GameRow): Ending {
  if (/turn limit/i.test(row.reason)) return row.winner === 'draw' ? 'turn limit, draw' : 'turn limit, on points';
  if (row.winner === 'draw') return row.surrenders.length > 0 ? 'mutual surrender' : 'other';
  let last: GameRow['surrenders'][number] | undefined;
  for (const s of row.surrenders) if (s.side !== row.winner && (!last || s.turn >= last.turn)) last = s;
  if (!last) return 'other';
  if (last.cause === 'melee') return 'melee';
  if ((row.perSide[row.winner]?.captures ?? 0) > 0) return 'capture';
  return (ENDINGS as readonly string[]).includes(last.cause) ? last.cause : 'other';
}

export function decidedByMelee(row: GameRow): boolean {
  if (row.surrenders.some((s) => s.cause === 'melee')) return true;
  return Object.values(row.perSide).some((s) => s.captures > 0);
}

function qualityRank(q: string | undefined): number | null {
  const i = q === undefined ? -1 : (QUALITY_ORDER as readonly string[]).indexOf(q);
  return i < 0 ? null : QUALITY_ORDER.length - 1 - i;
}

/**
 * The factors of each cell, gathered while reading, for labels: a cell is labelled by the factors
 * that take more than one value and are constant within each cell, less any that another kept
 * factor already determines (a class that follows from the scenario).
 */
export class CellFactors {
  /** the factors of each cell's first row */
  private readonly first = new Map<string, GameRow['factors']>();
  /** factors that change inside a cell (swap, sideA…): they describe the game, not the cell */
  private readonly withinCell = new Set<string>();
  /** each factor's first value over the cells, and the factors seen with another value */
  private readonly firstValue = new Map<string, string>();
  private readonly manyValues = new Set<string>();

  add(row: Pick<GameRow, 'cell' | 'factors'>): void {
    const first = this.first.get(row.cell);
    if (first) {
      for (const k in row.factors) if (row.factors[k] !== first[k]) this.withinCell.add(k);
      return;
    }
    // a factor that takes another value inside a cell is left out anyway: the first rows suffice
    this.first.set(row.cell, row.factors);
    for (const [k, v] of Object.entries(row.factors)) {
      const seen = this.firstValue.get(k);
      if (seen === undefined) this.firstValue.set(k, String(v));
      else if (seen !== String(v)) this.manyValues.add(k);
    }
  }

  varying(): string[] {
    const varying = [...this.firstValue.keys()].filter(
      (k) => this.manyValues.has(k) && !this.withinCell.has(k) && k !== 'swap',
    );
    // kept factors are constant within a cell: the cells' first rows tell whether one determines another
    const firsts = [...this.first.values()];
    const determines = (a: string, b: string) => {
      const map = new Map<string, string>();
      for (const f of firsts) {
        const va = String(f[a]);
        const vb = String(f[b]);
        if ((map.get(va) ?? vb) !== vb) return false;
        map.set(va, vb);
      }
      return true;
    };
    const kept: string[] = [];
    for (const k of varying) if (!kept.some((j) => determines(j, k))) kept.push(k);
    return kept;
  }

  /** Each cell's label, from the varying factors. */
  labels(): Map<string, string> {
    const varying = this.varying();
    return new Map([...this.first].map(([cell, factors]) => [cell, cellLabel({ cell, factors }, varying)]));
  }
}

export function varyingFactors(rows: readonly Pick<GameRow, 'cell' | 'factors'>[]): string[] {
  const cells = new CellFactors();
  for (const r of rows) cells.add(r);
  return cells.varying();
}

/** A short cell label: "frigate-duel · ammo round vs chain-at-range · quality crack vs average". */
export function cellLabel(row: Pick<GameRow, 'cell' | 'factors'>, varying: readonly string[]): string {
  const parts: string[] = [];
  const done = new Set<string>();
  for (const k of varying) {
    if (done.has(k) || !(k in row.factors)) continue;
    const rf = parseRoleFactor(k);
    const siblings = rf
      ? Object.keys(row.factors)
          .filter((j) => parseRoleFactor(j)?.stem === rf.stem)
          .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
      : [k];
    for (const j of siblings) done.add(j);
    const name = rf ? rf.name : k;
    const values = [...new Set(siblings.map((j) => String(row.factors[j])))];
    const value = values.join(' vs '); // "fr-f3-36" when both roles have it
    parts.push(name === 'scenario' ? value : `${name} ${value}`);
  }
  return parts.length ? parts.join(' · ') : row.cell;
}

export function gameFacts(row: GameRow): GameFacts {
  const ending = endingOf(row);
  return { ending, decided: !ending.startsWith('turn limit') && ending !== 'other', melee: decidedByMelee(row) };
}

/** The two sides of a game, each from its point of view (none when the game has not two sides). */
export function sideRecords(row: GameRow, facts: GameFacts, memo?: SidesMemo): SideRecord[] {
  const info = memo ? memo.resolve(row) : resolveSides(row);
  if (info.length !== 2) return []; // the side-by-side view needs two sides
  const turns = Math.max(1, row.turns);
  return info.map((me, i) => {
    const opp = info[1 - i];
    const dealt = row.perSide[me.side].damageDealt;
    const own = qualityRank(me.quality);
    const theirs = qualityRank(opp.quality);
    return {
      scenario: row.scenario,
      side: me.side,
      doctrine: me.doctrine ?? null,
      oppDoctrine: opp.doctrine ?? null,
      shipClass: me.shipClass ?? null,
      oppClass: opp.shipClass ?? null,
      quality: me.quality ?? null,
      oppQuality: opp.quality ?? null,
      qualityDiff: own === null || theirs === null ? null : own - theirs,
      captain: me.captain ?? null,
      oppCaptain: opp.captain ?? null,
      win: row.winner === me.side ? 1 : 0,
      draw: row.winner === 'draw' ? 1 : 0,
      loss: row.winner === opp.side ? 1 : 0,
      turns: row.turns,
      decided: facts.decided,
      melee: facts.melee,
      dmgH: dealt.H / turns,
      dmgG: dealt.G / turns,
      dmgC: dealt.C / turns,
      dmgR: dealt.R / turns,
      pointsFor: row.points[me.side] ?? 0,
      pointsAgainst: row.points[opp.side] ?? 0,
    };
  });
}
