/**
 * A side's one-ply plan under Springelkamp's sail rules, from its view through the public API: every legal
 * plot of each ship (spr.plotEnds) scored against the enemy's likely placements by the expected damage dealt
 * minus received this turn (spr.shotEstimates: the Fire Combat Phase's own sum averaged over the die; rakes
 * included), collisions with friends and enemies avoided (Collisions: fouling), and a pull towards the
 * nearest enemy. Every broadside fires each turn (Fire Combat: Note on Loading the Guns), at the closest
 * target (I-SPR-32) with the aim worth more there (Fire Combat: hull 1-5 hexes, rigging 2+).
 */
import { hexDistance, type Placement } from '../../src/index.js';
import * as spr from '../../src/api/springelkamp.js';
import { occupied, rangeOf } from '../placement.js';
import { sprBoardingPlan } from './boarding.js';
import type {
  AnyShipOrders,
  CaptainPlan,
  Choice,
  FireChoice,
  Move,
  PlanEnemy,
  PlanShip,
  PlanWeights,
} from '../rules/types.js';

type Ship = spr.View['ships'][number];

/** Damage: 2×10 hull boxes; all 20 checked, the ship surrenders — a hull box is a twentieth of her points. */
const HULL_BOXES = 20;
/** Weight of the rigging against the hull (lost rigging slows and turns less; it never strikes the flag). */
const RIGGING_WEIGHT = 0.25;
/** Ending on a hex another ship is expected in: a collision and perhaps fouling (share of own points). */
const COLLISION = 0.25;
/** Beyond this range an enemy figures only in the closing pull. */
const RELEVANT_RANGE = 14;
/** Full sail while the nearest enemy is farther than this, easy sail within it (Movement: Sail Settings). */
const FULL_SAIL_BEYOND = 6;
const SAILS = ['FS', 'ES', 'SS', 'NS'] as const;

/** The ship can sail and fight (not struck: a struck ship no longer sails, I-SPR-9). */
export function sailing(s: Ship): boolean {
  return !s.struck || s.prizeCrew;
}

export function placementOf(s: { bow: Placement['bow']; heading: Placement['heading'] }): Placement {
  return { bow: s.bow, heading: s.heading };
}

export class SprPlanner {
  private readonly index = new Map<string, number>();

  constructor(
    readonly view: spr.View,
    private readonly w: PlanWeights,
  ) {
    view.static.ships.forEach((s, i) => this.index.set(s.id, i));
  }

  points(id: string): number {
    return Math.max(1, this.view.static.ships[this.index.get(id)!].points);
  }

  ship(id: string): Ship {
    return this.view.ships[this.index.get(id)!];
  }

  /** What one aim's expected damage is worth, in the target's points. */
  private worth(targetId: string, e: spr.ShotEstimate): number {
    const i = this.index.get(targetId)!;
    const rig = this.view.static.logs[i].rigging.reduce((a, b) => a + b, 0);
    const p = this.points(targetId);
    return ((e.hull + e.opposite) * p) / HULL_BOXES + (rig > 0 ? (RIGGING_WEIGHT * e.rigging * p) / rig : 0);
  }

  /** The best aim of broadside `b` of `firer` at `target` with the ships at these placements: its worth and aim. */
  shot(
    firer: string,
    b: 'L' | 'R',
    x: Placement,
    target: string,
    p: Placement,
  ): { value: number; aim: 'hull' | 'rigging' } {
    let best = { value: 0, aim: 'hull' as 'hull' | 'rigging' };
    for (const e of spr.shotEstimates(this.view, firer, b, target, { firer: x, target: p })) {
      const v = this.worth(target, e);
      if (v > best.value) best = { value: v, aim: e.aim };
    }
    return best;
  }

  /** Expected damage dealt (both broadsides) minus received (hers at us), in points. */
  exchange(me: string, x: Placement, enemy: string, p: Placement): number {
    let v = 0;
    for (const b of ['L', 'R'] as const) v += this.shot(me, b, x, enemy, p).value - this.shot(enemy, b, p, me, x).value;
    return v;
  }

