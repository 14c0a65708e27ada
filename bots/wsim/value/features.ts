/**
 * The features of a WS&IM position as one side sees it, for the learned value model (`model.ts`):
 * what decides engagements — material (hull 11.4.1, crew 11.4.2, guns 11.2.2, rigging 11.4.4, in
 * points of 14.2), points scored, the broadsides about to be exchanged and the promise of the
 * placements (11.2, 16.1 rakes), the weather gage, initial broadsides (11.3.4),
 * crew quality, crews in contact (12.3), and the turns left before the turn limit.
 *
 * Everything is read from the side's player view (7.2.5): the enemy's loads are hidden, so her
 * broadsides are weighed as loaded; a test changes hidden enemy loads and finds the features unchanged.
 * Most features are "ours minus hers", so the value of one side is close to one minus the other's.
 */
import type { PlayerView, ShipView } from '../../../src/api/wsim.js';
import { crewBalance } from '../greedy/score.js';
import { GREEDY_DEFAULTS } from '../../greedy/options.js';
import { movesOf } from '../greedy/moves.js';
import { arenaOf, exchangeAt, pairTables, shotWorth, unitOf, type Arena, type Unit } from '../lib/engagement.js';
import { operational, specOfView } from '../lib/fleet.js';
import { placementKeyOf } from '../../placement.js';
import { rakeOf, rangeOf, relation } from '../lib/geometry.js';
import { figuresOf, fullFigures, shipWorth, type ShipFigures } from '../lib/value.js';

/** The features in the model's order: a model file names them, and a model of other names is refused. */
export const FEATURE_NAMES = [
  'material',
  'hull',
  'crew',
  'guns',
  'rigging',
  'score',
  'fireOurs',
  'fireTheirs',
  'potential',
  'rakes',
  'gage',
  'initial',
  'quality',
  'contact',
  'materialLate',
  'scoreLate',
  'potentialLate',
  'nextOurs',
  'nextTheirs',
] as const;

export type FeatureName = (typeof FEATURE_NAMES)[number];
export const FEATURE_COUNT = FEATURE_NAMES.length;

/** Crew quality as a number (the order of the Quality table, 2.33): poor 0 … elite 4. */
const QUALITY_RANK: Record<ShipView['quality'], number> = { poor: 0, green: 1, average: 2, crack: 3, elite: 4 };

/** Rakes counted within this range (16.1: the rake's modifiers weigh most close in). */
const RAKE_RANGE = 3;

/** Fraction of a part left, in [0, 1]. */
function share(now: number, full: number): number {
  return full > 0 ? Math.max(0, Math.min(1, now / full)) : 1;
}

interface SideSums {
  worth: number;
  points: number;
  hull: number;
  crew: number;
  guns: number;
  rigging: number;
  quality: number;
  /** points of this side's ships struck, sunk or taken (scored by the other side, 14.2) */
  lost: number;
  broadsides: number;
  initial: number;
  /** position along the wind (hexes; larger is further to windward), points-weighted */
  windward: number;
}

function emptySums(): SideSums {
  return {
    worth: 0,
    points: 0,
    hull: 0,
    crew: 0,
    guns: 0,
    rigging: 0,
    quality: 0,
    lost: 0,
    broadsides: 0,
    initial: 0,
    windward: 0,
  };
}

/** Distance to windward of a hex along the wind's axis (axial coordinates; the wind blows towards `towards`). */
function windwardOf(ship: ShipView, towards: number): number {
  // cube coordinates of the bow, projected on the direction the wind comes from
  const x = ship.bow.q;
  const z = ship.bow.r;
  const y = -x - z;
  const axes: [number, number, number][] = [
    [0, 1, -1],
    [1, 0, -1],
    [1, -1, 0],
    [0, -1, 1],
    [-1, 0, 1],
    [-1, 1, 0],
  ];
  const [a, b, c] = axes[((towards % 6) + 6) % 6];
  return -(a * x + b * y + c * z);
}

