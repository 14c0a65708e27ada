/** The mcts captain's settings: defaults, the iteration budgets by kind of action, the option table, reading a spec. */
import type { CaptainEntry, CaptainOptions } from '../types.js';
import { AMMO_OPTION, BOARDING_RATIO, GRAPPLE_RATIO, doctrineOption, type AmmoDoctrine } from '../doctrine.js';

export interface MctsOptions {
  /** iterations per decision (deterministic; 0: `perShip` per fighting ship); used when no time budget is set */
  iterations: number;
  /** with iterations 0: iterations per ship afloat and fighting, both sides (0: ITERATIONS_PER_SHIP, or FLEET_ITERATIONS_PER_SHIP in a fleet action) */
  perShip: number;
  /** wall-clock milliseconds per decision (0: use iterations) */
  ms: number;
  /** turns searched with bandits before the rollout (1: the current turn only; 0: by the budget, see `deepen`) */
  depth: number;
  /**
   * with depth 0: the multiple of the default budget from which the search looks two turns ahead in a
   * single-ship action (0: never)
   */
  deepen: number;
  /** the same in a fleet action (more than two ships in the scenario), where a second turn costs far more */
  fleetDeepen: number;
  /** with fleetDeepen: two turns only while at most this many ships fight, both sides (0: any number) */
  deepShips: number;
  /** plots each ship keeps at a node below the root, best first (0: all) */
  deepArms: number;
  /** turns of greedy rollout after the tree */
  rollout: number;
  /** UCB exploration constant */
  c: number;
  /** determinized worlds (hidden loads drawn from the belief) */
  worlds: number;
  /** virtual visits of the greedy prior per arm: own ships, enemy ships (the opponent model) */
  prior: number;
  enemyPrior: number;
  /** most plots open per enemy ship (0: all, progressively) */
  enemyWidth: number;
  /** 1: with several ships of ours, one ship explores per iteration while the others keep their best plot */
  focus: number;
  /** arms open after n visits: 2 + n^widen */
  widen: number;
  /**
   * 11.3.4 1: keep an initial broadside for close range while closing, as greedy-raker does; 0: fire
   * every loaded broadside that bears, as the search assumed when it weighed the placements
   */
  keepInitial: number;
  /** weight of the exchange the leaf placements promise */
  position: number;
  /** within it, weight of next turn's exchange with every broadside loaded */
  potential: number;
  /** 1: weigh the turn's broadsides by their expectation instead of rolling them (depth 1, no rollout) */
  expected: number;
  /** a swing of this share of a side's points moves a leaf's value from ½ to 0.88 (tanh 1) */
  scale: number;
  /** weight of next turn's exchange, each ship at her best plot against the nearest enemy where she lies */
  lookahead: number;
  /** above 0: a hit's value counts this weight of the chance it shoots the hull through (0: the fixed bonus) */
  strike: number;
  /** the multiple of the crew's weight in the value of the hits the leaf counts (1: the weights every captain uses) */
  crew: number;
  /**
   * above 0: the boarding word searched at the pause before Boarding Preparation (10.0) — every plan of parties for
   * its ships in contact played out in this many worlds drawn from the view (the rest of the turn and next turn to
   * its Combat Phase, common dice), the best kept (bots/wsim/boardingSearch.ts); 0: the doctrine's word
   */
  boardSearch: number;
  /**
   * with `boardSearch`: the enemy's word weighed — 0, every captain's doctrine; 1, any of its plans, our plan then the
   * one most played in the equilibrium of the matrix game of our plans against its words
   */
  boardReply: number;
  /** 1: regret matching at the simultaneous nodes (decoupled, with exploration `gamma`) instead of UCB */
  rm: number;
  gamma: number;
  /**
   * 0: play each ship's most visited plot (the likeliest of the average strategy with rm=1); above 0: draw it
   * from the search's mixed strategy (visits, or rm's average strategy) among the plots whose share is at least
   * `mix` times the top plot's share (a simultaneous-move game's equilibrium is mixed)
   */
  mix: number;
  /**
   * 1: the worlds start at the turn's orders decision, the phases before it played as the view shows them (the
   * Advanced Game's wind settled, 17.0 A–C); 0: they replay the turn from its start, rolling that wind again
   * (the captain before 2026-11-27)
   */
  settled: number;
  /**
   * 1: a simulated turn whose movement rolled no die is kept and reused (the same on any dice); 0: every
   * simulated turn resolved afresh. The same decisions either way: 0 is for measuring and for the tests
   */
  reuse: number;
  /**
   * 1: a search with an iteration budget stops once no remaining iteration can change the plot of any of our ships
   * (the same decisions as the whole budget, sooner); 0: every iteration of the budget is run (for measuring)
   */
  stop: number;
  /**
   * turns a line may be searched beyond the depth: a joint action of both sides taken `growAfter` times as a
   * descent's last is searched a turn deeper from then on (0: every descent the same depth)
   */
  grow: number;
  growAfter: number;
  /**
   * above 1, with an iteration budget: our ships choose at the root by sequential halving over their first `halving`
   * plots in the greedy order (bots/search/duct.ts: the budget in ⌈log₂ halving⌉ rounds, the better half kept each
   * round, the decision the best of the last) instead of UCB's most visited; 0: UCB
   */
  halving: number;
  /**
   * 1: above the default budget, the widening counts visits in units of the budget's multiple, so that k times the
   * default budget opens the plots the default opens and spends the rest refining them; 0: the plots open with the
   * visits whatever the budget
   */
  fixedArms: number;
  /**
   * above 1, with an iteration budget: the budget is split among this many independent searches (root parallelisation,
   * each on its own worlds and dice from the captain's stream), and each of our ships plays the plot with the most
   * visits summed over them; 1: one search
   */
  trees: number;
  /** the leaf's preference for a raking position: this times greedy-raker's (1) */
  rake: number;
  /**
   * the leaf's pull for the side ahead in fighting value to close (and for the side behind to open): this times
   * the side's lead (share of both sides' value) times how close the ships lie (0 at 12 hexes, 1 alongside), in
   * shares of half the scenario's points (0: none)
   */
  press: number;
  /**
   * the leaf's concentration of force in a fleet action (more than two ships in the scenario; none in a single-ship
   * action): this times greedy-raker's closing pull (per hex beyond two to the nearest enemy, a share of the ship's
   * points) summed over the enemy's ships less over ours — a side whose ships are all in action against part of the
   * other's scores (0: none)
   */
  concentrate: number;
  /**
   * the leaf's race to strike before the turn limit in a fight of one ship against one (bots/wsim/lib/race.ts): our
   * chance to shoot the enemy's hull through first and in time, less hers, times this share of the result's value
   * (0: none)
   */
  race: number;
  /**
   * above 0: each leaf is also played out — the paused turn fired with the iteration's dice, then up to this many turns
   * of greedy play by both sides (the simulated captains' weights) — and valued by the material, points and result at its
   * end (`evaluate`); the leaf's value is `playoutWeight` of that and the rest of the expected exchange (0: no playout)
   */
  playout: number;
  /** with `playout`: the playout's share of a leaf's value, the expected exchange's the rest (0 to 1) */
  playoutWeight: number;
  /**
   * from 0 to 1: the share of each ship's own part of a leaf's value in what her bandit learns, the rest her side's
   * value (WS&IM's search with expected broadsides: her part of the exchange by difference credit — what her
   * broadsides deal less what her being there costs her side — and of the contact alongside; 0: her side's value)
   */
  credit: number;
  /**
   * the leaf's weight of ships in contact in a single-ship action, times greedy-raker's (CONTACT: a share of the ship's
   * points times the melee strength balance, 12.3.1, for each enemy alongside when the turn is paused before its
   * Combat Phase)
   */
  contact: number;
  /** the same in a fleet action (more than two ships in the scenario) */
  fleetContact: number;
  /**
   * the leaf's weight of a boarding between ships alongside, times greedy-raker's weight of contact (CONTACT): the
   * points of the ship a boarding would take times the chance the melee ends so (bots/wsim/lib/melee.ts; a crew
   * boards at BOARDING_RATIO times the other's strength), for each pair alongside when the turn is paused (0: none)
   */
  boarding: number;
  /**
   * the share of the boarders' strength this captain's defensive parties hold, in play and in its search (0.5, every
   * captain's: bots/wsim/lib/contact.ts DEFENCE_SHARE; above it every crew section may defend)
   */
  defence: number;
  /**
   * how many times the strength of an enemy's crew alongside its own must be to stay fouled with her and board her, in
   * play and in its search, in a single-ship action (BOARDING_AT, 1.2; every captain's doctrine is bots/doctrine.ts
   * BOARDING_RATIO, 1.5)
   */
  boardAt: number;
  /** the same in a fleet action (more than two ships in the scenario) */
  fleetBoardAt: number;
  /**
   * how many times the strength of an adjacent enemy's crew its own must be to try to grapple her (9.1), in play and for
   * its own side in its search, in a single-ship action (GRAPPLE_AT, 1.2; every captain's doctrine is bots/doctrine.ts
   * GRAPPLE_RATIO, 2); never below the ratio it boards at
   */
  grappleAt: number;
  /** the same in a fleet action (more than two ships in the scenario) */
  fleetGrappleAt: number;
  /** 1: weigh a paused turn by the learned value model (bots/wsim/value) instead of the exchange by expectation */
  model: number;
  /** the model's logit is multiplied by this before the search sees it */
  gain: number;
  /** 1: plots that leave a ship far from every other ship in the same placement are searched as one */
  distinct: number;
  /**
   * A large fleet's search (a fleet action while more than `deepShips` ships fight: one turn searched): `distinct`,
   * `potential` and `settled` there. The legacy captain's values by default, the stronger in the 7-against-7 fleet
   * action (LARGE_FLEET, below)
   */
  largeDistinct: number;
  largePotential: number;
  largeSettled: number;
  ammo: AmmoDoctrine;
}

