/**
 * A side's boarding under Springelkamp's special rules (Grappling, Ungrappling, Melee, Prize Crews), from its
 * view through the public API: when a boarding pays by the Melee Procedure's own sums (crew size, broadside
 * damage, decks, rounds: spr.meleeEstimate), form a party near such an enemy, grapple the adjacent enemy, keep
 * the link (no ungrappling, no unfouling), board her when grappled or fouled with the party ready, break off
 * when the melee turns against us, and man a captured ship when the prize crew's cost (spr.prizeCrewCost) is
 * affordable. Every order is one the engine accepts whatever the enemy plots this turn: a ship boards only an
 * enemy without a party of her own (so no "both sides attacking" contest, and she starts no melee that could
 * make a third), and never so that a crew would fight three melees (Special Cases: I-SPR-13).
 */
import * as spr from '../../src/api/springelkamp.js';
import { rangeOf } from '../placement.js';

type Ship = spr.View['ships'][number];
type Orders = Record<string, unknown>;

/**
 * A boarding pays when a round's chance of the result the attacker wants (Result of Morale Checks: attacker
 * passed, defender failed — "Attacker on board", then "Defending Ship Captured") is at least this, and the
 * round's expected damage does not go against the attacker by more than BLOOD boxes.
 */
const BOARDING_ODDS = 0.2;
const BLOOD = 1;
/** An enemy's crew morale is hidden (I-SPR-18): the scenario format's default (I-SPR-22). */
const GUESSED_MORALE = 4;
/** Break off, and start nothing, with this much hull damage of 20 (the ship strikes at 20). */
const WORN = 14;
/** Form a party and grapple when an enemy worth boarding lies this close (hexes): beside her (the party costs +5 to incoming fire). */
const PARTY_RANGE = 1;
/** The highest prize crew cost (damage points) a captain pays, and the hull damage it must stay below. */
const PRIZE_MAX_COST = 3;
const PRIZE_WORN = 12;
/** Special Cases: a crew splits in two at most (I-SPR-13). */
const MAX_GROUPS = 2;

const hurt = (s: Ship) => s.damage.L + s.damage.R;
const at = (s: Ship) => ({ bow: s.bow, heading: s.heading });

