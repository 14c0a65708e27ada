/**
 * Combat Phase (Fire Combat): "All ships may fire simultaniously. Damage is recorded." Every shot is worked
 * out on the ships as they stand after movement, then the damage of all shots is checked.
 */
import type { Placement } from '../../shipGeometry.js';
import { hexDistance } from '../../hex.js';
import type { SprTurn } from '../context.js';
import { broadsideDamage, checkHull, checkRigging, damageAt, highestSail, otherSide, sailIndex } from '../damage.js';
import {
  canBear,
  closestBroadside,
  isAstern,
  leewardBroadside,
  middleOf,
  rakeOf,
  shipInField,
  shipRange,
  sideOfKeel,
  sternOf,
} from '../geometry.js';
import {
  BOARDING_PARTY_TARGET_BONUS,
  MAX_RANGE,
  RAKE,
  RIGGING_SAIL_MODIFIER,
  STERN_RAKE_SPECIAL,
  TARGET_RANGE,
} from '../tables.js';
import type { Broadside, FireOrder, SprShip, TargetType } from '../types.js';
import type { SprBoard } from '../context.js';

export interface FireTarget {
  target: string;
  range: number;
  aims: TargetType[];
}

function place(s: { bow: Placement['bow']; heading: Placement['heading'] }): Placement {
  return { bow: s.bow, heading: s.heading };
}

/** May this ship fire at all (not struck, not a prize crew: Prize Crews "may only navigate, not fire")? */
export function canFire(s: { struck: boolean; prizeCrew: boolean }): string | null {
  if (s.prizeCrew) return 'a prize crew may only navigate, not fire (Prize Crews)';
  if (s.struck) return 'the ship has struck';
  return null;
}

/**
 * Field of Fire: the ships broadside `b` may fire at, nearest first. "Any closer ship in the field of fire
 * blocks fire to a further ship. Exception: An enemy ship doesn't block an other enemy ship that could fire
 * itself at you" (could: the firer lies in one of its fields, I-SPR-11). Struck ships block but are not targets.
 */
export function fireTargets(board: SprBoard, firerIdx: number, b: Broadside): FireTarget[] {
  const ships = board.ships as {
    bow: Placement['bow'];
    heading: Placement['heading'];
    struck: boolean;
    controller: string;
    prizeCrew: boolean;
  }[];
  const firer = ships[firerIdx];
  if (canFire(firer)) return [];
  const fp = place(firer);
  const fpower = board.static.logs[firerIdx].firepower;
  const inField = ships
    .map((s, i) => ({ s, i, range: shipRange(fp, place(s)) }))
    .filter((x) => x.i !== firerIdx && x.range <= MAX_RANGE && shipInField(fp, b, place(x.s)));
  const out: FireTarget[] = [];
  for (const x of inField) {
    if (x.s.struck || x.s.controller === firer.controller) continue;
    const blocked = inField.some(
      (y) => y.range < x.range && !(y.s.controller !== firer.controller && !y.s.struck && canBear(place(x.s), fp)),
    );
    if (blocked) continue;
    if (fpower[x.range - 1] <= 0) continue; // I-SPR-4: a 0 in the firepower table is out of reach
    const aims = (['hull', 'rigging'] as const).filter(
      (a) => x.range >= TARGET_RANGE[a].min && x.range <= TARGET_RANGE[a].max,
    );
    if (aims.length) out.push({ target: board.static.ships[x.i].id, range: x.range, aims });
  }
  return out.sort((p, q) => p.range - q.range);
}

interface Shot {
  firer: SprShip;
  b: Broadside;
  target: SprShip;
  aim: TargetType;
  range: number;
  hull: number;
  rigging: number;
  opposite: number;
  hullSide: Broadside;
}

/**
 * Special rules, Stern Rake: "The firing ship sailed before and after the last movement point at an angle of
 * 60 degrees (or 60 and 120 degrees, but not parallel) at a distance of 1 or 2 hexes behind the target ship,
 * and the center of the firing ship passed the direct line along the target ship."
 */
export function specialSternRake(t: SprTurn, firer: SprShip, target: SprShip): boolean {
  const last = t.scratch.lastMove[firer.idx];
  return !!last && sternRakeSituation(last, place(target));
}

