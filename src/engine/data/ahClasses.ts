/**
 * Ship classes of the Avalon Hill 1975 "Napoleonic Period" class table, Basic Game log values
 * (3.2.6–3.2.10): hull, crew per section, guns and carronades per broadside, rigging per section,
 * points by crew quality. The class table gives no speeds; they follow the pattern of the classic
 * computer game's ships (class 1: battle sail 3, full sail 5, turning 1; class 2: 3/5/2;
 * frigates 4/6/3) — an assumption recorded in docs/rules-coverage.md (I-DATA-1).
 * Spanish rows other than sp-sol2-74-l print no carronade figure; 0 is used. `depth` is the class
 * table's depth value, read as the 38.0 depth value (draught) of the running aground rule (I-AGROUND-1).
 */
import type { Quality } from '../types.js';

/** A row of the AH 1975 class table (Basic Game values, 3.2.6–3.2.10; points by crew quality, 14.2.1). */
export interface ShipClassFigures {
  readonly id: string;
  readonly nation: string;
  readonly label: string;
  readonly shipClass: number;
  readonly gunRating: number;
  readonly battleSail: 3 | 4;
  readonly fullSail: number;
  readonly turning: number;
  readonly hull: number;
  readonly crew: readonly number[];
  readonly guns: number;
  readonly carronades: number;
  readonly rigging: readonly number[];
  readonly points: Readonly<Record<Quality, number>>;
  /** 38.0 the class's depth value (draught): the ship runs aground in water this deep or shallower */
  readonly depth: number;
}

