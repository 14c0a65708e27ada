/**
 * Ammunition (24.2) and the Advanced Tables card's ranges. Loading times 24.2.1.3, 24.2.2.3,
 * 24.2.3.3, 24.2.4.3. Chainshot: H and G results miss (24.2.2.2); never British (24.2.2.4).
 * Chainshot range: the supplied card gives three hexes, the tournament text four (24.2.2.1); the
 * project follows the supplied card (as the Advanced Game issue asks), the text's four is a rules
 * option (I-AMMO-1).
 */
import type { Ammo } from '../types.js';

export const AMMUNITION: Readonly<Record<Ammo, { code: string; maxRange: number; textMaxRange: number }>> = {
  round: { code: 'R', maxRange: 10, textMaxRange: 10 }, // 24.2.1.1
  chain: { code: 'C', maxRange: 3, textMaxRange: 4 }, //  24.2.2.1
  double: { code: 'D', maxRange: 1, textMaxRange: 1 }, // 24.2.3.1
  grape: { code: 'G', maxRange: 1, textMaxRange: 1 }, //  24.2.4.1
} as const;

/** 24.2.2.4 */
export const CHAINSHOT_FORBIDDEN_NATIONS = ['British'] as const;

/** 24.2.2.4 may ships of this nation fire chainshot? (the one reading of the table, for the engine, captains and play) */
export function chainshotAllowed(nation: string): boolean {
  return !(CHAINSHOT_FORBIDDEN_NATIONS as readonly string[]).includes(nation);
}
/** 24.2.2.2 chainshot lacks penetration: H and G results are misses. */
export const CHAINSHOT_IGNORES = { H: true, G: true } as const;

/** 11.1.9 carronades fire only within two hexes (Basic); the Advanced card prints three (doubt D2). */
export const CARRONADE_MAX_RANGE = { basic: 2, advancedCard: 3 } as const;
