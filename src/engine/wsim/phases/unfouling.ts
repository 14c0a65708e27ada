/**
 * Unfouling Phase (6.0; Advanced 17.0 B, 19.1): each ship fouled with another may roll once per
 * fouled pair (one die, 1–2 unfouls, 2nd-edition table); 6.1 marking off a rigging square helps;
 * 19.1 full sails hinder. Advanced: ships about to sink or explode roll each turn (24.3.2.2–3).
 */
import { isAfloat, isOperational } from '../ship.js';
import { UNFOULING, UNFOULING_FULL_SAIL_DIE_EACH, UNFOULING_RIGGING_SACRIFICE_DIE } from '../tables/contact.js';
import { SINK_OR_EXPLODE_ON_DIE } from '../tables/destruction.js';
import type { TurnContext } from '../context.js';
import { applyRiggingLoss } from './damage.js';
import { explode } from './criticals.js';

export function unfoulingPhase(ctx: TurnContext): void {
  const { state } = ctx;
  if (ctx.advanced) {
    for (const ship of state.ships) {
      if (!isAfloat(ship) || ship.doomed === null) continue;
      const die = ctx.dice.d6();
      const happens = die === SINK_OR_EXPLODE_ON_DIE;
      ctx.emit({ type: 'doomRoll', turn: ctx.turn, ship: ctx.id(ship), die, fate: ship.doomed, happens });
      if (!happens) continue;
      if (ship.doomed === 'sink') {
        ship.removed = 'sunk';
        ctx.emit({ type: 'sunk', turn: ctx.turn, ship: ctx.id(ship) });
        ctx.unlinkShip(ctx.id(ship));
      } else {
        explode(ctx, ship);
      }
    }
  }
  // VIII / 36.2.2 one roll on the Unfouling Table each phase to cut a hanging mast loose
  for (const ship of state.ships) {
    if (!ship.mastOverSide || !isOperational(ship)) continue;
    const die = ctx.dice.d6();
    const cut = die <= UNFOULING.successAtMost;
    ctx.emit({ type: 'mast', turn: ctx.turn, ship: ctx.id(ship), die, result: cut ? 'cut loose' : 'still hanging' });
    if (cut) ship.mastOverSide = null;
  }
  const links = state.fouls.slice();
  for (const link of links) {
    const a = ctx.ship(link.a)!;
    const b = ctx.ship(link.b)!;
    let freed = false;
    for (const ship of [a, b]) {
      if (freed) break;
      if (!isOperational(ship)) continue;
      const o = ctx.ordersFor(ship);
      if (o.unfoul === false) continue;
      let modifier = 0;
      if (o.sacrificeRigging && ship.rigging.some((r) => r > 0)) {
        applyRiggingLoss(ctx, ship, 1); // 6.1 one square per attempt
        modifier += UNFOULING_RIGGING_SACRIFICE_DIE;
      }
      if (ctx.advanced) {
        if (a.fullSail) modifier += UNFOULING_FULL_SAIL_DIE_EACH; // 19.1
        if (b.fullSail) modifier += UNFOULING_FULL_SAIL_DIE_EACH;
      }
      const die = ctx.dice.d6();
      const success = die + modifier <= UNFOULING.successAtMost;
      const other = ship === a ? link.b : link.a;
      ctx.emit({ type: 'unfoulAttempt', turn: ctx.turn, ship: ctx.id(ship), other, die, modifier, success });
      if (success) freed = true;
    }
    if (freed) state.fouls = state.fouls.filter((f) => f !== link);
  }
}
