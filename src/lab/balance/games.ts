/**
 * The games of `wsim balance`: a task is one scenario, one captain spec for every side, its budget,
 * the rules and a list of game seeds; each game is played by fresh captains and reduced to what the
 * balance report reads (winner, turns, how it ended, the deciding ship, the ships lost, and from the
 * points after every turn how often the lead changed hands and when the winner became clear). A
 * game's result depends only on (scenario, rules, captain, budget, seed), so the measurement is the
 * same whatever the worker count.
 */
import {
  Holders,
  outcome,
  RANGE_BAND_LABELS,
  summarizeGame,
  type GameSummary,
  type AnyEvent as GameEvent,
  type AnyRulesInput as RulesInput,
  type AnyScenario as Scenario,
  type AnyState as GameState,
  type SideId,
  wsim,
} from '../../index.js';
import { createCaptain, playGame, type Budget } from '../../../bots/index.js';
import { LAB_MAX_TURNS } from '../game.js';

/** How a game ended, in the designer's words. */
export const ENDINGS = [
  'strike',
  'capture',
  'sinking',
  'driven ashore',
  'crew lost',
  'points at the turn limit',
  'refusal of combat',
  'hurricane',
] as const;
export type Ending = (typeof ENDINGS)[number];

export interface BalanceTask {
  scenario: Scenario;
  rules?: RulesInput;
  captain: string;
  /** the captains' thinking budget (a searching captain's `scale`); none: their own */
  budget?: Budget;
  seeds: string[];
}

export interface BalanceGame {
  winner: SideId | 'draw';
  turns: number;
  ending: Ending;
  /** the winner's ship that dealt the most hit squares (null in a draw) */
  decisive: string | null;
  /** the ships lost (struck, sunk, captured, out of crew), in the order they were lost */
  lost: string[];
  /** times the lead in points changed from one side to the other (a level score in between is no change) */
  leadChanges: number;
  /**
   * decided games: the share of the game played before the eventual winner was clear — the turns up to
   * the last one at whose end she was not ahead in points, over the game's turns (0: ahead from the
   * first turn on; near 1: ahead only at the end); null in a draw
   */
  clear: number | null;
  /** how each side fought */
  fight: Record<SideId, SideFight>;
  /**
   * the fire luck of the game (wsim.fireLuck): the first side's [hull, guns, crew, rigging] in sixths of a square,
   * then the second's (null: a rule system without it)
   */
  luck: number[] | null;
}

/**
 * How a side fought a game, from the game's summary (every rule system's): broadsides fired, those fired within
 * three hexes and at seven or more, and the squares they scored on the enemy's hull and rigging.
 */
export interface SideFight {
  broadsides: number;
  close: number;
  long: number;
  hull: number;
  rigging: number;
}

export class BalanceGameError extends Error {
  constructor(seed: string, captain: string, scenario: string, cause: unknown) {
    super(
      `a game of ${scenario} (captain ${captain}, seed "${seed}") failed: ${(cause as Error)?.message?.split('\n')[0] ?? String(cause)}`,
    );
    this.name = 'BalanceGameError';
  }
}

/**
 * The ending of a finished game: refusal of combat (14.1.1), points at the turn limit (14.2.4),
 * a hurricane (18.2.2.2), or else the loss that ended it — the last ship the losing side lost
 * (both sides' last loss in a draw): sunk or exploded (sinking, 24.3), driven onto land (38.3), taken by boarding
 * (capture), out of crew (14.1.3), or struck (striking, firepower, immobility: 14.1).
 */
export function endingOf(
  state: GameState,
  events: readonly GameEvent[],
  summary: GameSummary = summarizeGame(state, events),
): Ending {
  const result = state.result;
  const reason = result?.reason ?? '';
  if (reason.includes('14.1.1')) return 'refusal of combat';
  if (reason.startsWith('turn limit')) return 'points at the turn limit';
  if (reason.includes('18.2.2.2')) return 'hurricane';
  const losses = summary.surrenders.filter((s) => result?.winner === 'draw' || s.side !== result?.winner);
  const last = losses.at(-1);
  if (!last) return 'strike';
  if (last.cause === 'sunk' || last.cause === 'exploded') return 'sinking';
  if (last.cause === 'wrecked') return 'driven ashore'; // 38.3
  if (last.cause === 'melee' || events.some((e) => e.type === 'capture' && e.ship === last.ship)) return 'capture';
  if (last.cause === 'crew-lost') return 'crew lost';
  return 'strike';
}

/**
 * The winner's ship that dealt the most hit squares (hull, guns, crew, rigging; Springelkamp's hull and rigging boxes)
 * while she fought for the winner; ties go to the first listed. None
 * when the winner's ships dealt no hit (a game won by the other side's refusal of combat, 14.1.1): no ship decided it.
 */
