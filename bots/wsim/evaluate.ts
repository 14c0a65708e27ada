/**
 * The value of a simulated WS&IM position for a side, in [0, 1]: material kept and taken, points
 * scored (14.2), the result and the exchange the placements promise (`evaluate`); or, for a turn
 * paused before its Combat Phase, the exchange of broadsides by expectation (`evaluateExpected`).
 */
import { playerView, type SideId } from '../../src/index.js';
import { controllerOf, points, type GameState } from '../../src/api/wsim.js';
import {
  arenaOf,
  broadsideWorth,
  exchangeCredit,
  fleetExchange,
  unitOf,
  type Arena,
  type Unit,
} from './lib/engagement.js';
import { enemyShips, operational, ownShips } from './lib/fleet.js';
import { rangeOf } from './lib/geometry.js';
import { figuresOf, fullFigures, shipWorth } from './lib/value.js';
import { CLOSING_FROM, GREEDY_DEFAULTS } from '../greedy/options.js';
import { CONTACT, crewBalance } from './greedy/score.js';
import { MCTS_DEFAULTS } from '../mcts/options.js';
import { BUILT_IN_TURN_MODEL, BUILT_IN_VALUE_MODEL, type ValueModel } from './value/model.js';
import { FEATURE_COUNT, nextTurn, placementKey, positionFeatures } from './value/features.js';
import { raceTerm } from './lib/race.js';
import { boardingChance } from './lib/melee.js';

const scratch = new Float64Array(FEATURE_COUNT);

/** The two sides of a state: `side` and the other one. */
function otherSide(state: GameState, side: SideId): SideId {
  const [a, b] = state.static.sides.map((s) => s.id);
  return side === a ? b : a;
}

/** Material (points of fighting value, 14.2) a side keeps afloat and operational. */
function worthOf(state: GameState, side: SideId): number {
  let w = 0;
  state.ships.forEach((ship, i) => {
    const spec = state.static.ships[i];
    if (controllerOf(state.static, ship) !== side || ship.removed !== null || ship.surrendered !== null) return;
    w += shipWorth(figuresOf(ship), fullFigures(spec), Math.max(1, spec.points));
  });
  return w;
}

/** greedy-raker's preference for a raking position (share of the raked ship's points), times the mcts option `rake`. */
function rakePreference(weights: { rake?: number }): number {
  return GREEDY_DEFAULTS.rake * (weights.rake ?? 1);
}

/** The range from a ship to the nearest of `foes` (Infinity when there is none). */
function nearestRange(u: Unit, foes: readonly Unit[]): number {
  let nearest = Infinity;
  for (const e of foes) nearest = Math.min(nearest, rangeOf(u.ship, e.ship));
  return nearest;
}

/** Beyond this range the leaf's pull to close (`press`) no longer grows. */
const PRESS_RANGE = 12;

/** How close the two sides' fighting ships lie: each ship's range to the nearest enemy, 0 at PRESS_RANGE or beyond, 1 alongside, averaged. */
function closeness(ours: readonly Unit[], foes: readonly Unit[]): number {
  let sum = 0;
  let n = 0;
  for (const [a, b] of [
    [ours, foes],
    [foes, ours],
  ] as const) {
    for (const u of a) {
      const nearest = Math.min(PRESS_RANGE, nearestRange(u, b));
      sum += (PRESS_RANGE - nearest) / PRESS_RANGE;
      n++;
    }
  }
  return n ? sum / n : 0;
}

/** The range of a close fight, at which the sides' strengths are weighed for `press`. */
const PRESS_FIGHT_RANGE = 2;

/** A side's strength in a close fight: each ship's better broadside at PRESS_FIGHT_RANGE, averaged over the enemy ships. */
function closeFight(arena: Arena, ours: readonly Unit[], foes: readonly Unit[]): number {
  let s = 0;
  for (const u of ours) {
    let sum = 0;
    for (const e of foes) sum += broadsideWorth(arena, u, e, PRESS_FIGHT_RANGE);
    s += sum / foes.length;
  }
  return s;
}

