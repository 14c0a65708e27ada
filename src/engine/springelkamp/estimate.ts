/**
 * Rule queries for a captain weighing Springelkamp's rules from its side's view: the expected damage of a
 * broadside at a ship, for placements the ships may take this turn, and a simulation state built from a
 * view (what the view hides drawn from a guess). The numbers come from the Fire Combat Phase's own
 * modifiers (phases/combat.ts fireModifiers) and the Damage Table (damage.ts damageAt).
 */
import type { Placement } from '../shipGeometry.js';
import { initialRngState } from '../rng.js';
import type { ShipId } from '../system.js';
import { cloneShip, plotContextOf, shipIndexOrThrow, type SprBoard } from './context.js';
import { checkSprPlot, enumerateSprPlots, parseSprPlot, tracePlot } from './plot.js';
import { damageAt } from './damage.js';
import { shipInField, shipRange } from './geometry.js';
import { canFire, fireModifiers } from './phases/combat.js';
import { MAX_RANGE, TARGET_RANGE } from './tables.js';
import type { Broadside, SprShip, SprState, SprView, TargetType } from './types.js';

/** The expected damage of one aim: boxes on the hull's near broadside, the rigging and the opposite broadside. */
export interface ShotEstimate {
  aim: TargetType;
  /** firepower at the range plus the modifiers (the die not yet added) */
  base: number;
  hull: number;
  rigging: number;
  opposite: number;
  rake: 'bow' | 'stern' | null;
}

/**
 * Fire Combat, expected over the die: what broadside `b` of `firerId` would do to `targetId` if the two lay
 * at `firerAt` and `targetAt` (their placements on the board when not given), one entry per aim the range
 * allows (Fire Combat: "Hull may be fired at from 1-5 hexes. Rigging may be fired at from 2+ hexes"). Empty
 * when the broadside cannot fire at her: outside its 60° field up to 10 hexes (Field of Fire), out of reach
 * (I-SPR-4), a friend or a struck ship, a firer that has struck or carries a prize crew. Ships that might lie
 * in between are not counted (they block only where they are when the broadsides fire), nor the special
 * stern rake, which depends on the firer's last movement point.
 */
export function sprShotEstimates(
  board: SprBoard,
  firerId: ShipId,
  b: Broadside,
  targetId: ShipId,
  at?: { firer?: Placement; target?: Placement },
): ShotEstimate[] {
  const fi = shipIndexOrThrow(board, firerId);
  const ti = shipIndexOrThrow(board, targetId);
  const firer = board.ships[fi] as SprShip;
  const target = board.ships[ti] as SprShip;
  if (fi === ti || canFire(firer) || target.struck || target.controller === firer.controller) return [];
  const fp = at?.firer ?? { bow: firer.bow, heading: firer.heading };
  const tp = at?.target ?? { bow: target.bow, heading: target.heading };
  const range = shipRange(fp, tp);
  if (range > MAX_RANGE || !shipInField(fp, b, tp)) return [];
  const firepower = board.static.logs[fi].firepower[range - 1];
  if (firepower <= 0) return [];
  // the modifiers read placements from the board: the hypothetical ones on a shallow copy
  const ships = board.ships.slice() as SprShip[];
  ships[fi] = { ...firer, ...fp };
  ships[ti] = { ...target, ...tp };
  const moved = { ...board, ships } as SprBoard;
  const out: ShotEstimate[] = [];
  for (const aim of ['hull', 'rigging'] as const) {
    if (range < TARGET_RANGE[aim].min || range > TARGET_RANGE[aim].max) continue;
    const { mods, rake } = fireModifiers(moved, fi, b, ti, aim, range, () => false);
    const base = firepower + mods.reduce((a, m) => a + m.value, 0);
    let main = 0;
    let second = 0;
    let opposite = 0;
    for (let die = 1; die <= 6; die++) {
      main += damageAt(base + die) / 6;
      second += damageAt(base + die, 1) / 6;
      opposite += damageAt(base + die, 2) / 6;
    }
    out.push({
      aim,
      base,
      hull: aim === 'hull' ? main : second,
      rigging: aim === 'hull' ? second : main,
      opposite,
      rake,
    });
  }
  return out;
}

/** A legal plot and where it leaves the ship; a drifting plot leaves her where she is until the Wind Phase's roll. */
export interface SprPlotEnd {
  plot: string;
  at: Placement;
  /** the plot drifts (speed D, or a fouled or grappled group): the Wind Phase moves her by a die (Drifting) */
  drift: boolean;
}

/**
 * Every legal plot of the ship (legalPlots' list and order) with the placement its last basic move leaves her
 * at (Movement: the basic moves), collisions not counted; a drift is counted where she lies.
 */
export function sprPlotEnds(board: SprBoard, shipId: ShipId): SprPlotEnd[] {
  const ctx = plotContextOf(board, shipId);
  if (!ctx) shipIndexOrThrow(board, shipId); // throws naming the ship
  return enumerateSprPlots(ctx!).map((plot) => {
    const trace = tracePlot(ctx!.placement, parseSprPlot(plot));
    return { plot, at: trace[trace.length - 1], drift: checkSprPlot(ctx!, plot).drift };
  });
}

/**
 * A Springelkamp state consistent with a side's view, for a captain that simulates turns: the random stream
 * seeded from `seed`, and what the view hides — an enemy's crew morale and quality, written on its own ship
 * log (I-SPR-18) — taken from `guessCrew` (by default the scenario format's default, 4 and 4).
 */
export function sprStateFromView(
  view: SprView,
  options: { seed: string; guessCrew?: (id: ShipId) => { morale: number; quality: number } },
): SprState {
  const guess = options.guessCrew ?? (() => ({ morale: 4, quality: 4 }));
  const logs = view.static.logs.map((l, i) => {
    const seen = view.ships[i].crew;
    if (seen.morale !== null && seen.quality !== null) return l;
    const g = guess(l.id);
    return { ...l, crew: { ...l.crew, morale: g.morale, quality: g.quality } };
  });
  return {
    static: { ...view.static, logs, seed: options.seed },
    turn: view.turn,
    rng: initialRngState(options.seed),
    result: view.result,
    // a view's ship is a state's ship with its id, side and visible crew: the state's fields copied
    ships: view.ships.map((s, idx) => cloneShip({ ...s, idx })),
    fouls: view.fouls.map((f) => ({ ...f })),
    grapples: view.grapples.map((g) => ({ ...g })),
    melees: view.melees.map((m) => ({ ...m })),
  };
}
