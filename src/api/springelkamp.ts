/**
 * Springelkamp's own part of the public API (Erik Springelkamp's "Rules for Naval games from the late 16th to early
 * 19th century"): its types, its scenarios, and the queries a captain, `wsim play` and the browser board need beyond
 * the generic verbs of `core.ts` — fire targets and the expected damage of a broadside, a simulation state from a
 * view, the Plotting Phase's own checks, what a ship's log shows. Used as a namespace:
 * `import * as spr from '…/src/api/springelkamp.js'` (`spr.fireTargets`, `spr.View`), or `springelkamp` from src/index.ts.
 */
import { getScenario as getAnyScenario } from './core.js';
import { ScenarioError } from '../engine/scenarioErrors.js';
import type { SprScenario } from '../engine/springelkamp/scenario.js';

export {
  springelkampRules as rules,
  sprFireTargets as fireTargets,
  sprShotEstimates as shotEstimates,
  sprStateFromView as stateFromView,
  sprPlotEnds as plotEnds,
  sprCanBear as canBear,
  sprMeleeEstimate as meleeEstimate,
  sprPrizeCrewCost as prizeCrewCost,
  SPR_GRAPPLE_ADJACENT as GRAPPLE_ADJACENT,
  SHIP_CATALOGUE as SHIPS,
  SPR_ORDER_KEYS as ORDER_KEYS,
  type SprMeleeEstimate as MeleeEstimate,
  type SpringelkampRuleSystem as RuleSystem,
  type SprState as State,
  type SprView as View,
  type SprOrders as Orders,
  type SprSideOrders as SideOrders,
  type SprShipOrders as ShipOrders,
  type SprEvent as Event,
  type FireTarget,
  type ShotEstimate,
  type SprPlotEnd as PlotEnd,
} from '../engine/springelkamp/index.js';
export type { SprScenario as Scenario, SprRulesInput as RulesInput } from '../engine/springelkamp/scenario.js';
export { loadSprScenario as loadScenario } from '../engine/springelkamp/scenario.js';
// the Plotting Phase's own checks of a sail change and a boarding party, for wsim play and the browser board
export {
  checkSprSail as checkSail,
  checkSprBoardingParty as checkBoardingParty,
  sprBoardingRuleRefusal as boardingRuleRefusal,
} from '../engine/springelkamp/plottingChecks.js';
// what the terminal and the browser board show of a ship: her attitude to the wind, her turning ability and highest
// sail setting with the rigging lost (Movement: Attitude to the Wind, Turning Ability; Damage to the Rigging)
export { windAttitude } from '../engine/springelkamp/geometry.js';
export { turningNow, highestSail } from '../engine/springelkamp/damage.js';
export { parseSprPlot as parsePlot, tracePlot } from '../engine/springelkamp/plot.js';
export { BROADSIDE_BOXES, STRIKE_AT } from '../engine/springelkamp/tables.js';
export type { Sail, SprShipView as ShipView, ShipLog } from '../engine/springelkamp/types.js';

/** A built-in Springelkamp scenario by id (a deep copy); a scenario of another rule system is refused in one line. */
export function getScenario(id: string): SprScenario {
  const s = getAnyScenario(id);
  if (s.system !== 'springelkamp')
    throw new ScenarioError(id, [
      `${id}: a scenario of the rule system "${s.system ?? 'wsim'}", not a Springelkamp scenario`,
    ]);
  return s;
}
