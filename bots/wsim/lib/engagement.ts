/**
 * Weighing an exchange of broadsides between ships at chosen placements: the expected value of
 * the hits each side would score this turn (gunnery.ts, value.ts), with rakes and loads as the
 * captain knows them (own loads exactly, enemy loads from the Belief).
 */
import { type Broadside, type Placement } from '../../../src/index.js';
import {
  HULL_AIM_MAX_RANGE,
  MAX_FIRING_RANGE,
  crewSections,
  type Aim,
  type Ammo,
  type PlayerView,
  type RulesOptions,
  type ShipView,
} from '../../../src/api/wsim.js';
import type { Belief } from './belief.js';
import { linkedTo, specOfView } from './fleet.js';
import { backOf, rakeOf, relation, type Relation } from './geometry.js';
import { estimateShot, type Gunner, type Sections } from './gunnery.js';
import { loadedAmmo } from './orders.js';
import { figuresOf, fullFigures, hitValue, pointsOf, type ShipFigures } from './value.js';

export interface Unit {
  ship: ShipView;
  own: boolean;
  gunner: Gunner;
  now: ShipFigures;
  full: ShipFigures;
  points: number;
  /** probability each broadside is loaded and ready this turn */
  ready: Record<Broadside, number>;
  ammo: Record<Broadside, Ammo>;
  /** 20.1.3 rigging hits doubled (at full sail, not fore-and-aft rigged under XIV) */
  fullSail: boolean;
  linked: Set<string>;
  /** per-target caches of expected shot values (see shotWorth) */
  tables: Map<string, ShotTable>;
  /** the last table looked up, and its target (exchanges ask for the same pair over and over) */
  lastTarget: Unit | null;
  lastTable: ShotTable | null;
}

export interface Arena {
  view: PlayerView;
  rules: RulesOptions;
  level: 'basic' | 'advanced';
  optionalRake: boolean;
  /** the weight of the chance to shoot the hull through (hitValue's `strike`; 0 or absent: its fixed bonus) */
  strike?: number;
  /** the multiple of the crew's weight in a hit's value (hitValue's `crew`; absent: 1) */
  crew?: number;
}

export function arenaOf(view: PlayerView): Arena {
  const rules = view.static.rules;
  return { view, rules, level: rules.level, optionalRake: rules.optional.optionalRake };
}

/** Reloads left that a captain assumes for an enemy (hidden, 26.1.1): never low powder. */
const ENEMY_RELOADS_GUESS = 10;

/** Probability the broadside is loaded and ready this turn: own loads exactly, the enemy's from the belief. */
function readyOf(ship: ShipView, own: boolean, belief: Belief | null, b: Broadside): number {
  return own ? (loadedAmmo(ship, b) !== null ? 1 : 0) : belief ? belief.loadedProbability(ship, b) : 1;
}

function ammoOf(ship: ShipView, own: boolean, b: Broadside): Ammo {
  return own ? (loadedAmmo(ship, b) ?? 'round') : 'round';
}

export function unitOf(view: PlayerView, ship: ShipView, belief: Belief | null): Unit {
  const spec = specOfView(view, ship);
  const own = ship.controller === view.side;
  const gunner: Gunner = {
    guns: ship.guns,
    carronades: ship.carronades,
    quality: ship.quality,
    prize: ship.prize,
    initial: ship.initial,
    crewDown: crewSections(view, ship.id, { menInRigging: false }).down, // 11.3.3 (men aloft are not foreseen)
    reloadsLeft: ship.reloadsLeft ?? ENEMY_RELOADS_GUESS,
    anchored: ship.anchor !== null && ship.anchorsLost === 0 && ship.upAnchorTurns === 0,
    obscured: ship.obscured,
    fireModifier: ship.fireTurns > 0 ? ship.fireModifier : 0,
  };
  return {
    ship,
    own,
    gunner,
    now: figuresOf(ship),
    full: fullFigures(spec),
    points: pointsOf(view, ship),
    ready: { L: readyOf(ship, own, belief, 'L'), R: readyOf(ship, own, belief, 'R') },
    ammo: { L: ammoOf(ship, own, 'L'), R: ammoOf(ship, own, 'R') },
    fullSail: ship.fullSail && !(view.static.rules.optional.foreAndAftRigging && spec.foreAndAft),
    linked: new Set(linkedTo(view, ship.id)),
    tables: new Map(),
    lastTarget: null,
    lastTable: null,
  };
}

