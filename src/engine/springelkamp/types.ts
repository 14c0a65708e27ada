/**
 * Springelkamp's sail rules (seed text "Rules for Naval games from the late 16th to early 19th century"):
 * the shapes of a game. The text has no rule numbers; code cites its section headings, e.g.
 * `// Movement: Speed`, consistently (docs/rules-coverage-springelkamp.md lists them).
 */
import type { Dir, Hex } from '../hex.js';
import type { ResultBase, RngState, ShipId, SideId, StaticBase, ViewBase } from '../system.js';

/** Movement: Sail Settings — Full, Easy (the example's "Normal"), Storm and No Sail, highest first. */
export type Sail = 'FS' | 'ES' | 'SS' | 'NS';
export const SAILS = ['FS', 'ES', 'SS', 'NS'] as const satisfies readonly Sail[];

/** Movement: Attitude to the Wind — H into the wind, B by the wind, Q quartering, F before the wind. */
export type WindAttitude = 'H' | 'B' | 'Q' | 'F';
/** Movement: Speed — the course's attitude for speed (I, in a beam wind, is a course, never a heading). */
export type CourseAttitude = 'B' | 'I' | 'Q' | 'F';
export type Broadside = 'L' | 'R';
export type TargetType = 'hull' | 'rigging';
export type BasicMove = 'F' | 'P' | 'S';

/** One cell of a Speed Table: maximum–minimum speed, or D (the ship drifts). */
export type SpeedEntry = { max: number; min: number } | 'D';
export interface SpeedTable {
  /** rows B, I, Q, F; columns by sail setting */
  course: Record<CourseAttitude, Record<Sail, SpeedEntry>>;
  /** row D: the drift number by sail setting */
  drift: Record<Sail, number>;
}

/** Ship Data: the fixed part of a ship log. */
export interface ShipLog {
  id: ShipId;
  name: string;
  side: SideId;
  nation: string;
  /** the catalogue type (e.g. "fr-74l") or "custom" */
  type: string;
  decks: number;
  defensive: number;
  /** firepower at 1..10 hexes (index 0 = 1 hex) */
  firepower: number[];
  crew: { size: number; morale: number; quality: number };
  /** Turning Ability; 0 stands for "<1" (Movement: Turning Ability) */
  turning: number;
  /** boxes per rigging section (3 sections of up to 6) */
  rigging: number[];
  speed: SpeedTable;
  price: number;
}

export interface SpecialRules {
  /** Special rules: Stern Rake (+20 instead of +10) */
  sternRake: boolean;
  /**
   * Special rules, Stern Rake: the "If you really love Stern Rakes" extension — announced before movement, at any
   * time during movement, the target need not be in the field of fire at the end (needs sternRake)
   */
  sternRakeAnyTime: boolean;
  /** Special rules: Grappling, Ungrappling, Melee, effects of boarding parties on fire combat */
  boarding: boolean;
  /** Special rules: Prize Crews (needs boarding) */
  prizeCrews: boolean;
}

export interface SprRules {
  special: SpecialRules;
}

export interface SprStatic extends StaticBase {
  system: 'springelkamp';
  rules: SprRules;
  /** internal direction 0..5 the wind blows towards (Movement: Attitude to the Wind, "Wind (Blowing Down)") */
  wind: Dir;
  logs: ShipLog[];
}

export interface SprShip {
  idx: number;
  bow: Hex;
  heading: Dir;
  sail: Sail;
  /** Damage: boxes checked per broadside (0..10) */
  damage: Record<Broadside, number>;
  /** Damage to the Rigging: boxes checked per section */
  rigging: number[];
  /** Damage to the Rigging: fallen rigging over a broadside, with the turns it has lain there (0 = none) */
  fallen: Record<Broadside, number>;
  /** Fire: turns the ship has burned (0 = no fire) */
  fire: number;
  struck: boolean;
  /** the side that commands the ship now (its own, or a captor's prize crew: Special rules, Prize Crews) */
  controller: SideId;
  /** captured by the other side (Melee: Defending Ship Captured) */
  captured: boolean;
  /** navigated by a prize crew: may only navigate, not fire (Prize Crews) */
  prizeCrew: boolean;
  /** Grappling: a boarding party is formed */
  boardingParty: boolean;
  /** MPs moved in the last Movement Phase (Grappling: the sum of the speeds) */
  speedLastTurn: number;
  /**
   * the broadsides that fired in the last Fire Combat Phase, kept only with `sternRakeAnyTime` (the firing ship "must
   * not have fired its broadside in the preceding gameturn")
   */
  firedLast?: Broadside[];
}

