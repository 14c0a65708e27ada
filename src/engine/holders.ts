/**
 * Which side holds each ship as a game's events go by: her own, or her captor's while she is a prize (WS&IM 12.4.2,
 * 12.4.3; Springelkamp's Boarding: "Defenders Surrender") until her owner takes her back (WS&IM 12.4.8). A prize's
 * broadsides are fired for her captor and a shot at her is a shot at the captor's ship, so the lab's tallies of each
 * side's fire (each rule system's summary, WS&IM's fire luck) read sides through this. Shared by every rule system.
 */
import type { SideId } from './shapes.js';

export class Holders {
  private readonly owner: Map<string, SideId>;
  private readonly captor = new Map<string, SideId>();

  constructor(ships: readonly { id: string; side: SideId }[]) {
    this.owner = new Map(ships.map((s) => [s.id, s.side]));
  }

  /**
   * Follow one event of either rule system, in order: a ship taken (WS&IM `capture`, 12.4.2–12.4.3; Springelkamp
   * `captured`, Prize Crews) or taken back (WS&IM `recapture`, 12.4.8); every other event changes nothing.
   */
  see(e: { type: string; ship?: string; by?: SideId }): void {
    if ((e.type === 'capture' || e.type === 'captured') && e.ship !== undefined && e.by !== undefined)
      this.taken(e.ship, e.by);
    else if (e.type === 'recapture' && e.ship !== undefined) this.back(e.ship);
  }

  /** The ship is taken by `by` (taken by her own side: she is hers again). */
  taken(ship: string, by: SideId): void {
    if (by === this.owner.get(ship)) this.captor.delete(ship);
    else this.captor.set(ship, by);
  }

  /** The ship is her owner's again. */
  back(ship: string): void {
    this.captor.delete(ship);
  }

  /** The side the ship fights for now (undefined: not a ship of the game). */
  sideOf(ship: string): SideId | undefined {
    return this.captor.get(ship) ?? this.owner.get(ship);
  }
}
