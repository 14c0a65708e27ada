/**
 * Melee Phase (12.0; Advanced 25.0). OBPs board the enemy ships they were ordered to (12.2.1);
 * opposing OBPs meet first (12.2.2, 12.2.6), then the DBP (12.2.3); a ship with only an NBP or TBP
 * is taken without a fight (12.2.4); several OBPs on one ship add their strength (12.2.5); a ship
 * that surrendered in the Combat Phase takes the OBP as its prize crew (12.2.7). Three rounds a
 * turn (12.3.3): each side's TMS (squares × strength per square, 12.3.1) and die give the enemy's
 * losses (12.3.2), taken from the lowest section of the party and evenly between crews (12.3.6).
 * A side with three times the enemy's TMS, or with the enemy wiped out, wins. Melees not decided
 * go on next turn. Captures and prize crews 12.4; transfers 12.1 (after the melees, 10.2.7).
 */
import { shipRange } from '../geometry.js';
import { isAfloat, isOperational, sectionQualityOf, specOf, sum } from '../ship.js';
import { CREW_STRENGTH_PER_SQUARE, MELEE_ROUNDS_PER_TURN, MELEE_WIN_RATIO, meleeLosses } from '../tables/melee.js';
import type { TurnContext } from '../context.js';
import {
  QUALITIES,
  type MeleeParty,
  type OngoingMelee,
  type Quality,
  type ResolvedParty,
  type ShipBody,
  type ShipState,
  type SideId,
} from '../types.js';
import { checkPrize, noteCrewless, surrender } from './damage.js';

interface Party {
  ship: ShipState;
  sections: number[];
  source: ResolvedParty;
}

function squares(p: Party): number {
  let n = 0;
  for (const s of p.sections) n += s < 0 ? (p.ship.prize?.squares ?? 0) : p.ship.crew[s];
  return n;
}

/** 12.1.4 the quality of one section of a party (-1: the prize crew). */
function partySectionQuality(ship: ShipBody, s: number): Quality {
  return s < 0 ? (ship.prize?.quality ?? ship.quality) : sectionQualityOf(ship, s);
}

/**
 * 12.3.1 the melee strength of some of a ship's crew sections (section -1: her prize crew): each section's
 * squares at its own quality's strength per square (12.1.4). By default her whole crew aboard (a prize:
 * the prize crew). A ship in a state or in a side's view alike.
 */
export function meleeStrength(ship: ShipBody, sections?: readonly number[]): number {
  let t = 0;
  if (sections) for (const s of sections) t += sectionStrength(ship, s);
  else if (ship.prize) t = sectionStrength(ship, -1);
  else for (let s = 0; s < ship.crew.length; s++) t += sectionStrength(ship, s);
  return t;
}

/** 12.3.1 one crew section's squares (-1: the prize crew) at its own quality's strength per square. */
function sectionStrength(ship: ShipBody, s: number): number {
  const n = s < 0 ? (ship.prize?.squares ?? 0) : ship.crew[s];
  return n * CREW_STRENGTH_PER_SQUARE[partySectionQuality(ship, s)];
}

/** 12.3.1 total melee strength (TMS) of parties. */
function tms(parties: Party[]): number {
  let t = 0;
  for (const p of parties) t += meleeStrength(p.ship, p.sections);
  return t;
}

function total(parties: Party[]): number {
  let n = 0;
  for (const p of parties) n += squares(p);
  return n;
}

/** 12.3.2 losses on the lowest section of the party; 12.3.6 evenly between the crews involved. */
function takeLosses(parties: Party[], n: number): number {
  let taken = 0;
  for (let k = 0; k < n; k++) {
    let best: Party | null = null;
    for (const p of parties) if (squares(p) > 0 && (!best || squares(p) > squares(best))) best = p;
    if (!best) break;
    for (const s of best.sections) {
      if (s < 0) {
        if (best.ship.prize && best.ship.prize.squares > 0) {
          best.ship.prize.squares--;
          taken++;
          break;
        }
      } else if (best.ship.crew[s] > 0) {
        best.ship.crew[s]--;
        taken++;
        break;
      }
    }
  }
  return taken;
}

