/**
 * Expected effect of a broadside (11.2–11.3; Advanced 16.1, 24.1–24.2) from the Hit Determination
 * Tables and the expected squares of each hit table — computed once at module load — so captains
 * can weigh positions without rolling dice.
 */
import { type Broadside } from '../../../src/index.js';
import {
  ADVANCED_HDT,
  ADVANCED_HIT_TABLES,
  AMMUNITION,
  BASIC_HDT,
  BASIC_HIT_TABLES,
  HULL_AIM_MAX_RANGE,
  hdtRow,
  rangeBandIndex,
  splitAdvancedTable,
  type Aim,
  type Ammo,
  type HitTable,
  type RulesOptions,
} from '../../../src/api/wsim.js';

/** Expected squares [H, G, C, R]. */
export type Squares4 = [number, number, number, number];

const ZERO: Squares4 = [0, 0, 0, 0];
const MAX_TABLE = 40;

function tableMeans(t: HitTable, aim: Aim): Squares4 {
  const rows = aim === 'hull' ? t.hull : t.rigging;
  const out: Squares4 = [0, 0, 0, 0];
  for (const r of rows) for (let k = 0; k < 4; k++) out[k] += r[k] / 6;
  return out;
}

function build(level: 'basic' | 'advanced', aim: Aim): Squares4[] {
  const out: Squares4[] = [];
  for (let table = 0; table <= MAX_TABLE; table++) {
    if (level === 'basic')
      out.push(tableMeans(BASIC_HIT_TABLES[Math.min(table, BASIC_HIT_TABLES.length - 1)], aim)); // 11.2.4
    else {
      const sum: Squares4 = [0, 0, 0, 0];
      for (const t of splitAdvancedTable(table)) {
        // 16.1.2.1
        const m = tableMeans(ADVANCED_HIT_TABLES[t], aim);
        for (let k = 0; k < 4; k++) sum[k] += m[k];
      }
      out.push(sum);
    }
  }
  return out;
}

const EXPECTED = {
  basic: { hull: build('basic', 'hull'), rigging: build('basic', 'rigging') },
  advanced: { hull: build('advanced', 'hull'), rigging: build('advanced', 'rigging') },
};

/** Expected squares of one roll on a modified hit table (a table below 0 misses, 11.2.4). */
export function expectedSquares(level: 'basic' | 'advanced', table: number, aim: Aim): Squares4 {
  if (table < 0) return ZERO;
  return EXPECTED[level][aim][Math.min(table, MAX_TABLE)];
}

/** The firing ship's side of the computation: its log as far as the firer knows it. */
export interface Gunner {
  guns: Record<Broadside, number[]>;
  carronades: Record<Broadside, number[]>;
  quality: string;
  prize: { quality: string } | null;
  initial: Record<Broadside, boolean>;
  /** crew sections down (11.3.3) */
  crewDown: number;
  reloadsLeft: number;
  anchored: boolean;
  obscured: Record<Broadside, number>;
  fireModifier: number;
}

export type Sections = 'both' | 'bow' | 'stern';

export interface ShotInput {
  rules: RulesOptions;
  gunner: Gunner;
  broadside: Broadside;
  ammo: Ammo;
  /** 11.2.1 range, with the target in the broadside's play */
  range: number;
  /** 24.1 sections that bear (fields 4 and 5: one section only); the Basic Game fires whole broadsides */
  sections: Sections;
  rake: 0 | 1 | 2;
  aim: Aim;
  asGrape?: boolean;
  /** fouled or grappled with the target: hull only (11.2.8) */
  linked?: boolean;
  /** the target is at full sail and not fore-and-aft rigged under XIV (20.1.3) */
  targetFullSail?: boolean;
}

export interface ShotEstimate {
  /** modified hit table, or null when the broadside cannot reach or has no guns bearing */
  table: number | null;
  ammo: Ammo;
  aim: Aim;
  squares: Squares4;
}

