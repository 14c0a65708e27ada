/**
 * Bomb ketches (42.0) in `wsim play` and the browser board: an anchored bomb fires her loaded mortars at a fort
 * or a motionless enemy 3–10 hexes off (`mortar`, Combat Phase) and loads them, four turns each (`loadmortars`,
 * Reload Phase). The checks are the engine's (checkMortar, mortarTargets); the log shows each mortar's loading.
 */
import {
  checkMortar,
  MORTAR_LOAD_TURNS,
  mortarTargets,
  type MortarTarget,
  type PlayerView,
  type ShipView,
} from '../../api/wsim.js';
import type { ShipNames } from '../glyphs.js';
import { without } from '../words.js';
import { optionalRule } from './words.js';
import type { WsimCommand, WsimResult } from './types.js';

const fail = (error: string): WsimResult => ({ ok: false, error });

/** The loading of each mortar of one of the side's own bombs (undefined: not a bomb, or the rule is off). */
export function mortarLoads(view: PlayerView, id: string): number[] | undefined {
  return view.static.rules.optional.bombKetches ? view.mortars?.[id] : undefined;
}

/** Does the bomb have a mortar to load? */
export function mortarsToLoad(view: PlayerView, id: string): boolean {
  return (mortarLoads(view, id) ?? []).some((n) => n < MORTAR_LOAD_TURNS);
}

/** The targets the ship's loaded mortars reach now (none for a ship that may not fire them). */
export function mortarChoices(view: PlayerView, id: string): MortarTarget[] {
  return mortarLoads(view, id) ? mortarTargets(view, id) : [];
}

function targetName(names: ShipNames, t: MortarTarget): string {
  return t.kind === 'fort' ? `${t.id} (fort)` : names.label(t.id);
}

export function mortarTargetText(names: ShipNames, list: readonly MortarTarget[]): string {
  return list.map((t) => `mortar ${t.mortar + 1} → ${targetName(names, t)} at ${t.range}`).join(', ');
}

export const mortar: WsimCommand = {
  names: ['mortar', 'mortars'],
  stage: 'combat',
  usage: 'mortar [target...] | mortar none',
  help: 'an anchored bomb fires her loaded mortars at a fort or motionless enemy 3-10 hexes off (42.1-42.8)',
  inForce: optionalRule('bombKetches'),
  run(args, c) {
    if ((args[0] ?? '').toLowerCase() === 'none') {
      return { ok: true, orders: without(c.current, 'mortar'), say: ['the mortars hold'] };
    }
    const check = checkMortar(c.view, c.ship.id); // the Combat Phase's own check (42.0, 42.1, 11.3.3)
    if (!check.legal) return fail(check.reason!);
    const reach = mortarTargets(c.view, c.ship.id);
    if (!reach.length)
      return fail('no loaded mortar reaches a fort or a motionless enemy 3-10 hexes off (42.5, 42.7, 42.8)');
    const wanted: string[] = [];
    for (const a of args) {
      const fort = reach.find((t) => t.kind === 'fort' && t.id.toLowerCase() === a.toLowerCase());
      if (fort) {
        wanted.push(fort.id);
        continue;
      }
      const r = c.names.resolve(a);
      if ('error' in r)
        return fail(
          `${r.error} (or a fort: ${
            reach
              .filter((t) => t.kind === 'fort')
              .map((t) => t.id)
              .join(', ') || 'none in reach'
          })`,
        );
      if (!reach.some((t) => t.id === r.id))
        return fail(
          `no loaded mortar reaches ${c.names.label(r.id)} (they reach: ${mortarTargetText(c.names, reach)})`,
        );
      wanted.push(r.id);
    }
    return {
      ok: true,
      orders: { ...c.current, mortar: wanted.length ? { target: wanted } : {} },
      say: [
        `${c.names.tag(c.ship.id)} fires her mortars${wanted.length ? ` at ${wanted.join(', ')} first` : ' at the closest target each reaches'} (${mortarTargetText(c.names, reach)})`,
      ],
    };
  },
};

export const loadMortarsCommand: WsimCommand = {
  names: ['loadmortars', 'lm'],
  stage: 'reload',
  usage: 'loadmortars [no]',
  help: `a turn of loading on every mortar not yet loaded, ${MORTAR_LOAD_TURNS} turns each; no broadside loads this turn (42.5, 42.3.1)`,
  inForce: optionalRule('bombKetches'),
  run(args, c) {
    if ((args[0] ?? '').toLowerCase() === 'no') {
      return { ok: true, orders: without(c.current, 'loadMortars'), say: ['the mortars are not loaded this turn'] };
    }
    if (!c.view.static.rules.optional.bombKetches) return fail('bomb ketches are an optional rule not in use (42.0)');
    const loads = mortarLoads(c.view, c.ship.id);
    if (!loads) return fail('the ship carries no mortars: she is not a bomb (42.0)');
    if (!mortarsToLoad(c.view, c.ship.id)) return fail('every mortar is loaded (42.5)');
    return {
      ok: true,
      orders: { ...c.current, loadMortars: true },
      say: [`${c.names.tag(c.ship.id)} loads her mortars (${mortarLoadText(loads)} → one turn more)`],
    };
  },
};

export function mortarLoadText(loads: readonly number[]): string {
  return loads
    .map((n, i) => `mortar ${i + 1} ${n >= MORTAR_LOAD_TURNS ? 'loaded' : `${n}/${MORTAR_LOAD_TURNS}`}`)
    .join(', ');
}

/** A bomb's mortars in words for her log, or null when she is none (or an enemy: her loading is hidden, 7.2.5). */
export function mortarLine(view: PlayerView, ship: ShipView): string | null {
  const loads = mortarLoads(view, ship.id);
  return loads ? mortarLoadText(loads) : null;
}
