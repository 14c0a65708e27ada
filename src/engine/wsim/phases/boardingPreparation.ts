/**
 * Boarding Preparation Phase (10.0; Advanced 23.0): fouled or grappled ships form boarding parties
 * of whole crew sections, the lowest available first and never skipping one (10.1.2). OBP offensive,
 * DBP defensive, TBP transfer (10.2.2); sections already in a melee continue (10.2.2 note, 12.3.4).
 * Men in the rigging (23.0) and repairs (20.5.6) restrict parties. A ship that sends every section
 * may not fire this turn nor move next turn (10.2.5).
 */
import { isAfloat, isOperational } from '../ship.js';
import { boardingBarred, boardingSections, partyRefusal, sectionsInMelees, takeSections } from '../orderChecks.js';
import type { TurnContext } from '../context.js';
import type { BoardingParty, GameState, ResolvedParty, ShipState } from '../types.js';

/** Crew sections in melees carried over from earlier turns. */
export function sectionsInMelee(ctx: TurnContext, ship: ShipState): Set<number> {
  return sectionsInMelees(ctx.state, ctx.id(ship));
}

/**
 * 12.3.3 melees go on only while the ships stay fouled or grappled, and until "both sides disengage by
 * mutual consent" (the `disengage` order of a ship on each side of the melee; the note to 10.2.2).
 */
function pruneMelees(ctx: TurnContext): void {
  const kept = [];
  const offered = new Set<string>();
  for (const m of ctx.state.melees) {
    const t = ctx.ship(m.target);
    if (!t || !isAfloat(t)) continue;
    const attackers = m.attackers.filter((p) => {
      const a = ctx.ship(p.ship);
      return (
        a &&
        isAfloat(a) &&
        isOperational(a) &&
        ctx.linked(a, t) &&
        p.sections.some((s) => (s < 0 ? (a.prize?.squares ?? 0) : a.crew[s]) > 0)
      );
    });
    if (!attackers.length) {
      ctx.emit({
        type: 'meleeEnd',
        turn: ctx.turn,
        target: m.target,
        winner: 'none',
        reason: 'the ships are no longer fouled or grappled, or the boarders are gone (12.3.3)',
      });
      continue;
    }
    const attacking = attackers.map((p) => p.ship);
    const defending = [m.target, ...m.defenders.map((p) => p.ship)];
    const wants = (id: string) => ctx.ordersFor(ctx.ship(id)!).disengage === true;
    const attackOffers = attacking.filter(wants);
    const defenceOffers = defending.filter(wants);
    if (attackOffers.length && defenceOffers.length) {
      ctx.emit({
        type: 'meleeEnd',
        turn: ctx.turn,
        target: m.target,
        winner: 'none',
        reason: 'both sides disengage by mutual consent (12.3.3)',
      });
      continue;
    }
    for (const id of [...attackOffers, ...defenceOffers]) offered.add(id);
    kept.push({ ...m, attackers });
  }
  ctx.state.melees = kept;
  for (const id of offered) ctx.ignore(id, 'disengage', 'the other side did not consent: the melee goes on (12.3.3)');
}

/** The Boarding Preparation Phase's verdict on one party of a ship's boarding orders, in their order. */
export interface PartyVerdict {
  order: BoardingParty;
  /** the party as the phase names it when it refuses it */
  label: string;
  /** why the phase refuses it (absent: formed) */
  refused?: string;
  /** the crew sections it takes (0-based, -1 the prize crew), when formed */
  sections?: number[];
}

/**
 * The phase's verdict on a ship's boarding orders (10.0–10.2, 20.5.6, 23.0): the ship barred from boarding, or each
 * party refused with the rule or formed with the sections it takes, the lowest available first (10.1.2.1); a DBP
 * voids a repair under way (20.5.6), so the parties after it are judged without it. The phase runs it for every
 * ship; the public checkOrder answers with it.
 */
