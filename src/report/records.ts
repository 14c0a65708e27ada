/**
 * Flat records for aggregation: one per game (how it ended) and one per side of a game (the side's
 * point of view: its doctrine, class, crew and result against the other side's).
 */
import type { GameRow } from '../lab/types.js';
import { parseRoleFactor, resolveSides } from './sides.js';

/** Crew qualities from best to worst (3.2): elite is four grades above poor. */
export const QUALITY_ORDER = ['elite', 'crack', 'average', 'green', 'poor'] as const;

/** How a game ended (one category per game). */
export const ENDINGS = [
  'striking', 'firepower', 'immobility', 'melee', 'capture', 'crew-lost', 'sunk', 'exploded',
  'mutual surrender', 'turn limit, on points', 'turn limit, draw', 'other',
] as const;
export type Ending = (typeof ENDINGS)[number];

export interface GameRecord {
  gameId: string;
  cell: string;
  cellLabel: string;
  scenario: string;
  turns: number;
  winner: string;
  ending: Ending;
  /** ended by a decision before the turn limit */
  decided: boolean;
  /** a surrender with cause melee, or a capture */
  melee: boolean;
}

export interface SideRecord {
  gameId: string;
  cell: string;
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
  return (ENDINGS as readonly string[]).includes(last.cause) ? (last.cause as Ending) : 'other';
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
 * Factors that tell cells apart, for labels: those that take more than one value and are constant
 * within each cell, less any that another kept factor already determines (a class that follows
 * from the scenario).
 */
export function varyingFactors(rows: readonly GameRow[]): string[] {
  const values = new Map<string, Set<string>>();
  for (const r of rows) {
    for (const [k, v] of Object.entries(r.factors)) {
      let set = values.get(k);
      if (!set) values.set(k, (set = new Set()));
      set.add(String(v));
    }
  }
  // a factor that changes inside a cell (swap, sideA…) describes the game, not the cell
  const withinCell = new Set<string>();
  const firstOfCell = new Map<string, GameRow>();
  for (const r of rows) {
    const first = firstOfCell.get(r.cell);
    if (!first) firstOfCell.set(r.cell, r);
    else for (const k of Object.keys(r.factors)) if (r.factors[k] !== first.factors[k]) withinCell.add(k);
  }
  const varying = [...values].filter(([k, set]) => set.size > 1 && !withinCell.has(k) && k !== 'swap').map(([k]) => k);
  const determines = (a: string, b: string) => {
    const map = new Map<string, string>();
    for (const r of rows) {
      const va = String(r.factors[a]);
      const vb = String(r.factors[b]);
      if ((map.get(va) ?? vb) !== vb) return false;
      map.set(va, vb);
    }
    return true;
  };
  const kept: string[] = [];
  for (const k of varying) if (!kept.some((j) => determines(j, k))) kept.push(k);
  return kept;
}

/** A short cell label: "frigate-duel · ammo round vs chain-at-range · quality crack vs average". */
export function cellLabel(row: GameRow, varying: readonly string[]): string {
  const parts: string[] = [];
  const done = new Set<string>();
  for (const k of varying) {
    if (done.has(k) || !(k in row.factors)) continue;
    const rf = parseRoleFactor(k);
    const siblings = rf
      ? Object.keys(row.factors).filter((j) => parseRoleFactor(j)?.stem === rf.stem).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
      : [k];
    for (const j of siblings) done.add(j);
    const name = rf ? rf.name : k;
    const values = [...new Set(siblings.map((j) => String(row.factors[j])))];
    const value = values.join(' vs '); // "fr-f3-36" when both roles have it
    parts.push(name === 'scenario' ? value : `${name} ${value}`);
  }
  return parts.length ? parts.join(' · ') : row.cell;
}

export interface Records {
  games: GameRecord[];
  sides: SideRecord[];
  /** no class factor: the scenario stands for the ship class (several scenarios in the results) */
  classFromScenario: boolean;
}

export function toRecords(rows: readonly GameRow[]): Records {
  const varying = varyingFactors(rows);
  const labels = new Map<string, string>(); // the label depends only on factors constant in a cell
  const games: GameRecord[] = [];
  const sides: SideRecord[] = [];
  for (const row of rows) {
    const ending = endingOf(row);
    const decided = !ending.startsWith('turn limit') && ending !== 'other';
    const melee = decidedByMelee(row);
    games.push({
      gameId: row.gameId, cell: row.cell, cellLabel: labels.get(row.cell) ?? labels.set(row.cell, cellLabel(row, varying)).get(row.cell)!, scenario: row.scenario,
      turns: row.turns, winner: row.winner, ending, decided, melee,
    });
    const info = resolveSides(row);
    if (info.length !== 2) continue; // the side-by-side view needs two sides
    const turns = Math.max(1, row.turns);
    info.forEach((me, i) => {
      const opp = info[1 - i];
      const dealt = row.perSide[me.side].damageDealt;
      const own = qualityRank(me.quality);
      const theirs = qualityRank(opp.quality);
      sides.push({
        gameId: row.gameId,
        cell: row.cell,
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
        decided,
        melee,
        dmgH: dealt.H / turns,
        dmgG: dealt.G / turns,
        dmgC: dealt.C / turns,
        dmgR: dealt.R / turns,
        pointsFor: row.points[me.side] ?? 0,
        pointsAgainst: row.points[opp.side] ?? 0,
      });
    });
  }
  const classFromScenario = sides.length > 0 && sides.every((s) => s.shipClass === null) && new Set(rows.map((r) => r.scenario)).size > 1;
  if (classFromScenario) {
    const scenarioOf = new Map(rows.map((r) => [r.gameId, r.scenario]));
    for (const s of sides) s.shipClass = s.oppClass = scenarioOf.get(s.gameId)!;
  }
  return { games, sides, classFromScenario };
}
