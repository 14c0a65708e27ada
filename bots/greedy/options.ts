/** greedy-raker's weights: their defaults, the captain's documented options, and reading them from a spec. */
import type { CaptainEntry, CaptainOptions } from '../types.js';
import { AMMO_OPTION, doctrineOption, type AmmoDoctrine } from '../doctrine.js';
import type { Misjudgement } from './misjudge.js';

/** The range to the nearest enemy beyond which the closing pull (`closing`) counts each hex. */
export const CLOSING_FROM = 2;

export interface GreedyOptions {
  ammo: AmmoDoctrine;
  /** most dangerous enemy plots considered besides her last plot */
  predictions: number;
  /** rake preference per rake within `rakeRange` hexes (share of the raked ship's points) */
  rake: number;
  rakeRange: number;
  /** closing pull per hex of range beyond CLOSING_FROM (two) to the nearest enemy (share of her points) */
  closing: number;
  /** weight of the position's promise for next turn (every broadside loaded) */
  potential: number;
  /** other enemy plots weighed besides the likeliest ones (0: none) */
  spread: number;
  /** 11.3.4 1: keep an initial broadside for close range while closing; 0: fire it as soon as it bears */
  keepInitial: number;
  /** rollout mode: weigh only the nearest enemy, plain range for the closing pull */
  fast?: boolean;
  /** Springelkamp's special rules: 1 form parties, grapple, board and man prizes when it pays; 0 never (bots/springelkamp/boarding.ts) */
  boarding?: number;
  /**
   * WS&IM: how many times an enemy's crew strength alongside its own must be to stay fouled with her and board (absent:
   * every captain's BOARDING_RATIO, bots/doctrine.ts; the mcts option `boardAt` sets it for its own side)
   */
  boardAt?: number;
  /**
   * WS&IM: how many times an adjacent enemy's crew strength its own must be to try to grapple her (9.1; absent: every
   * captain's GRAPPLE_RATIO, bots/doctrine.ts; the mcts option `grappleAt` sets it for its own side)
   */
  grappleAt?: number;
  /** a weaker captain's faults (misjudge.ts): the standard deviation of its range errors, in hexes (WS&IM) */
  rangeError?: number;
  /** chance a ship forgets to reload this turn (13.0; WS&IM) */
  lateLoading?: number;
  /** chance it plans for the wind a point off its true direction this turn (WS&IM) */
  windSense?: number;
  /** this decision's faults, drawn from the captain's stream before the plan (none: it judges truly) */
  misjudge?: Misjudgement;
}

export const GREEDY_DEFAULTS: Omit<GreedyOptions, 'ammo'> = {
  predictions: 1,
  rake: 0.04,
  rakeRange: 5,
  closing: 0.006,
  potential: 0.3,
  spread: 2,
  keepInitial: 1,
};

export function greedyOptions(o: CaptainOptions): GreedyOptions {
  const num = (
    k: Exclude<
      keyof typeof GREEDY_DEFAULTS,
      'fast' | 'boarding' | 'boardAt' | 'grappleAt' | 'rangeError' | 'lateLoading' | 'windSense' | 'misjudge'
    >,
  ) => (typeof o[k] === 'number' ? o[k] : GREEDY_DEFAULTS[k]);
  return {
    ammo: doctrineOption('greedy-raker', o.ammo),
    predictions: Math.max(0, Math.floor(num('predictions'))),
    rake: num('rake'),
    rakeRange: num('rakeRange'),
    closing: num('closing'),
    potential: num('potential'),
    spread: Math.max(0, Math.floor(num('spread'))),
    keepInitial: num('keepInitial') ? 1 : 0,
    boarding: o.boarding === undefined || o.boarding ? 1 : 0,
    rangeError: typeof o.rangeError === 'number' ? o.rangeError : 0,
    lateLoading: typeof o.lateLoading === 'number' ? o.lateLoading : 0,
    windSense: typeof o.windSense === 'number' ? o.windSense : 0,
  };
}

/** The documented options of greedy-raker (for its captain entry). */
export const GREEDY_OPTIONS: CaptainEntry['options'] = {
  ammo: AMMO_OPTION,
  predictions: {
    default: GREEDY_DEFAULTS.predictions,
    description: 'most dangerous enemy plots considered besides her last plot (0: the enemy is assumed to stay)',
    integer: true,
  },
  rake: { default: GREEDY_DEFAULTS.rake, description: "rake preference (share of the raked ship's points)" },
  rakeRange: { default: GREEDY_DEFAULTS.rakeRange, description: 'rakes weighed within this range', integer: true },
  closing: {
    default: GREEDY_DEFAULTS.closing,
    description: 'pull per hex towards the nearest enemy (share of her points)',
  },
  potential: {
    default: GREEDY_DEFAULTS.potential,
    description: "weight of next turn's exchange, every broadside loaded",
  },
  spread: {
    default: GREEDY_DEFAULTS.spread,
    description: 'other enemy plots weighed besides the likeliest ones',
    integer: true,
  },
  keepInitial: {
    default: GREEDY_DEFAULTS.keepInitial,
    description: '1: keep an initial broadside for close range while closing (11.3.4); 0: fire it as soon as it bears',
    integer: true,
    max: 1,
  },
  boarding: {
    default: 1,
    description:
      "Springelkamp's special rules: 1 board when the melee sums pay, grapple, man prizes; 0 never (WS&IM: unused)",
    integer: true,
    max: 1,
  },
  rangeError: {
    default: 0,
    description: 'a weaker captain: standard deviation of its misjudged range to each enemy, in hexes (0: none)',
    max: 10,
  },
  lateLoading: {
    default: 0,
    description: 'a weaker captain: chance a ship forgets to reload this turn (0: never)',
    max: 1,
  },
  windSense: {
    default: 0,
    description: 'a weaker captain: chance it plans for the wind a point off this turn (0: never)',
    max: 1,
  },
};