export interface ShotValue {
  value: number;
  table: number | null;
  aim: Aim;
  rake: 0 | 1 | 2;
}

const NO_SHOT: ShotValue = { value: 0, table: null, aim: 'hull', rake: 0 };
const AIMS: readonly Aim[] = ['hull', 'rigging'];
const SECTIONS: readonly Sections[] = ['both', 'bow', 'stern'];
/** ranges a table holds: 0 to the longest (11.1.1) */
const RANGES = MAX_FIRING_RANGE + 1;
/** a table's rows: broadside × range */
const ROWS = 2 * RANGES;
/** a row's slots: rake 0–2 × aim × sections */
const ROW_SLOTS = 3 * 2 * 3;

/**
 * Expected values of one firer's broadsides against one target, a row per broadside and range made the first time
 * one of its slots is asked (a search's tree keeps the tables of every node's plan: rows never asked cost nothing).
 */
export type ShotTable = (number[] | undefined)[];

function rowOf(b: Broadside, range: number): number {
  return (b === 'L' ? 0 : 1) * RANGES + range;
}

function slotOf(rake: number, aim: number, sec: number): number {
  return (rake * 2 + aim) * 3 + sec;
}

/**
 * Drop a unit's shot tables (`pairTable`): they are made again on demand with the same values. A search keeps the
 * plans of every node of its tree, and their units' tables were a share of what a node held (some 14% in shoal-water's
 * opening decision: 19.1 KB an iteration kept, 16.5 without them).
 */
export function forgetTables(unit: Unit): void {
  unit.tables.clear();
  unit.lastTarget = null;
  unit.lastTable = null;
}

/**
 * A firer's table against one target (`ShotTable`), filled on demand: the arithmetic of a shot is done once per
 * decision, whatever the number of placements weighed.
 */
function pairTable(arena: Arena, firer: Unit, target: Unit): ShotTable {
  if (firer.lastTarget === target) return firer.lastTable!;
  let t = firer.tables.get(target.ship.id);
  if (!t) {
    t = new Array<number[] | undefined>(ROWS);
    firer.tables.set(target.ship.id, t);
  }
  firer.lastTarget = target;
  firer.lastTable = t;
  return t;
}

/** The Hit Determination arithmetic of one broadside of `firer` at `target` (estimateShot with the units' figures). */
function shotOf(
  arena: Arena,
  firer: Unit,
  b: Broadside,
  target: Unit,
  range: number,
  rake: 0 | 1 | 2,
  aim: Aim,
  sections: Sections,
) {
  return estimateShot({
    rules: arena.rules,
    gunner: firer.gunner,
    broadside: b,
    ammo: firer.ammo[b],
    range,
    sections,
    rake,
    aim,
    linked: firer.linked.has(target.ship.id),
    targetFullSail: target.fullSail,
  });
}

function sectionIndex(arena: Arena, rel: Relation, b: Broadside): number {
  if (arena.level !== 'advanced') return 0;
  const f = b === 'L' ? rel.fieldL : rel.fieldR;
  return f === 5 ? 1 : f === 4 ? 2 : 0; // 24.1.1
}

/** Expected value (points) of broadside `b` against `target` at relation `rel`, weighted by the chance it is loaded. */
export function shotWorth(
  arena: Arena,
  firer: Unit,
  b: Broadside,
  target: Unit,
  rel: Relation,
  aim: 0 | 1 = 0,
  ready?: number,
): number {
  const p = ready ?? firer.ready[b];
  if (p <= 0 || !(b === 'L' ? rel.inPlayL : rel.inPlayR) || rel.range > MAX_FIRING_RANGE) return 0;
  const rk = rakeOf(rel, arena.level, arena.optionalRake);
  return (
    p *
    tableValue(
      pairTable(arena, firer, target),
      arena,
      firer,
      target,
      b,
      rel.range,
      rk,
      aim,
      sectionIndex(arena, rel, b),
    )
  );
}

/**
 * A shot's expected value in a firer's table against one target (`pairTable`), worked out the first time it is
 * asked: every exchange, shot and close-fight strength reads it here.
 */
