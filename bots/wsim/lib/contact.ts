/**
 * Ships in contact: unfouling (6.0), grappling and ungrappling (9.1–9.2) and boarding parties
 * (10.0–12.0). Boarding parties are formed in the Boarding Preparation Phase, once fouling and
 * grappling are settled (the harness asks captains then, see Captain.boarding), so they never name
 * a link that no longer exists. A ship fouled or grappled with an enemy always keeps a defensive
 * party: without one, any boarders take her without a fight (12.2.4).
 */
import {
  boardingSections,
  crewSections,
  isAfloat,
  meleeStrength,
  sectionsInMelees,
  MELEE_WIN_RATIO,
  type BoardingParty,
  type PlayerView,
  type ShipOrders,
  type ShipView,
} from '../../../src/api/wsim.js';
import { BOARDING_RATIO, GRAPPLE_RATIO, type BoardingDoctrine } from '../../doctrine.js';
import { linkedTo, operational, specOfView } from './fleet.js';

/**
 * Crew sections free for a new party, in the order the engine takes them (the engine's boardingSections,
 * 10.1.2). Doctrine: a prize crew stays aboard her prize.
 */
export function partySections(view: PlayerView, ship: ShipView): number[] {
  return ship.prize ? [] : boardingSections(view, ship);
}

/** The sections a ship may send in a party this turn: 23.0 the men in the rigging (her first free section) stay aloft. */
function partyCrew(view: PlayerView, ship: ShipView): number[] {
  return partySections(view, ship).filter((s, i) => !(ship.menInRigging && i === 0));
}

function linkedEnemies(view: PlayerView, ship: ShipView): ShipView[] {
  const ids = new Set(linkedTo(view, ship.id));
  return view.ships.filter((o) => ids.has(o.id) && o.controller !== view.side && isAfloat(o));
}

function adjacentEnemies(view: PlayerView, ship: ShipView, range: (a: ShipView, b: ShipView) => number): ShipView[] {
  return view.ships.filter((o) => o.controller !== view.side && operational(o) && range(ship, o) === 1);
}

/**
 * Unfouling, grappling and ungrappling orders for the start of the turn: stay fouled when our crew is strong enough
 * to board (the doctrine's `boardAt` times the strongest enemy's in contact) and grapple at `grappleAt` times hers
 * (and at least `boardAt`), otherwise try to get clear.
 */
export function contactOrders(
  view: PlayerView,
  ship: ShipView,
  range: (a: ShipView, b: ShipView) => number,
  { boardAt = BOARDING_RATIO, grappleAt = GRAPPLE_RATIO }: BoardingDoctrine = {},
): Pick<ShipOrders, 'unfoul' | 'grapple' | 'ungrapple'> {
  const out: Pick<ShipOrders, 'unfoul' | 'grapple' | 'ungrapple'> = {};
  if (!operational(ship)) return out;
  const ours = meleeStrength(ship, partySections(view, ship));
  const linked = linkedEnemies(view, ship).filter(operational);
  const near = adjacentEnemies(view, ship, range);
  const strongest = Math.max(0, ...[...linked, ...near].map((e) => meleeStrength(e)));
  const stronger = strongest > 0 && ours >= boardAt * strongest;
  if (linked.length && stronger) out.unfoul = false;
  if (
    linked.length &&
    ours < strongest &&
    view.grapples.some((g) => g.count > 0 && (g.a === ship.id || g.b === ship.id))
  )
    out.ungrapple = 'all';
  // 9.1.10 a grapple needs a crew section free of melee
  if (near.length && stronger && ours >= grappleAt * strongest && partySections(view, ship).length > 0)
    out.grapple = 'adjacent-enemies';
  return out;
}

/**
 * The share of the boarders' strength a defensive party holds by default: half, so that they cannot win outright
 * (12.3, three to one) on the first round's odds, one section kept at the guns when possible.
 */
export const DEFENCE_SHARE = 0.5;

/**
 * Boarding parties for a ship in the Boarding Preparation Phase (view taken after grappling):
 * board when the crew can win (outright at three to one), otherwise defend with enough men not to
 * be swept away — the fewest sections that hold `defence` of the threat, one kept at the guns when
 * possible at the default share; above it every section may defend. Returns null when not in contact.
 */
