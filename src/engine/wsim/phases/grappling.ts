/**
 * Grappling and Ungrappling Phase (9.0; Advanced 22.0). A ship adjacent to another may attempt once
 * per turn to grapple it (9.1.2); enemy grapples roll one die (1–2, 2nd-edition table) with the
 * motionless modifiers (9.1.4.3–9.1.4.4) and the Advanced wind modifiers (22.1); friendly grapples
 * and ungrapples are automatic (2nd edition, 9.1.3). Every successful grapple must be undone
 * separately (9.2.3), one attempt per grapple and ship each turn (9.2.4).
 */
import { shipRange } from '../geometry.js';
import { isAfloat, isOperational, workingCrew } from '../ship.js';
import {
  GRAPPLING,
  GRAPPLING_DIE_MODIFIERS,
  GRAPPLING_WIND_DIE,
  TOURNAMENT_UNGRAPPLING_DIE,
  UNGRAPPLING,
  UNGRAPPLING_WIND_DIE,
} from '../tables/contact.js';
import type { TurnContext } from '../context.js';
import { castOffTows } from '../towing.js';
import type { GrappleLink, ShipState } from '../types.js';

function linkOf(ctx: TurnContext, a: string, b: string): GrappleLink | undefined {
  return ctx.state.grapples.find((g) => (g.a === a && g.b === b) || (g.a === b && g.b === a));
}

function setCount(ctx: TurnContext, a: string, b: string, count: number): void {
  const rest = ctx.state.grapples.filter((g) => !((g.a === a && g.b === b) || (g.a === b && g.b === a)));
  ctx.state.grapples = count > 0 ? [...rest, { a, b, count }] : rest;
}

/** 9.1.10 a ship needs a crew section free of melee to make the attempt. */
function hasFreeCrew(ctx: TurnContext, ship: ShipState): boolean {
  if (workingCrew(ship) <= 0) return false;
  if (ship.prize) return true;
  const id = ctx.id(ship);
  const busy = new Set<number>();
  for (const m of ctx.state.melees)
    for (const p of [...m.attackers, ...m.defenders]) if (p.ship === id) p.sections.forEach((s) => busy.add(s));
  return ship.crew.some((c, i) => c > 0 && !busy.has(i));
}