/** The default budget: iterations per ship afloat and fighting, both sides, in a single-ship action (300 in a duel). */
export const ITERATIONS_PER_SHIP = 150;
/**
 * The default budget in a fleet action (more than two ships in the scenario): every ship's bandit
 * shares each simulation's value with the other ships' exploration, so each needs more samples
 * (1,800 iterations at the start of three against three). Measured on 200 side-swapped pairs
 * against greedy-raker: 300 a ship won 73.2% of decided squadron actions (150: 67.9%), while in the
 * duel 300 a ship won 66.5% (150: 72.5%).
 */
export const FLEET_ITERATIONS_PER_SHIP = 300;

/**
 * The mcts captain of 2026-11-25 (issue 27's starting point), kept as a spec that reproduces its games:
 * one turn searched at every budget, every spelling of a plot an arm, the next turn's promise at 0.3, and its
 * worlds replaying the turn from its start (the Advanced Game's wind rolled again in every simulation), and
 * greedy-raker's weight of ships in contact (`contact=1`: the default weighs it six times in a duel since 2026-12-02),
 * and every captain's boarding doctrine (`boardAt=1.5`: the default boards at 1.2 in a duel since 2026-12-02's
 * nineteenth session) and grappling doctrine (`grappleAt=2`: the default grapples at 1.2 in a duel since 2026-12-04's
 * twenty-fifth session), and the doctrine's boarding word (`boardSearch=0`: the default searches it since 2026-12-05's
 * thirty-first session).
 */
