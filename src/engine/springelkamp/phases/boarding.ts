/**
 * Boarding Phase (Expanded Sequence of Play 4: "Grappling and Ungrappling. Melee Combat."), played only with
 * the special rule `boarding`: Grappling, Ungrappling, Melee (its procedure, morale checks and special cases)
 * and Prize Crews.
 */
import { BOARDING_NOT_IN_PLAY } from '../plottingChecks.js';
import type { SprTurn } from '../context.js';
import { isLinked } from '../context.js';
import { EVEN_SPLIT, damageAt, prizeCrewCost, splitComplement, totalDamage } from '../damage.js';
import { shipRange } from '../geometry.js';
import { MELEE } from '../tables.js';
import type { Melee, ShipLog, SprRules, SprShip, SprShipOrders } from '../types.js';
import type { OrderRefusal } from '../../system.js';
import type { MeleeResult } from '../events.js';
import { strike } from './combat.js';
import { checkHull } from '../damage.js';
import type { SprState } from '../types.js';

export type StartLinks = Pick<SprState, 'fouls' | 'grapples'>;

/**
 * Melee: Result of Morale Checks — [attacker passed][defender passed], before and after the attacker is on board.
 */
export const MELEE_RESULTS: Readonly<
  Record<'notOnBoard' | 'onBoard', Readonly<Record<'FP' | 'FF' | 'PP' | 'PF', MeleeResult>>>
> = {
  notOnBoard: { FP: 'repulsed', FF: 'repulsed', PP: 'noEffect', PF: 'onBoard' },
  onBoard: { FP: 'partySurrenders', FF: 'repulsed', PP: 'noEffect', PF: 'captured' },
} as const;

export function meleeResult(onBoard: boolean, attackerPassed: boolean, defenderPassed: boolean): MeleeResult {
  const key: 'FP' | 'FF' | 'PP' | 'PF' = `${attackerPassed ? 'P' : 'F'}${defenderPassed ? 'P' : 'F'}`;
  return MELEE_RESULTS[onBoard ? 'onBoard' : 'notOnBoard'][key];
}

type Crew = Pick<ShipLog, 'crew' | 'decks'>;
type Hurt = Pick<SprShip, 'damage'>;

/** Melee: Procedure — "Plus Own Crew Size Minus Total Own Broadside Damage Minus Other Crew Size Plus Total Other Broadside Damage Plus 20". */
export function meleeSum(ownLog: Crew, own: Hurt, otherLog: Crew, other: Hurt): number {
  return ownLog.crew.size - totalDamage(own) - otherLog.crew.size + totalDamage(other) + MELEE.base;
}

export function meleeBase(t: SprTurn, own: SprShip, other: SprShip): number {
  return meleeSum(t.log(own), own, t.log(other), other);
}

/** The attacker's modifier without the die: before a foothold, +5 per own deck −10 per defending deck; after, +5 per round on board. */
export function attackSum(
  m: Pick<Melee, 'onBoard' | 'roundsOnBoard'>,
  aLog: Crew,
  attacker: Hurt,
  dLog: Crew,
  defender: Hurt,
): number {
  const extra = m.onBoard
    ? MELEE.perRound * (m.roundsOnBoard + 1)
    : MELEE.attackerPerOwnDeck * aLog.decks + MELEE.attackerPerDefenderDeck * dLog.decks;
  return meleeSum(aLog, attacker, dLog, defender) + extra;
}

export function attackModifier(t: SprTurn, m: Melee, attacker: SprShip, defender: SprShip): number {
  return attackSum(m, t.log(attacker), attacker, t.log(defender), defender);
}

/** Melee: "Owner chooses how to divide damage over Port and Starboard broadsides": each point to the less damaged (I-SPR-14). */
function meleeDamage(t: SprTurn, ship: SprShip, points: number): void {
  let struck = false;
  for (let i = 0; i < points; i++) struck = checkHull(ship, ship.damage.L <= ship.damage.R ? 'L' : 'R', 1) || struck;
  if (struck && !ship.struck) strike(t, ship);
}

function ungrapple(t: SprTurn, a: string, b: string): void {
  t.state.grapples = t.state.grapples.filter((g) => !((g.a === a && g.b === b) || (g.a === b && g.b === a)));
}

