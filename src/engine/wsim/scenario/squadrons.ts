/**
 * 32.1 / IV.1 the squadrons of a scenario, checked beyond the schema: every squadron names ships of its own
 * side, each ship in one squadron at most, every ship of a side that has squadrons in one, a flagship that is
 * a ship of her squadron, and the side's first squadron (the commander's, 32.1–32.2) with a flagship.
 */
import { COMMAND_LAG } from '../tables/commandLag.js';
import type { ScenarioInput } from './schema.js';

type Loose = Record<string, unknown>;
const isObj = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);

export function checkSquadrons(
  squadrons: unknown,
  ships: readonly Loose[],
  sideIds: ReadonlySet<string>,
  err: (path: string, msg: string) => void,
): void {
  if (!Array.isArray(squadrons)) return;
  const sideOf = new Map<string, string>();
  for (const ship of ships)
    if (typeof ship.id === 'string' && typeof ship.side === 'string') sideOf.set(ship.id, ship.side);
  const squadronOf = new Map<string, string>();
  const squadronIds = new Set<string>();
  const firstOf = new Map<string, number>();
  squadrons.forEach((raw, i) => {
    if (!isObj(raw)) return;
    const p = `squadrons[${i}]`;
    const id = typeof raw.id === 'string' ? raw.id : p;
    if (squadronIds.has(id)) err(`${p}.id`, `expected a unique squadron id ("${id}" is used twice)`);
    squadronIds.add(id);
    const side = typeof raw.side === 'string' ? raw.side : null;
    if (side !== null && !sideIds.has(side))
      err(`${p}.side`, `expected one of ${[...sideIds].map((x) => `"${x}"`).join(', ')} (got "${side}")`);
    if (side !== null && !firstOf.has(side)) firstOf.set(side, i);
    const members = Array.isArray(raw.ships) ? raw.ships.filter((x): x is string => typeof x === 'string') : [];
    members.forEach((ship, j) => {
      const at = `${p}.ships[${j}]`;
      const shipSide = sideOf.get(ship);
      if (shipSide === undefined) err(at, `expected the id of a ship of this scenario (got "${ship}")`);
      else if (side !== null && shipSide !== side)
        err(at, `"${ship}" is a ship of side "${shipSide}", not of the squadron's side "${side}"`);
      else if (squadronOf.has(ship))
        err(at, `"${ship}" is already in squadron "${squadronOf.get(ship)}": a ship belongs to one squadron (32.1)`);
      else squadronOf.set(ship, id);
    });
    if (typeof raw.flagship === 'string' && !members.includes(raw.flagship))
      err(
        `${p}.flagship`,
        `expected one of the squadron's own ships (${members.map((x) => `"${x}"`).join(', ')}), got "${raw.flagship}"`,
      );
    if (side !== null && firstOf.get(side) === i && raw.flagship === undefined)
      err(
        `${p}.flagship`,
        `expected the commander's flagship: the first squadron of side "${side}" is the one under his immediate command (32.1, 32.2)`,
      );
  });
  for (const side of firstOf.keys()) {
    const loose = [...sideOf].filter(([ship, s]) => s === side && !squadronOf.has(ship)).map(([ship]) => `"${ship}"`);
    if (loose.length)
      err(
        'squadrons',
        `every ship of side "${side}" must be in a squadron (32.1): ${loose.join(', ')} ${loose.length === 1 ? 'is' : 'are'} in none`,
      );
  }
}

type Squadrons = NonNullable<ScenarioInput['squadrons']>;

/**
 * A scenario's squadrons without one ship (a designer's or `wsim balance`'s edit): an emptied squadron goes,
 * a squadron that loses its flagship flies the flag in its next ship (32.1); undefined stays undefined.
 */
export function squadronsWithout(squadrons: Squadrons | undefined, ship: string): Squadrons | undefined {
  if (!squadrons) return squadrons;
  const out: Squadrons = [];
  for (const q of squadrons) {
    const ships = q.ships.filter((x) => x !== ship);
    if (!ships.length) continue;
    const flagship = q.flagship === ship ? ships[0] : q.flagship;
    out.push({ ...q, ships, ...(flagship !== undefined ? { flagship } : {}) });
  }
  return out.length ? out : undefined;
}

/** The squadrons with a ship added to her side: to its last squadron with room (32.1), else to a new one. */
export function squadronsWith(squadrons: Squadrons | undefined, side: string, ship: string): Squadrons | undefined {
  if (!squadrons || !squadrons.some((q) => q.side === side)) return squadrons;
  const out = squadrons.map((q) => ({ ...q, ships: [...q.ships] }));
  const room = out.filter((q) => q.side === side && q.ships.length < COMMAND_LAG.squadronMaxShips).pop();
  if (room) room.ships.push(ship);
  else out.push({ id: `${side}-added`, side, ships: [ship] });
  return out;
}
