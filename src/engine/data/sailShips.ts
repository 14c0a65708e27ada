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

export interface SailShipFigures {
  /** catalogue id: "sail-" + the game's scenario number + the ship's name as the game spells it */
  readonly id: string;
  /** the game's scenario number (SAIL_SCENARIOS) */
  readonly scenario: number;
  readonly name: string;
  readonly nation: string;
  readonly shipClass: number;
  readonly quality: Quality;
  readonly gunRating: number;
  readonly battleSail: 3 | 4;
  readonly fullSail: number;
  readonly turning: number;
  /** Advanced log values (16.2.1) */
  readonly hull: number;
  readonly crew: readonly number[];
  readonly guns: number;
  readonly carronades: number;
  readonly rigging: readonly number[];
  /** 14.2.1 the game's single points value, crew quality included */
  readonly points: number;
}

/** The classic game's scenario names by number (0–20 historical actions, 21–31 fiction). */
export const SAIL_SCENARIOS: readonly { readonly index: number; readonly name: string; readonly historical: boolean }[] = [
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

export const SAIL_SHIPS: readonly SailShipFigures[] = [
  // 0 Ranger vs. Drake
  { id: 'sail-00-ranger', scenario: 0, name: 'Ranger', nation: 'American', shipClass: 5, quality: 'crack', gunRating: 19, battleSail: 4, fullSail: 7, turning: 3, hull: 5, crew: [2, 2, 2], guns: 2, carronades: 0, rigging: [4, 4, 4, 4], points: 7 },
  { id: 'sail-00-drake', scenario: 0, name: 'Drake', nation: 'British', shipClass: 5, quality: 'crack', gunRating: 17, battleSail: 4, fullSail: 7, turning: 3, hull: 5, crew: [2, 2, 2], guns: 0, carronades: 4, rigging: [3, 3, 3, 3], points: 6 },
  // 1 The Battle of Flamborough Head
  { id: 'sail-01-bonhomme-rich', scenario: 1, name: 'Bonhomme Rich', nation: 'American', shipClass: 4, quality: 'crack', gunRating: 42, battleSail: 3, fullSail: 5, turning: 2, hull: 7, crew: [2, 2, 2], guns: 2, carronades: 0, rigging: [5, 5, 5], points: 11 },
  { id: 'sail-01-serapis', scenario: 1, name: 'Serapis', nation: 'British', shipClass: 3, quality: 'crack', gunRating: 44, battleSail: 4, fullSail: 6, turning: 3, hull: 7, crew: [2, 2, 2], guns: 3, carronades: 0, rigging: [5, 5, 5, 5], points: 12 },
  // 2 Arbuthnot and Des Touches
  { id: 'sail-02-america', scenario: 2, name: 'America', nation: 'British', shipClass: 2, quality: 'crack', gunRating: 64, battleSail: 3, fullSail: 5, turning: 2, hull: 17, crew: [8, 6, 6], guns: 12, carronades: 2, rigging: [7, 7, 7], points: 20 },
  { id: 'sail-02-befford', scenario: 2, name: 'Befford', nation: 'British', shipClass: 2, quality: 'crack', gunRating: 74, battleSail: 3, fullSail: 5, turning: 2, hull: 20, crew: [8, 8, 8], guns: 16, carronades: 2, rigging: [7, 7, 7], points: 26 },
  { id: 'sail-02-adamant', scenario: 2, name: 'Adamant', nation: 'British', shipClass: 2, quality: 'crack', gunRating: 50, battleSail: 3, fullSail: 5, turning: 2, hull: 12, crew: [6, 4, 4], guns: 8, carronades: 2, rigging: [6, 6, 6], points: 17 },
  { id: 'sail-02-london', scenario: 2, name: 'London', nation: 'British', shipClass: 1, quality: 'crack', gunRating: 98, battleSail: 3, fullSail: 5, turning: 1, hull: 23, crew: [10, 10, 10], guns: 18, carronades: 2, rigging: [8, 8, 8], points: 28 },
  { id: 'sail-02-royal-oak', scenario: 2, name: 'Royal Oak', nation: 'British', shipClass: 2, quality: 'crack', gunRating: 74, battleSail: 3, fullSail: 5, turning: 2, hull: 20, crew: [8, 8, 8], guns: 16, carronades: 2, rigging: [7, 7, 7], points: 26 },
  { id: 'sail-02-neptune', scenario: 2, name: 'Neptune', nation: 'French', shipClass: 2, quality: 'average', gunRating: 74, battleSail: 3, fullSail: 5, turning: 2, hull: 21, crew: [10, 10, 8], guns: 20, carronades: 0, rigging: [7, 7, 7], points: 24 },
  { id: 'sail-02-duc-bougogne', scenario: 2, name: 'Duc Bougogne', nation: 'French', shipClass: 1, quality: 'average', gunRating: 80, battleSail: 3, fullSail: 5, turning: 1, hull: 23, crew: [12, 12, 10], guns: 22, carronades: 0, rigging: [7, 7, 7], points: 27 },
  { id: 'sail-02-conquerant', scenario: 2, name: 'Conquerant', nation: 'French', shipClass: 2, quality: 'average', gunRating: 74, battleSail: 3, fullSail: 5, turning: 2, hull: 21, crew: [10, 8, 8], guns: 20, carronades: 2, rigging: [4, 4, 7], points: 24 },
  { id: 'sail-02-provence', scenario: 2, name: 'Provence', nation: 'French', shipClass: 2, quality: 'average', gunRating: 64, battleSail: 3, fullSail: 5, turning: 2, hull: 18, crew: [8, 8, 6], guns: 12, carronades: 0, rigging: [7, 7, 7], points: 18 },
  { id: 'sail-02-romulus', scenario: 2, name: 'Romulus', nation: 'French', shipClass: 2, quality: 'average', gunRating: 44, battleSail: 3, fullSail: 5, turning: 2, hull: 11, crew: [4, 4, 4], guns: 6, carronades: 2, rigging: [5, 5, 5], points: 10 },
  // 3 Suffren and Hughes
  { id: 'sail-03-monmouth', scenario: 3, name: 'Monmouth', nation: 'British', shipClass: 2, quality: 'average', gunRating: 74, battleSail: 3, fullSail: 5, turning: 2, hull: 21, crew: [10, 10, 8], guns: 20, carronades: 2, rigging: [7, 7, 7], points: 24 },
  { id: 'sail-03-hero', scenario: 3, name: 'Hero', nation: 'British', shipClass: 2, quality: 'crack', gunRating: 74, battleSail: 3, fullSail: 5, turning: 2, hull: 20, crew: [8, 8, 8], guns: 16, carronades: 2, rigging: [7, 7, 7], points: 26 },
  { id: 'sail-03-isis', scenario: 3, name: 'Isis', nation: 'British', shipClass: 2, quality: 'crack', gunRating: 50, battleSail: 3, fullSail: 5, turning: 2, hull: 12, crew: [6, 4, 4], guns: 8, carronades: 2, rigging: [6, 6, 6], points: 17 },
  { id: 'sail-03-superb', scenario: 3, name: 'Superb', nation: 'British', shipClass: 2, quality: 'crack', gunRating: 74, battleSail: 3, fullSail: 5, turning: 2, hull: 21, crew: [8, 8, 6], guns: 16, carronades: 4, rigging: [7, 7, 7], points: 27 },
  { id: 'sail-03-burford', scenario: 3, name: 'Burford', nation: 'British', shipClass: 2, quality: 'average', gunRating: 74, battleSail: 3, fullSail: 5, turning: 2, hull: 21, crew: [10, 8, 8], guns: 20, carronades: 2, rigging: [4, 4, 7], points: 24 },
  { id: 'sail-03-flamband', scenario: 3, name: 'Flamband', nation: 'French', shipClass: 2, quality: 'average', gunRating: 50, battleSail: 3, fullSail: 5, turning: 2, hull: 14, crew: [6, 6, 4], guns: 8, carronades: 0, rigging: [6, 6, 6], points: 14 },
  { id: 'sail-03-annibal', scenario: 3, name: 'Annibal', nation: 'French', shipClass: 2, quality: 'average', gunRating: 74, battleSail: 3, fullSail: 5, turning: 2, hull: 21, crew: [10, 10, 8], guns: 20, carronades: 0, rigging: [7, 7, 7], points: 24 },
  { id: 'sail-03-severe', scenario: 3, name: 'Severe', nation: 'French', shipClass: 2, quality: 'average', gunRating: 64, battleSail: 3, fullSail: 5, turning: 2, hull: 18, crew: [8, 8, 6], guns: 12, carronades: 0, rigging: [7, 7, 7], points: 18 },
  { id: 'sail-03-brilliant', scenario: 3, name: 'Brilliant', nation: 'French', shipClass: 2, quality: 'crack', gunRating: 80, battleSail: 3, fullSail: 5, turning: 2, hull: 24, crew: [10, 8, 8], guns: 20, carronades: 2, rigging: [8, 8, 8], points: 31 },
  { id: 'sail-03-sphinx', scenario: 3, name: 'Sphinx', nation: 'French', shipClass: 2, quality: 'average', gunRating: 80, battleSail: 3, fullSail: 5, turning: 2, hull: 24, crew: [12, 12, 10], guns: 22, carronades: 2, rigging: [7, 7, 7], points: 27 },
  // 4 Nymphe vs. Cleopatre
  { id: 'sail-04-nymphe', scenario: 4, name: 'Nymphe', nation: 'British', shipClass: 3, quality: 'crack', gunRating: 36, battleSail: 4, fullSail: 6, turning: 3, hull: 11, crew: [4, 4, 2], guns: 4, carronades: 2, rigging: [5, 5, 5, 5], points: 11 },
  { id: 'sail-04-cleopatre', scenario: 4, name: 'Cleopatre', nation: 'French', shipClass: 3, quality: 'average', gunRating: 36, battleSail: 4, fullSail: 6, turning: 3, hull: 11, crew: [4, 4, 4], guns: 4, carronades: 2, rigging: [5, 5, 5, 5], points: 10 },
  // 5 Mars vs. Hercule
  { id: 'sail-05-mars', scenario: 5, name: 'Mars', nation: 'British', shipClass: 2, quality: 'crack', gunRating: 74, battleSail: 3, fullSail: 5, turning: 2, hull: 21, crew: [10, 8, 8], guns: 18, carronades: 2, rigging: [7, 7, 7], points: 26 },
  { id: 'sail-05-hercule', scenario: 5, name: 'Hercule', nation: 'French', shipClass: 2, quality: 'average', gunRating: 74, battleSail: 3, fullSail: 5, turning: 2, hull: 21, crew: [10, 10, 8], guns: 20, carronades: 2, rigging: [7, 7, 7], points: 23 },
  // 6 Ambuscade vs. Baionnaise
  { id: 'sail-06-ambuscade', scenario: 6, name: 'Ambuscade', nation: 'British', shipClass: 3, quality: 'average', gunRating: 32, battleSail: 4, fullSail: 6, turning: 3, hull: 8, crew: [4, 2, 2], guns: 4, carronades: 2, rigging: [5, 5, 5, 5], points: 9 },
  { id: 'sail-06-baionnaise', scenario: 6, name: 'Baionnaise', nation: 'French', shipClass: 4, quality: 'average', gunRating: 24, battleSail: 4, fullSail: 6, turning: 3, hull: 6, crew: [4, 4, 4], guns: 2, carronades: 0, rigging: [4, 4, 4, 4], points: 9 },
  // 7 Constellation vs. Insurgent
  { id: 'sail-07-constellation', scenario: 7, name: 'Constellation', nation: 'American', shipClass: 4, quality: 'elite', gunRating: 38, battleSail: 4, fullSail: 7, turning: 3, hull: 14, crew: [6, 4, 4], guns: 4, carronades: 6, rigging: [5, 5, 5, 5], points: 17 },
  { id: 'sail-07-insurgent', scenario: 7, name: 'Insurgent', nation: 'French', shipClass: 4, quality: 'average', gunRating: 36, battleSail: 4, fullSail: 7, turning: 3, hull: 11, crew: [6, 6, 4], guns: 4, carronades: 2, rigging: [5, 5, 5, 5], points: 11 },
  // 8 Constellation vs. Vengeance
  { id: 'sail-08-constellation', scenario: 8, name: 'Constellation', nation: 'American', shipClass: 4, quality: 'elite', gunRating: 38, battleSail: 4, fullSail: 7, turning: 3, hull: 14, crew: [6, 4, 4], guns: 4, carronades: 6, rigging: [5, 5, 5, 5], points: 17 },
  { id: 'sail-08-vengeance', scenario: 8, name: 'Vengeance', nation: 'French', shipClass: 3, quality: 'average', gunRating: 40, battleSail: 4, fullSail: 6, turning: 3, hull: 15, crew: [8, 6, 6], guns: 6, carronades: 4, rigging: [5, 5, 5, 5], points: 15 },
  // 9 The Battle of Lissa
  { id: 'sail-09-amphion', scenario: 9, name: 'Amphion', nation: 'British', shipClass: 3, quality: 'elite', gunRating: 32, battleSail: 4, fullSail: 6, turning: 3, hull: 11, crew: [4, 4, 2], guns: 4, carronades: 2, rigging: [5, 5, 5, 5], points: 13 },
  { id: 'sail-09-active', scenario: 9, name: 'Active', nation: 'British', shipClass: 3, quality: 'elite', gunRating: 38, battleSail: 4, fullSail: 6, turning: 3, hull: 14, crew: [4, 4, 4], guns: 6, carronades: 4, rigging: [5, 5, 5, 5], points: 18 },
  { id: 'sail-09-volage', scenario: 9, name: 'Volage', nation: 'British', shipClass: 3, quality: 'elite', gunRating: 22, battleSail: 4, fullSail: 6, turning: 3, hull: 6, crew: [2, 2, 2], guns: 0, carronades: 8, rigging: [4, 4, 4, 4], points: 11 },
  { id: 'sail-09-cerberus', scenario: 9, name: 'Cerberus', nation: 'British', shipClass: 3, quality: 'elite', gunRating: 32, battleSail: 4, fullSail: 6, turning: 3, hull: 11, crew: [4, 4, 2], guns: 4, carronades: 2, rigging: [5, 5, 5, 5], points: 13 },
  { id: 'sail-09-favorite', scenario: 9, name: 'Favorite', nation: 'French', shipClass: 3, quality: 'average', gunRating: 40, battleSail: 4, fullSail: 6, turning: 3, hull: 14, crew: [6, 6, 4], guns: 6, carronades: 4, rigging: [5, 5, 5, 5], points: 15 },
  { id: 'sail-09-flore', scenario: 9, name: 'Flore', nation: 'French', shipClass: 3, quality: 'average', gunRating: 40, battleSail: 4, fullSail: 6, turning: 3, hull: 15, crew: [8, 6, 6], guns: 6, carronades: 4, rigging: [5, 5, 5, 5], points: 15 },
  { id: 'sail-09-danae', scenario: 9, name: 'Danae', nation: 'French', shipClass: 3, quality: 'crack', gunRating: 40, battleSail: 4, fullSail: 6, turning: 3, hull: 15, crew: [4, 4, 4], guns: 8, carronades: 6, rigging: [5, 5, 5, 5], points: 17 },
  { id: 'sail-09-bellona', scenario: 9, name: 'Bellona', nation: 'French', shipClass: 3, quality: 'green', gunRating: 32, battleSail: 4, fullSail: 6, turning: 3, hull: 11, crew: [4, 4, 4], guns: 4, carronades: 0, rigging: [5, 5, 5, 5], points: 9 },
  { id: 'sail-09-corona', scenario: 9, name: 'Corona', nation: 'French', shipClass: 3, quality: 'green', gunRating: 40, battleSail: 4, fullSail: 6, turning: 3, hull: 14, crew: [6, 6, 4], guns: 6, carronades: 4, rigging: [5, 5, 5, 5], points: 12 },
  { id: 'sail-09-carolina', scenario: 9, name: 'Carolina', nation: 'French', shipClass: 3, quality: 'green', gunRating: 32, battleSail: 4, fullSail: 6, turning: 3, hull: 8, crew: [4, 4, 1], guns: 2, carronades: 0, rigging: [4, 4, 4, 4], points: 7 },
  // 10 Constitution vs. Guerriere
  { id: 'sail-10-constitution', scenario: 10, name: 'Constitution', nation: 'American', shipClass: 4, quality: 'elite', gunRating: 44, battleSail: 4, fullSail: 7, turning: 3, hull: 18, crew: [6, 6, 6], guns: 8, carronades: 6, rigging: [6, 6, 6, 6], points: 24 },
  { id: 'sail-10-guerriere', scenario: 10, name: 'Guerriere', nation: 'British', shipClass: 3, quality: 'crack', gunRating: 38, battleSail: 4, fullSail: 6, turning: 3, hull: 14, crew: [4, 4, 2], guns: 6, carronades: 4, rigging: [5, 5, 5, 5], points: 15 },
  // 11 United States vs. Macedonian
  { id: 'sail-11-united-states', scenario: 11, name: 'United States', nation: 'American', shipClass: 3, quality: 'elite', gunRating: 44, battleSail: 4, fullSail: 5, turning: 3, hull: 18, crew: [8, 6, 6], guns: 8, carronades: 8, rigging: [6, 6, 6, 6], points: 24 },
  { id: 'sail-11-macedonian', scenario: 11, name: 'Macedonian', nation: 'British', shipClass: 3, quality: 'crack', gunRating: 38, battleSail: 4, fullSail: 6, turning: 3, hull: 14, crew: [4, 4, 4], guns: 6, carronades: 4, rigging: [5, 5, 5, 5], points: 16 },
  // 12 Constitution vs. Java
  { id: 'sail-12-constitution', scenario: 12, name: 'Constitution', nation: 'American', shipClass: 4, quality: 'elite', gunRating: 44, battleSail: 4, fullSail: 7, turning: 3, hull: 18, crew: [6, 6, 6], guns: 8, carronades: 6, rigging: [6, 6, 6, 6], points: 24 },
  { id: 'sail-12-java', scenario: 12, name: 'Java', nation: 'British', shipClass: 4, quality: 'crack', gunRating: 38, battleSail: 4, fullSail: 7, turning: 3, hull: 14, crew: [6, 6, 6], guns: 6, carronades: 6, rigging: [5, 5, 5, 5], points: 19 },
  // 13 Chesapeake vs. Shannon
  { id: 'sail-13-chesapeake', scenario: 13, name: 'Chesapeake', nation: 'American', shipClass: 3, quality: 'average', gunRating: 38, battleSail: 4, fullSail: 6, turning: 3, hull: 14, crew: [6, 6, 4], guns: 6, carronades: 6, rigging: [5, 5, 5, 5], points: 14 },
  { id: 'sail-13-shannon', scenario: 13, name: 'Shannon', nation: 'British', shipClass: 3, quality: 'elite', gunRating: 38, battleSail: 4, fullSail: 6, turning: 3, hull: 14, crew: [6, 4, 4], guns: 6, carronades: 6, rigging: [5, 5, 5, 5], points: 17 },
  // 14 The Battle of Lake Erie
  { id: 'sail-14-lawrence', scenario: 14, name: 'Lawrence', nation: 'American', shipClass: 5, quality: 'crack', gunRating: 20, battleSail: 4, fullSail: 7, turning: 3, hull: 6, crew: [4, 2, 2], guns: 0, carronades: 6, rigging: [4, 4, 4, 4], points: 9 },
  { id: 'sail-14-niagara', scenario: 14, name: 'Niagara', nation: 'American', shipClass: 5, quality: 'elite', gunRating: 20, battleSail: 4, fullSail: 7, turning: 3, hull: 6, crew: [4, 2, 2], guns: 0, carronades: 6, rigging: [4, 4, 4, 4], points: 12 },
  { id: 'sail-14-lady-prevost', scenario: 14, name: 'Lady Prevost', nation: 'British', shipClass: 6, quality: 'crack', gunRating: 13, battleSail: 4, fullSail: 7, turning: 3, hull: 3, crew: [0, 2, 2], guns: 0, carronades: 2, rigging: [2, 2, 2, 2], points: 5 },
  { id: 'sail-14-detroit', scenario: 14, name: 'Detroit', nation: 'British', shipClass: 5, quality: 'crack', gunRating: 19, battleSail: 4, fullSail: 7, turning: 3, hull: 5, crew: [2, 2, 2], guns: 2, carronades: 0, rigging: [4, 4, 4, 4], points: 7 },
  { id: 'sail-14-q-charlotte', scenario: 14, name: 'Q. Charlotte', nation: 'British', shipClass: 5, quality: 'crack', gunRating: 17, battleSail: 4, fullSail: 7, turning: 3, hull: 5, crew: [2, 2, 2], guns: 2, carronades: 0, rigging: [3, 3, 3, 3], points: 6 },
  // 15 Wasp vs. Reindeer
  { id: 'sail-15-wasp', scenario: 15, name: 'Wasp', nation: 'American', shipClass: 5, quality: 'elite', gunRating: 20, battleSail: 4, fullSail: 7, turning: 3, hull: 6, crew: [4, 2, 2], guns: 0, carronades: 6, rigging: [4, 4, 4, 4], points: 12 },
  { id: 'sail-15-reindeer', scenario: 15, name: 'Reindeer', nation: 'British', shipClass: 5, quality: 'elite', gunRating: 18, battleSail: 4, fullSail: 7, turning: 3, hull: 5, crew: [2, 2, 2], guns: 0, carronades: 6, rigging: [4, 4, 4, 4], points: 9 },
  // 16 Constitution vs. Cyane and Levant
  { id: 'sail-16-constitution', scenario: 16, name: 'Constitution', nation: 'American', shipClass: 4, quality: 'elite', gunRating: 44, battleSail: 4, fullSail: 7, turning: 3, hull: 18, crew: [6, 6, 6], guns: 8, carronades: 6, rigging: [6, 6, 6, 6], points: 24 },
  { id: 'sail-16-cyane', scenario: 16, name: 'Cyane', nation: 'British', shipClass: 5, quality: 'crack', gunRating: 24, battleSail: 4, fullSail: 7, turning: 3, hull: 6, crew: [4, 2, 2], guns: 0, carronades: 10, rigging: [4, 4, 4, 4], points: 11 },
  { id: 'sail-16-levant', scenario: 16, name: 'Levant', nation: 'British', shipClass: 5, quality: 'crack', gunRating: 20, battleSail: 4, fullSail: 7, turning: 3, hull: 6, crew: [2, 2, 2], guns: 0, carronades: 8, rigging: [4, 4, 4, 4], points: 10 },
  // 17 Pellew vs. Droits de L'Homme
  { id: 'sail-17-indefatigable', scenario: 17, name: 'Indefatigable', nation: 'British', shipClass: 3, quality: 'elite', gunRating: 44, battleSail: 4, fullSail: 6, turning: 3, hull: 11, crew: [4, 4, 4], guns: 4, carronades: 2, rigging: [5, 5, 5, 5], points: 14 },
  { id: 'sail-17-amazon', scenario: 17, name: 'Amazon', nation: 'British', shipClass: 3, quality: 'crack', gunRating: 36, battleSail: 4, fullSail: 6, turning: 3, hull: 12, crew: [4, 4, 4], guns: 6, carronades: 2, rigging: [5, 5, 5, 5], points: 14 },
  { id: 'sail-17-droits-l-hom', scenario: 17, name: "Droits L'Hom", nation: 'French', shipClass: 2, quality: 'average', gunRating: 74, battleSail: 3, fullSail: 5, turning: 2, hull: 21, crew: [10, 8, 8], guns: 20, carronades: 2, rigging: [4, 4, 7], points: 24 },
  // 18 Algeciras
  { id: 'sail-18-caesar', scenario: 18, name: 'Caesar', nation: 'British', shipClass: 2, quality: 'crack', gunRating: 80, battleSail: 3, fullSail: 5, turning: 2, hull: 24, crew: [10, 8, 8], guns: 20, carronades: 2, rigging: [8, 8, 8], points: 31 },
  { id: 'sail-18-pompee', scenario: 18, name: 'Pompee', nation: 'British', shipClass: 2, quality: 'crack', gunRating: 74, battleSail: 3, fullSail: 5, turning: 2, hull: 21, crew: [8, 8, 6], guns: 16, carronades: 4, rigging: [7, 7, 7], points: 27 },
  { id: 'sail-18-spencer', scenario: 18, name: 'Spencer', nation: 'British', shipClass: 2, quality: 'crack', gunRating: 74, battleSail: 3, fullSail: 5, turning: 2, hull: 20, crew: [8, 8, 8], guns: 16, carronades: 2, rigging: [7, 7, 7], points: 26 },
  { id: 'sail-18-hannibal', scenario: 18, name: 'Hannibal', nation: 'British', shipClass: 1, quality: 'crack', gunRating: 98, battleSail: 3, fullSail: 5, turning: 1, hull: 23, crew: [10, 10, 10], guns: 18, carronades: 2, rigging: [8, 8, 8], points: 28 },
  { id: 'sail-18-real-carlos', scenario: 18, name: 'Real-Carlos', nation: 'Spanish', shipClass: 1, quality: 'green', gunRating: 112, battleSail: 3, fullSail: 5, turning: 1, hull: 27, crew: [12, 12, 12], guns: 24, carronades: 0, rigging: [9, 9, 9], points: 27 },
  { id: 'sail-18-san-fernando', scenario: 18, name: 'San Fernando', nation: 'Spanish', shipClass: 1, quality: 'green', gunRating: 96, battleSail: 3, fullSail: 5, turning: 1, hull: 24, crew: [12, 12, 10], guns: 20, carronades: 0, rigging: [8, 8, 8], points: 24 },
  { id: 'sail-18-argonauta', scenario: 18, name: 'Argonauta', nation: 'Spanish', shipClass: 2, quality: 'green', gunRating: 80, battleSail: 3, fullSail: 5, turning: 2, hull: 23, crew: [10, 10, 8], guns: 20, carronades: 0, rigging: [7, 7, 7], points: 23 },
  { id: 'sail-18-san-augustine', scenario: 18, name: 'San Augustine', nation: 'Spanish', shipClass: 2, quality: 'green', gunRating: 74, battleSail: 3, fullSail: 5, turning: 2, hull: 21, crew: [10, 8, 8], guns: 16, carronades: 4, rigging: [7, 7, 7], points: 20 },
  { id: 'sail-18-indomptable', scenario: 18, name: 'Indomptable', nation: 'French', shipClass: 2, quality: 'average', gunRating: 80, battleSail: 3, fullSail: 5, turning: 2, hull: 24, crew: [12, 12, 10], guns: 22, carronades: 2, rigging: [7, 7, 7], points: 27 },
  { id: 'sail-18-desaix', scenario: 18, name: 'Desaix', nation: 'French', shipClass: 2, quality: 'average', gunRating: 74, battleSail: 3, fullSail: 5, turning: 2, hull: 21, crew: [10, 10, 8], guns: 20, carronades: 2, rigging: [7, 7, 7], points: 24 },
  // 19 Lake Champlain
  { id: 'sail-19-saratoga', scenario: 19, name: 'Saratoga', nation: 'American', shipClass: 5, quality: 'crack', gunRating: 26, battleSail: 4, fullSail: 7, turning: 3, hull: 6, crew: [4, 2, 2], guns: 2, carronades: 6, rigging: [4, 4, 4, 4], points: 12 },
  { id: 'sail-19-eagle', scenario: 19, name: 'Eagle', nation: 'American', shipClass: 5, quality: 'crack', gunRating: 20, battleSail: 4, fullSail: 7, turning: 3, hull: 6, crew: [4, 2, 2], guns: 0, carronades: 6, rigging: [4, 4, 4, 4], points: 11 },
  { id: 'sail-19-ticonderoga', scenario: 19, name: 'Ticonderoga', nation: 'American', shipClass: 5, quality: 'crack', gunRating: 17, battleSail: 4, fullSail: 7, turning: 3, hull: 5, crew: [2, 2, 2], guns: 0, carronades: 6, rigging: [4, 4, 4, 4], points: 9 },
  { id: 'sail-19-preble', scenario: 19, name: 'Preble', nation: 'American', shipClass: 6, quality: 'crack', gunRating: 7, battleSail: 4, fullSail: 7, turning: 3, hull: 3, crew: [0, 2, 2], guns: 0, carronades: 2, rigging: [2, 2, 2, 2], points: 4 },
  { id: 'sail-19-confiance', scenario: 19, name: 'Confiance', nation: 'British', shipClass: 3, quality: 'crack', gunRating: 37, battleSail: 4, fullSail: 6, turning: 3, hull: 12, crew: [4, 4, 2], guns: 6, carronades: 4, rigging: [5, 5, 5, 5], points: 14 },
  { id: 'sail-19-linnet', scenario: 19, name: 'Linnet', nation: 'British', shipClass: 5, quality: 'elite', gunRating: 16, battleSail: 4, fullSail: 7, turning: 3, hull: 5, crew: [2, 2, 2], guns: 0, carronades: 4, rigging: [4, 4, 4, 4], points: 10 },
  { id: 'sail-19-chubb', scenario: 19, name: 'Chubb', nation: 'British', shipClass: 6, quality: 'crack', gunRating: 11, battleSail: 4, fullSail: 7, turning: 3, hull: 3, crew: [2, 2, 2], guns: 0, carronades: 2, rigging: [2, 2, 2, 2], points: 5 },
  // 20 Last Voyage of the USS President
  { id: 'sail-20-president', scenario: 20, name: 'President', nation: 'American', shipClass: 3, quality: 'elite', gunRating: 44, battleSail: 4, fullSail: 5, turning: 3, hull: 18, crew: [8, 6, 6], guns: 8, carronades: 8, rigging: [6, 6, 6, 6], points: 24 },
  { id: 'sail-20-endymion', scenario: 20, name: 'Endymion', nation: 'British', shipClass: 3, quality: 'crack', gunRating: 40, battleSail: 4, fullSail: 6, turning: 3, hull: 15, crew: [4, 4, 4], guns: 8, carronades: 6, rigging: [5, 5, 5, 5], points: 17 },
  { id: 'sail-20-pomone', scenario: 20, name: 'Pomone', nation: 'British', shipClass: 3, quality: 'crack', gunRating: 44, battleSail: 4, fullSail: 6, turning: 3, hull: 15, crew: [8, 8, 6], guns: 10, carronades: 2, rigging: [6, 6, 6, 6], points: 20 },
  { id: 'sail-20-tenedos', scenario: 20, name: 'Tenedos', nation: 'British', shipClass: 3, quality: 'crack', gunRating: 38, battleSail: 4, fullSail: 6, turning: 3, hull: 14, crew: [4, 4, 4], guns: 6, carronades: 6, rigging: [5, 5, 5, 5], points: 15 },
  // 21 Hornblower and the Natividad
  { id: 'sail-21-lydia', scenario: 21, name: 'Lydia', nation: 'British', shipClass: 3, quality: 'elite', gunRating: 36, battleSail: 4, fullSail: 6, turning: 3, hull: 9, crew: [4, 4, 2], guns: 4, carronades: 2, rigging: [5, 5, 5, 5], points: 13 },
  { id: 'sail-21-natividad', scenario: 21, name: 'Natividad', nation: 'Spanish', shipClass: 2, quality: 'green', gunRating: 50, battleSail: 3, fullSail: 5, turning: 2, hull: 14, crew: [6, 6, 6], guns: 8, carronades: 0, rigging: [6, 6, 6], points: 14 },
  // 22 Curse of the Flying Dutchman
  { id: 'sail-22-piece-of-cake', scenario: 22, name: 'Piece of Cake', nation: 'Spanish', shipClass: 4, quality: 'average', gunRating: 24, battleSail: 4, fullSail: 6, turning: 3, hull: 6, crew: [4, 4, 4], guns: 2, carronades: 0, rigging: [4, 4, 4, 4], points: 9 },
  { id: 'sail-22-flying-dutchy', scenario: 22, name: 'Flying Dutchy', nation: 'French', shipClass: 1, quality: 'elite', gunRating: 120, battleSail: 3, fullSail: 5, turning: 1, hull: 27, crew: [16, 14, 14], guns: 28, carronades: 2, rigging: [9, 9, 9], points: 43 },
  // 23 The South Pacific
  { id: 'sail-23-uss-scurvy', scenario: 23, name: 'USS Scurvy', nation: 'American', shipClass: 1, quality: 'poor', gunRating: 136, battleSail: 3, fullSail: 5, turning: 1, hull: 30, crew: [8, 14, 14], guns: 28, carronades: 0, rigging: [9, 9, 9], points: 27 },
  { id: 'sail-23-hms-tahiti', scenario: 23, name: 'HMS Tahiti', nation: 'British', shipClass: 1, quality: 'elite', gunRating: 120, battleSail: 3, fullSail: 5, turning: 1, hull: 27, crew: [16, 14, 14], guns: 28, carronades: 2, rigging: [9, 9, 9], points: 43 },
  { id: 'sail-23-australian', scenario: 23, name: 'Australian', nation: 'Spanish', shipClass: 3, quality: 'average', gunRating: 32, battleSail: 4, fullSail: 6, turning: 3, hull: 8, crew: [4, 2, 2], guns: 4, carronades: 2, rigging: [5, 5, 5, 5], points: 9 },
  { id: 'sail-23-bikini-atoll', scenario: 23, name: 'Bikini Atoll', nation: 'French', shipClass: 6, quality: 'crack', gunRating: 7, battleSail: 4, fullSail: 7, turning: 3, hull: 3, crew: [0, 2, 2], guns: 0, carronades: 2, rigging: [2, 2, 2, 2], points: 4 },
  // 24 Hornblower and the battle of Rosas bay
  { id: 'sail-24-sutherland', scenario: 24, name: 'Sutherland', nation: 'British', shipClass: 2, quality: 'crack', gunRating: 74, battleSail: 3, fullSail: 5, turning: 2, hull: 20, crew: [8, 8, 8], guns: 16, carronades: 2, rigging: [7, 7, 7], points: 26 },
  { id: 'sail-24-turenne', scenario: 24, name: 'Turenne', nation: 'French', shipClass: 1, quality: 'average', gunRating: 80, battleSail: 3, fullSail: 5, turning: 1, hull: 23, crew: [12, 12, 10], guns: 22, carronades: 0, rigging: [7, 7, 7], points: 27 },
  { id: 'sail-24-nightmare', scenario: 24, name: 'Nightmare', nation: 'French', shipClass: 2, quality: 'average', gunRating: 74, battleSail: 3, fullSail: 5, turning: 2, hull: 21, crew: [10, 10, 8], guns: 20, carronades: 0, rigging: [7, 7, 7], points: 24 },
  { id: 'sail-24-paris', scenario: 24, name: 'Paris', nation: 'French', shipClass: 1, quality: 'green', gunRating: 112, battleSail: 3, fullSail: 5, turning: 1, hull: 27, crew: [12, 12, 12], guns: 24, carronades: 0, rigging: [9, 9, 9], points: 27 },
  { id: 'sail-24-napoleon', scenario: 24, name: 'Napoleon', nation: 'French', shipClass: 2, quality: 'green', gunRating: 74, battleSail: 3, fullSail: 5, turning: 2, hull: 21, crew: [10, 8, 8], guns: 16, carronades: 4, rigging: [7, 7, 7], points: 20 },
  // 25 Cape Horn
  { id: 'sail-25-concord', scenario: 25, name: 'Concord', nation: 'American', shipClass: 2, quality: 'average', gunRating: 80, battleSail: 3, fullSail: 5, turning: 2, hull: 24, crew: [12, 12, 10], guns: 22, carronades: 2, rigging: [7, 7, 7], points: 27 },
  { id: 'sail-25-berkeley', scenario: 25, name: 'Berkeley', nation: 'American', shipClass: 1, quality: 'crack', gunRating: 98, battleSail: 3, fullSail: 5, turning: 1, hull: 23, crew: [10, 10, 10], guns: 18, carronades: 2, rigging: [8, 8, 8], points: 28 },
  { id: 'sail-25-thames', scenario: 25, name: 'Thames', nation: 'British', shipClass: 1, quality: 'elite', gunRating: 120, battleSail: 3, fullSail: 5, turning: 1, hull: 27, crew: [16, 14, 14], guns: 28, carronades: 2, rigging: [9, 9, 9], points: 43 },
  { id: 'sail-25-madrid', scenario: 25, name: 'Madrid', nation: 'Spanish', shipClass: 1, quality: 'green', gunRating: 112, battleSail: 3, fullSail: 5, turning: 1, hull: 27, crew: [12, 12, 12], guns: 24, carronades: 0, rigging: [9, 9, 9], points: 27 },
  { id: 'sail-25-musket', scenario: 25, name: 'Musket', nation: 'French', shipClass: 1, quality: 'average', gunRating: 80, battleSail: 3, fullSail: 5, turning: 1, hull: 23, crew: [12, 12, 10], guns: 22, carronades: 0, rigging: [7, 7, 7], points: 27 },
  // 26 New Orleans
  { id: 'sail-26-alligator', scenario: 26, name: 'Alligator', nation: 'American', shipClass: 1, quality: 'elite', gunRating: 120, battleSail: 3, fullSail: 5, turning: 1, hull: 27, crew: [16, 14, 14], guns: 28, carronades: 2, rigging: [9, 9, 9], points: 43 },
  { id: 'sail-26-firefly', scenario: 26, name: 'Firefly', nation: 'British', shipClass: 2, quality: 'crack', gunRating: 74, battleSail: 3, fullSail: 5, turning: 2, hull: 21, crew: [8, 8, 6], guns: 16, carronades: 4, rigging: [7, 7, 7], points: 27 },
  { id: 'sail-26-cypress', scenario: 26, name: 'Cypress', nation: 'British', shipClass: 3, quality: 'elite', gunRating: 44, battleSail: 4, fullSail: 6, turning: 3, hull: 11, crew: [4, 4, 4], guns: 4, carronades: 2, rigging: [5, 5, 5, 5], points: 14 },
  // 27 Botany Bay
  { id: 'sail-27-shark', scenario: 27, name: 'Shark', nation: 'British', shipClass: 2, quality: 'average', gunRating: 64, battleSail: 3, fullSail: 5, turning: 2, hull: 18, crew: [8, 8, 6], guns: 12, carronades: 0, rigging: [7, 7, 7], points: 18 },
  { id: 'sail-27-coral-snake', scenario: 27, name: 'Coral Snake', nation: 'French', shipClass: 4, quality: 'elite', gunRating: 44, battleSail: 4, fullSail: 7, turning: 3, hull: 18, crew: [6, 6, 6], guns: 8, carronades: 6, rigging: [6, 6, 6, 6], points: 24 },
  { id: 'sail-27-sea-lion', scenario: 27, name: 'Sea Lion', nation: 'French', shipClass: 3, quality: 'elite', gunRating: 44, battleSail: 4, fullSail: 5, turning: 3, hull: 18, crew: [8, 6, 6], guns: 8, carronades: 8, rigging: [6, 6, 6, 6], points: 24 },
  // 28 Voyage to the Bottom of the Sea
  { id: 'sail-28-seaview', scenario: 28, name: 'Seaview', nation: 'American', shipClass: 1, quality: 'elite', gunRating: 120, battleSail: 3, fullSail: 5, turning: 1, hull: 27, crew: [16, 14, 14], guns: 28, carronades: 2, rigging: [9, 9, 9], points: 43 },
  { id: 'sail-28-flying-sub', scenario: 28, name: 'Flying Sub', nation: 'American', shipClass: 3, quality: 'crack', gunRating: 40, battleSail: 4, fullSail: 6, turning: 3, hull: 15, crew: [4, 4, 4], guns: 8, carronades: 6, rigging: [5, 5, 5, 5], points: 17 },
  { id: 'sail-28-mermaid', scenario: 28, name: 'Mermaid', nation: 'British', shipClass: 1, quality: 'poor', gunRating: 136, battleSail: 3, fullSail: 5, turning: 1, hull: 30, crew: [8, 14, 14], guns: 28, carronades: 0, rigging: [9, 9, 9], points: 27 },
  { id: 'sail-28-giant-squid', scenario: 28, name: 'Giant Squid', nation: 'Spanish', shipClass: 1, quality: 'green', gunRating: 112, battleSail: 3, fullSail: 5, turning: 1, hull: 27, crew: [12, 12, 12], guns: 24, carronades: 0, rigging: [9, 9, 9], points: 27 },
  // 29 Frigate Action
  { id: 'sail-29-killdeer', scenario: 29, name: 'Killdeer', nation: 'American', shipClass: 3, quality: 'average', gunRating: 40, battleSail: 4, fullSail: 6, turning: 3, hull: 15, crew: [8, 6, 6], guns: 6, carronades: 4, rigging: [5, 5, 5, 5], points: 15 },
  { id: 'sail-29-sandpiper', scenario: 29, name: 'Sandpiper', nation: 'British', shipClass: 3, quality: 'average', gunRating: 40, battleSail: 4, fullSail: 6, turning: 3, hull: 14, crew: [6, 6, 4], guns: 6, carronades: 4, rigging: [5, 5, 5, 5], points: 15 },
  { id: 'sail-29-curlew', scenario: 29, name: 'Curlew', nation: 'Spanish', shipClass: 3, quality: 'crack', gunRating: 38, battleSail: 4, fullSail: 6, turning: 3, hull: 14, crew: [4, 4, 4], guns: 6, carronades: 4, rigging: [5, 5, 5, 5], points: 16 },
  // 30 The Battle of Midway
  { id: 'sail-30-enterprise', scenario: 30, name: 'Enterprise', nation: 'American', shipClass: 2, quality: 'crack', gunRating: 80, battleSail: 3, fullSail: 5, turning: 2, hull: 24, crew: [10, 8, 8], guns: 20, carronades: 2, rigging: [8, 8, 8], points: 31 },
  { id: 'sail-30-yorktown', scenario: 30, name: 'Yorktown', nation: 'American', shipClass: 2, quality: 'average', gunRating: 80, battleSail: 3, fullSail: 5, turning: 2, hull: 24, crew: [12, 12, 10], guns: 22, carronades: 2, rigging: [7, 7, 7], points: 27 },
  { id: 'sail-30-hornet', scenario: 30, name: 'Hornet', nation: 'American', shipClass: 2, quality: 'average', gunRating: 74, battleSail: 3, fullSail: 5, turning: 2, hull: 21, crew: [10, 10, 8], guns: 20, carronades: 2, rigging: [7, 7, 7], points: 24 },
  { id: 'sail-30-akagi', scenario: 30, name: 'Akagi', nation: 'Japanese', shipClass: 1, quality: 'green', gunRating: 112, battleSail: 3, fullSail: 5, turning: 1, hull: 27, crew: [12, 12, 12], guns: 24, carronades: 0, rigging: [9, 9, 9], points: 27 },
  { id: 'sail-30-kaga', scenario: 30, name: 'Kaga', nation: 'Japanese', shipClass: 1, quality: 'green', gunRating: 96, battleSail: 3, fullSail: 5, turning: 1, hull: 24, crew: [12, 12, 10], guns: 20, carronades: 0, rigging: [8, 8, 8], points: 24 },
  { id: 'sail-30-soryu', scenario: 30, name: 'Soryu', nation: 'Japanese', shipClass: 2, quality: 'green', gunRating: 80, battleSail: 3, fullSail: 5, turning: 2, hull: 23, crew: [10, 10, 8], guns: 20, carronades: 0, rigging: [7, 7, 7], points: 23 },
  // 31 Star Trek
  { id: 'sail-31-enterprise', scenario: 31, name: 'Enterprise', nation: 'Federation', shipClass: 1, quality: 'elite', gunRating: 450, battleSail: 3, fullSail: 7, turning: 3, hull: 99, crew: [50, 40, 40], guns: 50, carronades: 25, rigging: [9, 9, 9], points: 75 },
  { id: 'sail-31-yorktown', scenario: 31, name: 'Yorktown', nation: 'Federation', shipClass: 1, quality: 'elite', gunRating: 450, battleSail: 3, fullSail: 7, turning: 3, hull: 99, crew: [50, 40, 40], guns: 50, carronades: 25, rigging: [9, 9, 9], points: 75 },
  { id: 'sail-31-reliant', scenario: 31, name: 'Reliant', nation: 'Federation', shipClass: 1, quality: 'elite', gunRating: 450, battleSail: 3, fullSail: 7, turning: 3, hull: 99, crew: [50, 40, 40], guns: 50, carronades: 25, rigging: [9, 9, 9], points: 75 },
  { id: 'sail-31-galileo', scenario: 31, name: 'Galileo', nation: 'Federation', shipClass: 1, quality: 'elite', gunRating: 450, battleSail: 3, fullSail: 7, turning: 3, hull: 99, crew: [50, 40, 40], guns: 50, carronades: 25, rigging: [9, 9, 9], points: 75 },
  { id: 'sail-31-kobayashi-maru', scenario: 31, name: 'Kobayashi Maru', nation: 'Klingon', shipClass: 1, quality: 'elite', gunRating: 450, battleSail: 3, fullSail: 7, turning: 3, hull: 99, crew: [50, 40, 40], guns: 50, carronades: 25, rigging: [9, 9, 9], points: 75 },
  { id: 'sail-31-klingon-ii', scenario: 31, name: 'Klingon II', nation: 'Klingon', shipClass: 1, quality: 'elite', gunRating: 450, battleSail: 3, fullSail: 7, turning: 3, hull: 99, crew: [50, 40, 40], guns: 50, carronades: 25, rigging: [9, 9, 9], points: 75 },
  { id: 'sail-31-red-orion', scenario: 31, name: 'Red Orion', nation: 'Orion', shipClass: 1, quality: 'elite', gunRating: 450, battleSail: 3, fullSail: 7, turning: 3, hull: 99, crew: [50, 40, 40], guns: 50, carronades: 25, rigging: [9, 9, 9], points: 75 },
  { id: 'sail-31-blue-orion', scenario: 31, name: 'Blue Orion', nation: 'Orion', shipClass: 1, quality: 'elite', gunRating: 450, battleSail: 3, fullSail: 7, turning: 3, hull: 99, crew: [50, 40, 40], guns: 50, carronades: 25, rigging: [9, 9, 9], points: 75 },
] as const;