/** "Defender may Ungrapple" (Melee results): automatic when the defender wishes it and they are grappled. */
function defenderUngrapples(t: SprTurn, m: Melee, d: SprShip, why: string): void {
  if (t.ordersFor(d).ungrapple === false) return;
  if (
    !t.state.grapples.some(
      (g) => (g.a === m.attacker && g.b === m.defender) || (g.b === m.attacker && g.a === m.defender),
    )
  )
    return;
  ungrapple(t, m.attacker, m.defender);
  t.emit({
    type: 'ungrapple',
    turn: t.turn,
    ship: m.defender,
    from: m.attacker,
    roll: 0,
    need: 0,
    success: true,
    automatic: why,
  });
}

/** Grappling: the order's word for "the adjacent enemy, whichever it is after movement" (I-SPR-36). */
export const ADJACENT = 'adjacent';

/**
 * I-SPR-36 — the enemy a `grapple: "adjacent"` order grapples: adjacent after movement, not struck, not yet
 * grappled to the ship; the highest attack modifier of the text first (Melee: Procedure), then the first listed.
 */
function adjacentEnemy(t: SprTurn, ship: SprShip): SprShip | undefined {
  const id = t.id(ship);
  let best: { s: SprShip; v: number } | undefined;
  for (const s of t.state.ships) {
    const sid = t.id(s);
    if (s === ship || s.struck || !t.enemies(ship, s) || shipRange(ship, s) !== 1) continue;
    if (t.state.grapples.some((g) => (g.a === id && g.b === sid) || (g.b === id && g.a === sid))) continue;
    const v = attackSum({ onBoard: false, roundsOnBoard: 0 }, t.log(ship), ship, t.log(s), s);
    if (!best || v > best.v) best = { s, v };
  }
  return best?.s;
}

function grapplingStep(t: SprTurn): void {
  for (const ship of t.state.ships) {
    const o = t.ordersFor(ship);
    if (!o.grapple) continue;
    const id = t.id(ship);
    // I-SPR-36: "adjacent" — the adjacent enemy after movement the party is strongest against; none: the party waits
    const pick = o.grapple === ADJACENT && ship.boardingParty && !ship.struck ? adjacentEnemy(t, ship) : undefined;
    if (o.grapple === ADJACENT && !pick) continue;
    const want = pick ? t.id(pick) : o.grapple;
    const target = t.ship(want);
    const assisting = !!target && !t.enemies(ship, target) && !!footholdOn(t, ship, target);
    if (!target || target.struck || (!t.enemies(ship, target) && !assisting)) {
      t.ignore(
        ship,
        `grapple ${want}`,
        'grapple an enemy ship that has not struck, or a friendly ship an enemy boarding party has a foothold on (Grappling; Melee: Special Cases)',
      );
      continue;
    }
    if (!ship.boardingParty || ship.struck) {
      t.ignore(
        ship,
        `grapple ${want}`,
        'a ship must have formed a boarding party in the Plot Phase to grapple (Grappling)',
      );
      continue;
    }
    if (shipRange(ship, target) !== 1) {
      t.ignore(ship, `grapple ${want}`, 'the ships are not adjacent (Grappling)');
      continue;
    }
    if (t.state.grapples.some((g) => (g.a === id && g.b === want) || (g.b === id && g.a === want))) continue;
    // "There is a penalty on the Crew Quality for this purpose equal to the sum of the speeds of both vessels."
    const need = t.log(ship).crew.quality - (ship.speedLastTurn + target.speedLastTurn);
    const roll = t.d6();
    const success = roll <= need;
    t.emit({ type: 'grapple', turn: t.turn, ship: id, target: want, roll, need, success });
    if (!success) continue;
    t.state.grapples.push({ a: id, b: want, turn: t.turn });
    // Ungrappling: "the grappled ship may immediatly try to ungrapple … If they pass their roll by more than the grappling crew passed it's modified roll"
    if (!assisting && t.ordersFor(target).ungrapple !== false) {
      const q = t.log(target).crew.quality;
      const r2 = t.d6();
      const margin = need - roll;
      const free = r2 <= q && q - r2 > margin;
      t.emit({
        type: 'ungrapple',
        turn: t.turn,
        ship: want,
        from: id,
        roll: r2,
        need: q - margin - 1,
        success: free,
      });
      if (free) ungrapple(t, id, want);
    }
  }
}

/**
 * Melee: Special Cases, assisting a friendly ship — the enemy melee on `friend` whose party holds a foothold
 * there ("You may attack an enemy boarding party that has acquired a foothold"), the first if there are two.
 */
