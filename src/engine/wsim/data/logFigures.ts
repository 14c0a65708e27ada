/**
 * The figures of a ship's log that every source of ship data gives (the AH 1975 class table, the classic
 * computer game's ships, the catalogue built from both): nation, class, speeds, turning, and the log's
 * boxes. Whether hull, crew, guns and carronades are on the Basic or the Advanced scale (16.2.1) is said
 * by each source.
 */
export interface LogFigures {
  readonly nation: string;
  /** 2.31 ship class 1–7 */
  readonly shipClass: number;
  readonly gunRating: number;
  /** 2.31.2–2.31.3 */
  readonly battleSail: 3 | 4;
  readonly fullSail: number;
  readonly turning: number;
  /** 3.2.6 hull squares */
  readonly hull: number;
  /** 3.2.7 crew squares per section */
  readonly crew: readonly number[];
  /** 3.2.8 guns per broadside */
  readonly guns: number;
  /** 3.2.9 carronades per broadside */
  readonly carronades: number;
  /** 3.2.10 rigging squares per section */
  readonly rigging: readonly number[];
}
