/**
 * List of Ships, Napoleontic era: the text's ship list as data (game data #, D, C, P; the design
 * figures Guns, Carr, Hull, Crew kept for reference: "The following numbers do not affect play directly").
 * Scanning slips of the text are corrected here; each correction is marked `// slip:` with what was
 * printed, and listed in docs/rules-coverage-springelkamp.md (S-SLIP entries).
 *
 * Decks, turning ability and rigging boxes are not in the list: they follow the text's guidelines by
 * the kind of ship (Turning Ability: "3: Corvettes, Sloops 2: Frigates 1: 2-Deck Ships of the Line <1:
 * 3-Deck Ships of the Line"; Damage to the Rigging: "Ships of the Line will have 4 boxes per section in
 * general. Small ships will have more boxes then large ships").
 */

/** The kind of a ship, which sets decks, turning ability and rigging boxes (KIND_DATA). */
export type ShipKind = 'four-deck' | 'three-deck' | 'two-deck' | 'frigate' | 'small' | 'boat';

export interface ShipKindData {
  decks: number;
  /** Movement: Turning Ability guidelines (0 stands for "<1") */
  turning: number;
  /** Damage to the Rigging: boxes per section (3 sections) */
  riggingBoxes: number;
}

export const KIND_DATA: Readonly<Record<ShipKind, ShipKindData>> = {
  'four-deck': { decks: 4, turning: 0, riggingBoxes: 4 },
  'three-deck': { decks: 3, turning: 0, riggingBoxes: 4 },
  'two-deck': { decks: 2, turning: 1, riggingBoxes: 4 },
  frigate: { decks: 1, turning: 2, riggingBoxes: 5 },
  small: { decks: 1, turning: 3, riggingBoxes: 6 },
  boat: { decks: 0, turning: 3, riggingBoxes: 6 },
} as const;

export interface CatalogueShip {
  /** catalogue id: nation code, guns, a letter when the list has several of that many guns */
  id: string;
  nation: string;
  /** the list's heading the entry stands under (e.g. "3rd rate", "Razee") */
  label: string;
  kind: ShipKind;
  guns: number;
  /** main weight per gun (lbs.); null where the list leaves it blank (an all-carronade ship) */
  gunWeight: number | null;
  /** total weight of the carronade salvo; null where blank */
  carronades: number | null;
  hull: number;
  men: number;
  /** # firepower at 1..10 hexes */
  firepower: readonly number[];
  /** D defensive value */
  defensive: number;
  /** C crew size */
  crew: number;
  /** P price */
  price: number;
}

type Row = readonly [
  id: string,
  label: string,
  kind: ShipKind,
  guns: number,
  weight: number | null,
  carr: number | null,
  hull: number,
  men: number,
  fp: readonly number[],
  d: number,
  c: number,
  p: number,
];

const GB = 'British';
const NL = 'Dutch';
const FR = 'French';
const ES = 'Spanish';
const PR = 'Privateer';
const ME = 'Merchant';

