/**
 * Game records: scenario + engine version + rules + seed + orders per turn. Replaying a record
 * reproduces the game exactly (same state, same events), in any process.
 */
import { loadScenario, type Scenario } from './scenario/load.js';
import { newGame } from './setup.js';
import { resolveTurn } from './turn.js';
import { ENGINE_VERSION } from './version.js';
import type { GameEvent } from './events.js';
import type { GameResult, GameState, OrdersBySide, RulesOptions, SideId } from './types.js';
import type { RulesInput } from './rules.js';
import { z } from 'zod';
import { rulesSchema } from './scenario/schema.js';
import { OrderError } from './orders.js';
import { hashString } from './rng.js';

export const RECORD_FORMAT = 'wsim-record/1';

export interface GameRecord {
  format: typeof RECORD_FORMAT;
  engineVersion: string;
  scenario: Scenario;
  rules: RulesOptions | RulesInput;
  seed: string;
  /** orders of both sides, one entry per turn played */
  turns: OrdersBySide[];
  /**
   * a digest of the game after each turn (turnDigest): replay checks every turn against it and says
   * where a tampered record diverges. Records written before 2026-11-24 have none.
   */
  digests?: string[];
  result?: GameResult | null;
  /** free-form: who played each side */
  players?: Record<SideId, string>;
}

export class RecordError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RecordError';
  }
}

export function startRecord(scenario: Scenario, state: GameState, players?: Record<SideId, string>): GameRecord {
  return {
    format: RECORD_FORMAT,
    engineVersion: ENGINE_VERSION,
    scenario,
    rules: state.static.rules,
    seed: state.static.seed,
    turns: [],
    digests: [],
    ...(players ? { players } : {}),
  };
}

/**
 * A short digest of a game after a turn: the random stream's position (every die ever rolled moves it)
 * and each ship's place, hull, crew and guns. Cheap enough for every turn of a batch run.
 */
export function turnDigest(state: GameState): string {
  const g = state.rng;
  let text = `${state.turn}|${g.c},${g.s0},${g.s1},${g.s2}|${state.wind.direction}${state.wind.velocity}`;
  for (const s of state.ships) {
    text += `|${s.bow.q},${s.bow.r},${s.heading},${s.hull},${s.crew.join('.')},${s.guns.L.join('.')},${s.guns.R.join('.')},${s.rigging.join('.')}`;
    if (s.surrendered) text += `s${s.surrendered.cause}`;
    if (s.prize) text += `p${s.prize.side}${s.prize.squares}`;
  }
  return (hashString(text) >>> 0).toString(36);
}

/** Add a played turn to a record: its orders and the digest of the game after it. */
export function recordTurn(record: GameRecord, orders: OrdersBySide, after: GameState): void {
  record.turns.push(orders);
  (record.digests ??= []).push(turnDigest(after));
  if (after.result) record.result = after.result;
}

export interface ReplayResult {
  state: GameState;
  events: GameEvent[];
  /** events of each turn */
  turns: GameEvent[][];
  /** notes that do not stop the replay (an engine version other than this one, a record without digests) */
  warnings: string[];
  /** where the replay stops agreeing with the record, if it does */
  divergence: { turn: number; recorded: string; replayed: string } | null;
}

const recordEnvelope = z
  .object({
    format: z.literal(RECORD_FORMAT, { error: `expected "${RECORD_FORMAT}"` }),
    engineVersion: z.string({ error: 'expected the engine version string' }),
    scenario: z.unknown(),
    rules: rulesSchema.optional(),
    seed: z.union([z.string(), z.number()], { error: 'expected a seed string' }),
    turns: z.array(z.unknown(), { error: 'expected an array of orders, one per turn' }),
    digests: z.array(z.string(), { error: 'expected an array of digest strings' }).optional(),
    result: z.unknown().optional(),
    players: z.record(z.string(), z.string()).optional(),
  }, { error: 'expected a game record object' })
  .strict();

function resultText(r: GameResult | null | undefined): string {
  if (!r) return 'no result (the game goes on)';
  const pts = Object.entries(r.points ?? {}).map(([k, v]) => `${k} ${v}`).join(', ');
  return `${r.winner === 'draw' ? 'a draw' : `${r.winner} wins`} at turn ${r.turn} (${r.reason}; points ${pts})`;
}

function sameResult(a: GameResult | null | undefined, b: GameResult | null | undefined): boolean {
  if (!a || !b) return !a && !b;
  return a.winner === b.winner && a.turn === b.turn && a.reason === b.reason && JSON.stringify(a.points) === JSON.stringify(b.points);
}

/**
 * Replay a record from its scenario, seed and orders, checking it against itself: the digest of every
 * turn (when the record has digests), the number of turns and the result. A record that does not agree
 * is not an error: `divergence` says at which turn and how (the CLI exits 1 on it).
 */
export function replay(record: GameRecord, file = '<record>'): ReplayResult {
  const env = recordEnvelope.safeParse(record);
  if (!env.success) {
    const issue = env.error.issues[0];
    const where = issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('').replace(/^\./, '');
    const key = issue.code === 'unrecognized_keys' ? `: unknown field "${issue.keys[0]}"` : `: ${issue.message}`;
    throw new RecordError(`${file}: ${where || '(top level)'}${key}`);
  }
  const warnings: string[] = [];
  if (record.engineVersion !== ENGINE_VERSION) warnings.push(`${file}: recorded with engine ${record.engineVersion}, replayed with ${ENGINE_VERSION}: the games may differ`);
  const scenario = loadScenario(record.scenario, `${file} (scenario)`);
  let state = newGame(scenario, { seed: String(record.seed), rules: record.rules as RulesInput | undefined });
  const events: GameEvent[] = [];
  const turns: GameEvent[][] = [];
  const digests = record.digests;
  if (!digests) warnings.push(`${file}: an older record without turn digests: only its result is checked`);
  else if (digests.length !== record.turns.length) warnings.push(`${file}: ${digests.length} digests for ${record.turns.length} turns`);
  let divergence: ReplayResult['divergence'] = null;
  for (let i = 0; i < record.turns.length; i++) {
    if (state.result) {
      divergence = { turn: state.result.turn, recorded: `${record.turns.length} turns of orders`, replayed: `the game ended at turn ${state.result.turn}: ${resultText(state.result)}` };
      break;
    }
    let r: { state: GameState; events: GameEvent[] };
    try {
      r = resolveTurn(state, record.turns[i]);
    } catch (e) {
      if (e instanceof OrderError) throw new RecordError(`${file}: turns[${i}].${e.message}`);
      throw e;
    }
    state = r.state;
    events.push(...r.events);
    turns.push(r.events);
    const want = digests?.[i];
    if (want !== undefined) {
      const got = turnDigest(state);
      if (got !== want) {
        divergence = { turn: i + 1, recorded: `game digest ${want}`, replayed: `game digest ${got}` };
        break;
      }
    }
  }
  if (!divergence && 'result' in record && !sameResult(record.result ?? null, state.result)) {
    divergence = { turn: state.result?.turn ?? record.turns.length, recorded: resultText(record.result), replayed: resultText(state.result) };
  }
  return { state, events, turns, warnings, divergence };
}
