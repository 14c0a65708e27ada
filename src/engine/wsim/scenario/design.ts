/**
 * Design Your Own: a legal scenario from a points budget per side (`wsim scenario new`). Ships are
 * chosen from the catalogue by class and crew quality so that each side's total (14.2.1) comes as close
 * to the budget as the catalogue allows; each side enters the board from its own corner (13.5): every ship
 * starts off the board and enters on turn 1 by plot (7.2.8: the first hex of her movement is her entry hex,
 * an edge hex of the corner, on a heading into the board), with deferred loading (13.5: ships that enter
 * from the corners may load in the Reload Phase of turn 1 without losing their initial broadsides); the
 * wind is rolled as 34.0 (variable wind: one die each for direction, velocity and wind change number).
 * docs/rules-coverage.md I-DYO-1 records the readings. Everything comes from the seed: the same options and
 * seed give the same scenario.
 */
import { CATALOGUE, pointsOf, type CatalogueEntry } from '../data/catalogue.js';
import { DEFAULT_MAP } from '../tables/constants.js';
import { dir, DIRECTIONS, fromOffset, hexDistance, hexLabel, neighbor, toOffset, type Hex } from '../../hex.js';
import { attitude } from '../geometry.js';
import { Dice, designRandom, initialRngState } from '../../rng.js';
import { QUALITIES, type Attitude, type Quality } from '../types.js';
import type { ScenarioInput } from './schema.js';
import type { RulesInput } from '../rules.js';

/** At most this many ships a side: the corner entry hexes and the schema's 60 ships leave room for it. */
export const DESIGN_MAX_SHIPS_PER_SIDE = 12;
/** The largest budget accepted: beyond what 12 ships of any catalogue entry can carry. */
export const DESIGN_MAX_POINTS = 1000;
/** 13.5 the turn the ships enter from the corners (each may hold back and enter on any later turn, 7.2.8). */
export const DESIGN_ENTRY_TURN = 1;
/**
 * The turn limit of a designed scenario: the entry hexes of opposite corners are some 45 hexes apart, so the
 * fleets meet about turn 10–15 and fight some 25 turns (measured with greedy-raker: docs/scenarios.md).
 */
export const DESIGN_TURN_LIMIT = 40;

export interface DesignOptions {
  /** points budget of each side (14.2.1) */
  points: number;
  /** two side ids naming nations of the catalogue ("british", "french", …) */
  sides: readonly [string, string];
  /** catalogue ids to choose from (default: every AH 1975 class of the two nations) */
  classes?: readonly string[];
  rules?: RulesInput;
  seed: string;
}

export interface DesignedSide {
  id: string;
  nation: string;
  budget: number;
  points: number;
  ships: number;
}

export interface DesignResult {
  scenario: ScenarioInput;
  sides: DesignedSide[];
}

export class DesignError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DesignError';
  }
}

interface Option {
  entry: CatalogueEntry;
  quality: Quality;
  points: number;
}

/** The nations of the catalogue by side id ("british" → "British"). */
export function catalogueNations(): Map<string, string> {
  const out = new Map<string, string>();
  for (const e of CATALOGUE) out.set(e.nation.toLowerCase().replace(/[^a-z0-9]+/g, '-'), e.nation);
  return out;
}

function optionsFor(nation: string, classes: readonly CatalogueEntry[] | null): Option[] {
  const pool = classes
    ? classes.filter((e) => e.nation === nation)
    : CATALOGUE.filter((e) => e.nation === nation && e.source === 'ah-1975');
  // a class of the AH table comes in every crew quality; a ship of the classic game has her own crew and single value
  return pool.flatMap((entry) =>
    (entry.quality ? [entry.quality] : QUALITIES).map((quality) => ({
      entry,
      quality,
      points: pointsOf(entry, quality),
    })),
  );
}

/** How many more ships than the fewest that reach a side's total a design may use (variety, not swarms). */
const EXTRA_SHIPS = 2;

/**
 * The ships of one side: the reachable total nearest the budget with at most DESIGN_MAX_SHIPS_PER_SIDE
 * ships, a number of ships drawn between the fewest that reach it and EXTRA_SHIPS more, then one
 * composition of exactly that total and number drawn at random (dynamic programming over ships × points).
 */
