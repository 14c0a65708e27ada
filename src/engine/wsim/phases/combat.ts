/**
 * Combat Phase (11.0; Advanced 24.0). Each loaded broadside may fire at one enemy ship in its field
 * of fire (11.1.1–11.1.3) that is the closest ship or obstacle there (11.1.4, ties 11.1.5); the
 * Advanced Game splits the play into fields 1–5 and broadsides into bow and stern sections (24.1).
 * Range (11.2.1), guns firing incl. carronades in range (11.2.2, 11.1.9), the HDT and its modifiers
 * (11.2.3–11.2.4, 11.3; 16.1.1, 24.2, 24.5, 18.2.2.4–5, 20.3.5, 16.1.2.3), aim (11.2.5, 11.2.8),
 * the hit tables (11.2.6) — all firing is simultaneous: hits are marked after every broadside has
 * fired (11.1.7, 11.2.7), critical hits after that (16.1.2.2.2), then surrenders.
 */
import { landHexesOf } from '../land.js';
import {
  basicRake,
  fieldOf,
  inPlay,
  lineRake,
  rangeToHex,
  shipFields,
  shipInPlay,
  shipRange,
  type Field,
  type RakeResult,
} from '../geometry.js';
import {
  allGunSquares,
  broadsideReady,
  controllerOf,
  crewQuality,
  isAfloat,
  isAnchored,
  isOperational,
  isTargetable,
  riggingSquares,
  specOf,
  sum,
} from '../ship.js';
import {
  ADVANCED_HDT,
  BASIC_HDT,
  CAPTURED_SHIP_TEXT_PENALTY,
  HULL_AIM_MAX_RANGE,
  MAX_FIRING_RANGE,
  hdtRow,
  rangeBandIndex,
  type HdtRow,
} from '../tables/hitDetermination.js';
import { AMMUNITION, CHAINSHOT_IGNORES } from '../tables/ammunition.js';
import { ADVANCED_RAKE_MAX_RANGE, BOARDING_PARTY_EXTRA_CREW_LOSS } from '../tables/constants.js';
import { SURRENDER_FRIEND_RANGE } from '../tables/constants.js';
import { WEATHER_RESTRICTIONS } from '../tables/wind.js';
import { allRiggingGoneModifier } from '../tables/lossOfRigging.js';
import { rollHitTables, type TableRoll } from './shot.js';
import { checkPrize, markHits, settleShip, surrender } from './damage.js';
import { applyCritical } from './criticals.js';
import { anyOrder, fireMortars, markFortHits, type MortarVolley } from '../bombKetch.js';
import type { TurnContext } from '../context.js';
import type { HitSummary, Modifier } from '../events.js';
import type {
  Aim,
  Ammo,
  Broadside,
  FireOrder,
  GameState,
  GameStatic,
  ResolvedParty,
  ShipBody,
  ShipState,
  SideId,
} from '../types.js';

export type SectionUse = 'both' | 'bow' | 'stern';

export interface TargetOption {
  target: ShipState;
  range: number;
  sections: SectionUse;
}

export interface FireOption extends TargetOption {
  /** the ammunition as it would be fired at this range */
  ammo: Ammo;
}

/**
 * Why a broadside may not fire at all this Combat Phase, or null: the Combat Phase's own check, also
 * behind the public fireOptions. A ship that is struck, surrendered, sinking or without crew
 * (11.4.1.2, 11.4.2.2, 12.4.4, 24.3.3), a hanging mast (36.2.2), no load (13.0), no free crew section
 * (11.3.3). Reasons that come from this turn's own orders (10.2.5 every section boarding, 20.3.4.2 /
 * 20.3.6.1 springs and up-anchoring, 20.5.3 repairs) are the Combat Phase's alone.
 */
export function fireRefusal(
  state: GameState,
  firer: ShipState,
  b: Broadside,
  parties: readonly { ship: string; sections: readonly number[] }[],
): string | null {
  if (!isOperational(firer)) {
    if (firer.doomed) return 'a ship about to sink or explode cannot fight (24.3.3)';
    if (firer.surrendered?.cause === 'striking') return 'a struck ship cannot fire (11.4.1.2)';
    if (firer.surrendered) return 'a surrendered ship may not fire (12.4.4)';
    return 'the ship cannot fight (11.4.2.2)';
  }
  if (firer.mastOverSide) return 'a mast hangs over the side: no fire until it is cut loose (36.2.2)';
  if (firer.aground) return 'a ship aground cannot fire her guns (38.5)';
  if (!broadsideReady(firer, b)) return 'the broadside is not loaded (13.0)';
  if (crewSectionsDownIn(state, firer, parties).available <= 0) return 'no crew section is free to fire (11.3.3)';
  return null;
}

