/** Computer captains: the registry with every built-in captain registered. */
import { registerCaptain } from './registry.js';
import { randomCaptain } from './random.js';
import { scriptedCaptain } from './scripted.js';

registerCaptain(randomCaptain);
registerCaptain(scriptedCaptain);

export * from './captain.js';
export * from './registry.js';
export { playGame, type PlayOptions, type PlayResult } from './harness.js';
export { scriptedSideOrders, nearestEnemy, commandable } from './scripted.js';
