/**
 * Movement Notation Phase (7.0; Advanced 20.0): each ship's plot is checked and truncated at the
 * infraction (7.2.7, 20.4.2.1); sail (20.1.5), anchor (20.3) and repair (20.5) notations are
 * checked. The plot context is also what `legalPlots` and `checkPlot` use between turns.
 */
import { UP_ANCHOR_TURNS } from '../tables/constants.js';
import { DIRECTIONS } from '../../hex.js';
import { attitude } from '../geometry.js';
import { checkPlotText, PlotSyntaxError, type PlotContext, type PlotCheck } from '../plot.js';
import { allowance, isAfloat, isDismasted, isEntering, isOperational, specOf } from '../ship.js';
import { DISMASTED_TURN_WAIT } from '../tables/movement.js';
import { windBlock } from '../blockedWind.js';
import { checkTows, rigTows, towAllowanceLoss, towOf } from '../towing.js';
import {
  anchorRefusal,
  repairRefusal,
  REPAIR_CONFLICT,
  sailRefusal,
  type AnchorNotation,
  type RepairNotation,
  type SailNotation,
} from '../notationChecks.js';
import type { OrderRefusal } from '../../system.js';
import type { Attitude, GameState, ShipOrders, ShipState } from '../types.js';
import type { TurnContext } from '../context.js';
import { notateCommandLag } from '../commandLag.js';
import { landSetOf } from '../land.js';

const ATTITUDES: readonly Attitude[] = ['A', 'B', 'C', 'D'];

/** Is the ship fouled, and is it grappled (8.3.6, 9.1.6)? */
function linkState(state: GameState, id: string): { fouled: boolean; grappled: boolean } {
  return {
    fouled: state.fouls.some((f) => f.a === id || f.b === id),
    grappled: state.grapples.some((g) => g.count > 0 && (g.a === id || g.b === id)),
  };
}

/** The context of a ship that cannot sail this turn, and why. */
function fixedContext(ctx: PlotContext, reason: string): PlotContext {
  return { ...ctx, mode: 'fixed', fixedReason: reason };
}

/**
 * The plot context of a ship for the coming movement phase. `upAnchoring` / `cutting` come from
 * this turn's anchor notation (they keep the ship in place).
 */
