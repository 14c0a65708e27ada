/** Helpers for the Springelkamp tests: a small scenario builder and board placements from labels. */
import { dir, parseHexLabel, type Dir } from '../../src/engine/hex.js';
import type { Placement } from '../../src/engine/wsim/geometry.js';
import { loadSprScenario, type SprScenario } from '../../src/engine/springelkamp/scenario.js';
import type { SprPlotContext } from '../../src/engine/springelkamp/plot.js';
import { TYPICAL_SPEED_TABLE } from '../../src/engine/springelkamp/tables.js';
import type { Sail } from '../../src/engine/springelkamp/types.js';

export function at(bow: string, boardHeading: number): Placement {
  return { bow: parseHexLabel(bow)!, heading: dir(boardHeading - 1) };
}

/** Wind "blowing down" the page: towards the south, board direction 4. */
export const WIND_DOWN = dir(3);

export function plotCtx(p: Placement, sail: Sail, turning = 2, wind: Dir = WIND_DOWN): SprPlotContext {
  return { placement: p, wind, sail, speed: TYPICAL_SPEED_TABLE, turning, linked: false, struck: false };
}

export interface ShipSpec {
  id: string;
  side: 'a' | 'b';
  type?: string;
  bow: string;
  heading: number;
  sail?: 'FS' | 'ES' | 'SS' | 'NS';
  quality?: number;
  morale?: number;
}

/** A test scenario; the wind blows towards board direction 2 (north-east) unless `extra` says otherwise. */
export function scenario(ships: ShipSpec[], extra: Record<string, unknown> = {}): SprScenario {
  return loadSprScenario({
    system: 'springelkamp',
    id: 'test',
    name: 'test',
    wind: { direction: 2 },
    turnLimit: 30,
    sides: [
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
    ],
    ships: ships.map((s) => ({ type: 'gb-38', ...s })),
    ...extra,
  });
}
