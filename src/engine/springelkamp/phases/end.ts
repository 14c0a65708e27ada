/**
 * The end of a turn: the game's result. The text has no victory conditions (I-SPR-10): a side whose ships
 * have all struck or been captured loses; at the turn limit the side with more points wins, a point being the
 * price (List of Ships: "P A suggestion for the 'price' of the ship") of each enemy ship struck or captured.
 */
import type { ResultBase, SideId } from '../../system.js';
import type { SprState } from '../types.js';

export function sprPoints(state: SprState): Record<SideId, number> {
  const pts: Record<SideId, number> = {};
  for (const side of state.static.sides) pts[side.id] = 0;
  state.ships.forEach((s, i) => {
    if (!s.struck) return;
    const own = state.static.ships[i].side;
    const enemy = state.static.sides.find((x) => x.id !== own)!.id;
    pts[enemy] += state.static.logs[i].price;
  });
  return pts;
}

/** Is the game over after the turn just played (state.turn still the turn played)? */
export function sprResult(state: SprState): ResultBase | null {
  const points = sprPoints(state);
  const afloat = (side: SideId) => state.ships.some((s, i) => state.static.ships[i].side === side && !s.struck);
  const sides = state.static.sides.map((x) => x.id);
  const beaten = sides.filter((s) => !afloat(s));
  if (beaten.length === 2)
    return {
      over: true,
      winner: 'draw',
      reason: 'every ship of both sides has struck or been captured',
      turn: state.turn,
      points,
    };
  if (beaten.length === 1) {
    const winner = sides.find((s) => s !== beaten[0])!;
    return {
      over: true,
      winner,
      reason: `every ship of ${beaten[0]} has struck or been captured`,
      turn: state.turn,
      points,
    };
  }
  if (state.static.turnLimit !== null && state.turn >= state.static.turnLimit) {
    const [a, b] = sides;
    const winner = points[a] === points[b] ? 'draw' : points[a] > points[b] ? a : b;
    return { over: true, winner, reason: `turn limit ${state.static.turnLimit}: points`, turn: state.turn, points };
  }
  return null;
}