export const LEGACY_MCTS =
  'mcts:depth=1,distinct=0,potential=0.3,settled=0,contact=1,boardAt=1.5,grappleAt=2,boardSearch=0';

/**
 * Plots a ship keeps at a node below the root, best first (the default of `deepArms`; WS&IM's search). The search
 * opens 2 + ⌊visits^widen⌋ of them (8 at 36 visits with widen ½), so 64 change nothing below some 3,900 visits of
 * the node, while the full lists — over a thousand plots for a fast ship under full sail — held by every node of a
 * two-turn search made a third of its time garbage collection (a frigate against three, 2026-11-28).
 */
export const DEEP_ARMS = 64;

/**
 * The most ships fighting, both sides, for a fleet action's two-turn search (the default of `deepShips`). A second
 * turn builds a node — every ship's plots scored — for almost every joint action tried, so its cost grows with the
 * ships: one core, mean decision at the default budget (2026-11-28) 0.9 s for a frigate against three, 1.1 s in the
 * Advanced squadron action (3 against 3), 8 s in the 7-against-7 fleet action, against 0.16, 0.23 and 0.7 s for one
 * turn. Two turns played far stronger where they were measured (docs/captains.md): in the squadron action and the
 * chase; the fleet action searches one turn until the ships fighting are six or fewer.
 */
export const DEEP_SHIPS = 6;

