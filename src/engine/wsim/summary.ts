/**
 * The per-game summary the batch lab writes into every result row and the reports read: who won, how,
 * and per side the damage dealt and taken, broadsides by ammunition and range band, rakes, melee
 * losses, captures and surrenders. The format is shared by every rule system (each maps its own events
 * to it through RuleSystem.summarize: the format is src/engine/summary.ts); this module is WS&IM's summary.
 */
import type { GameState, SideId } from './types.js';
import type { GameEvent } from './events.js';
import { emptySideStats, rangeBand, summaryOf, type GameSummary, type SideStats } from '../summary.js';

/** Summarise a finished game from the full event list of every turn. */
export function summarizeGame(state: GameState, events: readonly GameEvent[]): GameSummary {
  const st = state.static;
  const owner = new Map(st.ships.map((s) => [s.id, s.side]));
  const sides = st.sides.map((s) => s.id);
  const other = (side: SideId) => sides.find((s) => s !== side) ?? side;
  const perSide: Record<SideId, SideStats> = Object.fromEntries(sides.map((s) => [s, emptySideStats()]));
  const surrenders: GameSummary['surrenders'] = [];
  for (const e of events) {
    switch (e.type) {
      case 'broadside': {
        if (e.target === null) break;
        const side = owner.get(e.ship)!;
        const s = perSide[side];
        const t = perSide[owner.get(e.target)!];
        const band = rangeBand(e.range);
        s.shots[e.ammo][band]++;
        const n = e.hits.H + e.hits.G + e.hits.C + e.hits.R;
        if (n > 0) s.hits[e.ammo][band]++;
        s.squaresByAmmo[e.ammo] += n;
        if (e.rake) s.rakes++;
        for (const k of ['H', 'G', 'C', 'R'] as const) {
          s.damageDealt[k] += e.hits[k];
          if (t) t.damageTaken[k] += e.hits[k];
        }
        break;
      }
      case 'meleeRound': {
        const defender = owner.get(e.target)!;
        perSide[defender].crewLostInMelee += e.defenderLosses;
        perSide[other(defender)].crewLostInMelee += e.attackerLosses;
        break;
      }
      case 'capture':
        if (perSide[e.by]) perSide[e.by].captures++;
        break;
      case 'surrender': {
        const side = owner.get(e.ship)!;
        surrenders.push({ ship: e.ship, side, cause: e.cause, turn: e.turn });
        perSide[side].surrenders[e.cause] = (perSide[side].surrenders[e.cause] ?? 0) + 1;
        break;
      }
      case 'crewless': {
        // 11.4.2.2 out of action, not surrendered: counted as "crew-lost" when she is still crewless at the end
        const ship = state.ships[st.ships.findIndex((s) => s.id === e.ship)];
        if (e.manned || !ship?.crewless) break;
        const side = owner.get(e.ship)!;
        surrenders.push({ ship: e.ship, side, cause: 'crew-lost', turn: e.turn });
        perSide[side].surrenders['crew-lost'] = (perSide[side].surrenders['crew-lost'] ?? 0) + 1;
        break;
      }
      case 'sunk':
      case 'exploded': {
        const side = owner.get(e.ship)!;
        const cause = e.type;
        surrenders.push({ ship: e.ship, side, cause, turn: e.turn });
        perSide[side].surrenders[cause] = (perSide[side].surrenders[cause] ?? 0) + 1;
        break;
      }
      default:
        break;
    }
  }
  return summaryOf(state, perSide, surrenders);
}