/** Collisions: fouled rigging between two ships; `turns` counts the turns since (the +1 bonus to clear). */
export interface Foul {
  a: ShipId;
  b: ShipId;
  turns: number;
}

export interface Grapple {
  a: ShipId;
  b: ShipId;
  /** the turn it was made: boarding may not occur in the gameturn of grappling (Melee) */
  turn: number;
}

/** Melee: an attacking boarding party from `attacker` on `defender`. */
export interface Melee {
  attacker: ShipId;
  defender: ShipId;
  /** rounds fought so far */
  rounds: number;
  /** rounds fought with a foothold (Attacker on Board) */
  roundsOnBoard: number;
  onBoard: boolean;
  /**
   * Special Cases, assisting a friendly ship: the friendly ship this fight is on, when `attacker` boards it to
   * attack the enemy boarding party (`defender`'s party) that holds a foothold there; absent for a ship boarded.
   */
  aboard?: ShipId;
}

export interface SprState {
  static: SprStatic;
  turn: number;
  rng: RngState;
  result: ResultBase | null;
  ships: SprShip[];
  fouls: Foul[];
  grapples: Grapple[];
  melees: Melee[];
}

/** What a side sees of a ship: an enemy's crew morale and quality are on the enemy's log only. */
export interface SprShipView extends Omit<SprShip, 'idx'> {
  id: ShipId;
  side: SideId;
  crew: { size: number; morale: number | null; quality: number | null };
}

export interface SprView extends ViewBase {
  static: Omit<SprStatic, 'seed'>;
  ships: SprShipView[];
  fouls: Foul[];
  grapples: Grapple[];
  melees: Melee[];
}

export interface FireOrder {
  /** a ship, or "closest": the nearest target the broadside has when it fires (I-SPR-32) */
  target: ShipId | 'closest';
  aim?: TargetType;
  /**
   * Special rules, Stern Rake, the "if you really love stern rakes" extension: the announced stern rake at the named
   * target, made at the movement point where the special rule's situation occurs (I-SPR-38)
   */
  sternRake?: boolean;
}

export interface SprShipOrders {
  /** Movement: the plotted course (F, P, S; '' = no movement or drift) */
  plot?: string;
  /** Movement: Changing Sail — the sail setting for next turn (executed in the Wind Phase) */
  sail?: Sail;
  fire?: Partial<Record<Broadside, FireOrder>>;
  /** Collisions: try to clear fouled rigging (default true) */
  unfoul?: boolean;
  /**
   * Collisions: "if all is equal, both players roll a die … You may add _or_ subtract the crew quality to the
   * roll": add (the default) to take the contested hex, subtract to keep out of it
   */
  collisionRoll?: 'add' | 'subtract';
  /** Drifting: the way to turn when drifting before the wind, if the roll lets the owner choose */
  driftTurn?: 'P' | 'S';
  /** Grappling: form (true) or dissolve (false) a boarding party */
  boardingParty?: boolean;
  /** Grappling: the adjacent enemy to grapple in the Boarding Phase */
  grapple?: ShipId;
  /** Ungrappling: try to ungrapple when grappled (default true) */
  ungrapple?: boolean;
  /** Melee: board this grappled or fouled enemy (plotted) */
  board?: ShipId;
  /** Melee: No Effect — break off the attack */
  breakOff?: boolean;
  /** Prize Crews: man this captured enemy ship */
  prizeCrew?: ShipId;
  /**
   * Melee: Special Cases — the crew's split by the Splitting Table when it fights two melees: the group facing
   * `ship` at modifier −`minus`, the other at the table's complement (default −10 / −10; "Each round the
   * splitting can be different").
   */
  split?: { ship: ShipId; minus: number };
}

export interface SprSideOrders {
  ships: Record<ShipId, SprShipOrders>;
  /** Drifting: the way an enemy ship before the wind turns when its crew fails the quality roll */
  enemyDrift?: Record<ShipId, 'P' | 'S'>;
}

export type SprOrders = Record<SideId, SprSideOrders>;