/** The boarding part of each own ship's orders this turn (empty when the special rule is off or `enabled` is false). */
export function sprBoardingPlan(view: spr.View, enabled: boolean): Record<string, Orders> {
  const special = view.static.rules.special;
  const out: Record<string, Orders> = {};
  if (!enabled || !special.boarding) return out;
  const pair = (x: string, y: string) => (l: { a: string; b: string }) =>
    (l.a === x && l.b === y) || (l.a === y && l.b === x);
  const grappled = (x: string, y: string) => view.grapples.some(pair(x, y));
  const linked = (x: string, y: string) => view.fouls.some(pair(x, y)) || grappled(x, y);
  const groups = new Map<string, number>();
  for (const m of view.melees) for (const id of [m.attacker, m.defender]) groups.set(id, (groups.get(id) ?? 0) + 1);
  const ours = view.ships.filter((s) => s.controller === view.side && !s.struck);
  const enemies = view.ships.filter((s) => s.controller !== view.side && !s.struck);
  const odds = (me: Ship, e: Ship) => meleeOdds(me, e, spr.meleeEstimate(view, me.id, e.id));
  const manned = new Set<string>();
  for (const me of ours) {
    const o: Orders = {};
    const attacking = view.melees.filter((m) => m.attacker === me.id);
    // Melee, Effects: No Effect — "He may also choose to break off the attack"
    // on board, the losing line is "Boarding Party Surrenders" (the ship takes the bonus as damage): leave before it
    if (
      attacking.some((m) => {
        if (hurt(me) >= WORN) return true;
        if (m.aboard || !m.onBoard) return false;
        const r = odds(
          me,
          view.ships.find((s) => s.id === m.defender)!,
        );
        return r.lose > r.win;
      })
    )
      o.breakOff = true;
    // Prize Crews: man a captured ship linked to us when the cost is affordable
    if (special.prizeCrews && !attacking.length) {
      const affordable = (cost: number) => cost <= PRIZE_MAX_COST && hurt(me) + cost < PRIZE_WORN;
      const prize = view.ships.find(
        (s) =>
          s.captured &&
          s.controller === view.side &&
          !s.prizeCrew &&
          !manned.has(s.id) &&
          linked(me.id, s.id) &&
          affordable(spr.prizeCrewCost(view, me.id, s.id)),
      );
      if (prize) {
        o.prizeCrew = prize.id;
        manned.add(prize.id);
      }
    }
    // enemies that could board this ship this turn (a party ready, linked, not already attacking it)
    const threats = enemies.filter(
      (e) =>
        e.boardingParty && linked(me.id, e.id) && !view.melees.some((m) => m.attacker === e.id && m.defender === me.id),
    ).length;
    const free = (groups.get(me.id) ?? 0) + threats < MAX_GROUPS;
    // the melee odds only of the enemies a boarding or a grapple could reach: linked, or within party range
    const worth = enemies
      .filter((e) => linked(me.id, e.id) || rangeOf(at(me), at(e)) <= PARTY_RANGE)
      .map((e) => ({ e, r: odds(me, e) }))
      .filter(({ r }) => r.win >= BOARDING_ODDS && r.blood > -BLOOD)
      .sort((a, b) => b.r.win - a.r.win);
    // Melee: "When a ship has grappled another ship, or their rigging is fouled, and a boarding party is ready, at the beginning of a turn, it may board"
    if (me.boardingParty && !attacking.length && free && hurt(me) < WORN && !o.prizeCrew) {
      const target = worth.find(
        ({ e }) =>
          !e.boardingParty &&
          linked(me.id, e.id) &&
          (groups.get(e.id) ?? 0) < MAX_GROUPS &&
          !view.melees.some((m) => m.attacker === e.id && m.defender === me.id),
      );
      if (target) {
        o.board = target.e.id;
        groups.set(me.id, (groups.get(me.id) ?? 0) + 1);
        groups.set(target.e.id, (groups.get(target.e.id) ?? 0) + 1);
      }
    }
    const near = worth.filter(({ e }) => rangeOf(at(me), at(e)) <= PARTY_RANGE);
    // Grappling: "it has to form a boarding party in the Plot Phase"; then grapple whichever enemy lies adjacent
    if (near.length && hurt(me) < WORN && !o.prizeCrew) {
      if (!me.boardingParty) o.boardingParty = true;
      if (near.some(({ e }) => !grappled(me.id, e.id))) o.grapple = spr.GRAPPLE_ADJACENT;
      // keep the ships together: no ungrappling or unfouling while an enemy worth boarding is linked
      if (near.some(({ e }) => linked(me.id, e.id))) {
        o.ungrapple = false;
        o.unfoul = false;
      }
    } else if (me.boardingParty && !attacking.length && !o.board) o.boardingParty = false; // a party gives +5 to incoming fire
    if (Object.keys(o).length) out[me.id] = o;
  }
  return out;
}

/**
 * Melee: Procedure and Result of Morale Checks, one round: each side's morale "modified by: Plus Inflicted Damage
 * in this round. Minus Suffered Damage in this round" (the expected damage here), passed on a 1d6 at or below
 * it. `win`: the attacker passes and the defender fails; `lose`: the reverse; `blood`: damage dealt − taken.
 */
export function meleeOdds(
  me: Ship,
  enemy: Ship,
  est: { dealt: number; taken: number },
): { win: number; lose: number; blood: number } {
  const pass = (need: number) => Math.min(1, Math.max(0, Math.floor(need) / 6));
  const a = pass((me.crew.morale ?? GUESSED_MORALE) + est.dealt - est.taken);
  const d = pass((enemy.crew.morale ?? GUESSED_MORALE) + est.taken - est.dealt);
  return { win: a * (1 - d), lose: (1 - a) * d, blood: est.dealt - est.taken };
}