/** The special Stern Rake's situation for one movement point of the firer (`before` → `after`) at a target lying at `tp`. */
export function sternRakeSituation(last: { before: Placement; after: Placement }, tp: Placement): boolean {
  const angled = (h: number) => [1, 2, 4, 5].includes((((h - tp.heading) % 6) + 6) % 6);
  if (!angled(last.before.heading) || !angled(last.after.heading)) return false;
  for (const p of [last.before, last.after]) {
    const m = middleOf(p);
    if (!isAstern(tp, m)) return false;
    const st = sternOf(tp);
    if (Math.min(hexDistance(p.bow, st), hexDistance(sternOf(p), st)) > STERN_RAKE_SPECIAL.maxDistance) return false;
  }
  const s0 = sideOfKeel(tp, middleOf(last.before));
  const s1 = sideOfKeel(tp, middleOf(last.after));
  return s0 !== 0 && s0 !== s1;
}

/**
 * Special rules, Stern Rake — "If you really love Stern Rakes … allowing this kind of stern rake even if the target
 * ship is not in the field of fire of the firing ship at the end of the movement phase, and when the situation
 * occurred at any time during the moving phase. The firing ship would have to anounce the possibility of this shot
 * before the movement execution, and must not have fired its broadside in the preceding gameturn." The last movement
 * point of the firer where the situation occurs with the target in reach of the announced broadside, its hull at 1-2
 * hexes and the shot a stern rake with every ship where it lay then (I-SPR-38); null if none.
 */
export function announcedSternRake(
  t: SprTurn,
  firer: SprShip,
  b: Broadside,
  target: SprShip,
): { mp: number; board: SprBoard; range: number } | null {
  for (let k = t.scratch.steps.length - 1; k >= 0; k--) {
    const step = t.scratch.steps[k];
    const mv = step.moved.get(firer.idx);
    if (!mv || !sternRakeSituation(mv, step.at[target.idx])) continue;
    if (rakeOf(step.at[firer.idx], b, step.at[target.idx]) !== 'stern') continue; // the cheap test first
    const board: SprBoard = { ...t.state, ships: t.state.ships.map((s, i) => ({ ...s, ...step.at[i] })) };
    const opt = fireTargets(board, firer.idx, b).find((x) => x.target === t.id(target) && x.aims.includes('hull'));
    if (!opt || opt.range > STERN_RAKE_SPECIAL.maxDistance) continue;
    return { mp: step.mp + 1, board, range: opt.range };
  }
  return null;
}

/** Effects of boarding parties on Fire Combat: the firer's penalty, the bonus it built for melee rounds. */
function meleePenalty(state: SprBoard, id: string): number {
  let p = 0;
  for (const m of state.melees) {
    if (m.defender === id) p = Math.max(p, 5 * m.rounds);
    if (m.attacker === id) p = Math.max(p, 5 * m.roundsOnBoard);
  }
  return p;
}

/**
 * Fire Combat: the modifiers of one shot — "Subtract firers previous damage to the firing broadside", the
 * target's defensive value, the sail setting when rigging is the target, rakes (Rake; Special rules, Stern
 * Rake when `specialRake` says the firer's last move qualifies) and the effects of boarding parties — with the
 * rake found, from the ships' placements on `board` (a state, or a side's view for a captain's estimate).
 */
export function fireModifiers(
  board: SprBoard,
  firerIdx: number,
  b: Broadside,
  targetIdx: number,
  aim: TargetType,
  range: number,
  specialRake: () => boolean,
): { mods: { why: string; value: number }[]; rake: 'bow' | 'stern' | null } {
  const st = board.static;
  const firer = board.ships[firerIdx] as SprShip;
  const target = board.ships[targetIdx] as SprShip;
  const tlog = st.logs[targetIdx];
  const mods: { why: string; value: number }[] = [];
  const dmg = broadsideDamage(firer, b);
  if (dmg) mods.push({ why: 'damage to the firing broadside', value: -dmg });
  mods.push({ why: 'defensive value', value: -tlog.defensive });
  if (aim === 'rigging' && RIGGING_SAIL_MODIFIER[target.sail])
    mods.push({ why: `target under ${target.sail}`, value: RIGGING_SAIL_MODIFIER[target.sail] });
  const rake = range <= RAKE.maxRange ? rakeOf(place(firer), b, place(target)) : null;
  if (rake === 'bow' || (rake === 'stern' && aim === 'rigging'))
    mods.push({ why: `${rake} rake`, value: RAKE.bowOrRigging });
  else if (rake === 'stern') {
    const special = st.rules.special.sternRake && range <= STERN_RAKE_SPECIAL.maxDistance && specialRake();
    mods.push({
      why: special ? 'stern rake (special rule)' : 'stern rake on the hull',
      value: special ? STERN_RAKE_SPECIAL.bonus : RAKE.sternOnHull,
    });
  }
  if (st.rules.special.boarding) {
    const targetId = st.ships[targetIdx].id;
    if (target.boardingParty && !board.melees.some((m) => m.attacker === targetId && m.onBoard))
      mods.push({ why: 'target has a boarding party', value: BOARDING_PARTY_TARGET_BONUS });
    const pen = meleePenalty(board, st.ships[firerIdx].id);
    if (pen) mods.push({ why: 'melee rounds', value: -pen });
  }
  return { mods, rake };
}

