/**
 * WS&IM's stages: the player's decisions in a turn, in the order of the sequence of play (5.0 / 17.0). Each stage
 * gathers the orders the next phase needs, then the turn is resolved up to the pause before the
 * following stage's phase (`resolveTurn(state, orders, { until })`). A stage the player has nothing
 * to decide in is resolved with no orders (the engine's defaults).
 */
import { shipRange, legalPlots } from '../../index.js';
import {
  fireOptions,
  PHASES,
  TURN_START_READS,
  barredThisTurn,
  linkedShips,
  isOperational,
  type GameState,
  type PhaseName,
  type PlayerView,
  type ShipOrders,
  type ShipView,
} from '../../api/wsim.js';
import { commandable } from '../../../bots/index.js';
import { writesAhead } from './commandLag.js';
import { rakers } from './gunHits.js';
import { mortarChoices, mortarsToLoad } from './mortars.js';
import type { StageName, StagePlan } from '../rules/types.js';

/** WS&IM's stages of a turn, in order. */
export const STAGES: readonly WsimStage[] = [
  'start',
  'unfouling',
  'movement',
  'grappling',
  'boarding',
  'combat',
  'reload',
];

/** The phase the turn pauses before once the stage's orders are given (null: to the end of the turn). */
export const PAUSE_BEFORE: Readonly<Record<WsimStage, PhaseName | null>> = {
  start: 'unfouling',
  unfouling: 'movementNotation',
  movement: 'grappling',
  grappling: 'boardingPreparation',
  boarding: 'combat',
  combat: 'reload',
  reload: null,
};

/** WS&IM's stages, in the order of the sequence of play. */
export type WsimStage = 'start' | 'unfouling' | 'movement' | 'grappling' | 'boarding' | 'combat' | 'reload';

/** The stages of a WS&IM turn. */
export const WSIM_PLAN: StagePlan = { stages: STAGES, pauseBefore: PAUSE_BEFORE };

/** Orders read by the phases a stage leads into (and by no earlier phase): the engine's phase descriptions. */
export const STAGE_KEYS: Readonly<Record<WsimStage, readonly (keyof ShipOrders)[]>> = {
  start: TURN_START_READS,
  unfouling: PHASES.unfouling.reads,
  movement: PHASES.movementNotation.reads,
  grappling: PHASES.grappling.reads,
  boarding: PHASES.boardingPreparation.reads,
  combat: PHASES.combat.reads,
  reload: PHASES.reload.reads,
};

export const STAGE_TITLES: Readonly<Record<WsimStage, string>> = {
  start: 'before the battle: initial loads and sails (13.0, 20.1.5.1)',
  unfouling: 'unfouling (6.0)',
  movement: 'movement notation (7.0, 20.0)',
  grappling: 'grappling and ungrappling (9.0)',
  boarding: 'boarding preparation (10.0)',
  combat: 'combat: fire orders (11.0, 24.0)',
  reload: 'reload (13.0, 26.0)',
};

/** WS&IM: the side's ships on the board or entering it (bots' commandable). */
export function wsimOwnShips(view: PlayerView): ShipView[] {
  return view.ships.filter((s) => commandable(view, s));
}

export function adjacentShips(view: PlayerView, ship: ShipView): ShipView[] {
  return view.ships.filter((o) => o.id !== ship.id && o.onBoard && !o.removed && shipRange(ship, o) === 1);
}

/** Ships barred from firing or reloading this turn by their own notations (10.2.5, 20.3.4.2, 20.3.6.1, 20.5.3). */
export function barred(state: GameState): { noFire: Set<string>; noReload: Set<string> } {
  const b = barredThisTurn(state);
  return { noFire: new Set(b.noFire), noReload: new Set(b.noReload) };
}

/** Does the player have anything to decide in this stage (WS&IM)? */
export function needsInput(stage: StageName, view: PlayerView, state: GameState): boolean {
  const own = wsimOwnShips(view);
  const working = own.filter((s) => s.onBoard && isOperational(s));
  const advanced = view.static.rules.level === 'advanced';
  switch (stage) {
    case 'start':
      return view.turn === 1 && advanced && !view.static.deferredLoading && working.length > 0;
    case 'unfouling':
      return working.some((s) => view.fouls.some((f) => f.a === s.id || f.b === s.id));
    case 'movement':
      return own.some(
        (s) => (advanced && isOperational(s)) || legalPlots(view, s.id).length > 1 || writesAhead(view, s.id), // 32.3
      );
    case 'grappling':
      return working.some(
        (s) =>
          adjacentShips(view, s).length > 0 || view.grapples.some((g) => g.count > 0 && (g.a === s.id || g.b === s.id)),
      );
    case 'boarding':
      return working.some(
        (s) => linkedShips(view, s.id).length > 0 || adjacentShips(view, s).some((o) => o.controller === view.side),
      );
    case 'combat': {
      const { noFire } = barred(state);
      return working.some(
        (s) =>
          (!noFire.has(s.id) &&
            ((['L', 'R'] as const).some((b) => fireOptions(view, s.id, b).length > 0) ||
              mortarChoices(view, s.id).length > 0)) || // 42.0 mortars
          rakers(view, s).length > 0, // 11.4.3.1 the target chooses where gun hits fall in a rake
      );
    }
    case 'reload': {
      const { noReload } = barred(state);
      return working.some(
        (s) =>
          (s.aground !== undefined && !s.aground.lightened) || // 38.2.2.1 guns overboard are ordered here
          (!noReload.has(s.id) && mortarsToLoad(view, s.id)) || // 42.5
          (!noReload.has(s.id) &&
            s.loads !== null &&
            (['L', 'R'] as const).some((b) => s.loads![b].ammo === null && !s.loads![b].loading)),
      );
    }
    default:
      return false;
  }
}
