/**
 * Boarding Phase (Expanded Sequence of Play 4: "Grappling and Ungrappling. Melee Combat."), played only with
 * the special rule `boarding`: Grappling, Ungrappling, Melee (its procedure, morale checks and special cases)
 * and Prize Crews.
 */
import type { SprTurn } from '../context.js';
import { isLinked } from '../context.js';
import { damageAt, prizeCrewCost, splitPartner, totalDamage } from '../damage.js';
import { shipRange } from '../geometry.js';
import { MELEE } from '../tables.js';
import type { Melee, SprShip } from '../types.js';
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

/** Melee: Procedure — "Plus Own Crew Size Minus Total Own Broadside Damage Minus Other Crew Size Plus Total Other Broadside Damage Plus 20". */
export function meleeBase(t: SprTurn, own: SprShip, other: SprShip): number {
  return t.log(own).crew.size - totalDamage(own) - t.log(other).crew.size + totalDamage(other) + MELEE.base;
}

/** The attacker's modifier without the die: before a foothold, +5 per own deck −10 per defending deck; after, +5 per round on board. */
export function attackModifier(t: SprTurn, m: Melee, attacker: SprShip, defender: SprShip): number {
  const extra = m.onBoard
    ? MELEE.perRound * (m.roundsOnBoard + 1)
    : MELEE.attackerPerOwnDeck * t.log(attacker).decks + MELEE.attackerPerDefenderDeck * t.log(defender).decks;
  return meleeBase(t, attacker, defender) + extra;
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

function grapplingStep(t: SprTurn): void {
  for (const ship of t.state.ships) {
    const o = t.ordersFor(ship);
    if (!o.grapple) continue;
    const target = t.ship(o.grapple);
    const id = t.id(ship);
    if (!target || !t.enemies(ship, target) || target.struck) {
      t.ignore(ship, `grapple ${o.grapple}`, 'grapple an enemy ship that has not struck (Grappling)');
      continue;
    }
    if (!ship.boardingParty || ship.struck) {
      t.ignore(
        ship,
        `grapple ${o.grapple}`,
        'a ship must have formed a boarding party in the Plot Phase to grapple (Grappling)',
      );
      continue;
    }
    if (shipRange(ship, target) !== 1) {
      t.ignore(ship, `grapple ${o.grapple}`, 'the ships are not adjacent (Grappling)');
      continue;
    }
    if (t.state.grapples.some((g) => (g.a === id && g.b === o.grapple) || (g.b === id && g.a === o.grapple))) continue;
    // "There is a penalty on the Crew Quality for this purpose equal to the sum of the speeds of both vessels."
    const need = t.log(ship).crew.quality - (ship.speedLastTurn + target.speedLastTurn);
    const roll = t.d6();
    const success = roll <= need;
    t.emit({ type: 'grapple', turn: t.turn, ship: id, target: o.grapple, roll, need, success });
    if (!success) continue;
    t.state.grapples.push({ a: id, b: o.grapple, turn: t.turn });
    // Ungrappling: "the grappled ship may immediatly try to ungrapple … If they pass their roll by more than the grappling crew passed it's modified roll"
    if (t.ordersFor(target).ungrapple !== false) {
      const q = t.log(target).crew.quality;
      const r2 = t.d6();
      const margin = need - roll;
      const free = r2 <= q && q - r2 > margin;
      t.emit({
        type: 'ungrapple',
        turn: t.turn,
        ship: o.grapple,
        from: id,
        roll: r2,
        need: q - margin - 1,
        success: free,
      });
      if (free) ungrapple(t, id, o.grapple);
    }
  }
}

/** New attacks from the plotted `board` orders (Melee: "at the beginning of a turn, it may board the other ship"). */
function newAttacks(t: SprTurn, startLinks: StartLinks): void {
  const wanted: { a: SprShip; d: SprShip }[] = [];
  for (const ship of t.state.ships) {
    const o = t.ordersFor(ship);
    if (!o.board) continue;
    const d = t.ship(o.board);
    const id = t.id(ship);
    if (t.state.melees.some((m) => m.attacker === id && m.defender === o.board)) continue;
    if (!d || !t.enemies(ship, d) || d.struck) {
      t.ignore(ship, `board ${o.board}`, 'board an enemy ship that has not struck (Melee)');
      continue;
    }
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
    if (t.state.melees.some((m) => m.attacker === o.board)) {
      t.ignore(
        ship,
        `board ${o.board}`,
        'boarding a ship whose own party attacks (Special Cases: attacker attacked, assisting) is not implemented (I-SPR-13)',
      );
      continue;
    }
    if (t.state.melees.some((m) => m.defender === id)) {
      t.ignore(
        ship,
        `board ${o.board}`,
        'a ship under attack recalling its party (Special Cases: "Attacker beeing Attacked") is not implemented (I-SPR-13)',
      );
      continue;
    }
    wanted.push({ a: ship, d });
  }
  // Special Cases: "Both sides have an Attacking Boarding Party: The side with the highest Attack modifier (without the dieroll) becomes the attacker."
  for (const w of wanted.slice()) {
    const back = wanted.find((x) => x.a === w.d && x.d === w.a);
    if (!back || !wanted.includes(w)) continue;
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
    t.ignore(
      loser.a,
      `board ${t.id(loser.d)}`,
      'both ships board each other: the higher attack modifier is the attacker (Melee: Special Cases)',
    );
    wanted.splice(wanted.indexOf(loser), 1);
  }
  for (const w of wanted) {
    const did = t.id(w.d);
    // More than one Attacker: the defender splits in two by the Splitting Table (two groups only: I-SPR-13)
    if (t.state.melees.filter((m) => m.defender === did).length >= 2) {
      t.ignore(w.a, `board ${did}`, 'a third attacker: the Splitting Table splits the defence in two only (I-SPR-13)');
      continue;
    }
    t.state.melees.push({ attacker: t.id(w.a), defender: did, rounds: 0, roundsOnBoard: 0, onBoard: false });
  }
}

function meleeRounds(t: SprTurn): void {
  const melees = t.state.melees.slice();
  for (const m of melees) {
    if (!t.state.melees.includes(m)) continue;
    const a = t.ship(m.attacker)!;
    const d = t.ship(m.defender)!;
    if (a.struck || d.struck || !t.linked(a, d)) {
      t.state.melees = t.state.melees.filter((x) => x !== m);
      continue;
    }
    if (t.ordersFor(a).breakOff) {
      // No Effect: "He may also choose to break off the attack." Ungrappling is then automatic if the defender wishes.
      t.state.melees = t.state.melees.filter((x) => x !== m);
      a.boardingParty = false;
      t.emit({ type: 'boardingParty', turn: t.turn, ship: m.attacker, formed: false });
      defenderUngrapples(t, m, d, 'the attacker broke off');
      continue;
    }
    const split = t.state.melees.filter((x) => x.defender === m.defender).length > 1 ? -splitPartner(10) : 0;
    const defRounds = Math.max(...t.state.melees.filter((x) => x.defender === m.defender).map((x) => x.rounds)) + 1;
    const av = attackModifier(t, m, a, d);
    const dv = meleeBase(t, d, a) + MELEE.perRound * defRounds + split;
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
      defenderUngrapples(t, m, d, 'the attacker was repulsed');
      return;
    case 'partySurrenders': {
      // "The Attacking Ship suffers damage equal to the Bonus they acquired for beeing on board: 5 in the first round, 10 in the second, etc."
      drop();
      a.boardingParty = false;
      meleeDamage(t, a, MELEE.perRound * m.roundsOnBoard);
      return;
    }
    case 'captured':
      // "Defenders Surrender. Attacker may form a Prize Crew."
      t.state.melees = t.state.melees.filter((x) => x.defender !== m.defender && x.attacker !== m.defender);
      d.struck = true;
      d.captured = true;
      d.boardingParty = false;
      d.controller = a.controller;
      t.emit({ type: 'captured', turn: t.turn, ship: m.defender, by: a.controller });
      return;
  }
}

/** Prize Crews: "Plot the formation of the Prize Crew in the Plot Phase, Ungrapple in the Boarding Phase." */
function prizeCrews(t: SprTurn): void {
  for (const ship of t.state.ships) {
    const o = t.ordersFor(ship);
    if (!o.prizeCrew) continue;
    const prize = t.ship(o.prizeCrew);
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

export function boardingPhase(t: SprTurn, startLinks: StartLinks): void {
  if (!t.state.static.rules.special.boarding) {
    for (const ship of t.state.ships) {
      const o = t.ordersFor(ship);
      for (const k of ['grapple', 'board', 'prizeCrew'] as const) {
        if (o[k] !== undefined)
          t.ignore(
            ship,
            `${k} ${o[k]}`,
            'boarding is a special rule not in play (Grappling, Boarding and Melee: "Is not allowed in the basic game")',
          );
      }
    }
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