/** Remove whatever is left of a beaten party (killed or taken prisoner). */
function wipe(parties: Party[]): void {
  for (const p of parties) {
    for (const s of p.sections) {
      if (s < 0) {
        if (p.ship.prize) p.ship.prize.squares = 0;
      } else p.ship.crew[s] = 0;
    }
  }
}

type Outcome = 'attackers' | 'defenders' | 'none' | 'undecided';

/**
 * Is the melee over? A side with no strength left loses; with `ratio`, a side with three times the
 * other's TMS wins too (Melee Resolution Table note). Null: fight on.
 */
function decided(att: Party[], def: Party[], ratio = true): Outcome | null {
  const ta = tms(att);
  const td = tms(def);
  if (ta <= 0 && td <= 0) return 'none';
  if (ta <= 0) return 'defenders';
  if (td <= 0) return 'attackers';
  if (!ratio) return null;
  if (ta >= MELEE_WIN_RATIO * td) return 'attackers';
  if (td >= MELEE_WIN_RATIO * ta) return 'defenders';
  return null;
}

/** 12.3.3 the melee rounds of this turn: those left, and those fought so far. */
interface Rounds {
  left: number;
  n: number;
}

function fight(ctx: TurnContext, target: string, att: Party[], def: Party[], rounds: Rounds): Outcome {
  // rules option meleeRatioCheck 'after-rounds': the 3:1 win is judged only once a round has been fought
  const first = rounds.n;
  const ratioNow = ctx.st.rules.meleeRatioCheck === 'before-each-round';
  for (;;) {
    const d = decided(att, def, ratioNow || rounds.n > first);
    if (d) return d;
    if (rounds.left <= 0) return 'undecided';
    rounds.left--;
    rounds.n++;
    const ta = tms(att);
    const td = tms(def);
    const attackDie = ctx.dice.d6();
    const defenceDie = ctx.dice.d6();
    const defenderLosses = takeLosses(def, meleeLosses(ta, attackDie));
    const attackerLosses = takeLosses(att, meleeLosses(td, defenceDie));
    ctx.emit({
      type: 'meleeRound',
      turn: ctx.turn,
      target,
      round: rounds.n,
      attackDie,
      defenceDie,
      attackerLosses,
      defenderLosses,
      attackTms: ta,
      defenceTms: td,
    });
  }
}

function worstQuality(parties: Party[]): Quality {
  let worst = 0;
  for (const p of parties)
    for (const s of p.sections) worst = Math.max(worst, QUALITIES.indexOf(partySectionQuality(p.ship, s)));
  return QUALITIES[worst];
}

/** 12.4.2 / 12.4.3 the surviving boarders become the prize crew (or free their own ship, 12.4.8). */
function captureShip(ctx: TurnContext, target: ShipState, winners: Party[], side: SideId, byMelee: boolean): void {
  const owner = specOf(ctx.st, target).side;
  const id = ctx.id(target);
  if (target.doomed) return; // 24.3.3 a ship about to sink or explode may not be captured
  if (target.prize && side === owner) {
    // the owner's boarders beat the prize crew: the ship is theirs again
    target.prize = null;
    if (target.surrendered && target.surrendered.cause !== 'striking') target.surrendered = null;
    ctx.emit({
      type: 'recapture',
      turn: ctx.turn,
      ship: id,
      side: owner,
      reason: 'the prize crew was overcome (12.4.8)',
    });
    return;
  }
  const n = total(winners);
  if (n <= 0) return;
  const quality = worstQuality(winners);
  wipe(winners); // the boarders are now aboard the prize
  if (target.prize && target.prize.side === side) {
    target.prize.squares += n;
  } else {
    target.prize = { side, squares: n, quality };
  }
  if (byMelee && !target.surrendered) surrender(ctx, target, 'melee', side);
  else if (!target.surrendered) surrender(ctx, target, 'melee', side);
  ctx.emit({
    type: 'capture',
    turn: ctx.turn,
    ship: id,
    by: side,
    prizeCrew: target.prize.squares,
    prisoners: sum(target.crew),
  });
  checkPrize(ctx, target);
}