/** The public fire query: nothing when the Combat Phase would refuse the broadside, else fireOptionsFor. */
export function legalFireOptions(
  state: GameState,
  firer: ShipState,
  b: Broadside,
  q: { asGrape?: boolean; sections?: SectionUse } = {},
): FireOption[] {
  return fireRefusal(state, firer, b, []) === null ? fireOptionsFor(state, firer, b, q) : [];
}

/**
 * Every target a loaded broadside may engage now with its load (11.1.4, 24.1.5, 24.2 reach,
 * 24.2.4.4 grapeshot into a melee), with the sections that bear and guns to fire. Empty when the
 * broadside is not loaded.
 */
export function fireOptionsFor(
  state: GameState,
  firer: ShipState,
  b: Broadside,
  q: { asGrape?: boolean; sections?: SectionUse } = {},
): FireOption[] {
  if (!broadsideReady(firer, b)) return [];
  const loaded = firer.loads[b].ammo!; // ready: loaded
  const advanced = state.static.rules.level === 'advanced';
  const out: FireOption[] = [];
  for (const o of targetOptions(state, firer, b)) {
    const ammo = ammoAtRange(state.static, firer, loaded, o.range, q.asGrape === true);
    if (ammo === null || (ammo === 'grape' && inLaterMeleeWith(state, firer, o.target))) continue;
    let sections = o.sections;
    if (advanced && q.sections && q.sections !== 'both') {
      if (sections !== 'both' && sections !== q.sections) continue;
      sections = q.sections;
    }
    if (gunsFiring(state.static, firer, b, sections, o.range) <= 0) continue;
    out.push({ target: o.target, range: o.range, sections, ammo });
  }
  return out;
}

/**
 * Why a broadside may not fire at this target now (null: it may) — the steps of the Combat Phase's
 * own check, in its order, each with its rule: the broadside itself (fireRefusal), a ship on the
 * board (11.1.4.2), the field of fire (11.1.1), the range (11.1.3), the closest target or the
 * sections that bear (11.1.4, 24.1.5), the reach of the load (24.2), grapeshot into an older melee
 * (24.2.4.4), guns that bear. Agrees with fireOptionsFor: null exactly for the targets it lists.
 */
export function fireCheck(
  state: GameState,
  firer: ShipState,
  b: Broadside,
  target: ShipState | undefined,
  q: { asGrape?: boolean; sections?: SectionUse } = {},
  label: (id: string) => string = (id) => id,
): string | null {
  const refused = fireRefusal(state, firer, b, []);
  if (refused) return refused;
  const side = b === 'L' ? 'left' : 'right';
  if (!target || !isAfloat(target)) return 'the target is not on the board';
  const name = label(state.static.ships[target.idx].id);
  if (target === firer || controllerOf(state.static, firer) === controllerOf(state.static, target))
    return `${name} is a friendly ship`;
  if (!isValidTarget(state, firer, target))
    return `${name} has struck or is sinking and may not be fired at (11.1.4.2)`;
  if (!shipInPlay(firer, b, target)) return `${name} is outside the field of fire of the ${side} broadside (11.1.1)`;
  const range = shipRange(firer, target);
  if (range > MAX_FIRING_RANGE) return `${name} is at range ${range}, beyond ${MAX_FIRING_RANGE} hexes (11.1.3)`;
  const advanced = state.static.rules.level === 'advanced';
  const geo = targetOptions(state, firer, b).find((o) => o.target === target);
  if (!geo)
    return advanced
      ? `a closer ship or land blocks the sections that could bear on ${name} (24.1.5)`
      : 'a broadside must fire at the closest ship in its field of fire (11.1.4)';
  let sections = geo.sections;
  if (advanced && q.sections && q.sections !== 'both') {
    if (sections !== 'both' && sections !== q.sections) return `only the ${sections} section bears on ${name} (24.1.5)`;
    sections = q.sections;
  }
  const load = firer.loads[b];
  const ammo = ammoAtRange(state.static, firer, load.ammo!, range, q.asGrape === true);
  if (ammo === null) return `${q.asGrape ? 'grapeshot' : `${load.ammo}shot`} does not reach range ${range} (24.2)`;
  if (ammo === 'grape' && inLaterMeleeWith(state, firer, target))
    return 'grapeshot may not be fired into a melee begun in an earlier turn (24.2.4.4)';
  if (gunsFiring(state.static, firer, b, sections, range) <= 0)
    return `no guns of the ${side} broadside bear at range ${range}`;
  return null;
}

interface Obstacle {
  ship: ShipState | null;
  range: number;
  fields: Field[];
}