/**
 * A large fleet's search (more than DEEP_SHIPS ships fighting, one turn) weighs and samples as the legacy captain
 * did: every spelling of a plot an arm, next turn's promise at 0.3, the turn replayed from its start. In the
 * 7-against-7 fleet action the legacy captain beat the default that searched with the single-ship action's values
 * there (2, 0.6 and 1): −70 Elo [−130, −15] and −103 [−179, −35], 40 side-swapped pairs each (ninth and eleventh
 * sessions, docs/captains.md). Changed alone from the default's values none of the three showed it (60 and 40 pairs);
 * changed alone from the legacy's, `distinct=2` cost −70 [−136, −10], while `potential=0.6` (+4 [−56, +65]) and
 * `settled=1` (+9 [−66, +84]) showed nothing (40 pairs each, twelfth session). Since 2026-11-28 (twelfth session); the
 * defaults before it are `mcts:largeDistinct=2,largePotential=0.6,largeSettled=1`.
 */
export const LARGE_FLEET = { distinct: 0, potential: 0.3, settled: 0 } as const;

/**
 * The worlds in which the default plays out each plan of its boarding word (`boardSearch`, since 2026-12-05's
 * thirty-first session): against the doctrine's word, Advanced frigate duel, +63 [+36, +91] and +83 [+51, +117] (100
 * pairs each, seeds `bs31a`, `bs31c`); 32 worlds +76 [+46, +107] (seed `bs31b`), no more (docs/captains.md).
 */
export const BOARD_SEARCH_WORLDS = 16;

/**
 * The crew ratio at which the default boards in a single-ship action (the default of `boardAt`), below every captain's
 * BOARDING_RATIO (1.5): a duel is won by taking the enemy, and from a fifth stronger a crew wins some four melees in five
 * (bots/wsim/lib/melee.ts). Measured against the doctrine's 1.5 (`mcts:boardAt=k` against `mcts`, Advanced frigate
 * duel, 200 side-swapped pairs each, nineteenth session): 1.0 +13 Elo [−6, +33], 1.2 +30 [+17, +42] and on 200 fresh
 * pairs +30 [+16, +45], 1.3 +8 [0, +16] (docs/captains.md). Fleet actions keep the doctrine's (`fleetBoardAt`): not
 * measured there.
 */
export const BOARDING_AT = 1.2;

/**
 * The crew ratio at which the default tries to grapple an adjacent enemy in a single-ship action (the default of
 * `grappleAt`), below every captain's GRAPPLE_RATIO (2) and at the ratio it boards at (BOARDING_AT): a grapple holds
 * the enemy alongside for the boarding the default would make. Measured against the doctrine's 2 (`mcts:grappleAt=k`
 * against `mcts`, Advanced frigate duel, side-swapped pairs, twenty-fifth session): 1.2 +33 Elo [+12, +55] (100 pairs)
 * and on 200 fresh pairs +29 [+12, +45]; 1.5 +5 [−10, +20] (100 pairs) (docs/captains.md). Fleet actions keep the
 * doctrine's (`fleetGrappleAt`): not measured there.
 */
export const GRAPPLE_AT = 1.2;

export const MCTS_DEFAULTS: Omit<MctsOptions, 'ammo'> = {
  iterations: 0,
  perShip: 0,
  ms: 0,
  depth: 0,
  deepen: 1,
  fleetDeepen: 1,
  deepShips: DEEP_SHIPS,
  deepArms: DEEP_ARMS,
  rollout: 0,
  c: 0.6,
  worlds: 8,
  prior: 2,
  enemyPrior: 2,
  enemyWidth: 0,
  focus: 0,
  widen: 0.5,
  keepInitial: 0,
  position: 0.5,
  potential: 0.6,
  expected: 1,
  scale: 0.07,
  distinct: 2,
  largeDistinct: LARGE_FLEET.distinct,
  largePotential: LARGE_FLEET.potential,
  largeSettled: LARGE_FLEET.settled,
  model: 0,
  gain: 1,
  rm: 0,
  gamma: 0.2,
  mix: 0,
  settled: 1,
  reuse: 1,
  stop: 1,
  grow: 0,
  growAfter: 8,
  halving: 0,
  fixedArms: 0,
  trees: 1,
  rake: 1,
  press: 0,
  concentrate: 0,
  race: 0,
  playout: 0,
  playoutWeight: 0.5,
  credit: 0,
  contact: 6,
  fleetContact: 1,
  boarding: 0,
  defence: 0.5,
  boardAt: BOARDING_AT,
  fleetBoardAt: BOARDING_RATIO,
  grappleAt: GRAPPLE_AT,
  fleetGrappleAt: GRAPPLE_RATIO,
  lookahead: 0,
  strike: 0,
  crew: 1,
  boardSearch: BOARD_SEARCH_WORLDS,
  boardReply: 0,
};

