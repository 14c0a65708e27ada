/** The Springelkamp turn digest written into records after every turn (replay checks every turn against it). */
import { hashString } from '../rng.js';
import type { SprState } from './types.js';

export function sprTurnDigest(state: SprState): string {
  const g = state.rng;
  let text = `spr|${state.turn}|${g.c},${g.s0},${g.s1},${g.s2}`;
  for (const s of state.ships) {
    text += `|${s.bow.q},${s.bow.r},${s.heading},${s.sail},${s.damage.L}.${s.damage.R},${s.rigging.join('.')},${s.fallen.L}.${s.fallen.R},${s.fire},${s.struck ? 1 : 0}${s.captured ? 1 : 0}${s.prizeCrew ? 1 : 0}${s.boardingParty ? 1 : 0},${s.controller}`;
  }
  for (const f of state.fouls) text += `|f${f.a}~${f.b}~${f.turns}`;
  for (const x of state.grapples) text += `|g${x.a}~${x.b}~${x.turn}`;
  for (const m of state.melees) text += `|m${m.attacker}~${m.defender}~${m.rounds}~${m.roundsOnBoard}`;
  return (hashString(text) >>> 0).toString(36);
}
