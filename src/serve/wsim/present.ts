/**
 * What a browser receives of a WS&IM game: the mapboard's hexes and land, the ships' counters and logs, the
 * wind, and for the orders of the current stage what the rules allow (legal plot ends, fields of fire and fire
 * options, the controls of the optional rules in force). From the side's own view only (enemy loads stay hidden).
 */
import {
  DIRECTION_NAMES,
  checkPlot,
  parseHexLabel,
  dir,
  sternOf,
  asSystem,
  type AnyEvent,
  type Broadside,
  type Hex,
  type Dir,
} from '../../index.js';
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
} from '../../api/wsim.js';
import type { ShipNames } from '../../play/glyphs.js';
import type { StageName } from '../../play/rules/types.js';
import { shipLog, statusMarkers } from '../../play/wsim/shiplog.js';
import { aheadTurns, commandLine } from '../../play/wsim/commandLag.js';
import { rakers } from '../../play/wsim/gunHits.js';
import { mortarChoices, mortarLoadText, mortarLoads, mortarsToLoad } from '../../play/wsim/mortars.js';
import { adjacentShips, barred } from '../../play/wsim/stages.js';
import { cannotSailLines } from '../../play/wsim/irons.js';
import {
  mapData,
  type PathStep,
  type PresentContext,
  type Presenter,
  type ShipCounter,
  type WindData,
} from '../presenter.js';

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

export function windData(view: PlayerView): WindData {
  return {
    direction: view.wind.direction,
    board: view.wind.direction + 1,
    name: DIRECTION_NAMES[view.wind.direction],
    velocity: view.wind.velocity,
    velocityName: WIND_VELOCITY_NAMES[view.wind.velocity] ?? String(view.wind.velocity),
  };
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
function shipOptions(ctx: PresentContext, view: PlayerView, ship: ShipView, stage: StageName): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (stage === 'movement') {
    out.allowance = movementAllowance(view, ship.id);
    // 7.1.4 a ship in irons (or otherwise unable to sail): why, and what she may do
    out.cannotSail = cannotSailLines(view, ship, ctx.names);
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
    out.command = commandLine(view, ship, ctx.names);
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
    const noFire = barred(asSystem(ctx.state, 'wsim', 'fire options')).noFire.has(ship.id);
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

export const wsimPresenter: Presenter<PlayerView> = {
  system: 'wsim',
  map: mapData,
  wind: windData,
  ships: counters,
  options: (ctx, view, id, stage) =>
    shipOptions(
      ctx,
      view,
      view.ships.find((s) => s.id === id)!,
      stage,
    ),
  preview: (view, ship, text) => plotPreview(view, ship, text),
  movePath: (e: AnyEvent) => (e.type === 'moved' && 'steps' in e ? movePath(e) : []),
};
