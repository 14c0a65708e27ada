/**
 * Hit tables (11.2.6–11.2.7 Basic, 0–8; 16.1.2 Advanced, 0–10).
 * Source: WS&IM 2nd edition tables (reference figures supplied to the project).
 * Each cell is [H, G, C, R] — hull, gun, crew and rigging squares — indexed by die − 1.
 * Advanced tables: a die of 6 is a possible critical hit (16.1.2.2), see CRITICAL_DIE.
 * Advanced table 8 rigging die 3 is 4R-2H-G (card scan) rather than the reprint's 4R-3H-G
 * (docs/rules-coverage.md, doubt D1).
 */

/** [H, G, C, R] */
export type HitCounts = readonly [number, number, number, number];

export interface HitTable {
  readonly hull: readonly HitCounts[];
  readonly rigging: readonly HitCounts[];
}

/** 11.2.6 Basic Game hit tables 0–8. */
export const BASIC_HIT_TABLES: readonly HitTable[] = [
  // table 0 — hull: 0 0 0 C H G | rigging: 0 0 0 0 R C
  {
    hull: [
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 1, 0],
      [1, 0, 0, 0],
      [0, 1, 0, 0],
    ],
    rigging: [
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 1],
      [0, 0, 1, 0],
    ],
  },
  // table 1 — hull: 0 0 G H H-C H-R | rigging: 0 0 R C R-H 2R
  {
    hull: [
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 1, 0, 0],
      [1, 0, 0, 0],
      [1, 0, 1, 0],
      [1, 0, 0, 1],
    ],
    rigging: [
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 1],
      [0, 0, 1, 0],
      [1, 0, 0, 1],
      [0, 0, 0, 2],
    ],
  },
  // table 2 — hull: H G H-C 2H 2H-R 2H-G | rigging: 0 R 2R R-G 2R-C 2R-H
  {
    hull: [
      [1, 0, 0, 0],
      [0, 1, 0, 0],
      [1, 0, 1, 0],
      [2, 0, 0, 0],
      [2, 0, 0, 1],
      [2, 1, 0, 0],
    ],
    rigging: [
      [0, 0, 0, 0],
      [0, 0, 0, 1],
      [0, 0, 0, 2],
      [0, 1, 0, 1],
      [0, 0, 1, 2],
      [1, 0, 0, 2],
    ],
  },
  // table 3 — hull: H-G 2H H-G-C 2H-R 3H-C 2H-2G | rigging: R-H 2R 2R-G 3R 2R-C 4R
  {
    hull: [
      [1, 1, 0, 0],
      [2, 0, 0, 0],
      [1, 1, 1, 0],
      [2, 0, 0, 1],
      [3, 0, 1, 0],
      [2, 2, 0, 0],
    ],
    rigging: [
      [1, 0, 0, 1],
      [0, 0, 0, 2],
      [0, 1, 0, 2],
      [0, 0, 0, 3],
      [0, 0, 1, 2],
      [0, 0, 0, 4],
    ],
  },
  // table 4 — hull: 2H-R H-G-C 2H-R-G 3H-G 4H-C 2H-2G-C | rigging: 3R 2R-H 3R-G 3R-C 2R-G-H 5R
  {
    hull: [
      [2, 0, 0, 1],
      [1, 1, 1, 0],
      [2, 1, 0, 1],
      [3, 1, 0, 0],
      [4, 0, 1, 0],
      [2, 2, 1, 0],
    ],
    rigging: [
      [0, 0, 0, 3],
      [1, 0, 0, 2],
      [0, 1, 0, 3],
      [0, 0, 1, 3],
      [1, 1, 0, 2],
      [0, 0, 0, 5],
    ],
  },
  // table 5 — hull: 2H-C-G 2H-2G 2H-G-C-R 3H-R-G 4H-G-R 3H-2C-G | rigging: 3R-G 4R 4R-H 4R-G 4R-C 5R-H
  {
    hull: [
      [2, 1, 1, 0],
      [2, 2, 0, 0],
      [2, 1, 1, 1],
      [3, 1, 0, 1],
      [4, 1, 0, 1],
      [3, 1, 2, 0],
    ],
    rigging: [
      [0, 1, 0, 3],
      [0, 0, 0, 4],
      [1, 0, 0, 4],
      [0, 1, 0, 4],
      [0, 0, 1, 4],
      [1, 0, 0, 5],
    ],
  },
  // table 6 — hull: 2H-2G-C 3H-2R-C 4H-2G 3H-2C-G 5H-R-C 3H-2G-R-C | rigging: 3R-H-G 4R-H 5R-C 4R-G-H 5R-H 5R-2G
  {
    hull: [
      [2, 2, 1, 0],
      [3, 0, 1, 2],
      [4, 2, 0, 0],
      [3, 1, 2, 0],
      [5, 0, 1, 1],
      [3, 2, 1, 1],
    ],
    rigging: [
      [1, 1, 0, 3],
      [1, 0, 0, 4],
      [0, 0, 1, 5],
      [1, 1, 0, 4],
      [1, 0, 0, 5],
      [0, 2, 0, 5],
    ],
  },
  // table 7 — hull: 2H-3G-C 3H-2C-R 4H-3R 3H-3G-C 4H-2C-G 3H-3G-C-R | rigging: 4R-H-G 4R-H-C 5R-2H 5R-G-C 6R-G 7R-H
  {
    hull: [
      [2, 3, 1, 0],
      [3, 0, 2, 1],
      [4, 0, 0, 3],
      [3, 3, 1, 0],
      [4, 1, 2, 0],
      [3, 3, 1, 1],
    ],
    rigging: [
      [1, 1, 0, 4],
      [1, 0, 1, 4],
      [2, 0, 0, 5],
      [0, 1, 1, 5],
      [0, 1, 0, 6],
      [1, 0, 0, 7],
    ],
  },
  // table 8 — hull: 4H-2G-C 5H-R-C 4H-3G-C 5H-2R-G 6H-2G-R 4H-2G-C-R | rigging: 5R-H-C 6R-G 6R-H-G 6R-H-C 5R-2H-G 7R-H-G
  {
    hull: [
      [4, 2, 1, 0],
      [5, 0, 1, 1],
      [4, 3, 1, 0],
      [5, 1, 0, 2],
      [6, 2, 0, 1],
      [4, 2, 1, 1],
    ],
    rigging: [
      [1, 0, 1, 5],
      [0, 1, 0, 6],
      [1, 1, 0, 6],
      [1, 0, 1, 6],
      [2, 1, 0, 5],
      [1, 1, 0, 7],
    ],
  },
] as const;