function chooseShips(options: readonly Option[], budget: number, random: () => number): Option[] {
  const top = budget + Math.max(...options.map((o) => o.points));
  // reach[k][s]: k ships can total s points
  const reach: boolean[][] = [new Array<boolean>(top + 1).fill(false)];
  reach[0][0] = true;
  for (let k = 1; k <= DESIGN_MAX_SHIPS_PER_SIDE; k++) {
    const row = new Array<boolean>(top + 1).fill(false);
    for (let s = 1; s <= top; s++) row[s] = options.some((o) => o.points <= s && reach[k - 1][s - o.points]);
    reach.push(row);
  }
  const counts = (s: number) => reach.map((row, k) => (k > 0 && row[s] ? k : -1)).filter((k) => k > 0);
  let target = -1;
  for (let s = 1; s <= top; s++) {
    // nearest the budget; on a tie the total under it
    if (counts(s).length && (target < 0 || Math.abs(s - budget) < Math.abs(target - budget))) target = s;
  }
  const possible = counts(target).filter((k, _, all) => k <= all[0] + EXTRA_SHIPS);
  let k = possible[Math.floor(random() * possible.length)];
  const chosen: Option[] = [];
  let left = target;
  while (k > 0) {
    const fits = options.filter((o) => o.points <= left && reach[k - 1][left - o.points]);
    const pick = fits[Math.floor(random() * fits.length)];
    chosen.push(pick);
    left -= pick.points;
    k -= 1;
  }
  return chosen.sort((a, b) => b.points - a.points || a.entry.id.localeCompare(b.entry.id));
}

/** Entry hexes of a corner: the corner, then alternately along its two edges, two hexes apart (never adjacent). */
function cornerHexes(n: number, flip: boolean, columns: number, rows: number): Hex[] {
  const out: Hex[] = [];
  for (let i = 0; out.length < n; i++) {
    const k = Math.ceil(i / 2) * 2;
    const [col, row] = i % 2 === 1 ? [k, 0] : [0, k];
    out.push(flip ? fromOffset(columns - 1 - col, rows - 1 - row) : fromOffset(col, row));
  }
  return out;
}

const ATTITUDE_PREFERENCE: readonly Attitude[] = ['A', 'B', 'C'];

/**
 * 7.2.8 the heading a ship enters on at an edge hex: from off the board (the hex astern of the entry hex is
 * off the drawn map), onto it (the hex ahead is on it), never into the wind (7.1.3: a ship in irons cannot
 * sail); the headings that bring her nearer the middle of the board first, then those that keep her as far
 * from it, then any; among them the best attitude (A, B, then C: a one-point wind shift never puts A or B in
 * irons), then the nearest the middle.
 */
function entryHeading(entry: Hex, middle: Hex, windDirection: number, columns: number, rows: number): number {
  const offBoard = (h: Hex) => {
    const { col, row } = toOffset(h);
    return col < 0 || row < 0 || col >= columns || row >= rows;
  };
  const here = hexDistance(entry, middle);
  const ranked = DIRECTIONS.map((_, d) => d)
    .filter((d) => offBoard(neighbor(entry, d + 3)) && !offBoard(neighbor(entry, d)))
    .map((d) => {
      const there = hexDistance(neighbor(entry, d), middle);
      return {
        d,
        there,
        tier: there < here ? 0 : there === here ? 1 : 2,
        rank: ATTITUDE_PREFERENCE.indexOf(attitude(dir(d), dir(windDirection - 1))),
      };
    })
    .filter((x) => x.rank >= 0)
    .sort((a, b) => a.tier - b.tier || a.rank - b.rank || a.there - b.there);
  // an entry hex has two or three headings from off the board onto it, neighbours: at most one is into the wind
  return ranked[0].d + 1;
}

