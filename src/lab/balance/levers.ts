/**
 * The knobs of a scenario that take a value — solved for the value that brings the game to even
 * (solve.ts), not sampled from a menu:
 * - the victory-points handicap of the side behind (14.2, I-VICT-4), where points can decide (a turn limit);
 * - the turn limit (14.2.4; a single-ship action without one gains one);
 * - the starting range: the second side's ships moved k hexes towards (k > 0) or away from the first's;
 * - crew grades spread over several ships: k one-grade steps, the side behind's ships a grade up in
 *   turn (the most valuable first) until all are elite, then the side ahead's a grade down.
 * Each knob knows its value as written, its range, and the scenario at any value in it.
 */
import type { SideId } from '../../index.js';
import { QUALITIES, type Scenario } from '../../api/wsim.js';
import { sideName } from './words.js';
import {
  downGrade,
  shift,
  startingRange,
  tryScenario,
  upGrade,
  withQuality,
  type Adjustment,
  type AdjustmentKind,
  type Ship,
} from './adjust.js';
import type { Knob } from './solve.js';

export interface Lever {
  kind: AdjustmentKind;
  /** the knob's key, the same on every scenario it applies to ("handicap", "turns", "range", "grades") */
  key: string;
  knob: Knob;
  /** the scenario with the knob at x (null: it cannot be placed) */
  at(x: number): Adjustment | null;
}

/** The starting range is moved at most this many hexes each way. */
export const RANGE_STEPS = 8;
/** The longest turn limit tried on a scenario without one: twice the long games' length, at least this. */
const MIN_OPEN_LIMIT = 10;

function handicapLever(base: Scenario, ahead: SideId, behind: SideId): Lever | null {
  if (base.turnLimit === undefined) return null; // points decide only at a limit (14.2.4)
  const have = base.handicap?.[behind] ?? 0;
  const onBoard = base.ships.filter((x) => x.side === ahead).reduce((n, x) => n + (x.points ?? 0), 0);
  const name = sideName(base, behind);
  return {
    kind: 'handicap',
    key: 'handicap',
    knob: { start: have, low: have, high: Math.min(999, have + onBoard) },
    at: (x) => {
      const scenario = tryScenario({ ...base, handicap: { ...base.handicap, [behind]: x } }, `handicap:${x}`);
      const was = have ? ` (was ${have})` : '';
      return (
        scenario && {
          key: `handicap:${behind}:${x}`,
          kind: 'handicap',
          label: `a handicap of ${x} victory point${x === 1 ? '' : 's'} for ${name}${was} (14.2)`,
          scenario,
        }
      );
    },
  };
}

function turnLimitLever(base: Scenario, longGames: number): Lever {
  const limit = base.turnLimit;
  const knob =
    limit !== undefined
      ? { start: limit, low: Math.max(2, Math.round(limit / 4)), high: Math.min(500, 2 * limit) }
      : (() => {
          const high = Math.min(500, Math.max(MIN_OPEN_LIMIT, 2 * longGames));
          return { start: high, low: 2, high };
        })();
  return {
    kind: 'turn limit',
    key: 'turns',
    knob,
    at: (x) => {
      const scenario = tryScenario({ ...base, turnLimit: x }, `turns:${x}`);
      return (
        scenario && {
          key: `turns:${x}`,
          kind: 'turn limit',
          label:
            limit !== undefined ? `turn limit ${limit} → ${x}` : `a turn limit of ${x} (points decide at the limit)`,
          scenario,
        }
      );
    },
  };
}