function tableValue(
  t: ShotTable,
  arena: Arena,
  firer: Unit,
  target: Unit,
  b: Broadside,
  range: number,
  rake: 0 | 1 | 2,
  aim: 0 | 1,
  sec: number,
): number {
  const r = rowOf(b, range);
  // a plain array of doubles: cheaper to make than a typed array for a row used in one decision
  const row = (t[r] ??= new Array<number>(ROW_SLOTS).fill(Number.NaN));
  const i = slotOf(rake, aim, sec);
  const v = row[i];
  if (!Number.isNaN(v)) return v;
  const e = shotOf(arena, firer, b, target, range, rake, AIMS[aim], SECTIONS[sec]);
  return (row[i] =
    e.table === null ? 0 : hitValue(target.now, target.full, target.points, e.squares, arena.strike, arena.crew));
}

/**
 * The detailed expected shot of broadside `b` of `firer` (at `from`) against `target` (at `to`):
 * value, modified table, aim and rake. `aim` null picks the better aim.
 */
export function shotValue(
  arena: Arena,
  firer: Unit,
  b: Broadside,
  from: Placement,
  target: Unit,
  to: Placement,
  aim: Aim | null = 'hull',
  rel?: Relation,
): ShotValue {
  const r = rel ?? relation(from, to);
  if (firer.ready[b] <= 0 || !(b === 'L' ? r.inPlayL : r.inPlayR)) return NO_SHOT;
  const rake = rakeOf(r, arena.level, arena.optionalRake);
  if (aim) return aimedShot(arena, firer, b, r, rake, target, aim);
  const hull = aimedShot(arena, firer, b, r, rake, target, 'hull');
  if (r.range > HULL_AIM_MAX_RANGE || firer.linked.has(target.ship.id)) return hull;
  const rig = aimedShot(arena, firer, b, r, rake, target, 'rigging');
  return rig.value > hull.value ? rig : hull;
}

function aimedShot(
  arena: Arena,
  firer: Unit,
  b: Broadside,
  r: Relation,
  rake: 0 | 1 | 2,
  target: Unit,
  a: Aim,
): ShotValue {
  const e = shotOf(arena, firer, b, target, r.range, rake, a, SECTIONS[sectionIndex(arena, r, b)]);
  if (e.table === null) return NO_SHOT;
  return {
    value: firer.ready[b] * hitValue(target.now, target.full, target.points, e.squares, arena.strike, arena.crew),
    table: e.table,
    aim: e.aim,
    rake,
  };
}

/**
 * The expected value (points) of `firer`'s better broadside against `target` at `range`, broadside to broadside
 * without a rake, aimed at the hull, as loaded (roundshot for an enemy's unknown load), whether or not it is loaded
 * now: what she would deal in a close fight (the mcts leaf's `press`).
 */
export function broadsideWorth(arena: Arena, firer: Unit, target: Unit, range: number): number {
  const t = pairTable(arena, firer, target);
  return Math.max(
    tableValue(t, arena, firer, target, 'L', range, 0, 0, 0),
    tableValue(t, arena, firer, target, 'R', range, 0, 0, 0),
  );
}

/**
 * The hull squares `firer` is expected to score on `target` this turn where they lie: each broadside that bears, loaded
 * with the unit's probability, aimed at the hull (as the exchange weighs it), rakes and sections as they fall (11.2,
 * 16.1, 24.1.1). The mcts option `race`.
 */
export function hullSquaresNow(arena: Arena, firer: Unit, target: Unit): number {
  const rel = relation(firer.ship, target.ship);
  if (rel.range > MAX_FIRING_RANGE) return 0;
  const rk = rakeOf(rel, arena.level, arena.optionalRake);
  let s = 0;
  for (const b of ['L', 'R'] as const) {
    const p = firer.ready[b];
    if (p <= 0 || !(b === 'L' ? rel.inPlayL : rel.inPlayR)) continue;
    const e = shotOf(arena, firer, b, target, rel.range, rk, 'hull', SECTIONS[sectionIndex(arena, rel, b)]);
    if (e.table !== null) s += p * e.squares[0];
  }
  return s;
}