export function mctsOptions(o: CaptainOptions): MctsOptions {
  const num = (k: keyof typeof MCTS_DEFAULTS) => (typeof o[k] === 'number' ? o[k] : MCTS_DEFAULTS[k]);
  return {
    iterations: Math.max(0, Math.floor(num('iterations'))),
    perShip: Math.max(0, Math.floor(num('perShip'))),
    ms: Math.max(0, num('ms')),
    depth: Math.max(0, Math.floor(num('depth'))),
    deepen: Math.max(0, num('deepen')),
    fleetDeepen: Math.max(0, num('fleetDeepen')),
    deepShips: Math.max(0, Math.floor(num('deepShips'))),
    deepArms: Math.max(0, Math.floor(num('deepArms'))),
    rollout: Math.max(0, Math.floor(num('rollout'))),
    c: num('c'),
    worlds: Math.max(1, Math.floor(num('worlds'))),
    prior: Math.max(0, num('prior')),
    enemyPrior: Math.max(0, num('enemyPrior')),
    enemyWidth: Math.max(0, Math.floor(num('enemyWidth'))),
    focus: num('focus') ? 1 : 0,
    keepInitial: num('keepInitial') ? 1 : 0,
    widen: Math.max(0, num('widen')),
    position: num('position'),
    potential: num('potential'),
    expected: num('expected') ? 1 : 0,
    scale: Math.max(1e-6, num('scale')),
    distinct: Math.max(0, Math.min(2, Math.floor(num('distinct')))),
    largeDistinct: Math.max(0, Math.min(2, Math.floor(num('largeDistinct')))),
    largePotential: num('largePotential'),
    largeSettled: num('largeSettled') ? 1 : 0,
    model: num('model') ? 1 : 0,
    gain: Math.max(1e-6, num('gain')),
    rm: num('rm') ? 1 : 0,
    lookahead: Math.max(0, num('lookahead')),
    strike: Math.min(1, Math.max(0, num('strike'))),
    crew: Math.min(5, Math.max(0, num('crew'))),
    boardSearch: Math.min(1000, Math.max(0, Math.floor(num('boardSearch')))),
    boardReply: num('boardReply') ? 1 : 0,
    gamma: Math.min(1, Math.max(0.01, num('gamma'))),
    mix: Math.min(1, Math.max(0, num('mix'))),
    settled: num('settled') ? 1 : 0,
    reuse: num('reuse') ? 1 : 0,
    stop: num('stop') ? 1 : 0,
    grow: Math.max(0, Math.min(3, Math.floor(num('grow')))),
    growAfter: Math.max(1, Math.floor(num('growAfter'))),
    halving: Math.max(0, Math.floor(num('halving'))),
    fixedArms: num('fixedArms') ? 1 : 0,
    trees: Math.max(1, Math.floor(num('trees'))),
    rake: Math.max(0, num('rake')),
    press: Math.max(0, num('press')),
    concentrate: Math.max(0, num('concentrate')),
    race: Math.max(0, num('race')),
    playout: Math.min(200, Math.max(0, Math.floor(num('playout')))),
    playoutWeight: Math.min(1, Math.max(0, num('playoutWeight'))),
    credit: Math.min(1, Math.max(0, num('credit'))),
    contact: Math.max(0, num('contact')),
    fleetContact: Math.max(0, num('fleetContact')),
    boarding: Math.max(0, num('boarding')),
    defence: Math.max(0, num('defence')),
    boardAt: Math.max(0, num('boardAt')),
    fleetBoardAt: Math.max(0, num('fleetBoardAt')),
    grappleAt: Math.max(0, num('grappleAt')),
    fleetGrappleAt: Math.max(0, num('fleetGrappleAt')),
    ammo: doctrineOption('mcts', o.ammo),
  };
}