function rangeLever(base: Scenario): Lever | null {
  const [first, second] = base.sides.map((x) => x.id);
  const movers = base.ships.filter((x) => x.side === second && x.entersOnTurn === undefined);
  if (!movers.length || !base.ships.some((x) => x.side === first && x.entersOnTurn === undefined)) return null;
  const range0 = startingRange(base);
  let towards = 0;
  let best = Infinity;
  for (let d = 0; d < 6; d++) {
    const r = startingRange({ ...base, ships: base.ships.map((x) => (movers.includes(x) ? shift(x, d, 2) : x)) });
    if (r < best) [towards, best] = [d, r];
  }
  const moved = (k: number): Scenario | null => {
    const input = {
      ...base,
      ships: base.ships.map((x) => (movers.includes(x) ? shift(x, k > 0 ? towards : towards + 3, Math.abs(k)) : x)),
    };
    return startingRange(input) >= 1 ? tryScenario(input, `range:${k}`) : null;
  };
  // the range of k: as far each way as the ships can be placed
  let low = 0;
  while (low > -RANGE_STEPS && moved(low - 1)) low--;
  let high = 0;
  while (high < RANGE_STEPS && moved(high + 1)) high++;
  if (low === high) return null;
  const name = sideName(base, second);
  return {
    kind: 'starting range',
    key: 'range',
    knob: { start: 0, low, high },
    at: (k) => {
      const scenario = k === 0 ? base : moved(k);
      return (
        scenario && {
          key: `range:${k}`,
          kind: 'starting range',
          label: `starting range ${range0} → ${startingRange(scenario)} hexes (${name} moved ${Math.abs(k)} hex${Math.abs(k) === 1 ? '' : 'es'} ${k >= 0 ? 'closer' : 'away'})`,
          scenario,
        }
      );
    },
  };
}

/** The one-grade steps in order: the side behind's ships up in turn (most points first), then the side ahead's down. */
export function gradeSteps(base: Scenario, ahead: SideId): { ship: string; up: boolean }[] {
  const byPoints = (side: SideId) =>
    base.ships
      .filter((x) => x.side === side)
      .sort((a, b) => (b.points ?? 0) - (a.points ?? 0) || a.id.localeCompare(b.id));
  const steps: { ship: string; up: boolean }[] = [];
  for (const [ships, up] of [
    [byPoints(base.sides.find((x) => x.id !== ahead)!.id), true],
    [byPoints(ahead), false],
  ] as const) {
    const q = new Map(ships.map((x) => [x.id, x.quality]));
    for (let round = 0; round < QUALITIES.length; round++)
      for (const x of ships) {
        const to = QUALITIES.includes(q.get(x.id)!) ? (up ? upGrade : downGrade)(q.get(x.id)!) : null;
        if (!to) continue;
        q.set(x.id, to);
        steps.push({ ship: x.id, up });
      }
  }
  return steps;
}

function gradesLever(base: Scenario, ahead: SideId): Lever | null {
  const steps = gradeSteps(base, ahead);
  if (steps.length < 2) return null; // one step is a single crew-quality change, screened as such
  return {
    kind: 'crew grades',
    key: 'grades',
    knob: { start: 0, low: 0, high: steps.length },
    at: (k) => {
      const ships = new Map<string, Ship>(base.ships.map((x) => [x.id, x]));
      for (const step of steps.slice(0, k)) {
        const x = ships.get(step.ship)!;
        ships.set(step.ship, withQuality(x, (step.up ? upGrade : downGrade)(x.quality)!));
      }
      const changed = base.ships
        .filter((x) => ships.get(x.id)!.quality !== x.quality)
        .map((x) => `${x.name} ${x.quality} → ${ships.get(x.id)!.quality}`);
      const scenario = tryScenario({ ...base, ships: base.ships.map((x) => ships.get(x.id)!) }, `grades:${k}`);
      return (
        scenario && {
          key: `grades:${k}`,
          kind: 'crew grades',
          label: `${k} crew grade${k === 1 ? '' : 's'} spread over the ships: ${changed.join(', ') || 'none'}`,
          scenario,
        }
      );
    },
  };
}

/**
 * The knobs of a scenario whose side `ahead` wins more often. `longGames`: the length of the long
 * games as written (the upper quartile), which bounds the turn limit tried where there is none.
 */
export function leversFor(base: Scenario, ahead: SideId, longGames: number): Lever[] {
  const behind = base.sides.find((x) => x.id !== ahead)!.id;
  return [
    handicapLever(base, ahead, behind),
    turnLimitLever(base, longGames),
    rangeLever(base),
    gradesLever(base, ahead),
  ].filter((x): x is Lever => x !== null && placeable(x));
}

/** A knob is tried only when every value of its range makes a valid scenario (checked whole up to this many values, else its ends). */
const CHECK_VALUES = 64;

function placeable(lever: Lever): boolean {
  const { start, low, high } = lever.knob;
  if (![start, low, high].every(Number.isInteger) || low >= high) return false;
  const values =
    high - low < CHECK_VALUES ? Array.from({ length: high - low + 1 }, (_, i) => low + i) : [low, start, high];
  return values.every((x) => lever.at(x) !== null);
}