/** 11.1.4.2 a legal target: an enemy ship that is neither struck, surrendered (uncaptured) nor doomed. */
export function isValidTarget(state: GameState, firer: ShipState, t: ShipState): boolean {
  if (t === firer || !isTargetable(t)) return false;
  return controllerOf(state.static, firer) !== controllerOf(state.static, t);
}

function obstaclesInPlay(state: GameState, firer: ShipState, b: Broadside): Obstacle[] {
  const out: Obstacle[] = [];
  const advanced = state.static.rules.level === 'advanced';
  for (const other of state.ships) {
    if (other === firer || !isAfloat(other)) continue;
    if (!shipInPlay(firer, b, other)) continue;
    out.push({ ship: other, range: shipRange(firer, other), fields: advanced ? shipFields(firer, b, other) : [] });
  }
  for (const h of landHexesOf(state.static.landKeys)) {
    if (!inPlay(firer, b, h)) continue;
    out.push({ ship: null, range: rangeToHex(firer, h), fields: advanced ? [fieldOf(firer, b, h)!] : [] });
  }
  return out;
}

const BOW_ZONE = new Set<Field>([1, 2, 3, 5]);
const STERN_ZONE = new Set<Field>([1, 2, 3, 4]);

function blockedBy(obstacles: Obstacle[], t: Obstacle, fields: ReadonlySet<Field>): boolean {
  for (const o of obstacles) {
    if (o === t || o.range >= t.range) continue;
    if (o.fields.some((f) => fields.has(f))) return true;
  }
  return false;
}

/**
 * Every target a broadside may fire at now, with the sections that bear (Basic: the whole
 * broadside). Basic 11.1.4: the closest ship or land hex in the play must be the target.
 * Advanced 24.1.5 (I-FIRE-1): a target in fields 1–3 (its lowest field, 24.1.5.4) may be engaged by
 * the bow section unless a closer obstacle lies in fields 1, 2, 3 or 5, and by the stern section
 * unless one lies in fields 1–4; field 4 (stern section only) is blocked by closer obstacles in
 * fields 2 or 4 (24.1.5.2), field 5 (bow section only) by closer ones in 3 or 5 (24.1.5.3).
 */
export function targetOptions(state: GameState, firer: ShipState, b: Broadside): TargetOption[] {
  const obstacles = obstaclesInPlay(state, firer, b);
  if (obstacles.length === 0) return [];
  const out: TargetOption[] = [];
  if (state.static.rules.level !== 'advanced') {
    let min = Infinity;
    for (const o of obstacles) min = Math.min(min, o.range);
    for (const o of obstacles) {
      if (o.ship && o.range === min && o.range <= MAX_FIRING_RANGE && isValidTarget(state, firer, o.ship)) {
        out.push({ target: o.ship, range: o.range, sections: 'both' });
      }
    }
    return out;
  }
  for (const o of obstacles) {
    if (!o.ship || !isValidTarget(state, firer, o.ship) || o.fields.length === 0) continue;
    const fire = o.fields[0];
    let bow = false;
    let stern = false;
    if (fire <= 3) {
      bow = !blockedBy(obstacles, o, BOW_ZONE);
      stern = !blockedBy(obstacles, o, STERN_ZONE);
    } else if (fire === 4) {
      stern = !blockedBy(obstacles, o, new Set<Field>([2, 4]));
    } else {
      bow = !blockedBy(obstacles, o, new Set<Field>([3, 5]));
    }
    if (bow || stern)
      out.push({ target: o.ship, range: o.range, sections: bow && stern ? 'both' : bow ? 'bow' : 'stern' });
  }
  return out;
}

/** Crew sections wiped out, boarding, in melee, at the pumps or in the rigging (11.3.3, 24.5, critical 12 H). */
export function crewSectionsDown(ctx: TurnContext, ship: ShipState): { down: number; available: number } {
  return crewSectionsDownIn(ctx.state, ship, ctx.scratch.parties);
}

/**
 * crewSectionsDown outside a turn: `parties` are the boarding parties formed this turn (none before it).
 * For a captain weighing orders (the public crewSections): `boarding` more sections it means to send
 * boarding (10.1.2: free ones), and whether men go aloft for a sail change (24.5; default: as she is now).
 */
