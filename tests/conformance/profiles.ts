/**
 * What the conformance suite needs to know about each rule system that the `RuleSystem` interface does not say:
 * what its player view is documented to hide (a state with those parts changed), and which refused orders its
 * rules make unforeseeable when the orders are given. A registered system without a profile fails the suite's
 * "has a conformance profile" test, so a new system says both before it passes: the built-in systems' are here, a
 * fixture system registers its own from its folder (`registerProfile`, tests/conformance/fixtures/<id>/).
 */
import {
  asSystem,
  type AnyEvent,
  type AnyState,
  type AnyView,
  type PlotCheckResult,
  type SideId,
} from '../../src/index.js';
import { commandLagOf, isOperational } from '../../src/api/wsim.js';
import { sprWithOtherSecrets, withOtherSecrets } from '../bots/fixtures/secrets.js';

export interface ConformanceProfile {
  /** The state with everything `side`'s view is documented to hide changed: the seed, the random stream, enemy secrets. */
  withOtherSecrets(state: AnyState, side: SideId): AnyState;
  /**
   * A refused order (an `orderIgnored` event, or a plot event with `legal: false`) that the captain could not
   * foresee when it gave the orders: the rule that makes it so. Null when the refusal is the captain's fault.
   */
  unforeseeable(event: RefusalEvent, before: AnyState, turnEvents: readonly AnyEvent[]): string | null;
  /**
   * A plot that legalPlots lists and the plot check refuses, or a captain's plot that checkOrder refuses, because the
   * rules bind the ship to a plot given before this decision: the rule. Null when the refusal is a fault.
   */
  boundPlot(view: AnyView, ship: string, plot: string, check: PlotCheckResult): string | null;
}

/** A refusal as the events report it: every system's `orderIgnored`, WS&IM's `plot` event when it is not legal. */
export interface RefusalEvent {
  type: string;
  ship: string;
  order?: string;
  reason?: string;
  /** a plot written turns ahead under command lag (WS&IM 32.3) */
  writtenOn?: number;
}

const wsimProfile: ConformanceProfile = {
  // src/engine/wsim/view.ts and 7.2.5: the enemy's loads and reloads, its mortars' loading (42.5), the movement it
  // wrote ahead under command lag (32.3), the seed and the random stream
  withOtherSecrets: (state, side) => withOtherSecrets(asSystem(state, 'wsim', 'the conformance suite'), side),
  unforeseeable(event, before, turnEvents) {
    const ship = event.ship;
    // 38.5: a ship that runs aground in this turn's movement cannot fire
    if (
      event.reason?.includes('(38.5)') &&
      turnEvents.some((e) => e.type === 'aground' && (e as { ship?: string }).ship === ship)
    )
      return '38.5';
    // 11.4.1.2, 12.4.4, 11.4.2.2: a ship that could be worked when her orders were given, struck or stripped of her
    // crew during the turn, cannot be worked any longer
    const wsim = asSystem(before, 'wsim', 'the conformance suite');
    const i = wsim.static.ships.findIndex((s) => s.id === ship);
    if (event.reason === 'the ship cannot be worked' && i >= 0 && isOperational(wsim.ships[i]))
      return '11.4.1.2, 12.4.4, 11.4.2.2';
    // 32.3: a plot written turns ahead under command lag could not know the turn it is sailed in (its truncation, 7.2.7)
    if (event.type === 'plot' && event.writtenOn !== undefined) return '32.3';
    return null;
  },
  // 32.3: a ship out of command sails the movement written for this turn on an earlier turn and no other; when it
  // cannot be sailed now (she fouled since, 8.3.6), it is still the one plot she has, and it is cut short (7.2.7)
  boundPlot(view, ship, plot, check) {
    const written = commandLagOf(view, ship)?.written.find((w) => w.turn === view.turn);
    return written?.plot === plot && check.executed !== plot ? '32.3' : null;
  },
};

const springelkampProfile: ConformanceProfile = {
  // src/engine/springelkamp/view.ts: the seed and the random stream, and an enemy crew's morale and quality (I-SPR-18);
  // plots are orders and never in the state
  withOtherSecrets: (state, side) =>
    sprWithOtherSecrets(asSystem(state, 'springelkamp', 'the conformance suite'), side),
  unforeseeable: () => null,
  boundPlot: () => null,
};

const PROFILES = new Map<string, ConformanceProfile>([
  ['wsim', wsimProfile],
  ['springelkamp', springelkampProfile],
]);

/** A rule system's profile (a fixture system registers its own; registered again: replaced). */
export function registerProfile(system: string, profile: ConformanceProfile): void {
  PROFILES.set(system, profile);
}

/** The profile of a registered rule system, by its id (undefined: it has none). */
export function profileOf(system: string): ConformanceProfile | undefined {
  return PROFILES.get(system);
}
