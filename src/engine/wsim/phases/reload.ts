/**
 * Reload Phase (13.0; Advanced 26.0). One broadside a turn (13.1), roundshot only in the Basic Game
 * (13.3); Advanced loads R, C, D or G (26.1) from 30 reloads, doubleshot costing two (26.1.1) and
 * taking two turns without three crew sections (24.2.3.3), chainshot never British (24.2.2.4).
 * 13.5 deferred first load (ships still to enter the board load then too). Repairs are made here (26.2).
 */
import { shipInPlay, shipRange } from '../geometry.js';
import { isAfloat, isOperational, specOf } from '../ship.js';
import { ammoRefusal } from '../orderChecks.js';
import { repairCrewRefusal } from '../notationChecks.js';
import { DOUBLESHOT_FAST_LOAD_CREW_SECTIONS, RELOAD_COST, REPAIR } from '../tables/constants.js';
import type { TurnContext } from '../context.js';
import type { Ammo, Broadside, ShipState } from '../types.js';
import { crewSectionsDown } from './combat.js';
import { refloatPhase } from '../aground.js';
import { anyOrder, loadMortars } from '../bombKetch.js';

/** The empty broadside facing the nearest enemy, for reload orders that do not say (I-LOAD-1). */
function preferredBroadside(ctx: TurnContext, ship: ShipState): Broadside {
  let best: { b: Broadside; range: number } | null = null;
  for (const other of ctx.state.ships) {
    if (!isAfloat(other) || other === ship || !ctx.enemies(ship, other)) continue;
    const r = shipRange(ship, other);
    for (const b of ['L', 'R'] as const) {
      if (shipInPlay(ship, b, other) && (!best || r < best.range)) best = { b, range: r };
    }
  }
  return best ? best.b : 'L';
}

function restore(ctx: TurnContext, ship: ShipState, kind: 'H' | 'G' | 'R', n: number): number {
  const spec = specOf(ctx.st, ship);
  let done = 0;
  if (kind === 'H') {
    done = Math.min(n, spec.hull - ship.hull);
    ship.hull += done;
    return done;
  }
  if (kind === 'R') {
    for (let i = ship.rigging.length - 1; i >= 0 && done < n; i--) {
      const k = Math.min(n - done, spec.rigging[i] - ship.rigging[i]);
      ship.rigging[i] += k;
      done += k;
    }
    if (ship.rigging[0] > 0) ship.fullSailDisabled = false; // 20.1.4 full sails again
    return done;
  }
  for (const b of ['L', 'R'] as const) {
    let lost = ship.jettisoned?.[b] ?? 0; // 38.2.2.1 guns thrown overboard are never repaired
    for (const arr of [
      [ship.guns[b], spec.guns[b]],
      [ship.carronades[b], spec.carronades[b]],
    ] as const) {
      for (let i = 0; i < arr[0].length && done < n; i++) {
        const gone = Math.min(lost, arr[1][i] - arr[0][i]);
        lost -= gone;
        const k = Math.min(n - done, arr[1][i] - arr[0][i] - gone);
        arr[0][i] += k;
        done += k;
      }
    }
  }
  return done;
}