/**
 * The hull squares a turn `firer`'s better broadside scores on `target` at `range`, broadside to broadside without a
 * rake, aimed at the hull, as loaded (roundshot for an enemy's unknown load): her rate in a sustained fight (the mcts
 * option `race`).
 */
export function hullRate(arena: Arena, firer: Unit, target: Unit, range: number): number {
  let best = 0;
  for (const b of ['L', 'R'] as const) {
    const e = shotOf(arena, firer, b, target, range, 0, 'hull', 'both');
    if (e.table !== null) best = Math.max(best, e.squares[0]);
  }
  return best;
}

/** Weights of an exchange: the rake preference and the promise of the position for next turn. */
export interface ExchangeWeights {
  /** rake preference per rake within `rakeRange` hexes (share of the raked ship's points) */
  rake: number;
  rakeRange: number;
  /** weight of next turn's exchange, every broadside loaded */
  potential: number;
}

/**
 * shotWorth with the pair's table and the rake already looked up (the exchange's inner loop):
 * hull aim, loaded with probability `p`.
 */
function worthIn(
  arena: Arena,
  t: ShotTable,
  firer: Unit,
  b: Broadside,
  target: Unit,
  rel: Relation,
  rk: 0 | 1 | 2,
  p: number,
): number {
  if (p <= 0 || !(b === 'L' ? rel.inPlayL : rel.inPlayR) || rel.range > MAX_FIRING_RANGE) return 0;
  return p * tableValue(t, arena, firer, target, b, rel.range, rk, 0, sectionIndex(arena, rel, b));
}

/** The shot-value tables of both sides of an exchange (`me` firing at `enemy`, and back). */
export interface PairTables {
  mine: ShotTable;
  hers: ShotTable;
}

/** Look the pair's tables up once when weighing many placements of the same two ships. */
export function pairTables(arena: Arena, me: Unit, enemy: Unit): PairTables {
  return { mine: pairTable(arena, me, enemy), hers: pairTable(arena, enemy, me) };
}

/** exchange with the relation of `x` to `y` and the pair's tables already looked up. */
export function exchangeAt(
  arena: Arena,
  me: Unit,
  x: Placement,
  enemy: Unit,
  y: Placement,
  out: Relation,
  w: ExchangeWeights,
  tables: PairTables,
): number {
  const potential = w.potential;
  const back = backOf(out, x, y);
  let v = 0;
  if (out.inPlayL || out.inPlayR) {
    const t = tables.mine;
    const rk = rakeOf(out, arena.level, arena.optionalRake);
    v +=
      worthIn(arena, t, me, 'L', enemy, out, rk, me.ready.L) + worthIn(arena, t, me, 'R', enemy, out, rk, me.ready.R);
    if (potential)
      v += potential * (worthIn(arena, t, me, 'L', enemy, out, rk, 1) + worthIn(arena, t, me, 'R', enemy, out, rk, 1));
    if (rk && out.range <= w.rakeRange) v += w.rake * enemy.points;
  }
  if (back.inPlayL || back.inPlayR) {
    const t = tables.hers;
    const rk = rakeOf(back, arena.level, arena.optionalRake);
    v -=
      worthIn(arena, t, enemy, 'L', me, back, rk, enemy.ready.L) +
      worthIn(arena, t, enemy, 'R', me, back, rk, enemy.ready.R);
    if (potential)
      v -=
        potential * (worthIn(arena, t, enemy, 'L', me, back, rk, 1) + worthIn(arena, t, enemy, 'R', me, back, rk, 1));
    if (rk && back.range <= w.rakeRange) v -= w.rake * me.points;
  }
  return v;
}

/** One side's broadsides against the other: each broadside counted once, at its best target (11.1.4). */
function volley(arena: Arena, firers: Unit[], targets: Unit[], w: ExchangeWeights): number {
  let v = 0;
  for (const f of firers) {
    for (const b of ['L', 'R'] as const) {
      let now = 0;
      let later = 0;
      for (const t of targets) {
        const rel = relation(f.ship, t.ship);
        if (!(b === 'L' ? rel.inPlayL : rel.inPlayR)) continue;
        now = Math.max(now, shotWorth(arena, f, b, t, rel));
        if (w.potential) later = Math.max(later, shotWorth(arena, f, b, t, rel, 0, 1));
      }
      v += now + w.potential * later;
    }
    for (const t of targets) {
      const rel = relation(f.ship, t.ship);
      if ((rel.inPlayL || rel.inPlayR) && rel.range <= w.rakeRange && rakeOf(rel, arena.level, arena.optionalRake))
        v += w.rake * t.points;
    }
  }
  return v;
}

