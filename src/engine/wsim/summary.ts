/**
 * The per-game summary the batch lab writes into every result row and the reports read: who won, how,
 * and per side the damage dealt and taken, broadsides by ammunition and range band, rakes, melee
 * losses, captures and surrenders. The format is shared by every rule system (each maps its own events
 * to it through RuleSystem.summarize: the format is src/engine/summary.ts); this module is WS&IM's summary.
 */
import { Holders } from '../holders.js';
import type { GameState, SideId } from './types.js';
import type { GameEvent } from './events.js';
import {
  emptySideStats,
  rangeBand,
  summaryOf,
  type GameSummary,
  type SideStats,
  type SummaryCause,
} from '../summary.js';

/** Summarise a finished game from the full event list of every turn. */
export function summarizeGame(state: GameState, events: readonly GameEvent[]): GameSummary {
  const st = state.static;
  const owner = new Map(st.ships.map((s) => [s.id, s.side]));
  const sides = st.sides.map((s) => s.id);
  const other = (side: SideId) => sides.find((s) => s !== side) ?? side;
  const perSide: Record<SideId, SideStats> = Object.fromEntries(sides.map((s) => [s, emptySideStats()]));
  const losses = new Losses();
  const holders = new Holders(st.ships); // a prize fires for her captor, and a shot at her hits the captor's ship (12.4)
  for (const e of events) {
    holders.see(e);
    switch (e.type) {
      case 'broadside': {
        if (e.target === null) break;
        const s = perSide[holders.sideOf(e.ship)!];
        const t = perSide[holders.sideOf(e.target)!];
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
        const defender = holders.sideOf(e.target)!; // a prize's defenders are her prize crew
        perSide[defender].crewLostInMelee += e.defenderLosses;
        perSide[other(defender)].crewLostInMelee += e.attackerLosses;
        break;
      }
      case 'capture':
        if (perSide[e.by]) perSide[e.by].captures++;
        break;
      case 'surrender':
        losses.lost(e.ship, e.cause, e.turn);
        break;
      case 'crewless': {
        // 11.4.2.2 out of action: a loss ("crew-lost") when she is still crewless at the end; manned again, she is back
        const ship = state.ships[st.ships.findIndex((s) => s.id === e.ship)];
        if (e.manned) losses.back(e.ship, 'crew-lost');
        else if (ship?.crewless) losses.lost(e.ship, 'crew-lost', e.turn);
        break;
      }
      // 24.3.2 a struck ship's fate, 38.3 a ship driven onto land: the fate of a ship already lost, or her loss
      case 'sunk':
      case 'exploded':
        losses.fate(e.ship, e.type, e.turn);
        break;
      case 'wrecked':
        losses.fate(e.ship, 'wrecked', e.turn);
        break;
      // 11.4.5 a ship that surrendered other than by striking returns to duty; 12.4.8 a prize taken back by her
      // owner (a struck ship stays struck, 11.4.1.2)
      case 'returnToDuty':
      case 'recapture':
        losses.back(e.ship, null);
        break;
      default:
        break;
    }
  }
  // a ship the final state counts as lost (14.2.2, 14.2.3) that no event left standing — a prize taken back with no
  // prisoners aboard stays surrendered (12.4.8) — is listed too, by the state's cause
  state.ships.forEach((ship, i) => {
    const id = st.ships[i].id;
    const taken = ship.prize !== null && ship.prize.side !== st.ships[i].side;
    if (losses.has(id) || !(ship.removed !== null || ship.surrendered !== null || ship.crewless || taken)) return;
    const cause = ship.removed === 'destroyed' ? 'wrecked' : (ship.removed ?? ship.surrendered?.cause ?? 'crew-lost');
    losses.lost(id, cause, ship.surrendered?.turn ?? state.result?.turn ?? state.turn);
  });
  const surrenders = losses.entries().map((x) => ({ ...x, side: owner.get(x.ship)! }));
  for (const x of surrenders) perSide[x.side].surrenders[x.cause] = (perSide[x.side].surrenders[x.cause] ?? 0) + 1;
  return summaryOf(state, perSide, surrenders);
}

/**
 * Each ship's loss, once: the summary lists the ships lost at the end, each at the turn and by the cause she was lost
 * (her first loss since she last came back). A struck ship that sinks or explodes (24.3) or a ship driven onto land
 * (38.3) was lost once: the fate names the cause, the turn stays the loss's. A prize that strikes to her former owner
 * is not her owner's loss again; a ship that comes back (11.4.5, 12.4.8, manned again) is not lost unless lost anew.
 */
class Losses {
  /** the losses that stand, in the order they were lost (a ship lost anew goes to the end) */
  private readonly standing = new Map<string, { ship: string; cause: SummaryCause; turn: number }>();
  /** ships that struck (11.4.1.2): struck for the rest of the game, whoever holds them */
  private readonly struck = new Set<string>();

  lost(ship: string, cause: SummaryCause, turn: number): void {
    if (cause === 'striking') this.struck.add(ship);
    const loss = this.standing.get(ship);
    if (!loss) this.standing.set(ship, { ship, cause, turn });
    // out of crew and struck in the same turn: the surrender names it, as the result's reason does (outcome.ts)
    else if (loss.cause === 'crew-lost' && loss.turn === turn) loss.cause = cause;
  }

  fate(ship: string, cause: SummaryCause, turn: number): void {
    const loss = this.standing.get(ship);
    if (loss) loss.cause = cause;
    else this.lost(ship, cause, turn);
  }

  /** She is back with her owner, unless she struck: her loss no longer stands (`only`: a loss of that cause). */
  back(ship: string, only: SummaryCause | null): void {
    const loss = this.standing.get(ship);
    if (!loss || this.struck.has(ship) || (only !== null && loss.cause !== only)) return;
    this.standing.delete(ship);
  }

  has(ship: string): boolean {
    return this.standing.has(ship);
  }

  entries(): { ship: string; cause: SummaryCause; turn: number }[] {
    return [...this.standing.values()];
  }
}