export function plotContextFor(
  state: GameState,
  ship: ShipState,
  notation: Pick<ShipOrders, 'anchor'> = {},
): PlotContext {
  const st = state.static;
  const spec = specOf(st, ship);
  const entering = isEntering(state, ship);
  const v = DIRECTIONS[ship.heading];
  const bow = entering ? { q: ship.bow.q - v.q, r: ship.bow.r - v.r } : ship.bow;
  const per = {} as Record<Attitude, number>;
  let becalmed = false;
  let driftOnly = false;
  for (const a of ATTITUDES) {
    const info = allowance(st, ship, a, state.wind, state.turn);
    per[a] = info.hexes;
    becalmed ||= info.becalmed;
    driftOnly ||= info.driftOnly;
  }
  if (st.rules.optional.blockedWind && !entering) {
    // 37.0 / IX a ship blanketed by an adjacent windward ship loses hexes in every attitude this turn
    const block = windBlock(state, ship);
    if (block) for (const a of ATTITUDES) per[a] = Math.max(0, per[a] - block.loss);
  }
  const tow = st.rules.optional.towing ? towOf(state, spec.id) : undefined;
  if (tow && tow.tower === spec.id) {
    // 35.2 the towing ship loses one hex (two for a tow of superior gun rating) in every attitude; 35.3 at none she may still turn in place (7.1.15)
    const loss = towAllowanceLoss(
      spec,
      st.ships.find((s) => s.id === tow.towed)!,
    );
    for (const a of ATTITUDES) per[a] = Math.max(0, per[a] - loss);
  }
  const startAtt = attitude(ship.heading, state.wind.direction);
  const advanced = st.rules.level === 'advanced';
  const ctx: PlotContext = {
    level: st.rules.level,
    bow,
    heading: ship.heading,
    windDirection: state.wind.direction,
    allowance: per,
    startAllowance: per[startAtt],
    turning: ship.turning,
    mode: 'normal',
    land: st.landKeys.length ? landSetOf(st.landKeys) : undefined,
    entering,
  };
  if (!entering && !isAfloat(ship)) return fixedContext(ctx, 'the ship is not on the board');
  if (!entering && !isOperational(ship)) {
    if (ship.doomed) return fixedContext(ctx, 'a ship about to sink or explode cannot be sailed (24.3.3)');
    if (ship.surrendered?.cause === 'striking') return fixedContext(ctx, 'a struck ship cannot be sailed (11.4.1.2)');
    if (ship.surrendered) return fixedContext(ctx, 'a surrendered ship may not move (12.4.4)');
    return fixedContext(ctx, 'a ship without crew cannot be moved (11.4.2.2)');
  }
  const id = spec.id;
  if (ship.aground) return fixedContext(ctx, 'aground: she cannot move until refloated (38.1, 38.6)');
  const links = linkState(state, id);
  if (links.fouled) return fixedContext(ctx, 'fouled ships cannot move or turn in place (8.3.6)');
  if (links.grappled) return fixedContext(ctx, 'grappled ships cannot move or turn in place (9.1.6)');
  if (ship.noMoveThisTurn) return fixedContext(ctx, 'every crew section went boarding last turn (10.2.5)');
  if (tow) {
    if (tow.since === state.turn) return fixedContext(ctx, 'rigging the tow: both ships hold this turn (35.4.1)');
    if (tow.towed === id)
      return fixedContext(ctx, `in tow: she moves in the wake of ${tow.tower} on the tower's plot (35.4.2)`);
    const partner = linkState(state, tow.towed);
    if (partner.fouled || partner.grappled)
      return fixedContext(ctx, 'the ship in tow is fouled or grappled and holds the tow (8.3.6, 9.1.6)');
  }
  if (driftOnly) return fixedContext(ctx, 'rowed vessels only drift in this wind (Wind Effects Table)');
  if (advanced && ship.anchor) {
    if (notation.anchor === 'up' || ship.upAnchorTurns > 0) return fixedContext(ctx, 'up-anchoring (20.3.6)');
    if (notation.anchor === 'cut')
      return fixedContext(ctx, 'cutting the anchors: normal maneuvering from next turn (20.3.7)');
    if (ship.anchor === 'A') return fixedContext(ctx, 'an ordinarily anchored ship may not move or turn (20.3.3)');
    if (ship.anchorsLost > 0)
      return fixedContext(ctx, 'with an anchor lost the ship may no longer turn on springs (20.3.8.2)');
    return { ...ctx, mode: 'springs', springsPivot: ship.anchor === 'AS' ? 'stern' : 'bow' };
  }
  if (isDismasted(ship)) {
    const wait = DISMASTED_TURN_WAIT[Math.max(1, Math.min(3, ship.turning))] ?? 1;
    return { ...ctx, mode: 'dismasted', dismastedTurn: ship.dismastedWait >= wait };
  }
  if (becalmed) ctx.becalmed = true;
  if (ship.mastOverSide) {
    ctx.turning = 0; // VIII / 36.2.2 may not turn until cut loose
    ctx.cannotTurn = true;
  }
  if (advanced && !entering) {
    if (ship.stayedLastPhase) {
      ctx.mustStartStraight = true; // 20.4.1.1
      ctx.turning = Math.max(0, ship.turning - 1); // 20.4.1.2
    }
    if (ship.endedWithTurn) ctx.noOpeningTurn = true; // 20.4.2
  }
  return ctx;
}

