/** WS&IM in `wsim play` and `wsim serve`: the stages of the sequence of play (5.0 / 17.0) and their orders. */
import { checkPlot, hexLabel, legalPlots, sternOf } from '../../index.js';
import { attitude, formatSteps, movementAllowance, type PlayerView, type ShipOrders } from '../../api/wsim.js';
import { arcsLegend, arcsOverlay } from './arcs.js';
import { renderBoard } from './board.js';
import { stageIntro } from './intro.js';
import { ORDER_COMMANDS, looksLikePlot } from './orders.js';
import { logSummary, shipLogs } from './shiplog.js';
import { headingText } from '../glyphs.js';
import { STAGE_KEYS, STAGE_TITLES, WSIM_PLAN, needsInput, wsimOwnShips, type WsimStage } from './stages.js';
import { columns } from '../text.js';
import { describeOrders } from './describe.js';
import { switchesOn } from '../words.js';
import type { PlayRules } from '../rules/types.js';

export const wsimPlay: PlayRules<PlayerView> = {
  system: 'wsim',
  rulesOn: (view) => ({ level: view.static.rules.level, optional: switchesOn(view.static.rules.optional) }),
  rulesText(view) {
    const opt = switchesOn(view.static.rules.optional);
    return `${view.static.rules.level} rules${opt.length ? ` (+ ${opt.join(', ')})` : ''}`;
  },
  stagePlan: () => WSIM_PLAN,
  stageTitle: (stage) => STAGE_TITLES[stage as WsimStage] ?? stage,
  stageKeys: (stage) => STAGE_KEYS[stage as WsimStage] ?? [],
  needsInput,
  ownShips: wsimOwnShips,
  commands: () => ORDER_COMMANDS,
  foreignOrder: () => null, // Springelkamp's order words are WS&IM's too (plot, sail, fire, board, grapple)
  plotStage: 'movement',
  looksLikePlot,
  legalLines(view, ship, prefix, names, width) {
    const plots = legalPlots(view, ship.id).filter((p) => p.startsWith(prefix));
    return [
      `${plots.length} legal plot${plots.length === 1 ? '' : 's'} for ${names.label(ship.id)}${prefix ? ` starting with ${prefix}` : ''} (allowance ${movementAllowance(view, ship.id)}, turning ${ship.turning}):`,
      ...columns(plots, width),
    ];
  },
  defaultDraft(stage, view) {
    const draft: Record<string, ShipOrders> = {};
    if (stage !== 'movement') return draft;
    for (const s of wsimOwnShips(view)) {
      const plots = legalPlots(view, s.id); // one: she cannot move, or sails the plot written ahead (32.3)
      if (plots.length === 1) draft[s.id] = { plot: plots[0] };
    }
    return draft;
  },
  missing(stage, view, draft, names) {
    if (stage !== 'movement') return null;
    const none = wsimOwnShips(view).filter((s) => draft[s.id]?.plot === undefined);
    if (!none.length) return null;
    return `Orders must be written for each ship (7.2.6): no plot yet for ${none.map((s) => names.label(s.id)).join(', ')} (write 0 to stay).`;
  },
  timedMoves: (view) => view.static.rules.optional.timedMoves,
  // II / 30.0 a ship without a written plot sails full ahead; land ahead stops her (7.2.7)
  fullAhead: (view, id) =>
    checkPlot(view, id, formatSteps(Array.from({ length: movementAllowance(view, id) }, () => 'F' as const))).executed,
  // 11.3.2 (Basic), 24.4 (Advanced)
  rakeRule: (view) => (view.static.rules.level === 'advanced' ? '24.4' : '11.3.2'),
  board: (view, names, o) => renderBoard(view, names, o),
  arcs(view: PlayerView, ship, names, fields, o) {
    const byField = fields && view.static.rules.level === 'advanced';
    const a = arcsOverlay(view, ship, byField);
    return [
      ...renderBoard(view, names, { ...o, overlay: a.cells, focus: [ship.bow, sternOf(ship), ...a.extent] }),
      ...arcsLegend(view, ship, names, byField),
    ];
  },
  logs: shipLogs,
  logSummary: (view, names) => ['The logs (7.2.5):', ...logSummary(view, names)],
  stageIntro,
  describeOrders,
  // 7.1.3 the attitude to the wind
  placementText: (view, at, ascii) =>
    `bow ${hexLabel(at.bow)}, heading ${headingText(at.heading, ascii)}, attitude ${attitude(at.heading, view.wind.direction)}`,
  sideOrders: (ships) => ({ ships }),
  personOrders: (orders) => orders?.ships ?? {},
};