/** 16.1.2.1 Advanced Game hit tables 0–10. */
export const ADVANCED_HIT_TABLES: readonly HitTable[] = [
  // table 0 — hull: 0 0 0 C H G* | rigging: 0 0 0 0 R C*
  {
    hull: [
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 1, 0],
      [1, 0, 0, 0],
      [0, 1, 0, 0],
    ],
    rigging: [
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 1],
      [0, 0, 1, 0],
    ],
  },
  // table 1 — hull: 0 0 G H-G H-C H-R-C* | rigging: 0 0 R C R-H R-C-G*
  {
    hull: [
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 1, 0, 0],
      [1, 1, 0, 0],
      [1, 0, 1, 0],
      [1, 0, 1, 1],
    ],
    rigging: [
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 1],
      [0, 0, 1, 0],
      [1, 0, 0, 1],
      [0, 1, 1, 1],
    ],
  },
  // table 2 — hull: G H H-G H-C H-R-C 2H-G* | rigging: 0 R R-C R-G R-G 2R-H-C*
  {
    hull: [
      [0, 1, 0, 0],
      [1, 0, 0, 0],
      [1, 1, 0, 0],
      [1, 0, 1, 0],
      [1, 0, 1, 1],
      [2, 1, 0, 0],
    ],
    rigging: [
      [0, 0, 0, 0],
      [0, 0, 0, 1],
      [0, 0, 1, 1],
      [0, 1, 0, 1],
      [0, 1, 0, 1],
      [1, 0, 1, 2],
    ],
  },
  // table 3 — hull: G-C H H-G-C 2H-R 2H-C 2H-2G* | rigging: 0 R-C R-G 2R-C 2R-G 2R-H-C*
  {
    hull: [
      [0, 1, 1, 0],
      [1, 0, 0, 0],
      [1, 1, 1, 0],
      [2, 0, 0, 1],
      [2, 0, 1, 0],
      [2, 2, 0, 0],
    ],
    rigging: [
      [0, 0, 0, 0],
      [0, 0, 1, 1],
      [0, 1, 0, 1],
      [0, 0, 1, 2],
      [0, 1, 0, 2],
      [1, 0, 1, 2],
    ],
  },
  // table 4 — hull: G-C H-R 2H-G-R 2H-2G-C 3H-C 3H-G* | rigging: R-G R-H 2R-C-G 2R-G 3R-C 4R-H-C*
  {
    hull: [
      [0, 1, 1, 0],
      [1, 0, 0, 1],
      [2, 1, 0, 1],
      [2, 2, 1, 0],
      [3, 0, 1, 0],
      [3, 1, 0, 0],
    ],
    rigging: [
      [0, 1, 0, 1],
      [1, 0, 0, 1],
      [0, 1, 1, 2],
      [0, 1, 0, 2],
      [0, 0, 1, 3],
      [1, 0, 1, 4],
    ],
  },
  // table 5 — hull: H-G-C 2H-2C-R 2H-G-C 2H-2G 3H-G-R 3H-G-C* | rigging: R-C 2R-G 3R-H 3R-G-C 4R-H 4R-H-G-C*
  {
    hull: [
      [1, 1, 1, 0],
      [2, 0, 2, 1],
      [2, 1, 1, 0],
      [2, 2, 0, 0],
      [3, 1, 0, 1],
      [3, 1, 1, 0],
    ],
    rigging: [
      [0, 0, 1, 1],
      [0, 1, 0, 2],
      [1, 0, 0, 3],
      [0, 1, 1, 3],
      [1, 0, 0, 4],
      [1, 1, 1, 4],
    ],
  },
  // table 6 — hull: H-2G-2C 2H-2C-R 2H-G-R 2H-2G 3H-G-C 4H-2G-C* | rigging: 2R-C 2R-G-C 3R-H-G 4R-G 4R-H 5R-H-C*
  {
    hull: [
      [1, 2, 2, 0],
      [2, 0, 2, 1],
      [2, 1, 0, 1],
      [2, 2, 0, 0],
      [3, 1, 1, 0],
      [4, 2, 1, 0],
    ],
    rigging: [
      [0, 0, 1, 2],
      [0, 1, 1, 2],
      [1, 1, 0, 3],
      [0, 1, 0, 4],
      [1, 0, 0, 4],
      [1, 0, 1, 5],
    ],
  },
  // table 7 — hull: 2H-G-C 2H-C-R 3H-2G-2C 3H-2G 4H-2G-C 4H-2G-C-R* | rigging: 2R-C 3R-G 3R-H-G 4R-H-2C 5R-2G-C 5R-2H-G*
  {
    hull: [
      [2, 1, 1, 0],
      [2, 0, 1, 1],
      [3, 2, 2, 0],
      [3, 2, 0, 0],
      [4, 2, 1, 0],
      [4, 2, 1, 1],
    ],
    rigging: [
      [0, 0, 1, 2],
      [0, 1, 0, 3],
      [1, 1, 0, 3],
      [1, 0, 2, 4],
      [0, 2, 1, 5],
      [2, 1, 0, 5],
    ],
  },
  // table 8 — hull: 2H-G-2C 3H-G-C-R 3H-2G-2C 4H-2C-G 4H-G-2R 4H-2G-2C* | rigging: 3R-2G-C 3R-H 4R-2H-G 4R-G-C 5R-G 6R-H-2C*
  {
    hull: [
      [2, 1, 2, 0],
      [3, 1, 1, 1],
      [3, 2, 2, 0],
      [4, 1, 2, 0],
      [4, 1, 0, 2],
      [4, 2, 2, 0],
    ],
    rigging: [
      [0, 2, 1, 3],
      [1, 0, 0, 3],
      [2, 1, 0, 4],
      [0, 1, 1, 4],
      [0, 1, 0, 5],
      [1, 0, 2, 6],
    ],
  },
  // table 9 — hull: 2H-3G-C 3H-2G-2C 3H-2G-2C-R 4H-2G-2C 4H-G-3R 5H-G-2C* | rigging: 4R-H-G 4R-H-C 5R-2H 5R-2G-C 6R-G-2C 7R-2G*
  {
    hull: [
      [2, 3, 1, 0],
      [3, 2, 2, 0],
      [3, 2, 2, 1],
      [4, 2, 2, 0],
      [4, 1, 0, 3],
      [5, 1, 2, 0],
    ],
    rigging: [
      [1, 1, 0, 4],
      [1, 0, 1, 4],
      [2, 0, 0, 5],
      [0, 2, 1, 5],
      [0, 1, 2, 6],
      [0, 2, 0, 7],
    ],
  },
  // table 10 — hull: 2H-2G-4C 3H-3G-C-R 4H-2G-C-R 5H-2R-G 5H-2C-G-R 6H-2G-2C* | rigging: 5R-H-C 6R-2G 6R-H-2G 6R-H-G-C 5R-2H-2C 7R-H-2C-G*
  {
    hull: [
      [2, 2, 4, 0],
      [3, 3, 1, 1],
      [4, 2, 1, 1],
      [5, 1, 0, 2],
      [5, 1, 2, 1],
      [6, 2, 2, 0],
    ],
    rigging: [
      [1, 0, 1, 5],
      [0, 2, 0, 6],
      [1, 2, 0, 6],
      [1, 1, 1, 6],
      [2, 0, 2, 5],
      [1, 1, 2, 7],
    ],
  },
] as const;

/** 16.1.2.2 A 6 on any advanced hit table is a possible critical hit. */
export const CRITICAL_DIE = 6;