/** Check a plot text for a ship (PlotSyntaxError becomes an illegal, empty plot). */
export function checkShipPlot(
  state: GameState,
  ship: ShipState,
  plot: string,
  notation: Pick<ShipOrders, 'anchor'> = {},
): PlotCheck {
  const ctx = plotContextFor(state, ship, notation);
  try {
    return checkPlotText(ctx, plot);
  } catch (e) {
    if (e instanceof PlotSyntaxError)
      return { legal: false, executed: '0', steps: [], reason: e.message, infractionAt: 0 };
    throw e;
  }
}

/** Did any ship give a command-lag order (32.3, 32.5)? Reported as ignored when the rule is not in use. */
function hasCommandOrders(ctx: TurnContext): boolean {
  for (const side of Object.values(ctx.orders))
    for (const o of Object.values(side?.ships ?? {})) if (o.ahead || o.hoistFlag) return true;
  return false;
}

/** The Movement Notation Phase's verdict on one ship's notation, read together as the phase reads it. */
export interface NotationVerdict {
  /** the anchor notation carried out (20.3) */
  anchor?: AnchorNotation;
  /** the plot's check with it (7.2.7: executed up to the infraction) */
  check: PlotCheck;
  sail?: SailNotation;
  repair?: RepairNotation;
  /** 20.5.3 / 20.5.4 / 20.5.5 a repair notation in the Advanced Game: no fire this turn, even when it is void */
  noFire: boolean;
  /** the orders refused before the plot is read (a tow without the rule, anchors) and after it (sails, repairs) */
  refusedBefore: OrderRefusal[];
  refusedAfter: OrderRefusal[];
}

/**
 * The phase's verdict on a ship's notation (20.3 anchors, 7.2 the plot — `plot` is the one she sails: the order's,
 * or 32.3 the one written earlier —, 20.1.5 sails, 20.5 repairs), the orders it refuses named as it reports them
 * ignored. The phase runs it for every ship; the public checkOrder answers with it. A ship that can neither move
 * nor enter (`moves` false) keeps her place.
 */
export function notationVerdict(
  state: GameState,
  ship: ShipState,
  o: ShipOrders,
  plot: string,
  moves: boolean,
): NotationVerdict {
  const refusedBefore: OrderRefusal[] = [];
  const refusedAfter: OrderRefusal[] = [];
  if (o.tow !== undefined && !state.static.rules.optional.towing)
    refusedBefore.push({ order: `tow ${o.tow}`, reason: 'towing is an optional rule not in use (35.0)' });
  let anchor = o.anchor;
  if (anchor !== undefined) {
    const why = anchorRefusal(state, ship, anchor);
    if (why) {
      refusedBefore.push({ order: `anchor ${anchor}`, reason: why });
      anchor = undefined;
    }
  }
  const check = moves ? checkShipPlot(state, ship, plot, { anchor }) : checkShipPlot(state, ship, '0');
  let sail = o.sail;
  if (sail !== undefined) {
    const why = sailRefusal(state, ship, sail, check.steps);
    if (why) {
      refusedAfter.push({ order: `sail ${sail}`, reason: why });
      sail = undefined;
    }
  }
  let repair = o.repair;
  let noFire = false;
  if (repair !== undefined) {
    const changes = sail !== undefined || (anchor !== undefined && anchor !== 'cut');
    const why = repairRefusal(state, ship, repair, check.steps, changes);
    if (why === REPAIR_CONFLICT) {
      if (sail !== undefined) refusedAfter.push({ order: `sail ${sail}`, reason: why });
      if (anchor !== undefined) refusedAfter.push({ order: `anchor ${anchor}`, reason: why });
      sail = undefined;
      anchor = undefined;
    }
    noFire = state.static.rules.level === 'advanced';
    if (why) {
      refusedAfter.push({ order: `repair ${repair}`, reason: why });
      repair = undefined;
    }
  }
  return { anchor, check, sail, repair, noFire, refusedBefore, refusedAfter };
}

