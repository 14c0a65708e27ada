/**
 * Rule queries for a captain weighing Grappling, Boarding and Melee (Special rules) from its side's view: the
 * next melee round's sums and expected damage each way, by the Melee Procedure's own modifiers (phases/boarding.ts
 * meleeSum, attackSum) and the Damage Table; and the cost of a prize crew (Prize Crews, damage.ts prizeCrewCost).
 * Crew size, decks and damage boxes are on every side's view; morale and quality are not used.
 */
import type { ShipId } from '../system.js';
import { shipIndexOrThrow, type SprBoard } from './context.js';
import { damageAt, EVEN_SPLIT, prizeCrewCost } from './damage.js';
import { attackSum, meleeSum } from './phases/boarding.js';
import { MELEE } from './tables.js';
import type { SprShip } from './types.js';

export interface SprMeleeEstimate {
  /** the attacker's sum without the die (Melee: Procedure), with a split if its crew would fight two melees */
  attack: number;
  /** the defender's sum without the die: its rounds bonus, a split if its crew would fight two melees */
  defence: number;
  /** expected damage the attacker inflicts this round (over the die) */
  dealt: number;
  /** expected damage the attacker suffers this round */
  taken: number;
  /** the attacker already has a foothold (Attacker on Board) */
  onBoard: boolean;
}

/** The expected Damage Table result of a sum plus 1d6. */
function expectedMeleeDamage(sum: number): number {
  let e = 0;
  for (let d = 1; d <= 6; d++) e += damageAt(sum + d);
  return e / 6;
}

/**
 * Melee: Procedure — the next round of `attackerId` boarding `defenderId`: their melee if it is on, else a first
 * round before a foothold. A crew that would then fight two melees is taken at the even split (Special Cases).
 */
export function sprMeleeEstimate(board: SprBoard, attackerId: ShipId, defenderId: ShipId): SprMeleeEstimate {
  const ai = shipIndexOrThrow(board, attackerId);
  const di = shipIndexOrThrow(board, defenderId);
  const a = board.ships[ai] as SprShip;
  const d = board.ships[di] as SprShip;
  const melees = board.melees;
  const m = melees.find((x) => x.attacker === attackerId && x.defender === defenderId && !x.aboard);
  const involved = (id: ShipId) => melees.filter((x) => x !== m && (x.attacker === id || x.defender === id)).length;
  const split = (id: ShipId) => (involved(id) > 0 ? -EVEN_SPLIT : 0);
  const aLog = board.static.logs[ai];
  const dLog = board.static.logs[di];
  const onBoard = m?.onBoard ?? false;
  const attack = attackSum(m ?? { onBoard: false, roundsOnBoard: 0 }, aLog, a, dLog, d) + split(attackerId);
  const rounds = Math.max(m?.rounds ?? 0, ...melees.filter((x) => x.defender === defenderId).map((x) => x.rounds));
  const defence = meleeSum(dLog, d, aLog, a) + MELEE.perRound * (rounds + 1) + split(defenderId);
  return { attack, defence, dealt: expectedMeleeDamage(attack), taken: expectedMeleeDamage(defence), onBoard };
}

/** Prize Crews: the damage points `captorId` pays to man `prizeId` (the complement in the Splitting Table). */
export function sprPrizeCrewCost(board: SprBoard, captorId: ShipId, prizeId: ShipId): number {
  const c = board.static.logs[shipIndexOrThrow(board, captorId)].crew.size;
  const p = board.static.logs[shipIndexOrThrow(board, prizeId)].crew.size;
  return prizeCrewCost(c, p);
}
