/** Computer captains: the registry with every built-in captain registered. */
import { registerCaptain } from './registry.js';
import { randomCaptain } from './random.js';
import { scriptedCaptain } from './wsim/scripted.js';
import { classicCaptain } from './wsim/classic.js';
import { greedyCaptain } from './greedy/index.js';
import { mctsCaptain } from './mcts/index.js';
export type { MctsCaptain } from './mcts/index.js';
export { LEGACY_MCTS } from './mcts/index.js';
import { lineKeeperCaptain } from './lineKeeper.js';

registerCaptain(randomCaptain);
registerCaptain(classicCaptain);
registerCaptain(greedyCaptain);
registerCaptain(lineKeeperCaptain);
registerCaptain(mctsCaptain);
registerCaptain(scriptedCaptain);

export * from './captain.js';
// what the captains know of a rule system: one implementation per system, registered here by each
export { registerCaptainRules, captainRulesOf } from './rules/index.js';
export type * from './rules/types.js';
export * from './registry.js';
export * from './levels.js';
export type { Explanation, ShipExplanation, PlotWeighed } from './explain.js';
export { playGame, playTurn, captainRandoms, type PlayOptions, type PlayResult, type TurnResult } from './harness.js';
export { scriptedSideOrders, nearestEnemy, commandable } from './wsim/scripted.js';
export { AMMO_DOCTRINES, type AmmoDoctrine } from './doctrine.js';
export { shipOrders, chooseLoad, type ShipIntent, type FireIntent, type Situation } from './wsim/lib/orders.js';
export { boardingStageOrders, contactOrders } from './wsim/lib/contact.js';
export { ownShips, enemyShips, plotEndsOf, plotsOf, operational } from './wsim/lib/fleet.js';