/**
 * The leaf's pull for the side that would win a close fight to close, and for the other side to open (the mcts
 * option `press`), in shares of half the scenario's points: press × lead × closeness, the lead the share by which
 * a side's close-fight strength exceeds the other's (guns, crew and their damage as the hit tables weigh them, not
 * the scenario's points). Zero-sum between the sides: the lead changes sign, the closeness is the same for both.
 */
function pressTerm(arena: Arena, ours: Unit[], foes: Unit[], press: number): number {
  if (!press || !ours.length || !foes.length) return 0;
  const mine = closeFight(arena, ours, foes);
  const theirs = closeFight(arena, foes, ours);
  if (mine + theirs <= 0) return 0;
  return (press * (mine - theirs) * closeness(ours, foes)) / (mine + theirs);
}

/** Each ship's pull to the nearest ship of the other side, in points: greedy-raker's (`closing` of her points a hex beyond CLOSING_FROM). */
function outOfAction(ships: readonly Unit[], foes: readonly Unit[]): number {
  let sum = 0;
  for (const u of ships) {
    const nearest = nearestRange(u, foes);
    if (nearest < Infinity) sum += u.points * Math.max(0, nearest - CLOSING_FROM);
  }
  return GREEDY_DEFAULTS.closing * sum;
}

/**
 * The leaf's concentration of force (the mcts option `concentrate`, fleet actions only: bots/mcts/options.ts
 * `actionOptions`): greedy-raker's pull to close summed over the enemy's ships less ours, zero-sum. It scores a side
 * whose ships are all within reach of the enemy while part of the enemy's lie out of action.
 */
function concentrationTerm(ours: readonly Unit[], foes: readonly Unit[], concentrate: number): number {
  if (!concentrate || !ours.length || !foes.length) return 0;
  return concentrate * (outOfAction(foes, ours) - outOfAction(ours, foes));
}

function totalPoints(state: GameState): number {
  return state.static.ships.reduce((a, s) => a + Math.max(1, s.points), 0);
}

/**
 * What the turns from `root` to `leaf` changed for `side`, in points: the material kept and taken (or `weighed`, the
 * exchanges weighed by expectation instead), plus the points scored (14.2), the enemy's taken off.
 */
export function materialChange(root: GameState, leaf: GameState, side: SideId, weighed?: number): number {
  const enemy = otherSide(leaf, side);
  let v = weighed ?? worthOf(leaf, side) - worthOf(root, side) - (worthOf(leaf, enemy) - worthOf(root, enemy));
  const p0 = points(root);
  const p1 = points(leaf);
  v += p1[side] - p0[side] - (p1[enemy] - p0[enemy]);
  return v;
}

/**
 * Value of a leaf for `side`, in [0, 1]: material kept and taken, points scored (14.2), the result,
 * and the exchange the placements promise for next turn.
 */
export function evaluate(
  root: GameState,
  leaf: GameState,
  side: SideId,
  weights: { position: number; potential: number; scale: number; rake?: number; press?: number } = MCTS_DEFAULTS,
  weighed?: number,
): number {
  const enemy = otherSide(leaf, side);
  const scale = totalPoints(leaf) / 2;
  // the material changed by the turns played (or, weighed by expectation, the exchanges they promised), points scored
  let v = materialChange(root, leaf, side, weighed);
  if (leaf.result) {
    if (leaf.result.winner === side) v += 2 * scale;
    else if (leaf.result.winner === enemy) v -= 2 * scale;
  } else {
    const view = playerView(leaf, side);
    const arena = arenaOf(view);
    const ours = ownShips(view)
      .filter(operational)
      .map((s) => unitOf(view, s, null));
    const theirs: Unit[] = enemyShips(view).map((s) => unitOf(view, s, null));
    const w = { rake: rakePreference(weights), rakeRange: GREEDY_DEFAULTS.rakeRange, potential: weights.potential };
    v += weights.position * fleetExchange(arena, ours, theirs, w);
    v += scale * pressTerm(arena, ours, theirs, weights.press ?? 0);
  }
  return 0.5 + 0.5 * Math.tanh(v / (weights.scale * scale));
}