export function decisiveShip(state: GameState, events: readonly GameEvent[]): string | null {
  const winner = state.result?.winner;
  if (!winner || winner === 'draw') return null;
  const dealt = new Map<string, number>();
  const holders = new Holders(state.static.ships);
  for (const e of events) {
    // WS&IM's broadside squares, Springelkamp's damage boxes (Fire combat: Damage Table)
    holders.see(e);
    let hit: { ship: string; n: number } | null = null;
    if (e.type === 'broadside' && e.target !== null)
      hit = { ship: e.ship, n: e.hits.H + e.hits.G + e.hits.C + e.hits.R };
    else if (e.type === 'fire') hit = { ship: e.ship, n: e.hull + e.rigging };
    // a ship's hits count while she fights for the winner (not as the other side's prize, 12.4)
    if (hit && hit.n > 0 && holders.sideOf(hit.ship) === winner)
      dealt.set(hit.ship, (dealt.get(hit.ship) ?? 0) + hit.n);
  }
  let best: string | null = null;
  let most = 0;
  for (const ship of state.static.ships) {
    if (ship.side !== winner) continue;
    const n = dealt.get(ship.id) ?? 0;
    if (n > most) {
      best = ship.id;
      most = n;
    }
  }
  return best;
}

/** The points lead after each turn, as the side ahead (null: level). */
export type LeadTrace = (SideId | null)[];

function leaderOf(points: Record<SideId, number>): SideId | null {
  const [a, b] = Object.keys(points);
  return points[a] > points[b] ? a : points[b] > points[a] ? b : null;
}

/** Lead changes: the side ahead in points passing to the other side (through a level score or not). */
export function leadChanges(trace: LeadTrace): number {
  let changes = 0;
  let last: SideId | null = null;
  for (const leader of trace) {
    if (leader === null) continue;
    if (last !== null && leader !== last) changes++;
    last = leader;
  }
  return changes;
}

/**
 * Decisiveness (how early the eventual winner is clear): the turns up to the last one after which
 * the winner was not ahead in points, as a share of the game (rounded to 0.01); null in a draw.
 */
export function clearShare(trace: LeadTrace, winner: SideId | 'draw'): number | null {
  if (winner === 'draw' || !trace.length) return null;
  let lastNotAhead = 0;
  trace.forEach((leader, i) => {
    if (leader !== winner) lastNotAhead = i + 1;
  });
  // the final turn decides every game: a winner ahead only after it was clear at the end
  return Math.round((Math.min(lastNotAhead, trace.length - 1) / trace.length) * 100) / 100;
}

/** Each side's fight from its summary statistics (broadsides by range band, squares dealt). */
function fightOf(perSide: GameSummary['perSide']): Record<SideId, SideFight> {
  const out: Record<SideId, SideFight> = {};
  for (const [side, st] of Object.entries(perSide)) {
    const f: SideFight = { broadsides: 0, close: 0, long: 0, hull: st.damageDealt.H, rigging: st.damageDealt.R };
    for (const bands of Object.values(st.shots))
      for (const band of RANGE_BAND_LABELS) {
        const n = bands[band];
        f.broadsides += n;
        if (band === '1' || band === '2' || band === '3') f.close += n;
        else if (band === '7-10') f.long += n;
      }
    out[side] = f;
  }
  return out;
}

/** The game's fire luck in the scenario's order of sides (WS&IM's; another rule system has none). */
function luckOf(state: GameState, events: readonly GameEvent[], sides: readonly SideId[]): number[] | null {
  if (state.static.system !== 'wsim') return null;
  const luck = wsim.fireLuck(state as wsim.GameState, events as wsim.GameEvent[]);
  return sides.flatMap((side) => luck[side] ?? [0, 0, 0, 0]);
}

export function playBalanceGame(task: Omit<BalanceTask, 'seeds'>, seed: string): BalanceGame {
  try {
    const sides = task.scenario.sides.map((s) => s.id);
    const captains = Object.fromEntries(sides.map((side) => [side, createCaptain(task.captain)]));
    const trace: LeadTrace = [];
    const { state, events } = playGame(task.scenario, captains, {
      seed,
      rules: task.rules,
      ...(task.budget ? { budget: task.budget } : {}),
      keepEvents: true,
      maxTurns: LAB_MAX_TURNS,
      onTurn: (s) => trace.push(leaderOf(outcome(s).points)),
    });
    const winner = state.result!.winner;
    const summary = summarizeGame(state, events);
    return {
      winner,
      turns: state.result!.turn,
      ending: endingOf(state, events, summary),
      decisive: decisiveShip(state, events),
      lost: summary.surrenders.map((x) => x.ship),
      leadChanges: leadChanges(trace),
      clear: clearShare(trace, winner),
      fight: fightOf(summary.perSide),
      luck: luckOf(state, events, sides),
    };
  } catch (e) {
    throw new BalanceGameError(seed, task.captain, task.scenario.id, e);
  }
}

export function playBalanceTask(task: BalanceTask): BalanceGame[] {
  return task.seeds.map((seed) => playBalanceGame(task, seed));
}
