/**
 * The ammunition doctrine, a captain option (`ammo`): its names and its check. What each doctrine loads is the
 * rule system's (WS&IM's `wsim/lib/orders.ts`, 24.2); a system without a choice of ammunition ignores it.
 */
import { CaptainSpecError } from './specError.js';

export const AMMO_DOCTRINES = ['auto', 'round', 'double-closing', 'chain-at-range', 'grape-boarding'] as const;
export type AmmoDoctrine = (typeof AMMO_DOCTRINES)[number];

export function isAmmoDoctrine(x: unknown): x is AmmoDoctrine {
  return typeof x === 'string' && (AMMO_DOCTRINES as readonly string[]).includes(x);
}

/** The `ammo` option of a captain, checked. */
export function doctrineOption(captain: string, value: unknown): AmmoDoctrine {
  if (!isAmmoDoctrine(value))
    throw new CaptainSpecError(
      `captain "${captain}": option ammo expects one of ${AMMO_DOCTRINES.join(', ')} (got "${String(value)}")`,
    );
  return value;
}

/** The option entry shared by every captain that takes an ammunition doctrine. */
export const AMMO_OPTION = {
  default: 'auto' as string | number | boolean,
  description: `ammunition doctrine: ${AMMO_DOCTRINES.join(', ')} (Advanced Game; the Basic Game loads roundshot only)`,
};

/**
 * Every captain's boarding doctrine (WS&IM, bots/wsim/lib/contact.ts): a crew boards an enemy alongside once its
 * strength is half as great again as hers (and stays fouled; grapples at twice), otherwise it defends. The search's
 * leaf reads it too (bots/wsim/lib/melee.ts); the mcts option `boardAt` sets another ratio for its own ships.
 */
export const BOARDING_RATIO = 1.5;

/**
 * Every captain's grappling doctrine (WS&IM 9.1, bots/wsim/lib/contact.ts): a ship tries to grapple an adjacent enemy
 * once her crew's strength is twice hers (and she would board her); the mcts option `grappleAt` sets another ratio
 * for its own ships.
 */
export const GRAPPLE_RATIO = 2;

/**
 * A captain's boarding doctrine where it differs from every captain's: `defence`, the share of the boarders' strength
 * its defensive parties hold; `boardAt`, how many times an enemy's crew strength its own must be to board her;
 * `grappleAt`, how many times an adjacent enemy's its own must be to grapple her (WS&IM 9.1, 12.0:
 * bots/wsim/lib/contact.ts DEFENCE_SHARE and this file's BOARDING_RATIO and GRAPPLE_RATIO when absent).
 */
export interface BoardingDoctrine {
  defence?: number;
  boardAt?: number;
  grappleAt?: number;
}

/** The boarding doctrine in a captain's options (the fields it sets; the others stay every captain's). */
export function boardingDoctrine({ defence, boardAt, grappleAt }: BoardingDoctrine): BoardingDoctrine {
  return { defence, boardAt, grappleAt };
}
