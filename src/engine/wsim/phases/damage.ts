/**
 * Marking hits on a ship's log (11.4): hull (11.4.1), crew (11.4.2, prize crews 12.4.11), guns to
 * the side (11.4.3.1) or section (24.1.7) nearest the firer, rigging by sections (11.4.4.1,
 * 20.1.4), and surrender (11.4.1.2, 11.4.3.2, 11.4.4.2, 14.1.3).
 */
import { facingSide, nearerSection, shipInPlay, shipRange, type Placement } from '../geometry.js';
import { FOULING } from '../tables/contact.js';
import { MAST_HANGS_ON_DIE, MAST_LEFT_ON } from '../tables/lossOfRigging.js';
import { hasNoCrew, sum } from '../ship.js';
import { DESTROYED_HULL } from '../tables/destruction.js';
import { PRISONERS_PER_PRIZE_SQUARE } from '../tables/constants.js';
import type { TurnContext } from '../context.js';
import type { Broadside, ShipState, SideId, SurrenderCause } from '../types.js';

/** 11.4.4.1 rigging hits from the first section onwards; returns the whole sections lost now. */
export function applyRiggingLoss(ctx: TurnContext, ship: ShipState, n: number): number {
  let left = n;
  let sectionsLost = 0;
  for (let i = 0; i < ship.rigging.length && left > 0; i++) {
    if (ship.rigging[i] <= 0) continue;
    const take = Math.min(left, ship.rigging[i]);
    ship.rigging[i] -= take;
    left -= take;
    if (ship.rigging[i] === 0) sectionsLost++;
  }
  if (sectionsLost > 0 && ctx.st.rules.optional.lossOfRigging) mastRolls(ctx, ship, sectionsLost);
  if (ctx.advanced && ship.rigging[0] <= 0 && !ship.fullSailDisabled) {
    ship.fullSailDisabled = true; // 20.1.4
    if (ship.fullSail) {
      ship.fullSail = false;
      ctx.emit({
        type: 'sailLost',
        turn: ctx.turn,
        ship: ctx.id(ship),
        reason: 'the first rigging section is gone (20.1.4)',
      });
    }
  }
  return sectionsLost;
}

/**
 * Optional rule VIII / 36.2: a die for each whole rigging section lost; on a 1 the mast hangs over a
 * side (second die), the ship may not fire nor turn and loses a hex until it is cut loose, and every
 * adjacent ship in that broadside's play rolls for fouling (36.2.2).
 */
function mastRolls(ctx: TurnContext, ship: ShipState, sections: number): void {
  for (let k = 0; k < sections; k++) {
    const die = ctx.dice.d6();
    if (die !== MAST_HANGS_ON_DIE) {
      ctx.emit({ type: 'mast', turn: ctx.turn, ship: ctx.id(ship), die, result: 'falls free' });
      continue;
    }
    const sideDie = ctx.dice.d6();
    const side: Broadside = (MAST_LEFT_ON as readonly number[]).includes(sideDie) ? 'L' : 'R';
    ship.mastOverSide = side;
    ctx.emit({
      type: 'mast',
      turn: ctx.turn,
      ship: ctx.id(ship),
      die,
      result: side === 'L' ? 'hangs over the left side' : 'hangs over the right side',
    });
    for (const other of ctx.state.ships) {
      if (other === ship || !other.onBoard || other.removed !== null || shipRange(ship, other) !== 1) continue;
      if (!shipInPlay(ship, side, other) || ctx.linked(ship, other)) continue;
      const f = ctx.dice.d6();
      const fouled = f <= FOULING.successAtMost;
      ctx.emit({ type: 'fouling', turn: ctx.turn, a: ctx.id(ship), b: ctx.id(other), die: f, fouled });
      if (fouled) ctx.state.fouls = [...ctx.state.fouls, { a: ctx.id(ship), b: ctx.id(other) }];
    }
  }
}

/** 11.4.1.1 hull hits; excess hits miss. Returns the squares actually marked. */
export function applyHullLoss(ship: ShipState, n: number): number {
  const take = Math.min(n, ship.hull);
  ship.hull -= take;
  return take;
}

/**
 * 11.4.2.1 crew hits from the first section until it is gone, then the next; excess misses.
 * 12.4.11 on a ship with a prize crew the odd losses of the phase fall on the prize crew and the
 * even ones on the prisoners; `counter` carries the count across the phase.
 */
