/**
 * Which side holds each ship as a game's events go by: her own, or her captor's while she is a prize (12.4.2,
 * 12.4.3) until her owner takes her back (12.4.8). A prize's broadsides are fired for her captor and a shot at her is
 * a shot at the captor's ship, so the lab's tallies of each side's fire (summary.ts, luck.ts) read sides through this.
 */
import type { GameEvent } from './events.js';
import type { GameState, SideId } from './types.js';

export class Holders {
  private readonly owner: Map<string, SideId>;
  private readonly captor = new Map<string, SideId>();

  constructor(st: GameState['static']) {
    this.owner = new Map(st.ships.map((s) => [s.id, s.side]));
  }

  /** Follow one event; call it for every event in order, before reading the sides of the next. */
  see(e: GameEvent): void {
    if (e.type === 'capture') this.captor.set(e.ship, e.by);
    else if (e.type === 'recapture') this.captor.delete(e.ship);
  }

  /** The side the ship fights for now (undefined: not a ship of the game). */
  sideOf(ship: string): SideId | undefined {
    return this.captor.get(ship) ?? this.owner.get(ship);
  }
}
