/**
 * WS&IM's passes over every captain's orders, and the boarding word most captains give at the pause before
 * Boarding Preparation (10.0).
 */
import type { PlayerView, SideOrders } from '../../src/api/wsim.js';
import type { AnySideOrders } from '../rules/types.js';
import type { BoardingDoctrine } from '../doctrine.js';
import { boardingStageOrders } from './lib/contact.js';
import { ownShips } from './lib/fleet.js';
import { withTows } from './lib/seamanship.js';
import { withEntry } from './lib/entry.js';
import { withCommandLag } from './lib/commandLag.js';
import { withGunHits } from './lib/orders.js';

/**
 * A captain's orders after WS&IM's passes: 35.0 every captain takes a crippled friend in tow when it lies in the
 * towing position (nothing with the rule off); 7.2.8 every captain sails its entering ships onto the board
 * (nothing without entering ships); 32.3 every captain sails what was written for a ship out of command and writes
 * the turns due (nothing with the rule off); 11.4.3.1 every captain chooses the broadside that takes gun hits in a
 * rake, keeping the one that bears or is loaded.
 */
export function wsimPasses(view: PlayerView, own: AnySideOrders): SideOrders {
  return withGunHits(view, withCommandLag(view, withTows(view, withEntry(view, own))));
}

/** Boarding parties for the side's ships fouled or grappled with an enemy, by crew strength (lib/contact.ts). */
export function wsimBoarding(view: PlayerView, doctrine?: BoardingDoctrine): SideOrders {
  return { ships: boardingStageOrders(view, ownShips(view), doctrine) };
}
