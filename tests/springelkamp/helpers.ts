/** Helpers for the Springelkamp tests: a small scenario builder and board placements from labels. */
import { dir, parseHexLabel, type Dir } from '../../src/engine/hex.js';
import type { Placement } from '../../src/engine/wsim/geometry.js';
import { loadSprScenario, type SprScenario } from '../../src/engine/springelkamp/scenario.js';
import type { SprPlotContext } from '../../src/engine/springelkamp/plot.js';
import { TYPICAL_SPEED_TABLE } from '../../src/engine/springelkamp/tables.js';
import { SAILS } from '../../src/engine/springelkamp/types.js';
import { legalPlots } from '../../src/index.js';
import * as spr from '../../src/api/springelkamp.js';
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
  side: string;
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

type Any = any; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Random orders from what a side may see: a legal plot, a sail one level away, fire at listed targets, boarding words. */
export function randomOrders(view: spr.View, rnd: () => number): spr.Orders {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
  const ships: spr.Orders[string]['ships'] = {};
  for (const s of view.ships) {
    if (s.controller !== view.side) continue;
    const i = SAILS.indexOf(s.sail);
    const o: spr.Orders[string]['ships'][string] = {
      plot: pick(legalPlots(view as Any, s.id)),
      sail: SAILS[Math.max(0, Math.min(3, i + pick([-1, 0, 0, 1])))],
    };
    const fire: Any = {};
    for (const b of ['L', 'R'] as const) {
      const t = spr.fireTargets(view, s.id, b);
      if (t.length && rnd() < 0.9) {
        const x = pick(t);
        fire[b] = { target: x.target, aim: pick(x.aims), ...(rnd() < 0.2 ? { sternRake: true } : {}) };
      }
    }
    o.fire = fire;
    const enemies = view.ships.filter((x) => x.controller !== view.side);
    if (rnd() < 0.5) o.boardingParty = rnd() < 0.8;
    if (enemies.length && rnd() < 0.5) o.grapple = pick(enemies).id;
    if (enemies.length && rnd() < 0.5) o.board = pick(enemies).id;
    // Special Cases: now and then a friend (assisting) and a split of the crew between its melees
    const friends = view.ships.filter((x) => x.controller === view.side && x.id !== s.id);
    if (friends.length && rnd() < 0.15) o.board = pick(friends).id;
    const fought = view.melees.flatMap((m) =>
      m.attacker === s.id ? [m.defender] : m.defender === s.id ? [m.attacker] : [],
    );
    if (fought.length && rnd() < 0.5) o.split = { ship: pick(fought), minus: pick([0, 3, 5, 10, 18, 24, 50]) };
    if (rnd() < 0.1) o.breakOff = true;
    if (rnd() < 0.3) o.ungrapple = rnd() < 0.5;
    if (rnd() < 0.3) o.unfoul = rnd() < 0.5;
    if (rnd() < 0.5) o.driftTurn = pick(['P', 'S'] as const);
    const prizes = view.ships.filter((x) => x.captured && x.controller === view.side && !x.prizeCrew);
    if (prizes.length && rnd() < 0.5) o.prizeCrew = pick(prizes).id;
    ships[s.id] = o;
  }
  return { [view.side]: { ships } };
}