export function crewSectionsDownIn(
  state: Pick<GameState, 'static' | 'melees'>,
  ship: ShipBody,
  parties: readonly { ship: string; sections: readonly number[] }[],
  boarding = 0,
  menInRigging = ship.menInRigging,
): { down: number; available: number } {
  if (ship.prize) return { down: 0, available: ship.prize.squares > 0 && boarding === 0 ? 1 : 0 };
  const spec = specOf(state.static, ship);
  const id = spec.id;
  const inParty = new Set<number>();
  for (const p of parties) if (p.ship === id) p.sections.forEach((s) => inParty.add(s));
  for (const m of state.melees)
    for (const p of m.attackers) if (p.ship === id) p.sections.forEach((s) => inParty.add(s));
  for (const m of state.melees)
    for (const p of m.defenders) if (p.ship === id) p.sections.forEach((s) => inParty.add(s));
  let down = 0;
  let available = 0;
  for (let i = 0; i < spec.crew.length; i++) {
    if (spec.crew[i] <= 0) continue;
    if (ship.crew[i] <= 0 || inParty.has(i)) down++;
    else available++;
  }
  if (boarding > 0) {
    const committed = Math.min(boarding, available);
    available -= committed;
    down += committed;
  }
  const extra = Math.min(available, ship.waterlineSections + (menInRigging ? 1 : 0));
  return { down: down + extra, available: available - extra };
}

/** 11.3.1 the firer's crew quality (12.4.5 the prize crew's; 12.1.4 most of the crew's after transfers). */
function qualityOf(ship: ShipState) {
  return ship.prize ? ship.prize.quality : crewQuality(ship);
}

/** Sections firing and the gun squares they carry (11.2.2; 24.1.2). */
export function gunsFiring(st: GameStatic, ship: ShipState, b: Broadside, sections: SectionUse, range: number): number {
  const idx = st.rules.level !== 'advanced' || sections === 'both' ? null : sections === 'bow' ? 0 : 1;
  let n = sectionSquares(ship.guns[b], idx);
  if (range <= st.rules.carronadeMaxRange) n += sectionSquares(ship.carronades[b], idx); // 11.1.9
  return n;
}

/** Squares of one section (0 bow, 1 stern) or of the whole broadside (null). */
function sectionSquares(arr: number[], idx: number | null): number {
  return idx === null ? sum(arr) : (arr[idx] ?? 0);
}

/** Ammunition as fired at a range: null when out of its reach (24.2.1.1–24.2.4.1, 24.2.3.4). */
export function ammoAtRange(
  st: GameStatic,
  ship: ShipState,
  loaded: Ammo,
  range: number,
  asGrape: boolean,
): Ammo | null {
  if (st.rules.level !== 'advanced') return range <= AMMUNITION.round.maxRange ? 'round' : null;
  let ammo = loaded;
  if (asGrape && ammo === 'round') ammo = 'grape'; // 24.2.4.5
  if (ammo === 'double' && range > AMMUNITION.double.maxRange) {
    if (ship.reloadsLeft <= 0) return null; // 24.2.3.4 not at low powder
    return 'round';
  }
  const max = ammo === 'chain' ? st.rules.chainshotMaxRange : AMMUNITION[ammo].maxRange;
  return range <= max ? ammo : null;
}

interface PendingShot {
  firer: ShipState;
  target: ShipState;
  broadside: Broadside;
  hits: HitSummary;
  aim: Aim;
  rake: RakeResult;
  range: number;
  rolls: TableRoll[];
}

function inLaterMeleeWith(state: GameState, a: ShipState, b: ShipState): boolean {
  const x = state.static.ships[a.idx].id;
  const y = state.static.ships[b.idx].id;
  return state.melees.some(
    (m) =>
      m.turns >= 1 &&
      ((m.target === y && m.attackers.some((p) => p.ship === x)) ||
        (m.target === x && m.attackers.some((p) => p.ship === y))),
  );
}

function friendWithin(ctx: TurnContext, ship: ShipState, maxClass: number): boolean {
  for (const other of ctx.state.ships) {
    if (other === ship || !isOperational(other) || ctx.enemies(ship, other)) continue;
    if (specOf(ctx.st, other).shipClass > maxClass) continue;
    if (shipRange(ship, other) <= SURRENDER_FRIEND_RANGE) return true;
  }
  return false;
}

/** Choose the target of a fire order among the options (11.1.4–11.1.5). */
export function chooseTarget<T extends TargetOption>(
  options: T[],
  order: FireOrder,
  idOf: (s: ShipState) => string,
): T | null {
  const prefs = order.target === undefined ? [] : Array.isArray(order.target) ? order.target : [order.target];
  for (const p of prefs) {
    const hit = options.find((o) => idOf(o.target) === p);
    if (hit) return hit;
  }
  if (prefs.length && order.otherwise === 'hold') return null;
  let best: T | null = null;
  for (const o of options) if (!best || o.range < best.range) best = o;
  return best;
}

