/**
 * Full Sail Phase (Advanced 17.0 J, 27.0): sail changes plotted in the Movement Notation Phase take
 * effect; a ship that lost the rigging needed for full sail this turn stays at battle sail (27.0,
 * 20.1.4). The crew section that went aloft completes its task even if wiped out meanwhile (27.0 note).
 */
import { isAfloat, isEntering, specOf } from '../ship.js';
import { fullSailBanned } from '../tables/wind.js';
import type { TurnContext } from '../context.js';

export function fullSailPhase(ctx: TurnContext): void {
  const { state, st, scratch } = ctx;
  for (const ship of state.ships) {
    if (!isAfloat(ship) && !isEntering(state, ship)) continue; // 7.2.8 a ship waiting to enter makes sail too (I-DYO-2)
    const id = ctx.id(ship);
    const change = scratch.sailChange[id];
    if (!change) continue;
    if (change === 'BS') {
      ship.fullSail = false;
      ctx.emit({ type: 'sail', turn: ctx.turn, ship: id, fullSail: false });
      continue;
    }
    if (ship.fullSailDisabled || ship.rigging[0] <= 0) {
      ctx.ignore(id, 'sail FS', 'the rigging for full sail was lost this turn (27.0)');
      continue;
    }
    if (fullSailBanned(state.wind.velocity, specOf(st, ship).shipClass)) {
      ctx.ignore(id, 'sail FS', 'full sails are banned in this wind (18.2.2)');
      continue;
    }
    ship.fullSail = true;
    ctx.emit({ type: 'sail', turn: ctx.turn, ship: id, fullSail: true });
  }
}
