/**
 * Sequence of play (5.0 Basic: eight phases; 17.0 Advanced: ten phases). A turn is resolved from
 * both sides' orders given together (a joint action). It can also be paused before a phase and
 * continued with more orders (interactive play), giving the same result as orders given up front.
 */
import { cloneState, emptyScratch, TurnContext } from './context.js';
import { shipRange } from './geometry.js';
import { hexDistance } from '../hex.js';
import { checkImmediateVictory, endGame, isOut } from './outcome.js';
import { controllerOf, isAfloat, isEntering, isOperational, specOf } from './ship.js';
import { RETURN_TO_DUTY_RANGE, UP_ANCHOR_TURNS } from './tables/constants.js';
import { MAX_FIRING_RANGE } from './tables/hitDetermination.js';
import { chainshotAllowed } from './tables/ammunition.js';
import type { GameEvent } from './events.js';
import { mergeOrders, validateOrders } from './orders.js';
import type { GameState, OrdersBySide, ShipOrders, TurnScratch } from './types.js';
import { windPhase } from './phases/wind.js';
import { unfoulingPhase } from './phases/unfouling.js';
import { movementNotationPhase } from './phases/movementNotation.js';
import { movementExecutionPhase } from './phases/movementExecution.js';
import { grapplingPhase } from './phases/grappling.js';
import { boardingPreparationPhase } from './phases/boardingPreparation.js';
import { combatPhase } from './phases/combat.js';
import { meleePhase } from './phases/melee.js';
import { reloadPhase } from './phases/reload.js';
import { fullSailPhase } from './phases/fullSail.js';

export type PhaseName =
  | 'wind'
  | 'unfouling'
  | 'movementNotation'
  | 'movementExecution'
  | 'grappling'
  | 'boardingPreparation'
  | 'combat'
  | 'melee'
  | 'reload'
  | 'fullSail';

/** A phase of the sequence of play, described by data: what it runs, the orders it reads, whether it can end the game. */
export interface PhaseSpec {
  readonly name: PhaseName;
  readonly run: (ctx: TurnContext) => void;
  /** the ship orders this phase reads (a standing order is read by one phase only) */
  readonly reads: readonly (keyof ShipOrders)[];
  /** 14.1.4 the immediate victory conditions are checked after it (the turn is not completed) */
  readonly canEndGame: boolean;
  /**
   * A decision point before this phase: 'orders', the turn's orders are due (plots, fire, loads… —
   * after the phases before it, 17.0 A–C: the wind before the plots); 'boarding', the sides in
   * contact may give their word once fouling and grappling are known (10.0).
   */
  readonly decision?: 'orders' | 'boarding';
}

/** The orders read when a turn starts (turn 1: initial loads and sails, 13.5, 20.1.5.1). */
export const TURN_START_READS: readonly (keyof ShipOrders)[] = ['initialLoads', 'initialSail'];

export const PHASES: Readonly<Record<PhaseName, PhaseSpec>> = {
  wind: { name: 'wind', run: windPhase, reads: [], canEndGame: true }, // 18.1–18.2 (a hurricane ends it)
  unfouling: {
    name: 'unfouling',
    run: unfoulingPhase,
    reads: ['unfoul', 'sacrificeRigging'],
    canEndGame: true,
    decision: 'orders',
  }, // 6.0 (24.3.2.2 sinking)
  movementNotation: {
    name: 'movementNotation',
    run: movementNotationPhase,
    reads: ['plot', 'sail', 'anchor', 'repair', 'tow', 'ahead', 'hoistFlag'],
    canEndGame: false,
  }, // 7.2, 20.1–20.5, 35.4.1, 32.3
  movementExecution: { name: 'movementExecution', run: movementExecutionPhase, reads: [], canEndGame: false }, // 8.0
  grappling: { name: 'grappling', run: grapplingPhase, reads: ['grapple', 'ungrapple'], canEndGame: false }, // 9.0
  boardingPreparation: {
    name: 'boardingPreparation',
    run: boardingPreparationPhase,
    reads: ['boarding', 'disengage'],
    canEndGame: false,
    decision: 'boarding',
  }, // 10.0, 12.3.3
  combat: { name: 'combat', run: combatPhase, reads: ['fire', 'mortar', 'gunHits'], canEndGame: true }, // 11.0, 11.4.3.1, 42.0
  melee: { name: 'melee', run: meleePhase, reads: [], canEndGame: true }, // 12.0
  reload: { name: 'reload', run: reloadPhase, reads: ['load', 'lighten', 'loadMortars'], canEndGame: false }, // 13.0, 38.2.2.1, 42.5
  fullSail: { name: 'fullSail', run: fullSailPhase, reads: [], canEndGame: false }, // 27.0
};

