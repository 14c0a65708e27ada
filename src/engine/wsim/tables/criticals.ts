/**
 * Critical Hit Table (16.1.2.2): on a 6 on any advanced hit table, roll 1d6 + that table number
 * (1..16) and read the entry for the aim of the shot. Applied after all other damage at the end of
 * the Combat Phase (16.1.2.2.2), cumulative (16.1.2.2.3). 16.1.2.2.4: a result that is a function of
 * an optional rule not in use has no effect. Doubt D7 reading (I-CRIT-1): only the part that the
 * optional rule supplies is void — a lost rigging section is still lost, but the mast roll of optional
 * rule VIII is made only with that rule; a magazine explosion or a fire is resolved with the Advanced
 * Game's own explosion procedure (24.3.2.3.1), which optional rule X merely restates.
 */

export type CriticalEffect =
  | { readonly code: 'NONE' }
  | {
      readonly code: 'LOSE_RIGGING_SECTION';
      readonly requiresRake: boolean;
      readonly maxRange: number | null;
      readonly optionalRule: 'lossOfRigging';
    }
  | { readonly code: 'DOUBLE_GUN_AND_CREW_HITS'; readonly requiresRake: true; readonly maxRange: number | null }
  | {
      readonly code: 'BROADSIDE_OBSCURED';
      readonly side: 'L' | 'R';
      readonly hitTableModifier: number;
      readonly turns: number;
      readonly riggingSquaresLost: number;
    }
  | { readonly code: 'ANCHOR_CABLE_CUT' }
  | { readonly code: 'CREW_DEMORALIZED'; readonly dropOneQualityIfAtMost: number }
  | { readonly code: 'STEERING_DAMAGE'; readonly onDie: readonly number[]; readonly turningAbilityChange: number }
  | {
      readonly code: 'MAGAZINE_EXPLOSION_CHECK';
      readonly explodesIfAtMost: number;
      readonly optionalRule: 'explodingShips';
    }
  | { readonly code: 'WATERLINE_DAMAGE'; readonly crewSectionsCommitted: number }
  | { readonly code: 'FIRE'; readonly explodesOn: number; readonly optionalRule: 'explodingShips' };

const NONE = { code: 'NONE' } as const;
const mast = (requiresRake: boolean, maxRange: number | null) =>
  ({ code: 'LOSE_RIGGING_SECTION', requiresRake, maxRange, optionalRule: 'lossOfRigging' }) as const;
const obscured = (side: 'L' | 'R') =>
  ({ code: 'BROADSIDE_OBSCURED', side, hitTableModifier: -1, turns: 3, riggingSquaresLost: 2 }) as const;
const anchor = { code: 'ANCHOR_CABLE_CUT' } as const;
const morale = { code: 'CREW_DEMORALIZED', dropOneQualityIfAtMost: 6 } as const;

/** Entries 1..16 (index n − 1): { rigging, hull }. */
export const CRITICAL_HITS: readonly { readonly rigging: CriticalEffect; readonly hull: CriticalEffect }[] = [
  /* 1 */ { rigging: mast(true, 3), hull: NONE },
  /* 2 */ { rigging: NONE, hull: { code: 'DOUBLE_GUN_AND_CREW_HITS', requiresRake: true, maxRange: 3 } },
  /* 3 */ { rigging: NONE, hull: NONE },
  /* 4 */ { rigging: obscured('L'), hull: NONE },
  /* 5 */ { rigging: NONE, hull: anchor },
  /* 6 */ { rigging: obscured('R'), hull: NONE },
  /* 7 */ { rigging: NONE, hull: morale },
  /* 8 */ { rigging: mast(false, null), hull: { code: 'STEERING_DAMAGE', onDie: [1, 3, 5], turningAbilityChange: -1 } },
  /* 9 */ { rigging: NONE, hull: NONE },
  /* 10 */ { rigging: mast(true, null), hull: anchor },
  /* 11 */ {
    rigging: NONE,
    hull: { code: 'MAGAZINE_EXPLOSION_CHECK', explodesIfAtMost: 4, optionalRule: 'explodingShips' },
  },
  /* 12 */ { rigging: NONE, hull: { code: 'WATERLINE_DAMAGE', crewSectionsCommitted: 1 } },
  /* 13 */ {
    rigging: mast(true, null),
    hull: { code: 'DOUBLE_GUN_AND_CREW_HITS', requiresRake: true, maxRange: null },
  },
  /* 14 */ { rigging: NONE, hull: { code: 'FIRE', explodesOn: 6, optionalRule: 'explodingShips' } },
  /* 15 */ { rigging: NONE, hull: NONE },
  /* 16 */ { rigging: mast(false, null), hull: morale },
] as const;

export function criticalEntry(n: number, aim: 'hull' | 'rigging'): CriticalEffect {
  const e = CRITICAL_HITS[Math.max(1, Math.min(16, n)) - 1];
  return aim === 'hull' ? e.hull : e.rigging;
}