/** The documented options of mcts (for its captain entry). */
export const MCTS_OPTIONS: CaptainEntry['options'] = {
  iterations: {
    default: MCTS_DEFAULTS.iterations,
    description: 'iterations per decision (deterministic); 0: perShip per fighting ship of both sides',
    integer: true,
  },
  perShip: {
    default: MCTS_DEFAULTS.perShip,
    description: `with iterations 0: iterations per fighting ship of both sides (0: ${ITERATIONS_PER_SHIP} in a single-ship action, ${FLEET_ITERATIONS_PER_SHIP} in a fleet action)`,
    integer: true,
  },
  ms: {
    default: MCTS_DEFAULTS.ms,
    description: 'milliseconds per decision instead of iterations (0: off)',
    integer: true,
  },
  depth: {
    default: MCTS_DEFAULTS.depth,
    description:
      'turns searched with bandits (0: one, or two once the budget reaches deepen (fleetDeepen) times the default)',
    integer: true,
  },
  deepen: {
    default: MCTS_DEFAULTS.deepen,
    description:
      'with depth 0: the multiple of the default budget from which the search looks two turns ahead in a single-ship action (0: never)',
  },
  fleetDeepen: {
    default: MCTS_DEFAULTS.fleetDeepen,
    description: `the same in a fleet action (more than two ships; 0: never, one turn at every budget), while at most deepShips ships fight`,
  },
  deepShips: {
    default: MCTS_DEFAULTS.deepShips,
    description: 'with fleetDeepen: two turns only while at most this many ships fight, both sides (0: any number)',
    integer: true,
  },
  deepArms: {
    default: MCTS_DEFAULTS.deepArms,
    description: `plots each ship keeps at a node below the root, best first, in WS&IM's search (0: all; ${DEEP_ARMS} change nothing below some 3,900 visits of a node)`,
    integer: true,
  },
  rollout: { default: MCTS_DEFAULTS.rollout, description: 'turns of greedy rollout after the tree', integer: true },
  c: { default: MCTS_DEFAULTS.c, description: 'UCB exploration constant' },
  worlds: { default: MCTS_DEFAULTS.worlds, description: 'worlds drawn for the hidden enemy loads', integer: true },
  prior: { default: MCTS_DEFAULTS.prior, description: 'virtual visits of the greedy prior per plot of our ships' },
  enemyPrior: {
    default: MCTS_DEFAULTS.enemyPrior,
    description: 'virtual visits of the greedy prior per plot of enemy ships (the opponent model)',
  },
  enemyWidth: {
    default: MCTS_DEFAULTS.enemyWidth,
    description: 'most plots open per enemy ship (0: all, progressively)',
    integer: true,
  },
  focus: {
    default: MCTS_DEFAULTS.focus,
    description: '1: one of our ships explores per iteration, the others keep their best plot',
    integer: true,
    max: 1,
  },
  widen: { default: MCTS_DEFAULTS.widen, description: 'progressive widening: plots open after n visits = 2 + n^widen' },
  keepInitial: {
    default: MCTS_DEFAULTS.keepInitial,
    description:
      '1: keep an initial broadside for close range while closing (11.3.4), as greedy-raker; 0: fire every loaded broadside that bears',
    integer: true,
    max: 1,
  },
  position: { default: MCTS_DEFAULTS.position, description: 'weight of the exchange the leaf placements promise' },
  expected: {
    default: MCTS_DEFAULTS.expected,
    description: "1: weigh this turn's broadsides by expectation, dice only for movement and fouling",
  },
  scale: {
    default: MCTS_DEFAULTS.scale,
    description: "value scale: a swing of this share of a side's points moves a leaf from ½ to 0.88",
  },
  potential: {
    default: MCTS_DEFAULTS.potential,
    description:
      "within it, weight of next turn's exchange with every broadside loaded (a large fleet: largePotential)",
  },
  model: {
    default: MCTS_DEFAULTS.model,
    description: '1: weigh a paused turn by the learned value model instead of the exchange by expectation',
    integer: true,
    max: 1,
  },
  lookahead: {
    default: MCTS_DEFAULTS.lookahead,
    description: "weight of next turn's exchange, each ship at her best plot against the nearest enemy",
  },
  strike: {
    default: MCTS_DEFAULTS.strike,
    description:
      "above 0: a hit's value counts this weight of the chance it shoots the hull through (Poisson), instead of the fixed bonus (0)",
    max: 1,
  },
  crew: {
    default: MCTS_DEFAULTS.crew,
    description:
      "the multiple of the crew's weight in the value of the hits the leaf counts (1: every captain's weights, bots/wsim/lib/value.ts)",
    max: 5,
  },
  boardSearch: {
    default: MCTS_DEFAULTS.boardSearch,
    description:
      'above 0: the boarding word (10.0) searched — each plan of boarding parties played out in this many worlds drawn from the view, the best kept (0: the doctrine)',
    integer: true,
    max: 1000,
  },
  boardReply: {
    default: MCTS_DEFAULTS.boardReply,
    description:
      "with boardSearch: the enemy's boarding word weighed — 0, every captain's doctrine; 1, any of its plans (our plan from the equilibrium of the matrix game)",
    integer: true,
    max: 1,
  },
  rm: {
    default: MCTS_DEFAULTS.rm,
    description: '1: regret matching at the simultaneous nodes instead of UCB (the average strategy decides)',
    integer: true,
    max: 1,
  },
  gamma: { default: MCTS_DEFAULTS.gamma, description: 'with rm=1: share of uniform exploration', max: 1 },
  settled: {
    default: MCTS_DEFAULTS.settled,
    description:
      "1: the simulated turn goes on from the orders decision with the wind the captain sees (17.0 A–C); 0: it is replayed from the turn's start, the Advanced Game's wind rolled again (a large fleet: largeSettled)",
    integer: true,
    max: 1,
  },
  reuse: {
    default: MCTS_DEFAULTS.reuse,
    description:
      '1: a simulated turn whose movement rolled no die is reused on other dice; 0: every one resolved afresh (the same decisions, slower)',
    integer: true,
    max: 1,
  },
  stop: {
    default: MCTS_DEFAULTS.stop,
    description:
      "1: stop the search once no remaining iteration can change our ships' plots (the same decisions, sooner); 0: run the whole budget",
    integer: true,
    max: 1,
  },
  grow: {
    default: MCTS_DEFAULTS.grow,
    description:
      'turns a line may be searched beyond the depth: a joint action taken growAfter times as the last of a descent is searched a turn deeper (0: off)',
    integer: true,
    max: 3,
  },
  halving: {
    default: MCTS_DEFAULTS.halving,
    description:
      "above 1: our ships choose at the root by sequential halving over their first halving plots (the better half by mean value kept each round) instead of UCB's most visited; 0: UCB",
    integer: true,
    max: 256,
  },
  fixedArms: {
    default: MCTS_DEFAULTS.fixedArms,
    description:
      "1: above the default budget the plots open as at the default budget (the widening counts visits in units of the budget's multiple); 0: they open with the visits",
    integer: true,
    max: 1,
  },
  trees: {
    default: MCTS_DEFAULTS.trees,
    description:
      'above 1: the iteration budget split among this many independent searches, each ship playing the plot most visited over all of them; 1: one search',
    integer: true,
    min: 1,
    max: 64,
  },
  growAfter: {
    default: MCTS_DEFAULTS.growAfter,
    description: 'with grow: descents that end on a joint action before it is searched a turn deeper',
    integer: true,
  },
  rake: {
    default: MCTS_DEFAULTS.rake,
    description:
      "the leaf's preference for a raking position, times greedy-raker's (0: none, only the rake's hits count)",
  },
  press: {
    default: MCTS_DEFAULTS.press,
    description:
      "the leaf's pull for the side ahead in fighting value to close and the side behind to open, times the lead (0: none)",
  },
  concentrate: {
    default: MCTS_DEFAULTS.concentrate,
    description:
      "a fleet action: the leaf's concentration of force, greedy-raker's closing pull times this, over the enemy's ships less ours (0: none)",
  },
  race: {
    default: MCTS_DEFAULTS.race,
    description:
      "one ship against one: the leaf's worth of the race to shoot the hull through first and before the turn limit, a share of the result's (0: none)",
  },
  playout: {
    default: MCTS_DEFAULTS.playout,
    description:
      "turns of greedy play after each leaf of WS&IM's search (its paused turn fired with the dice), valued by material, points and result at their end (0: none)",
    integer: true,
    max: 200,
  },
  playoutWeight: {
    default: MCTS_DEFAULTS.playoutWeight,
    description: "with playout: the playout's share of a leaf's value, the expected exchange's the rest",
    max: 1,
  },
  credit: {
    default: MCTS_DEFAULTS.credit,
    description:
      "the share of each ship's own part of a leaf's value (what her broadsides deal less what her being there costs her side) in what her bandit learns, the rest her side's value (0: her side's)",
    max: 1,
  },
  contact: {
    default: MCTS_DEFAULTS.contact,
    description:
      "one ship against one: the leaf's weight of ships alongside by their crews' melee strength (12.3.1), times greedy-raker's (0: none)",
  },
  fleetContact: {
    default: MCTS_DEFAULTS.fleetContact,
    description: 'the same in a fleet action (more than two ships in the scenario)',
  },
  boarding: {
    default: MCTS_DEFAULTS.boarding,
    description:
      "the leaf's weight of a boarding between ships alongside: the points of the ship it would take times the melee's chance (12.3), times greedy-raker's weight of contact (0: none)",
  },
  defence: {
    default: MCTS_DEFAULTS.defence,
    description:
      "the share of the boarders' strength its defensive parties hold (0.5, every captain's; above it every crew section may defend)",
  },
  boardAt: {
    default: MCTS_DEFAULTS.boardAt,
    description: `how many times an enemy's crew strength its own must be to stay fouled with her and board her, in play and in its search, in a single-ship action (every captain's doctrine: ${BOARDING_RATIO})`,
  },
  fleetBoardAt: {
    default: MCTS_DEFAULTS.fleetBoardAt,
    description: 'the same in a fleet action (more than two ships in the scenario), where it is not measured',
  },
  grappleAt: {
    default: MCTS_DEFAULTS.grappleAt,
    description: `how many times an adjacent enemy's crew strength its own must be to try to grapple her (9.1), in play and in its search, in a single-ship action (every captain's doctrine: ${GRAPPLE_RATIO}; never below boardAt)`,
  },
  fleetGrappleAt: {
    default: MCTS_DEFAULTS.fleetGrappleAt,
    description: 'the same in a fleet action (more than two ships in the scenario), where it is not measured',
  },
  mix: {
    default: MCTS_DEFAULTS.mix,
    description:
      "0: the most visited plot; above 0: a plot drawn from the search's mixed strategy among those with at least mix × the top share",
    max: 1,
  },
  gain: { default: MCTS_DEFAULTS.gain, description: "the value model's logit is multiplied by this" },
  distinct: {
    default: MCTS_DEFAULTS.distinct,
    description:
      '1: plots that leave a ship far from the others in the same placement are searched as one; 2: wherever she lies (a large fleet: largeDistinct)',
    integer: true,
    max: 2,
  },
  largeDistinct: {
    default: MCTS_DEFAULTS.largeDistinct,
    description: 'distinct in a fleet action while more than deepShips ships fight (one turn searched)',
    integer: true,
    max: 2,
  },
  largePotential: {
    default: MCTS_DEFAULTS.largePotential,
    description: 'potential in a fleet action while more than deepShips ships fight',
  },
  largeSettled: {
    default: MCTS_DEFAULTS.largeSettled,
    description: 'settled in a fleet action while more than deepShips ships fight',
    integer: true,
    max: 1,
  },
  ammo: AMMO_OPTION,
};

