/**
 * Fire luck: every roll on a hit table (11.2.6 Basic, 16.1.2 Advanced; a table above 10 split into rolls,
 * 16.1.2.1) set against the average of its row over the six faces of the die, summed by the firing side (a prize's by her captor, holders.ts) and
 * the kind of square (hull, guns, crew, rigging). A roll's luck is counted in sixths of a square,
 * 6 × squares rolled − the row's squares over all six faces, so every sum is an integer.
 *
 * The die is fair and is rolled after the broadside, its target, its aim and its table are decided, so each
 * roll's luck has expectation zero given everything before it, whatever the captains do: a game's sums have
 * expectation exactly zero. That makes them control variates for measuring a scenario (src/lab/balance/luck.ts):
 * the part of a result the dice explain can be taken out of the estimate without biasing it.
 */
import { Holders } from '../holders.js';
import { ADVANCED_HIT_TABLES, BASIC_HIT_TABLES, type HitTable } from './tables/hitTables.js';
import type { GameEvent } from './events.js';
import type { GameState, SideId } from './types.js';

/** A side's fire luck in sixths of a square: [hull, guns, crew, rigging]. */
export type SquaresLuck = [number, number, number, number];

/** A table's squares of each kind over the six faces of the die, by aim: [H, G, C, R]. */
function faceSums(t: HitTable): { hull: SquaresLuck; rigging: SquaresLuck } {
  const sum = (cells: HitTable['hull']): SquaresLuck => {
    const s: SquaresLuck = [0, 0, 0, 0];
    for (const c of cells) for (let k = 0; k < 4; k++) s[k] += c[k];
    return s;
  };
  return { hull: sum(t.hull), rigging: sum(t.rigging) };
}

const BASIC_FACES = BASIC_HIT_TABLES.map(faceSums); // 11.2.6
const ADVANCED_FACES = ADVANCED_HIT_TABLES.map(faceSums); // 16.1.2

/**
 * Each side's fire luck over a game's events (a side that never rolled has zeros). The events must be the whole
 * game's, as the engine emitted them: the rolls of a broadside are read from its `broadside` event.
 */
export function fireLuck(state: GameState, events: readonly GameEvent[]): Record<SideId, SquaresLuck> {
  const faces = state.static.rules.level === 'advanced' ? ADVANCED_FACES : BASIC_FACES;
  const holders = new Holders(state.static.ships); // a prize's luck is her captor's (12.4)
  const out: Record<SideId, SquaresLuck> = Object.fromEntries(
    state.static.sides.map((s) => [s.id, [0, 0, 0, 0] as SquaresLuck]),
  );
  for (const e of events) {
    holders.see(e);
    if (e.type !== 'broadside') continue;
    const side = holders.sideOf(e.ship);
    if (side === undefined) continue;
    const luck = out[side];
    for (const r of e.rolls) {
      const sums = faces[r.table][e.aim];
      luck[0] += 6 * r.hits.H - sums[0];
      luck[1] += 6 * r.hits.G - sums[1];
      luck[2] += 6 * r.hits.C - sums[2];
      luck[3] += 6 * r.hits.R - sums[3];
    }
  }
  return out;
}
