/** Rules options: defaults, documented in docs/rules-coverage.md (interpretations section). */
import type { Level, OptionalRules, RulesOptions } from './types.js';
import { CARRONADE_MAX_RANGE, AMMUNITION } from './tables/ammunition.js';
import { CAPTURED_POINTS_MULTIPLIER_TOURNAMENT } from './tables/constants.js';

export const DEFAULT_OPTIONAL: OptionalRules = {
  optionalRake: false,
  lossOfRigging: false,
  foreAndAftRigging: false,
  timedMoves: false,
  copperBottom: false,
  scurvy: false,
  changingWindNumber: false,
  variableWind: false,
  blockedWind: false,
  towing: false,
  runningAground: false,
  castingTheLead: false,
  bombKetches: false,
  commandLag: false,
};

export const OPTIONAL_RULE_NAMES = Object.keys(DEFAULT_OPTIONAL) as (keyof OptionalRules)[];

/** What a player reads for each switch: the rule's name and number (tournament edition / 2nd edition). */
export const OPTIONAL_RULE_TITLES: Readonly<
  Record<keyof OptionalRules, { readonly title: string; readonly rule: string }>
> = {
  optionalRake: { title: 'Optional rake determination', rule: 'XIII' },
  lossOfRigging: { title: 'Loss of rigging', rule: '36.0 / VIII' },
  foreAndAftRigging: { title: 'Fore-and-aft rigging', rule: '40.0 / XIV' },
  timedMoves: { title: 'Timed moves', rule: '30.0 / II' },
  copperBottom: { title: 'Copper bottom', rule: '41.1 / XV.A' },
  scurvy: { title: 'Scurvy', rule: '41.2 / XV.B' },
  changingWindNumber: { title: 'Changing wind number', rule: '33.0 / V' },
  variableWind: { title: 'Variable wind direction and velocity', rule: '34.0 / VI' },
  blockedWind: { title: 'Blocked wind', rule: '37.0 / IX' },
  towing: { title: 'Towing', rule: '35.0 / VII' },
  runningAground: { title: 'Running aground', rule: '38.0 / XI' },
  castingTheLead: { title: 'Casting the lead', rule: '39.0 / XII' },
  bombKetches: { title: 'Bomb ketches', rule: '42.0' },
  commandLag: { title: 'Command lag', rule: '32.0 / IV' },
};

export function defaultRules(level: Level = 'basic'): RulesOptions {
  return {
    level,
    optional: { ...DEFAULT_OPTIONAL },
    capturedPointsMultiplier: CAPTURED_POINTS_MULTIPLIER_TOURNAMENT, // 14.2.3
    transferQuality: 'worst',
    carronadeMaxRange: CARRONADE_MAX_RANGE.basic, // 11.1.9; the 24.5 example (French 80: 22 guns at range 3) confirms two hexes in the Advanced Game too
    chainshotMaxRange: AMMUNITION.chain.maxRange,
    lowPowderModifier: -1,
    fullSailRiggingMultiplier: 2,
    refusalTurns: 10,
    riggingCriticals: 'text', // 16.1.2.2.4
    capturedShipPenalty: 'card', // 11.3.5 / Advanced HDT card
    tournamentUngrapple: false, // 9.2.1.1–9.2.1.4
    meleeRatioCheck: 'before-each-round', // 12.3, Melee Resolution Table note
    blockedWindCover: 'both', // 37.0 tournament text; 'either' for IX (I-WIND-4)
    commandLagMode: 'squadron', // 32.3; 'distance' for the text's alternative, 32.4 (I-CMD-2)
  };
}

/** A partial rules description as written in a scenario, a record or on the command line. */
export interface RulesInput {
  level?: Level;
  optional?: Partial<OptionalRules>;
  capturedPointsMultiplier?: 1 | 2;
  transferQuality?: 'worst' | 'receiver';
  carronadeMaxRange?: number;
  chainshotMaxRange?: number;
  lowPowderModifier?: number;
  fullSailRiggingMultiplier?: number;
  refusalTurns?: number;
  riggingCriticals?: 'text' | 'section';
  capturedShipPenalty?: 'card' | 'text';
  tournamentUngrapple?: boolean;
  meleeRatioCheck?: 'before-each-round' | 'after-rounds';
  blockedWindCover?: 'both' | 'either';
  commandLagMode?: 'squadron' | 'distance';
}

export function resolveRules(...inputs: (RulesInput | undefined)[]): RulesOptions {
  let level: Level = 'basic';
  for (const i of inputs) if (i?.level) level = i.level;
  const r = defaultRules(level);
  for (const i of inputs) {
    if (!i) continue;
    const { optional, level: _l, ...rest } = i;
    Object.assign(r, Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)));
    if (optional)
      Object.assign(r.optional, Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined)));
  }
  return r;
}
