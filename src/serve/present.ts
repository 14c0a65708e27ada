/**
 * What a browser receives: one side's playerView turned into plain drawing data — the hexes with
 * the mapboard's labels, land, the ships' counters and logs, the wind — and, for the orders of the
 * current stage, what the rules allow (legal plot ends, fields of fire and fire options). Built
 * from the side's own view only: nothing here reads the full state (enemy loads stay hidden).
 */
import {
  DIRECTION_NAMES,
  checkPlot,
  hexLabel,
  outcome,
  parseHexLabel,
  dir,
  sternOf,
  type Broadside,
  type Hex,
  type Dir,
  asSystem,
  formatEvent,
  type AnyEvent,
  type AnyView,
} from '../index.js';
import {
  WIND_VELOCITY_NAMES,
  fieldOf,
  fireOptions,
  legalPlotEnds,
  movementAllowance,
  parsePlot,
  traceSteps,
  chainshotAllowed,
  linkedShips,
  towObstacle,
  towOf,
  type GameEvent,
  type PlayerView,
  type ShipView,
  type Step,
} from '../api/wsim.js';
import * as spr from '../api/springelkamp.js';
import type { ShipNames } from '../play/glyphs.js';
import { statusMarkers } from '../play/glyphs.js';
import { shipLog } from '../play/shiplog.js';
import { playRulesOf } from '../play/rules/index.js';
import { aheadTurns, commandLine } from '../play/commandLag.js';
import { rakers } from '../play/gunHits.js';
import { mortarChoices, mortarLoadText, mortarLoads, mortarsToLoad } from '../play/mortars.js';
import { adjacentShips, barred, type StageName } from '../play/stages.js';
import { cannotSailLines } from '../play/irons.js';
import { opponentText } from '../play/level.js';
import { debriefLines, explanationLines } from '../play/why.js';
import { createCaptain, levelOfSpec, strengthText } from '../../bots/index.js';
import type { Match } from './match.js';
import { sprCounters, sprMapData, sprPlotPath, sprShipOptions, sprWindData } from './presentSpr.js';

export interface ShipCounter {
  id: string;
  name: string;
  tag: string;
  nation: string;
  side: string;
  controller: string;
  mine: boolean;
  onBoard: boolean;
  bow: Hex;
  stern: Hex;
  heading: number;
  status: string[];
  flags: {
    fullSail: boolean;
    fouled: boolean;
    grappled: boolean;
    anchored: boolean;
    struck: boolean;
    removed: boolean;
  };
  log: string[];
}

/** The hexes of the mapboard with their labels ([q, r, label]) and land. */
export function mapData(view: Pick<PlayerView, 'static'>): {
  hexes: [number, number, string][];
  land: Hex[];
  columns: number;
  rows: number;
} {
  const { columns, rows, land } = view.static.map;
  const hexes: [number, number, string][] = [];
  for (let col = 0; col < columns; col++) {
    for (let row = 0; row < rows; row++) {
      const h = { q: col, r: row - (col - (col & 1)) / 2 };
      hexes.push([h.q, h.r, hexLabel(h)]);
    }
  }
  return { hexes, land, columns, rows };
}

export function counters(view: PlayerView, names: ShipNames): ShipCounter[] {
  return view.ships.map((s) => {
    const spec = view.static.ships[s.idx];
    const fouled = view.fouls.some((f) => f.a === s.id || f.b === s.id);
    const grappled = view.grapples.some((g) => g.count > 0 && (g.a === s.id || g.b === s.id));
    return {
      id: s.id,
      name: spec.name,
      tag: names.tag(s.id),
      nation: spec.nation,
      side: s.side,
      controller: s.controller,
      mine: s.controller === view.side,
      onBoard: s.onBoard && !s.removed,
      bow: s.bow,
      stern: sternOf(s),
      heading: s.heading,
      status: statusMarkers(view, s, names),
      flags: {
        fullSail: s.fullSail,
        fouled,
        grappled,
        anchored: s.anchor !== null,
        struck: s.surrendered !== null,
        removed: s.removed !== null,
      },
      log: shipLog(view, s, names),
    };
  });
}

export function windData(view: PlayerView): {
  direction: number;
  board: number;
  name: string;
  velocity: number;
  velocityName: string;
} {
  return {
    direction: view.wind.direction,
    board: view.wind.direction + 1,
    name: DIRECTION_NAMES[view.wind.direction],
    velocity: view.wind.velocity,
    velocityName: WIND_VELOCITY_NAMES[view.wind.velocity] ?? String(view.wind.velocity),
  };
}

/** Readable lines of events (with every die), as the side may see them, in the words of the game's rule system. */
export function eventText(events: readonly AnyEvent[], names: ShipNames, board: AnyView): string[] {
  return events.filter((e) => e.type !== 'phase').map((e) => formatEvent(board, e, (id: string) => names.label(id)));
}

