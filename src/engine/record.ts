/**
 * Game records: rule system + scenario + engine version + rules + seed + orders per turn. Replaying a
 * record reproduces the game exactly (same state, same events), in any process. Records are the same
 * for every rule system: the system named in the record (WS&IM when absent) loads the scenario, checks
 * the rules, starts the game, resolves the turns and digests them.
 */
import { ENGINE_VERSION } from './version.js';
import { z } from 'zod';
import {
  ruleSystemById,
  type EventBase,
  type ResultBase,
  type ScenarioBase,
  type SideId,
  type StateBase,
} from './system.js';
import { OrderError } from './orderShape.js';

export const RECORD_FORMAT = 'wsim-record/1';

/** The rule system of a record or scenario that does not name one. */
export const DEFAULT_SYSTEM = 'wsim';

export interface GameRecord<O = unknown, Sc extends ScenarioBase = ScenarioBase, R = unknown> {
  format: typeof RECORD_FORMAT;
  /** the rule system (absent in WS&IM records written before 2026-11-25: 'wsim') */
  system?: string;
  engineVersion: string;
  scenario: Sc;
  rules: R;
  seed: string;
  /** orders of both sides, one entry per turn played */
  turns: O[];
  /**
   * a digest of the game after each turn (turnDigest): replay checks every turn against it and says
   * where a tampered record diverges. Records written before 2026-11-24 have none.
   */
  digests?: string[];
  result?: ResultBase | null;
  /** free-form: who played each side */
  players?: Record<SideId, string>;
}

export class RecordError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RecordError';
  }
}

export function startRecord<Sc extends ScenarioBase, R, O = unknown>(
  scenario: Sc,
  state: StateBase & { static: { rules: R } },
  players?: Record<SideId, string>,
): GameRecord<O, Sc, R> {
  return {
    format: RECORD_FORMAT,
    ...(state.static.system !== DEFAULT_SYSTEM ? { system: state.static.system } : {}),
    engineVersion: ENGINE_VERSION,
    scenario,
    rules: state.static.rules,
    seed: state.static.seed,
    turns: [],
    digests: [],
    ...(players ? { players } : {}),
  };
}

/** Add a played turn to a record: its orders and the digest of the game after it. */
export function recordTurn<O>(record: GameRecord<O, ScenarioBase, unknown>, orders: O, after: StateBase): void {
  record.turns.push(orders);
  (record.digests ??= []).push(ruleSystemById(after.static.system).turnDigest(after));
  if (after.result) record.result = after.result;
}

export interface ReplayResult<S extends StateBase = StateBase, E extends EventBase = EventBase> {
  state: S;
  events: E[];
  /** events of each turn */
  turns: E[][];
  /** notes that do not stop the replay (an engine version other than this one, a record without digests) */
  warnings: string[];
  /** where the replay stops agreeing with the record, if it does */
  divergence: { turn: number; recorded: string; replayed: string } | null;
}

/**
 * A recorded turn's orders checked: their shape (validateOrders), and for a record without digests what
 * a turn being played leaves to its phases too (`asWritten`: checkRecordedOrders, plots and the ships
 * named), since nothing else can show such a record was not written by a game; a record with digests is
 * checked by them, turn by turn. A mistake is a RecordError naming the file and the turn (`where`:
 * `game.json: turns[3]`), then the order's path.
 */
export function checkRecordedTurn(state: StateBase, orders: unknown, where: string, asWritten: boolean): void {
  const system = ruleSystemById(state.static.system);
  try {
    const checked: unknown = system.validateOrders(state, orders);
    if (asWritten) system.checkRecordedOrders(state, checked);
  } catch (e) {
    if (e instanceof OrderError) throw new RecordError(`${where}.${e.message}`);
    throw e;
  }
}

/** A schema issue as one line: the field path, then what was expected. */
function issueText(issue: z.core.$ZodIssue): string {
  const where = issue.path
    .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
    .join('')
    .replace(/^\./, '');
  const key = issue.code === 'unrecognized_keys' ? `: unknown field "${issue.keys[0]}"` : `: ${issue.message}`;
  return `${where || '(top level)'}${key}`;
}