/** How the leaf weighs a hit where it departs from every captain's value (the mcts options `strike` and `crew`). */
type HitWeighting = { strike: number; crew?: number };

/**
 * The arena and each side's fighting ships of a turn paused before its Combat Phase, every ship as its own
 * side sees her (own view: her loads are known to her side), for the exchange by expectation; its arena weighs
 * hits as the leaf's options say.
 */
function pausedFleets(paused: GameState, side: SideId, enemy: SideId, { strike, crew = 1 }: HitWeighting) {
  const mine = playerView(paused, side);
  const theirs = playerView(paused, enemy);
  const units = (view: typeof mine) =>
    ownShips(view)
      .filter(operational)
      .map((s) => unitOf(view, s, null));
  const arena = arenaOf(mine);
  const weighs = strike > 0 || crew !== 1 ? { ...arena, strike, crew } : arena;
  return { mine, arena: weighs, ours: units(mine), foes: units(theirs) };
}

/**
 * Value of a turn paused before its Combat Phase, for `side`: the exchange of broadsides the
 * placements give (expected squares from the hit tables, every loaded broadside firing, 11.2, 16.1),
 * plus the promise of the position for next turn and the crew balance of ships in contact. Dice
 * of the fire are not rolled: only movement, collisions and fouling are sampled.
 */
export function evaluateExpected(
  paused: GameState,
  side: SideId,
  weights: HitWeighting & {
    potential: number;
    scale: number;
    lookahead: number;
    rake?: number;
    press?: number;
    concentrate?: number;
    race?: number;
    contact: number;
    boarding?: number;
    boardAt?: number;
  } = MCTS_DEFAULTS,
  nextCache?: Map<string, [number, number]>,
  weighed = 0,
  credit?: LeafCredit,
): number {
  const enemy = otherSide(paused, side);
  const scale = totalPoints(paused) / 2;
  const { mine, arena, ours, foes } = pausedFleets(paused, side, enemy, weights);
  const w = { rake: rakePreference(weights), rakeRange: GREEDY_DEFAULTS.rakeRange, potential: weights.potential };
  // the mcts option `credit`: each ship's part of the exchange, from her own side's standpoint (and the exchange)
  const parts = credit ? exchangeCredit(arena, { ours, theirs: foes }, w) : null;
  const pressed = scale * pressTerm(arena, ours, foes, weights.press ?? 0);
  let v = weighed + (parts ? parts.exchange : fleetExchange(arena, ours, foes, w)) + pressed;
  const concentrated = concentrationTerm(ours, foes, weights.concentrate ?? 0);
  v += concentrated;
  const contact = CONTACT * weights.contact;
  const boarding = CONTACT * (weights.boarding ?? 0);
  for (let i = 0; i < ours.length; i++) {
    const u = ours[i];
    for (let j = 0; j < foes.length; j++) {
      const e = foes[j];
      if (rangeOf(u.ship, e.ship) > 1) continue;
      let pair = contact * u.points * crewBalance(u.ship, e.ship);
      v += pair;
      // 12.3 the ship a boarding would take, by the chance the melee ends so
      if (boarding) {
        const board =
          boarding *
          (e.points * boardingChance(u.ship, e.ship, weights.boardAt) - u.points * boardingChance(e.ship, u.ship));
        v += board;
        pair += board;
      }
      if (parts) {
        parts.ours[i] += pair;
        parts.theirs[j] -= pair;
      }
    }
  }
  // what no one ship's credit holds, for the searching side: the pulls of the whole fleets, the race, next turn
  let shared = pressed + concentrated;
  if (weights.race) {
    // the race to strike before the turn limit (14.1), worth a share of the result's 2 × scale (as `evaluate` counts it)
    const limit = mine.static.turnLimit;
    const left = limit === null ? Infinity : Math.max(0, limit - mine.turn);
    const raced = weights.race * 2 * scale * raceTerm(arena, ours, foes, left);
    v += raced;
    shared += raced;
  }
  if (weights.lookahead) {
    // next turn: the best exchange each ship can make from here against the nearest enemy where she lies
    const key = placementKey(mine);
    let next = nextCache?.get(key);
    if (!next) {
      next = [nextTurn(mine, arena, ours, foes), nextTurn(mine, arena, foes, ours)];
      nextCache?.set(key, next);
    }
    const looked = weights.lookahead * (next[0] - next[1]);
    v += looked;
    shared += looked;
  }
  const unit = weights.scale * scale;
  if (credit && parts) {
    // each fighting ship: the shared part and the turns weighed before (her own credits, `credit.weighed`), her part
    const value = (x: number) => 0.5 + 0.5 * Math.tanh(x / unit);
    ours.forEach((u, i) =>
      credit.out.set(u.ship.id, value(shared + (credit.weighed.get(u.ship.id) ?? 0) + parts.ours[i])),
    );
    foes.forEach((e, j) =>
      credit.out.set(e.ship.id, value(-shared + (credit.weighed.get(e.ship.id) ?? 0) + parts.theirs[j])),
    );
  }
  return 0.5 + 0.5 * Math.tanh(v / unit);
}