/**
 * One side's broadsides as `volley` counts them, shared out among the ships (the mcts option `credit`): each firer is
 * credited with what her broadsides deal (`dealt`), and each target charged with what her being there costs her side
 * (`cost`) — a broadside's worth at its best target less its worth at the next best, which it would fire at were she
 * not there — and with a rake's preference when she lies raked. Returns `volley`, summed in its order (the same figure
to the last bit), so that the exchange is not counted twice.
 */
function creditVolley(
  arena: Arena,
  firers: Unit[],
  targets: Unit[],
  w: ExchangeWeights,
  dealt: Float64Array,
  cost: Float64Array,
): number {
  let v = 0;
  for (let i = 0; i < firers.length; i++) {
    const f = firers[i];
    for (const b of ['L', 'R'] as const) {
      let now = 0;
      let nowNext = 0;
      let nowAt = -1;
      let later = 0;
      let laterNext = 0;
      let laterAt = -1;
      for (let j = 0; j < targets.length; j++) {
        const t = targets[j];
        const rel = relation(f.ship, t.ship);
        if (!(b === 'L' ? rel.inPlayL : rel.inPlayR)) continue;
        const s = shotWorth(arena, f, b, t, rel);
        if (s > now) {
          nowNext = now;
          now = s;
          nowAt = j;
        } else if (s > nowNext) nowNext = s;
        if (!w.potential) continue;
        const l = shotWorth(arena, f, b, t, rel, 0, 1);
        if (l > later) {
          laterNext = later;
          later = l;
          laterAt = j;
        } else if (l > laterNext) laterNext = l;
      }
      const worth = now + w.potential * later;
      v += worth;
      dealt[i] += worth;
      if (nowAt >= 0) cost[nowAt] += now - nowNext;
      if (laterAt >= 0) cost[laterAt] += w.potential * (later - laterNext);
    }
    for (let j = 0; j < targets.length; j++) {
      const t = targets[j];
      const rel = relation(f.ship, t.ship);
      if ((rel.inPlayL || rel.inPlayR) && rel.range <= w.rakeRange && rakeOf(rel, arena.level, arena.optionalRake)) {
        v += w.rake * t.points;
        dealt[i] += w.rake * t.points;
        cost[j] += w.rake * t.points;
      }
    }
  }
  return v;
}

/**
 * Each ship's part of the exchange between two fleets (difference credit: what the exchange would lose were she not
 * there), from her own side's standpoint: what her broadsides deal less what her presence costs her side
 * (`creditVolley`). `ours` and `theirs` receive one figure per ship, in the order of the fleets; `exchange` is
`fleetExchange`'s figure, counted on the way.
 */
export function exchangeCredit(
  arena: Arena,
  fleets: { ours: Unit[]; theirs: Unit[] },
  w: ExchangeWeights,
): { ours: Float64Array; theirs: Float64Array; exchange: number } {
  const dealtOurs = new Float64Array(fleets.ours.length);
  const costOurs = new Float64Array(fleets.ours.length);
  const dealtTheirs = new Float64Array(fleets.theirs.length);
  const costTheirs = new Float64Array(fleets.theirs.length);
  const given = creditVolley(arena, fleets.ours, fleets.theirs, w, dealtOurs, costTheirs);
  const taken = creditVolley(arena, fleets.theirs, fleets.ours, w, dealtTheirs, costOurs);
  for (let i = 0; i < dealtOurs.length; i++) dealtOurs[i] -= costOurs[i];
  for (let j = 0; j < dealtTheirs.length; j++) dealtTheirs[j] -= costTheirs[j];
  return { ours: dealtOurs, theirs: dealtTheirs, exchange: given - taken };
}

/** The exchange between two fleets where they stand: ours on theirs minus theirs on ours. */
export function fleetExchange(arena: Arena, ours: Unit[], theirs: Unit[], w: ExchangeWeights): number {
  return volley(arena, ours, theirs, w) - volley(arena, theirs, ours, w);
}
