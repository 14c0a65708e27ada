/**
 * Wind Phase (Sequence of Play: "Drifting ships roll for drift. New sail settings are completed. Various
 * maintanance functions."; Expanded Sequence 5: "Unfouling attempts"): drifting, fouled groups, unfouling,
 * clearing fallen rigging, fighting fire, the new sail settings.
 */
import { hexKey, hexLabel } from '../../hex.js';
import type { Placement } from '../../shipGeometry.js';
import type { SprTurn } from '../context.js';
import { driftPlacement, hexesOf, shiftWithWind, windAttitude } from '../geometry.js';
import { highestSail, sailIndex } from '../damage.js';
import { applyDamage } from './combat.js';
import type { SprShip } from '../types.js';

function occupantOf(t: SprTurn, p: Placement, except: Set<number>): SprShip | undefined {
  const keys = new Set(hexesOf(p).map(hexKey));
  return t.state.ships.find((s) => !except.has(s.idx) && hexesOf(s).some((h) => keys.has(hexKey(h))));
}

/** Fouled (and grappled) groups: the ships joined by fouls or grapples, two or more each, in ship order. */
export function linkedGroups(t: SprTurn): SprShip[][] {
  const seen = new Set<number>();
  const groups: SprShip[][] = [];
  for (const s of t.state.ships) {
    if (seen.has(s.idx)) continue;
    const group: SprShip[] = [];
    const stack = [s];
    seen.add(s.idx);
    while (stack.length) {
      const x = stack.pop()!;
      group.push(x);
      const id = t.id(x);
      for (const l of [...t.state.fouls, ...t.state.grapples]) {
        const other = l.a === id ? l.b : l.b === id ? l.a : null;
        if (other === null) continue;
        const o = t.ship(other)!;
        if (!seen.has(o.idx)) {
          seen.add(o.idx);
          stack.push(o);
        }
      }
    }
    if (group.length > 1) groups.push(group.sort((a, b) => a.idx - b.idx));
  }
  return groups;
}

function foul(t: SprTurn, a: SprShip, b: SprShip): void {
  if (!t.linked(a, b)) t.state.fouls.push({ a: t.id(a), b: t.id(b), turns: 0 });
}

/** Drifting: "Roll 1d6 for the vessel. If the Drift number or lower is rolled, the vessel drifts." */
function driftShip(t: SprTurn, s: SprShip): void {
  const log = t.log(s);
  const number = log.speed.drift[s.sail];
  const roll = t.d6();
  const from = hexLabel(s.bow);
  if (roll > number) {
    t.emit({ type: 'drift', turn: t.turn, ship: t.id(s), roll, number, drifted: false, from, to: from });
    return;
  }
  let choice: { roll: number; need: number; by: string; turn: 'P' | 'S' } | undefined;
  let turn: 'P' | 'S' = 'P';
  if (windAttitude(s.heading, t.state.static.wind) === 'F') {
    // "If in attitude F, there are two possibilities. Roll for Crew Quality: if succesfull, owner chooses, otherwise the enemy chooses."
    const need = log.crew.quality;
    const r = t.d6();
    const owner = r <= need;
    turn = (owner ? t.ordersFor(s).driftTurn : t.enemyDriftChoice(s)) ?? 'P';
    const by = owner ? s.controller : t.state.static.sides.find((x) => x.id !== s.controller)!.id;
    choice = { roll: r, need, by, turn };
  }
  const to = driftPlacement(s, t.state.static.wind, turn);
  const blocker = occupantOf(t, to, new Set([s.idx]));
  // I-SPR-15: a drift into another ship is a collision: the drifting ship stays, both are fouled
  if (blocker) foul(t, s, blocker);
  else {
    s.bow = to.bow;
    s.heading = to.heading;
  }
  t.emit({
    type: 'drift',
    turn: t.turn,
    ship: t.id(s),
    roll,
    number,
    drifted: !blocker,
    from,
    to: hexLabel(s.bow),
    ...(blocker ? { blockedBy: t.id(blocker) } : {}),
    ...(choice ? { choice } : {}),
  });
}