/** The parts of the page state each rule system draws its own way, from its own views `V`. */
interface Presenter<V extends AnyView = AnyView> {
  map(view: V): ReturnType<typeof mapData>;
  wind(view: V): ReturnType<typeof windData>;
  ships(view: V, names: ShipNames): ShipCounter[];
  options(match: Match, view: V, shipId: string, stage: StageName): Record<string, unknown>;
  preview(view: V, ship: V['ships'][number], text: string): Record<string, unknown>;
  /** the rules in play: the level and switches, and a line for the status bar */
}

const WSIM_PRESENTER: Presenter<PlayerView> = {
  map: mapData,
  wind: windData,
  ships: counters,
  options: (match, view, id, stage) =>
    shipOptions(
      match,
      view,
      view.ships.find((s) => s.id === id)!,
      stage,
    ),
  preview: (view, ship, text) => plotPreview(view, ship, text),
};

const SPR_PRESENTER: Presenter<spr.View> = {
  map: (view) => sprMapData(view),
  wind: (view) => sprWindData(view),
  ships: (view, names) => sprCounters(view, names),
  options: (_match, view, id) => sprShipOptions(view, id),
  preview: (view, ship, text) => sprPlotPath(view, ship.id, text),
};

const PRESENTERS: Record<string, Presenter> = { wsim: WSIM_PRESENTER, springelkamp: SPR_PRESENTER };

/** How the page draws the game's rule system. */
export function presenterOf(view: { static: { system: string } }): Presenter {
  const p = PRESENTERS[view.static.system];
  if (!p) throw new Error(`the browser board does not draw rule system "${view.static.system}"`);
  return p;
}

const MAX_FIELD_RANGE = 10;

/** The hexes of a broadside's fields of fire (24.1.1) within the longest reach: [label, field]. */
function fieldHexes(ship: ShipView, b: Broadside): [number, number, number][] {
  const out: [number, number, number][] = [];
  for (let dq = -MAX_FIELD_RANGE; dq <= MAX_FIELD_RANGE; dq++) {
    for (let dr = -MAX_FIELD_RANGE; dr <= MAX_FIELD_RANGE; dr++) {
      const h = { q: ship.bow.q + dq, r: ship.bow.r + dr };
      const f = fieldOf(ship, b, h);
      if (f !== null && Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr) <= 2 * MAX_FIELD_RANGE) out.push([h.q, h.r, f]);
    }
  }
  return out;
}

/** What a commandable ship may do in the stage, from the side's view. */
function shipOptions(match: Match, view: PlayerView, ship: ShipView, stage: StageName): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (stage === 'movement') {
    out.allowance = movementAllowance(view, ship.id);
    // 7.1.4 a ship in irons (or otherwise unable to sail): why, and what she may do
    out.cannotSail = cannotSailLines(view, ship, match.names);
    // only the controls of the rules in force: 20.3 anchoring in the Advanced Game of a scenario that allows it
    out.anchors = view.static.rules.level === 'advanced' && view.static.anchorsAllowed;
    out.ends = legalPlotEnds(view, ship.id).map((e) => ({
      plot: e.plot,
      bow: e.bow,
      heading: e.heading,
      stern: sternOf(e),
    }));
    // 32.3 command lag: the turns whose movement she writes ahead now, and her queue in words
    out.ahead = aheadTurns(view, ship.id);
    out.command = commandLine(view, ship, match.names);
    // 35.4.1 the friends she may take in tow now (the Movement Notation Phase's own check)
    out.towable = view.static.rules.optional.towing
      ? view.ships
          .filter((s) => s.id !== ship.id && s.controller === view.side && towObstacle(view, ship.id, s.id) === null)
          .map((s) => s.id)
      : [];
  }
  if (stage === 'grappling') {
    out.adjacent = adjacentShips(view, ship).map((s) => s.id);
    out.grappledWith = view.grapples
      .filter((g) => g.count > 0 && (g.a === ship.id || g.b === ship.id))
      .map((g) => (g.a === ship.id ? g.b : g.a));
    const tow = towOf(view, ship.id); // 35.4.3 cast off by an ungrappling notation
    out.towPartner = tow ? (tow.tower === ship.id ? tow.towed : tow.tower) : null;
  }
  if (stage === 'boarding') {
    out.linked = linkedShips(view, ship.id).filter(
      (id) => view.ships.find((s) => s.id === id)?.controller !== view.side,
    );
    out.friends = adjacentShips(view, ship)
      .filter((s) => s.controller === view.side)
      .map((s) => s.id);
    out.sections = ship.prize ? (ship.prize.squares > 0 ? 1 : 0) : ship.crew.filter((x) => x > 0).length;
    out.inMelee = view.melees.some(
      (m) =>
        m.target === ship.id ||
        m.attackers.some((p) => p.ship === ship.id) ||
        m.defenders.some((p) => p.ship === ship.id),
    );
  }
  if (stage === 'reload') {
    out.aground = ship.aground !== undefined && !ship.aground.lightened; // 38.2.2.1 guns overboard
    out.empty = (['L', 'R'] as const).filter(
      (b) => ship.loads && ship.loads[b].ammo === null && !ship.loads[b].loading,
    );
    const mortars = mortarLoads(view, ship.id); // 42.5 a bomb's mortars loading
    out.mortars = mortars && mortarsToLoad(view, ship.id) ? mortarLoadText(mortars) : null;
    out.ammo =
      view.static.rules.level === 'advanced'
        ? chainshotAllowed(view.static.ships[ship.idx].nation)
          ? ['round', 'chain', 'double', 'grape']
          : ['round', 'double', 'grape']
        : ['round'];
  }
  if (stage === 'start') {
    out.ammo = chainshotAllowed(view.static.ships[ship.idx].nation)
      ? ['round', 'chain', 'double', 'grape']
      : ['round', 'double', 'grape'];
  }
  if (stage === 'combat') {
    const noFire = barred(asSystem(match.state, 'wsim', 'fire options')).noFire.has(ship.id);
    out.fire = Object.fromEntries(
      (['L', 'R'] as const).map((b) => [
        b,
        {
          loaded: ship.loads?.[b].ammo && !ship.loads[b].loading ? ship.loads[b].ammo : null,
          barred: noFire,
          options: noFire ? [] : fireOptions(view, ship.id, b),
          fields: fieldHexes(ship, b),
        },
      ]),
    );
    // 42.0 what the loaded mortars of an anchored bomb reach now (forts and motionless enemies)
    out.mortars = noFire ? [] : mortarChoices(view, ship.id);
    // 11.4.3.1 the enemies bearing on her from equally near both broadsides: she chooses where their gun hits fall
    out.raked = rakers(view, ship).map((e) => e.id);
  }
  return out;
}

