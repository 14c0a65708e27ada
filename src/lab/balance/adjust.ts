/**
 * The single changes the balance search screens, each a whole valid scenario (measured, never
 * guessed): one ship's crew quality a grade up or down, a ship of an existing class added or a ship
 * removed, the weather gage. Only changes that could help the side behind are generated (a grade up
 * for its ships, down for the other side's, a ship for it); the wind can help either side and is
 * tried every way. The knobs with a value — the handicap, the turn limit, the starting range, grades
 * spread over several ships — are solved for the value that brings the game to even (levers.ts).
 */
import {
  DIRECTION_NAMES,
  hexLabel,
  neighbor,
  parseHexLabel,
  shipRange,
  type Dir,
  type Hex,
  type SideId,
} from '../../index.js';
import {
  attitude,
  findShipClass,
  loadScenario,
  QUALITIES,
  SHIP_CLASSES,
  squadronsWith,
  squadronsWithout,
  type Quality,
  type Scenario,
  type ScenarioInput,
} from '../../api/wsim.js';
import { pointsOf } from '../../api/wsim.js';
import { sideName } from './words.js';

export type AdjustmentKind =
  | 'crew quality'
  | 'ship added'
  | 'ship removed'
  | 'turn limit'
  | 'handicap'
  | 'starting range'
  | 'crew grades'
  | 'weather gage';

export interface Adjustment {
  /** stable key, e.g. "quality:hermione:crack" */
  key: string;
  kind: AdjustmentKind;
  /** the change in plain words */
  label: string;
  scenario: Scenario;
}

export type Ship = Scenario['ships'][number];

export const upGrade = (q: Quality): Quality | null => QUALITIES[QUALITIES.indexOf(q) - 1] ?? null;
export const downGrade = (q: Quality): Quality | null => QUALITIES[QUALITIES.indexOf(q) + 1] ?? null;

/** 14.1/14.2 the victory condition a scenario plays under (the engine's default when none is written). */
export function victoryOf(s: ScenarioInput): 'single-ship' | 'points' {
  return (
    s.victory ??
    (s.sides.every((side) => s.ships.filter((x) => x.side === side.id).length === 1) ? 'single-ship' : 'points')
  );
}

export function withQuality(ship: Ship, quality: Quality): Ship {
  const cls = ship.class ? findShipClass(ship.class) : undefined;
  // a class ship at the class's printed value takes the value of its new grade; a ship with its own figures keeps hers
  const points = cls && ship.points === pointsOf(cls, ship.quality) ? pointsOf(cls, quality) : ship.points;
  return { ...ship, quality, points };
}

function stern(bow: Hex, heading: number): Hex {
  return neighbor(bow, heading - 1 + 3);
}

function placement(ship: { bow: string; heading: number }) {
  return { bow: parseHexLabel(ship.bow)!, heading: ((ship.heading - 1) % 6) as Dir };
}

/** Pixel centre of a hex (flat-topped axial coordinates), for bearings only. */
function centre(h: Hex): { x: number; y: number } {
  return { x: 1.5 * h.q, y: Math.sqrt(3) * (h.r + h.q / 2) };
}

function centroid(ships: readonly Ship[]): { x: number; y: number } {
  const cs = ships.map((s) => centre(parseHexLabel(s.bow)!));
  return { x: cs.reduce((a, c) => a + c.x, 0) / cs.length, y: cs.reduce((a, c) => a + c.y, 0) / cs.length };
}

/**
 * Who holds the weather gage (the side upwind of the other) with the wind blowing towards board
 * direction `wind`: the side whose bearing to the enemy lies within 60° of the wind; null when the
 * wind blows across the line between the squadrons.
 */
