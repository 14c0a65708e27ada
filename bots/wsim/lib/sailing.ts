/**
 * How far a ship can sail next turn from a placement: the allowance of each heading's attitude to
 * the wind (7.1.3–7.1.4, 20.1.1), less lost rigging sections (11.4.4.1). Used to value a heading by
 * the range it lets the ship reach next turn, so that a captain turns onto a good point of sailing
 * before it pays off.
 */
import { DIRECTIONS, dir, type Hex, type Placement } from '../../../src/index.js';
import {
  BATTLE_SAIL_ALLOWANCE,
  FULL_SAIL_ALLOWANCE,
  attitude,
  type Attitude,
  type PlayerView,
  type PlotEnd,
  type ShipView,
} from '../../../src/api/wsim.js';
import { linkedTo, specOfView } from './fleet.js';
import { rangeOf } from './geometry.js';

export type Speeds = Record<Attitude, number>;

/** Allowance by attitude for the ship as she is (battle or full sail, rigging lost). */
export function speedsOf(view: PlayerView, ship: ShipView): Speeds {
  const spec = specOfView(view, ship);
  const full = view.static.rules.level === 'advanced' && ship.fullSail;
  const table = full ? FULL_SAIL_ALLOWANCE[spec.fullSail] : BATTLE_SAIL_ALLOWANCE[spec.battleSail];
  let lost = 0;
  for (let i = 0; i < spec.rigging.length; i++) if (spec.rigging[i] > 0 && ship.rigging[i] <= 0) lost++;
  const base = table ?? { A: 0, B: 0, C: 0, D: 0 };
  const out = {} as Speeds;
  for (const a of ['A', 'B', 'C', 'D'] as const) out[a] = Math.max(0, base[a] - lost);
  return out;
}

function centre(p: Placement): { x: number; y: number } {
  const v = DIRECTIONS[p.heading];
  const q = p.bow.q - v.q / 2;
  const r = p.bow.r - v.r / 2;
  return { x: 1.5 * q, y: Math.sqrt(3) * (r + q / 2) };
}

const UNIT = DIRECTIONS.map((v) => {
  const x = 1.5 * v.q;
  const y = Math.sqrt(3) * (v.r + v.q / 2);
  const n = Math.hypot(x, y);
  return { x: x / n, y: y / n };
});

/**
 * The range to one target as a pursuer should count it, for many placements of the pursuer (the
 * target's side computed once): the range now, plus what is lost turning onto the heading that closes
 * fastest (velocity made good: allowance of the heading's attitude times the cosine to the bearing). A
 * ship can make about one 60° turn per two hexes of allowance (one turn per hex, 7.1.8; a turn costs a
 * hex, 7.1.10), and one turn when she has none (7.1.15).
 */
export class Closing {
  private readonly target: Placement;
  private readonly tx: number;
  private readonly ty: number;
  /** allowance on each heading (its attitude to the wind) */
  private readonly speed: number[];
  /** turns a ship heading h can make towards the best heading in one go (at least one) */
  private readonly turnsAt: number[];

  constructor(target: Placement, speeds: Speeds, windDirection: number, turning: number) {
    this.target = target;
    const b = centre(target);
    this.tx = b.x;
    this.ty = b.y;
    this.speed = [];
    this.turnsAt = [];
    for (let h = 0; h < 6; h++) {
      const s = speeds[attitude(h, windDirection)];
      this.speed.push(s);
      this.turnsAt.push(Math.max(1, Math.min(turning, Math.ceil(s / 2))));
    }
  }

  rangeFrom(from: Placement): number {
    const range = rangeOf(from, this.target);
    const a = centre(from);
    const dx = this.tx - a.x;
    const dy = this.ty - a.y;
    const n = Math.hypot(dx, dy);
    if (n === 0) return range;
    let best = -1;
    let bestVmg = 0;
    for (let h = 0; h < 6; h++) {
      const vmg = this.speed[h] * ((UNIT[h].x * dx + UNIT[h].y * dy) / n);
      if (vmg > bestVmg) {
        bestVmg = vmg;
        best = h;
      }
    }
    if (best < 0) return range;
    let h = from.heading as number;
    let turns = 0;
    for (let guard = 0; guard < 6 && h !== best; guard++) {
      const diff = dir(best - h);
      const way = diff <= 3 ? 1 : -1;
      let left = Math.min(diff <= 3 ? diff : 6 - diff, this.turnsAt[h]);
      while (left-- > 0 && h !== best) h = dir(h + way);
      turns++;
    }
    return range + turns * bestVmg;
  }
}

/** 8.2.2 ships of the line (classes 1–2) drift every second phase, frigates and smaller every phase. */
function driftEvery(view: PlayerView, ship: ShipView): number {
  return specOfView(view, ship).shipClass <= 2 ? 2 : 1;
}

/** The drift (8.2) a plot without a forward move would bring this turn, or null when the ship cannot drift now. */
export function driftOf(view: PlayerView, ship: ShipView): Hex | null {
  if (ship.anchor !== null || ship.upAnchorTurns > 0) return null;
  if (linkedTo(view, ship.id).length) return null; // fouled or grappled: held in place
  const n = ship.stillPhases + 1;
  if (n < 2 || (n - 2) % driftEvery(view, ship) !== 0) return null;
  return DIRECTIONS[view.wind.direction];
}

/** Where a plot end leaves the ship given her drift this turn (driftOf). */
export function drifted(end: PlotEnd, drift: Hex | null): Placement {
  if (drift === null || /[1-9]/.test(end.plot)) return end;
  return { bow: { q: end.bow.q + drift.q, r: end.bow.r + drift.r }, heading: end.heading };
}