/** 5.0 A–H */
export const BASIC_PHASES: readonly PhaseName[] = [
  'unfouling',
  'movementNotation',
  'movementExecution',
  'grappling',
  'boardingPreparation',
  'combat',
  'melee',
  'reload',
];
/** 17.0 A–J: the Basic Game's sequence between the Wind Phase (A) and the Full Sail Phase (J) */
export const ADVANCED_PHASES: readonly PhaseName[] = ['wind', ...BASIC_PHASES, 'fullSail'];

export function phasesOf(state: GameState): readonly PhaseName[] {
  return state.static.rules.level === 'advanced' ? ADVANCED_PHASES : BASIC_PHASES;
}

/** The phase descriptions in the order of each list (a lookup by name in the turn loop is measurably slower). */
const BASIC_RUN = BASIC_PHASES.map((p) => PHASES[p]);
const ADVANCED_RUN = ADVANCED_PHASES.map((p) => PHASES[p]);

export { OrderError } from './orders.js';

function startTurn(ctx: TurnContext): void {
  const { state, st, scratch } = ctx;
  ctx.emit({ type: 'turnStart', turn: ctx.turn });
  noteTurnStart(state, scratch);
  for (const ship of state.ships) ship.menInRigging = false;
  // turn 1: the broadsides loaded and the sails set before the game (3.2.11, 13.0, 20.1.5.1)
  if (ctx.turn === 1) {
    for (const ship of state.ships) {
      const o = ctx.ordersFor(ship);
      const spec = specOf(st, ship);
      if (o.initialLoads && !st.deferredLoading) {
        for (const b of ['L', 'R'] as const) {
          let ammo = o.initialLoads[b];
          if (!ammo) continue;
          if (!ctx.advanced) ammo = 'round';
          if (ammo === 'chain' && !chainshotAllowed(spec.nation)) ammo = 'round'; // 24.2.2.4
          ship.loads[b] = { ammo, loading: false };
        }
      }
      if (o.initialSail && ctx.advanced) ship.fullSail = o.initialSail === 'FS';
    }
  }
}

/**
 * What the turn's start notes for its later phases: where every ship began the turn (8.0, 14.1.1), and the
 * surrendered ships — not struck, not captured — near an operational friend, which return to duty at the
 * turn's end (11.4.5). Kept in the turn's scratch.
 */
export function noteTurnStart(state: GameState, scratch: TurnScratch): void {
  const st = state.static;
  for (const ship of state.ships) scratch.startPos[st.ships[ship.idx].id] = { bow: ship.bow, heading: ship.heading };
  for (const ship of state.ships) {
    if (!isAfloat(ship) || !ship.surrendered || ship.prize) continue;
    if (ship.surrendered.cause === 'striking' || ship.doomed) continue;
    const owner = specOf(st, ship).side;
    const near = state.ships.some(
      (o) =>
        o !== ship && isOperational(o) && controllerOf(st, o) === owner && shipRange(ship, o) <= RETURN_TO_DUTY_RANGE,
    );
    if (near) scratch.returning.push(st.ships[ship.idx].id);
  }
}

function endTurn(ctx: TurnContext): void {
  const { state, st, scratch } = ctx;
  for (const ship of state.ships) {
    if (ship.anchorPending) {
      ship.anchor = ship.anchorPending; // 20.3.2
      ship.anchorPending = null;
      ctx.emit({ type: 'anchor', turn: ctx.turn, ship: ctx.id(ship), state: `anchored (${ship.anchor})` });
    }
    if (ship.upAnchorTurns >= UP_ANCHOR_TURNS) {
      ship.anchor = null; // 20.3.6
      ship.upAnchorTurns = 0;
      ctx.emit({ type: 'anchor', turn: ctx.turn, ship: ctx.id(ship), state: 'anchor weighed' });
    }
    ship.menInRigging = false;
  }
  for (const id of scratch.returning) {
    const ship = ctx.ship(id)!;
    if (ship.surrendered && !ship.prize && ship.surrendered.cause !== 'striking') {
      ship.surrendered = null;
      ctx.emit({ type: 'returnToDuty', turn: ctx.turn, ship: id });
    }
  }
  // 14.1.1 refusing combat (single-ship scenarios)
  if (st.victory === 'single-ship' && st.rules.refusalTurns > 0) {
    const [a, b] = st.sides.map((s) => state.ships.find((x) => specOf(st, x).side === s.id)!);
    // 7.2.8 a ship due to enter that stays off the board keeps out of range as surely as one sailing away (I-DYO-2)
    const holdsOff = (s: (typeof state.ships)[number]) => isEntering(state, s);
    const inPlay = (s: (typeof state.ships)[number]) => isAfloat(s) && !isOut(s);
    if (a && b && (inPlay(a) || holdsOff(a)) && (inPlay(b) || holdsOff(b))) {
      const offBoard = holdsOff(a) || holdsOff(b);
      if (offBoard || shipRange(a, b) > MAX_FIRING_RANGE) {
        state.outOfRangeTurns++;
        const pa = scratch.startPos[ctx.id(a)];
        const pb = scratch.startPos[ctx.id(b)];
        if (offBoard) {
          // the ship off the board opens the range by a hex each turn she stays off; the other none
          if (holdsOff(a)) a.rangeOpened += 1;
          if (holdsOff(b)) b.rangeOpened += 1;
        } else if (pa && pb) {
          a.rangeOpened += hexDistance(a.bow, pb.bow) - hexDistance(pa.bow, pb.bow);
          b.rangeOpened += hexDistance(b.bow, pa.bow) - hexDistance(pb.bow, pa.bow);
        }
        if (state.outOfRangeTurns >= st.rules.refusalTurns) {
          if (a.rangeOpened === b.rangeOpened) endGame(ctx, 'both ships kept out of range (14.1.1)', false, 'draw');
          else {
            const loser = a.rangeOpened > b.rangeOpened ? a : b;
            const winner = loser === a ? b : a;
            endGame(ctx, `${specOf(st, loser).name} refused combat (14.1.1)`, false, specOf(st, winner).side);
          }
        }
      } else {
        state.outOfRangeTurns = 0;
        a.rangeOpened = 0;
        b.rangeOpened = 0;
      }
    }
  }
  if (!state.result && st.turnLimit !== null && ctx.turn >= st.turnLimit)
    endGame(ctx, `turn limit (${st.turnLimit}) reached`, true);
}