export const AH_CLASSES: readonly ShipClassFigures[] = [
  { id: 'br-sol1-110', nation: 'British', label: 'SOL1 110', shipClass: 1, gunRating: 110, battleSail: 3, fullSail: 5, turning: 1, hull: 18, crew: [6, 6, 5], guns: 12, carronades: 1, rigging: [9, 9, 9], depth: 24, points: { elite: 38, crack: 35, average: 28, green: 26, poor: 23 } },
  { id: 'br-sol1-100', nation: 'British', label: 'SOL1 100', shipClass: 1, gunRating: 100, battleSail: 3, fullSail: 5, turning: 1, hull: 17, crew: [6, 6, 5], guns: 11, carronades: 1, rigging: [8, 8, 8], depth: 23, points: { elite: 35, crack: 32, average: 26, green: 24, poor: 22 } },
  { id: 'br-sol1-98', nation: 'British', label: 'SOL1 98', shipClass: 1, gunRating: 98, battleSail: 3, fullSail: 5, turning: 1, hull: 16, crew: [5, 5, 5], guns: 10, carronades: 1, rigging: [8, 8, 8], depth: 22, points: { elite: 33, crack: 30, average: 24, green: 23, poor: 20 } },
  { id: 'br-sol2-80', nation: 'British', label: 'SOL2 80', shipClass: 2, gunRating: 80, battleSail: 3, fullSail: 5, turning: 2, hull: 16, crew: [5, 5, 4], guns: 10, carronades: 1, rigging: [8, 8, 8], depth: 21, points: { elite: 34, crack: 31, average: 24, green: 23, poor: 21 } },
  { id: 'br-sol2-74-l', nation: 'British', label: 'SOL2 74', shipClass: 2, gunRating: 74, battleSail: 3, fullSail: 5, turning: 2, hull: 14, crew: [5, 4, 4], guns: 9, carronades: 2, rigging: [7, 7, 7], depth: 22, points: { elite: 30, crack: 29, average: 23, green: 21, poor: 19 } },
  { id: 'br-sol2-74', nation: 'British', label: 'SOL2 74', shipClass: 2, gunRating: 74, battleSail: 3, fullSail: 5, turning: 2, hull: 14, crew: [4, 4, 4], guns: 8, carronades: 2, rigging: [7, 7, 7], depth: 20, points: { elite: 29, crack: 27, average: 22, green: 20, poor: 18 } },
  { id: 'br-sol2-64', nation: 'British', label: 'SOL2 64', shipClass: 2, gunRating: 64, battleSail: 3, fullSail: 5, turning: 2, hull: 11, crew: [4, 3, 3], guns: 6, carronades: 2, rigging: [7, 7, 7], depth: 19, points: { elite: 22, crack: 20, average: 17, green: 15, poor: 13 } },
  { id: 'br-f3-36', nation: 'British', label: 'F3 36', shipClass: 3, gunRating: 36, battleSail: 4, fullSail: 6, turning: 3, hull: 7, crew: [2, 2, 1], guns: 2, carronades: 1, rigging: [5, 5, 5, 5], depth: 13, points: { elite: 13, crack: 11, average: 10, green: 9, poor: 8 } },
  { id: 'fr-sol2-80', nation: 'French', label: 'SOL2 80', shipClass: 2, gunRating: 80, battleSail: 3, fullSail: 5, turning: 2, hull: 16, crew: [6, 6, 5], guns: 11, carronades: 1, rigging: [7, 7, 7], depth: 23, points: { elite: 36, crack: 33, average: 27, green: 25, poor: 23 } },
  { id: 'fr-sol2-74', nation: 'French', label: 'SOL2 74', shipClass: 2, gunRating: 74, battleSail: 3, fullSail: 5, turning: 2, hull: 14, crew: [5, 5, 4], guns: 10, carronades: 1, rigging: [7, 7, 7], depth: 21, points: { elite: 32, crack: 29, average: 24, green: 22, poor: 20 } },
  { id: 'fr-f3-36', nation: 'French', label: 'F3 36', shipClass: 3, gunRating: 36, battleSail: 4, fullSail: 6, turning: 3, hull: 8, crew: [3, 2, 2], guns: 2, carronades: 1, rigging: [5, 5, 5, 5], depth: 17, points: { elite: 17, crack: 15, average: 13, green: 12, poor: 10 } },
  { id: 'sp-sol1-130', nation: 'Spanish', label: 'SOL1 130', shipClass: 1, gunRating: 130, battleSail: 3, fullSail: 5, turning: 1, hull: 20, crew: [8, 7, 7], guns: 13, carronades: 0, rigging: [10, 10, 10], depth: 25, points: { elite: 42, crack: 38, average: 32, green: 30, poor: 27 } },
  { id: 'sp-sol1-112', nation: 'Spanish', label: 'SOL1 112', shipClass: 1, gunRating: 112, battleSail: 3, fullSail: 5, turning: 1, hull: 18, crew: [6, 6, 6], guns: 12, carronades: 0, rigging: [9, 9, 9], depth: 23, points: { elite: 38, crack: 35, average: 29, green: 27, poor: 25 } },
  { id: 'sp-sol1-100', nation: 'Spanish', label: 'SOL1 100', shipClass: 1, gunRating: 100, battleSail: 3, fullSail: 5, turning: 1, hull: 16, crew: [6, 6, 5], guns: 10, carronades: 0, rigging: [8, 8, 8], depth: 23, points: { elite: 36, crack: 33, average: 26, green: 25, poor: 23 } },
  { id: 'sp-sol2-80', nation: 'Spanish', label: 'SOL2 80', shipClass: 2, gunRating: 80, battleSail: 3, fullSail: 5, turning: 2, hull: 15, crew: [5, 5, 4], guns: 10, carronades: 0, rigging: [7, 7, 7], depth: 21, points: { elite: 34, crack: 31, average: 24, green: 23, poor: 21 } },
  { id: 'sp-sol2-74-l', nation: 'Spanish', label: 'SOL2 74', shipClass: 2, gunRating: 74, battleSail: 3, fullSail: 5, turning: 2, hull: 14, crew: [5, 4, 4], guns: 8, carronades: 2, rigging: [7, 7, 7], depth: 22, points: { elite: 33, crack: 30, average: 22, green: 20, poor: 18 } },
  { id: 'sp-sol2-74', nation: 'Spanish', label: 'SOL2 74', shipClass: 2, gunRating: 74, battleSail: 3, fullSail: 5, turning: 2, hull: 13, crew: [4, 4, 4], guns: 8, carronades: 0, rigging: [7, 7, 7], depth: 21, points: { elite: 29, crack: 26, average: 20, green: 18, poor: 16 } },
  { id: 'us-f4-38', nation: 'American', label: 'F4 38', shipClass: 4, gunRating: 38, battleSail: 4, fullSail: 6, turning: 3, hull: 9, crew: [3, 3, 3], guns: 3, carronades: 3, rigging: [5, 5, 5, 5], depth: 17, points: { elite: 18, crack: 15, average: 14, green: 13, poor: 11 } },
] as const;