/** What the Combat Phase keeps while the broadsides fire: the shots to mark, the surrenders they may force. */
interface Firing {
  ctx: TurnContext;
  hdt: readonly HdtRow[];
  /** 11.4.3.2, 11.4.4.2 ships without guns or without rigging before any shot of this phase */
  gunless: Set<ShipState>;
  dismasted: Set<ShipState>;
  inParty: Set<string>;
  noFire: Set<string>;
  shots: PendingShot[];
  pendingSurrender: { ship: ShipState; cause: 'firepower' | 'immobility'; to: SideId }[];
  /** 42.0 the mortars' volley, fired first */
  volley: MortarVolley | null;
}

/** What the Combat Phase's verdict on a broadside reads beside the board: this turn's earlier verdicts on the ship. */
export interface FireCircumstances {
  /** 42.3.1 her mortars fire this turn */
  mortarsFired: boolean;
  /** she may not fire this turn (10.2.5, 20.3.4.2, 20.3.6.1, 20.5.3, 38.5) */
  noFire: boolean;
  /** a repair is under way or ordered (20.5.3) */
  repairing: boolean;
  /** the turn's boarding parties (11.3.3 the sections they take) */
  parties: readonly ResolvedParty[];
}

/** Why a broadside ordered to fire does not, as the phase reports it (42.3.1, 38.5, 20.5.3, 10.2.5, …), or null. */
export function broadsideBarredBy(
  state: GameState,
  firer: ShipState,
  b: Broadside,
  c: FireCircumstances,
): string | null {
  if (c.mortarsFired) return 'the mortars fired this turn: the broadsides may not fire (42.3.1)';
  if (c.noFire)
    return firer.aground
      ? 'a ship aground cannot fire her guns (38.5)'
      : c.repairing
        ? 'a ship making repairs may not fire (20.5.3)'
        : 'the ship may not fire this turn (10.2.5, 20.3.4.2, 20.3.6.1)';
  return fireRefusal(state, firer, b, c.parties);
}

/**
 * 11.1.4–11.1.5 the target a fire order engages among the broadside's legal targets (its named targets first, else
 * the closest unless it holds), and why it holds fire when it names only targets it cannot engage.
 */
export function aimBroadside(
  state: GameState,
  firer: ShipState,
  b: Broadside,
  fo: FireOrder,
  idOf: (s: ShipState) => string,
): { choice: FireOption | null; refused: string | null } {
  const options = fireOptionsFor(state, firer, b, { asGrape: fo.asGrape === true, sections: fo.sections });
  const choice = chooseTarget(options, fo, idOf);
  const refused = !choice && options.length ? 'none of the named targets can be engaged; holding fire' : null;
  return { choice, refused };
}

/** Why a broadside ordered to fire does not, in this phase (null: it fires). */
function broadsideBarred(f: Firing, firer: ShipState, b: Broadside): string | null {
  const { ctx } = f;
  const fid = ctx.id(firer);
  return broadsideBarredBy(ctx.state, firer, b, {
    mortarsFired: !!f.volley?.fired.has(firer),
    noFire: f.noFire.has(fid),
    repairing: ctx.scratch.repairing[fid] !== undefined || !!ctx.ordersFor(firer).repair,
    parties: ctx.scratch.parties,
  });
}

/** 13.4 fired with no target: the initial broadside is lost. */
function discharge(ctx: TurnContext, firer: ShipState, b: Broadside): void {
  const fid = ctx.id(firer);
  const load = firer.loads[b];
  firer.loads[b] = { ammo: null, loading: false };
  firer.initial[b] = false;
  (ctx.scratch.fired[fid] ??= []).push(b);
  ctx.emit({
    type: 'broadside',
    turn: ctx.turn,
    ship: fid,
    broadside: b,
    section: 'both',
    target: null,
    range: 0,
    guns: 0,
    ammo: load.ammo!,
    aim: 'hull',
    rake: false,
    sternRake: false,
    baseTable: 0,
    modifiers: [],
    table: 0,
    rolls: [],
    hits: { H: 0, G: 0, C: 0, R: 0 },
    note: 'discharged with no target (13.4)',
  });
}