const ROWS: Readonly<Record<string, readonly Row[]>> = {
  [GB]: [
    // "lst Rate" (slip: heading "lst" read as 1st)
    ['gb-120', '1st rate', 'three-deck', 120, 22, 288, 14, 900, [83, 79, 75, 71, 67, 62, 59, 55, 50, 42], 57, 58, 50],
    ['gb-114', '1st rate', 'three-deck', 114, 22, 396, 14, 870, [84, 79, 75, 70, 66, 61, 58, 54, 49, 41], 56, 57, 48],
    ['gb-110', '1st rate', 'three-deck', 110, 22, 324, 14, 840, [83, 78, 74, 70, 65, 60, 57, 54, 48, 40], 55, 57, 46],
    // slip: guns "I00", firepower at 4 "7I", at 10 "5I"
    ['gb-100a', '1st rate', 'three-deck', 100, 27, 0, 14, 850, [80, 76, 73, 71, 67, 63, 61, 58, 55, 51], 54, 57, 46],
    // slip: firepower at 6 "6I"
    ['gb-100b', '1st rate', 'three-deck', 100, 24, 144, 14, 840, [80, 76, 73, 70, 65, 61, 58, 55, 51, 45], 54, 57, 43],
    // slip: weight "2I", hull "I4"
    ['gb-98a', '2nd rate', 'three-deck', 98, 21, 108, 14, 750, [78, 74, 70, 67, 63, 58, 54, 50, 44, 34], 54, 55, 39],
    // slip: carronades "I08"
    ['gb-98b', '2nd rate', 'three-deck', 98, 20, 108, 14, 740, [77, 73, 70, 67, 62, 57, 53, 49, 42, 29], 54, 55, 38],
    // slip: hull "I4"
    ['gb-90', '2nd rate', 'three-deck', 90, 20, 108, 14, 730, [76, 72, 68, 65, 61, 55, 52, 47, 41, 27], 52, 55, 35],
    ['gb-84', '3rd rate', 'two-deck', 84, 24, 108, 12, 750, [78, 74, 70, 67, 63, 58, 55, 52, 48, 42], 49, 55, 34],
    ['gb-80', '3rd rate', 'two-deck', 80, 24, 360, 12, 710, [81, 76, 71, 66, 62, 57, 55, 52, 47, 42], 49, 54, 33],
    ['gb-74a', '3rd rate', 'two-deck', 74, 24, 594, 12, 640, [82, 78, 72, 65, 61, 56, 54, 50, 46, 40], 47, 53, 32],
    ['gb-74b', '3rd rate', 'two-deck', 74, 21, 288, 12, 635, [77, 73, 68, 63, 59, 54, 50, 46, 40, 30], 47, 53, 28],
    // slip: carronades "I08"
    ['gb-74c', '3rd rate', 'two-deck', 74, 21, 108, 12, 590, [74, 70, 67, 63, 59, 54, 50, 46, 40, 30], 47, 52, 27],
    ['gb-64', '3rd rate', 'two-deck', 64, 20, 192, 12, 535, [74, 70, 65, 61, 56, 51, 47, 43, 36, 23], 45, 50, 23],
    ['gb-60', '4th rate', 'two-deck', 60, 20, 108, 9, 420, [71, 67, 63, 60, 55, 50, 46, 42, 35, 22], 40, 47, 19],
    // slip: price "I6"
    ['gb-56', '4th rate', 'two-deck', 56, 16, 216, 9, 390, [71, 66, 61, 55, 50, 44, 39, 31, 11, 0], 39, 46, 16],
    ['gb-50a', '4th rate', 'two-deck', 50, 16, 216, 9, 420, [70, 65, 60, 54, 49, 42, 37, 29, 9, 0], 38, 47, 14],
    ['gb-50b', 'Razee', 'frigate', 50, 24, 108, 9, 470, [71, 67, 63, 60, 55, 51, 48, 45, 41, 35], 38, 48, 17],
    ['gb-44a', 'Razee', 'frigate', 44, 21, 198, 9, 300, [71, 66, 61, 56, 51, 46, 43, 39, 33, 23], 36, 42, 14],
    ['gb-50c', 'Frigate', 'frigate', 50, 21, 198, 9, 490, [72, 67, 63, 58, 53, 48, 45, 41, 35, 25], 38, 49, 16],
    ['gb-44b', '5th rate', 'frigate', 44, 15, 108, 6, 300, [65, 60, 56, 51, 46, 39, 33, 23, 0, 0], 30, 42, 9],
    ['gb-40', '5th rate', 'frigate', 40, 22, 108, 6, 320, [68, 63, 59, 55, 51, 46, 43, 39, 34, 26], 29, 43, 11],
    ['gb-38', '5th rate', 'frigate', 38, 16, 200, 6, 285, [67, 62, 57, 50, 45, 38, 33, 25, 5, 0], 28, 41, 9],
    ['gb-36a', '5th rate', 'frigate', 36, 16, 200, 6, 250, [66, 62, 56, 49, 44, 37, 32, 24, 4, 0], 27, 39, 8],
    ['gb-36b', '5th rate', 'frigate', 36, 10, 200, 6, 250, [63, 58, 52, 42, 35, 24, 4, 0, 0, 0], 27, 39, 6],
    ['gb-32a', '5th rate', 'frigate', 32, 16, 144, 6, 240, [64, 59, 54, 47, 42, 36, 31, 23, 3, 0], 25, 39, 7],
    ['gb-32b', '5th rate', 'frigate', 32, 12, 144, 6, 240, [61, 56, 51, 43, 37, 28, 18, 0, 0, 0], 25, 39, 6],
    ['gb-28', '6th rate', 'frigate', 28, 9, 144, 6, 193, [58, 53, 47, 37, 29, 16, 0, 0, 0, 0], 23, 35, 5],
    ['gb-26', '6th rate', 'frigate', 26, 33, 200, 6, 200, [70, 65, 60, 55, 51, 47, 45, 43, 41, 39], 22, 36, 9],
    ['gb-24a', '6th rate', 'frigate', 24, 0, 990, 6, 195, [78, 72, 62, 0, 0, 0, 0, 0, 0, 0], 21, 36, 6],
    ['gb-24b', '6th rate', 'frigate', 24, 9, 216, 6, 150, [61, 56, 49, 35, 27, 14, 0, 0, 0, 0], 21, 32, 4],
    ['gb-20a', '6th rate', 'small', 20, 9, 72, 6, 130, [51, 46, 40, 32, 24, 12, 0, 0, 0, 0], 19, 30, 3],
    ['gb-24c', 'Sloop', 'small', 24, 12, 144, 4, 180, [59, 54, 48, 39, 33, 24, 14, 0, 0, 0], 15, 34, 4],
    ['gb-20b', 'Sloop', 'small', 20, 9, 108, 4, 150, [54, 49, 42, 32, 24, 12, 0, 0, 0, 0], 13, 32, 2],
    ['gb-14a', 'Sloop', 'small', 14, 6, 72, 4, 120, [46, 41, 34, 21, 9, 0, 0, 0, 0, 0], 8, 29, 1],
    // a blank weight column (all carronades): 17 figures, read as guns, —, carr, hull, crew
    ['gb-18a', 'Brig', 'small', 18, null, 594, 4, 120, [70, 65, 55, 0, 0, 0, 0, 0, 0, 0], 11, 29, 3],
    // a blank carronade column: 16 figures
    ['gb-18b', 'Brig', 'small', 18, 12, null, 4, 120, [44, 40, 37, 35, 29, 20, 10, 0, 0, 0], 11, 29, 2],
    ['gb-16', 'Brig', 'small', 16, 9, null, 4, 120, [38, 34, 31, 29, 21, 8, 0, 0, 0, 0], 10, 29, 2],
    ['gb-14b', 'Brig', 'small', 14, 12, null, 4, 120, [40, 36, 33, 31, 25, 16, 6, 0, 0, 0], 8, 29, 2],
    ['gb-14c', 'Brig', 'small', 14, 24, 198, 4, 150, [63, 58, 51, 41, 37, 32, 30, 26, 22, 16], 8, 32, 3],
    ['gb-12a', 'Bomb', 'small', 12, null, 198, 4, 60, [55, 49, 39, 0, 0, 0, 0, 0, 0, 0], 5, 19, 1],
    ['gb-12b', 'Bomb', 'small', 12, null, 244, 4, 70, [58, 52, 42, 0, 0, 0, 0, 0, 0, 0], 5, 21, 1],
    ['gb-12c', 'Bomb', 'small', 12, 3, null, 3, 60, [18, 14, 11, 9, 0, 0, 0, 0, 0, 0], 1, 19, 0],
    // slip: D printed "14" for a 4-gun hull-3 boat (the list's D never exceeds 1 below hull 4): read as −4
    ['gb-4', 'Bomb', 'boat', 4, 3, 66, 3, 20, [40, 34, 25, 0, 0, 0, 0, 0, 0, 0], -4, 3, 0],
  ],
  [NL]: [
    // the Dutch 74 of the text's example ship log (firepower 74 … 40, D 47, crew 51)
    ['nl-74', '2-deck', 'two-deck', 74, 24, 0, 12, 550, [74, 70, 67, 65, 61, 56, 54, 50, 46, 40], 47, 51, 29],
    ['nl-68', '2-deck', 'two-deck', 68, 24, 144, 12, 450, [76, 72, 68, 64, 60, 55, 52, 49, 45, 39], 46, 48, 27],
    ['nl-64', '2nd rate', 'two-deck', 64, 20, 108, 12, 450, [72, 68, 64, 61, 56, 51, 47, 43, 36, 23], 45, 48, 23],
    ['nl-54', '2nd rate', 'two-deck', 54, 22, 108, 9, 360, [71, 67, 63, 59, 55, 50, 47, 43, 38, 30], 39, 44, 18],
    ['nl-44', 'Fregat', 'frigate', 44, 16, 108, 6, 400, [65, 61, 56, 52, 47, 40, 35, 27, 7, 0], 30, 46, 10],
    ['nl-40', '3rd rate', 'frigate', 40, 12, 108, 6, 275, [61, 57, 52, 46, 40, 32, 22, 0, 0, 0], 29, 41, 7],
    ['nl-36', '3rd rate', 'frigate', 36, 12, 360, 6, 250, [69, 64, 57, 45, 39, 30, 20, 0, 0, 0], 27, 39, 8],
    ['nl-32', '3rd rate', 'frigate', 32, 12, 594, 6, 220, [74, 69, 61, 43, 37, 28, 18, 0, 0, 0], 25, 37, 8],
    ['nl-26', '3rd rate', 'frigate', 26, 9, 288, 6, 180, [64, 59, 51, 36, 28, 15, 0, 0, 0, 0], 22, 34, 5],
    ['nl-24', '3rd rate', 'frigate', 24, 14, 108, 6, 150, [58, 54, 48, 41, 36, 28, 22, 8, 0, 0], 21, 32, 5],
    ['nl-20a', 'Corvet', 'small', 20, 18, 192, 4, 200, [63, 58, 52, 42, 37, 32, 27, 22, 12, 0], 13, 36, 4],
    ['nl-20b', 'Brik', 'small', 20, 12, 108, 4, 145, [56, 51, 45, 36, 30, 22, 12, 0, 0, 0], 13, 31, 3],
  ],
  [FR]: [
    ['fr-120', '120 3-dec', 'three-deck', 120, 30, 240, 14, 1200, [86, 82, 79, 75, 72, 67, 65, 63, 61, 57], 57, 62, 60],
    ['fr-80', '80 2-deck', 'two-deck', 80, 28, 240, 12, 840, [81, 77, 72, 69, 65, 60, 58, 56, 53, 49], 49, 57, 36],
    // slip: firepower at 4 "6B"
    ['fr-74l', '74L', 'two-deck', 74, 28, 480, 12, 780, [83, 78, 73, 68, 64, 59, 57, 55, 52, 48], 47, 56, 34],
    // slip: firepower at 4 "6B", at 10 "4B"
    ['fr-74c', '74C', 'two-deck', 74, 28, 162, 12, 690, [79, 75, 71, 68, 64, 59, 57, 55, 52, 48], 47, 54, 33],
    ['fr-64', '64', 'two-deck', 64, 30, 162, 12, 600, [78, 74, 70, 66, 63, 58, 56, 54, 52, 48], 45, 52, 29],
    ['fr-50', '50', 'two-deck', 50, 20, 480, 9, 465, [77, 72, 66, 57, 52, 47, 44, 39, 32, 19], 38, 48, 17],
    ['fr-42', 'Fregate', 'frigate', 42, 21, 324, 9, 400, [73, 68, 63, 55, 51, 45, 42, 38, 32, 22], 35, 46, 14],
    ['fr-40', 'Fregate 40', 'frigate', 40, 16, 162, 6, 330, [66, 62, 56, 51, 45, 39, 34, 26, 6, 0], 29, 43, 9],
    ['fr-36', 'Fregate 36', 'frigate', 36, 12, 162, 6, 300, [63, 58, 52, 45, 39, 30, 20, 0, 0, 0], 27, 42, 7],
    ['fr-32', 'Fregate 32', 'frigate', 32, 14, 162, 6, 275, [63, 58, 53, 45, 40, 33, 26, 13, 0, 0], 25, 41, 7],
    ['fr-20', 'Corvette', 'small', 20, 9, 0, 4, 200, [41, 37, 34, 32, 24, 12, 0, 0, 0, 0], 13, 36, 2],
    ['fr-18', 'Brigantin', 'small', 18, 9, 0, 4, 150, [40, 36, 33, 31, 23, 10, 0, 0, 0, 0], 11, 32, 2],
  ],
  [ES]: [
    // slip: firepower at 5 "G7"
    ['es-136', '136 4-Dec', 'four-deck', 136, 20, 0, 16, 1100, [80, 77, 73, 71, 67, 61, 58, 53, 47, 33], 60, 61, 56],
    ['es-112', '112 3-dec', 'three-deck', 112, 20, 0, 16, 900, [78, 74, 71, 69, 64, 59, 55, 51, 44, 31], 56, 58, 43],
    ['es-100', '100', 'three-deck', 100, 22, 0, 14, 800, [77, 74, 70, 68, 64, 59, 56, 52, 47, 39], 54, 56, 40],
    ['es-80', '80 2-dek', 'two-deck', 80, 27, 408, 12, 850, [82, 78, 73, 68, 64, 60, 57, 55, 52, 47], 49, 57, 36],
    ['es-74l', '74L', 'two-deck', 74, 24, 408, 12, 750, [80, 76, 71, 65, 61, 56, 54, 50, 46, 40], 47, 55, 31],
    // slip: firepower at 5 "SB"
    ['es-74', '74', 'two-deck', 74, 20, 0, 12, 700, [72, 68, 65, 63, 58, 53, 49, 45, 38, 25], 47, 54, 26],
    // slip: firepower at 4 "6t", at 6 "5t"
    ['es-64', '64', 'two-deck', 64, 20, 0, 12, 600, [70, 66, 63, 61, 56, 51, 47, 43, 36, 23], 45, 52, 22],
    ['es-40a', '40Fregat', 'frigate', 40, 24, 576, 6, 320, [78, 73, 66, 56, 52, 47, 45, 42, 37, 32], 29, 43, 13],
    ['es-40b', '40', 'frigate', 40, 16, 0, 6, 450, [60, 56, 53, 51, 45, 39, 34, 26, 6, 0], 29, 48, 8],
    ['es-40c', '40', 'frigate', 40, 15, 0, 6, 280, [59, 55, 52, 50, 44, 37, 32, 22, 0, 0], 29, 41, 8],
    ['es-36', '36', 'frigate', 36, 16, 0, 6, 290, [58, 54, 51, 49, 44, 37, 32, 24, 4, 0], 27, 41, 7],
    ['es-34', '34', 'frigate', 34, 12, 0, 6, 315, [53, 49, 46, 44, 38, 29, 19, 0, 0, 0], 26, 42, 6],
    ['es-22', '22Corvet', 'small', 22, 12, 0, 4, 165, [47, 43, 40, 38, 31, 23, 13, 0, 0, 0], 14, 33, 3],
  ],
  [PR]: [
    ['pr-32a', '32Corvet', 'frigate', 32, 14, 162, 6, 250, [63, 58, 53, 45, 40, 33, 26, 13, 0, 0], 25, 39, 7],
    ['pr-32b', '32', 'frigate', 32, 12, 0, 6, 250, [52, 48, 45, 43, 37, 28, 18, 0, 0, 0], 25, 39, 5],
    ['pr-24', '24', 'frigate', 24, 9, 240, 6, 260, [62, 57, 49, 35, 27, 14, 0, 0, 0, 0], 21, 40, 4],
    ['pr-16', '16', 'small', 16, 6, 0, 4, 140, [32, 28, 25, 23, 11, 0, 0, 0, 0, 0], 10, 31, 1],
  ],
  [ME]: [
    ['me-26', '26 India', 'frigate', 26, 18, 252, 6, 140, [67, 62, 55, 46, 41, 35, 31, 25, 15, 0], 22, 31, 7],
    ['me-20', '20', 'small', 20, 18, 0, 6, 100, [51, 47, 44, 42, 37, 32, 27, 22, 12, 0], 19, 26, 4],
    ['me-18', '18 Merch', 'small', 18, 12, 0, 4, 50, [44, 40, 37, 35, 29, 20, 10, 0, 0, 0], 11, 16, 2],
    ['me-8', '8', 'small', 8, 16, 0, 4, 45, [36, 33, 29, 27, 22, 16, 11, 3, 0, 0], 0, 14, 1],
  ],
};

export const SHIP_CATALOGUE: readonly CatalogueShip[] = Object.entries(ROWS).flatMap(([nation, rows]) =>
  rows.map(([id, label, kind, guns, gunWeight, carronades, hull, men, firepower, defensive, crew, price]) => ({
    id,
    nation,
    label,
    kind,
    guns,
    gunWeight,
    carronades,
    hull,
    men,
    firepower,
    defensive,
    crew,
    price,
  })),
);

const byId = new Map(SHIP_CATALOGUE.map((s) => [s.id, s]));

export function catalogueShip(id: string): CatalogueShip | undefined {
  return byId.get(id);
}