export interface ResolveOptions {
  /** pause before this phase (the state carries the orders so far; continue with resolveTurn) */
  until?: PhaseName;
}

export interface TurnResult {
  state: GameState;
  events: GameEvent[];
}

/**
 * Resolve a turn (or the rest of a paused turn) from both sides' orders. Pure: the input state is
 * not changed. Illegal plots are truncated (7.2.7) and reported as events; malformed orders throw
 * OrderError.
 */
export function resolveTurn(state: GameState, orders: OrdersBySide, options: ResolveOptions = {}): TurnResult {
  if (state.result) return { state, events: [] };
  validateOrders(state, orders);
  const next = cloneState(state);
  const events: GameEvent[] = [];
  const progress = state.progress;
  const merged = progress ? mergeOrders(progress.orders, orders) : orders;
  const scratch: TurnScratch = progress ? progress.scratch : emptyScratch();
  const ctx = new TurnContext(next, merged, progress ? cloneScratch(scratch) : scratch, events);
  const phases = phasesOf(state);
  const run = phases === ADVANCED_PHASES ? ADVANCED_RUN : BASIC_RUN;
  let i = progress ? progress.nextPhase : 0;
  if (!progress) startTurn(ctx);
  for (; i < phases.length; i++) {
    if (options.until === phases[i] && !(progress && i === progress.nextPhase)) {
      next.progress = { nextPhase: i, orders: merged, scratch: ctx.scratch };
      next.rng = ctx.dice.state();
      return { state: next, events };
    }
    const spec = run[i];
    spec.run(ctx);
    if (next.result) break;
    if (spec.canEndGame) checkImmediateVictory(ctx);
    if (next.result) break; // 14.1.4 the turn is not completed
  }
  if (!next.result) endTurn(ctx);
  next.progress = null;
  next.rng = ctx.dice.state();
  next.turn = next.result ? state.turn : state.turn + 1;
  return { state: next, events };
}

/** A deep copy of a paused turn's notes (the paused state keeps its own). */
function cloneScratch(s: TurnScratch): TurnScratch {
  const fired: TurnScratch['fired'] = {};
  for (const id in s.fired) fired[id] = s.fired[id].slice();
  const startPos: TurnScratch['startPos'] = {};
  for (const id in s.startPos) {
    const p = s.startPos[id];
    startPos[id] = { bow: { q: p.bow.q, r: p.bow.r }, heading: p.heading };
  }
  return {
    executed: { ...s.executed },
    motionless: s.motionless.slice(),
    collided: s.collided.slice(),
    movedHexes: { ...s.movedHexes },
    parties: s.parties.map((p) => ({ ...p, sections: p.sections.slice() })),
    sailChange: { ...s.sailChange },
    repairing: { ...s.repairing },
    noFire: s.noFire.slice(),
    noReload: s.noReload.slice(),
    fired,
    meleeShips: s.meleeShips.slice(),
    startPos,
    returning: s.returning.slice(),
    ...(s.mortarsFired ? { mortarsFired: s.mortarsFired.slice() } : {}),
  };
}

/**
 * Ships of a paused turn barred from firing or reloading this turn by their own notations
 * (10.2.5 boarding parties, 20.3.4.2 / 20.3.6.1 anchoring, 20.5.3 repairs); none outside a turn.
 */
export function barredThisTurn(state: GameState): { noFire: string[]; noReload: string[] } {
  const s = state.progress?.scratch;
  return { noFire: s ? s.noFire.slice() : [], noReload: s ? s.noReload.slice() : [] };
}

/** The phase a paused turn will run next, or null. */
export function pausedAt(state: GameState): PhaseName | null {
  return state.progress ? phasesOf(state)[state.progress.nextPhase] : null;
}
