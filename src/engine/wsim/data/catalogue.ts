/**
 * The ship catalogue: one entry per class of the AH 1975 class table (ahClasses.ts, Basic Game values,
 * points by crew quality) and per ship of the classic computer game's scenarios (sailShips.ts, Advanced
 * log values, one points value). A scenario ship names an entry with `"class": id` and overrides any
 * field (docs/scenarios.md). Each entry carries Basic Game values (3.2.6–3.2.10); a sail ship carries
 * her Advanced values too (`advanced`), and her Basic values are derived from them by 16.2.1 read
 * backwards (hull ÷ 1.5 to the nearest square; guns, carronades and crew ÷ 2, a half rounded up:
 * docs/rules-coverage.md I-DATA-2).
 */
import type { Quality } from '../types.js';
import { ADVANCED_LOG } from '../tables/constants.js';
import type { LogFigures } from './logFigures.js';
import { AH_CLASSES, type ShipClassFigures } from './ahClasses.js';
import { SAIL_SCENARIOS, SAIL_SHIPS, type SailShipFigures } from './sailShips.js';

export type { ShipClassFigures } from './ahClasses.js';

/** 14.2.1 points: by crew quality (AH 1975 table) or the classic game's single value. */
export type PointValues = Readonly<Record<Quality, number>> | number;

/** An entry: Basic Game values (3.2.6–3.2.10) in the log figures, Advanced ones in `advanced` where the source gives them. */
export interface CatalogueEntry extends LogFigures {
  readonly id: string;
  /** `ah-1975`: a class of the AH 1975 table; `sail`: a ship of the classic computer game */
  readonly source: 'ah-1975' | 'sail';
  /** a class label ("SOL2 74") or a ship's name ("Mars") */
  readonly label: string;
  /** the ship's name (sail ships only) */
  readonly name?: string;
  /** the classic game's scenario the ship comes from (sail ships only) */
  readonly scenario?: string;
  /** Advanced log values where the source gives them (16.2.1 is used otherwise) */
  readonly advanced?: {
    readonly hull: number;
    readonly crew: readonly number[];
    readonly guns: number;
    readonly carronades: number;
  };
  /** the ship's own crew quality (sail ships); a class has none */
  readonly quality?: Quality;
  readonly points: PointValues;
}

/** 16.2.1 backwards for a hull: ÷ 1.5 to the nearest square (the sail data never gives an exact half). */
export function basicHull(advancedHull: number): number {
  return Math.round(advancedHull / ADVANCED_LOG.hullMultiplier);
}

/** 16.2.1 backwards for guns, carronades and crew: ÷ 2, a half rounded up (Serapis's 3 guns, Carolina's 1 crew; I-DATA-2). */
export function basicHalf(advanced: number, multiplier: number = ADVANCED_LOG.gunsMultiplier): number {
  return Math.ceil(advanced / multiplier);
}

function fromClass(c: ShipClassFigures): CatalogueEntry {
  return { ...c, source: 'ah-1975' };
}

function fromSail(s: SailShipFigures): CatalogueEntry {
  return {
    id: s.id,
    source: 'sail',
    label: s.name,
    name: s.name,
    scenario: SAIL_SCENARIOS[s.scenario].name,
    nation: s.nation,
    shipClass: s.shipClass,
    gunRating: s.gunRating,
    battleSail: s.battleSail,
    fullSail: s.fullSail,
    turning: s.turning,
    hull: basicHull(s.hull),
    crew: s.crew.map((c) => basicHalf(c, ADVANCED_LOG.crewMultiplier)),
    guns: basicHalf(s.guns, ADVANCED_LOG.gunsMultiplier),
    carronades: basicHalf(s.carronades, ADVANCED_LOG.carronadesMultiplier),
    rigging: s.rigging,
    advanced: { hull: s.hull, crew: s.crew, guns: s.guns, carronades: s.carronades },
    quality: s.quality,
    points: s.points,
  };
}

/** Every entry: the 18 classes of the AH 1975 table, then the 131 ships of the classic game. */
export const CATALOGUE: readonly CatalogueEntry[] = [...AH_CLASSES.map(fromClass), ...SAIL_SHIPS.map(fromSail)];

/** The AH 1975 classes (points by crew quality): the catalogue's class entries. */
export const SHIP_CLASSES: readonly ShipClassFigures[] = AH_CLASSES;

const BY_ID = new Map(CATALOGUE.map((e) => [e.id, e]));

/** A catalogue entry by id (a class or a ship). */
export function findShipClass(id: string): CatalogueEntry | undefined {
  return BY_ID.get(id);
}

/** 14.2.1 an entry's points for a crew quality: the AH table's value, or the classic game's single value. */
export function pointsOf(entry: CatalogueEntry, quality: Quality): number {
  return typeof entry.points === 'number' ? entry.points : entry.points[quality];
}