export function weatherGage(s: ScenarioInput, wind: number): SideId | null {
  const [a, b] = s.sides.map((x) => x.id);
  const ca = centroid(s.ships.filter((x) => x.side === a) as Ship[]);
  const cb = centroid(s.ships.filter((x) => x.side === b) as Ship[]);
  const w = centre(neighbor({ q: 0, r: 0 }, wind - 1));
  const v = { x: cb.x - ca.x, y: cb.y - ca.y };
  const len = Math.hypot(v.x, v.y) * Math.hypot(w.x, w.y);
  if (len === 0) return null;
  const cos = (v.x * w.x + v.y * w.y) / len;
  if (cos > 0.5 + 1e-9) return a;
  if (cos < -0.5 - 1e-9) return b;
  return null;
}

/** The shortest range between the two sides' ships at the start. */
export function startingRange(s: ScenarioInput): number {
  const [a, b] = s.sides.map((x) => x.id);
  let best = Infinity;
  for (const x of s.ships) {
    if (x.side !== a || x.entersOnTurn !== undefined) continue;
    for (const y of s.ships)
      if (y.side === b && y.entersOnTurn === undefined) best = Math.min(best, shipRange(placement(x), placement(y)));
  }
  return best;
}

export function shift(ship: Ship, direction: number, steps: number): Ship {
  let h = parseHexLabel(ship.bow)!;
  for (let i = 0; i < steps; i++) h = neighbor(h, direction);
  return { ...ship, bow: hexLabel(h) };
}

/** A free place astern of the side's last ship (one hex of sea between them), or ahead of its first. */
function placeForNewShip(s: Scenario, side: SideId): { bow: string; heading: number } | null {
  const own = s.ships.filter((x) => x.side === side && x.entersOnTurn === undefined);
  const occupied = new Set<string>();
  for (const x of s.ships) {
    if (x.entersOnTurn !== undefined) continue;
    const p = parseHexLabel(x.bow)!;
    occupied.add(hexLabel(p));
    occupied.add(hexLabel(stern(p, x.heading)));
  }
  for (const l of s.map?.land ?? []) occupied.add(hexLabel(parseHexLabel(l)!));
  const tries: { bow: Hex; heading: number }[] = [];
  const last = own.at(-1);
  const first = own[0];
  if (last) {
    const back = (h: Hex, n: number) => Array.from({ length: n }).reduce<Hex>((x) => stern(x, last.heading), h);
    const p = parseHexLabel(last.bow)!;
    tries.push({ bow: back(p, 3), heading: last.heading }, { bow: back(p, 4), heading: last.heading });
  }
  if (first) {
    const p = parseHexLabel(first.bow)!;
    const ahead = (n: number) => Array.from({ length: n }).reduce<Hex>((x) => neighbor(x, first.heading - 1), p);
    tries.push({ bow: ahead(3), heading: first.heading });
  }
  for (const t of tries) {
    if (!occupied.has(hexLabel(t.bow)) && !occupied.has(hexLabel(stern(t.bow, t.heading))))
      return { bow: hexLabel(t.bow), heading: t.heading };
  }
  return null;
}

export function tryScenario(input: ScenarioInput, key: string): Scenario | null {
  try {
    return loadScenario(input, key);
  } catch {
    return null; // an adjustment that cannot be placed (land, another ship) is not tried
  }
}

/**
 * Candidate adjustments for a scenario whose side `ahead` wins more often. Every candidate is a
 * validated scenario; ones that cannot be made valid are left out.
 */
