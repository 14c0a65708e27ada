/**
 * `classic`: the baseline of the classic computer version of the game (BSD `sail`), written afresh
 * from its description. For each ship, a depth-first search over every plot within the movement
 * allowance (the legal plots, in depth-first order) against the nearest enemy assumed stationary,
 * scoring only the end position: −50 per hex of range, +60 within three hexes with guns bearing,
 * −30000 with the enemy dead astern. Fires at the nearest enemy bearing (11.1.4) and sets full
 * sails while the nearest enemy is more than nine hexes away (Advanced Game, 20.1).
 */
import { DIRECTIONS, shipRange, sternOf, type Placement } from '../../src/index.js';
import { shipInPlay, type PlotEnd, type ShipOrders, type ShipView } from '../../src/api/wsim.js';
import { defineCaptain } from '../captain.js';
import { plotWeighed, shipExplanation, type Explanation, type ShipExplanation } from '../explain.js';
import { nearestEnemy, operational, ownShips, plotEndsOf } from './lib/fleet.js';
import { AMMO_OPTION, doctrineOption, type AmmoDoctrine } from '../doctrine.js';
import { FULL_SAIL_RANGE, plainShipOrders } from './lib/orders.js';

const PER_HEX = -50;
const BEARING_BONUS = 60;
const BEARING_RANGE = 3;
const DEAD_ASTERN = -30000;

function centre(p: Placement): { x: number; y: number } {
  const s = sternOf(p);
  const q = (p.bow.q + s.q) / 2;
  const r = (p.bow.r + s.r) / 2;
  return { x: 1.5 * q, y: Math.sqrt(3) * (r + q / 2) };
}

/** The enemy lies dead astern: within 30° of the line straight astern (the stern sixth of the compass). */
export function deadAstern(me: Placement, enemy: Placement): boolean {
  const a = centre(me);
  const b = centre(enemy);
  const v = DIRECTIONS[me.heading];
  const hx = 1.5 * v.q;
  const hy = Math.sqrt(3) * (v.r + v.q / 2);
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = Math.hypot(dx, dy) * Math.hypot(hx, hy);
  if (len === 0) return false;
  return (dx * hx + dy * hy) / len <= Math.cos((150 * Math.PI) / 180);
}

/** The classic end-position score of a placement against a stationary enemy. */
export function classicScore(end: Placement, enemy: Placement): number {
  const range = shipRange(end, enemy);
  let score = PER_HEX * range;
  if (range <= BEARING_RANGE && (shipInPlay(end, 'L', enemy) || shipInPlay(end, 'R', enemy))) score += BEARING_BONUS;
  if (deadAstern(end, enemy)) score = DEAD_ASTERN;
  return score;
}

function classicShip(ship: ShipView, ends: PlotEnd[], enemy: ShipView | null): PlotEnd {
  let best = ends[0];
  if (!enemy || !operational(ship)) return best;
  let bestScore = -Infinity;
  for (const end of ends) {
    const score = classicScore(end, enemy);
    if (score > bestScore) {
      bestScore = score;
      best = end;
    }
  }
  return best;
}

export const classicCaptain = defineCaptain({
  name: 'classic',
  description: 'the BSD sail baseline: end-position search against the nearest enemy assumed stationary',
  options: { ammo: { ...AMMO_OPTION, default: 'round' } },
  // the BSD game's search is WS&IM's movement allowance and geometry: it refuses another rule system
  systems: ['wsim'],
  create(options) {
    const doctrine: AmmoDoctrine = doctrineOption('classic', options.ammo);
    let last: { turn: number; ships: ShipExplanation[] } | null = null;
    return {
      orders({ view }) {
        const ships: Record<string, ShipOrders> = {};
        const explained: ShipExplanation[] = [];
        for (const ship of ownShips(view)) {
          const enemy = nearestEnemy(view, ship);
          const ends = plotEndsOf(view, ship.id);
          const end = classicShip(ship, ends, enemy);
          const plot = end.plot;
          const range = enemy ? shipRange(end, enemy) : Infinity;
          ships[ship.id] = plainShipOrders(view, ship, plot, range, FULL_SAIL_RANGE, doctrine);
          if (enemy && operational(ship)) {
            const score = (e: PlotEnd) => classicScore(e, enemy);
            explained.push(shipExplanation(ship.id, ends, score, end, (e) => plotWeighed(e.plot, e, score(e))));
          }
        }
        last = { turn: view.turn, ships: explained };
        return { ships };
      },
      explain(): Explanation | null {
        if (!last) return null;
        return {
          captain: 'classic',
          turn: last.turn,
          valueMeaning:
            'the end position against the nearest enemy assumed to stay where she is: −50 a hex of range, +60 within three hexes with guns bearing, −30000 with her dead astern',
          evaluation: last.ships.length ? last.ships.reduce((a, s) => a + s.chosen.value, 0) : null,
          evaluationMeaning: "the sum of its ships' chosen end-position scores",
          ships: last.ships,
        };
      },
    };
  },
});
