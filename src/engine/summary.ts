/**
 * The per-game summary the batch lab writes into every result row and the reports read: who won, how,
 * and per side the damage dealt and taken, broadsides by ammunition and range band, rakes, melee
 * losses, captures and surrenders. The format is shared by every rule system: each maps its own events
 * to it through RuleSystem.summarize (WS&IM: wsim/summary.ts; Springelkamp: springelkamp/summary.ts).
 */
import type { ResultBase, SideId } from './shapes.js';

/** The ammunition the summary counts broadsides by (WS&IM's four kinds, 8.4; other systems fire round shot). */
export type SummaryAmmo = 'round' | 'chain' | 'double' | 'grape';
/** Why a ship left the fight, in the summary's words (a rule system maps its own causes onto these). */
export type SummaryCause =
  'striking' | 'firepower' | 'immobility' | 'melee' | 'crew-lost' | 'sunk' | 'exploded' | 'wrecked';

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
  shots: Record<SummaryAmmo, Record<RangeBandLabel, number>>;
  /** broadsides that scored at least one square, by ammunition and range band */
  hits: Record<SummaryAmmo, Record<RangeBandLabel, number>>;
  /** squares scored, by ammunition */
  squaresByAmmo: Record<SummaryAmmo, number>;
  /** broadsides fired as rakes */
  rakes: number;
  /** own crew squares lost in melee */
  crewLostInMelee: number;
  /** enemy ships this side captured */
  captures: number;
  /** own ships lost at the end, by cause (each ship once; a struck ship that sank or exploded by her fate) */
  surrenders: Partial<Record<SummaryCause, number>>;
}

export interface GameSummary {
  winner: SideId | 'draw';
  turns: number;
  reason: string;
  points: Record<SideId, number>;
  /** the ships lost at the end, each once, in the order they were lost, at the turn of the loss */
  surrenders: { ship: string; side: SideId; cause: SummaryCause; turn: number }[];
  perSide: Record<SideId, SideStats>;
}

const AMMO: readonly SummaryAmmo[] = ['round', 'chain', 'double', 'grape'];

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