export function applyCrewLoss(ship: ShipState, n: number, counter: { n: number } = { n: 0 }): number {
  let marked = 0;
  for (let k = 0; k < n; k++) {
    counter.n++;
    const prisonersLeft = sum(ship.crew);
    if (ship.prize && ship.prize.squares > 0 && (counter.n % 2 === 1 || prisonersLeft === 0)) {
      ship.prize.squares--;
      marked++;
      continue;
    }
    let done = false;
    for (let i = 0; i < ship.crew.length; i++) {
      if (ship.crew[i] > 0) {
        ship.crew[i]--;
        done = true;
        break;
      }
    }
    if (!done && ship.prize && ship.prize.squares > 0) {
      ship.prize.squares--;
      done = true;
    }
    if (done) marked++;
  }
  return marked;
}

function takeGun(ship: ShipState, b: Broadside, section: number | null): boolean {
  const n = Math.max(ship.guns[b].length, ship.carronades[b].length);
  const idxs = section === null ? Array.from({ length: n }, (_, i) => i) : [section];
  // the defender's choice between carronades and guns: carronades first (I-DMG-1)
  for (const i of idxs) {
    if ((ship.carronades[b][i] ?? 0) > 0) {
      ship.carronades[b][i]--;
      return true;
    }
  }
  for (const i of idxs) {
    if ((ship.guns[b][i] ?? 0) > 0) {
      ship.guns[b][i]--;
      return true;
    }
  }
  return false;
}

function broadsideGuns(ship: ShipState, b: Broadside): number {
  return sum(ship.guns[b]) + sum(ship.carronades[b]);
}

/** Gun and carronade squares of one section (0 bow, 1 stern) of a broadside (24.1). */
function sectionGuns(ship: ShipState, b: Broadside, section: number): number {
  return (ship.guns[b][section] ?? 0) + (ship.carronades[b][section] ?? 0);
}

/**
 * 11.4.3.1 gun hits from the broadside nearer the firer (24.1.7: its nearer section); when both are
 * equidistant, "as in a rake … the target ship chooses": the broadside her orders name (`gunHits`), else
 * for each hit the one with more gun squares (I-DMG-1); sections the defender's too, the fuller (I-DMG-1);
 * when that broadside has none left, any other gun squares. Excess gun hits become hull hits (11.4.3.2).
 * Returns [gun squares marked, hull hits from excess].
 */
export function applyGunLoss(
  ctx: TurnContext,
  target: ShipState,
  firer: Placement | null,
  n: number,
): [number, number] {
  let marked = 0;
  let excess = 0;
  const chosen = n > 0 ? ctx.ordersFor(target).gunHits : undefined; // 11.4.3.1 the target's choice
  for (let k = 0; k < n; k++) {
    let side: Broadside | null = firer ? facingSide(target, firer) : null;
    side ??= chosen ?? (broadsideGuns(target, 'L') >= broadsideGuns(target, 'R') ? 'L' : 'R');
    let section: number | null = null;
    if (ctx.advanced && target.guns[side].length > 1) {
      const near = firer ? nearerSection(target, firer) : null;
      section =
        near === 'bow'
          ? 0
          : near === 'stern'
            ? 1
            : sectionGuns(target, side, 0) >= sectionGuns(target, side, 1)
              ? 0
              : 1;
      if (sectionGuns(target, side, section) === 0) section = null; // any other square of that broadside (24.1.7)
    }
    let ok = takeGun(target, side, section);
    if (!ok) {
      const other: Broadside = side === 'L' ? 'R' : 'L';
      ok = takeGun(target, side, null) || takeGun(target, other, null);
    }
    if (ok) marked++;
    else excess++;
  }
  if (excess > 0) excess = applyHullLoss(target, excess);
  return [marked, excess];
}

/** Record a surrender (11.4.1.2, 11.4.3.2, 11.4.4.2, 12.4, 14.1.3). */
export function surrender(ctx: TurnContext, ship: ShipState, cause: SurrenderCause, to: SideId): void {
  if (ship.surrendered && ship.surrendered.cause === 'striking') return;
  if (ship.surrendered && cause !== 'striking' && cause !== 'crew-lost') return;
  ship.surrendered = { cause, turn: ctx.turn, to };
  ctx.emit({ type: 'surrender', turn: ctx.turn, ship: ctx.id(ship), cause, to });
}

