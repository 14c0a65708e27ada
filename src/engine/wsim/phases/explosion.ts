/**
 * Exploding ships (24.3.2.3, 24.3.2.3.1; optional rule X): the ship is removed; every adjacent ship
 * takes a rigging shot on the table twice the exploder's one-hex rake value (its initial full
 * broadside, guns and carronades, on the Advanced HDT), at most table 10 — doubled rigging hits at
 * full sail — and is checked for fire (critical 14 hull). A 6 on that shot is a critical hit.
 */
import { shipRange } from '../geometry.js';
import { isAfloat, specOf, sum } from '../ship.js';
import { ADVANCED_HDT, hdtRow } from '../tables/hitDetermination.js';
import { EXPLOSION } from '../tables/destruction.js';
import type { TurnContext } from '../context.js';
import type { ShipState } from '../types.js';
import { rollHitTables } from './shot.js';
import { markHits, settleShip, opponentOf } from './damage.js';
import { applyCritical } from './criticals.js';

/** 24.3.2.3.1 the table of an explosion: 2 × rake value at one hex for the initial broadside, at most 10. */
export function explosionTable(ctx: TurnContext, ship: ShipState): number {
  const spec = specOf(ctx.st, ship);
  const broadside = Math.max(sum(spec.guns.L) + sum(spec.carronades.L), sum(spec.guns.R) + sum(spec.carronades.R));
  // the rake value is read on the Advanced HDT with Advanced log figures (16.2.1)
  const guns = ctx.advanced ? broadside : broadside * 2;
  const row = hdtRow(ADVANCED_HDT, guns);
  const rake = row?.rakeHitTable?.[0] ?? 0;
  return Math.min(EXPLOSION.maxTable, EXPLOSION.rakeBonusMultiplier * rake);
}

export function explode(ctx: TurnContext, ship: ShipState): void {
  const id = ctx.id(ship);
  const table = explosionTable(ctx, ship);
  ship.removed = 'exploded';
  ctx.emit({ type: 'exploded', turn: ctx.turn, ship: id });
  ctx.unlinkShip(id);
  for (const other of ctx.state.ships) {
    if (other === ship || !isAfloat(other) || shipRange(ship, other) !== 1) continue;
    const shot = rollHitTables(ctx, table, 'rigging');
    const hits = { ...shot.hits };
    const spec = specOf(ctx.st, other);
    if (other.fullSail && !(ctx.st.rules.optional.foreAndAftRigging && spec.foreAndAft))
      hits.R *= ctx.st.rules.fullSailRiggingMultiplier;
    const marked = markHits(ctx, other, hits, ship, { n: 0 });
    ctx.emit({
      type: 'damage',
      turn: ctx.turn,
      ship: ctx.id(other),
      hull: marked.hull,
      guns: marked.guns,
      crew: marked.crew,
      rigging: marked.rigging,
      gunsToHull: marked.gunsToHull,
      sectionsLost: marked.sectionsLost,
    });
    for (const r of shot.rolls) {
      if (r.critical)
        applyCritical(ctx, other, ctx.dice.d6() + r.table, 'rigging', {
          rake: false,
          range: 1,
          hits: r.hits,
          firer: null,
        });
    }
    applyCritical(ctx, other, EXPLOSION.fireCritical.n, 'hull', {
      rake: false,
      range: 1,
      hits: { H: 0, G: 0, C: 0, R: 0 },
      firer: null,
    });
    settleShip(ctx, other, opponentOf(ctx, specOf(ctx.st, other).side));
  }
}
