/**
 * The replay viewer's frames: a game record checked by the engine's own `replay` (a record that
 * does not agree with its replay is refused with the turn where it diverges), then played again
 * stage by stage in the engine's decision loop — the same pauses as a game (the play adapter's stage plan) — with the board after each
 * stage, its events with every die, and both sides' orders of the turn (a replay hides nothing).
 */
import {
  RecordError,
  ScenarioError,
  OrderError,
  newGame,
  outcome,
  playerView,
  replay,
  runOn,
  startTurn,
  ruleSystemOf,
  loadAnyScenario,
  type GameRecord,
  type AnyShipOrders,
  type AnyState as GameState,
} from '../index.js';
import { shipNames } from '../play/glyphs.js';
import { playRulesOf } from '../play/rules/index.js';
import type { StageName } from '../play/rules/types.js';
import type { MapData, ShipCounter, WindData } from './presenter.js';
import { presenterOf } from './presenters.js';

export interface ReplayFrame {
  turn: number;
  stage: StageName;
  ships: ShipCounter[];
  wind: WindData;
  /** the stage's events as `wsim replay` prints them */
  lines: string[];
  events: unknown[];
}

export interface ReplayData {
  name: string;
  scenario: { id: string; name: string };
  sides: { id: string; name: string }[];
  map: MapData;
  /** both sides' orders of each turn, in words */
  orders: Record<string, Record<string, string[]>>[];
  frames: ReplayFrame[];
  result: string;
  warnings: string[];
}

/** Every ship as its own side sees it (the log shows its loads): the referee's board. */
function boardOf(state: GameState): ShipCounter[] {
  const names = shipNames(state);
  const p = presenterOf(state);
  const bySide = new Map(state.static.sides.map((s) => [s.id, p.ships(playerView(state, s.id), names)]));
  return state.ships.map((_, i) => {
    const first = bySide.get(state.static.sides[0].id)![i];
    const own = bySide.get(first.controller)?.[i] ?? first;
    return { ...own, mine: false };
  });
}

export function replayFrames(record: unknown, name: string): ReplayData | { errors: string[] } {
  let checked: ReturnType<typeof replay>;
  try {
    checked = replay(record as GameRecord, name);
  } catch (e) {
    if (e instanceof RecordError || e instanceof ScenarioError || e instanceof OrderError)
      return { errors: e.message.split('\n') };
    throw e;
  }
  if (checked.divergence) {
    const d = checked.divergence;
    return {
      errors: [
        `${name}: the record diverges from the replay at turn ${d.turn}: recorded ${d.recorded}, replayed ${d.replayed}`,
      ],
    };
  }
  const rec = record as GameRecord;
  const scenario = loadAnyScenario(rec.scenario, `${name} (scenario)`);
  let state = newGame(scenario, { seed: String(rec.seed), rules: rec.rules });
  // the game's rule system: its stages and pauses (play's adapter), its pictures (the page's presenter), its words
  const rules = playRulesOf(state);
  const present = presenterOf(state);
  const format = ruleSystemOf(state).formatEvent;
  const plan = rules.stagePlan(state);
  const sideView = (s: GameState) => playerView(s, s.static.sides[0].id);
  // the map of the game: the largest any frame needs (Springelkamp's open sea grows with the ships)
  let map = present.map(sideView(state));
  const widen = (s: GameState) => {
    const m = present.map(sideView(s));
    if (m.hexes.length > map.hexes.length) map = m;
  };
  const names = shipNames(state);
  const label = (id: string) => state.static.ships.find((s) => s.id === id)?.name ?? id;
  const frames: ReplayFrame[] = [
    {
      turn: 0,
      stage: plan.stages[0],
      ships: boardOf(state),
      wind: present.wind(sideView(state)),
      lines: [],
      events: [],
    },
  ];
  const orders: ReplayData['orders'] = [];
  for (const turnOrders of rec.turns) {
    if (state.result) break;
    const turn = state.turn;
    orders.push(
      Object.fromEntries(
        Object.entries(turnOrders).map(([side, o]) => [
          side,
          Object.fromEntries(
            Object.entries<AnyShipOrders>(o.ships).map(([id, so]) => [id, rules.describeOrders(so, names)]),
          ),
        ]),
      ),
    );
    // the turn in the engine's decision loop (src/engine/advance.ts), stage by stage as the game paused: the
    // recorded orders given at its first stage, the rest run on with none
    let inPlay = startTurn(state);
    for (let i = 0; i < plan.stages.length && !inPlay.over; i++) {
      const until = plan.pauseBefore[plan.stages[i]] ?? undefined;
      const before = inPlay.events.length;
      inPlay = runOn(inPlay, i === 0 ? turnOrders : {}, until, i === 0);
      state = inPlay.state;
      widen(state);
      const events = inPlay.events.slice(before);
      frames.push({
        turn,
        stage: plan.stages[i],
        ships: boardOf(state),
        wind: present.wind(sideView(state)),
        lines: events.map((e) => format(e, label)),
        events,
      });
    }
  }
  const o = outcome(state);
  return {
    name,
    scenario: { id: state.static.scenarioId, name: state.static.scenarioName },
    sides: state.static.sides.map((s) => ({ id: s.id, name: s.name })),
    map,
    orders,
    frames,
    result: o.over
      ? `Result: ${o.winner === 'draw' ? 'draw' : `${o.winner} wins`} — ${o.reason}`
      : `Game not finished (turn ${state.turn}).`,
    warnings: checked.warnings,
  };
}
