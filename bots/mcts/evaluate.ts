/**
 * The value of a simulated WS&IM position for a side, in [0, 1]: material kept and taken, points
 * scored (14.2), the result and the exchange the placements promise (`evaluate`); or, for a turn
 * paused before its Combat Phase, the exchange of broadsides by expectation (`evaluateExpected`).
 */
import { playerView, type SideId } from '../../src/index.js';
import { controllerOf, points, type GameState } from '../../src/api/wsim.js';
import { arenaOf, fleetExchange, unitOf, type Unit } from '../lib/engagement.js';
import { enemyShips, operational, ownShips } from '../lib/fleet.js';
import { rangeOf } from '../lib/geometry.js';
import { figuresOf, fullFigures, shipWorth } from '../lib/value.js';
import { GREEDY_DEFAULTS } from '../greedy/options.js';
import { CONTACT, crewBalance } from '../greedy/score.js';
import { MCTS_DEFAULTS } from './options.js';

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

function totalPoints(state: GameState): number {
  return state.static.ships.reduce((a, s) => a + Math.max(1, s.points), 0);
}

/**
 * Value of a leaf for `side`, in [0, 1]: material kept and taken, points scored (14.2), the result,
 * and the exchange the placements promise for next turn.
 */
export function evaluate(
  root: GameState,
  leaf: GameState,
  side: SideId,
  weights: { position: number; potential: number; scale: number } = MCTS_DEFAULTS,
): number {
  const enemy = otherSide(leaf, side);
  const scale = totalPoints(leaf) / 2;
  let v = worthOf(leaf, side) - worthOf(root, side) - (worthOf(leaf, enemy) - worthOf(root, enemy));
  const p0 = points(root);
  const p1 = points(leaf);
  v += p1[side] - p0[side] - (p1[enemy] - p0[enemy]);
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
    const w = { rake: GREEDY_DEFAULTS.rake, rakeRange: GREEDY_DEFAULTS.rakeRange, potential: weights.potential };
    v += weights.position * fleetExchange(arena, ours, theirs, w);
  }
  return 0.5 + 0.5 * Math.tanh(v / (weights.scale * scale));
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
  weights: { potential: number; scale: number } = MCTS_DEFAULTS,
): number {
  const enemy = otherSide(paused, side);
  const scale = totalPoints(paused) / 2;
  const mine = playerView(paused, side);
  const theirs = playerView(paused, enemy);
  const arena = arenaOf(mine);
  const ours = ownShips(mine)
    .filter(operational)
    .map((s) => unitOf(mine, s, null));
  const foes = ownShips(theirs)
    .filter(operational)
    .map((s) => unitOf(theirs, s, null));
  const w = { rake: GREEDY_DEFAULTS.rake, rakeRange: GREEDY_DEFAULTS.rakeRange, potential: weights.potential };
  let v = fleetExchange(arena, ours, foes, w);
  for (const u of ours) {
    for (const e of foes) if (rangeOf(u.ship, e.ship) <= 1) v += CONTACT * u.points * crewBalance(u.ship, e.ship);
  }
  return 0.5 + 0.5 * Math.tanh(v / (weights.scale * scale));
}
