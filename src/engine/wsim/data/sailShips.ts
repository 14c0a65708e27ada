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
import type { Quality } from '../types.js';
import type { LogFigures } from './logFigures.js';

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
 * One ship a row, the figures in SailShipFigures' order: scenario, name, nation, class, crew quality,
 * gun rating, battle and full sail speeds, turning, then the Advanced log (hull, crew per section, guns
 * and carronades per broadside, rigging per section) and the points value. The catalogue id is made
 * from the scenario number and the name (sailShipId).
 */
type SailShipRow = readonly [
  scenario: number,
  name: string,
  nation: string,
  shipClass: number,
  quality: Quality,
  gunRating: number,
  battleSail: 3 | 4,
  fullSail: number,
  turning: number,
  hull: number,
  crew: readonly number[],
  guns: number,
  carronades: number,
  rigging: readonly number[],
  points: number,
];

const ROWS: readonly SailShipRow[] = [
  // 0 Ranger vs. Drake
  [0, 'Ranger', 'American', 5, 'crack', 19, 4, 7, 3, 5, [2, 2, 2], 2, 0, [4, 4, 4, 4], 7],
  [0, 'Drake', 'British', 5, 'crack', 17, 4, 7, 3, 5, [2, 2, 2], 0, 4, [3, 3, 3, 3], 6],
  // 1 The Battle of Flamborough Head
  [1, 'Bonhomme Rich', 'American', 4, 'crack', 42, 3, 5, 2, 7, [2, 2, 2], 2, 0, [5, 5, 5], 11],
  [1, 'Serapis', 'British', 3, 'crack', 44, 4, 6, 3, 7, [2, 2, 2], 3, 0, [5, 5, 5, 5], 12],
  // 2 Arbuthnot and Des Touches
  [2, 'America', 'British', 2, 'crack', 64, 3, 5, 2, 17, [8, 6, 6], 12, 2, [7, 7, 7], 20],
  [2, 'Befford', 'British', 2, 'crack', 74, 3, 5, 2, 20, [8, 8, 8], 16, 2, [7, 7, 7], 26],
  [2, 'Adamant', 'British', 2, 'crack', 50, 3, 5, 2, 12, [6, 4, 4], 8, 2, [6, 6, 6], 17],
  [2, 'London', 'British', 1, 'crack', 98, 3, 5, 1, 23, [10, 10, 10], 18, 2, [8, 8, 8], 28],
  [2, 'Royal Oak', 'British', 2, 'crack', 74, 3, 5, 2, 20, [8, 8, 8], 16, 2, [7, 7, 7], 26],
  [2, 'Neptune', 'French', 2, 'average', 74, 3, 5, 2, 21, [10, 10, 8], 20, 0, [7, 7, 7], 24],
  [2, 'Duc Bougogne', 'French', 1, 'average', 80, 3, 5, 1, 23, [12, 12, 10], 22, 0, [7, 7, 7], 27],
  [2, 'Conquerant', 'French', 2, 'average', 74, 3, 5, 2, 21, [10, 8, 8], 20, 2, [4, 4, 7], 24],
  [2, 'Provence', 'French', 2, 'average', 64, 3, 5, 2, 18, [8, 8, 6], 12, 0, [7, 7, 7], 18],
  [2, 'Romulus', 'French', 2, 'average', 44, 3, 5, 2, 11, [4, 4, 4], 6, 2, [5, 5, 5], 10],
  // 3 Suffren and Hughes
  [3, 'Monmouth', 'British', 2, 'average', 74, 3, 5, 2, 21, [10, 10, 8], 20, 2, [7, 7, 7], 24],
  [3, 'Hero', 'British', 2, 'crack', 74, 3, 5, 2, 20, [8, 8, 8], 16, 2, [7, 7, 7], 26],
  [3, 'Isis', 'British', 2, 'crack', 50, 3, 5, 2, 12, [6, 4, 4], 8, 2, [6, 6, 6], 17],
  [3, 'Superb', 'British', 2, 'crack', 74, 3, 5, 2, 21, [8, 8, 6], 16, 4, [7, 7, 7], 27],
  [3, 'Burford', 'British', 2, 'average', 74, 3, 5, 2, 21, [10, 8, 8], 20, 2, [4, 4, 7], 24],
  [3, 'Flamband', 'French', 2, 'average', 50, 3, 5, 2, 14, [6, 6, 4], 8, 0, [6, 6, 6], 14],
  [3, 'Annibal', 'French', 2, 'average', 74, 3, 5, 2, 21, [10, 10, 8], 20, 0, [7, 7, 7], 24],
  [3, 'Severe', 'French', 2, 'average', 64, 3, 5, 2, 18, [8, 8, 6], 12, 0, [7, 7, 7], 18],
  [3, 'Brilliant', 'French', 2, 'crack', 80, 3, 5, 2, 24, [10, 8, 8], 20, 2, [8, 8, 8], 31],
  [3, 'Sphinx', 'French', 2, 'average', 80, 3, 5, 2, 24, [12, 12, 10], 22, 2, [7, 7, 7], 27],
  // 4 Nymphe vs. Cleopatre
  [4, 'Nymphe', 'British', 3, 'crack', 36, 4, 6, 3, 11, [4, 4, 2], 4, 2, [5, 5, 5, 5], 11],
  [4, 'Cleopatre', 'French', 3, 'average', 36, 4, 6, 3, 11, [4, 4, 4], 4, 2, [5, 5, 5, 5], 10],
  // 5 Mars vs. Hercule
  [5, 'Mars', 'British', 2, 'crack', 74, 3, 5, 2, 21, [10, 8, 8], 18, 2, [7, 7, 7], 26],
  [5, 'Hercule', 'French', 2, 'average', 74, 3, 5, 2, 21, [10, 10, 8], 20, 2, [7, 7, 7], 23],
  // 6 Ambuscade vs. Baionnaise
  [6, 'Ambuscade', 'British', 3, 'average', 32, 4, 6, 3, 8, [4, 2, 2], 4, 2, [5, 5, 5, 5], 9],
  [6, 'Baionnaise', 'French', 4, 'average', 24, 4, 6, 3, 6, [4, 4, 4], 2, 0, [4, 4, 4, 4], 9],
  // 7 Constellation vs. Insurgent
  [7, 'Constellation', 'American', 4, 'elite', 38, 4, 7, 3, 14, [6, 4, 4], 4, 6, [5, 5, 5, 5], 17],
  [7, 'Insurgent', 'French', 4, 'average', 36, 4, 7, 3, 11, [6, 6, 4], 4, 2, [5, 5, 5, 5], 11],
  // 8 Constellation vs. Vengeance
  [8, 'Constellation', 'American', 4, 'elite', 38, 4, 7, 3, 14, [6, 4, 4], 4, 6, [5, 5, 5, 5], 17],
  [8, 'Vengeance', 'French', 3, 'average', 40, 4, 6, 3, 15, [8, 6, 6], 6, 4, [5, 5, 5, 5], 15],
  // 9 The Battle of Lissa
  [9, 'Amphion', 'British', 3, 'elite', 32, 4, 6, 3, 11, [4, 4, 2], 4, 2, [5, 5, 5, 5], 13],
  [9, 'Active', 'British', 3, 'elite', 38, 4, 6, 3, 14, [4, 4, 4], 6, 4, [5, 5, 5, 5], 18],
  [9, 'Volage', 'British', 3, 'elite', 22, 4, 6, 3, 6, [2, 2, 2], 0, 8, [4, 4, 4, 4], 11],
  [9, 'Cerberus', 'British', 3, 'elite', 32, 4, 6, 3, 11, [4, 4, 2], 4, 2, [5, 5, 5, 5], 13],
  [9, 'Favorite', 'French', 3, 'average', 40, 4, 6, 3, 14, [6, 6, 4], 6, 4, [5, 5, 5, 5], 15],
  [9, 'Flore', 'French', 3, 'average', 40, 4, 6, 3, 15, [8, 6, 6], 6, 4, [5, 5, 5, 5], 15],
  [9, 'Danae', 'French', 3, 'crack', 40, 4, 6, 3, 15, [4, 4, 4], 8, 6, [5, 5, 5, 5], 17],
  [9, 'Bellona', 'French', 3, 'green', 32, 4, 6, 3, 11, [4, 4, 4], 4, 0, [5, 5, 5, 5], 9],
  [9, 'Corona', 'French', 3, 'green', 40, 4, 6, 3, 14, [6, 6, 4], 6, 4, [5, 5, 5, 5], 12],
  [9, 'Carolina', 'French', 3, 'green', 32, 4, 6, 3, 8, [4, 4, 1], 2, 0, [4, 4, 4, 4], 7],
  // 10 Constitution vs. Guerriere
  [10, 'Constitution', 'American', 4, 'elite', 44, 4, 7, 3, 18, [6, 6, 6], 8, 6, [6, 6, 6, 6], 24],
  [10, 'Guerriere', 'British', 3, 'crack', 38, 4, 6, 3, 14, [4, 4, 2], 6, 4, [5, 5, 5, 5], 15],
  // 11 United States vs. Macedonian
  [11, 'United States', 'American', 3, 'elite', 44, 4, 5, 3, 18, [8, 6, 6], 8, 8, [6, 6, 6, 6], 24],
  [11, 'Macedonian', 'British', 3, 'crack', 38, 4, 6, 3, 14, [4, 4, 4], 6, 4, [5, 5, 5, 5], 16],
  // 12 Constitution vs. Java
  [12, 'Constitution', 'American', 4, 'elite', 44, 4, 7, 3, 18, [6, 6, 6], 8, 6, [6, 6, 6, 6], 24],
  [12, 'Java', 'British', 4, 'crack', 38, 4, 7, 3, 14, [6, 6, 6], 6, 6, [5, 5, 5, 5], 19],
  // 13 Chesapeake vs. Shannon
  [13, 'Chesapeake', 'American', 3, 'average', 38, 4, 6, 3, 14, [6, 6, 4], 6, 6, [5, 5, 5, 5], 14],
  [13, 'Shannon', 'British', 3, 'elite', 38, 4, 6, 3, 14, [6, 4, 4], 6, 6, [5, 5, 5, 5], 17],
  // 14 The Battle of Lake Erie
  [14, 'Lawrence', 'American', 5, 'crack', 20, 4, 7, 3, 6, [4, 2, 2], 0, 6, [4, 4, 4, 4], 9],
  [14, 'Niagara', 'American', 5, 'elite', 20, 4, 7, 3, 6, [4, 2, 2], 0, 6, [4, 4, 4, 4], 12],
  [14, 'Lady Prevost', 'British', 6, 'crack', 13, 4, 7, 3, 3, [0, 2, 2], 0, 2, [2, 2, 2, 2], 5],
  [14, 'Detroit', 'British', 5, 'crack', 19, 4, 7, 3, 5, [2, 2, 2], 2, 0, [4, 4, 4, 4], 7],
  [14, 'Q. Charlotte', 'British', 5, 'crack', 17, 4, 7, 3, 5, [2, 2, 2], 2, 0, [3, 3, 3, 3], 6],
  // 15 Wasp vs. Reindeer
  [15, 'Wasp', 'American', 5, 'elite', 20, 4, 7, 3, 6, [4, 2, 2], 0, 6, [4, 4, 4, 4], 12],
  [15, 'Reindeer', 'British', 5, 'elite', 18, 4, 7, 3, 5, [2, 2, 2], 0, 6, [4, 4, 4, 4], 9],
  // 16 Constitution vs. Cyane and Levant
  [16, 'Constitution', 'American', 4, 'elite', 44, 4, 7, 3, 18, [6, 6, 6], 8, 6, [6, 6, 6, 6], 24],
  [16, 'Cyane', 'British', 5, 'crack', 24, 4, 7, 3, 6, [4, 2, 2], 0, 10, [4, 4, 4, 4], 11],
  [16, 'Levant', 'British', 5, 'crack', 20, 4, 7, 3, 6, [2, 2, 2], 0, 8, [4, 4, 4, 4], 10],
  // 17 Pellew vs. Droits de L'Homme
  [17, 'Indefatigable', 'British', 3, 'elite', 44, 4, 6, 3, 11, [4, 4, 4], 4, 2, [5, 5, 5, 5], 14],
  [17, 'Amazon', 'British', 3, 'crack', 36, 4, 6, 3, 12, [4, 4, 4], 6, 2, [5, 5, 5, 5], 14],
  [17, "Droits L'Hom", 'French', 2, 'average', 74, 3, 5, 2, 21, [10, 8, 8], 20, 2, [4, 4, 7], 24],
  // 18 Algeciras
  [18, 'Caesar', 'British', 2, 'crack', 80, 3, 5, 2, 24, [10, 8, 8], 20, 2, [8, 8, 8], 31],
  [18, 'Pompee', 'British', 2, 'crack', 74, 3, 5, 2, 21, [8, 8, 6], 16, 4, [7, 7, 7], 27],
  [18, 'Spencer', 'British', 2, 'crack', 74, 3, 5, 2, 20, [8, 8, 8], 16, 2, [7, 7, 7], 26],
  [18, 'Hannibal', 'British', 1, 'crack', 98, 3, 5, 1, 23, [10, 10, 10], 18, 2, [8, 8, 8], 28],
  [18, 'Real-Carlos', 'Spanish', 1, 'green', 112, 3, 5, 1, 27, [12, 12, 12], 24, 0, [9, 9, 9], 27],
  [18, 'San Fernando', 'Spanish', 1, 'green', 96, 3, 5, 1, 24, [12, 12, 10], 20, 0, [8, 8, 8], 24],
  [18, 'Argonauta', 'Spanish', 2, 'green', 80, 3, 5, 2, 23, [10, 10, 8], 20, 0, [7, 7, 7], 23],
  [18, 'San Augustine', 'Spanish', 2, 'green', 74, 3, 5, 2, 21, [10, 8, 8], 16, 4, [7, 7, 7], 20],
  [18, 'Indomptable', 'French', 2, 'average', 80, 3, 5, 2, 24, [12, 12, 10], 22, 2, [7, 7, 7], 27],
  [18, 'Desaix', 'French', 2, 'average', 74, 3, 5, 2, 21, [10, 10, 8], 20, 2, [7, 7, 7], 24],
  // 19 Lake Champlain
  [19, 'Saratoga', 'American', 5, 'crack', 26, 4, 7, 3, 6, [4, 2, 2], 2, 6, [4, 4, 4, 4], 12],
  [19, 'Eagle', 'American', 5, 'crack', 20, 4, 7, 3, 6, [4, 2, 2], 0, 6, [4, 4, 4, 4], 11],
  [19, 'Ticonderoga', 'American', 5, 'crack', 17, 4, 7, 3, 5, [2, 2, 2], 0, 6, [4, 4, 4, 4], 9],
  [19, 'Preble', 'American', 6, 'crack', 7, 4, 7, 3, 3, [0, 2, 2], 0, 2, [2, 2, 2, 2], 4],
  [19, 'Confiance', 'British', 3, 'crack', 37, 4, 6, 3, 12, [4, 4, 2], 6, 4, [5, 5, 5, 5], 14],
  [19, 'Linnet', 'British', 5, 'elite', 16, 4, 7, 3, 5, [2, 2, 2], 0, 4, [4, 4, 4, 4], 10],
  [19, 'Chubb', 'British', 6, 'crack', 11, 4, 7, 3, 3, [2, 2, 2], 0, 2, [2, 2, 2, 2], 5],
  // 20 Last Voyage of the USS President
  [20, 'President', 'American', 3, 'elite', 44, 4, 5, 3, 18, [8, 6, 6], 8, 8, [6, 6, 6, 6], 24],
  [20, 'Endymion', 'British', 3, 'crack', 40, 4, 6, 3, 15, [4, 4, 4], 8, 6, [5, 5, 5, 5], 17],
  [20, 'Pomone', 'British', 3, 'crack', 44, 4, 6, 3, 15, [8, 8, 6], 10, 2, [6, 6, 6, 6], 20],
  [20, 'Tenedos', 'British', 3, 'crack', 38, 4, 6, 3, 14, [4, 4, 4], 6, 6, [5, 5, 5, 5], 15],
  // 21 Hornblower and the Natividad
  [21, 'Lydia', 'British', 3, 'elite', 36, 4, 6, 3, 9, [4, 4, 2], 4, 2, [5, 5, 5, 5], 13],
  [21, 'Natividad', 'Spanish', 2, 'green', 50, 3, 5, 2, 14, [6, 6, 6], 8, 0, [6, 6, 6], 14],
  // 22 Curse of the Flying Dutchman
  [22, 'Piece of Cake', 'Spanish', 4, 'average', 24, 4, 6, 3, 6, [4, 4, 4], 2, 0, [4, 4, 4, 4], 9],
  [22, 'Flying Dutchy', 'French', 1, 'elite', 120, 3, 5, 1, 27, [16, 14, 14], 28, 2, [9, 9, 9], 43],
  // 23 The South Pacific
  [23, 'USS Scurvy', 'American', 1, 'poor', 136, 3, 5, 1, 30, [8, 14, 14], 28, 0, [9, 9, 9], 27],
  [23, 'HMS Tahiti', 'British', 1, 'elite', 120, 3, 5, 1, 27, [16, 14, 14], 28, 2, [9, 9, 9], 43],
  [23, 'Australian', 'Spanish', 3, 'average', 32, 4, 6, 3, 8, [4, 2, 2], 4, 2, [5, 5, 5, 5], 9],
  [23, 'Bikini Atoll', 'French', 6, 'crack', 7, 4, 7, 3, 3, [0, 2, 2], 0, 2, [2, 2, 2, 2], 4],
  // 24 Hornblower and the battle of Rosas bay
  [24, 'Sutherland', 'British', 2, 'crack', 74, 3, 5, 2, 20, [8, 8, 8], 16, 2, [7, 7, 7], 26],
  [24, 'Turenne', 'French', 1, 'average', 80, 3, 5, 1, 23, [12, 12, 10], 22, 0, [7, 7, 7], 27],
  [24, 'Nightmare', 'French', 2, 'average', 74, 3, 5, 2, 21, [10, 10, 8], 20, 0, [7, 7, 7], 24],
  [24, 'Paris', 'French', 1, 'green', 112, 3, 5, 1, 27, [12, 12, 12], 24, 0, [9, 9, 9], 27],
  [24, 'Napoleon', 'French', 2, 'green', 74, 3, 5, 2, 21, [10, 8, 8], 16, 4, [7, 7, 7], 20],
  // 25 Cape Horn
  [25, 'Concord', 'American', 2, 'average', 80, 3, 5, 2, 24, [12, 12, 10], 22, 2, [7, 7, 7], 27],
  [25, 'Berkeley', 'American', 1, 'crack', 98, 3, 5, 1, 23, [10, 10, 10], 18, 2, [8, 8, 8], 28],
  [25, 'Thames', 'British', 1, 'elite', 120, 3, 5, 1, 27, [16, 14, 14], 28, 2, [9, 9, 9], 43],
  [25, 'Madrid', 'Spanish', 1, 'green', 112, 3, 5, 1, 27, [12, 12, 12], 24, 0, [9, 9, 9], 27],
  [25, 'Musket', 'French', 1, 'average', 80, 3, 5, 1, 23, [12, 12, 10], 22, 0, [7, 7, 7], 27],
  // 26 New Orleans
  [26, 'Alligator', 'American', 1, 'elite', 120, 3, 5, 1, 27, [16, 14, 14], 28, 2, [9, 9, 9], 43],
  [26, 'Firefly', 'British', 2, 'crack', 74, 3, 5, 2, 21, [8, 8, 6], 16, 4, [7, 7, 7], 27],
  [26, 'Cypress', 'British', 3, 'elite', 44, 4, 6, 3, 11, [4, 4, 4], 4, 2, [5, 5, 5, 5], 14],
  // 27 Botany Bay
  [27, 'Shark', 'British', 2, 'average', 64, 3, 5, 2, 18, [8, 8, 6], 12, 0, [7, 7, 7], 18],
  [27, 'Coral Snake', 'French', 4, 'elite', 44, 4, 7, 3, 18, [6, 6, 6], 8, 6, [6, 6, 6, 6], 24],
  [27, 'Sea Lion', 'French', 3, 'elite', 44, 4, 5, 3, 18, [8, 6, 6], 8, 8, [6, 6, 6, 6], 24],
  // 28 Voyage to the Bottom of the Sea
  [28, 'Seaview', 'American', 1, 'elite', 120, 3, 5, 1, 27, [16, 14, 14], 28, 2, [9, 9, 9], 43],
  [28, 'Flying Sub', 'American', 3, 'crack', 40, 4, 6, 3, 15, [4, 4, 4], 8, 6, [5, 5, 5, 5], 17],
  [28, 'Mermaid', 'British', 1, 'poor', 136, 3, 5, 1, 30, [8, 14, 14], 28, 0, [9, 9, 9], 27],
  [28, 'Giant Squid', 'Spanish', 1, 'green', 112, 3, 5, 1, 27, [12, 12, 12], 24, 0, [9, 9, 9], 27],
  // 29 Frigate Action
  [29, 'Killdeer', 'American', 3, 'average', 40, 4, 6, 3, 15, [8, 6, 6], 6, 4, [5, 5, 5, 5], 15],
  [29, 'Sandpiper', 'British', 3, 'average', 40, 4, 6, 3, 14, [6, 6, 4], 6, 4, [5, 5, 5, 5], 15],
  [29, 'Curlew', 'Spanish', 3, 'crack', 38, 4, 6, 3, 14, [4, 4, 4], 6, 4, [5, 5, 5, 5], 16],
  // 30 The Battle of Midway
  [30, 'Enterprise', 'American', 2, 'crack', 80, 3, 5, 2, 24, [10, 8, 8], 20, 2, [8, 8, 8], 31],
  [30, 'Yorktown', 'American', 2, 'average', 80, 3, 5, 2, 24, [12, 12, 10], 22, 2, [7, 7, 7], 27],
  [30, 'Hornet', 'American', 2, 'average', 74, 3, 5, 2, 21, [10, 10, 8], 20, 2, [7, 7, 7], 24],
  [30, 'Akagi', 'Japanese', 1, 'green', 112, 3, 5, 1, 27, [12, 12, 12], 24, 0, [9, 9, 9], 27],
  [30, 'Kaga', 'Japanese', 1, 'green', 96, 3, 5, 1, 24, [12, 12, 10], 20, 0, [8, 8, 8], 24],
  [30, 'Soryu', 'Japanese', 2, 'green', 80, 3, 5, 2, 23, [10, 10, 8], 20, 0, [7, 7, 7], 23],
  // 31 Star Trek
  [31, 'Enterprise', 'Federation', 1, 'elite', 450, 3, 7, 3, 99, [50, 40, 40], 50, 25, [9, 9, 9], 75],
  [31, 'Yorktown', 'Federation', 1, 'elite', 450, 3, 7, 3, 99, [50, 40, 40], 50, 25, [9, 9, 9], 75],
  [31, 'Reliant', 'Federation', 1, 'elite', 450, 3, 7, 3, 99, [50, 40, 40], 50, 25, [9, 9, 9], 75],
  [31, 'Galileo', 'Federation', 1, 'elite', 450, 3, 7, 3, 99, [50, 40, 40], 50, 25, [9, 9, 9], 75],
  [31, 'Kobayashi Maru', 'Klingon', 1, 'elite', 450, 3, 7, 3, 99, [50, 40, 40], 50, 25, [9, 9, 9], 75],
  [31, 'Klingon II', 'Klingon', 1, 'elite', 450, 3, 7, 3, 99, [50, 40, 40], 50, 25, [9, 9, 9], 75],
  [31, 'Red Orion', 'Orion', 1, 'elite', 450, 3, 7, 3, 99, [50, 40, 40], 50, 25, [9, 9, 9], 75],
  [31, 'Blue Orion', 'Orion', 1, 'elite', 450, 3, 7, 3, 99, [50, 40, 40], 50, 25, [9, 9, 9], 75],
];

/** The catalogue id: "sail-", the scenario number in two digits, the name in lower case with hyphens ('sail-01-bonhomme-rich'). */
function sailShipId(scenario: number, name: string): string {
  const words = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `sail-${String(scenario).padStart(2, '0')}-${words}`;
}

export const SAIL_SHIPS: readonly SailShipFigures[] = ROWS.map(
  ([
    scenario,
    name,
    nation,
    shipClass,
    quality,
    gunRating,
    battleSail,
    fullSail,
    turning,
    hull,
    crew,
    guns,
    carronades,
    rigging,
    points,
  ]) => ({
    id: sailShipId(scenario, name),
    scenario,
    name,
    nation,
    shipClass,
    quality,
    gunRating,
    battleSail,
    fullSail,
    turning,
    hull,
    crew,
    guns,
    carronades,
    rigging,
    points,
  }),
);