/** One broadside's shot, worked out on `board` (the ships as they lie after movement, or at the announced stern rake's movement point). */
function shoot(
  t: SprTurn,
  shots: Shot[],
  fireCauses: { ship: SprShip; cause: string }[],
  x: { firer: SprShip; b: Broadside; target: SprShip; aim: TargetType; range: number; board: SprBoard; mp?: number },
): void {
  const { firer, b, target, aim, range, board, mp } = x;
  const fAt = board.ships[firer.idx] as SprShip;
  const tAt = board.ships[target.idx] as SprShip;
  const log = t.log(firer);
  const { mods, rake } = fireModifiers(board, firer.idx, b, target.idx, aim, range, () =>
    mp !== undefined ? true : specialSternRake(t, firer, target),
  );
  const firepower = log.firepower[range - 1];
  const die = t.d6();
  const total = firepower + mods.reduce((a, m) => a + m.value, 0) + die;
  const hullSide = closestBroadside(place(tAt), place(fAt)) ?? (target.damage.L <= target.damage.R ? 'L' : 'R'); // I-SPR-7
  const main = damageAt(total);
  const second = damageAt(total, 1);
  const opposite = damageAt(total, 2);
  const hull = aim === 'hull' ? main : second;
  const rigging = aim === 'hull' ? second : main;
  t.emit({
    type: 'fire',
    turn: t.turn,
    ship: t.id(firer),
    broadside: b,
    target: t.id(target),
    aim,
    range,
    firepower,
    modifiers: mods,
    die,
    total,
    hull,
    rigging,
    opposite,
    hullSide,
    rake,
    ...(mp !== undefined ? { atMovementPoint: mp } : {}),
  });
  shots.push({ firer, b, target, aim, range, hull, rigging, opposite, hullSide });
  // Damage to the Rigging: "If a ship fires a broadside trough its own fallen rigging, a fire will start automatically."
  if (firer.fallen[b] > 0) fireCauses.push({ ship: firer, cause: 'fired through its own fallen rigging' });
  // "If a ship is fired at through its fallen rigging … if the dieroll is larger than the distance … a fire will start."
  if (target.fallen[hullSide] > 0 && die > range)
    fireCauses.push({
      ship: target,
      cause: `fired at through its fallen rigging (die ${die} > ${range} hexes)`,
    });
}

/**
 * A broadside's order announcing the extension's stern rake: made at its movement point if the situation occurred
 * (true); otherwise the broadside fires as ordered after movement (false). An announcement the rules do not allow is
 * an ignored order and the broadside fires as ordered.
 */
function announced(
  t: SprTurn,
  shots: Shot[],
  fireCauses: { ship: SprShip; cause: string }[],
  firer: SprShip,
  b: Broadside,
  f: FireOrder,
): boolean {
  const special = t.state.static.rules.special;
  const order = `fire ${b} at ${f.target} (stern rake announced)`;
  const target = f.target === 'closest' ? undefined : t.ship(f.target);
  let why: string | null = null;
  if (!special.sternRakeAnyTime)
    why = 'the "if you really love stern rakes" extension is not in play (Special rules: Stern Rake; sternRakeAnyTime)';
  else if (!target)
    why = 'an announced stern rake names its target ship (Stern Rake: "anounce the possibility of this shot")';
  else if (firer.firedLast?.includes(b))
    why =
      'the broadside fired in the preceding gameturn (Stern Rake: "must not have fired its broadside in the preceding gameturn")';
  if (why || !target) {
    t.ignore(firer, order, why!);
    return false;
  }
  const moment = announcedSternRake(t, firer, b, target);
  if (!moment) return false;
  shoot(t, shots, fireCauses, {
    firer,
    b,
    target,
    aim: 'hull',
    range: moment.range,
    board: moment.board,
    mp: moment.mp,
  });
  return true;
}