/** The HDT modifiers of a broadside (11.3; Advanced 16.1.1, 24.2, 20.3.5, 18.2.2, 16.1.2.3; VIII / 36.1), in order. */
function broadsideModifiers(
  ctx: TurnContext,
  firer: ShipState,
  b: Broadside,
  row: HdtRow,
  shot: { rake: RakeResult; ammo: Ammo; guns: number; crewDown: number },
): Modifier[] {
  const { state, st, advanced } = ctx;
  const { rake, ammo, guns, crewDown } = shot;
  const mods: Modifier[] = [];
  const m = row.modifiers;
  const q = qualityOf(firer);
  if (m.crewQuality[q]) mods.push({ name: `crew quality ${q} (11.3.1)`, value: m.crewQuality[q] });
  if (!advanced && rake.rake) mods.push({ name: 'rake (11.3.2)', value: m.rake });
  if (advanced && rake.rake && rake.stern) mods.push({ name: 'stern rake (16.1.1.2)', value: m.sternRake });
  if (firer.prize)
    mods.push({
      name: 'captured ship (11.3.5)',
      value: st.rules.capturedShipPenalty === 'text' ? CAPTURED_SHIP_TEXT_PENALTY : m.capturedShip,
    });
  else if (crewDown > 0)
    mods.push({
      name: `${crewDown} crew section${crewDown > 1 ? 's' : ''} down (11.3.3${firer.menInRigging ? ', 24.5' : ''})`,
      value: m.crewSectionLossEach * crewDown,
    });
  if (firer.initial[b]) mods.push({ name: 'initial broadside (11.3.4)', value: m.initialBroadside });
  if (advanced) {
    if (m.ammunition[ammo]) mods.push({ name: `${ammo}shot (24.2)`, value: m.ammunition[ammo] });
    // 20.3.5; 20.3.8.1 a ship that lost an anchor "loses the anchored modification"
    if (isAnchored(firer) && firer.anchorsLost === 0) mods.push({ name: 'anchored (20.3.5)', value: m.anchored });
    const wr = WEATHER_RESTRICTIONS[state.wind.velocity]?.hitTable[specOf(st, firer).shipClass];
    if (wr) mods.push({ name: `${state.wind.velocity === 5 ? 'gale' : 'storm'} (18.2.2)`, value: wr });
    if (firer.reloadsLeft <= 0) mods.push({ name: 'low powder (16.1.2.3.1)', value: st.rules.lowPowderModifier });
    if (firer.obscured[b] > 0) mods.push({ name: 'broadside obscured (critical)', value: -1 });
    if (firer.fireTurns > 0) mods.push({ name: 'fire aboard (critical 14 H)', value: -firer.fireModifier });
  }
  if (st.rules.optional.lossOfRigging && riggingSquares(firer) <= 0) {
    mods.push({ name: 'all rigging gone (optional VIII / 36.1)', value: allRiggingGoneModifier(guns) });
  }
  return mods;
}

/** 11.2.6 the hit tables rolled (24.2.4.2 grapeshot reads the table as crew squares, 24.2.2.2 chainshot's misses). */
function rollBroadside(
  ctx: TurnContext,
  table: number,
  aim: Aim,
  ammo: Ammo,
): { rolls: TableRoll[]; hits: HitSummary; aim: Aim; note?: string } {
  if (ammo === 'grape')
    return {
      rolls: [],
      hits: { H: 0, G: 0, C: Math.max(0, table), R: 0 }, // 24.2.4.2
      aim: 'hull',
      note: 'grapeshot: crew squares = the modified table (24.2.4.2)',
    };
  const r = rollHitTables(ctx, table, aim);
  const rolls = r.rolls;
  const hits = { ...r.hits };
  if (ammo === 'chain') {
    // 24.2.2.2 chainshot lacks penetration: the results it ignores are misses
    if (CHAINSHOT_IGNORES.H) hits.H = 0;
    if (CHAINSHOT_IGNORES.G) hits.G = 0;
    for (const x of rolls)
      x.hits = { ...x.hits, ...(CHAINSHOT_IGNORES.H ? { H: 0 } : {}), ...(CHAINSHOT_IGNORES.G ? { G: 0 } : {}) };
  }
  return { rolls, hits, aim };
}

/** 16.1.2.3.2 low powder: a combat die of 1 may start a fire (a shot of the firer at herself, marked as a critical). */
function lowPowderFire(f: Firing, firer: ShipState, b: Broadside, rolls: readonly TableRoll[]): void {
  const { ctx } = f;
  if (!ctx.advanced || firer.reloadsLeft > 0 || !rolls.some((x) => x.die === 1)) return;
  const d = ctx.dice.d6() + ctx.dice.d6();
  const fire = d === 12;
  ctx.emit({ type: 'lowPowderFire', turn: ctx.turn, ship: ctx.id(firer), die: d, fire });
  if (fire)
    f.shots.push({
      firer,
      target: firer,
      broadside: b,
      hits: { H: 0, G: 0, C: 0, R: 0 },
      aim: 'hull',
      rake: { rake: false, stern: false },
      range: 0,
      rolls: [
        { table: 0, die: 6, hits: { H: 0, G: 0, C: 0, R: 0 }, critical: true, fire: true } as TableRoll & {
          fire: true;
        },
      ],
    });
}

