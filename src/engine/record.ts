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

export const RECORD_FORMAT = 'wsim-record/1';

export interface GameRecord {
  format: typeof RECORD_FORMAT;
  engineVersion: string;
  scenario: Scenario;
  rules: RulesOptions | RulesInput;
  seed: string;
  /** orders of both sides, one entry per turn played */
  turns: OrdersBySide[];
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
    ...(players ? { players } : {}),
  };
}

export interface ReplayResult {
  state: GameState;
  events: GameEvent[];
  /** events of each turn */
  turns: GameEvent[][];
}

/** Replay a record from its scenario, seed and orders. */
export function replay(record: GameRecord, file = '<record>'): ReplayResult {
  if (!record || typeof record !== 'object') throw new RecordError(`${file}: expected a game record object`);
  if (record.format !== RECORD_FORMAT) throw new RecordError(`${file}: format: expected "${RECORD_FORMAT}" (got ${JSON.stringify(record.format)})`);
  if (!Array.isArray(record.turns)) throw new RecordError(`${file}: turns: expected an array of orders`);
  if (typeof record.seed !== 'string' && typeof record.seed !== 'number') throw new RecordError(`${file}: seed: expected a string`);
  const scenario = loadScenario(record.scenario, `${file} (scenario)`);
  let state = newGame(scenario, { seed: record.seed, rules: record.rules });
  const events: GameEvent[] = [];
  const turns: GameEvent[][] = [];
  for (const orders of record.turns) {
    if (state.result) break;
    const r = resolveTurn(state, orders);
    state = r.state;
    events.push(...r.events);
    turns.push(r.events);
  }
  return { state, events, turns };
}