export function grapplingPhase(ctx: TurnContext): void {
  const { state, scratch } = ctx;
  const motionless = new Set(scratch.motionless);
  const attempts = new Set<string>();
  for (const ship of state.ships) {
    if (!isOperational(ship)) continue;
    const o = ctx.ordersFor(ship);
    if (!o.grapple) continue;
    const id = ctx.id(ship);
    const targets: ShipState[] = [];
    if (o.grapple === 'adjacent-enemies') {
      for (const other of state.ships) {
        if (other !== ship && isAfloat(other) && ctx.enemies(ship, other) && shipRange(ship, other) === 1)
          targets.push(other);
      }
    } else {
      for (const t of o.grapple) {
        const other = ctx.ship(t);
        if (!other || other === ship || !isAfloat(other) || shipRange(ship, other) !== 1) {
          ctx.ignore(id, `grapple ${t}`, 'only an adjacent ship can be grappled (9.0)');
          continue;
        }
        targets.push(other);
      }
    }
    if (targets.length && !hasFreeCrew(ctx, ship)) {
      ctx.ignore(id, 'grapple', 'no crew section free to grapple (9.1.10)');
      continue;
    }
    for (const target of targets) {
      const tid = ctx.id(target);
      const key = `${id}>${tid}`;
      if (attempts.has(key)) continue; // 9.1.2 once per turn per adjacent ship
      attempts.add(key);
      const current = linkOf(ctx, id, tid)?.count ?? 0;
      if (!ctx.enemies(ship, target)) {
        setCount(ctx, id, tid, current + 1);
        ctx.emit({
          type: 'grappleAttempt',
          turn: ctx.turn,
          ship: id,
          target: tid,
          die: null,
          modifier: 0,
          success: true,
        });
        continue;
      }
      let modifier = 0;
      const still = (motionless.has(id) ? 1 : 0) + (motionless.has(tid) ? 1 : 0);
      if (still === 1) modifier += GRAPPLING_DIE_MODIFIERS.oneShipMotionless;
      if (still === 2) modifier += GRAPPLING_DIE_MODIFIERS.bothShipsMotionless;
      if (ctx.advanced) modifier += GRAPPLING_WIND_DIE[state.wind.velocity] ?? 0; // 22.1
      const die = ctx.dice.d6();
      const success = die + modifier <= GRAPPLING.successAtMost;
      ctx.emit({ type: 'grappleAttempt', turn: ctx.turn, ship: id, target: tid, die, modifier, success });
      if (success) setCount(ctx, id, tid, current + 1);
    }
  }
  // 9.2 ungrappling, after all grappling attempts; 35.4.3 an ungrappling notation also casts off a tow
  if (ctx.st.rules.optional.towing) castOffTows(ctx);
  for (const ship of state.ships) {
    if (!isOperational(ship)) continue;
    const o = ctx.ordersFor(ship);
    if (!o.ungrapple) continue;
    const id = ctx.id(ship);
    const links = state.grapples.filter((g) => g.a === id || g.b === id);
    const wanted =
      o.ungrapple === 'all' ? links : links.filter((g) => (o.ungrapple as string[]).includes(g.a === id ? g.b : g.a));
    for (const link of wanted) {
      const otherId = link.a === id ? link.b : link.a;
      const other = ctx.ship(otherId)!;
      let count = linkOf(ctx, id, otherId)?.count ?? 0;
      if (count <= 0) continue;
      if (!ctx.enemies(ship, other)) {
        setCount(ctx, id, otherId, 0); // 9.2.1 friendly ships ungrapple automatically
        ctx.emit({
          type: 'ungrappleAttempt',
          turn: ctx.turn,
          ship: id,
          other: otherId,
          die: null,
          modifier: 0,
          success: true,
        });
        continue;
      }
      let modifier = ctx.advanced ? (UNGRAPPLING_WIND_DIE[state.wind.velocity] ?? 0) : 0; // 22.2.1
      if (ctx.st.rules.tournamentUngrapple) modifier += tournamentUngrappleDie(ctx, ship, id, otherId);
      const tries = count;
      for (let k = 0; k < tries; k++) {
        const die = ctx.dice.d6();
        const success = die + modifier <= UNGRAPPLING.successAtMost;
        ctx.emit({ type: 'ungrappleAttempt', turn: ctx.turn, ship: id, other: otherId, die, modifier, success });
        if (success) count--;
      }
      setCount(ctx, id, otherId, count);
    }
  }
  // a melee ends when its ships are no longer fouled or grappled (12.3.3)
  state.melees = state.melees.filter((m) => {
    const t = ctx.ship(m.target)!;
    return m.attackers.some((p) => ctx.linked(ctx.ship(p.ship)!, t));
  });
}

/**
 * 9.2.1.1–9.2.1.4 the tournament's ungrappling modifiers on the one-die scale (rules option
 * tournamentUngrapple, I-CONTACT-2): crack −1, elite −2, no melee in progress −1, a melee in progress
 * between the two ships +6 — no one-die roll then succeeds (9.2.1.5's natural twelve has no one-die
 * counterpart).
 */
function tournamentUngrappleDie(ctx: TurnContext, ship: ShipState, id: string, otherId: string): number {
  const t = TOURNAMENT_UNGRAPPLING_DIE;
  let m = ship.quality === 'elite' ? t.elite : ship.quality === 'crack' ? t.crack : 0;
  const inMelee = ctx.state.melees.some(
    (x) =>
      (x.target === id && x.attackers.some((p) => p.ship === otherId)) ||
      (x.target === otherId && x.attackers.some((p) => p.ship === id)),
  );
  m += inMelee ? t.meleeInProgress : t.noMelee;
  return m;
}