/** One broadside fired at the target its order chooses (11.1.4–11.1.5): the HDT, the hit tables, its event. */
function fireBroadside(f: Firing, firer: ShipState, b: Broadside, fo: FireOrder): void {
  const { ctx } = f;
  const { state, st, scratch, advanced } = ctx;
  const fid = ctx.id(firer);
  const crew = crewSectionsDown(ctx, firer);
  if (fo.discharge) return discharge(ctx, firer, b);
  const { choice, refused } = aimBroadside(state, firer, b, fo, (s) => ctx.id(s));
  if (!choice) {
    if (refused) ctx.ignore(fid, `fire ${b}`, refused);
    return;
  }
  const { target, range, ammo } = choice;
  const tid = ctx.id(target);
  const guns = gunsFiring(st, firer, b, choice.sections, range);
  const row = hdtRow(f.hdt, guns)!;
  const band = rangeBandIndex(range);
  const rake: RakeResult = advanced
    ? lineRake(firer, target, range, true, ADVANCED_RAKE_MAX_RANGE) // 24.4
    : st.rules.optional.optionalRake
      ? lineRake(firer, target, range, false, MAX_FIRING_RANGE) // XIII
      : basicRake(firer, target, range); // 11.3.2
  const baseTable = advanced && rake.rake ? row.rakeHitTable![band] : row.hitTable[band];
  const mods = broadsideModifiers(ctx, firer, b, row, { rake, ammo, guns, crewDown: crew.down });
  const table = baseTable + mods.reduce((a, x) => a + x.value, 0);
  let aimed: Aim = fo.aim ?? 'hull';
  if (range > HULL_AIM_MAX_RANGE) aimed = 'rigging'; // 11.2.5
  if (ctx.linked(firer, target)) aimed = 'hull'; // 11.2.8
  const { rolls, hits, aim, note } = rollBroadside(ctx, table, aimed, ammo);
  const tspec = specOf(st, target);
  if (
    aim === 'rigging' &&
    target.fullSail &&
    hits.R > 0 &&
    !(st.rules.optional.foreAndAftRigging && tspec.foreAndAft)
  ) {
    hits.R *= st.rules.fullSailRiggingMultiplier; // 20.1.3 (XIV: not fore-and-aft rigs)
  }
  if (advanced && f.inParty.has(tid) && hits.C > 0) hits.C += BOARDING_PARTY_EXTRA_CREW_LOSS; // 24.2.7
  ctx.emit({
    type: 'broadside',
    turn: ctx.turn,
    ship: fid,
    broadside: b,
    section: choice.sections,
    target: tid,
    range,
    guns,
    ammo,
    aim,
    rake: rake.rake,
    sternRake: rake.rake && rake.stern,
    baseTable,
    modifiers: mods,
    table,
    rolls,
    hits,
    ...(note ? { note } : {}),
  });
  lowPowderFire(f, firer, b, rolls);
  firer.loads[b] = { ammo: null, loading: false };
  firer.initial[b] = false; // 11.3.4 (24.1.4 one section uses it for both)
  (scratch.fired[fid] ??= []).push(b);
  f.shots.push({ firer, target, broadside: b, hits, aim, rake, range, rolls });
  // 11.4.3.2 / 11.4.4.2 surrender to an adjacent broadside, or to a rake on the hull
  const cls = specOf(st, firer).shipClass;
  if (f.gunless.has(target) && range === 1 && !friendWithin(ctx, target, cls)) {
    f.pendingSurrender.push({ ship: target, cause: 'firepower', to: ctx.controller(firer) });
  }
  if (f.dismasted.has(target) && rake.rake && aim === 'hull' && !friendWithin(ctx, target, cls)) {
    f.pendingSurrender.push({ ship: target, cause: 'immobility', to: ctx.controller(firer) });
  }
}

/** 11.2.7 hits are marked after all firing, a damage event per ship hit; the side that last damaged each ship. */
function markShots(ctx: TurnContext, shots: readonly PendingShot[]): Map<ShipState, SideId> {
  const counters = new Map<ShipState, { n: number }>();
  const totals = new Map<
    ShipState,
    { hull: number; guns: number; crew: number; rigging: number; gunsToHull: number; sectionsLost: number }
  >();
  const damagedBy = new Map<ShipState, SideId>();
  for (const s of shots) {
    if (s.target === s.firer) continue;
    let counter = counters.get(s.target);
    if (!counter) counters.set(s.target, (counter = { n: 0 }));
    const marked = markHits(ctx, s.target, s.hits, s.firer, counter);
    const t = totals.get(s.target) ?? { hull: 0, guns: 0, crew: 0, rigging: 0, gunsToHull: 0, sectionsLost: 0 };
    t.hull += marked.hull;
    t.guns += marked.guns;
    t.crew += marked.crew;
    t.rigging += marked.rigging;
    t.gunsToHull += marked.gunsToHull;
    t.sectionsLost += marked.sectionsLost;
    totals.set(s.target, t);
    damagedBy.set(s.target, ctx.controller(s.firer));
  }
  for (const [ship, t] of totals) {
    ctx.emit({ type: 'damage', turn: ctx.turn, ship: ctx.id(ship), ...t });
  }
  return damagedBy;
}