/**
 * The options of one decision: in a fleet action (more than two ships in the scenario) `contact` takes the value of
 * `fleetContact`; in a large fleet — a fleet action while more than `deepShips` ships fight, both sides —
 * `distinct`, `potential` and `settled` take their `large…` values (LARGE_FLEET) and `concentrate` is 0; elsewhere the
 * options as given.
 */
export function decisionOptions(o: MctsOptions, fleet: boolean, ships: number): MctsOptions {
  const here = actionOptions(o, fleet);
  if (!inLargeFleet(o, fleet, ships)) return here;
  // the legacy's weighing there (LARGE_FLEET), without the concentration of force it never had
  return { ...here, distinct: o.largeDistinct, potential: o.largePotential, settled: o.largeSettled, concentrate: 0 };
}

/**
 * The options of a kind of action: in a fleet action the fleet's weight of contact, boarding and grappling ratios; in
 * a single-ship action no concentration of force (`concentrate` weighs ships by their points: one ship against one of
 * other points would be pulled by the difference, which is not what it measures).
 */
export function actionOptions(o: MctsOptions, fleet: boolean): MctsOptions {
  if (!fleet) return o.concentrate ? { ...o, concentrate: 0 } : o;
  return o.fleetContact !== o.contact || o.fleetBoardAt !== o.boardAt || o.fleetGrappleAt !== o.grappleAt
    ? { ...o, contact: o.fleetContact, boardAt: o.fleetBoardAt, grappleAt: o.fleetGrappleAt }
    : o;
}

/** A fleet action: more than two ships in the scenario (its own default budget, depth rule and large-fleet values). */
export function isFleetAction(st: { readonly ships: readonly unknown[] }): boolean {
  return st.ships.length > 2;
}

/** A large fleet: a fleet action while more than `deepShips` ships fight, both sides (one turn searched, LARGE_FLEET). */
export function inLargeFleet(o: MctsOptions, fleet: boolean, ships: number): boolean {
  return fleet && o.deepShips > 0 && ships > o.deepShips;
}
