/**
 * Springelkamp's sail rules ("Rules for Naval games from the late 16th to early 19th century", Erik
 * Springelkamp) behind the rule-system boundary (src/engine/system.ts). The text has no rule numbers: code
 * cites its section headings. docs/rules-coverage-springelkamp.md maps every rule to code and tests.
 */
import { sprRulesWords } from './rulesWords.js';
import { sprBuiltInScenarios } from './scenarios/index.js';
import { scenarioSides } from '../library.js';
import { outcomeOf } from '../outcome.js';
import type { DecisionBase, Outcome, RuleSystem, ShipId } from '../system.js';
import { plotContextOf, shipIndexOrThrow, unknownShip, type SprBoard } from './context.js';
import { formatSprEvent, type SprEvent } from './events.js';
import { checkSprRecordedOrders, mergeSprOrders, validateSprOrders } from './orders.js';
import { checkSprPlot, enumerateSprPlots, parseSprPlot } from './plot.js';
import {
  loadSprScenario,
  sprRulesSchema,
  sprScenarioSchema,
  sprScenarioWarnings,
  SYSTEM_ID,
  type SprRulesInput,
  type SprScenario,
} from './scenario.js';
import { newSprGame } from './setup.js';
import { resolveSprTurn, SPR_PHASES } from './turn.js';
import { sprPlayerView, sprPublicEvents } from './view.js';
import { defaultPlot, plottingVerdict } from './phases/plotting.js';
import { boardingRuleRefusals } from './phases/boarding.js';
import { sprTurnDigest } from './digest.js';
import { summarizeSprGame } from './summary.js';
import { sprPoints } from './phases/end.js';
import { fireTargets, type FireTarget } from './phases/combat.js';
import type { Broadside, SprOrders, SprState, SprView } from './types.js';

export type SpringelkampRuleSystem = RuleSystem<SprState, SprOrders, SprView, SprEvent, SprScenario, SprRulesInput>;

function contextOrThrow(board: SprBoard, id: ShipId) {
  const c = plotContextOf(board, id);
  if (!c) throw unknownShip(board, id);
  return c;
}

/** The ship orders a Springelkamp turn reads (all plotted in the Plotting Phase). */
export const SPR_ORDER_KEYS = [
  'plot',
  'sail',
  'fire',
  'unfoul',
  'collisionRoll',
  'driftTurn',
  'boardingParty',
  'grapple',
  'ungrapple',
  'board',
  'breakOff',
  'prizeCrew',
  'split',
];

export function sprNextDecision(state: SprState): DecisionBase {
  if (state.result) return { phase: null, reads: [], runUntil: null, point: null, sides: [], boardingAt: null };
  const sides = state.static.sides.map((s) => s.id).filter((side) => state.ships.some((s) => s.controller === side));
  return { phase: SPR_PHASES[0], reads: SPR_ORDER_KEYS, runUntil: null, point: 'orders', sides, boardingAt: null };
}

export function sprOutcome(state: SprState): Outcome {
  return outcomeOf(state.result, () => sprPoints(state));
}

/** The targets a broadside may fire at now (Fire Combat: Field of Fire), from a state or a side's view. */
export function sprFireTargets(board: SprBoard, shipId: ShipId, broadside: Broadside): FireTarget[] {
  return fireTargets(board, shipIndexOrThrow(board, shipId), broadside);
}

/** A Springelkamp scenario's level in the listing: basic, or the special rules it switches on. */
function sprLevel(s: SprScenario): string {
  const on = Object.entries(s.rules?.special ?? {})
    .filter(([, v]) => v)
    .map(([k]) => k);
  return on.length ? `special: ${on.join(', ')}` : 'basic';
}

export const springelkampRules: SpringelkampRuleSystem = {
  id: SYSTEM_ID,
  title:
    "Springelkamp's sail rules (Rules for Naval games from the late 16th to early 19th century): basic game and special rules",
  scenarioSchema: sprScenarioSchema,
  loadScenario: loadSprScenario,
  scenarioWarnings: sprScenarioWarnings,
  rulesSchema: sprRulesSchema,
  rulesWords: sprRulesWords,
  builtInScenarios: sprBuiltInScenarios,
  describeScenario: (s) => ({
    id: s.id,
    name: s.name,
    year: null,
    ships: s.ships.length,
    sides: scenarioSides(s),
    level: sprLevel(s),
    // I-SPR-10: the text has no victory rules; a game ends by surrender, capture or the turn limit
    victory: s.ships.length === 2 ? 'single-ship' : 'points',
    turnLimit: s.turnLimit,
    system: SYSTEM_ID,
  }),
  newGame: newSprGame,
  validateOrders: validateSprOrders,
  checkRecordedOrders: checkSprRecordedOrders,
  nextDecision: sprNextDecision,
  resolveTurn: resolveSprTurn,
  playerView: sprPlayerView,
  publicEvents: sprPublicEvents,
  outcome: sprOutcome,
  turnDigest: sprTurnDigest,
  mergeOrders: mergeSprOrders,
  legalPlots: (board, id) => enumerateSprPlots(contextOrThrow(board, id)),
  checkPlot(board, id, plot) {
    const ctx = contextOrThrow(board, id);
    const c = checkSprPlot(ctx, plot);
    // an illegal plot is not executed: the ship keeps the default course (I-SPR-3)
    const executed = c.legal ? parseSprPlot(plot).join('') : defaultPlot(enumerateSprPlots(ctx));
    return { legal: c.legal, executed, ...(c.reason ? { reason: c.reason } : {}) };
  },
  checkOrder(board, id, o) {
    // the Plotting Phase's verdict (plot, sail for next turn, boarding party), then the Boarding Phase's without
    // the special rule; fire, grappling and boarding with it are judged after the turn's movement
    const v = plottingVerdict(board, id, o);
    const refused = [...v.refused, ...boardingRuleRefusals(board.static.rules, o)];
    const plot = o.plot === undefined ? undefined : this.checkPlot(board, id, o.plot);
    return { legal: refused.length === 0, ...(plot ? { plot } : {}), refused };
  },
  formatEvent: (e, name) => formatSprEvent(e, name),
  summarize: summarizeSprGame,
};

export type { SprState, SprView, SprOrders, SprShipOrders, SprSideOrders, ShipLog, Sail } from './types.js';
export type { SprEvent } from './events.js';
export type { SprScenario } from './scenario.js';
export type { FireTarget } from './phases/combat.js';
export { SHIP_CATALOGUE, catalogueShip } from './ships.js';
export { sprShotEstimates, sprStateFromView, sprPlotEnds, type ShotEstimate, type SprPlotEnd } from './estimate.js';
export { canBear as sprCanBear } from './geometry.js';
export { sprMeleeEstimate, sprPrizeCrewCost, type SprMeleeEstimate } from './meleeEstimate.js';
export { ADJACENT as SPR_GRAPPLE_ADJACENT } from './phases/boarding.js';