export function boardingVerdict(
  state: GameState,
  ship: ShipState,
  orders: readonly BoardingParty[],
  repairing: boolean,
): {
  barred: string | null;
  parties: PartyVerdict[];
  available: number[];
  taken: Set<number>;
  riggingSection: number | null;
} {
  const barred = boardingBarred(ship);
  // available sections in order (10.1.2.1), less those tied to the pumps (critical 12 H)
  const available = barred ? [] : boardingSections(state, ship);
  const riggingSection = ship.menInRigging && available.length ? available[0] : null; // 23.0
  const taken = new Set<number>();
  const parties: PartyVerdict[] = [];
  if (barred) return { barred, parties, available, taken, riggingSection };
  for (const order of orders) {
    const label = `${order.type} ${order.sections}${order.target ? ' → ' + order.target : ''}`;
    const n = Math.floor(order.sections);
    const refused = partyRefusal(state, ship, order, { repairing });
    if (refused) {
      parties.push({ order, label, refused });
      continue;
    }
    // take n sections in order; the section in the rigging is not available for OBPs or TBPs (23.0)
    const sections = takeSections(available, taken, n, order.type === 'DBP' ? null : riggingSection);
    if (sections.length < n) {
      parties.push({
        order,
        label,
        refused: `only ${sections.length} crew section${sections.length === 1 ? '' : 's'} available (10.1.2)`,
      });
      continue;
    }
    for (const s of sections) taken.add(s);
    if (order.type === 'DBP') repairing = false; // 20.5.6
    parties.push({ order, label, sections });
  }
  return { barred, parties, available, taken, riggingSection };
}

/** 12.3.4 the ship's sections engaged in a continuing melee: they stay in it, as attackers or defenders. */
export function continuingParties(state: GameState, id: string): ResolvedParty[] {
  const parties: ResolvedParty[] = [];
  for (const m of state.melees) {
    for (const p of m.attackers)
      if (p.ship === id)
        parties.push({ type: 'OBP', ship: id, sections: p.sections.slice(), target: m.target, continuing: true });
    for (const p of m.defenders)
      if (p.ship === id) parties.push({ type: 'DBP', ship: id, sections: p.sections.slice(), continuing: true });
  }
  return parties;
}

export function boardingPreparationPhase(ctx: TurnContext): void {
  const { state, scratch } = ctx;
  pruneMelees(ctx);
  const parties: ResolvedParty[] = [];
  for (const ship of state.ships) {
    if (!isAfloat(ship)) continue;
    const id = ctx.id(ship);
    parties.push(...continuingParties(state, id));
    const orders = ctx.ordersFor(ship).boarding;
    if (!orders || orders.length === 0) continue;
    const v = boardingVerdict(state, ship, orders, !!scratch.repairing[id]);
    if (v.barred) {
      ctx.ignore(id, 'boarding', v.barred);
      continue;
    }
    const busy = sectionsInMelee(ctx, ship);
    const { available, taken, riggingSection } = v;
    for (const step of v.parties) {
      const { order } = step;
      if (step.refused !== undefined) {
        ctx.ignore(id, step.label, step.refused);
        continue;
      }
      const sections = step.sections!;
      if (
        order.type === 'DBP' &&
        riggingSection !== null &&
        sections.includes(riggingSection) &&
        scratch.sailChange[id]
      ) {
        delete scratch.sailChange[id]; // 23.0 a DBP from the rigging voids the sail change
        ship.menInRigging = false;
        ctx.ignore(id, 'sail', 'the men in the rigging joined a DBP (23.0)');
      }
      if (order.type === 'DBP' && scratch.repairing[id]) {
        delete scratch.repairing[id]; // 20.5.6
        ctx.ignore(id, 'repair', 'a DBP voids the repair underway (20.5.6)');
      }
      const party: ResolvedParty = {
        type: order.type,
        ship: id,
        sections,
        ...(order.target ? { target: order.target } : {}),
        ...(order.counterBoard ? { counterBoard: true } : {}),
      };
      parties.push(party);
    }
    // 10.2.5 every section boarding: no fire now, no movement next turn
    const left = available.filter((s) => !taken.has(s));
    if (
      !ship.prize &&
      taken.size > 0 &&
      left.length === 0 &&
      busy.size + taken.size >= ship.crew.filter((c) => c > 0).length
    ) {
      scratch.noFire.push(id);
      ship.noMoveThisTurn = true; // consumed by the next Movement Notation Phase
    }
  }
  for (const p of parties) {
    const ship = ctx.ship(p.ship)!;
    const squares = p.sections.reduce((a, s) => a + (s < 0 ? (ship.prize?.squares ?? 0) : ship.crew[s]), 0);
    ctx.emit({
      type: 'boardingParty',
      turn: ctx.turn,
      ship: p.ship,
      party: p.type,
      sections: p.sections.map((s) => s + 1),
      squares,
      ...(p.target ? { target: p.target } : {}),
    });
  }
  scratch.parties = parties;
}
