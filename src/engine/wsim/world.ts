/**
 * Worlds consistent with a player view: captains see only their side's view, but search needs a
 * full state to simulate. `stateFromView` fills what the view hides — the enemy's loads and
 * reloads, the dice — from the captain's own guesses and seed. Nothing here reads a real state.
 */
import { initialRngState } from '../rng.js';
import { emptyScratch } from './context.js';
import { nextDecision } from './decision.js';
import { noteTurnStart, phasesOf } from './turn.js';
import { copyLoads, copyShip } from './shipCopy.js';
import { RELOADS_PER_SHIP } from './tables/constants.js';
import { MORTARS_BY_KIND, MORTAR_LOAD_TURNS } from './tables/bombKetch.js';
import type { GameEvent } from './events.js';
import type { Ammo, Broadside, GameState, PlayerView, ShipState, SideId } from './types.js';

export interface WorldOptions {
  /** seed of the simulated dice (draw it from the captain's own random stream) */
  seed: string;
  /** the guessed loads of a ship whose loads are hidden (default: roundshot both sides) */
  guessLoads?: (shipId: string) => Record<Broadside, Ammo | null>;
  /** the guessed reloads left of a hidden ship (default: 30 less two per turn played, at least 0) */
  guessReloads?: (shipId: string) => number;
  /** 42.5 the guessed loading of a hidden bomb's mortars (default: every mortar loaded) */
  guessMortars?: (shipId: string) => number[];
  /**
   * Where the world stands in its turn. 'start' (the default): before every phase of the turn. 'orders': at the
   * turn's orders decision, as the view seen there shows the board — the phases before it already played (17.0
   * A–C: the Advanced Game's wind, settled before the plots, is the wind of the view and is not rolled again).
   * 'boarding': at the pause before Boarding Preparation (10.0), as the view seen there shows the board — movement
   * and grappling played; the rest of the turn (boarding, combat, melee, reload) is run with the orders given to
   * `resolveTurn`, which must then carry every order read from there on (fire, loads: none is remembered).
   */
  at?: 'start' | 'orders' | 'boarding';
}

/**
 * The world paused at its turn's orders decision (`nextDecision`): the phases before it count as played — the
 * view shows their outcome — with the turn's start noted (start positions, ships returning to duty, 11.4.5).
 */
function atOrdersDecision(state: GameState): GameState {
  const until = nextDecision(state).runUntil;
  if (until === null) return state; // the orders are due at the turn's start (turn 1, the Basic Game)
  const scratch = emptyScratch();
  noteTurnStart(state, scratch);
  return { ...state, progress: { nextPhase: phasesOf(state).indexOf(until), orders: {}, scratch } };
}

/** 42.5 the mortars of a simulated world: the side's own as it knows them, an enemy bomb's guessed loaded (I-BOMB-7). */
function guessedMortars(view: PlayerView, options: WorldOptions): Pick<GameState, 'mortars'> {
  if (!view.mortars) return {};
  const out: Record<string, number[]> = {};
  for (const s of view.static.ships) {
    if (!s.bomb) continue;
    out[s.id] =
      view.mortars[s.id]?.slice() ??
      options.guessMortars?.(s.id) ??
      Array.from({ length: MORTARS_BY_KIND[s.bomb] }, () => MORTAR_LOAD_TURNS);
  }
  return { mortars: out };
}

/**
 * The world paused before its Boarding Preparation Phase (10.0): the phases before it count as played, the turn's
 * start noted on the board as it stands (the view does not show where the ships began the turn: 14.1.1's refusal
 * bookkeeping counts from here), the sail changes under way from the men in the rigging (20.1.5.2, 27.0). Not shown
 * by a view and so not carried: a repair under way (20.5, 26.2; with it the turn's collisions, which only a repair
 * reads after movement) and its bar on fire (20.5.3–20.5.5).
 */
function atBoardingPause(state: GameState): GameState {
  const scratch = emptyScratch();
  noteTurnStart(state, scratch);
  // 20.1.5.2 a sail change under way shows as the men in the rigging (23.0); it takes effect in 27.0
  for (const ship of state.ships)
    if (ship.menInRigging) scratch.sailChange[state.static.ships[ship.idx].id] = ship.fullSail ? 'BS' : 'FS';
  return { ...state, progress: { nextPhase: phasesOf(state).indexOf('boardingPreparation'), orders: {}, scratch } };
}

export function stateFromView(view: PlayerView, options: WorldOptions): GameState {
  const world = worldOf(view, options);
  if (options.at === 'orders') return atOrdersDecision(world);
  return options.at === 'boarding' ? atBoardingPause(world) : world;
}