function footholdOn(t: SprTurn, ship: SprShip, friend: SprShip): Melee | undefined {
  const fid = t.id(friend);
  return t.state.melees.find(
    (m) => m.defender === fid && !m.aboard && m.onBoard && t.enemies(ship, t.ship(m.attacker)!),
  );
}

/** The melees a ship's crew fights, as attacker or defender (its boarding party's included). */
function meleesOf(melees: readonly Melee[], id: string): Melee[] {
  return melees.filter((m) => m.attacker === id || m.defender === id);
}

/**
 * Melee: Special Cases — a crew splits in two by the Splitting Table ("Defender has to split his defense in
 * two"; "The Attacker recalls part of its boarding party using the Splitting Table"; "The enemy boarding party
 * has to split into a attacking and a defending boarding party"): never into three (I-SPR-13).
 */
const MAX_GROUPS = 2;

/** New attacks from the plotted `board` orders (Melee: "at the beginning of a turn, it may board the other ship"). */
function newAttacks(t: SprTurn, startLinks: StartLinks): void {
  const wanted: { a: SprShip; d: SprShip; aboard?: SprShip }[] = [];
  for (const ship of t.state.ships) {
    const o = t.ordersFor(ship);
    if (!o.board) continue;
    const target = t.ship(o.board);
    const id = t.id(ship);
    // a ship that struck in this turn's Fire Combat Phase boards nobody and is boarded by nobody: the order lapses (I-SPR-37)
    if ([ship, target].some((s) => s?.struck && !t.scratch.struckAtStart.has(s.idx))) continue;
    // Special Cases, assisting: "You may attack an enemy boarding party that has acquired a foothold by boarding the friendly ship as an attacker."
    const friend = target && !t.enemies(ship, target) && target !== ship ? target : undefined;
    const foothold = friend && !friend.struck ? footholdOn(t, ship, friend) : undefined;
    const d = foothold ? t.ship(foothold.attacker) : target;
    if (friend && !foothold) {
      t.ignore(
        ship,
        `board ${o.board}`,
        friend.struck
          ? 'board an enemy ship that has not struck (Melee)'
          : 'You may _not_ enter the friendly ship before it is boarded by the enemy: no enemy party has a foothold on it (Melee: Special Cases)',
      );
      continue;
    }
    if (!d || !t.enemies(ship, d) || d.struck) {
      t.ignore(ship, `board ${o.board}`, 'board an enemy ship that has not struck (Melee)');
      continue;
    }
    const did = t.id(d);
    if (t.state.melees.some((m) => m.attacker === id && m.defender === did && m.aboard === foothold?.defender))
      continue;
    if (!t.scratch.partyReady.has(ship.idx) || !ship.boardingParty) {
      t.ignore(ship, `board ${o.board}`, 'a boarding party must be ready at the beginning of the turn (Melee)');
      continue;
    }
    // "When a ship has grappled another ship, or their rigging is fouled … Boarding may not occur in the gameturn of grappling."
    if (!isLinked(startLinks, id, o.board)) {
      t.ignore(
        ship,
        `board ${o.board}`,
        'the ships were not grappled or fouled at the beginning of the turn (Melee: "Boarding may not occur in the gameturn of grappling")',
      );
      continue;
    }
    if (!foothold && t.state.melees.some((m) => m.attacker === o.board && m.defender === id && !m.aboard)) {
      t.ignore(
        ship,
        `board ${o.board}`,
        'the ship whose party attacks this one is fought by its defence, not boarded back (Melee: Special Cases; I-SPR-13)',
      );
      continue;
    }
    wanted.push({ a: ship, d, aboard: friend });
  }
  // Special Cases: "Both sides have an Attacking Boarding Party: The side with the highest Attack modifier (without the dieroll) becomes the attacker."
  for (const w of wanted.slice()) {
    const back = wanted.find((x) => x.a === w.d && x.d === w.a && !x.aboard);
    if (w.aboard || !back || !wanted.includes(w)) continue;
    const mw = attackModifier(
      t,
      { attacker: t.id(w.a), defender: t.id(w.d), rounds: 0, roundsOnBoard: 0, onBoard: false },
      w.a,
      w.d,
    );
    const mb = attackModifier(
      t,
      { attacker: t.id(back.a), defender: t.id(back.d), rounds: 0, roundsOnBoard: 0, onBoard: false },
      back.a,
      back.d,
    );
    const loser = mw > mb ? back : mb > mw ? w : t.log(w.a).crew.quality >= t.log(back.a).crew.quality ? back : w; // a tie: the better crew (I-SPR-13)
    // a rule of the text deciding between two legal orders, not a refused order: its own event
    const values: [number, number] = loser === w ? [mw, mb] : [mb, mw];
    t.emit({ type: 'boardingContest', turn: t.turn, ship: t.id(loser.a), attacker: t.id(loser.d), values });
    wanted.splice(wanted.indexOf(loser), 1);
  }
  for (const w of wanted) {
    const aid = t.id(w.a);
    const did = t.id(w.d);
    // More than one Attacker; Attacker beeing Attacked; assisting: each crew splits in two at most (I-SPR-13)
    const full = [w.a, w.d].find((s) => meleesOf(t.state.melees, t.id(s)).length >= MAX_GROUPS);
    if (full) {
      t.ignore(
        w.a,
        `board ${w.aboard ? t.id(w.aboard) : did}`,
        `${t.id(full)}'s crew already fights two melees: the Splitting Table splits a crew in two only (Melee: Special Cases; I-SPR-13)`,
      );
      continue;
    }
    // assisting inside a friendly ship: the party enters a ship the friend holds, so it fights on board from the first round (I-SPR-35)
    const aboard = w.aboard ? t.id(w.aboard) : undefined;
    t.state.melees.push({
      attacker: aid,
      defender: did,
      rounds: 0,
      roundsOnBoard: 0,
      onBoard: !!aboard,
      ...(aboard ? { aboard } : {}),
    });
  }
}