/**
 * Critical effects timed in turns ("for the next 3 turns", a fire of N turns) count the Combat Phases they act
 * on: one is used up now, after this phase's firing and before this phase's criticals set new ones, so an effect
 * set in turn T acts in turns T+1 … T+N (critical table 4R, 6R, 14H).
 */
function countDownCriticals(state: GameState): void {
  for (const ship of state.ships) {
    if (ship.obscured.L > 0) ship.obscured.L--;
    if (ship.obscured.R > 0) ship.obscured.R--;
    if (ship.fireTurns > 0 && --ship.fireTurns === 0) ship.fireModifier = 0;
  }
}

/** 16.1.2.2.2 critical hits after all other damage (16.1.2.3.2 a low-powder fire as critical 14 H). */
function applyCriticals(ctx: TurnContext, shots: readonly PendingShot[], damagedBy: Map<ShipState, SideId>): void {
  for (const s of shots) {
    for (const r of s.rolls) {
      if (!r.critical) continue;
      if ((r as TableRoll & { fire?: boolean }).fire) {
        applyCritical(ctx, s.firer, 14, 'hull', { rake: false, range: 0, hits: r.hits, firer: null }); // 16.1.2.3.2
        continue;
      }
      applyCritical(ctx, s.target, ctx.dice.d6() + r.table, s.aim, {
        rake: s.rake.rake,
        range: s.range,
        hits: r.hits,
        firer: s.firer,
      });
      damagedBy.set(s.target, ctx.controller(s.firer));
    }
  }
}

/** The phase's firing state: the ships helpless before it, who boards, who may not fire, the mortars' volley. */
function startFiring(ctx: TurnContext): Firing {
  const { state, st, scratch } = ctx;
  const gunless = new Set<ShipState>();
  const dismasted = new Set<ShipState>();
  for (const s of state.ships) {
    if (!isAfloat(s)) continue;
    if (allGunSquares(s) <= 0) gunless.add(s);
    if (riggingSquares(s) <= 0) dismasted.add(s);
  }
  return {
    ctx,
    hdt: ctx.advanced ? ADVANCED_HDT : BASIC_HDT,
    gunless,
    dismasted,
    inParty: new Set(scratch.parties.map((p) => p.ship)),
    noFire: new Set(scratch.noFire),
    shots: [],
    pendingSurrender: [],
    // 42.0 the mortars fire with the broadsides (their hits are marked with them, 11.2.7)
    volley:
      st.rules.optional.bombKetches || anyOrder(ctx, 'mortar')
        ? fireMortars(ctx, (s) => crewSectionsDown(ctx, s), qualityOf)
        : null,
  };
}

export function combatPhase(ctx: TurnContext): void {
  const { state } = ctx;
  const f = startFiring(ctx);
  for (const firer of state.ships) {
    if (!isOperational(firer)) continue;
    const orders = ctx.ordersFor(firer).fire;
    if (!orders) continue;
    for (const b of ['L', 'R'] as const) {
      const fo = orders[b];
      if (!fo) continue;
      const barred = broadsideBarred(f, firer, b);
      if (barred) ctx.ignore(ctx.id(firer), `fire ${b}`, barred);
      else fireBroadside(f, firer, b, fo);
    }
  }
  for (const m of f.volley?.shipShots ?? [])
    f.shots.push({ ...m, broadside: 'L', aim: 'hull', rake: { rake: false, stern: false } }); // 42.9.2 at the hull
  const damagedBy = markShots(ctx, f.shots);
  if (f.volley) markFortHits(ctx, f.volley.fortHits); // 42.7
  countDownCriticals(state);
  applyCriticals(ctx, f.shots, damagedBy);
  for (const p of f.pendingSurrender) {
    if (!p.ship.surrendered && isAfloat(p.ship)) surrender(ctx, p.ship, p.cause, p.to);
  }
  for (const [ship, side] of damagedBy) settleShip(ctx, ship, side);
  for (const ship of state.ships) checkPrize(ctx, ship);
}