  moves(id: string): Move[] {
    return spr.plotEnds(this.view, id).map(({ plot, at }) => ({ plot, at }));
  }

  /** Her likely placements: holding her course (the longest straight plot), the most dangerous to our nearest ship, a spread. */
  predict(enemy: Ship, ours: Ship[]): { at: Placement; weight: number }[] {
    const start = placementOf(enemy);
    if (!sailing(enemy) || this.w.predictions === 0) return [{ at: start, weight: 1 }];
    const moves = this.moves(enemy.id);
    let straight = moves[0];
    for (const m of moves) if (/^F*$/.test(m.plot) && m.plot.length >= straight.plot.length) straight = m;
    let target: Ship | null = null;
    let best = Infinity;
    for (const u of ours) {
      const r = rangeOf(placementOf(u), start);
      if (r < best) {
        best = r;
        target = u;
      }
    }
    if (!target || best > RELEVANT_RANGE) return [{ at: straight.at, weight: 1 }];
    const tgt = placementOf(target);
    const scored = moves.map((m) => ({
      at: m.at,
      score:
        -this.exchange(target.id, tgt, enemy.id, m.at) - this.w.closing * this.points(target.id) * rangeOf(tgt, m.at),
    }));
    const spread: typeof scored = [];
    const step = Math.max(1, Math.floor(scored.length / Math.max(1, this.w.spread)));
    for (let i = 0; i < scored.length && spread.length < this.w.spread; i += step) spread.push(scored[i]);
    const top = scored
      .slice()
      .sort((a, c) => c.score - a.score)
      .slice(0, this.w.predictions);
    const parts: [{ at: Placement }[], number][] = [
      [[straight], 0.25],
      [top, 0.45],
      [spread, 0.3],
    ];
    const total = parts.reduce((a, [list, wt]) => a + (list.length ? wt : 0), 0);
    const out: { at: Placement; weight: number }[] = [];
    for (const [list, wt] of parts) for (const s of list) out.push({ at: s.at, weight: wt / total / list.length });
    return out;
  }

  /** Score every plot of `me` against the enemy models; `taken` are hex keys friends will occupy. */
  score(me: Ship, enemies: PlanEnemy[], taken: Set<number>): Choice[] {
    const points = this.points(me.id);
    const relevant = enemies.filter((e) => rangeOf(e.at, placementOf(me)) <= RELEVANT_RANGE);
    const near = this.w.fast ? relevant.slice(0, 1) : relevant;
    const out: Choice[] = [];
    for (const { plot, at: x } of this.moves(me.id)) {
      let score = 0;
      const [k1, k2] = occupied(x);
      if (taken.has(k1) || taken.has(k2)) score -= COLLISION * points;
      let nearest = Infinity;
      let pull = 0;
      for (const e of enemies) {
        let r = 0;
        for (const p of e.predictions) r += p.weight * rangeOf(x, p.at);
        if (r < nearest) {
          nearest = r;
          pull = e.points;
        }
      }
      for (const e of near) {
        for (const p of e.predictions) {
          score += p.weight * this.exchange(me.id, x, e.id, p.at);
          const [e1, e2] = occupied(p.at);
          if (e1 === k1 || e1 === k2 || e2 === k1 || e2 === k2) score -= p.weight * COLLISION * points;
        }
      }
      if (nearest < Infinity) score -= this.w.closing * pull * Math.max(0, nearest - 2);
      out.push({ plot, at: x, score });
    }
    return out.sort((a, c) => c.score - a.score);
  }

  /** The sail for next turn: full sail far from the enemy, easy sail near her, one level a turn (Changing Sail). */
  sail(me: Ship, x: Placement, enemies: PlanEnemy[]): string | undefined {
    const i = this.index.get(me.id)!;
    const log = this.view.static.logs[i];
    const lost = me.rigging.filter((c, k) => c >= log.rigging[k]).length;
    const near = Math.min(Infinity, ...enemies.map((e) => rangeOf(x, e.at)));
    const want = Math.max(lost, SAILS.indexOf(near > FULL_SAIL_BEYOND ? 'FS' : 'ES'));
    const now = SAILS.indexOf(me.sail);
    const next = now + Math.sign(want - now);
    return next === now || next < lost ? undefined : SAILS[next];
  }

