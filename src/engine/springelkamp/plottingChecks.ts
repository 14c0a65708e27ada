/**
 * The Plotting Phase's checks of the orders it reads beside the plot (Expanded Sequence of Play 1: "Sail Setting for
 * next turn, Boarding party formation"): why a sail change or a boarding party is refused, or null. The phase
 * reports a refused order as ignored with this reason; `wsim play` and the browser board ask the same functions
 * when the order is typed (public API `checkSprSail`, `checkSprBoardingParty`), from a state or a side's view.
 */
import { boardShip, unknownShip, type SprBoard } from './context.js';
import { highestSail, sailIndex } from './damage.js';
import type { ShipId } from '../system.js';
import type { Sail, ShipLog, SprShip } from './types.js';

/** Movement: Changing Sail ("1 level per gameturn"); Damage to the Rigging ("looses one sail setting"). */
export function sailRefusal(ship: Pick<SprShip, 'sail' | 'rigging'>, log: ShipLog, sail: Sail): string | null {
  if (sail === ship.sail) return null;
  if (Math.abs(sailIndex(sail) - sailIndex(ship.sail)) > 1)
    return `from ${ship.sail} the sail changes one level per gameturn (Movement: Changing Sail)`;
  const highest = highestSail(ship, log);
  if (sailIndex(sail) < sailIndex(highest))
    return `with ${highest} the highest setting its rigging allows (Damage to the Rigging: "looses one sail setting")`;
  return null;
}

/** Grappling, Boarding and Melee: "Is not allowed in the basic game" — why every boarding order is refused without the special rule. */
export const BOARDING_NOT_IN_PLAY =
  'boarding is a special rule not in play (Grappling, Boarding and Melee: "Is not allowed in the basic game")';

/** The boarding orders' first check (the special rule), from a state or a side's view. */
export function sprBoardingRuleRefusal(board: SprBoard): string | null {
  return board.static.rules.special.boarding ? null : BOARDING_NOT_IN_PLAY;
}

/** Grappling: "it has to form a boarding party in the Plot Phase"; a party fighting a melee breaks off first. */
export function boardingPartyRefusal(board: SprBoard, shipId: ShipId, form: boolean): string | null {
  const { ship } = shipOf(board, shipId);
  if (form === ship.boardingParty) return null;
  const rule = sprBoardingRuleRefusal(board);
  if (rule) return rule;
  if (ship.struck) return 'the ship has struck';
  if (!form && board.melees.some((m) => m.attacker === shipId))
    return 'the party is fighting: break off the attack first (Melee: No Effect)';
  return null;
}

function shipOf(board: SprBoard, shipId: ShipId): NonNullable<ReturnType<typeof boardShip>> {
  const found = boardShip(board, shipId);
  if (!found) throw unknownShip(board, shipId);
  return found;
}

/** Why the Plotting Phase would refuse the ship's sail for next turn (null: it is taken), from a state or a view. */
export function checkSprSail(board: SprBoard, shipId: ShipId, sail: Sail): string | null {
  const { ship, log } = shipOf(board, shipId);
  return sailRefusal(ship, log, sail);
}

export { boardingPartyRefusal as checkSprBoardingParty };
