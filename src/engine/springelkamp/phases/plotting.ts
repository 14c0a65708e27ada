/**
 * Plotting Phase (Sequence of Play; Expanded Sequence of Play 1): "Movement for this turn, Sail Setting for
 * next turn, Boarding party formation, Boarding action". Plots were written by the sides; here they are read
 * and checked. An illegal plot is not executed: the ship keeps the default course (I-SPR-3) and the order is
 * reported ignored, naming the rule.
 */
import type { OrderRefusal, ShipId } from '../../system.js';
import { boardShip, plotContextOf, unknownShip, type SprBoard, type SprTurn } from '../context.js';
import { checkSprPlot, enumerateSprPlots, parseSprPlot, type SprPlotCheck } from '../plot.js';
import { boardingPartyRefusal, sailRefusal } from '../plottingChecks.js';
import type { BasicMove, Sail, SprShipOrders } from '../types.js';

/** I-SPR-3: the course a ship keeps without a (legal) plot: no movement if legal, else straight ahead, else the first legal plot. */
export function defaultPlot(plots: string[]): string {
  if (plots.includes('')) return '';
  const straight = plots.filter((p) => /^F+$/.test(p));
  return straight.length ? straight[0] : plots[0];
}

/** The Plotting Phase's verdict on one ship's orders: the plot it sails, the sail and party changes it takes, what it refuses. */
export interface PlottingVerdict {
  /** the plot sailed: the one given when legal, else the default course (I-SPR-3) */
  plot: string;
  check: SprPlotCheck;
  /** the sail set for next turn, when a change is taken */
  sailNext?: Sail;
  /** a boarding party formed (true) or stood down (false), when the change is taken */
  boardingParty?: boolean;
  /** the orders refused, named as the phase reports them ignored, in its order */
  refused: OrderRefusal[];
}

/**
 * The Plotting Phase's verdict on a ship's orders (Expanded Sequence of Play 1: "Movement for this turn, Sail Setting
 * for next turn, Boarding party formation"), from a state or a side's view: the phase runs it for every ship, and
 * the public checkOrder answers with it.
 */
export function plottingVerdict(board: SprBoard, shipId: ShipId, o: SprShipOrders): PlottingVerdict {
  const found = boardShip(board, shipId);
  const ctx = plotContextOf(board, shipId);
  if (!found || !ctx) throw unknownShip(board, shipId);
  const { ship, log } = found;
  const refused: OrderRefusal[] = [];
  let plot = o.plot;
  if (plot !== undefined) {
    const c = checkSprPlot(ctx, plot);
    if (!c.legal) {
      refused.push({ order: `plot "${plot}"`, reason: c.reason ?? 'illegal' });
      plot = undefined;
    }
  }
  if (plot === undefined) plot = defaultPlot(enumerateSprPlots(ctx));
  const v: PlottingVerdict = { plot, check: checkSprPlot(ctx, plot), refused };
  // Movement: Changing Sail — "Plot in the Plotting Phase, Execute in the Wind Phase … 1 level per gameturn"
  if (o.sail !== undefined && o.sail !== ship.sail) {
    const why = sailRefusal(ship, log, o.sail);
    if (why) refused.push({ order: `sail ${o.sail}`, reason: why });
    else v.sailNext = o.sail;
  }
  // Grappling: "it has to form a boarding party in the Plot Phase"
  if (o.boardingParty !== undefined && o.boardingParty !== ship.boardingParty) {
    const why = boardingPartyRefusal(board, shipId, o.boardingParty);
    if (why) refused.push({ order: 'boardingParty', reason: why });
    else v.boardingParty = o.boardingParty;
  }
  return v;
}

export function plottingPhase(t: SprTurn): void {
  for (const ship of t.state.ships) {
    const id = t.id(ship);
    const v = plottingVerdict(t.state, id, t.ordersFor(ship));
    for (const r of v.refused) t.ignore(ship, r.order, r.reason);
    const ctx = plotContextOf(t.state, id)!;
    const moves: BasicMove[] = parseSprPlot(v.plot);
    t.scratch.plots[ship.idx] = moves;
    if (v.check.drift && !ctx.linked && !ctx.struck) t.scratch.drifting.add(ship.idx);
    if (v.sailNext) t.scratch.sailNext[ship.idx] = v.sailNext;
    if (v.boardingParty !== undefined) {
      ship.boardingParty = v.boardingParty;
      t.emit({ type: 'boardingParty', turn: t.turn, ship: id, formed: v.boardingParty });
    }
  }
}
