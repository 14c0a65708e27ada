/**
 * What one side may see of a Springelkamp game. Hidden: the seed and random stream, every side's plots (they
 * are orders, never in the state), and an enemy ship's crew morale and quality (written on its own ship log,
 * I-SPR-18). Seen: positions, sails, damage boxes, rigging, fallen rigging, fires, fouls, grapples, boarding
 * parties ("A boarding party is visible to other ships") and melees.
 */
import type { SideId } from '../system.js';
import type { SprEvent } from './events.js';
import type { SprState, SprView } from './types.js';
import type { SprBoard } from './context.js';

export function sprPlayerView(state: SprState, side: SideId): SprView {
  const { seed: _seed, ...st } = state.static;
  void _seed;
  return {
    side,
    turn: state.turn,
    static: {
      ...st,
      logs: st.logs.map((l, i) =>
        state.ships[i].controller === side || l.side === side
          ? l
          : { ...l, crew: { ...l.crew, morale: 0, quality: 0 } },
      ),
    },
    result: state.result,
    ships: state.ships.map((s, i) => {
      const { idx: _i, ...rest } = s;
      void _i;
      const log = st.logs[i];
      const own = s.controller === side || log.side === side;
      return {
        ...rest,
        damage: { ...s.damage },
        rigging: s.rigging.slice(),
        fallen: { ...s.fallen },
        id: st.ships[i].id,
        side: st.ships[i].side,
        crew: { size: log.crew.size, morale: own ? log.crew.morale : null, quality: own ? log.crew.quality : null },
      };
    }),
    fouls: state.fouls.map((f) => ({ ...f })),
    grapples: state.grapples.map((g) => ({ ...g })),
    melees: state.melees.map((m) => ({ ...m })),
  };
}

/** The events a side may see: not the other side's ignored orders (they would show its plots). */
export function sprPublicEvents(events: readonly SprEvent[], board: SprBoard, side: SideId): SprEvent[] {
  const controller = new Map(
    board.static.ships.map((s, i) => [s.id, (board.ships[i] as { controller: string }).controller]),
  );
  return events.filter((e) => e.type !== 'orderIgnored' || controller.get(e.ship) === side);
}