export function boardingParties(
  view: PlayerView,
  ship: ShipView,
  { defence = DEFENCE_SHARE, boardAt = BOARDING_RATIO }: BoardingDoctrine = {},
): BoardingPlan | null {
  if (!operational(ship) || ship.prize) return null;
  const enemies = linkedEnemies(view, ship);
  const fighting = enemies.filter(operational);
  const available = partyCrew(view, ship); // 23.0
  if (!enemies.length || !available.length) return null;
  const ours = meleeStrength(ship, available);
  if (!fighting.length) return null;
  let target: ShipView | null = null;
  let weakest = Infinity;
  let threat = 0;
  for (const e of fighting) {
    const s = meleeStrength(e);
    threat += s;
    if (s < weakest) {
      weakest = s;
      target = e;
    }
  }
  if (target && ours >= MELEE_WIN_RATIO * threat) {
    return { parties: [{ type: 'OBP', sections: available.length, target: target.id }], sections: available.length };
  }
  // 23.0 a defensive party would take the men in the rigging and void the sail change: none this turn
  if (ship.menInRigging) return null;
  if (target && available.length >= 2 && ours >= boardAt * threat) {
    return {
      parties: [
        { type: 'OBP', sections: available.length - 1, target: target.id },
        { type: 'DBP', sections: 1 },
      ],
      sections: available.length,
    };
  }
  // defend: the fewest sections whose strength holds `defence` of the threat, at least one (12.3: no outright loss at
  // half, three to one on the first round's odds); at the default share one section stays at the guns
  const most = defence > DEFENCE_SHARE ? available.length : available.length - 1;
  let k = 1;
  while (k < most && meleeStrength(ship, available.slice(0, k)) <= threat * defence) k++;
  return { parties: [{ type: 'DBP', sections: k }], sections: k };
}

/** A ship's boarding parties for the turn and the crew sections they take. */
export interface BoardingPlan {
  parties: BoardingParty[];
  sections: number;
}

/**
 * Every plan of boarding parties worth weighing for a ship in contact (null: not in contact), the doctrine's first:
 * all free sections boarding each fighting enemy linked to her (10.2), all but one boarding with one defending,
 * every size of defensive party (12.2), and none (NBP, 10.2: every section at the guns; undefended, 12.2.4). With
 * men in the rigging no defensive party is formed (23.0: it would void the sail change).
 */
export function boardingPlans(
  view: PlayerView,
  ship: ShipView,
  doctrine: BoardingDoctrine = {},
): BoardingPlan[] | null {
  const first = boardingParties(view, ship, doctrine);
  if (!first) return null;
  const available = partyCrew(view, ship); // 23.0
  const n = available.length;
  const plans: BoardingPlan[] = [first];
  for (const t of linkedEnemies(view, ship).filter(operational)) {
    plans.push({ parties: [{ type: 'OBP', sections: n, target: t.id }], sections: n });
    if (!ship.menInRigging && n >= 2)
      plans.push({
        parties: [
          { type: 'OBP', sections: n - 1, target: t.id },
          { type: 'DBP', sections: 1 },
        ],
        sections: n,
      });
  }
  if (!ship.menInRigging)
    for (let k = 1; k <= n; k++) plans.push({ parties: [{ type: 'DBP', sections: k }], sections: k });
  plans.push({ parties: [], sections: 0 });
  const seen = new Set<string>();
  return plans.filter((p) => {
    const key = JSON.stringify(p.parties);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A ship's boarding word for a plan: its parties, and its fire cancelled where no crew is left at the guns. */
export function boardingWord(view: PlayerView, ship: ShipView, plan: BoardingPlan): ShipOrders {
  const o: ShipOrders = { boarding: plan.parties };
  const everyone = specOfView(view, ship).crew.filter((c) => c > 0).length;
  const busy = sectionsInMelees(view, ship.id).size;
  const allAway = busy + plan.sections >= everyone; // 10.2.5 no fire this turn
  const free = crewSections(view, ship.id, { boarding: plan.sections, menInRigging: ship.menInRigging }).available;
  if (allAway || free <= 0) o.fire = {}; // 11.3.3
  return o;
}

/** Boarding-phase orders for all our ships in contact, cancelling fire where no crew is left at the guns. */
export function boardingStageOrders(
  view: PlayerView,
  ships: ShipView[],
  doctrine: BoardingDoctrine = {},
): Record<string, ShipOrders> {
  const out: Record<string, ShipOrders> = {};
  for (const ship of ships) {
    const plan = boardingParties(view, ship, doctrine);
    if (plan) out[ship.id] = boardingWord(view, ship, plan);
  }
  return out;
}