/** The melees of one phase: the parties not yet used, the melees going on next turn, the ships engaged. */
class Melees {
  private readonly used = new Set<ResolvedParty>();
  readonly next: OngoingMelee[] = [];
  readonly engaged = new Set<string>();
  private readonly previous: Map<string, OngoingMelee>;
  private readonly parties: ResolvedParty[];

  constructor(private readonly ctx: TurnContext) {
    this.parties = ctx.scratch.parties;
    this.previous = new Map(ctx.state.melees.map((m) => [m.target, m]));
  }

  private asParty = (p: ResolvedParty): Party => ({ ship: this.ctx.ship(p.ship)!, sections: p.sections, source: p });

  /** The unused parties of a kind that match, now used. */
  private take(kind: ResolvedParty['type'], match: (p: ResolvedParty) => boolean): ResolvedParty[] {
    const out = this.parties.filter((p) => p.type === kind && !this.used.has(p) && match(p));
    out.forEach((p) => this.used.add(p));
    return out;
  }

  /**
   * 12.2.4 "The TBP would effect its transfer simultaneously": a ship about to be captured first
   * sends off its own TBPs (the transfer procedure, 12.1, comes before boarding, 12.2), so those
   * squares are neither taken nor counted as prisoners (12.4.9).
   */
  private capture(target: ShipState, winners: Party[], side: SideId, byMelee: boolean): void {
    const tid = this.ctx.id(target);
    for (const p of this.take('TBP', (x) => x.ship === tid)) transferParty(this.ctx, p, this.asParty(p));
    captureShip(this.ctx, target, winners, side, byMelee);
  }

  /** The defenders won the melee on `tid`. */
  private boardersBeaten(tid: string): void {
    this.ctx.emit({
      type: 'meleeEnd',
      turn: this.ctx.turn,
      target: tid,
      winner: 'defenders',
      reason: 'the boarders were beaten',
    });
  }

  /** 12.3.3 a melee still undecided after this turn's rounds goes on next turn; both parties wiped out end it. */
  private endUndecided(outcome: 'undecided' | 'none', att: Party[], tid: string, def: Party[]): void {
    if (outcome === 'undecided') this.next.push(record(att, tid, def, this.previous.get(tid)));
    this.ctx.emit({
      type: 'meleeEnd',
      turn: this.ctx.turn,
      target: tid,
      winner: 'none',
      reason:
        outcome === 'none' ? 'both parties wiped out' : 'undecided after three rounds: continues next turn (12.3.3)',
    });
  }

  /**
   * 12.2.6 / 12.3.5 victorious defenders go on against the attackers' own ship: its DBPs meet them, or
   * without one it is taken.
   */
  private boardHome(homeId: string, winners: Party[], side: SideId, rounds: Rounds): void {
    const home = this.ctx.ship(homeId)!;
    const homeDbp = this.take('DBP', (p) => p.ship === homeId);
    this.engaged.add(homeId);
    if (homeDbp.length) {
      const o2 = fight(this.ctx, homeId, winners, homeDbp.map(this.asParty), rounds);
      if (o2 === 'attackers') this.capture(home, winners, side, true);
      else if (o2 === 'defenders') wipe(winners);
      else if (o2 === 'undecided')
        this.next.push(record(winners, homeId, homeDbp.map(this.asParty), this.previous.get(homeId)));
    } else this.capture(home, winners, side, true);
  }

