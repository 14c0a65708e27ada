/**
 * Plotting Phase (Sequence of Play; Expanded Sequence of Play 1): "Movement for this turn, Sail Setting for
 * next turn, Boarding party formation, Boarding action". Plots were written by the sides; here they are read
 * and checked. An illegal plot is not executed: the ship keeps the default course (I-SPR-3) and the order is
 * reported ignored, naming the rule.
 */
import type { SprTurn } from '../context.js';
import { plotContextOf } from '../context.js';
import { checkSprPlot, enumerateSprPlots, parseSprPlot } from '../plot.js';
import { boardingPartyRefusal, sailRefusal } from '../plottingChecks.js';
import type { BasicMove } from '../types.js';

/** I-SPR-3: the course a ship keeps without a (legal) plot: no movement if legal, else straight ahead, else the first legal plot. */
export function defaultPlot(plots: string[]): string {
  if (plots.includes('')) return '';
  const straight = plots.filter((p) => /^F+$/.test(p));
  return straight.length ? straight[0] : plots[0];
}

export function plottingPhase(t: SprTurn): void {
  for (const ship of t.state.ships) {
    const id = t.id(ship);
    const o = t.ordersFor(ship);
    const ctx = plotContextOf(t.state, id)!;
    let plot = o.plot;
    if (plot !== undefined) {
      const c = checkSprPlot(ctx, plot);
      if (!c.legal) {
        t.ignore(ship, `plot "${plot}"`, c.reason ?? 'illegal');
        plot = undefined;
      }
    }
    if (plot === undefined) plot = defaultPlot(enumerateSprPlots(ctx));
    const c = checkSprPlot(ctx, plot);
    const moves: BasicMove[] = parseSprPlot(plot);
    t.scratch.plots[ship.idx] = moves;
    if (c.drift && !ctx.linked && !ctx.struck) t.scratch.drifting.add(ship.idx);

    // Movement: Changing Sail — "Plot in the Plotting Phase, Execute in the Wind Phase … 1 level per gameturn"
    if (o.sail !== undefined && o.sail !== ship.sail) {
      const why = sailRefusal(ship, t.log(ship), o.sail);
      if (why) t.ignore(ship, `sail ${o.sail}`, why);
      else t.scratch.sailNext[ship.idx] = o.sail;
    }

    // Grappling: "it has to form a boarding party in the Plot Phase"
    if (o.boardingParty !== undefined && o.boardingParty !== ship.boardingParty) {
      const why = boardingPartyRefusal(t.state, id, o.boardingParty);
      if (why) t.ignore(ship, 'boardingParty', why);
      else {
        ship.boardingParty = o.boardingParty;
        t.emit({ type: 'boardingParty', turn: t.turn, ship: id, formed: o.boardingParty });
      }
    }
  }
}
