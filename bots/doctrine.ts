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