  /** 12.2 the boarding parties against one ship: her own OBPs at the attackers first (12.2.2), then her DBPs. */
  meleeOn(target: ShipState): void {
    const { ctx } = this;
    const tid = ctx.id(target);
    const attackers = this.take('OBP', (p) => {
      if (p.target !== tid) return false;
      const a = ctx.ship(p.ship)!;
      return isOperational(a) && ctx.linked(a, target) && ctx.enemies(a, target);
    });
    if (attackers.length === 0) return;
    const attackerShips = new Set(attackers.map((p) => p.ship));
    const side = ctx.controller(ctx.ship(attackers[0].ship)!);
    const att = attackers.map(this.asParty);
    for (const p of attackers) this.engaged.add(p.ship);
    this.engaged.add(tid);
    if (!isOperational(target)) {
      // 12.2.7 / 12.4.3 a surrendered ship takes the boarders as prize crew
      if (!target.doomed) this.capture(target, att, side, false);
      return;
    }
    const mutual = this.take('OBP', (p) => p.ship === tid && p.target !== undefined && attackerShips.has(p.target));
    const dbp = this.take('DBP', (p) => p.ship === tid);
    const rounds = { left: MELEE_ROUNDS_PER_TURN, n: 0 };
    ctx.emit({
      type: 'meleeStart',
      turn: ctx.turn,
      target: tid,
      attackers: [...attackerShips],
      attackTms: tms(att),
      defenceTms: tms([...mutual, ...dbp].map(this.asParty)),
      continuing: attackers.some((p) => p.continuing),
    });
    if (mutual.length && !this.obpsMelee(target, att, mutual, rounds)) return;
    this.againstDefenders(target, attackers, att, side, dbp, rounds);
  }

  /** 12.2.2 / 12.2.6 the two OBPs melee first; false when that ends the melee on the target this turn. */
  private obpsMelee(target: ShipState, att: Party[], mutual: ResolvedParty[], rounds: Rounds): boolean {
    const tid = this.ctx.id(target);
    const def = mutual.map(this.asParty);
    const outcome = fight(this.ctx, tid, att, def, rounds);
    if (outcome === 'defenders') {
      wipe(att);
      // the victorious OBP of the target goes on against the attacker's ship (12.2.6)
      this.boardHome(mutual[0].target!, def, this.ctx.controller(target), rounds);
      this.boardersBeaten(tid);
      return false;
    }
    if (outcome === 'undecided' || outcome === 'none') {
      this.endUndecided(outcome, att, tid, def);
      return false;
    }
    wipe(def);
    return true;
  }

  /** The boarders against the target's DBPs (12.2.4 none: taken without melee); 12.3.5 a victorious DBP may board back. */
  private againstDefenders(
    target: ShipState,
    attackers: ResolvedParty[],
    att: Party[],
    side: SideId,
    dbp: ResolvedParty[],
    rounds: Rounds,
  ): void {
    const { ctx } = this;
    const tid = ctx.id(target);
    const def = dbp.map(this.asParty);
    const outcome: Outcome = dbp.length ? fight(ctx, tid, att, def, rounds) : 'attackers';
    if (outcome === 'attackers') {
      this.capture(target, att, side, true);
      ctx.emit({
        type: 'meleeEnd',
        turn: ctx.turn,
        target: tid,
        winner: 'attackers',
        reason: dbp.length ? 'the defenders were beaten' : 'no defending party: taken without melee (12.2.4)',
      });
    } else if (outcome === 'defenders') {
      wipe(att);
      this.boardersBeaten(tid);
      // 12.3.5 a victorious DBP may board the attacker's ship
      if (dbp.some((p) => p.counterBoard)) this.boardHome(attackers[0].ship, def, ctx.controller(target), rounds);
    } else {
      this.endUndecided(outcome, att, tid, def);
    }
  }

  /** 12.1 transfers, after the melees (10.2.7). */
  transfers(): void {
    for (const p of this.take('TBP', (x) => !!x.target)) transferParty(this.ctx, p, this.asParty(p));
  }
}

export function meleePhase(ctx: TurnContext): void {
  const { state, scratch } = ctx;
  const melees = new Melees(ctx);
  for (const target of state.ships) if (isAfloat(target)) melees.meleeOn(target);
  state.melees = melees.next;
  scratch.meleeShips = [...melees.engaged];
  melees.transfers();
  for (const ship of state.ships) {
    checkPrize(ctx, ship);
    noteCrewless(ctx, ship); // 11.4.2.2 losses in melee, or a crewless ship manned by a transfer
  }
}