export function designScenario(opts: DesignOptions): DesignResult {
  if (!Number.isInteger(opts.points) || opts.points <= 0)
    throw new DesignError(`--points: expected a whole number of points > 0 (got ${opts.points})`);
  if (opts.points > DESIGN_MAX_POINTS)
    throw new DesignError(
      `--points: expected at most ${DESIGN_MAX_POINTS} points a side (${DESIGN_MAX_SHIPS_PER_SIDE} ships carry far less) (got ${opts.points})`,
    );
  const nations = catalogueNations();
  const [a, b] = opts.sides;
  for (const side of opts.sides) {
    if (!nations.has(side))
      throw new DesignError(`--sides: unknown nation "${side}" (known: ${[...nations.keys()].join(', ')})`);
  }
  if (a === b) throw new DesignError(`--sides: expected two different nations (got "${a}" twice)`);
  let classes: CatalogueEntry[] | null = null;
  if (opts.classes) {
    classes = [];
    for (const id of opts.classes) {
      const entry = CATALOGUE.find((e) => e.id === id);
      if (!entry) throw new DesignError(`--classes: unknown catalogue id "${id}" (wsim scenario catalogue lists them)`);
      if (entry.nation !== nations.get(a) && entry.nation !== nations.get(b)) {
        throw new DesignError(
          `--classes: "${id}" is ${entry.nation}, neither side's nation (${nations.get(a)}, ${nations.get(b)})`,
        );
      }
      classes.push(entry);
    }
  }
  const { columns, rows } = DEFAULT_MAP;
  // 34.0 variable wind: a die each for direction, velocity (the die as the velocity, doubt D6) and change number
  const dice = new Dice(initialRngState(`design:${opts.seed}`));
  const wind = { direction: dice.d6(), velocity: dice.d6(), changeNumber: dice.d6() };
  const middle = fromOffset(Math.floor(columns / 2), Math.floor(rows / 2));
  const sides: DesignedSide[] = [];
  const ships: ScenarioInput['ships'] = [];
  opts.sides.forEach((side, s) => {
    const nation = nations.get(side)!;
    const options = optionsFor(nation, classes);
    if (!options.length) {
      throw new DesignError(
        opts.classes
          ? `--classes: no class or ship of the catalogue for "${side}" (${nation}) among ${opts.classes.join(', ')}`
          : `--sides: the AH 1975 class table has no ${nation} class: name ${nation} ships of the catalogue with --classes`,
      );
    }
    const chosen = chooseShips(options, opts.points, designRandom(opts.seed, `ships:${side}`));
    const hexes = cornerHexes(chosen.length, s === 1, columns, rows);
    const counts = new Map<string, number>();
    chosen.forEach((o, i) => {
      const n = (counts.get(o.entry.id) ?? 0) + 1;
      counts.set(o.entry.id, n);
      const same = chosen.filter((x) => x.entry.id === o.entry.id).length;
      const name = o.entry.name ?? `${nation} ${o.entry.label}`;
      // 7.2.8 the edge hex is the first hex of her movement: she enters on turn 1 by her plot
      const heading = entryHeading(hexes[i], middle, wind.direction, columns, rows);
      ships.push({
        id: `${side}-${i + 1}`,
        name: same > 1 ? `${name} (${n})` : name,
        side,
        class: o.entry.id,
        quality: o.quality,
        bow: hexLabel(hexes[i]),
        heading,
        entersOnTurn: DESIGN_ENTRY_TURN,
      });
    });
    sides.push({
      id: side,
      nation,
      budget: opts.points,
      points: chosen.reduce((t, o) => t + o.points, 0),
      ships: chosen.length,
    });
  });
  const level = opts.rules?.level ?? 'basic';
  const scenario: ScenarioInput = {
    id: `dyo-${a}-${b}-${opts.points}`,
    name: `Design your own: ${nations.get(a)} against ${nations.get(b)}, ${opts.points} points a side`,
    description:
      `Built by wsim scenario new (seed ${JSON.stringify(opts.seed)}): ${sides.map((x) => `${x.nation} ${x.points} points in ${x.ships} ship${x.ships > 1 ? 's' : ''}`).join(', ')}. ` +
      'The sides enter the board from opposite corners on turn 1 by plot, with deferred loading (13.5, 7.2.8); the wind was rolled (34.0).',
    rules: { level, ...(opts.rules?.optional ? { optional: opts.rules.optional } : {}) },
    map: { columns, rows },
    wind,
    turnLimit: DESIGN_TURN_LIMIT,
    // 14.2 points even for one ship a side: the sides enter some 45 hexes apart, and 14.1.1 would count the
    // approach as refusal of combat (ten turns out of range); a surrender still ends the game (I-DYO-1)
    victory: 'points' as const,
    deferredLoading: true,
    sides: sides.map((x) => ({ id: x.id, name: x.nation })),
    ships,
  };
  return { scenario, sides };
}