export function reloadPhase(ctx: TurnContext): void {
  const { state, st, scratch } = ctx;
  const advanced = ctx.advanced;
  const noReload = new Set(scratch.noReload);
  if (st.rules.optional.runningAground) refloatPhase(ctx); // 38.2.1, 38.2.2.1, 38.6
  const collided = new Set(scratch.collided);
  const melee = new Set(scratch.meleeShips);
  // 42.5, 42.3.1 the mortars load first; the broadsides of a bomb whose mortars fired or loaded stay empty
  const mortarsBusy = st.rules.optional.bombKetches || anyOrder(ctx, 'loadMortars') ? loadMortars(ctx) : null;
  for (const ship of state.ships) {
    // 13.5 the deferred first load is made in the Reload Phase of turn 1 by every ship, the ships still to
    // enter the board too (their logs are written; they enter loaded, their initial broadsides intact), I-DYO-2
    const offBoardFirstLoad = st.deferredLoading && ctx.turn === 1 && !ship.onBoard && ship.removed === null;
    if (!isOperational(ship) && !offBoardFirstLoad) continue;
    const id = ctx.id(ship);
    const o = ctx.ordersFor(ship);
    const repairing = scratch.repairing[id];
    let loaded = false;
    // 24.2.3.3 doubleshot already being loaded: the second turn completes it, nothing else is loaded
    const busy = (['L', 'R'] as const).find((b) => ship.loads[b].loading);
    if (busy) {
      ship.loads[busy] = { ammo: 'double', loading: false };
      ctx.emit({
        type: 'reload',
        turn: ctx.turn,
        ship: id,
        broadside: busy,
        ammo: 'double',
        ready: true,
        reloadsLeft: ship.reloadsLeft,
      });
      loaded = true;
    } else if (mortarsBusy?.has(id)) {
      if (o.load && !o.load.none)
        ctx.ignore(id, 'load', 'the mortars fired or loaded this turn: the broadsides may not load (42.3.1)');
    } else if (!noReload.has(id) && !o.load?.none && !(repairing && !o.load)) {
      const empty = (['L', 'R'] as const).filter((b) => ship.loads[b].ammo === null);
      const deferredFirst = st.deferredLoading && ctx.turn === 1; // 13.5
      let toLoad: Broadside[] = [];
      if (empty.length === 1) toLoad = empty;
      else if (empty.length === 2) {
        if (deferredFirst) toLoad = ['L', 'R'];
        else toLoad = [o.load?.prefer ?? preferredBroadside(ctx, ship)];
      }
      for (const b of toLoad) {
        let ammo: Ammo = o.load?.[b] ?? 'round';
        const refused = ammoRefusal(st.rules.level, specOf(st, ship).nation, ammo);
        if (refused) {
          ctx.ignore(id, `load ${b} ${ammo}`, refused);
          ammo = 'round';
        }
        let ready = true;
        if (advanced) {
          if (ammo === 'double') {
            if (toLoad.length > 1)
              ammo = 'round'; // doubleshot blocks the other broadside; not with a double first load
            else ready = crewSectionsDown(ctx, ship).available >= DOUBLESHOT_FAST_LOAD_CREW_SECTIONS; // 24.2.3.3
          }
          const cost = RELOAD_COST[ammo];
          ship.reloadsLeft = Math.max(0, ship.reloadsLeft - cost); // 26.1.1; at 0 the ship is at low powder
        }
        ship.loads[b] = { ammo, loading: !ready };
        ctx.emit({
          type: 'reload',
          turn: ctx.turn,
          ship: id,
          broadside: b,
          ammo,
          ready,
          reloadsLeft: ship.reloadsLeft,
        });
        loaded = true;
      }
    }
    // 26.2 repairs
    if (repairing) {
      const fired = (scratch.fired[id]?.length ?? 0) > 0;
      const sections = crewSectionsDown(ctx, ship).available;
      const why = loaded
        ? 'the ship loaded guns'
        : fired
          ? 'the ship fired'
          : melee.has(id)
            ? 'the ship fought a melee'
            : collided.has(id)
              ? 'the ship was in a collision'
              : repairCrewRefusal(sections);
      if (why) {
        ctx.ignore(id, `repair ${repairing}`, `${why} (26.2)`);
        continue;
      }
      ship.repairs[repairing]++;
      let restored = 0;
      if (ship.repairs[repairing] >= REPAIR.turns) {
        restored = restore(ctx, ship, repairing, REPAIR.squaresRestored);
        ship.repairs[repairing] = 0;
      }
      ctx.emit({
        type: 'repair',
        turn: ctx.turn,
        ship: id,
        kind: repairing,
        progress: ship.repairs[repairing],
        restored,
      });
    }
  }
}
