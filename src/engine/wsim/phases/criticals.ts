/**
 * Critical hits (16.1.2.2): applied after all other damage at the end of the Combat Phase
 * (16.1.2.2.2), cumulative (16.1.2.2.3). Effects from the Critical Hit Table (tables/criticals.ts).
 * A critical may explode the magazine, and an explosion deals criticals to the ships alongside
 * (24.3.2.3): both live here, as the one recursion they are.
 */
import { ANCHORS_PER_SHIP } from '../tables/constants.js';
import { criticalEntry } from '../tables/criticals.js';
import { CREW_STRENGTH_PER_SQUARE } from '../tables/melee.js';
import { QUALITIES, type Aim, type Quality, type ShipState } from '../types.js';
import type { Placement } from '../geometry.js';
import type { HitSummary } from '../events.js';
import type { TurnContext } from '../context.js';
import { applyRiggingLoss, markHits, opponentOf, settleShip } from './damage.js';
import { crewQuality, isAfloat, specOf, sum } from '../ship.js';
import { shipRange } from '../geometry.js';
import { ADVANCED_HDT, hdtRow } from '../tables/hitDetermination.js';
import { EXPLOSION } from '../tables/destruction.js';
import { rollHitTables } from './shot.js';
import { endTow, towOf } from '../towing.js';
import { TOW_CUT_ON_ODD_DIE } from '../tables/towing.js';

export interface CriticalShot {
  rake: boolean;
  range: number;
  hits: HitSummary;
  firer: Placement | null;
}

function crewSectionsLost(ship: ShipState): number {
  return ship.crew.filter((c) => c <= 0).length;
}

export function applyCritical(ctx: TurnContext, target: ShipState, n: number, aim: Aim, shot: CriticalShot): void {
  if (target.removed !== null) return;
  const e = criticalEntry(n, aim);
  const id = ctx.id(target);
  const say = (effect: string, detail: string) =>
    ctx.emit({ type: 'critical', turn: ctx.turn, ship: id, number: Math.min(16, n), aim, effect, detail });
  switch (e.code) {
    case 'NONE':
      say('none', 'no effect');
      return;
    case 'LOSE_RIGGING_SECTION': {
      // 16.1.2.2.4 without optional rule VIII "ignore the result, taking a 'no effect' instead"
      if (!ctx.st.rules.optional[e.optionalRule] && ctx.st.rules.riggingCriticals === 'text')
        return say('none', 'a result of optional rule VIII, not in use (16.1.2.2.4)');
      if (e.requiresRake && !shot.rake) return say('none', 'needs a rake');
      if (e.maxRange !== null && shot.range > e.maxRange) return say('none', `needs a range of ${e.maxRange} or less`);
      const i = target.rigging.findIndex((r) => r > 0);
      if (i < 0) return say('none', 'no rigging left');
      const squares = target.rigging[i];
      applyRiggingLoss(ctx, target, squares);
      return say('mast', `rigging section ${i + 1} lost (${squares} squares)`);
    }
    case 'DOUBLE_GUN_AND_CREW_HITS': {
      if (!shot.rake) return say('none', 'needs a rake');
      if (e.maxRange !== null && shot.range > e.maxRange) return say('none', `needs a range of ${e.maxRange} or less`);
      markHits(ctx, target, { H: 0, G: shot.hits.G, C: shot.hits.C, R: 0 }, shot.firer, { n: 0 });
      return say('doubled', `gun and crew hits doubled (+${shot.hits.G} G, +${shot.hits.C} C)`);
    }
    case 'BROADSIDE_OBSCURED': {
      target.obscured[e.side] = Math.max(target.obscured[e.side], e.turns);
      applyRiggingLoss(ctx, target, e.riggingSquaresLost);
      return say(
        'obscured',
        `${e.side === 'L' ? 'left' : 'right'} broadside at ${e.hitTableModifier} for ${e.turns} turns; ${e.riggingSquaresLost} rigging squares lost`,
      );
    }
    case 'ANCHOR_CABLE_CUT': {
      const tow = ctx.st.rules.optional.towing ? towOf(ctx.state, id) : undefined;
      if (tow) {
        // 35.4.3.1 a ship in a tow: one die, even the anchor cable, odd the tow's grapple
        const die = ctx.dice.d6();
        if (die % 2 === 1 && TOW_CUT_ON_ODD_DIE) {
          endTow(ctx, tow, `critical 5H: die ${die}, the tow is cut (35.4.3.1)`);
          return say('tow', `die ${die}: the tow is cut instead of the anchor cable (35.4.3.1)`);
        }
      }
      target.anchorsLost++;
      return say('anchor', `an anchor lost (${target.anchorsLost} of ${ANCHORS_PER_SHIP}) (20.3.8)`);
    }
    case 'CREW_DEMORALIZED': {
      const die = ctx.dice.d6();
      const roll = die + CREW_STRENGTH_PER_SQUARE[crewQuality(target)] - crewSectionsLost(target);
      if (roll <= e.dropOneQualityIfAtMost) {
        const drop = (q: Quality): Quality => QUALITIES[Math.min(QUALITIES.length - 1, QUALITIES.indexOf(q) + 1)];
        target.quality = drop(target.quality);
        if (target.sectionQuality)
          target.sectionQuality = target.sectionQuality.map((q) => (q === null ? null : drop(q))); // the whole crew (12.1.4)
        return say('morale', `die ${die}, total ${roll}: crew drops to ${crewQuality(target)}`);
      }
      return say('morale', `die ${die}, total ${roll}: crew holds`);
    }
    case 'STEERING_DAMAGE': {
      const die = ctx.dice.d6();
      if (e.onDie.includes(die)) {
        target.turning = Math.max(0, target.turning + e.turningAbilityChange);
        return say('steering', `die ${die}: turning ability now ${target.turning}`);
      }
      return say('steering', `die ${die}: no damage`);
    }
    case 'MAGAZINE_EXPLOSION_CHECK': {
      const die = ctx.dice.d6();
      if (die + shot.range <= e.explodesIfAtMost) {
        say('magazine', `die ${die} + range ${shot.range}: the magazine explodes`);
        explode(ctx, target);
        return;
      }
      return say('magazine', `die ${die} + range ${shot.range}: no explosion`);
    }
    case 'WATERLINE_DAMAGE':
      target.waterlineSections += e.crewSectionsCommitted;
      return say('waterline', `${e.crewSectionsCommitted} crew section tied to the pumps for the rest of the game`);
    case 'FIRE': {
      const die = ctx.dice.d6();
      if (die === e.explodesOn) {
        say('fire', `die ${die}: the fire reaches the magazine`);
        explode(ctx, target);
        return;
      }
      target.fireTurns = Math.max(target.fireTurns, die);
      target.fireModifier = Math.max(target.fireModifier, die);
      say('fire', `die ${die}: burns ${die} turns, fires at −${die}`);
      settleShip(ctx, target, opponentOf(ctx, specOf(ctx.st, target).side));
      return;
    }
  }
}

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

/**
 * Exploding ships (24.3.2.3, 24.3.2.3.1; optional rule X): the ship is removed; every adjacent ship
 * takes a rigging shot on the table twice the exploder's one-hex rake value (its initial full
 * broadside, guns and carronades, on the Advanced HDT), at most table 10 — doubled rigging hits at
 * full sail — and is checked for fire (critical 14 hull). A 6 on that shot is a critical hit.
 */
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
