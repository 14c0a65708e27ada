/**
 * Blocked wind (37.0 / IX): an adjacent ship lying directly between a ship and the wind blankets her
 * sails, cutting her movement allowance for the turn (37.1) by the blocker's sails and the two ships'
 * sizes (37.2). Which hexes count as "between" is the rules option `blockedWindCover` (I-WIND-4).
 */
import { hexKey, neighbor, type Hex } from '../hex.js';
import { sternOf, type Placement } from './geometry.js';
import { isAfloat, sum } from './ship.js';
import { BLOCKED_WIND_LOSS, BLOCKED_WIND_SIZE } from './tables/blockedWind.js';
import type { GameState, ShipBody, ShipSpec } from './types.js';

/** The windward hexes a blocker must cover: next to the bow and the stern, on the side the wind comes from. */
export function windwardHexes(at: Placement, windDirection: number): Hex[] {
  const stern = sternOf(at);
  const own = new Set([hexKey(at.bow), hexKey(stern)]);
  const up = windDirection + 3; // the wind blows towards `windDirection`: it comes from the opposite side
  return [neighbor(at.bow, up), neighbor(stern, up)].filter((h) => !own.has(hexKey(h)));
}

/** 37.1–37.2 the hexes a blocker under these sails takes off the blocked ship (0: no effect). */
export function blockedWindLoss(
  blocker: Pick<ShipBody, 'fullSail' | 'rigging'>,
  blockerSpec: Pick<ShipSpec, 'rigging' | 'gunRating'>,
  blockedSpec: Pick<ShipSpec, 'gunRating'>,
): number {
  const base = blocker.fullSail
    ? BLOCKED_WIND_LOSS.fullSail
    : 2 * sum(blocker.rigging) >= sum(blockerSpec.rigging)
      ? BLOCKED_WIND_LOSS.battleSailHalfRigging
      : 0;
  if (base === 0) return 0;
  const diff = blockerSpec.gunRating - blockedSpec.gunRating;
  const band = BLOCKED_WIND_SIZE.find((b) => diff >= b.minDifference && diff <= b.maxDifference);
  return Math.max(0, base + (band?.change ?? 0));
}

/** Does a ship at `blocker` lie directly between a ship at `at` and the wind? */
export function liesToWindward(
  at: Placement,
  blocker: Placement,
  windDirection: number,
  cover: 'both' | 'either',
): boolean {
  const hexes = windwardHexes(at, windDirection);
  const b1 = hexKey(blocker.bow);
  const b2 = hexKey(sternOf(blocker));
  const covered = (h: Hex) => {
    const k = hexKey(h);
    return k === b1 || k === b2;
  };
  return cover === 'both' ? hexes.every(covered) : hexes.some(covered);
}

/**
 * For captains weighing a placement (37.0): the hexes a ship at `at` would lose next turn to `blocker`
 * placed at `blockerAt` with its present sails and rigging; 0 when the rule is off or the blocker is
 * not to windward.
 */
export function blanketLoss(
  board: Pick<GameState, 'static' | 'ships' | 'wind'>,
  blocked: ShipBody & { idx: number },
  at: Placement,
  blocker: ShipBody & { idx: number },
  blockerAt: Placement,
): number {
  const st = board.static;
  if (!st.rules.optional.blockedWind || !liesToWindward(at, blockerAt, board.wind.direction, st.rules.blockedWindCover))
    return 0;
  return blockedWindLoss(blocker, st.ships[blocker.idx], st.ships[blocked.idx]);
}

/**
 * 37.0 the wind blocked from a ship at the start of the turn: the largest loss any adjacent windward
 * ship causes (several blockers do not add up, I-WIND-4), and that ship. Null when nothing blocks.
 */
export function windBlock(
  state: Pick<GameState, 'static' | 'ships' | 'wind'>,
  ship: ShipBody & { idx: number },
): { loss: number; by: string } | null {
  const st = state.static;
  if (!isAfloat(ship)) return null;
  const cover = st.rules.blockedWindCover;
  const spec = st.ships[ship.idx];
  let best: { loss: number; by: string } | null = null;
  for (const other of state.ships as readonly (ShipBody & { idx: number })[]) {
    if (other.idx === ship.idx || !isAfloat(other)) continue;
    if (!liesToWindward(ship, other, state.wind.direction, cover)) continue;
    const loss = blockedWindLoss(other, st.ships[other.idx], spec);
    if (loss > 0 && (!best || loss > best.loss)) best = { loss, by: st.ships[other.idx].id };
  }
  return best;
}