const recordEnvelope = z
  .object(
    {
      format: z.literal(RECORD_FORMAT, { error: `expected "${RECORD_FORMAT}"` }),
      system: z.string({ error: 'expected the name of a rule system' }).optional(),
      engineVersion: z.string({ error: 'expected the engine version string' }),
      scenario: z.unknown(),
      rules: z.unknown().optional(),
      seed: z.union([z.string(), z.number()], { error: 'expected a seed string' }),
      turns: z.array(z.unknown(), { error: 'expected an array of orders, one per turn' }),
      digests: z.array(z.string(), { error: 'expected an array of digest strings' }).optional(),
      result: z.unknown().optional(),
      players: z.record(z.string(), z.string()).optional(),
    },
    { error: 'expected a game record object' },
  )
  .strict();

function resultText(r: ResultBase | null | undefined): string {
  if (!r) return 'no result (the game goes on)';
  const pts = Object.entries(r.points ?? {})
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  return `${r.winner === 'draw' ? 'a draw' : `${r.winner} wins`} at turn ${r.turn} (${r.reason}; points ${pts})`;
}

function sameResult(a: ResultBase | null | undefined, b: ResultBase | null | undefined): boolean {
  if (!a || !b) return !a && !b;
  return (
    a.winner === b.winner &&
    a.turn === b.turn &&
    a.reason === b.reason &&
    JSON.stringify(a.points) === JSON.stringify(b.points)
  );
}

/**
 * Replay a record from its scenario, seed and orders, checking it against itself: the digest of every
 * turn (when the record has digests), the number of turns and the result. A record that does not agree
 * is not an error: `divergence` says at which turn and how (the CLI exits 1 on it).
 */
export function replay<S extends StateBase = StateBase, E extends EventBase = EventBase>(
  record: GameRecord<unknown, ScenarioBase, unknown>,
  file = '<record>',
): ReplayResult<S, E> {
  const env = recordEnvelope.safeParse(record);
  if (!env.success) throw new RecordError(`${file}: ${issueText(env.error.issues[0])}`);
  let system;
  try {
    system = ruleSystemById(record.system ?? DEFAULT_SYSTEM);
  } catch (e) {
    throw new RecordError(`${file}: system: ${(e as Error).message}`);
  }
  if (record.rules !== undefined) {
    const rules = system.rulesSchema.safeParse(record.rules);
    if (!rules.success)
      throw new RecordError(
        `${file}: ${issueText({ ...rules.error.issues[0], path: ['rules', ...rules.error.issues[0].path] })}`,
      );
  }
  const warnings: string[] = [];
  if (record.engineVersion !== ENGINE_VERSION)
    warnings.push(
      `${file}: recorded with engine ${record.engineVersion}, replayed with ${ENGINE_VERSION}: the games may differ`,
    );
  const scenario = system.loadScenario(record.scenario, `${file} (scenario)`) as ScenarioBase;
  let state = system.newGame(scenario, { seed: String(record.seed), rules: record.rules }) as S;
  const events: E[] = [];
  const turns: E[][] = [];
  const digests = record.digests;
  if (!digests)
    warnings.push(
      `${file}: an older record without turn digests: its turns cannot be checked against digests (its orders are held to what a captain writes, and its result is checked)`,
    );
  else if (digests.length !== record.turns.length)
    warnings.push(`${file}: ${digests.length} digests for ${record.turns.length} turns`);
  let divergence: ReplayResult['divergence'] = null;
  for (let i = 0; i < record.turns.length; i++) {
    if (state.result) {
      divergence = {
        turn: state.result.turn,
        recorded: `${record.turns.length} turns of orders`,
        replayed: `the game ended at turn ${state.result.turn}: ${resultText(state.result)}`,
      };
      break;
    }
    // without digests, the orders are all there is to check (an engine plays any well-formed order, I-ORDER-1)
    if (!digests) checkRecordedTurn(state, record.turns[i], `${file}: turns[${i}]`, true);
    let r: { state: S; events: E[] };
    try {
      r = system.resolveTurn(state, record.turns[i]); // resolveTurn validates the orders (RuleSystem contract)
    } catch (e) {
      if (e instanceof OrderError) throw new RecordError(`${file}: turns[${i}].${e.message}`);
      throw e;
    }
    state = r.state;
    events.push(...r.events);
    turns.push(r.events);
    const want = digests?.[i];
    if (want !== undefined) {
      const got = system.turnDigest(state);
      if (got !== want) {
        divergence = { turn: i + 1, recorded: `game digest ${want}`, replayed: `game digest ${got}` };
        break;
      }
    }
  }
  if (!divergence && 'result' in record && !sameResult(record.result ?? null, state.result)) {
    divergence = {
      turn: state.result?.turn ?? record.turns.length,
      recorded: resultText(record.result),
      replayed: resultText(state.result),
    };
  }
  return { state, events, turns, warnings, divergence };
}