/** Drifting: "A group of fouled ships drifts according to the average drift number … it is shifted with the wind." */
function driftGroup(t: SprTurn, group: SprShip[]): void {
  const number = group.reduce((a, s) => a + t.log(s).speed.drift[s.sail], 0) / group.length;
  const roll = t.d6();
  const drifted = roll <= number;
  const members = new Set(group.map((s) => s.idx));
  const moved = group.map((s) => shiftWithWind(s, t.state.static.wind));
  const blocked = drifted && moved.some((p) => occupantOf(t, p, members));
  t.emit({
    type: 'groupDrift',
    turn: t.turn,
    ships: group.map((s) => t.id(s)),
    roll,
    number: Math.round(number * 100) / 100,
    drifted: drifted && !blocked,
  });
  if (!drifted || blocked) return;
  group.forEach((s, i) => {
    s.bow = moved[i].bow;
  });
}

export function windPhase(t: SprTurn): void {
  const groups = linkedGroups(t);
  const inGroup = new Set(groups.flat().map((s) => s.idx));
  for (const s of t.state.ships) if (t.scratch.drifting.has(s.idx) && !inGroup.has(s.idx)) driftShip(t, s);
  for (const g of groups) driftGroup(t, g);

  // Collisions: "Fouled rigging may be cleared in the maintanance phase, by rolling your crew quality or lower. Each following turn there is a +1 bonus"
  for (const f of t.state.fouls.slice()) {
    const a = t.ship(f.a)!;
    const b = t.ship(f.b)!;
    let cleared = false;
    for (const s of [a, b]) {
      if (cleared || s.struck) continue;
      const o = t.ordersFor(s);
      const wants = o.unfoul ?? !(s.boardingParty || o.board !== undefined); // a ship set on boarding keeps the foul (I-SPR-16)
      if (!wants) continue;
      const need = t.log(s).crew.quality + f.turns;
      const roll = t.d6();
      cleared = roll <= need;
      t.emit({ type: 'unfoul', turn: t.turn, ship: t.id(s), with: t.id(s === a ? b : a), roll, need, cleared });
    }
    if (cleared) t.state.fouls = t.state.fouls.filter((x) => x !== f);
    else f.turns++;
  }
  // a melee needs the ships grappled or fouled
  t.state.melees = t.state.melees.filter((m) => t.linked(t.ship(m.attacker)!, t.ship(m.defender)!));

  for (const s of t.state.ships) {
    const log = t.log(s);
    // Damage to the Rigging: "Fallen Rigging may be cleared … by rolling the crew quality number or lower … +1 … per turn after the first."
    for (const b of ['L', 'R'] as const) {
      if (s.fallen[b] === 0 || s.struck) continue;
      const need = log.crew.quality + (s.fallen[b] - 1);
      const roll = t.d6();
      const cleared = roll <= need;
      t.emit({ type: 'riggingCleared', turn: t.turn, ship: t.id(s), broadside: b, roll, need, cleared });
      s.fallen = { ...s.fallen, [b]: cleared ? 0 : s.fallen[b] + 1 };
    }
    // Fire: "the crew may try to extinguish the fire by rolling their quality number or lower … otherwise the ship takes one rigging and one hull damage"
    if (s.fire > 0) {
      const need = log.crew.quality;
      const roll = t.d6();
      const out = roll <= need;
      t.emit({ type: 'fireFought', turn: t.turn, ship: t.id(s), roll, need, out });
      if (out) s.fire = 0;
      else {
        s.fire++;
        const side = s.fallen.L > 0 || s.fallen.R === 0 ? 'L' : 'R'; // I-SPR-17: the burning broadside is the one under fallen rigging
        applyDamage(t, s, side, 1, 1, 0);
      }
    }
  }

  // Movement: Changing Sail — "Execute in the Wind Phase"
  for (const s of t.state.ships) {
    let next = t.scratch.sailNext[s.idx];
    if (next === null || (s.struck && !s.prizeCrew)) continue;
    const top = highestSail(s, t.log(s));
    if (sailIndex(next) < sailIndex(top)) next = top; // rigging lost in this turn's fire
    if (next === s.sail) continue;
    t.emit({ type: 'sail', turn: t.turn, ship: t.id(s), from: s.sail, to: next });
    s.sail = next;
  }
}
