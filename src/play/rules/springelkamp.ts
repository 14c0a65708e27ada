/**
 * Springelkamp's sail rules in `wsim play` and `wsim serve`: one stage a turn, the Plotting Phase (Sequence of
 * Play 1), where every order of the turn is written (course, sail for next turn, fire, boarding); the turn then
 * runs to its end (a Springelkamp turn does not pause).
 */
import {
  hexLabel,
  legalPlots,
  sprFireTargets,
  sternOf,
  SPR_ORDER_KEYS,
  type PlayerView,
  type ShipOrders,
  type ShipView,
  type SprView,
} from '../../index.js';
import { columns } from '../text.js';
import { SPR_COMMANDS, sprForeignOrder, sprView, type SprShipOrders } from './sprOrders.js';
import { sprBoard, sprDescribeOrders, sprIntro, sprLogSummary, sprShipLogs, speedColumn } from './sprText.js';
import type { PlayRules, StagePlan } from './types.js';

const PLAN: StagePlan = { stages: ['orders'], pauseBefore: { orders: null } };
const SIDE = { L: 'left', R: 'right' } as const;

function own(view: PlayerView): SprView['ships'] {
  const v = view as unknown as SprView;
  return v.ships.filter((s) => s.controller === v.side && !s.struck);
}

export const sprPlay: PlayRules = {
  system: 'springelkamp',
  rulesText(view) {
    const on = Object.entries(sprView({ view }).static.rules.special)
      .filter(([, v]) => v)
      .map(([k]) => k);
    return `Springelkamp's rules${on.length ? ` (+ special: ${on.join(', ')})` : ''}`;
  },
  stagePlan: () => PLAN,
  stageTitle: () => 'Plotting Phase: course, sail for next turn, fire, boarding (Sequence of Play 1)',
  stageKeys: () => SPR_ORDER_KEYS,
  needsInput: (_stage, view) => own(view).length > 0,
  ownShips: (view) => own(view) as unknown as ShipView[],
  commands: () => SPR_COMMANDS,
  foreignOrder: (word, view, state, shipId) => sprForeignOrder(word, view as unknown as SprView, state, shipId),
  plotStage: 'orders',
  looksLikePlot: (text) => /^[FPSfps]+$/.test(text),
  legalLines(view, ship, prefix, names, width) {
    const v = view as unknown as SprView;
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
    const draft: Record<string, ShipOrders> = {};
    for (const s of own(view)) {
      const plots = legalPlots(view, s.id);
      if (plots.length === 1) draft[s.id] = { plot: plots[0] };
    }
    return draft;
  },
  missing: () => null, // a ship without a plot keeps the default course (I-SPR-3)
  timedMoves: () => false,
  board: (view, names, o) => sprBoard(view as unknown as SprView, names, o),
  arcs(view, ship, names, _fields, o) {
    const v = view as unknown as SprView;
    const lines = (['L', 'R'] as const).map((b) => {
      const t = sprFireTargets(v, ship.id, b);
      return `  ${SIDE[b]} broadside: ${t.length ? t.map((x) => `${names.label(x.target)} at ${x.range} (${x.aims.join(' or ')})`).join(', ') : 'no target in its field of fire and reach (Fire Combat: Field of Fire)'}`;
    });
    return [
      ...sprBoard(v, names, { ...o, focus: [ship.bow, sternOf(ship)], extra: v.ships.map((s) => s.bow) }),
      `Where ${names.label(ship.id)} at ${hexLabel(ship.bow)} bears now:`,
      ...lines,
    ];
  },
  logs: (view, names, ids, ascii) => sprShipLogs(view as unknown as SprView, names, ids, ascii),
  logSummary: (view, names) => sprLogSummary(view as unknown as SprView, names),
  stageIntro: (_stage, view, _state, names) => sprIntro(view as unknown as SprView, names, own(view)),
  describeOrders: (o, names) => sprDescribeOrders(o as SprShipOrders, names),
};