export function adjustments(base: Scenario, ahead: SideId): Adjustment[] {
  const sides = base.sides.map((x) => x.id);
  const behind = sides.find((x) => x !== ahead)!;
  const out: Adjustment[] = [];
  const push = (key: string, kind: AdjustmentKind, label: string, input: ScenarioInput) => {
    const scenario = tryScenario(input, key);
    if (scenario) out.push({ key, kind, label, scenario });
  };
  const victory = victoryOf(base);
  const ships = base.ships;

  // crew quality: a grade up for the side behind, a grade down for the side ahead (3.2.5 grades)
  for (const ship of ships) {
    const to = ship.side === behind ? upGrade(ship.quality) : downGrade(ship.quality);
    if (!to) continue;
    push(`quality:${ship.id}:${to}`, 'crew quality', `${ship.name}'s crew ${ship.quality} → ${to}`, {
      ...base,
      ships: ships.map((x) => (x === ship ? withQuality(x, to) : x)),
    });
  }

  // a ship removed from the side ahead (when it keeps one), or added to the side behind; the victory
  // condition stays what it was (a duel that gains a ship is still counted by points at its limit)
  if (ships.filter((x) => x.side === ahead).length > 1) {
    for (const ship of ships.filter((x) => x.side === ahead)) {
      push(`remove:${ship.id}`, 'ship removed', `${ship.name} removed from ${sideName(base, ahead)}`, {
        ...base,
        victory,
        ships: ships.filter((x) => x !== ship),
        squadrons: squadronsWithout(base.squadrons, ship.id), // 32.1
      });
    }
  }
  const place = placeForNewShip(base, behind);
  const nations = new Set(ships.filter((x) => x.side === behind).map((x) => x.nation));
  const classes = SHIP_CLASSES.filter((c) => nations.has(c.nation));
  const addVictory = victory === 'single-ship' ? 'points' : victory;
  if (place && (addVictory === victory || base.turnLimit !== undefined)) {
    for (const cls of classes.length ? classes : SHIP_CLASSES) {
      const id = `added-${cls.id}`;
      const added: Ship = {
        id,
        name: `${cls.nation} ${cls.label} (added)`,
        side: behind,
        class: cls.id,
        quality: 'average',
        bow: place.bow,
        heading: place.heading,
      } as Ship;
      const how = addVictory !== victory ? ' (victory by points, 14.2)' : '';
      push(
        `add:${cls.id}`,
        'ship added',
        `an average ${cls.nation} ${cls.label} (${cls.id}, ${cls.points.average} points) added to ${sideName(base, behind)}${how}`,
        {
          ...base,
          victory: addVictory,
          ships: [...ships, added],
          squadrons: squadronsWith(base.squadrons, behind, id),
        },
      );
    }
  }

  // the wind: every other direction that puts no ship head to wind (attitude D, 7.1.3)
  const gage0 = weatherGage(base, base.wind.direction);
  for (let w = 1; w <= 6; w++) {
    if (w === base.wind.direction) continue;
    if (ships.some((x) => attitude(x.heading - 1, w - 1) === 'D')) continue;
    const gage = weatherGage(base, w);
    const who = gage ? `${sideName(base, gage)} hold the weather gage` : 'neither side holds the weather gage';
    const was = gage0 ? sideName(base, gage0) : 'neither side';
    push(
      `wind:${w}`,
      'weather gage',
      `wind blowing towards ${DIRECTION_NAMES[w - 1]} (board ${w}) instead of ${DIRECTION_NAMES[base.wind.direction - 1]}: ${who} (was ${was})`,
      { ...base, wind: { ...base.wind, direction: w } },
    );
  }
  return out;
}

/**
 * The scenario as a designer would write it: a class ship's figures that equal its class's are left
 * out (the loader takes them from the class), the rest is kept.
 */
export function compactScenario(s: Scenario): ScenarioInput {
  const ships = s.ships.map((ship) => {
    const cls = ship.class ? findShipClass(ship.class) : undefined;
    if (!cls) return { ...ship };
    const fromClass: Record<string, unknown> = {
      nation: cls.nation,
      shipClass: cls.shipClass,
      gunRating: cls.gunRating,
      battleSail: cls.battleSail,
      fullSail: cls.fullSail,
      turning: cls.turning,
      hull: cls.hull,
      crew: cls.crew,
      guns: cls.guns,
      carronades: cls.carronades,
      rigging: cls.rigging,
      points: pointsOf(cls, ship.quality),
      depth: (cls as { depth?: number }).depth, // 38.0 the class's depth value (draught)
    };
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(ship)) {
      if (k in fromClass && JSON.stringify(fromClass[k]) === JSON.stringify(v)) continue;
      if (k === 'name' && v === ship.id) continue;
      out[k] = v;
    }
    return out as ScenarioInput['ships'][number];
  });
  return { ...s, ships };
}
