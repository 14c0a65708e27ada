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
import type { LogFigures } from './logFigures.js';
import rows from './ahClasses.json' with { type: 'json' };

/** A row of the AH 1975 class table (Basic Game values, 3.2.6–3.2.10; points by crew quality, 14.2.1). */
export interface ShipClassFigures extends LogFigures {
  readonly id: string;
  readonly label: string;
  readonly points: Readonly<Record<Quality, number>>;
  /** 38.0 the class's depth value (draught): the ship runs aground in water this deep or shallower */
  readonly depth: number;
}

/** The table's rows, one class a line (ahClasses.json): 2.31, 3.2.6–3.2.10, 14.2.1, 38.0 as above. */
export const AH_CLASSES: readonly ShipClassFigures[] = rows as readonly ShipClassFigures[];
