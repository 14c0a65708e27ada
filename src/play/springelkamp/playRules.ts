/**
 * Springelkamp's sail rules in `wsim play` and `wsim serve`: one stage a turn, the Plotting Phase (Sequence of
 * Play 1), where every order of the turn is written (course, sail for next turn, fire, boarding); the turn then
 * runs to its end (a Springelkamp turn does not pause).
 */
import { hexLabel, legalPlots, sternOf } from '../../index.js';
import * as spr from '../../api/springelkamp.js';
import { columns } from '../text.js';
import { SPR_COMMANDS, sprForeignOrder, sprView, type SprShipOrders } from './orders.js';
import { headingText } from '../glyphs.js';
import { sprBoard, sprDescribeOrders, sprIntro, sprLogSummary, sprShipLogs, speedColumn } from './text.js';
import type { PlayRules, StagePlan } from '../rules/types.js';
import { switchesOn } from '../words.js';

const PLAN: StagePlan = { stages: ['orders'], pauseBefore: { orders: null } };
/** the engine's ship orders, and the enemy drift choices a person writes beside a ship's (lifted by sideOrders) */
const STAGE_KEYS = [...spr.ORDER_KEYS, 'enemyDrift'];
/** where a record's enemy drift choices go when its side gave no ship an order (sideOrders drops it again) */
const SIDE_ENTRY = '(side)';
const SIDE = { L: 'left', R: 'right' } as const;

function own(v: spr.View): spr.View['ships'] {
  return v.ships.filter((s) => s.controller === v.side && !s.struck);
}

export const sprPlay: PlayRules<spr.View> = {
  system: 'springelkamp',
  rulesOn: (view) => ({ level: 'springelkamp', optional: switchesOn(sprView({ view }).static.rules.special) }),
  rulesText(view) {
    const on = switchesOn(sprView({ view }).static.rules.special);
    return `Springelkamp's rules${on.length ? ` (+ special: ${on.join(', ')})` : ''}`;
  },
  stagePlan: () => PLAN,
  stageTitle: () => 'Plotting Phase: course, sail for next turn, fire, boarding (Sequence of Play 1)',
  stageKeys: () => STAGE_KEYS,
  needsInput: (_stage, view) => own(view).length > 0,
  ownShips: (view) => own(view),
  commands: () => SPR_COMMANDS,
  foreignOrder: (word, view, state, shipId) => sprForeignOrder(word, view, state, shipId),
  plotStage: 'orders',
  looksLikePlot: (text) => /^[FPSfps]+$/.test(text),
  legalLines(view, ship, prefix, names, width) {
    const v = view;
    const s = v.ships.find((x) => x.id === ship.id)!;
    const log = v.static.logs.find((l) => l.id === ship.id)!;
    const plots = legalPlots(view, ship.id)
      .filter((p) => p.startsWith(prefix))
      .map((p) => p || '0');
    return [
      `${plots.length} legal plot${plots.length === 1 ? '' : 's'} for ${names.label(ship.id)}${prefix ? ` starting with ${prefix}` : ''} (speed ${speedColumn(log, s.sail)}; 0 = no movement):`,
      ...columns(plots, width),
    ];
  },
  defaultDraft(_stage, view) {
    const draft: Record<string, spr.ShipOrders> = {};
    for (const s of own(view)) {
      const plots = legalPlots(view, s.id);
      if (plots.length === 1) draft[s.id] = { plot: plots[0] };
    }
    return draft;
  },
  missing: () => null, // a ship without a plot keeps the default course (I-SPR-3)
  timedMoves: () => false,
  rakeRule: () => 'Fire Combat: Rake',
  board: (view, names, o) => sprBoard(view, names, o),
  arcs(view, ship, names, _fields, o) {
    const v = view;
    const lines = (['L', 'R'] as const).map((b) => {
      const t = spr.fireTargets(v, ship.id, b);
      return `  ${SIDE[b]} broadside: ${t.length ? t.map((x) => `${names.label(x.target)} at ${x.range} (${x.aims.join(' or ')})`).join(', ') : 'no target in its field of fire and reach (Fire Combat: Field of Fire)'}`;
    });
    return [
      ...sprBoard(v, names, { ...o, focus: [ship.bow, sternOf(ship)], extra: v.ships.map((s) => s.bow) }),
      `Where ${names.label(ship.id)} at ${hexLabel(ship.bow)} bears now:`,
      ...lines,
    ];
  },
  logs: (view, names, ids, ascii) => sprShipLogs(view, names, ids, ascii),
  logSummary: (view, names) => sprLogSummary(view, names),
  stageIntro: (_stage, view, _state, names) => sprIntro(view, names, own(view)),
  describeOrders: (o, names) => sprDescribeOrders(o, names),
  placementText: (view, at, ascii) =>
    `bow ${hexLabel(at.bow)}, heading ${headingText(at.heading, ascii)}, attitude ${spr.windAttitude(at.heading, view.static.wind)}`,
  // Drifting: "otherwise the enemy chooses" — a side's choice for the enemy's ships (the engine's side-level
  // `enemyDrift`), written in play beside one of the person's ships and given to the engine as the side's
  sideOrders(ships) {
    const out: Record<string, spr.ShipOrders> = {};
    const enemyDrift: Record<string, 'P' | 'S'> = {};
    for (const [id, o] of Object.entries(ships as Record<string, SprShipOrders>)) {
      const { enemyDrift: choices, ...rest } = o;
      if (!choices) {
        out[id] = o;
        continue;
      }
      Object.assign(enemyDrift, choices);
      if (Object.keys(rest).length) out[id] = rest;
    }
    return Object.keys(enemyDrift).length ? { ships: out, enemyDrift } : { ships: out };
  },
  personOrders(orders) {
    const ships = { ...(orders?.ships ?? {}) } as Record<string, SprShipOrders>;
    const enemyDrift = (orders as { enemyDrift?: Record<string, 'P' | 'S'> } | undefined)?.enemyDrift;
    if (!enemyDrift || !Object.keys(enemyDrift).length) return ships;
    const at = Object.keys(ships)[0] ?? SIDE_ENTRY;
    ships[at] = { ...ships[at], enemyDrift: { ...enemyDrift } };
    return ships;
  },
};
