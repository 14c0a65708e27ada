/**
 * The ships of the classic computer game's 32 scenarios (BSD `sail`), each as that game gives her:
 * Advanced Game log values (16.2.1: hull, crew, guns and carronades already on the Advanced scale),
 * speeds (2.31.2–2.31.3), turning, rigging per section (3.2.10), crew quality (3.2.5) and the game's
 * single points value (14.2.1; crew quality is already counted in it). Guns and carronades are per
 * broadside and equal on both sides in every ship. Class: 1 three-decker, 2 two-decker, 3 frigate,
 * 4 corvette (the American 44s too), 5 sloop, 6 brig (2.31). Basic Game values are derived from these
 * in catalogue.ts (16.2.1 read backwards), never stored twice.
 * Exceptions to the source, recorded in docs/rules-coverage.md (I-DATA-3): the eight Star Trek ships
 * (scenario 31) move 4/7/3 with three rigging sections; 11.4.4.1 gives three sections to a battle sail
 * speed of 3, so their battle sail speed is taken as 3.
 */
import { z } from 'zod';
import { QUALITIES, type Quality } from '../types.js';
import type { LogFigures } from './logFigures.js';
import rows from './sailShips.json' with { type: 'json' };

/** A ship of the classic game: Advanced log values (16.2.1) in the log figures. */
export interface SailShipFigures extends LogFigures {
  /** catalogue id: "sail-" + the game's scenario number + the ship's name as the game spells it */
  readonly id: string;
  /** the game's scenario number (SAIL_SCENARIOS) */
  readonly scenario: number;
  readonly name: string;
  readonly quality: Quality;
  /** 14.2.1 the game's single points value, crew quality included */
  readonly points: number;
}

/** The classic game's scenario names by number (0–20 historical actions, 21–31 fiction). */
export const SAIL_SCENARIOS: readonly {
  readonly index: number;
  readonly name: string;
  readonly historical: boolean;
}[] = [
  { index: 0, name: 'Ranger vs. Drake', historical: true },
  { index: 1, name: 'The Battle of Flamborough Head', historical: true },
  { index: 2, name: 'Arbuthnot and Des Touches', historical: true },
  { index: 3, name: 'Suffren and Hughes', historical: true },
  { index: 4, name: 'Nymphe vs. Cleopatre', historical: true },
  { index: 5, name: 'Mars vs. Hercule', historical: true },
  { index: 6, name: 'Ambuscade vs. Baionnaise', historical: true },
  { index: 7, name: 'Constellation vs. Insurgent', historical: true },
  { index: 8, name: 'Constellation vs. Vengeance', historical: true },
  { index: 9, name: 'The Battle of Lissa', historical: true },
  { index: 10, name: 'Constitution vs. Guerriere', historical: true },
  { index: 11, name: 'United States vs. Macedonian', historical: true },
  { index: 12, name: 'Constitution vs. Java', historical: true },
  { index: 13, name: 'Chesapeake vs. Shannon', historical: true },
  { index: 14, name: 'The Battle of Lake Erie', historical: true },
  { index: 15, name: 'Wasp vs. Reindeer', historical: true },
  { index: 16, name: 'Constitution vs. Cyane and Levant', historical: true },
  { index: 17, name: "Pellew vs. Droits de L'Homme", historical: true },
  { index: 18, name: 'Algeciras', historical: true },
  { index: 19, name: 'Lake Champlain', historical: true },
  { index: 20, name: 'Last Voyage of the USS President', historical: true },
  { index: 21, name: 'Hornblower and the Natividad', historical: false },
  { index: 22, name: 'Curse of the Flying Dutchman', historical: false },
  { index: 23, name: 'The South Pacific', historical: false },
  { index: 24, name: 'Hornblower and the battle of Rosas bay', historical: false },
  { index: 25, name: 'Cape Horn', historical: false },
  { index: 26, name: 'New Orleans', historical: false },
  { index: 27, name: 'Botany Bay', historical: false },
  { index: 28, name: 'Voyage to the Bottom of the Sea', historical: false },
  { index: 29, name: 'Frigate Action', historical: false },
  { index: 30, name: 'The Battle of Midway', historical: false },
  { index: 31, name: 'Star Trek', historical: false },
] as const;

/**
 * The columns of a row of sailShips.json, in their order (the figures in SailShipFigures' order): scenario,
 * name, nation, class, crew quality, gun rating, battle and full sail speeds, turning, then the Advanced log
 * (hull, crew per section, guns and carronades per broadside, rigging per section) and the points value. The
 * catalogue id is made from the scenario number and the name (sailShipId).
 */
const SAIL_SHIP_COLUMNS = {
  scenario: z.number(),
  name: z.string(),
  nation: z.string(),
  shipClass: z.number(),
  quality: z.enum(QUALITIES),
  gunRating: z.number(),
  battleSail: z.union([z.literal(3), z.literal(4)]),
  fullSail: z.number(),
  turning: z.number(),
  hull: z.number(),
  crew: z.array(z.number()),
  guns: z.number(),
  carronades: z.number(),
  rigging: z.array(z.number()),
  points: z.number(),
};
const COLUMN_NAMES = Object.keys(SAIL_SHIP_COLUMNS);

/** The ships, one a line in the game's order (sailShips.json): each row read column by column into its named figures. */
const ROWS = z
  .array(
    z
      .array(z.unknown())
      .length(COLUMN_NAMES.length)
      .transform((cells) => Object.fromEntries(COLUMN_NAMES.map((name, i) => [name, cells[i]])))
      .pipe(z.strictObject(SAIL_SHIP_COLUMNS)),
  )
  .parse(rows);

/** The catalogue id: "sail-", the scenario number in two digits, the name in lower case with hyphens ('sail-01-bonhomme-rich'). */
function sailShipId(scenario: number, name: string): string {
  const words = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `sail-${String(scenario).padStart(2, '0')}-${words}`;
}

export const SAIL_SHIPS: readonly SailShipFigures[] = ROWS.map((ship) => ({
  id: sailShipId(ship.scenario, ship.name),
  ...ship,
}));
