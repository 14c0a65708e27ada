/**
 * Springelkamp's games in the lab's per-game summary (the format every rule system shares,
 * src/engine/summary.ts). Springelkamp has one ammunition and two target types: a broadside counts as
 * roundshot; its hull boxes are "H" and its rigging boxes "R" (Fire combat: Damage Table); melee
 * damage is crew lost (Boarding: melee result table); a struck ship surrenders by "striking", a taken
 * one by "melee".
 */
import { Holders } from '../holders.js';
import { emptySideStats, rangeBand, summaryOf, type GameSummary } from '../summary.js';
import type { SprEvent } from './events.js';
import type { SprState } from './types.js';

export function summarizeSprGame(state: SprState, events: readonly SprEvent[]): GameSummary {
  const st = state.static;
  const owner = new Map(st.ships.map((s) => [s.id, s.side]));
  const sides = st.sides.map((s) => s.id);
  const perSide: GameSummary['perSide'] = Object.fromEntries(sides.map((s) => [s, emptySideStats()]));
  const surrenders: GameSummary['surrenders'] = [];
  // a prize may only navigate (Prize Crews), but her former owner may fire at her and board her: the captor's losses
  const holders = new Holders(st.ships);
  for (const e of events) {
    holders.see(e);
    switch (e.type) {
      case 'fire': {
        const s = perSide[holders.sideOf(e.ship)!];
        const t = perSide[holders.sideOf(e.target)!];
        if (!s) break;
        const band = rangeBand(e.range);
        s.shots.round[band]++;
        const n = e.hull + e.rigging;
        if (n > 0) s.hits.round[band]++;
        s.squaresByAmmo.round += n;
        if (e.rake) s.rakes++;
        s.damageDealt.H += e.hull;
        s.damageDealt.R += e.rigging;
        if (t) {
          t.damageTaken.H += e.hull;
          t.damageTaken.R += e.rigging;
        }
        break;
      }
      case 'melee': {
        // damage[0] is what the attacker inflicts, damage[1] what the defender inflicts
        const a = perSide[holders.sideOf(e.attacker)!];
        const d = perSide[holders.sideOf(e.defender)!];
        if (d) d.crewLostInMelee += e.damage[0];
        if (a) a.crewLostInMelee += e.damage[1];
        break;
      }
      case 'struck': {
        const side = owner.get(e.ship)!;
        surrenders.push({ ship: e.ship, side, cause: 'striking', turn: e.turn });
        perSide[side].surrenders.striking = (perSide[side].surrenders.striking ?? 0) + 1;
        break;
      }
      case 'captured': {
        const side = owner.get(e.ship)!;
        if (perSide[e.by]) perSide[e.by].captures++;
        if (surrenders.some((x) => x.ship === e.ship)) break; // struck first, then taken: one surrender
        surrenders.push({ ship: e.ship, side, cause: 'melee', turn: e.turn });
        perSide[side].surrenders.melee = (perSide[side].surrenders.melee ?? 0) + 1;
        break;
      }
      default:
        break;
    }
  }
  return summaryOf(state, perSide, surrenders);
}