/** The trace of a typed plot: legality, the part executed, and the positions step by step. */
export function plotPreview(
  view: PlayerView,
  ship: ShipView,
  text: string,
): {
  legal: boolean;
  executed: string;
  reason?: string;
  path: { bow: Hex; stern: Hex; heading: number }[];
  error?: string;
} {
  let check: ReturnType<typeof checkPlot>;
  try {
    check = checkPlot(view, ship.id, text);
  } catch (e) {
    return { legal: false, executed: '0', path: [], error: (e as Error).message };
  }
  const steps = parsePlot(check.executed);
  return { ...check, path: tracePath(ship.bow, ship.heading, steps, ship.anchor === 'AS' ? 'stern' : 'bow') };
}

type PathStep = { bow: Hex; stern: Hex; heading: number };

/** Where a ship stands before and after each step of a plot (the engine's own tracing, 7.1, 20.3.4 pivot). */
function tracePath(bow: Hex, heading: Dir, steps: readonly Step[], pivot: 'bow' | 'stern'): PathStep[] {
  const path: PathStep[] = [{ bow, stern: sternOf({ bow, heading }), heading }];
  for (let i = 1; i <= steps.length; i++) {
    const p = traceSteps(bow, heading, steps.slice(0, i), pivot);
    path.push({ bow: p.bow, stern: sternOf({ bow: p.bow, heading: p.heading }), heading: p.heading });
  }
  return path;
}

type MovedEvent = Extract<GameEvent, { type: 'moved' }>;

/**
 * The hexes a ship stood on as she moved, step by step: the steps the Movement Execution Phase
 * executed (the event's `steps`, collisions included) traced by the engine from her start hex, then
 * her drift. The start heading is the end heading turned back by the steps' turns. A path that does not
 * end where the engine put her (a ship entering the map) is left out: the page shows the end only.
 */
export function movePath(e: MovedEvent): PathStep[] {
  const from = parseHexLabel(e.from);
  const to = parseHexLabel(e.to);
  if (!from || !to) return [];
  let steps: Step[];
  try {
    steps = parsePlot(e.steps);
  } catch {
    return [];
  }
  const turns = steps.reduce((n, s) => n + (s === 'R' ? 1 : s === 'L' ? -1 : 0), 0);
  const start = dir(e.heading - 1 - turns);
  for (const pivot of ['bow', 'stern'] as const) {
    const path = tracePath(from, start, steps, pivot);
    const end = path[path.length - 1];
    if (end.heading !== e.heading - 1) continue;
    if (end.bow.q === to.q && end.bow.r === to.r) return path;
    // the drift of the last move (8.4) is not among the plotted steps: one more hex, the heading kept
    if (e.drifted)
      return [...path, { bow: to, stern: sternOf({ bow: to, heading: end.heading as Dir }), heading: end.heading }];
  }
  return [];
}