export function combatPhase(t: SprTurn): void {
  const shots: Shot[] = [];
  const fireCauses: { ship: SprShip; cause: string }[] = [];
  for (const firer of t.state.ships) {
    const o = t.ordersFor(firer).fire;
    if (!o) continue;
    for (const b of ['L', 'R'] as const) {
      const f = o[b];
      if (!f) continue;
      const why = canFire(firer);
      if (why) {
        t.ignore(firer, `fire ${b}`, why);
        continue;
      }
      if (f.sternRake && announced(t, shots, fireCauses, firer, b, f)) continue;
      const options = fireTargets(t.state, firer.idx, b);
      if (f.target === 'closest' && !options.length) continue; // nothing to fire at: the broadside holds
      const opt =
        f.target === 'closest'
          ? (options.find((x) => !f.aim || x.aims.includes(f.aim)) ?? options[0])
          : options.find((x) => x.target === f.target);
      const target = opt ? t.ship(opt.target) : undefined;
      if (!opt || !target) {
        t.ignore(
          firer,
          `fire ${b} at ${f.target}`,
          `not a target of the ${b === 'L' ? 'port' : 'starboard'} broadside: in its 60° field up to 10 hexes, unblocked, an enemy afloat and in reach (Fire Combat: Field of Fire)${options.length ? `; targets: ${options.map((x) => x.target).join(', ')}` : ''}`,
        );
        continue;
      }
      const aim: TargetType = f.aim && (f.target !== 'closest' || opt.aims.includes(f.aim)) ? f.aim : opt.aims[0];
      if (!opt.aims.includes(aim)) {
        t.ignore(
          firer,
          `fire ${b} at ${f.target} (${aim})`,
          `${aim} may be fired at from ${TARGET_RANGE[aim].min}-${TARGET_RANGE[aim].max} hexes, the range is ${opt.range} (Fire Combat: "Hull may be fired at from 1-5 hexes. Rigging … from 2+ hexes")`,
        );
        continue;
      }
      shoot(t, shots, fireCauses, { firer, b, target, aim, range: opt.range, board: t.state });
    }
  }
  // Damage is recorded after all ships have fired
  for (const s of shots) applyDamage(t, s.target, s.hullSide, s.hull, s.rigging, s.opposite);
  // Stern Rake, the extension: "must not have fired its broadside in the preceding gameturn" — remembered for next turn
  if (t.state.static.rules.special.sternRakeAnyTime)
    for (const ship of t.state.ships)
      ship.firedLast = (['L', 'R'] as const).filter((b) => shots.some((x) => x.firer === ship && x.b === b));
  for (const f of fireCauses) {
    if (f.ship.fire > 0) continue;
    f.ship.fire = 1;
    t.emit({ type: 'fireStarts', turn: t.turn, ship: t.id(f.ship), cause: f.cause });
  }
}

/** Damage: hull boxes on a broadside (and the opposite), rigging boxes; sections lost, falling rigging, striking. */
export function applyDamage(
  t: SprTurn,
  ship: SprShip,
  side: Broadside,
  hull: number,
  rigging: number,
  opposite: number,
): void {
  const log = t.log(ship);
  const wasStruck = ship.struck;
  let struck = false;
  if (hull) struck = checkHull(ship, side, hull) || struck;
  if (opposite) struck = checkHull(ship, otherSide(side), opposite) || struck;
  if (rigging) {
    const before = ship.rigging.map((x, i) => x >= log.rigging[i]);
    const lost = checkRigging(ship, log, rigging);
    if (lost) {
      ship.rigging.forEach((x, i) => {
        if (before[i] || x < log.rigging[i]) return;
        t.emit({ type: 'riggingSectionLost', turn: t.turn, ship: t.id(ship), section: i });
        // "When the last box of a rigging section is checked, falling rigging obscures the leeward broadside (Roll a die when attitude is F)."
        let b = leewardBroadside(ship.heading, t.state.static.wind);
        let die: number | undefined;
        if (!b) {
          die = t.d6();
          b = die <= 3 ? 'L' : 'R';
        }
        if (ship.fallen[b] === 0) ship.fallen = { ...ship.fallen, [b]: 1 };
        t.emit({ type: 'riggingFalls', turn: t.turn, ship: t.id(ship), broadside: b, ...(die ? { die } : {}) });
      });
      // "For each rigging section destroyed, the ship looses one sail setting"
      const top = highestSail(ship, log);
      if (sailIndex(ship.sail) < sailIndex(top)) {
        t.emit({ type: 'sail', turn: t.turn, ship: t.id(ship), from: ship.sail, to: top });
        ship.sail = top;
      }
    }
  }
  if (struck && !wasStruck) strike(t, ship);
}

/** Damage: "If all 20 damage boxes are checked, the ship surrenders." */
export function strike(t: SprTurn, ship: SprShip): void {
  ship.struck = true;
  ship.boardingParty = false;
  const id = t.id(ship);
  t.state.melees = t.state.melees.filter((m) => m.attacker !== id && m.defender !== id);
  t.emit({ type: 'struck', turn: t.turn, ship: id });
}