function addShip(sums: SideSums, view: PlayerView, ship: ShipView): void {
  const spec = specOfView(view, ship);
  const points = Math.max(1, spec.points);
  sums.points += points;
  const out = ship.removed !== null || ship.surrendered !== null;
  if (out) {
    sums.lost += points;
    return;
  }
  const now: ShipFigures = figuresOf(ship);
  const full = fullFigures(spec);
  sums.worth += shipWorth(now, full, points);
  sums.hull += points * share(now.hull, full.hull);
  sums.crew += points * share(now.crew, full.crew);
  sums.guns += points * share(now.guns, full.guns);
  sums.rigging += points * share(now.rigging, full.rigging);
  sums.quality += points * QUALITY_RANK[ship.quality];
  sums.windward += points * windwardOf(ship, view.wind.direction);
  for (const b of ['L', 'R'] as const) {
    sums.broadsides++;
    if (ship.initial[b]) sums.initial++;
  }
}

/** One side's broadsides on the other where they lie: each broadside once, at its best target (11.1.4). */
function volley(arena: Arena, firers: Unit[], targets: Unit[], loaded: boolean): number {
  let v = 0;
  for (const f of firers) {
    for (const b of ['L', 'R'] as const) {
      let best = 0;
      for (const t of targets) {
        const rel = relation(f.ship, t.ship);
        if (!(b === 'L' ? rel.inPlayL : rel.inPlayR)) continue;
        best = Math.max(best, shotWorth(arena, f, b, t, rel, 0, loaded ? 1 : undefined));
      }
      v += best;
    }
  }
  return v;
}

/** Rakes (16.1) one side holds on the other within RAKE_RANGE. */
function rakeCount(arena: Arena, firers: Unit[], targets: Unit[]): number {
  let n = 0;
  for (const f of firers)
    for (const t of targets) {
      const rel = relation(f.ship, t.ship);
      if ((rel.inPlayL || rel.inPlayR) && rel.range <= RAKE_RANGE && rakeOf(rel, arena.level, arena.optionalRake)) n++;
    }
  return n;
}

/** Enemies farther than this are not weighed in the next turn's exchange. */
const NEXT_RANGE = 10;
const NEXT_WEIGHTS = { rake: GREEDY_DEFAULTS.rake, rakeRange: GREEDY_DEFAULTS.rakeRange, potential: 0 };

/** A unit with both broadsides loaded: next turn's fire (13.1 reloading). */
function loadedUnit(u: Unit): Unit {
  return { ...u, ready: { L: 1, R: 1 }, tables: new Map(), lastTarget: null, lastTable: null };
}

/**
 * Next turn's exchange each ship can make (a turn's lookahead, 7.0 movement then 11.0 fire): the
 * best of her legal plots against the nearest enemy lying where she is now, every broadside loaded.
 * Summed over a side's ships.
 */
export function nextTurn(view: PlayerView, arena: Arena, firers: Unit[], targets: Unit[]): number {
  let sum = 0;
  for (const f of firers) {
    let nearest: Unit | null = null;
    let range = NEXT_RANGE + 1;
    for (const t of targets) {
      const r = rangeOf(f.ship, t.ship);
      if (r < range) {
        range = r;
        nearest = t;
      }
    }
    if (!nearest || f.linked.size > 0) continue;
    const me = loadedUnit(f);
    const her = loadedUnit(nearest);
    const tables = pairTables(arena, me, her);
    let best = 0;
    const seen = new Set<number>();
    for (const m of movesOf(view, f.ship)) {
      const key = placementKeyOf(m.at); // plots that end alike weigh alike
      if (seen.has(key)) continue;
      seen.add(key);
      const v = exchangeAt(arena, me, m.at, her, her.ship, relation(m.at, her.ship), NEXT_WEIGHTS, tables);
      if (v > best) best = v;
    }
    sum += best;
  }
  return sum;
}

