/**
 * Self-play games that record positions for the value model: every turn, at the pause before the
 * Combat Phase (the position a searching captain weighs), the features of each side's player view
 * (never hidden information), labelled when the game ends with that side's result (won 1, drawn ½,
 * lost 0). A game's rows depend only on its job (scenario, rules, seed, captains), so a training set
 * is the same on any number of workers.
 */
import { createHash } from 'node:crypto';
import { listScenarios, playerView, type SideId } from '../../index.js';
import {
  SHIP_CLASSES,
  getScenario,
  loadScenario,
  type GameState,
  type Quality,
  type RulesInput,
  type Scenario,
} from '../../api/wsim.js';
import { createCaptain, playGame } from '../../../bots/index.js';
import { FEATURE_COUNT, positionFeatures } from '../../../bots/wsim/value/features.js';
import { DUEL_SIDES, duelScenario } from '../duel.js';

export interface TrainJob {
  index: number;
  scenario: Scenario;
  rules?: RulesInput;
  seed: string;
  captains: Record<SideId, string>;
  /** where positions are recorded: paused before each Combat Phase, or at the end of each turn */
  at: PositionPoint;
}

/** Where a search weighs its leaves: before the Combat Phase (the exchange by expectation) or after a whole turn. */
export type PositionPoint = 'combat' | 'turn';

export interface TrainGame {
  index: number;
  /** rows × FEATURE_COUNT features, row-major */
  x: Float64Array;
  /** each row's result for the side that saw it */
  y: Float64Array;
  turns: number;
}

/** Play one self-play game and return its labelled positions. */
export function playTrainGame(job: TrainJob): TrainGame {
  const captains = Object.fromEntries(Object.entries(job.captains).map(([s, spec]) => [s, createCaptain(spec)]));
  const rows: number[] = [];
  const sides: SideId[] = [];
  const record = (state: GameState) => {
    for (const side of state.static.sides) {
      const f = positionFeatures(playerView(state, side.id));
      for (let j = 0; j < FEATURE_COUNT; j++) rows.push(f[j]);
      sides.push(side.id);
    }
  };
  const { state } = playGame(job.scenario, captains, {
    seed: job.seed,
    rules: job.rules,
    ...(job.at === 'combat'
      ? { look: { before: 'combat', see: record } }
      : { onTurn: (s: GameState) => s.result || record(s) }),
    maxTurns: 200,
  });
  const winner = state.result!.winner;
  const y = Float64Array.from(sides, (s) => (winner === 'draw' ? 0.5 : winner === s ? 1 : 0));
  return { index: job.index, x: Float64Array.from(rows), y, turns: state.result!.turn };
}

/** What a training run plays: built-in scenarios and generated duels, captains drawn from a list. */
export interface TrainPlan {
  seed: string;
  games: number;
  /** captain specs; each side of each game draws one */
  captains: string[];
  /** built-in WS&IM scenario ids played besides the generated duels */
  scenarios: string[];
  /** share of games that are generated duels of random classes and crews */
  duelShare: number;
  at: PositionPoint;
}

/** The WS&IM built-in scenarios (every one, historical actions included). */
export function wsimScenarioIds(): string[] {
  return listScenarios()
    .filter((s) => s.system === 'wsim')
    .map((s) => s.id);
}

/** A number in [0, 1) from the plan's seed and a label: the same for the same plan, on any worker. */
function draw(seed: string, label: string): number {
  const h = createHash('sha256').update(`${seed}/${label}`, 'utf8').digest();
  return h.readUInt32BE(0) / 2 ** 32;
}

function pick<T>(list: readonly T[], u: number): T {
  return list[Math.min(list.length - 1, Math.floor(u * list.length))];
}

const DUEL_QUALITIES: readonly Quality[] = ['poor', 'green', 'average', 'crack', 'elite'];

/** Game `index` of the plan as a job. */
export function trainJob(plan: TrainPlan, index: number): TrainJob {
  const u = (label: string) => draw(plan.seed, `${index}/${label}`);
  const seed = createHash('sha256').update(`${plan.seed}/game/${index}`, 'utf8').digest('hex').slice(0, 16);
  if (u('kind') < plan.duelShare || plan.scenarios.length === 0) {
    const classes = SHIP_CLASSES.map((c) => c.id);
    const west = { class: pick(classes, u('west')), quality: pick(DUEL_QUALITIES, u('westQ')) };
    // half the duels are between ships of one class, where crews and captains decide
    const east = {
      class: u('same') < 0.5 ? west.class : pick(classes, u('east')),
      quality: pick(DUEL_QUALITIES, u('eastQ')),
    };
    const scenario = loadScenario(duelScenario(west, east), `generated duel ${index}`);
    const level = u('level') < 0.5 ? 'basic' : 'advanced';
    return {
      index,
      scenario,
      rules: { level },
      seed,
      at: plan.at,
      captains: { [DUEL_SIDES[0]]: pick(plan.captains, u('capW')), [DUEL_SIDES[1]]: pick(plan.captains, u('capE')) },
    };
  }
  const scenario = getScenario(pick(plan.scenarios, u('scenario')));
  const [a, b] = scenario.sides.map((s) => s.id);
  return {
    index,
    scenario,
    seed,
    at: plan.at,
    captains: { [a]: pick(plan.captains, u('capA')), [b]: pick(plan.captains, u('capB')) },
  };
}
