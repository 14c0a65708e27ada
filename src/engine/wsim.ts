/** The WS&IM rule system (tournament edition 1.2b with the 2nd-edition tables). */
import { enumeratePlots, enumeratePlotEnds, type PlotCheck, type PlotEnd } from './plot.js';
import { checkShipPlot, plotContextFor } from './phases/movementNotation.js';
import { resolveTurn } from './turn.js';
import { playerView } from './view.js';
import { outcome } from './outcome.js';
import { shipById } from './ship.js';
import type { RuleSystem } from './system.js';
import type { GameState } from './types.js';

function ship(state: GameState, id: string) {
  const s = shipById(state, id);
  if (!s) throw new Error(`unknown ship "${id}"`);
  return s;
}

export function legalPlotEnds(state: GameState, id: string): PlotEnd[] {
  return enumeratePlotEnds(plotContextFor(state, ship(state, id)));
}

export const wsimRules: RuleSystem = {
  id: 'wsim',
  legalPlots: (state, id) => enumeratePlots(plotContextFor(state, ship(state, id))),
  checkPlot: (state, id, plot): PlotCheck => checkShipPlot(state, ship(state, id), plot),
  resolveTurn,
  playerView,
  outcome,
};