/** The side opposed to a ship's owner (two-sided games). */
export function opponentOf(ctx: TurnContext, side: SideId): SideId {
  const other = ctx.st.sides.find((s) => s.id !== side);
  return other ? other.id : side;
}

export interface Hits {
  H: number;
  G: number;
  C: number;
  R: number;
}

/** Mark a set of hits on a log (one broadside's result, an explosion, a critical). */
export function markHits(
  ctx: TurnContext,
  target: ShipState,
  hits: Hits,
  firer: Placement | null,
  crewCounter: { n: number },
): { hull: number; guns: number; crew: number; rigging: number; gunsToHull: number; sectionsLost: number } {
  const hull = applyHullLoss(target, hits.H);
  const [guns, gunsToHull] = applyGunLoss(ctx, target, firer, hits.G);
  const crew = applyCrewLoss(target, hits.C, crewCounter);
  const before = sum(target.rigging);
  const sectionsLost = applyRiggingLoss(ctx, target, hits.R);
  const rigging = before - sum(target.rigging);
  return { hull, guns, crew, rigging, gunsToHull, sectionsLost };
}

/**
 * After damage: 11.4.1.2 a ship whose last hull square is gone strikes (Advanced: the Destroyed Hull
 * Table, rolled by the enemy, 24.3.2, may doom it to sink or explode); 11.4.2.2 a ship with no crew
 * left cannot move or fight until crew is put on board (noteCrewless). `bySide` is the side that did
 * the damage.
 */
export function settleShip(ctx: TurnContext, ship: ShipState, bySide: SideId): void {
  if (ship.removed !== null || !ship.onBoard) return;
  if (ship.hull <= 0 && !(ship.surrendered?.cause === 'striking')) {
    if (ctx.advanced && ship.doomed === null) {
      const die = ctx.dice.d6();
      const result = DESTROYED_HULL[die - 1];
      ctx.emit({ type: 'destroyedHull', turn: ctx.turn, ship: ctx.id(ship), die, result });
      if (result === 'MAY_SINK') ship.doomed = 'sink';
      else if (result === 'MAY_EXPLODE') ship.doomed = 'explode';
    }
    surrender(ctx, ship, 'striking', bySide);
  }
  noteCrewless(ctx, ship);
}

/**
 * 11.4.2.2 "When all of the crew squares on a ship are marked off, the ship cannot be moved or be used
 * in combat until more crew squares are put on board": not a surrender (no points to the enemy, 14.2.2),
 * out of action (isOperational) until a friendly transfer mans her (12.1). Single-ship actions end at
 * once (14.1.3, outcome.ts).
 */
export function noteCrewless(ctx: TurnContext, ship: ShipState): void {
  if (ship.removed !== null || !ship.onBoard) return;
  const none = hasNoCrew(ship);
  if (none && !ship.crewless) {
    ship.crewless = true;
    ctx.emit({ type: 'crewless', turn: ctx.turn, ship: ctx.id(ship), manned: false });
  } else if (!none && ship.crewless) {
    delete ship.crewless;
    ctx.emit({ type: 'crewless', turn: ctx.turn, ship: ctx.id(ship), manned: true });
  }
}

/**
 * 12.4.8 a ship whose prize crew is gone returns to its owner; 12.4.9 one prize-crew square is
 * needed for every six prisoners, otherwise the prisoners take the ship back (the prize crew
 * becomes their prisoners and takes no further part).
 */
export function checkPrize(ctx: TurnContext, ship: ShipState): void {
  if (!ship.prize) return;
  const prisoners = sum(ship.crew);
  let reason: string | null = null;
  if (ship.prize.squares <= 0) reason = 'the prize crew is gone (12.4.8)';
  else if (prisoners > 0 && ship.prize.squares * PRISONERS_PER_PRIZE_SQUARE < prisoners)
    reason = `${prisoners} prisoners overpower ${ship.prize.squares} prize-crew squares (12.4.9)`;
  if (!reason) return;
  ship.prize = null;
  const owner = ctx.st.ships[ship.idx].side;
  if (ship.surrendered && ship.surrendered.cause !== 'striking' && prisoners > 0) ship.surrendered = null;
  ctx.emit({ type: 'recapture', turn: ctx.turn, ship: ctx.id(ship), side: owner, reason });
}