function pick(arr: number[], idx: number | null): number {
  if (idx === null) {
    let s = 0;
    for (const x of arr) s += x;
    return s;
  }
  return arr[idx] ?? 0;
}

/** 24.2 the ammunition as fired at this range, or null when out of its reach. */
export function ammoAtRange(
  rules: RulesOptions,
  loaded: Ammo,
  range: number,
  asGrape: boolean,
  reloadsLeft: number,
): Ammo | null {
  if (rules.level !== 'advanced') return range <= AMMUNITION.round.maxRange ? 'round' : null;
  let ammo = loaded;
  if (asGrape && ammo === 'round') ammo = 'grape'; // 24.2.4.5
  if (ammo === 'double' && range > AMMUNITION.double.maxRange) return reloadsLeft <= 0 ? null : 'round'; // 24.2.3.4
  const max = ammo === 'chain' ? rules.chainshotMaxRange : AMMUNITION[ammo].maxRange;
  return range <= max ? ammo : null;
}

/** The expected squares of one broadside against one target (the engine's combat arithmetic, without dice). */
export function estimateShot(x: ShotInput): ShotEstimate {
  const { rules, gunner: g, broadside: b, range } = x;
  const advanced = rules.level === 'advanced';
  const none: ShotEstimate = { table: null, ammo: x.ammo, aim: x.aim, squares: ZERO };
  if (range < 1) return none;
  const ammo = ammoAtRange(rules, x.ammo, range, x.asGrape === true, g.reloadsLeft);
  if (ammo === null) return none;
  const sections = advanced ? x.sections : 'both';
  const idx = !advanced || sections === 'both' ? null : sections === 'bow' ? 0 : 1;
  let guns = pick(g.guns[b], idx);
  if (range <= rules.carronadeMaxRange) guns += pick(g.carronades[b], idx); // 11.1.9
  const row = hdtRow(advanced ? ADVANCED_HDT : BASIC_HDT, guns);
  if (!row) return none;
  const band = rangeBandIndex(range);
  const m = row.modifiers;
  let table = advanced && x.rake ? row.rakeHitTable![band] : row.hitTable[band]; // 16.1.1
  const q = (g.prize ? g.prize.quality : g.quality) as keyof typeof m.crewQuality;
  table += m.crewQuality[q] ?? 0; // 11.3.1
  if (!advanced && x.rake) table += m.rake; // 11.3.2
  if (advanced && x.rake === 2) table += m.sternRake; // 16.1.1.2
  if (g.prize)
    table += m.capturedShip; // 11.3.5
  else table += m.crewSectionLossEach * g.crewDown; // 11.3.3
  if (g.initial[b]) table += m.initialBroadside; // 11.3.4
  if (advanced) {
    table += m.ammunition[ammo]; // 24.2
    if (g.anchored) table += m.anchored; // 20.3.5
    if (g.reloadsLeft <= 0) table += rules.lowPowderModifier; // 16.1.2.3.1
    if (g.obscured[b] > 0) table -= 1;
    table -= g.fireModifier;
  }
  let aim: Aim = x.aim;
  if (range > HULL_AIM_MAX_RANGE) aim = 'rigging'; // 11.2.5
  if (x.linked) aim = 'hull'; // 11.2.8
  let squares: Squares4;
  if (ammo === 'grape') {
    squares = [0, 0, Math.max(0, table), 0]; // 24.2.4.2
    aim = 'hull';
  } else {
    const e = expectedSquares(rules.level, table, aim);
    squares = ammo === 'chain' ? [0, 0, e[2], e[3]] : [e[0], e[1], e[2], e[3]]; // 24.2.2.2
  }
  if (aim === 'rigging' && x.targetFullSail)
    squares = [squares[0], squares[1], squares[2], squares[3] * rules.fullSailRiggingMultiplier]; // 20.1.3
  return { table, ammo, aim, squares };
}
