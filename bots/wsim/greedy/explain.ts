/**
 * What a placement promises this turn in greedy-raker's own arithmetic (bots/wsim/lib/engagement.ts): the expected
 * value of the hits she deals and receives against the enemy's likely placements (11.2, 16.1: the hit tables'
 * expected squares, weighted by the chance each broadside is loaded — the enemy's from the captain's belief),
 * and whether she rakes or is raked (11.3.2, 24.4) against the likelier half of them. For explanations (bots/explain.ts): the plan's scores
 * already weigh the same exchange with the captain's preferences.
 */
import type { Placement } from '../../../src/index.js';
import type { Exchange } from '../../explain.js';
import { shotWorth } from '../lib/engagement.js';
import { backOf, rakeOf, relation, type Relation } from '../lib/geometry.js';
import type { ShipPlan, SidePlan } from './plan.js';
import { RELEVANT_RANGE } from './predict.js';

export function exchangeOf(plan: SidePlan, ship: ShipPlan, at: Placement): Exchange {
  const { arena } = plan;
  const me = ship.unit;
  const out: Exchange = { dealt: 0, received: 0, rakes: false, raked: false };
  let rakes = 0;
  let raked = 0;
  const rake = (r: Relation) => (r.inPlayL || r.inPlayR) && rakeOf(r, arena.level, arena.optionalRake) > 0;
  for (const e of plan.enemies) {
    for (const p of e.predictions) {
      const rel = relation(at, p.at);
      if (rel.range > RELEVANT_RANGE) continue;
      const back = backOf(rel, at, p.at);
      out.dealt += p.weight * (shotWorth(arena, me, 'L', e.unit, rel) + shotWorth(arena, me, 'R', e.unit, rel));
      out.received += p.weight * (shotWorth(arena, e.unit, 'L', me, back) + shotWorth(arena, e.unit, 'R', me, back));
      if (rake(rel) && me.ready.L + me.ready.R > 0) rakes += p.weight;
      if (rake(back) && e.unit.ready.L + e.unit.ready.R > 0) raked += p.weight;
    }
  }
  out.rakes = rakes >= 0.5;
  out.raked = raked >= 0.5;
  return out;
}