/** Where every ship lies (bow, heading, afloat and fighting): the key of a position's next turn. */
export function placementKey(view: PlayerView): string {
  let k = '';
  for (const s of view.ships) k += operational(s) && s.onBoard ? `${s.bow.q},${s.bow.r},${s.heading};` : '-;';
  return k;
}

/**
 * The features of the position for the view's side, in FEATURE_NAMES order (written into `out` when
 * given). The own loads are known; the enemy's are not, and are weighed as loaded.
 */
export function positionFeatures(
  view: PlayerView,
  out = new Float64Array(FEATURE_COUNT),
  nextCache?: Map<string, [number, number]>,
): Float64Array {
  const ours = emptySums();
  const theirs = emptySums();
  const arena = arenaOf(view);
  const ourUnits: Unit[] = [];
  const theirUnits: Unit[] = [];
  for (const ship of view.ships) {
    const own = ship.controller === view.side;
    // a ship that has not entered yet (7.2.8) still counts in her side's material
    addShip(own ? ours : theirs, view, ship);
    if (!ship.onBoard || !operational(ship)) continue;
    (own ? ourUnits : theirUnits).push(unitOf(view, ship, null));
  }
  const scale = Math.max(1, (ours.points + theirs.points) / 2);
  const mean = (x: number, s: SideSums) => (s.points > 0 ? x / s.points : 0);
  let contact = 0;
  for (const u of ourUnits)
    for (const e of theirUnits) if (rangeOf(u.ship, e.ship) <= 1) contact += u.points * crewBalance(u.ship, e.ship);
  const time = view.static.turnLimit ? Math.max(0, view.static.turnLimit - view.turn + 1) / view.static.turnLimit : 1;
  const late = 1 - time;
  const fireOurs = volley(arena, ourUnits, theirUnits, false) / scale;
  const fireTheirs = volley(arena, theirUnits, ourUnits, true) / scale;
  const potential = (volley(arena, ourUnits, theirUnits, true) - volley(arena, theirUnits, ourUnits, true)) / scale;
  const material = (ours.worth - theirs.worth) / scale;
  const score = (theirs.lost - ours.lost) / scale;
  const units = Math.max(1, ourUnits.length + theirUnits.length);
  const values: Record<FeatureName, number> = {
    material,
    hull: mean(ours.hull, ours) - mean(theirs.hull, theirs),
    crew: mean(ours.crew, ours) - mean(theirs.crew, theirs),
    guns: mean(ours.guns, ours) - mean(theirs.guns, theirs),
    rigging: mean(ours.rigging, ours) - mean(theirs.rigging, theirs),
    score,
    fireOurs,
    fireTheirs,
    potential,
    rakes: (rakeCount(arena, ourUnits, theirUnits) - rakeCount(arena, theirUnits, ourUnits)) / units,
    gage: Math.max(-1, Math.min(1, (mean(ours.windward, ours) - mean(theirs.windward, theirs)) / 10)),
    initial:
      (ours.broadsides ? ours.initial / ours.broadsides : 0) -
      (theirs.broadsides ? theirs.initial / theirs.broadsides : 0),
    quality: (mean(ours.quality, ours) - mean(theirs.quality, theirs)) / 4,
    contact: contact / scale,
    materialLate: material * late,
    scoreLate: score * late,
    potentialLate: potential * late,
    nextOurs: 0,
    nextTheirs: 0,
  };
  // next turn's exchange depends on the placements alone (every broadside loaded): a search asks it of
  // the same placements over and over, and may keep the answers
  const key = nextCache ? placementKey(view) : '';
  let next = nextCache?.get(key);
  if (!next) {
    next = [nextTurn(view, arena, ourUnits, theirUnits) / scale, nextTurn(view, arena, theirUnits, ourUnits) / scale];
    nextCache?.set(key, next);
  }
  values.nextOurs = next[0];
  values.nextTheirs = next[1];
  for (let i = 0; i < FEATURE_COUNT; i++) out[i] = values[FEATURE_NAMES[i]];
  return out;
}