/**
 * 39.0 the map of a world made from a view whose depths are hidden (`map`: the world's own copy of the view's): the depths the viewer's side knows are the world's
 * shoals, and the viewer's side is given them as a chart — in its world it knows every depth there is, so its own
 * plans there steer clear of them as they do on the board. The other side knows what its chart gives it, as before.
 */
function worldMap(map: GameState['static']['map'], view: PlayerView): GameState['static']['map'] {
  const charted = map.charted ?? [];
  return {
    ...map,
    shoals: (view.shoals ?? []).map(([k, d]) => [k, d]),
    charted: charted.includes(view.side) ? charted : [...charted, view.side],
  };
}

function worldOf(view: PlayerView, options: WorldOptions): GameState {
  const ships: ShipState[] = view.ships.map((v) => {
    const { id, loads, reloadsLeft } = v;
    const guessed = options.guessLoads?.(id) ?? { L: 'round', R: 'round' };
    return copyShip(
      v,
      loads ? copyLoads(loads) : { L: { ammo: guessed.L, loading: false }, R: { ammo: guessed.R, loading: false } },
      reloadsLeft ?? options.guessReloads?.(id) ?? Math.max(0, RELOADS_PER_SHIP - 2 * (view.turn - 1)),
    );
  });
  const st = structuredClone(view.static);
  return {
    static: {
      ...st,
      seed: options.seed,
      // 39.0 the world's depths are those the viewer's side knows, and in the world it knows them all (charted)
      ...(view.shoals ? { map: worldMap(st.map, view) } : {}),
    },
    turn: view.turn,
    ships,
    wind: { ...view.wind },
    fouls: structuredClone(view.fouls),
    grapples: structuredClone(view.grapples),
    melees: structuredClone(view.melees),
    ...(view.tows ? { tows: structuredClone(view.tows) } : {}),
    ...guessedMortars(view, options),
    ...(view.forts ? { forts: view.forts.slice() } : {}),
    ...(view.commandLag ? { commandLag: structuredClone(view.commandLag) } : {}),
    rng: initialRngState(options.seed),
    progress: null,
    outOfRangeTurns: 0,
    result: view.result ? structuredClone(view.result) : null,
  };
}

const READ_ONLY_RNG = { c: 1, s0: 0, s1: 0, s2: 0 };
/** the last view seen as a board (a decision asks about every ship from one view; a WeakMap insert per view cost more) */
let lastView: PlayerView | null = null;
let lastBoard: GameState | null = null;
const boardStatics = new WeakMap<PlayerView['static'], GameState['static']>();

/**
 * A player view as a read-only board for the rule queries (legal plots, plot checks, fire options,
 * movement allowance), without copying it: the queries read what the view shows — positions,
 * headings, rigging, crews, the wind, links, and the viewer's own loads — and change nothing. An
 * enemy's load column stays hidden (null); no query reads it. For a world to play on, use
 * `stateFromView` (a deep copy with the hidden loads guessed).
 */
export function boardOf(view: PlayerView): GameState {
  if (view === lastView && lastBoard) return lastBoard;
  let st = boardStatics.get(view.static);
  if (!st) boardStatics.set(view.static, (st = { ...view.static, seed: '' }));
  const board: GameState = {
    static: st,
    turn: view.turn,
    ships: view.ships as GameState['ships'], // ShipBody and the viewer's loads: all a query reads
    wind: view.wind,
    fouls: view.fouls,
    grapples: view.grapples,
    melees: view.melees,
    ...(view.tows ? { tows: view.tows } : {}),
    ...(view.mortars ? { mortars: view.mortars } : {}),
    ...(view.forts ? { forts: view.forts } : {}),
    ...(view.commandLag ? { commandLag: view.commandLag } : {}),
    rng: READ_ONLY_RNG,
    progress: null,
    outOfRangeTurns: 0,
    result: view.result,
  };
  lastView = view;
  lastBoard = board;
  return board;
}

/**
 * The events a side may see (7.2.5): everything on the board and in the opened logs, but not the
 * enemy's loading (reload events) nor notes about the enemy's orders that were not carried out.
 */
export function publicEvents(
  events: readonly GameEvent[],
  state: { static: { ships: { id: string; side: SideId }[] } },
  side: SideId,
  controllerOf?: (shipId: string) => SideId,
): GameEvent[] {
  const owner = new Map(state.static.ships.map((s) => [s.id, s.side]));
  const ctl = controllerOf ?? ((id: string) => owner.get(id) ?? '');
  return events.filter((e) => {
    if (e.type === 'reload' || e.type === 'orderIgnored' || e.type === 'lowPowderFire' || e.type === 'mortarLoad')
      return ctl(e.ship) === side;
    return true;
  });
}
