/** Fire intents of a ship at the placement chosen: targets and aim by expected value, the initial broadside kept (11.3.4). */
import type { Broadside, Placement } from '../../../src/index.js';
import { shotValue, type Arena, type Unit } from '../lib/engagement.js';
import { rangeOf } from '../lib/geometry.js';
import type { AmmoDoctrine } from '../../doctrine.js';
import type { FireIntent } from '../lib/orders.js';
import type { EnemyModel } from './predict.js';

/**
 * Fire intents for the chosen placement: targets by value, aim by expected value, the initial
 * broadside kept for close range while closing (`keepInitial`).
 */
export function fireIntents(
  arena: Arena,
  me: Unit,
  x: Placement,
  enemies: EnemyModel[],
  doctrine: AmmoDoctrine,
  keepInitial = true,
): Record<Broadside, FireIntent> {
  const out = {} as Record<Broadside, FireIntent>;
  for (const b of ['L', 'R'] as const) {
    if (me.ready[b] <= 0) {
      out[b] = { fire: false };
      continue;
    }
    const ranked: { id: string; value: number; range: number; now: number; rake: boolean; rigging: number }[] = [];
    for (const e of enemies) {
      let value = 0;
      let range = 0;
      let rake = false;
      let rigging = 0;
      for (const p of e.predictions) {
        const s = shotValue(arena, me, b, x, e.unit, p.at, null);
        value += p.weight * s.value;
        if (s.aim === 'rigging') rigging += p.weight;
        range += p.weight * rangeOf(x, p.at);
        if (s.rake) rake = true;
      }
      if (value > 0)
        ranked.push({ id: e.unit.ship.id, value, range, now: rangeOf(me.ship, e.unit.ship), rake, rigging });
    }
    ranked.sort((a, c) => c.value - a.value);
    const best = ranked[0];
    const initial = me.ship.initial[b];
    // 11.3.4 keep the initial broadside for close range, or a close rake, while closing: a ship that
    // keeps her distance fires it (otherwise two cautious captains sail side by side and never fire)
    const fire = best
      ? !initial || !keepInitial || best.range <= 3 || (best.rake && best.range <= 4) || best.range >= best.now
      : !initial;
    const ammo = me.ammo[b];
    const aim = ammo === 'chain' || (best && best.rigging > 0.5) ? 'rigging' : 'hull';
    const grape = doctrine === 'grape-boarding' && best !== undefined && best.range <= 1 && me.linked.size > 0;
    out[b] = { fire, targets: ranked.map((r) => r.id), aim, ...(grape ? { asGrape: true } : {}) };
  }
  return out;
}
