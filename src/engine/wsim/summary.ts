/**
 * The per-game summary the batch lab writes into every result row and the reports read: who won, how,
 * and per side the damage dealt and taken, broadsides by ammunition and range band, rakes, melee
 * losses, captures and surrenders. The format is shared by every rule system (each maps its own events
 * to it through RuleSystem.summarize); this module is the format and WS&IM's summary.
 */
import type { Ammo, GameState, SideId, SurrenderCause } from './types.js';
import type { GameEvent } from './events.js';
import type { ResultBase } from '../system.js';

export const RANGE_BAND_LABELS = ['1', '2', '3', '4', '5-6', '7-10'] as const;
export type RangeBandLabel = (typeof RANGE_BAND_LABELS)[number];

export interface Squares {
  H: number;
  G: number;
  C: number;
  R: number;
}

export interface SideStats {
  /** squares of hits rolled against the enemy, by type (broadside results after modifiers of 20.1.3, 24.2) */
  damageDealt: Squares;
  damageTaken: Squares;
  /** broadsides fired, by ammunition and range band */
  shots: Record<Ammo, Record<RangeBandLabel, number>>;
  /** broadsides that scored at least one square, by ammunition and range band */
  hits: Record<Ammo, Record<RangeBandLabel, number>>;
  /** squares scored, by ammunition */
  squaresByAmmo: Record<Ammo, number>;
  /** broadsides fired as rakes */
  rakes: number;
  /** own crew squares lost in melee */
  crewLostInMelee: number;
  /** enemy ships this side captured */
  captures: number;
  /** own ships that surrendered, by cause */
  surrenders: Partial<Record<SurrenderCause | 'sunk' | 'exploded', number>>;
}

export interface GameSummary {
  winner: SideId | 'draw';
  turns: number;
  reason: string;
  points: Record<SideId, number>;
  surrenders: { ship: string; side: SideId; cause: SurrenderCause | 'sunk' | 'exploded'; turn: number }[];
  perSide: Record<SideId, SideStats>;
}

const AMMO: readonly Ammo[] = ['round', 'chain', 'double', 'grape'];

export function rangeBand(range: number): RangeBandLabel {
  if (range <= 4) return RANGE_BAND_LABELS[Math.max(0, range - 1)];
  return range <= 6 ? '5-6' : '7-10';
}

function byBand(): Record<RangeBandLabel, number> {
  return Object.fromEntries(RANGE_BAND_LABELS.map((b) => [b, 0])) as Record<RangeBandLabel, number>;
}

export function emptySideStats(): SideStats {
  return {
    damageDealt: { H: 0, G: 0, C: 0, R: 0 },
    damageTaken: { H: 0, G: 0, C: 0, R: 0 },
    shots: Object.fromEntries(AMMO.map((a) => [a, byBand()])) as SideStats['shots'],
    hits: Object.fromEntries(AMMO.map((a) => [a, byBand()])) as SideStats['hits'],
    squaresByAmmo: { round: 0, chain: 0, double: 0, grape: 0 },
    rakes: 0,
    crewLostInMelee: 0,
    captures: 0,
    surrenders: {},
  };
}

/** Summarise a finished game from the full event list of every turn. */
export function summarizeGame(state: GameState, events: readonly GameEvent[]): GameSummary {
  const st = state.static;
  const owner = new Map(st.ships.map((s) => [s.id, s.side]));
  const sides = st.sides.map((s) => s.id);
  const other = (side: SideId) => sides.find((s) => s !== side) ?? side;
  const perSide: Record<SideId, SideStats> = Object.fromEntries(sides.map((s) => [s, emptySideStats()]));
  const surrenders: GameSummary['surrenders'] = [];
  for (const e of events) {
    switch (e.type) {
      case 'broadside': {
        if (e.target === null) break;
        const side = owner.get(e.ship)!;
        const s = perSide[side];
        const t = perSide[owner.get(e.target)!];
        const band = rangeBand(e.range);
        s.shots[e.ammo][band]++;
        const n = e.hits.H + e.hits.G + e.hits.C + e.hits.R;
        if (n > 0) s.hits[e.ammo][band]++;
        s.squaresByAmmo[e.ammo] += n;
        if (e.rake) s.rakes++;
        for (const k of ['H', 'G', 'C', 'R'] as const) {
          s.damageDealt[k] += e.hits[k];
          if (t) t.damageTaken[k] += e.hits[k];
        }
        break;
      }
      case 'meleeRound': {
        const defender = owner.get(e.target)!;
        perSide[defender].crewLostInMelee += e.defenderLosses;
        perSide[other(defender)].crewLostInMelee += e.attackerLosses;
        break;
      }
      case 'capture':
        if (perSide[e.by]) perSide[e.by].captures++;
        break;
      case 'surrender': {
        const side = owner.get(e.ship)!;
        surrenders.push({ ship: e.ship, side, cause: e.cause, turn: e.turn });
        perSide[side].surrenders[e.cause] = (perSide[side].surrenders[e.cause] ?? 0) + 1;
        break;
      }
      case 'crewless': {
        // 11.4.2.2 out of action, not surrendered: counted as "crew-lost" when she is still crewless at the end
        const ship = state.ships[st.ships.findIndex((s) => s.id === e.ship)];
        if (e.manned || !ship?.crewless) break;
        const side = owner.get(e.ship)!;
        surrenders.push({ ship: e.ship, side, cause: 'crew-lost', turn: e.turn });
        perSide[side].surrenders['crew-lost'] = (perSide[side].surrenders['crew-lost'] ?? 0) + 1;
        break;
      }
      case 'sunk':
      case 'exploded': {
        const side = owner.get(e.ship)!;
        const cause = e.type;
        surrenders.push({ ship: e.ship, side, cause, turn: e.turn });
        perSide[side].surrenders[cause] = (perSide[side].surrenders[cause] ?? 0) + 1;
        break;
      }
      default:
        break;
    }
  }
  return summaryOf(state, perSide, surrenders);
}

/** The summary of a game from its tallies: who won, how and when (every rule system's summary ends here). */
export function summaryOf(
  state: { turn: number; result: ResultBase | null; static: { sides: { id: SideId }[] } },
  perSide: GameSummary['perSide'],
  surrenders: GameSummary['surrenders'],
): GameSummary {
  const result = state.result;
  return {
    winner: result ? result.winner : 'draw',
    turns: result ? result.turn : state.turn - 1,
    reason: result ? result.reason : 'not finished',
    points: result ? result.points : Object.fromEntries(state.static.sides.map((s) => [s.id, 0])),
    surrenders,
    perSide,
  };
}