/**
 * The mcts option `credit`: each fighting ship's own value of a leaf, in [0, 1] for her side, read by her bandit in
 * place of (or blended with) her side's value — her part of the exchange (`exchangeCredit`) and of the contact between
 * ships alongside, with the part no ship's credit holds (the fleets' pulls, the race, next turn); `weighed` her credits
 * of the turns weighed before the leaf in the descent (`exchangeNow`'s `credit`), `out` the values by ship id.
 */
export interface LeafCredit {
  weighed: ReadonlyMap<string, number>;
  out: Map<string, number>;
}

/**
 * Value of a turn paused before its Combat Phase by the learned value model (bots/wsim/value): the
 * features of the position as `side` sees it, the model's logit scaled by `gain` (a sharper or
 * flatter value for the search's exploration), in (0, 1).
 */
export function modelValue(
  paused: GameState,
  side: SideId,
  gain: number,
  nextCache?: Map<string, [number, number]>,
  model: ValueModel = BUILT_IN_VALUE_MODEL,
): number {
  if (paused.result) return paused.result.winner === side ? 1 : paused.result.winner === 'draw' ? 0.5 : 0;
  const f = positionFeatures(playerView(paused, side), scratch, nextCache);
  const w = model.weights;
  let z = 0;
  for (let j = 0; j < w.length; j++) z += w[j] * f[j];
  return 1 / (1 + Math.exp(-gain * z));
}

/** Value of a position at the end of a simulated turn by the learned model of turn ends. */
export function turnModelValue(
  state: GameState,
  side: SideId,
  gain: number,
  nextCache?: Map<string, [number, number]>,
): number {
  return modelValue(state, side, gain, nextCache, BUILT_IN_TURN_MODEL);
}

/**
 * The exchange of broadsides by expectation in a turn paused before its Combat Phase, for `side`
 * (points; no promise of the position: the next turn is searched).
 */
export function exchangeNow(
  paused: GameState,
  side: SideId,
  weights: HitWeighting & { rake?: number } = MCTS_DEFAULTS,
  credit?: Map<string, number>,
): number {
  const enemy = otherSide(paused, side);
  const { arena, ours, foes } = pausedFleets(paused, side, enemy, weights);
  const w = { rake: rakePreference(weights), rakeRange: GREEDY_DEFAULTS.rakeRange, potential: 0 };
  if (!credit) return fleetExchange(arena, ours, foes, w);
  // the mcts option `credit`: each ship's part of this exchange, from her side's standpoint, added to what she has
  const parts = exchangeCredit(arena, { ours, theirs: foes }, w);
  ours.forEach((u, i) => credit.set(u.ship.id, (credit.get(u.ship.id) ?? 0) + parts.ours[i]));
  foes.forEach((e, j) => credit.set(e.ship.id, (credit.get(e.ship.id) ?? 0) + parts.theirs[j]));
  return parts.exchange;
}
