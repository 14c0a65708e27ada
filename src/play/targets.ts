/**
 * What a player's broadside may fire at, from the player's own view, through the engine's public
 * `fireOptions` / `broadsideTargets` (the Combat Phase's own rule: 11.1.1–11.1.5, 24.1.5, 11.1.4.2,
 * 11.1.9, 24.2, 24.2.4.4). Used to list the targets at the fire prompt and to explain why a named
 * target cannot be engaged.
 */
import {
  AMMUNITION, MAX_FIRING_RANGE, broadsideTargets, fireOptions as engineFireOptions, shipInPlay, shipRange,
  type Ammo, type Broadside, type PlayerView, type ShipView,
} from '../index.js';

export type SectionUse = 'both' | 'bow' | 'stern';

export interface FireOption {
  target: string;
  range: number;
  /** the sections that may engage this target (Advanced; Basic: 'both') */
  sections: SectionUse;
  /** the ammunition as it would be fired at this range */
  ammo: Ammo;
}

export function afloat(s: ShipView): boolean {
  return s.onBoard && s.removed === null;
}

/** 11.1.4.2 an enemy ship that is neither struck, surrendered (uncaptured) nor doomed. */
export function targetable(firer: ShipView, t: ShipView): boolean {
  if (!afloat(t) || t.id === firer.id || t.controller === firer.controller) return false;
  if (t.doomed !== null || t.hull <= 0) return false;
  return !(t.surrendered && (!t.prize || t.surrendered.cause === 'striking'));
}

export interface FireQuery {
  asGrape?: boolean;
  sections?: SectionUse;
}

/** Every target the (own, loaded) broadside may fire at now — the engine's own Combat Phase rule. */
export function fireOptions(view: PlayerView, shipId: string, b: Broadside, q: FireQuery = {}): FireOption[] {
  const ship = view.ships.find((s) => s.id === shipId);
  if (!ship?.loads) return [];
  return engineFireOptions(view, shipId, b, q);
}

/** 24.2.1.1–24.2.4.1 does the load reach this range (for the explanation only)? */
function reaches(view: PlayerView, ship: ShipView, loaded: Ammo, range: number, asGrape: boolean): boolean {
  const rules = view.static.rules;
  if (rules.level !== 'advanced') return range <= AMMUNITION.round.maxRange;
  const ammo: Ammo = asGrape && loaded === 'round' ? 'grape' : loaded; // 24.2.4.5
  if (ammo === 'double' && range > AMMUNITION.double.maxRange) return (ship.reloadsLeft ?? 0) > 0; // 24.2.3.4
  return range <= (ammo === 'chain' ? rules.chainshotMaxRange : AMMUNITION[ammo].maxRange);
}

/** Why the broadside cannot fire at `targetId` (null when it can). */
export function whyNotTarget(view: PlayerView, shipId: string, b: Broadside, targetId: string, q: FireQuery = {}, label: (id: string) => string = (id) => id): string | null {
  if (fireOptions(view, shipId, b, q).some((o) => o.target === targetId)) return null;
  const ship = view.ships.find((s) => s.id === shipId)!;
  const target = view.ships.find((s) => s.id === targetId);
  const side = b === 'L' ? 'left' : 'right';
  const load = ship.loads?.[b];
  if (!load || load.ammo === null) return `the ${side} broadside is not loaded (13.0)`;
  if (load.loading) return `the ${side} broadside is still loading doubleshot (24.2.3.3)`;
  if (!target || !afloat(target)) return `${label(targetId)} is not on the board`;
  if (target.controller === ship.controller) return `${label(target.id)} is a friendly ship`;
  if (!targetable(ship, target)) return `${label(target.id)} has struck or is sinking and may not be fired at (11.1.4.2)`;
  if (!shipInPlay(ship, b, target)) return `${label(target.id)} is outside the field of fire of the ${side} broadside (11.1.1)`;
  const range = shipRange(ship, target);
  if (range > MAX_FIRING_RANGE) return `${label(target.id)} is at range ${range}, beyond ${MAX_FIRING_RANGE} hexes (11.1.3)`;
  const geo = broadsideTargets(view, shipId, b).find((o) => o.target === targetId);
  if (!geo) {
    return view.static.rules.level === 'advanced'
      ? `a closer ship or land blocks the sections that could bear on ${label(target.id)} (24.1.5)`
      : `a broadside must fire at the closest ship in its field of fire (11.1.4)`;
  }
  if (q.sections && q.sections !== 'both' && geo.sections !== 'both' && geo.sections !== q.sections) {
    return `only the ${geo.sections} section bears on ${label(target.id)} (24.1.5)`;
  }
  if (!reaches(view, ship, load.ammo, range, q.asGrape === true)) return `${q.asGrape ? 'grapeshot' : `${load.ammo}shot`} does not reach range ${range} (24.2)`;
  if ((q.asGrape || load.ammo === 'grape') && range === 1) return 'grapeshot may not be fired into a melee begun in an earlier turn (24.2.4.4)';
  return `no guns of the ${side} broadside bear at range ${range}`;
}
