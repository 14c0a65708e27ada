/** Assorted rule constants, each with its rule number. */

/** 11.4.3.2 / 11.4.4.2 surrender unless a friendly ship of the firer's class or larger is within this range. */
export const SURRENDER_FRIEND_RANGE = 10;
/** 11.4.5 a surrendered ship (not struck) within this range of a friend at the start of a turn returns to duty. */
export const RETURN_TO_DUTY_RANGE = 5;
/** 12.4.9 one prize-crew square for every six prisoner squares. */
export const PRISONERS_PER_PRIZE_SQUARE = 6;
/** 14.2.3 captured ships count their value (tournament); the 2nd-edition text counts them twice (rules option). */
export const CAPTURED_POINTS_MULTIPLIER_TOURNAMENT = 1;
export const CAPTURED_POINTS_MULTIPLIER_SECOND_EDITION = 2;
/** 16.2.1 advanced log: hull ×1.5 rounded up; guns, carronades and crew ×2. */
export const ADVANCED_LOG = {
  hullMultiplier: 1.5,
  gunsMultiplier: 2,
  carronadesMultiplier: 2,
  crewMultiplier: 2,
} as const;
/** 26.1.1 reloads per ship; doubleshot costs two. */
export const RELOADS_PER_SHIP = 30;
export const RELOAD_COST = { round: 1, chain: 1, grape: 1, double: 2 } as const;
/** 26.2 repairs: three turns of repair of one type restore two squares; two crew sections needed. */
export const REPAIR = { turns: 3, squaresRestored: 2, minCrewSections: 2 } as const;
/** 20.3.4.1 springs turn up to 120°. 20.3.6 up-anchoring takes two consecutive turns. */
export const SPRINGS_MAX_TURNS = 2;
export const UP_ANCHOR_TURNS = 2;
/** 20.3.8 a ship carries two anchors. */
export const ANCHORS_PER_SHIP = 2;
/** 24.2.3.3 doubleshot loads in one turn with three crew sections available, otherwise two. */
export const DOUBLESHOT_FAST_LOAD_CREW_SECTIONS = 3;
/** 24.4.4 advanced rakes only within five hexes. */
export const ADVANCED_RAKE_MAX_RANGE = 5;
/** 24.2.7 a target with a boarding party loses one extra crew square. */
export const BOARDING_PARTY_EXTRA_CREW_LOSS = 1;

/** 2.2 the mapboard's drawn area when a scenario gives no map: 32 columns × 40 rows (docs/geometry.md). */
export const DEFAULT_MAP = { columns: 32, rows: 40 } as const;
