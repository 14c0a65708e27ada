/**
 * Springelkamp's game as text: the map of the open sea, the ship logs (Ship Data: damage boxes per broadside,
 * rigging sections, sail setting and the Speed Table's column for it, turning ability, firepower), the logs in
 * brief, the Plotting Phase's opening and orders in words.
 */
import { hexLabel, legalPlots, sternOf } from '../../index.js';
import * as spr from '../../api/springelkamp.js';
import { drawMap, type BoardOptions, type MapModel } from '../board.js';
import { headingText, type ShipNames } from '../glyphs.js';
import { logsOf, wrapAll } from '../text.js';
import type { SprShipOrders } from './orders.js';

const SIDE = { L: 'left', R: 'right' } as const;
const SAIL_NAMES = { FS: 'full sail', ES: 'easy sail', SS: 'storm sail', NS: 'no sail' } as const;

function logOf(view: spr.View, id: string): spr.ShipLog {
  return view.static.logs.find((l) => l.id === id)!;
}

function linkText(view: spr.View, s: spr.ShipView, names: ShipNames): string[] {
  const out: string[] = [];
  for (const f of view.fouls)
    if (f.a === s.id || f.b === s.id) out.push(`fouled with ${names.tag(f.a === s.id ? f.b : f.a)}`);
  for (const g of view.grapples)
    if (g.a === s.id || g.b === s.id) out.push(`grappled with ${names.tag(g.a === s.id ? g.b : g.a)}`);
  for (const m of view.melees)
    if (m.attacker === s.id) out.push(`boarding ${names.tag(m.defender)}${m.onBoard ? ' (on board)' : ''}`);
    else if (m.defender === s.id) out.push(`boarded by ${names.tag(m.attacker)}`);
  return out;
}

/** Short status of a ship: struck, captured, prize crew, fire, fallen rigging, boarding party, links. */
export function sprMarkers(view: spr.View, s: spr.ShipView, names: ShipNames): string[] {
  const out: string[] = [];
  if (s.captured) out.push(`CAPTURED (${s.controller})`);
  else if (s.struck) out.push('STRUCK');
  if (s.prizeCrew) out.push('prize crew');
  if (s.fire > 0) out.push(`ON FIRE (${s.fire} turn${s.fire > 1 ? 's' : ''})`);
  for (const b of ['L', 'R'] as const) if (s.fallen[b] > 0) out.push(`fallen rigging over the ${SIDE[b]} broadside`);
  if (s.boardingParty) out.push('boarding party formed');
  out.push(...linkText(view, s, names));
  return out;
}

function mark(view: spr.View, s: spr.ShipView): string {
  if (s.struck) return 'x';
  if (view.fouls.some((f) => f.a === s.id || f.b === s.id) || view.grapples.some((g) => g.a === s.id || g.b === s.id))
    return '&';
  if (s.sail === 'FS') return '*';
  return ' ';
}

export function sprMapModel(view: spr.View): MapModel {
  return {
    columns: null, // the open sea (I-SPR: the text has no board edge)
    rows: null,
    land: [],
    pieces: view.ships.map((s) => ({
      id: s.id,
      bow: s.bow,
      stern: sternOf(s),
      heading: s.heading,
      mark: mark(view, s),
    })),
  };
}

export function sprLegend(view: spr.View, names: ShipNames, ascii: boolean): string[] {
  return view.ships.map((s) => {
    const where = `bow ${hexLabel(s.bow)} stern ${hexLabel(sternOf(s))}, heading ${headingText(s.heading, ascii)}, attitude ${spr.windAttitude(s.heading, view.static.wind)}, ${SAIL_NAMES[s.sail]}`;
    const own = s.controller === view.side ? '' : ' (enemy)';
    return `${names.tag(s.id).padEnd(3)} ${names.name(s.id)}${own}: ${[where, ...sprMarkers(view, s, names)].join('; ')}`;
  });
}

export function sprBoard(view: spr.View, names: ShipNames, o: BoardOptions): string[] {
  return wrapAll(
    [
      `Turn ${view.turn} — Wind blowing towards ${headingText(view.static.wind, o.ascii)}`,
      ...drawMap(sprMapModel(view), names, o),
      ...sprLegend(view, names, o.ascii === true),
      'Bow: tag+arrow; stern: tag+mark (* full sail, & fouled/grappled, x struck); the open sea has no edge',
    ],
    o.width ?? 80,
  );
}

/** The Speed Table's column for a sail setting: max–min speed by course (B, I, Q, F) and the drift number. */
export function speedColumn(log: spr.ShipLog, sail: keyof typeof SAIL_NAMES): string {
  const cells = (['B', 'I', 'Q', 'F'] as const).map((c) => {
    const e = log.speed.course[c][sail];
    return `${c} ${e === 'D' ? 'D' : `${e.max}-${e.min}`}`;
  });
  return `${cells.join(', ')}; drift ${log.speed.drift[sail]}`;
}