/** 12.1 one TBP: to a friendly adjacent ship (12.1.1–12.1.4), or aboard a surrendered enemy as prize crew (12.4.3). */
function transferParty(ctx: TurnContext, p: ResolvedParty, party: Party): void {
  const from = ctx.ship(p.ship)!;
  const to = p.target ? ctx.ship(p.target) : undefined;
  const label = `TBP → ${p.target ?? '?'}`;
  if (!to || !isAfloat(to) || shipRange(from, to) !== 1)
    return ctx.ignore(p.ship, label, 'a TBP transfers only to an adjacent ship (10.2.6)');
  if (!isOperational(from)) return ctx.ignore(p.ship, label, 'the ship can no longer send a party (11.4.1.2, 12.4.4)');
  const n = total([party]);
  if (n <= 0) return ctx.ignore(p.ship, label, 'no crew left in the party');
  if (!ctx.enemies(from, to)) {
    if (to.surrendered && !to.prize)
      return ctx.ignore(p.ship, label, 'no transfer to a friendly ship that surrendered (12.1.2)');
    transferTo(ctx, from, to, party, n);
  } else if (to.surrendered && !to.prize && !to.doomed) {
    captureShip(ctx, to, [party], ctx.controller(from), false); // 12.4.3
  } else ctx.ignore(p.ship, label, 'a TBP boards only a friendly ship or a surrendered enemy (10.2.2, 12.4.3)');
}

function record(att: Party[], target: string, def: Party[], prev: OngoingMelee | undefined): OngoingMelee {
  const mp = (p: Party): MeleeParty => ({ ship: p.source.ship, sections: p.sections.slice() });
  return { attackers: att.map(mp), target, defenders: def.map(mp), turns: (prev?.turns ?? 0) + 1 };
}

/** 12.1.3 transferred squares fill the receiver's casualties, most recent first; 12.1.4 quality. */
function transferTo(ctx: TurnContext, from: ShipState, to: ShipState, party: Party, n: number): void {
  const spec = specOf(ctx.st, to);
  const incoming = worstQuality([party]);
  let moved = 0;
  const filled: number[] = [];
  if (to.prize && to.prize.side === ctx.controller(from)) {
    to.prize.squares += n;
    moved = n;
  } else {
    for (let i = to.crew.length - 1; i >= 0 && moved < n; i--) {
      const room = spec.crew[i] - to.crew[i];
      const k = Math.min(room, n - moved);
      if (k <= 0) continue;
      to.crew[i] += k;
      moved += k;
      filled.push(i);
    }
  }
  if (moved <= 0)
    return ctx.ignore(ctx.id(from), `TBP → ${ctx.id(to)}`, 'the receiving ship has no casualties to fill (12.1.3)');
  // remove the moved squares from the party's sections (highest section first keeps the rest in order)
  let left = moved;
  for (let j = party.sections.length - 1; j >= 0 && left > 0; j--) {
    const s = party.sections[j];
    if (s < 0) {
      const k = Math.min(left, from.prize?.squares ?? 0);
      if (from.prize) from.prize.squares -= k;
      left -= k;
    } else {
      const k = Math.min(left, from.crew[s]);
      from.crew[s] -= k;
      left -= k;
    }
  }
  if (ctx.st.rules.transferQuality === 'worst') {
    // 12.1.4 "crew sections transferred … assume the worst crew quality of the two ships": the sections
    // that took the squares, not the whole receiving crew (I-CREW-1); a prize crew is one body
    const worse = (a: Quality, b: Quality) => QUALITIES[Math.max(QUALITIES.indexOf(a), QUALITIES.indexOf(b))];
    if (to.prize) to.prize.quality = worse(to.prize.quality, incoming);
    else {
      const q = to.sectionQuality ? to.sectionQuality.slice() : to.crew.map(() => null as Quality | null);
      for (const i of filled) {
        const w = worse(sectionQualityOf(to, i), incoming);
        q[i] = w === to.quality ? null : w;
      }
      if (q.some((x) => x !== null)) to.sectionQuality = q;
    }
  }
  ctx.emit({ type: 'transfer', turn: ctx.turn, from: ctx.id(from), to: ctx.id(to), squares: moved });
}