/**
 * Melee: Special Cases, the Splitting Table — the modifier of `id`'s group in melee `m` when its crew fights two
 * melees: the group facing the ship its `split` order names at −minus, the other at the complement; else
 * "both with modifier minus 10". 0 when the crew fights one melee.
 */
function splitModifier(t: SprTurn, melees: readonly Melee[], ship: SprShip, m: Melee): number {
  const id = t.id(ship);
  const mine = meleesOf(melees, id);
  if (mine.length < MAX_GROUPS) return 0;
  const o = t.ordersFor(ship).split;
  const named = o && mine.find((x) => (x.attacker === id ? x.defender : x.attacker) === o.ship);
  const minus = !o || !named ? EVEN_SPLIT : named === m ? o.minus : splitComplement(o.minus)!;
  return minus === 0 ? 0 : -minus;
}

/** Does either crew of melee `m` fight two melees this round (the event then shows the split)? */
function isSplit(melees: readonly Melee[], m: Melee): boolean {
  return [m.attacker, m.defender].some((id) => meleesOf(melees, id).length >= MAX_GROUPS);
}

/** A `split` order naming no ship the crew fights, or given when it fights fewer than two melees, is ignored. */
function checkSplits(t: SprTurn, melees: readonly Melee[]): void {
  for (const ship of t.state.ships) {
    const o = t.ordersFor(ship).split;
    if (!o) continue;
    const id = t.id(ship);
    const mine = meleesOf(melees, id);
    if (mine.length < MAX_GROUPS || !mine.some((x) => (x.attacker === id ? x.defender : x.attacker) === o.ship))
      t.ignore(
        ship,
        `split ${o.ship} ${o.minus}`,
        'a crew splits by the Splitting Table when it fights two melees, naming a ship it fights (Melee: Special Cases); the even split holds',
      );
  }
}

/** Is the melee still on: both ships afloat and linked (assisting: the helper linked to the friend, the enemy's foothold held)? */
function meleeGoesOn(t: SprTurn, m: Melee, a: SprShip, d: SprShip): boolean {
  if (a.struck || d.struck) return false;
  if (!m.aboard) return t.linked(a, d);
  const on = t.ship(m.aboard)!;
  return (
    !on.struck &&
    t.linked(a, on) &&
    t.state.melees.some((x) => x.attacker === m.defender && x.defender === m.aboard && !x.aboard && x.onBoard)
  );
}

