/**
 * Movement Phase: "Plotted movement is executed" movement point by movement point, all ships' first movement
 * points first (Collisions: "Movement is executed simultaniously"), with collisions and fouling.
 */
import { hexKey, hexLabel } from '../../hex.js';
import type { Placement } from '../../shipGeometry.js';
import type { SprTurn } from '../context.js';
import { basicMove, hexesOf } from '../geometry.js';
import { courseAttitude } from '../plot.js';
import type { BasicMove, SprShip } from '../types.js';

interface Mover {
  ship: SprShip;
  move: BasicMove;
  to: Placement;
  key: number;
  failed: boolean;
}

function addFoul(t: SprTurn, a: SprShip, b: SprShip): void {
  if (
    t.linked(a, b) &&
    t.state.fouls.some((f) => (f.a === t.id(a) && f.b === t.id(b)) || (f.a === t.id(b) && f.b === t.id(a)))
  )
    return;
  t.state.fouls.push({ a: t.id(a), b: t.id(b), turns: 0 });
}

/**
 * Collisions: "The following rules decide which ship will enter the contested hex: the ship that is already
 * there; the ship that is moving forward; the fastest ship; if all is equal, both players roll a die.
 * Highest roll enters the hex. You may add _or_ subtract the crew quality": each player's choice, the ship's
 * order `collisionRoll` (default add: I-SPR-8); ties are rolled again.
 */
export function contest(t: SprTurn, a: Mover, b: Mover): { winner: Mover; why: string } {
  const fa = a.move === 'F';
  const fb = b.move === 'F';
  if (fa !== fb) return { winner: fa ? a : b, why: 'moving forward' };
  const sa = t.scratch.plots[a.ship.idx].length;
  const sb = t.scratch.plots[b.ship.idx].length;
  if (sa !== sb) return { winner: sa > sb ? a : b, why: 'the fastest' };
  const qa = qualityTerm(t, a.ship);
  const qb = qualityTerm(t, b.ship);
  const less = [a, b].filter((m) => t.ordersFor(m.ship).collisionRoll === 'subtract').map((m) => t.id(m.ship));
  const note = less.length ? ` (${less.join(' and ')} subtracting the crew quality)` : '';
  for (;;) {
    const ra = t.d6() + qa;
    const rb = t.d6() + qb;
    if (ra !== rb) return { winner: ra > rb ? a : b, why: `die and quality ${ra} against ${rb}${note}` };
  }
}

/** Collisions: "You may add _or_ subtract the crew quality to the roll" — the ship's order, add by default. */
function qualityTerm(t: SprTurn, s: SprShip): number {
  const q = t.log(s).crew.quality;
  return t.ordersFor(s).collisionRoll === 'subtract' ? -q : q;
}

export function movementPhase(t: SprTurn): void {
  const ships = t.state.ships;
  const starts = ships.map((s) => ({ bow: s.bow, heading: s.heading }));
  const stopped = new Set<number>();
  const maxLen = Math.max(0, ...t.scratch.plots.map((p) => p.length));
  for (let mp = 0; mp < maxLen; mp++) {
    const movers: Mover[] = [];
    for (const s of ships) {
      const move = t.scratch.plots[s.idx][mp];
      if (move === undefined || stopped.has(s.idx)) continue;
      const to = basicMove(s, move);
      movers.push({ ship: s, move, to, key: hexKey(to.bow), failed: false });
    }
    if (!movers.length) continue;
    const moving = new Set(movers.map((m) => m.ship.idx));
    // hexes sure to stay occupied: ships not moving now, and every mover's bow (its stern after the move)
    const fixed = new Map<number, SprShip>();
    for (const s of ships) {
      if (moving.has(s.idx)) fixed.set(hexKey(s.bow), s);
      else for (const h of hexesOf(s)) fixed.set(hexKey(h), s);
    }
    const collided = new Set<number>();
    let changed = true;
    while (changed) {
      changed = false;
      for (const m of movers) {
        if (m.failed) continue;
        const occupant = fixed.get(m.key);
        if (occupant && occupant !== m.ship) {
          // the ship that is already there enters (keeps) the hex
          m.failed = true;
          changed = true;
          fixed.set(hexKey(hexesOf(m.ship)[1]), m.ship);
          addFoul(t, m.ship, occupant);
          collided.add(m.ship.idx).add(occupant.idx);
          t.emit({
            type: 'collision',
            turn: t.turn,
            ship: t.id(m.ship),
            with: t.id(occupant),
            hex: hexLabel(m.to.bow),
            entered: t.id(occupant),
            why: 'already there',
          });
        }
      }
      if (changed) continue;
      const byHex = new Map<number, Mover[]>();
      for (const m of movers) if (!m.failed) byHex.set(m.key, [...(byHex.get(m.key) ?? []), m]);
      for (const group of byHex.values()) {
        if (group.length < 2) continue;
        let winner = group[0];
        let why = '';
        for (const other of group.slice(1)) ({ winner, why } = contest(t, winner, other));
        for (const m of group) {
          if (m === winner) continue;
          m.failed = true;
          changed = true;
          fixed.set(hexKey(hexesOf(m.ship)[1]), m.ship);
          addFoul(t, m.ship, winner.ship);
          collided.add(m.ship.idx).add(winner.ship.idx);
          t.emit({
            type: 'collision',
            turn: t.turn,
            ship: t.id(m.ship),
            with: t.id(winner.ship),
            hex: hexLabel(m.to.bow),
            entered: t.id(winner.ship),
            why,
          });
        }
        fixed.set(winner.key, winner.ship);
      }
    }
    // Stern Rake, the extension: "when the situation occurred at any time during the moving phase" — each
    // movement point's moves are kept (only with the rule on)
    const moved = t.state.static.rules.special.sternRakeAnyTime
      ? new Map<number, { before: Placement; after: Placement }>()
      : null;
    for (const m of movers) {
      if (m.failed) continue;
      t.scratch.lastMove[m.ship.idx] = { before: { bow: m.ship.bow, heading: m.ship.heading }, after: m.to };
      moved?.set(m.ship.idx, t.scratch.lastMove[m.ship.idx]!);
      m.ship.bow = m.to.bow;
      m.ship.heading = m.to.heading;
      t.scratch.moved[m.ship.idx]++;
    }
    if (moved) t.scratch.steps.push({ mp, at: ships.map((s) => ({ bow: s.bow, heading: s.heading })), moved });
    // Collisions: "After the collision both vessels are drifting": their movement ends here
    for (const i of collided) stopped.add(i);
  }
  for (const s of ships) {
    const plot = t.scratch.plots[s.idx];
    s.speedLastTurn = t.scratch.moved[s.idx];
    if (plot.length === 0) continue;
    const start = starts[s.idx];
    const stoppedAt = t.scratch.moved[s.idx] < plot.length ? t.scratch.moved[s.idx] : undefined;
    t.emit({
      type: 'moved',
      turn: t.turn,
      ship: t.id(s),
      plot: plot.join(''),
      course: courseAttitude(start.heading, t.state.static.wind, plot),
      from: hexLabel(start.bow),
      to: hexLabel(s.bow),
      ...(stoppedAt !== undefined ? { stoppedAt } : {}),
    });
  }
}
