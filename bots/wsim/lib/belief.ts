/**
 * What a captain believes about the enemy's hidden loads (7.2.5: the load column is never
 * inspected), from public facts only: the scenario's initial loads, the unused initial broadsides
 * (11.3.4) and the broadsides seen fired. After firing, a ship reloads one broadside a turn (13.1).
 * Also remembers each enemy's last executed plot, for motion prediction.
 */
import type { Broadside } from '../../../src/index.js';
import type { Ammo, GameEvent, PlayerView, ShipView } from '../../../src/api/wsim.js';

export interface EnemyNotes {
  /** probability that each broadside is loaded and ready */
  loaded: Record<Broadside, number>;
  /** the plot the ship executed last turn (null before the first turn) */
  lastPlot: string | null;
}

export class Belief {
  private readonly notes = new Map<string, EnemyNotes>();
  private seen = -1;

  /** Fold in the public events of the previous turn (call once per turn, before deciding). */
  update(view: PlayerView, events: readonly GameEvent[]): void {
    if (this.seen === view.turn) return;
    this.seen = view.turn;
    for (const ship of view.ships) {
      if (ship.controller === view.side) continue;
      if (!this.notes.has(ship.id)) {
        const setup = view.static.setup[ship.idx];
        const start = (b: Broadside) => (setup.loads[b] !== null || view.static.deferredLoading ? 1 : 0);
        this.notes.set(ship.id, { loaded: { L: start('L'), R: start('R') }, lastPlot: null });
      }
    }
    const fired = new Map<string, Broadside[]>();
    for (const e of events) {
      const n = this.notes.get((e as { ship?: string }).ship ?? '');
      if (!n) continue;
      if (e.type === 'plot') n.lastPlot = e.executed;
      else if (e.type === 'broadside') {
        const list = fired.get(e.ship) ?? [];
        list.push(e.broadside);
        fired.set(e.ship, list);
      }
    }
    for (const [id, n] of this.notes) {
      const f = fired.get(id) ?? [];
      const ship = view.ships.find((s) => s.id === id);
      for (const b of ['L', 'R'] as const) {
        if (ship?.initial[b]) {
          n.loaded[b] = 1; // an unused initial broadside is loaded (11.3.4)
          continue;
        }
        if (f.includes(b))
          n.loaded[b] = f.length === 2 ? 0.5 : 0.9; // one broadside reloaded a turn (13.1)
        else n.loaded[b] = Math.min(1, n.loaded[b] + 0.5 * (1 - n.loaded[b]) + (f.length === 0 ? 0.25 : 0));
      }
    }
  }

  loadedProbability(ship: ShipView, b: Broadside): number {
    if (ship.loads) return ship.loads[b].ammo !== null && !ship.loads[b].loading ? 1 : 0;
    return this.notes.get(ship.id)?.loaded[b] ?? 1;
  }

  lastPlot(shipId: string): string | null {
    return this.notes.get(shipId)?.lastPlot ?? null;
  }
}

/**
 * The hidden loads of a world drawn from a belief (7.2.5): each hidden broadside of each ship loaded with roundshot by
 * the chance the belief gives, drawn in the order of the view's ships, left then right.
 */
export function drawnLoads(
  view: PlayerView,
  belief: Belief,
  random: () => number,
): Map<string, Record<Broadside, Ammo | null>> {
  const draws = new Map<string, Record<Broadside, Ammo | null>>();
  for (const s of view.ships) {
    if (s.loads) continue;
    draws.set(s.id, {
      L: random() < belief.loadedProbability(s, 'L') ? 'round' : null,
      R: random() < belief.loadedProbability(s, 'R') ? 'round' : null,
    });
  }
  return draws;
}