/** The events as the page receives them: moves carry their path. */
function withPaths(events: readonly AnyEvent[]): unknown[] {
  return events
    .filter((e) => e.type !== 'phase')
    .map((e) => (e.type === 'moved' ? { ...e, path: 'steps' in e ? movePath(e) : [] } : e));
}

function thoughtStats(ms: number[]): { last: number; max: number; mean: number; count: number } | null {
  if (!ms.length) return null;
  return {
    last: ms[ms.length - 1],
    max: Math.max(...ms),
    mean: ms.reduce((a, b) => a + b, 0) / ms.length,
    count: ms.length,
  };
}

/**
 * The join link's secret, for the creator's seat only and only until a person has used it: never a seat token
 * (the joiner's seat token is given to the joiner alone when the link is spent).
 */
function joinLink(match: Match, side: string): { side: string; invite: string } | null {
  const open = match.openInvite();
  return side === match.seats[0].side && open?.invite ? { side: open.side, invite: open.invite } : null;
}

const explaining = new Map<string, boolean>();

/** Does the captain of this spec explain itself (bots/explain.ts)? Asked of a fresh captain once per spec. */
function explainsItself(spec: string): boolean {
  let known = explaining.get(spec);
  if (known === undefined) {
    known = typeof createCaptain(spec).explain === 'function';
    explaining.set(spec, known);
  }
  return known;
}

/**
 * A computer captain's reasons as a seat may read them: its last finished turn explained (never the turn being
 * written: driver.ts `explanationsOf`), and the debrief once the game is over.
 */
function captainReasons(match: Match, view: AnyView, seat: Match['seats'][number]) {
  if (seat.kind !== 'captain' || !seat.captain) return null;
  const names = match.names;
  const all = match.explanationsOf(seat.side);
  const last = all[all.length - 1];
  const ctx = { view, names, rules: playRulesOf(view), ascii: false };
  return {
    explains: explainsItself(seat.captain),
    turn: last?.turn ?? null,
    lines: last ? explanationLines(last, ctx) : [],
    debrief: match.state.result ? debriefLines(all, match.record, names) : [],
  };
}

/** The whole page state for one seat. */
export function seatState(match: Match, side: string): Record<string, unknown> {
  const view = match.view(side);
  const stage = match.stage;
  const needers = match.needers();
  const mine = needers.includes(side) && !match.ready.has(side);
  const commandable = stage && mine ? match.commandable(side) : [];
  const drafts = match.drafts[side] ?? {};
  const st = view.static;
  const o = outcome(match.state);
  const others = match.seats.filter((s) => s.side !== side);
  const p = presenterOf(view);
  const played = playRulesOf(view);
  const rules = { ...played.rulesOn(view), text: played.rulesText(view) };
  return {
    id: match.id,
    revision: match.revision,
    side,
    sides: st.sides,
    scenario: { id: st.scenarioId, name: st.scenarioName },
    rules,
    turn: view.turn,
    turnLimit: st.turnLimit,
    opponents: others.map((s) => {
      const level = s.captain ? levelOfSpec(s.captain) : null;
      return {
        side: s.side,
        kind: s.kind,
        captain: s.captain ?? null,
        // the level of play and its measured strength (bots/levels.ts), when the captain is one
        level: level ? { name: level.name, strength: strengthText(level) } : null,
        title: s.captain ? opponentText(s.captain) : null,
        joined: s.joined,
        thinking: match.thinking.has(s.side),
        thoughtMs: thoughtStats(match.thoughts[s.side] ?? []),
        why: captainReasons(match, view, s),
      };
    }),
    stage,
    stageTitle: stage ? playRulesOf(match.state).stageTitle(stage) : null,
    mine,
    ready: match.ready.has(side),
    waitingFor: needers.filter((s) => !match.ready.has(s)),
    thinking: [...match.thinking],
    commandable,
    drafts: Object.fromEntries(
      Object.entries(drafts).map(([id, d]) => [
        id,
        { orders: d, text: playRulesOf(view).describeOrders(d, match.names) },
      ]),
    ),
    options: Object.fromEntries(commandable.map((id) => [id, p.options(match, view, id, stage!)])),
    join: joinLink(match, side),
    seedMade: match.seedMade ?? null,
    advanced: rules.level === 'advanced',
    map: p.map(view),
    wind: p.wind(view),
    ships: p.ships(view, match.names),
    events: match
      .visibleEvents(side)
      .map((evs) => ({ lines: eventText(evs, match.names, view), events: withPaths(evs) })),
    over: o.over ? { winner: o.winner, reason: o.reason ?? '', points: o.points, turn: o.turn ?? view.turn } : null,
    error: match.error,
  };
}
