/**
 * Wind (18.0): change check, direction and velocity change tables, Wind Effects Table and the
 * gale/storm firing penalties (18.2.2.4–18.2.2.5). The tournament text rolls two dice against a
 * converted wind change number; the project uses the 2nd-edition procedure supplied with the
 * tables: every third turn roll one die, and the wind changes if it is at least the scenario's
 * wind change number (docs/rules-coverage.md, I-WIND-1).
 */
import type { Attitude } from '../types.js';

export const WIND_VELOCITY_NAMES = [
  'becalmed',
  'light breeze',
  'moderate breeze',
  'normal breeze',
  'heavy breeze',
  'gale',
  'storm',
  'hurricane',
] as const;

/** 18.1.3 (2nd edition) the check is made every third turn. */
export const WIND_CHANGE_EVERY_NTH_TURN = 3;

/** 18.1.3.1 direction change by die: 'initial' = back to the scenario's initial direction, else rotation in hexsides (+ clockwise). */
export const WIND_DIRECTION_CHANGE: readonly (number | 'initial')[] = ['initial', 0, 1, -1, 2, -2] as const;

/** 18.1.3.2 velocity change by die 1–6. */
export const WIND_VELOCITY_CHANGE: readonly number[] = [-1, -1, 0, 0, 1, 1] as const;
export const WIND_MIN_VELOCITY = 0;
/** 18.2.2.2 hurricane ends the game. */
export const HURRICANE = 7;
export const GALE = 5;
export const STORM = 6;

/**
 * 33.0 / V changing wind number: the tournament's Changing Wind Number Chart is not supplied; the
 * 2nd-edition text makes the fourth die itself the new number (I-WIND-2).
 */
export const CHANGING_WIND_NUMBER_BY_DIE: readonly number[] = [1, 2, 3, 4, 5, 6] as const;

/**
 * 34.0 / VI variable wind: three dice at the start. Direction: the die is the board direction
 * (the wind direction hex); velocity: the die row of the Wind Velocity Table, read as velocity =
 * die (doubt D6; I-WIND-3); wind change number as 33.0.
 */
export const VARIABLE_WIND_VELOCITY_BY_DIE: readonly number[] = [1, 2, 3, 4, 5, 6] as const;

export type WindEffect = number | 'MAY_NOT_MOVE' | 'DRIFT_ONLY' | 'SCENARIO_ENDED';
export type ClassGroup = '1' | '2' | '3-4' | '5-6' | 'rowed';

/** Class group of the Wind Effects Table (class 7 gunboats and galleys are rowed). */
export function classGroup(shipClass: number, rowed = false): ClassGroup {
  if (rowed || shipClass >= 7) return 'rowed';
  if (shipClass <= 1) return '1';
  if (shipClass === 2) return '2';
  if (shipClass <= 4) return '3-4';
  return '5-6';
}

type Row = Readonly<Record<ClassGroup, readonly [WindEffect, WindEffect, WindEffect, WindEffect]>>;
const NM = 'MAY_NOT_MOVE' as const;
const DO = 'DRIFT_ONLY' as const;
const END = 'SCENARIO_ENDED' as const;

/** 18.2.2 Wind Effects Table: velocity → class group → [A, B, C, D] change to the movement allowance. */
export const WIND_EFFECTS: readonly Row[] = [
  {
    '1': [NM, NM, NM, NM],
    '2': [NM, NM, NM, NM],
    '3-4': [NM, NM, NM, NM],
    '5-6': [NM, NM, NM, NM],
    rowed: [0, 0, 0, 0],
  },
  { '1': [-3, -2, -2, 0], '2': [-3, -2, -1, 0], '3-4': [-3, -2, -1, 0], '5-6': [-2, -1, 0, 0], rowed: [0, 0, 0, 0] },
  { '1': [-1, -1, -1, 0], '2': [-1, -1, 0, 0], '3-4': [-1, 0, 0, 0], '5-6': [-1, 0, 0, 0], rowed: [-1, -1, -1, -1] },
  { '1': [0, 0, 0, 0], '2': [0, 0, 0, 0], '3-4': [0, 0, 0, 0], '5-6': [0, 0, 0, 0], rowed: [-2, -2, -2, -2] },
  { '1': [0, 0, 0, 0], '2': [-1, 0, 0, 0], '3-4': [-1, -1, 0, 0], '5-6': [-2, -2, -1, 0], rowed: [-3, -3, -3, -3] },
  { '1': [-1, 0, 0, 0], '2': [-1, -1, 0, 0], '3-4': [-1, -1, -1, 0], '5-6': [-3, -2, -2, 0], rowed: [DO, DO, DO, DO] },
  {
    '1': [-2, -1, -1, 0],
    '2': [-3, -2, -1, 0],
    '3-4': [-3, -2, -1, 0],
    '5-6': [-3, -3, -2, 0],
    rowed: [DO, DO, DO, DO],
  },
  {
    '1': [END, END, END, END],
    '2': [END, END, END, END],
    '3-4': [END, END, END, END],
    '5-6': [END, END, END, END],
    rowed: [END, END, END, END],
  },
] as const;

const ATTITUDE_INDEX: Readonly<Record<Attitude, number>> = { A: 0, B: 1, C: 2, D: 3 };

export function windEffect(velocity: number, group: ClassGroup, attitude: Attitude): WindEffect {
  const row = WIND_EFFECTS[Math.max(0, Math.min(HURRICANE, velocity))];
  return row[group][ATTITUDE_INDEX[attitude]];
}

/** 18.2.2.4–18.2.2.5 hit-table penalties by velocity and class. Also the full-sail bans of gale (classes 5–6) and storm (all). */
export const WEATHER_RESTRICTIONS: Readonly<
  Record<number, { fullSailBanned: (cls: number) => boolean; hitTable: Readonly<Record<number, number>> }>
> = {
  5: { fullSailBanned: (cls) => cls === 5 || cls === 6, hitTable: { 1: -1, 5: -1, 6: -1 } },
  6: { fullSailBanned: () => true, hitTable: { 1: -2, 2: -1, 3: -1, 4: -2 } },
};

/** 18.2.2.1 are full sails banned for a ship of this class in this wind (a gale bans classes 5–6, a storm all)? */
export function fullSailBanned(velocity: number, shipClass: number): boolean {
  return WEATHER_RESTRICTIONS[velocity]?.fullSailBanned(shipClass) ?? false;
}