/** The ship log of one ship as the side may read it (an enemy's crew morale and quality are hidden, I-SPR-18). */
export function sprShipLog(view: spr.View, s: spr.ShipView, names: ShipNames, ascii = false): string[] {
  const log = logOf(view, s.id);
  const own = s.controller === view.side;
  const crew =
    s.crew.morale === null
      ? `crew ${s.crew.size}`
      : `crew ${s.crew.size}, morale ${s.crew.morale}, quality ${s.crew.quality}`;
  const turning = spr.turningNow(s, log);
  const top = spr.highestSail(s, log);
  const out = [
    `${names.tag(s.id)} ${log.name}${own ? '' : ' (enemy)'} — ${log.nation}, ${log.type}, ${log.decks} deck${log.decks > 1 ? 's' : ''}, ${crew}, defensive value ${log.defensive}, ${log.price} points`,
    `  Position  bow ${hexLabel(s.bow)}, heading ${headingText(s.heading, ascii)}, attitude ${spr.windAttitude(s.heading, view.static.wind)}`,
    `  Damage    left ${s.damage.L}/${spr.BROADSIDE_BOXES}, right ${s.damage.R}/${spr.BROADSIDE_BOXES} boxes (strikes at ${spr.STRIKE_AT})`,
    `  Rigging   ${s.rigging.map((n, i) => `${n}/${log.rigging[i]}`).join(' ')} boxes checked by section${top !== 'FS' ? ` (highest sail now ${SAIL_NAMES[top]})` : ''}`,
    `  Sail      ${SAIL_NAMES[s.sail]} (${s.sail}); speed ${speedColumn(log, s.sail)}`,
    `  Turning   ${turning === 0 ? '<1' : turning}${turning < log.turning ? ` of ${log.turning === 0 ? '<1' : log.turning}` : ''}`,
    `  Firepower ${log.firepower.map((f, i) => `${i + 1}:${f}`).join(' ')}`,
  ];
  const marks = sprMarkers(view, s, names);
  if (marks.length) out.push(`  Status    ${marks.join('; ')}`);
  return out;
}

export function sprShipLogs(view: spr.View, names: ShipNames, ids?: string[], ascii = false): string[] {
  return logsOf(view, ids, (s) => sprShipLog(view, s, names, ascii));
}

export function sprLogSummary(view: spr.View, names: ShipNames): string[] {
  return [
    'The ship logs:',
    ...view.ships.map((s) => {
      const marks = sprMarkers(view, s, names);
      return `${names.tag(s.id).padEnd(3)} damage L ${s.damage.L} R ${s.damage.R}, rigging ${s.rigging.join(' ')}, ${SAIL_NAMES[s.sail]}${marks.length ? `; ${marks.join('; ')}` : ''}`;
    }),
  ];
}

/** The Plotting Phase's opening: each ship's sail and speeds, her legal plots, what her broadsides bear on now. */
export function sprIntro(view: spr.View, names: ShipNames, own: readonly spr.ShipView[]): string[] {
  const out: string[] = [];
  for (const s of own) {
    const log = logOf(view, s.id);
    const targets = (['L', 'R'] as const)
      .map((b) => {
        const t = spr.fireTargets(view, s.id, b);
        return t.length ? `${SIDE[b]} bears on ${t.map((x) => `${names.tag(x.target)} at ${x.range}`).join(', ')}` : '';
      })
      .filter(Boolean);
    out.push(
      `${names.label(s.id)}: ${SAIL_NAMES[s.sail]}, speed ${speedColumn(log, s.sail)}; ${legalPlots(view, s.id).length} legal plots${targets.length ? `; ${targets.join('; ')}` : ''}.`,
    );
  }
  out.push(
    'Write each ship\'s course ("FFP", "plot FS"), her sail for next turn ("sail easy"), her fire after the movement ("fire L closest rigging")' +
      (view.static.rules.special.boarding ? ' and boarding ("party form", "grapple <ship>", "board <ship>")' : '') +
      '. A ship without a plot keeps the default course (I-SPR-3).',
  );
  return out;
}

export function sprDescribeOrders(o: SprShipOrders, names: ShipNames): string[] {
  const out: string[] = [];
  if (o.plot !== undefined) out.push(`plot ${o.plot || '0'}`);
  if (o.sail) out.push(`${SAIL_NAMES[o.sail]} next turn`);
  for (const b of ['L', 'R'] as const) {
    const f = o.fire?.[b];
    if (f)
      out.push(
        `fire ${SIDE[b]} at ${f.target === 'closest' ? 'the closest' : names.tag(f.target)}${f.aim ? `, ${f.aim}` : ''}`,
      );
  }
  if (o.unfoul !== undefined) out.push(o.unfoul ? 'try to unfoul' : 'stay fouled');
  if (o.collisionRoll)
    out.push(`collision die ${o.collisionRoll === 'add' ? 'plus' : 'minus'} the crew quality (Collisions)`);
  if (o.driftTurn) out.push(`drift turning ${o.driftTurn}`);
  for (const [id, t] of Object.entries(o.enemyDrift ?? {}))
    out.push(`${names.tag(id)} drifting before the wind turned ${t === 'P' ? 'to port' : 'to starboard'}`);
  if (o.boardingParty !== undefined)
    out.push(o.boardingParty ? 'form a boarding party' : 'dissolve the boarding party');
  if (o.grapple) out.push(`grapple ${names.tag(o.grapple)}`);
  if (o.ungrapple !== undefined) out.push(o.ungrapple ? 'cast off' : 'keep the grapples');
  if (o.board) out.push(`board ${names.tag(o.board)}`);
  if (o.breakOff) out.push('break off the attack');
  if (o.prizeCrew) out.push(`prize crew to ${names.tag(o.prizeCrew)}`);
  return out;
}