  /** Complete orders of a ship for a choice: the plot, the sail, each broadside at the closest target with its aim. */
  orders(
    me: Ship,
    choice: Choice,
    enemies: PlanEnemy[],
    fire: FireChoice,
    boarding: Record<string, unknown> = {},
  ): AnyShipOrders {
    const o: Record<string, unknown> = { plot: choice.plot, ...boarding };
    const sail = this.sail(me, choice.at, enemies);
    if (sail) o.sail = sail;
    if (me.struck || me.prizeCrew) return o; // Prize Crews: "may only navigate, not fire"
    const f: Record<string, { target: string; aim?: string }> = {};
    for (const b of ['L', 'R'] as const) {
      let best = { value: 0, aim: 'hull' as 'hull' | 'rigging' };
      for (const e of enemies) {
        if (fire.kind === 'target' && e.id !== fire.id) continue;
        let hull = 0;
        let rigging = 0;
        for (const p of e.predictions) {
          for (const est of spr.shotEstimates(this.view, me.id, b, e.id, { firer: choice.at, target: p.at })) {
            const v = p.weight * this.worth(e.id, est);
            if (est.aim === 'hull') hull += v;
            else rigging += v;
          }
        }
        if (Math.max(hull, rigging) > best.value)
          best = { value: Math.max(hull, rigging), aim: hull >= rigging ? 'hull' : 'rigging' };
      }
      // the closest target when it fires (never refused); the aim worth more where she is expected
      f[b] = best.value > 0 && fire.kind === 'plan' ? { target: 'closest', aim: best.aim } : { target: 'closest' };
    }
    o.fire = f;
    return o;
  }

  plan(): CaptainPlan {
    const view = this.view;
    const mine = view.ships.filter((s) => s.controller === view.side);
    const ours = mine.filter(sailing);
    const enemies: PlanEnemy[] = view.ships
      .filter((s) => s.controller !== view.side && !s.struck)
      .map((s) => {
        const log = view.static.logs[this.index.get(s.id)!];
        const rig = log.rigging.reduce((a, b) => a + b, 0);
        const riggingLeft = rig > 0 ? 1 - s.rigging.reduce((a, b) => a + b, 0) / rig : 1;
        return {
          id: s.id,
          at: placementOf(s),
          points: this.points(s.id),
          predictions: this.predict(s, ours),
          condition: Math.min(1 - (s.damage.L + s.damage.R) / HULL_BOXES, riggingLeft),
        };
      })
      .sort((a, b) => nearestTo(ours, a.at) - nearestTo(ours, b.at));
    // Special rules: Grappling, Melee, Prize Crews — the side's boarding orders, from the ships as they lie now
    // (no pull towards lying beside an enemy worth boarding: measured, it lost games — docs/captains.md)
    const boarding = sprBoardingPlan(view, this.w.boarding !== 0);
    const taken = new Set<number>();
    const ships: PlanShip[] = [];
    for (const me of ours) {
      const choices = this.score(me, enemies, taken);
      for (const k of occupied(choices[0].at)) taken.add(k);
      ships.push({ id: me.id, at: placementOf(me), points: this.points(me.id), choices });
    }
    const idle: CaptainPlan['idle'] = {};
    for (const s of mine) if (!sailing(s)) idle[s.id] = { plot: '' };
    return {
      ships,
      enemies,
      idle,
      standby: {},
      orders: (i, choice, fire = { kind: 'plan' }) =>
        this.orders(this.ship(ships[i].id), choice, enemies, fire, boarding[ships[i].id]),
    };
  }
}

function nearestTo(ours: Ship[], p: Placement): number {
  let best = Infinity;
  for (const u of ours) best = Math.min(best, hexDistance(u.bow, p.bow));
  return best;
}
