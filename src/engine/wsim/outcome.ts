/**
 * Victory conditions (14.0). Single-ship scenarios end when a ship surrenders (14.1), both at once
 * is a draw (14.1.2), losing all crew loses even if the other side struck (14.1.3), and the game ends
 * at once without completing the turn (14.1.4). Multi-ship scenarios count points (14.2): struck or
 * surrendered ships give their value to the opponent (14.2.2), captured ships count for the captor
 * (14.2.3; ×1 tournament, ×2 2nd edition — rules option), highest total wins at the end (14.2.4).
 * The scenario's turn limit ends every game; 18.2.2.2 a hurricane ends it too.
 */
import { isOperational, specOf } from './ship.js';
import { fortPoints, fortStrengths } from './bombKetch.js';
import type { GameResult, GameState, ShipState, SideId } from './types.js';
import type { TurnContext } from './context.js';
import { outcomeOf } from '../outcome.js';
import type { Outcome } from '../system.js';

/** A ship that no longer counts for its owner: sunk, exploded, surrendered, captured or crewless. */
export function isOut(ship: ShipState): boolean {
  if (ship.removed !== null) return true;
  if (ship.surrendered !== null) return true;
  return false;
}

export function opponent(state: GameState, side: SideId): SideId {
  return state.static.sides.find((s) => s.id !== side)?.id ?? side;
}

/** 14.2.2–14.2.3 points scored by each side so far, from the scenario's handicap if it gives one (14.2, I-VICT-4). */
export function points(state: GameState): Record<SideId, number> {
  const st = state.static;
  const out: Record<SideId, number> = {};
  for (const s of st.sides) out[s.id] = st.handicap?.[s.id] ?? 0;
  for (const ship of state.ships) {
    const spec = specOf(st, ship);
    if (ship.prize && ship.prize.side !== spec.side) {
      out[ship.prize.side] += spec.points * st.rules.capturedPointsMultiplier;
    } else if (ship.removed !== null || (ship.surrendered !== null && !ship.prize)) {
      out[opponent(state, spec.side)] += spec.points;
    }
  }
  if (state.forts) fortPoints(state, out); // 42.7, I-BOMB-6
  return out;
}

function byPoints(state: GameState): SideId | 'draw' {
  const p = points(state);
  const [a, b] = state.static.sides.map((s) => s.id);
  if (p[a] === p[b]) return 'draw';
  return p[a] > p[b] ? a : b;
}

export function setResult(state: GameState, winner: SideId | 'draw', reason: string): GameResult {
  const result: GameResult = { over: true, winner, reason, turn: state.turn, points: points(state) };
  state.result = result;
  return result;
}

/** End the game now; with `usePoints` the side ahead on points wins (18.2.2.2, 14.2.4). */
export function endGame(ctx: TurnContext, reason: string, usePoints: boolean, winner?: SideId | 'draw'): void {
  const w = winner ?? (usePoints ? byPoints(ctx.state) : 'draw');
  const r = setResult(ctx.state, w, reason);
  ctx.emit({ type: 'victory', turn: ctx.turn, winner: r.winner, reason, points: r.points });
}

/** 42.7 does the side hold a fort not yet reduced? */
function holdsFort(state: GameState, side: SideId): boolean {
  const forts = state.static.map.forts;
  if (!forts) return false;
  const strengths = fortStrengths(state);
  return forts.some((f, i) => f.side === side && strengths[i] > 0);
}

/** The ships of one side. */
function shipsOfSide(state: GameState, side: SideId): ShipState[] {
  return state.ships.filter((s) => specOf(state.static, s).side === side);
}

/**
 * 14.2 "special victory conditions are printed with the scenario": a decisive ship that struck, was
 * captured, sank or exploded loses the game for her side at once (both sides at once: the points decide,
 * 14.2.4). True when it ended the game.
 */
function decisiveShipLost(ctx: TurnContext, sides: SideId[]): boolean {
  const { state } = ctx;
  const st = state.static;
  const lost = (st.decisiveShips ?? []).map((i) => state.ships[i]).filter(isOut);
  if (!lost.length) return false;
  const losers = new Set(lost.map((s) => specOf(st, s).side));
  const names = lost.map((s) => specOf(st, s).name).join(' and ');
  if (losers.size > 1)
    endGame(ctx, `decisive ships lost on both sides: ${names} (14.2 scenario victory condition)`, true);
  else
    endGame(
      ctx,
      `${names} lost: a decisive ship (14.2 scenario victory condition)`,
      false,
      sides.find((side) => !losers.has(side)),
    );
  return true;
}

/** Check the victory conditions that end a game at once (14.1, 14.1.4; a side with nothing left). */
export function checkImmediateVictory(ctx: TurnContext): void {
  const { state } = ctx;
  if (state.result) return;
  const st = state.static;
  const sides = st.sides.map((s) => s.id);
  if (st.decisiveShips?.length && decisiveShipLost(ctx, sides)) return;
  if (st.victory === 'single-ship') {
    // 14.1.3 "loss of all crew squares will automatically end the game"
    const out = sides.map((side) => shipsOfSide(state, side).every((s) => isOut(s) || s.crewless === true));
    if (!out[0] && !out[1]) return;
    if (out[0] && out[1]) {
      // 14.1.3 a ship that lost all its crew loses even if the other struck
      const crewless = sides.map((side) => shipsOfSide(state, side).some((s) => s.crewless === true && !isOut(s)));
      if (crewless[0] !== crewless[1]) {
        endGame(ctx, 'all crew lost (14.1.3)', false, crewless[0] ? sides[1] : sides[0]);
        return;
      }
      endGame(ctx, 'both ships surrendered at once (14.1.2)', false, 'draw');
      return;
    }
    const loser = out[0] ? 0 : 1;
    const ship = shipsOfSide(state, sides[loser])[0];
    const cause = ship.removed ?? ship.surrendered?.cause ?? (ship.crewless ? 'crew-lost' : 'out');
    endGame(
      ctx,
      `${specOf(st, ship).name} ${cause === 'crew-lost' ? 'lost all her crew (14.1.3)' : `surrendered (${cause}) (14.1)`}`,
      false,
      sides[1 - loser],
    );
    return;
  }
  for (let i = 0; i < sides.length; i++) {
    const fleet = shipsOfSide(state, sides[i]);
    const entering = fleet.some((s) => !s.onBoard && s.removed === null);
    // I-BOMB-6 a side still holding a fort or shore target not reduced has something left to fight for
    if (!entering && fleet.every((s) => !isOperational(s) || isOut(s)) && !holdsFort(state, sides[i])) {
      endGame(ctx, `${st.sides[i].name} has no ship left to fight (14.2)`, true);
      return;
    }
  }
}

/** The outcome of a game: over or not, winner, points. */
export function outcome(state: GameState): Outcome {
  return outcomeOf(state.result, () => points(state));
}