export function movementNotationPhase(ctx: TurnContext): void {
  const { state, st, scratch } = ctx;
  const advanced = ctx.advanced;
  if (st.rules.optional.towing) {
    checkTows(ctx); // I-TOW-2, 35.4.4
    rigTows(ctx); // 35.4.1
  }
  const written = st.rules.optional.commandLag || hasCommandOrders(ctx) ? notateCommandLag(ctx) : null; // 32.0
  for (const ship of state.ships) {
    const id = ctx.id(ship);
    const entering = isEntering(state, ship);
    if (!entering && !isAfloat(ship)) continue;
    const o = ctx.ordersFor(ship);
    const lagged = written?.get(id); // 32.3 the movement written for this turn
    const plot = lagged ? lagged.plot : (o.plot ?? '0');
    const v = notationVerdict(state, ship, o, plot, isOperational(ship) || entering);
    for (const r of v.refusedBefore) ctx.ignore(id, r.order, r.reason);
    // --- the plot (7.2) ---
    if (st.rules.optional.blockedWind && !entering) {
      const block = windBlock(state, ship); // 37.0 reported for the log
      if (block) ctx.emit({ type: 'windBlocked', turn: ctx.turn, ship: id, by: block.by, loss: block.loss });
    }
    const check = v.check;
    const shown = typeof plot === 'string' ? plot : String(plot);
    scratch.executed[id] = check.executed;
    ctx.emit({
      type: 'plot',
      turn: ctx.turn,
      ship: id,
      plot: shown,
      executed: check.executed,
      legal: check.legal,
      ...(check.reason ? { reason: check.reason } : {}),
      ...(lagged && lagged.on < ctx.turn ? { writtenOn: lagged.on } : {}),
    });
    const hasTurn = check.steps.some((s) => s === 'L' || s === 'R');
    const forward = check.steps.some((s) => s === 'F');
    for (const r of v.refusedAfter) ctx.ignore(id, r.order, r.reason);
    if (v.noFire) scratch.noFire.push(id); // 20.5.3 / 20.5.4 / 20.5.5: no fire even when the repair is void
    const { anchor: anchorNote, sail, repair } = v;
    if (repair) scratch.repairing[id] = repair;
    if (sail) {
      scratch.sailChange[id] = sail;
      ship.menInRigging = true; // 20.1.5.3 / 24.5
    }
    // --- anchoring notations take effect (20.3.2, 20.3.6, 20.3.7) ---
    if (anchorNote !== undefined) {
      if (anchorNote === 'A' || anchorNote === 'AB' || anchorNote === 'AS') {
        ship.anchorPending = anchorNote;
        ctx.emit({ type: 'anchor', turn: ctx.turn, ship: id, state: `anchoring (${anchorNote}) from next turn` });
      } else if (anchorNote === 'up') {
        ship.upAnchorTurns += 1;
        scratch.noFire.push(id); // 20.3.6.1
        scratch.noReload.push(id);
        ctx.emit({
          type: 'anchor',
          turn: ctx.turn,
          ship: id,
          state: `up-anchoring (${ship.upAnchorTurns}/${UP_ANCHOR_TURNS})`,
        });
      } else {
        ctx.emit({ type: 'anchor', turn: ctx.turn, ship: id, state: 'anchors cut' });
        ship.anchor = null;
        ship.anchorsCut = true;
        ship.upAnchorTurns = 0;
      }
    } else if (ship.upAnchorTurns > 0) {
      ship.upAnchorTurns = 0; // 20.3.6 two consecutive turns
    }
    if (advanced && ship.anchor && ship.anchor !== 'A' && hasTurn) {
      scratch.noFire.push(id); // 20.3.4.2 turning on springs: no fire, no reload
      scratch.noReload.push(id);
    }
    if (!forward) scratch.motionless.push(id);
    if (ship.aground) scratch.noFire.push(id); // 38.5
  }
}
