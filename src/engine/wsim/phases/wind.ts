/**
 * Wind Phase (Advanced 17.0 A, 18.0). Every third turn one die against the wind change number
 * (2nd-edition procedure, I-WIND-1); on a change, one die for direction (18.1.3.1) and one for
 * velocity (18.1.3.2). Gale → storm strips full sails with rigging damage (18.2.2.1); a hurricane
 * ends the game (18.2.2.2). Optional V / 33.0: a fourth die for a new wind change number after a change.
 */
import { dir, type Dir } from '../../hex.js';
import { isAfloat, specOf } from '../ship.js';
import {
  CHANGING_WIND_NUMBER_BY_DIE,
  GALE,
  HURRICANE,
  STORM,
  WIND_CHANGE_EVERY_NTH_TURN,
  WIND_DIRECTION_CHANGE,
  WIND_MIN_VELOCITY,
  WIND_VELOCITY_CHANGE,
  WIND_VELOCITY_NAMES,
  fullSailBanned,
} from '../tables/wind.js';
import type { TurnContext } from '../context.js';
import { applyRiggingLoss } from './damage.js';
import { endGame } from '../outcome.js';
import { checkTows } from '../towing.js';

export function windPhase(ctx: TurnContext): void {
  const { state, st } = ctx;
  if (ctx.turn % WIND_CHANGE_EVERY_NTH_TURN !== 0) return;
  const die = ctx.dice.d6();
  const needed = state.wind.changeNumber ?? st.windChangeNumber; // 33.0 a rolled number replaces the scenario's
  const changes = die >= needed;
  ctx.emit({ type: 'windCheck', turn: ctx.turn, die, needed, changes });
  if (!changes) return;
  const dd = ctx.dice.d6();
  const rot = WIND_DIRECTION_CHANGE[dd - 1];
  const direction: Dir = rot === 'initial' ? st.initialWind.direction : dir(state.wind.direction + rot);
  const vd = ctx.dice.d6();
  const before = state.wind;
  const velocity = Math.min(HURRICANE, Math.max(WIND_MIN_VELOCITY, before.velocity + WIND_VELOCITY_CHANGE[vd - 1]));
  const changeNumber = state.wind.changeNumber;
  state.wind = changeNumber === undefined ? { direction, velocity } : { direction, velocity, changeNumber };
  ctx.emit({
    type: 'windChange',
    turn: ctx.turn,
    directionDie: dd,
    velocityDie: vd,
    direction: direction + 1,
    velocity,
    velocityName: WIND_VELOCITY_NAMES[velocity],
  });
  // 33.0 / V a fourth die for the new wind change number, only when direction or velocity changed
  if (st.rules.optional.changingWindNumber && (direction !== before.direction || velocity !== before.velocity)) {
    const nd = ctx.dice.d6();
    state.wind.changeNumber = CHANGING_WIND_NUMBER_BY_DIE[nd - 1];
    ctx.emit({ type: 'windChangeNumber', turn: ctx.turn, die: nd, changeNumber: state.wind.changeNumber });
  }
  if (velocity >= HURRICANE) {
    endGame(ctx, 'hurricane: the scenario ends (18.2.2.2)', true);
    return;
  }
  // 18.2.2.1 gale → storm: ships at full sail lose half a die (rounded up) of rigging squares
  if (before.velocity === GALE && velocity === STORM) {
    for (const ship of state.ships) {
      if (!isAfloat(ship) || !ship.fullSail) continue;
      const d = ctx.dice.d6();
      const lost = Math.ceil(d / 2);
      ctx.emit({ type: 'stormDamage', turn: ctx.turn, ship: ctx.id(ship), die: d, rigging: lost });
      applyRiggingLoss(ctx, ship, lost);
    }
  }
  if (st.rules.optional.towing) checkTows(ctx); // 35.4.4 a wind outside moderate to heavy breeze loses the grapple
  for (const ship of state.ships) {
    if (isAfloat(ship) && ship.fullSail && fullSailBanned(velocity, specOf(st, ship).shipClass)) {
      ship.fullSail = false;
      ctx.emit({
        type: 'sailLost',
        turn: ctx.turn,
        ship: ctx.id(ship),
        reason: `full sails are not allowed in a ${WIND_VELOCITY_NAMES[velocity]} (18.2.2)`,
      });
    }
  }
}