function meleeRounds(t: SprTurn): void {
  // the melees of this round, fixed before any is fought: "Both melees are fought independently" (Special Cases)
  const fought = t.state.melees.filter((m) => {
    const a = t.ship(m.attacker)!;
    return meleeGoesOn(t, m, a, t.ship(m.defender)!) && !t.ordersFor(a).breakOff;
  });
  const roundsAtStart = new Map(fought.map((m) => [m, m.rounds]));
  checkSplits(t, fought);
  for (const m of t.state.melees.slice()) {
    if (!t.state.melees.includes(m)) continue;
    const a = t.ship(m.attacker)!;
    const d = t.ship(m.defender)!;
    if (!fought.includes(m) && t.ordersFor(a).breakOff && meleeGoesOn(t, m, a, d)) {
      // No Effect: "He may also choose to break off the attack." Ungrappling is then automatic if the defender wishes.
      t.state.melees = t.state.melees.filter((x) => x !== m);
      a.boardingParty = false;
      t.emit({ type: 'boardingParty', turn: t.turn, ship: m.attacker, formed: false });
      if (!m.aboard) defenderUngrapples(t, m, d, 'the attacker broke off');
      continue;
    }
    if (!fought.includes(m) || a.struck || d.struck) {
      t.state.melees = t.state.melees.filter((x) => x !== m);
      continue;
    }
    // "Both melees are fought independently, except that defender uses his 'number of rounds bonus' for all melees."
    const split: [number, number] = [splitModifier(t, fought, a, m), splitModifier(t, fought, d, m)];
    const defRounds =
      Math.max(...fought.filter((x) => x.defender === m.defender).map((x) => roundsAtStart.get(x)!)) + 1;
    const av = attackModifier(t, m, a, d) + split[0];
    const dv = meleeBase(t, d, a) + MELEE.perRound * defRounds + split[1];
    const ad = t.d6();
    const dd = t.d6();
    const inflictedByA = damageAt(av + ad);
    const inflictedByD = damageAt(dv + dd);
    meleeDamage(t, d, inflictedByA);
    meleeDamage(t, a, inflictedByD);
    // "Morale of both sides is modified by: Plus Inflicted Damage in this round. Minus Suffered Damage in this round."
    const needA = t.log(a).crew.morale + inflictedByA - inflictedByD;
    const needD = t.log(d).crew.morale + inflictedByD - inflictedByA;
    const ra = t.d6();
    const rd = t.d6();
    const result = meleeResult(m.onBoard, ra <= needA, rd <= needD);
    m.rounds++;
    if (m.onBoard) m.roundsOnBoard++;
    t.emit({
      type: 'melee',
      turn: t.turn,
      attacker: m.attacker,
      defender: m.defender,
      ...(m.aboard ? { aboard: m.aboard } : {}),
      ...(isSplit(fought, m) ? { split } : {}),
      round: m.rounds,
      values: [av, dv],
      dice: [ad, dd],
      damage: [inflictedByA, inflictedByD],
      morale: [
        { roll: ra, need: needA, passed: ra <= needA },
        { roll: rd, need: needD, passed: rd <= needD },
      ],
      result,
    });
    if (a.struck || d.struck) continue;
    applyResult(t, m, a, d, result);
  }
}

function applyResult(t: SprTurn, m: Melee, a: SprShip, d: SprShip, result: MeleeResult): void {
  const drop = () => (t.state.melees = t.state.melees.filter((x) => x !== m));
  switch (result) {
    case 'noEffect':
      return;
    case 'onBoard':
      m.onBoard = true;
      return;
    case 'repulsed':
      // "The Attacking Boarding Party is dissolved. Defender may Ungrapple."
      drop();
      a.boardingParty = false;
      if (!m.aboard) defenderUngrapples(t, m, d, 'the attacker was repulsed');
      return;
    case 'partySurrenders': {
      // "The Attacking Ship suffers damage equal to the Bonus they acquired for beeing on board: 5 in the first round, 10 in the second, etc."
      drop();
      a.boardingParty = false;
      meleeDamage(t, a, MELEE.perRound * m.roundsOnBoard);
      return;
    }
    case 'captured':
      if (m.aboard) {
        overcomeParty(t, m, a, d);
        return;
      }
      // "Defenders Surrender. Attacker may form a Prize Crew."
      t.state.melees = t.state.melees.filter(
        (x) => x.defender !== m.defender && x.attacker !== m.defender && x.aboard !== m.defender,
      );
      d.struck = true;
      d.captured = true;
      d.boardingParty = false;
      d.controller = a.controller;
      t.emit({ type: 'captured', turn: t.turn, ship: m.defender, by: a.controller });
      return;
  }
}

/**
 * Special Cases, assisting: the helper overcomes the enemy boarding party on the friendly ship (the "Defending Ship
 * Captured" line read for a party: it surrenders). Its attack on the friend ends and, as "Boarding Party
 * Surrenders" says, its ship "suffers damage equal to the Bonus they acquired for beeing on board" (I-SPR-35).
 */
function overcomeParty(t: SprTurn, m: Melee, helper: SprShip, enemy: SprShip): void {
  const attack = t.state.melees.find((x) => x.attacker === m.defender && x.defender === m.aboard && !x.aboard);
  helper.boardingParty = false;
  if (!attack) {
    // the party surrendered or was repulsed in this same round: nothing left to overcome
    t.state.melees = t.state.melees.filter((x) => x !== m);
    return;
  }
  const damage = MELEE.perRound * attack.roundsOnBoard;
  t.state.melees = t.state.melees.filter((x) => x !== m && x !== attack);
  enemy.boardingParty = false;
  meleeDamage(t, enemy, damage);
  t.emit({ type: 'partyOvercome', turn: t.turn, ship: m.defender, aboard: m.aboard!, by: m.attacker, damage });
}

/** Prize Crews: "Plot the formation of the Prize Crew in the Plot Phase, Ungrapple in the Boarding Phase." */
function prizeCrews(t: SprTurn): void {
  for (const ship of t.state.ships) {
    const o = t.ordersFor(ship);
    if (!o.prizeCrew) continue;
    const prize = t.ship(o.prizeCrew);
    if (ship.struck && !t.scratch.struckAtStart.has(ship.idx)) continue; // struck in this turn's fire: lapses (I-SPR-37)
    if (!t.state.static.rules.special.prizeCrews) {
      t.ignore(ship, `prizeCrew ${o.prizeCrew}`, 'prize crews are a special rule not in play (Prize Crews)');
      continue;
    }
    if (
      !prize ||
      !prize.captured ||
      prize.controller !== ship.controller ||
      prize.prizeCrew ||
      ship.struck ||
      !t.linked(ship, prize)
    ) {
      t.ignore(
        ship,
        `prizeCrew ${o.prizeCrew}`,
        'a prize crew mans a ship this side has captured, grappled or fouled to the ship and not yet manned (Prize Crews)',
      );
      continue;
    }
    const cost = prizeCrewCost(t.log(ship).crew.size, t.log(prize).crew.size);
    meleeDamage(t, ship, cost);
    prize.prizeCrew = true;
    const a = t.id(ship);
    const b = o.prizeCrew;
    ungrapple(t, a, b);
    t.state.fouls = t.state.fouls.filter((f) => !((f.a === a && f.b === b) || (f.a === b && f.b === a)));
    t.emit({ type: 'prizeCrew', turn: t.turn, ship: a, prize: b, cost });
  }
}

/** Grappling, Boarding and Melee: "Is not allowed in the basic game" — the boarding orders refused without the special rule. */
export function boardingRuleRefusals(rules: SprRules, o: SprShipOrders): OrderRefusal[] {
  if (rules.special.boarding) return [];
  return (['grapple', 'board', 'prizeCrew'] as const)
    .filter((k) => o[k] !== undefined)
    .map((k) => ({ order: `${k} ${o[k]}`, reason: BOARDING_NOT_IN_PLAY }));
}

export function boardingPhase(t: SprTurn, startLinks: StartLinks): void {
  if (!t.state.static.rules.special.boarding) {
    for (const ship of t.state.ships)
      for (const r of boardingRuleRefusals(t.state.static.rules, t.ordersFor(ship))) t.ignore(ship, r.order, r.reason);
    return;
  }
  grapplingStep(t);
  newAttacks(t, startLinks);
  meleeRounds(t);
  prizeCrews(t);
  // Ungrappling: "Ungrappling is automatic … If both ships want to ungrapple."
  for (const g of t.state.grapples.slice()) {
    const a = t.ship(g.a)!;
    const b = t.ship(g.b)!;
    if (g.turn === t.turn) continue;
    if (
      t.ordersFor(a).ungrapple === true &&
      t.ordersFor(b).ungrapple === true &&
      !t.state.melees.some(
        (m) => (m.attacker === g.a && m.defender === g.b) || (m.attacker === g.b && m.defender === g.a),
      )
    ) {
      ungrapple(t, g.a, g.b);
      t.emit({
        type: 'ungrapple',
        turn: t.turn,
        ship: g.a,
        from: g.b,
        roll: 0,
        need: 0,
        success: true,
        automatic: 'both ships want to ungrapple',
      });
    }
  }
}
