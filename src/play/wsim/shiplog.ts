/**
 * Ship logs as the player may read them (7.2.5): everything on an own ship's log; for the enemy,
 * the opened logs without the load column (loads and reloads are never shown).
 */
import { hexLabel } from '../../index.js';
import { attitude, movementAllowance, type PlayerView, type ShipView } from '../../api/wsim.js';
import { commandLine } from './commandLag.js';
import { headingText, type ShipNames } from '../glyphs.js';
import { logsOf } from '../text.js';
import { mortarLine } from './mortars.js';

const SIDE = { L: 'left', R: 'right' } as const;

function squares(now: readonly number[], full: readonly number[]): string {
  return now.map((n, i) => (full[i] !== undefined && n < full[i] ? `${n}/${full[i]}` : String(n))).join(' ');
}

function total(a: readonly number[]): number {
  return a.reduce((x, y) => x + y, 0);
}

function gunsLine(
  s: ShipView,
  full: { guns: Record<'L' | 'R', number[]>; carronades: Record<'L' | 'R', number[]> },
  advanced: boolean,
): string {
  const part = (b: 'L' | 'R') => {
    const g = advanced ? `${s.guns[b].join('+')} (bow+stern)` : String(total(s.guns[b]));
    const c =
      total(full.carronades[b]) > 0
        ? `, carronades ${advanced ? s.carronades[b].join('+') : total(s.carronades[b])}`
        : '';
    const lost = total(full.guns[b]) + total(full.carronades[b]) - total(s.guns[b]) - total(s.carronades[b]);
    return `${SIDE[b]} ${g}${c}${lost > 0 ? ` [${lost} lost]` : ''}`;
  };
  return `${part('L')};  ${part('R')}`;
}

function loadText(s: ShipView, b: 'L' | 'R'): string {
  const l = s.loads![b];
  if (l.ammo === null) return `${SIDE[b]} empty`;
  return `${SIDE[b]} ${l.ammo}${l.loading ? ' (loading, ready next turn)' : ''}${s.initial[b] ? ' (initial broadside)' : ''}`;
}

function criticals(s: ShipView, turning: number): string[] {
  const out: string[] = [];
  if (s.obscured.L > 0) out.push(`left broadside obscured (${s.obscured.L} turn${s.obscured.L > 1 ? 's' : ''})`);
  if (s.obscured.R > 0) out.push(`right broadside obscured (${s.obscured.R} turn${s.obscured.R > 1 ? 's' : ''})`);
  if (s.fireTurns > 0) out.push(`fire aboard (−${s.fireModifier}, ${s.fireTurns} turn${s.fireTurns > 1 ? 's' : ''})`);
  if (s.waterlineSections > 0)
    out.push(`${s.waterlineSections} crew section${s.waterlineSections > 1 ? 's' : ''} at the pumps`);
  if (s.anchorsLost > 0) out.push(`${s.anchorsLost} anchor${s.anchorsLost > 1 ? 's' : ''} lost`);
  if (s.turning < turning) out.push(`steering damaged: turning ${s.turning} of ${turning}`);
  return out;
}

/** The log of one ship as `view.side` may read it. */
export function shipLog(view: PlayerView, s: ShipView, names: ShipNames, ascii = false): string[] {
  const spec = view.static.ships[s.idx];
  const advanced = view.static.rules.level === 'advanced';
  const own = s.controller === view.side;
  const out: string[] = [];
  out.push(
    `${names.tag(s.id)} ${spec.name}${own ? '' : ' (enemy)'} — ${spec.nation}, class ${spec.shipClass}, ${spec.gunRating} guns, ${s.prize ? `prize crew ${s.prize.quality}` : `crew ${s.quality}`}, ${spec.points} points`,
  );
  if (s.onBoard && !s.removed) {
    const att = attitude(s.heading, view.wind.direction);
    out.push(
      `  Position  bow ${hexLabel(s.bow)}, heading ${headingText(s.heading, ascii)}, attitude ${att}; movement allowance ${movementAllowance(view, s.id)}`,
    );
  }
  out.push(`  Hull      ${s.hull} of ${spec.hull}`);
  out.push(
    `  Crew      ${squares(s.crew, spec.crew)}  (${total(s.crew)} squares in ${spec.crew.length} sections)${s.prize ? `; prize crew ${s.prize.squares} (${s.prize.side})` : ''}`,
  );
  out.push(`  Guns      ${gunsLine(s, spec, advanced)}`);
  const speed = advanced ? `battle ${spec.battleSail} / full ${spec.fullSail}` : `battle ${spec.battleSail}`;
  const lostSections = spec.rigging.filter((n, i) => n > 0 && s.rigging[i] <= 0).length;
  out.push(
    `  Rigging   ${squares(s.rigging, spec.rigging)}  (${lostSections ? `${lostSections} section${lostSections > 1 ? 's' : ''} gone, ` : ''}speed ${speed}, turning ${s.turning})`,
  );
  if (advanced)
    out.push(
      `  Sail      ${s.fullSail ? 'FULL SAIL' : 'battle sails'}${s.fullSailDisabled ? ' (full sails lost, 20.1.4)' : ''}`,
    );
  if (own && s.loads) {
    out.push(
      `  Loads     ${loadText(s, 'L')};  ${loadText(s, 'R')}${advanced ? `; reloads left ${s.reloadsLeft}` : ''}`,
    );
  } else {
    out.push('  Loads     (not shown: the load column is never inspected, 7.2.5)');
  }
  if (advanced) {
    const anchor = s.anchor
      ? `anchored (${s.anchor})${s.upAnchorTurns ? `, weighing ${s.upAnchorTurns}/2` : ''}`
      : s.anchorsCut
        ? 'anchors cut'
        : 'not anchored';
    out.push(
      `  Anchors   ${anchor}${s.anchorPending ? `, anchoring (${s.anchorPending}) at the end of the turn` : ''}`,
    );
    const rep = (['H', 'G', 'R'] as const)
      .filter((k) => s.repairs[k] > 0)
      .map((k) => `${k === 'H' ? 'hull' : k === 'G' ? 'guns' : 'rigging'} ${s.repairs[k]}/3`);
    if (rep.length) out.push(`  Repairs   ${rep.join(', ')}`);
  }
  const command = commandLine(view, s, names);
  if (command && own) out.push(`  Command   ${command}`);
  const mortars = mortarLine(view, s);
  if (mortars) out.push(`  Mortars   ${mortars}`);
  const crit = criticals(s, spec.turning);
  if (crit.length) out.push(`  Damage    ${crit.join('; ')}`);
  const marks = statusMarkers(view, s, names);
  if (marks.length) out.push(`  Status    ${marks.join('; ')}`);
  return out;
}

/** Logs of the given ships (default: own ships first, then the enemy's). */
export function shipLogs(view: PlayerView, names: ShipNames, ids?: string[], ascii = false): string[] {
  return logsOf(view, ids, (s) => shipLog(view, s, names, ascii));
}

/** The opened logs in brief (7.2.5), one line a ship: hull, crew, guns (carronades), rigging, and markers. */
export function logSummary(view: PlayerView, names: ShipNames): string[] {
  return view.ships
    .filter((s) => !s.removed || s.onBoard)
    .map((s) => {
      const spec = view.static.ships[s.idx];
      const guns = (b: 'L' | 'R') =>
        `${b} ${total(s.guns[b])}${total(spec.carronades[b]) ? `+${total(s.carronades[b])}c` : ''}`;
      const marks = statusMarkers(view, s, names);
      return `${names.tag(s.id).padEnd(3)} hull ${s.hull}/${spec.hull}, crew ${s.crew.join(' ')}, guns ${guns('L')} ${guns('R')}, rigging ${s.rigging.join(' ')}${marks.length ? `; ${marks.join('; ')}` : ''}`;
    });
}

/** Short status markers of a ship as the board legend and logs show them. */
export function statusMarkers(view: PlayerView, ship: ShipView, names: ShipNames): string[] {
  const out: string[] = [];
  if (ship.removed) out.push(ship.removed.toUpperCase());
  if (ship.surrendered) out.push(ship.prize ? `CAPTURED by ${ship.prize.side}` : `STRUCK (${ship.surrendered.cause})`);
  if (ship.doomed) out.push(ship.doomed === 'sink' ? 'SINKING' : 'ABOUT TO EXPLODE');
  if (ship.fullSail) out.push('full sail');
  if (ship.anchor) out.push(`anchored ${ship.anchor}`);
  if (ship.anchorPending) out.push(`anchoring ${ship.anchorPending}`);
  for (const f of view.fouls)
    if (f.a === ship.id || f.b === ship.id) out.push(`fouled with ${names.tag(f.a === ship.id ? f.b : f.a)}`);
  for (const g of view.grapples) {
    if (g.count > 0 && (g.a === ship.id || g.b === ship.id))
      out.push(`grappled${g.count > 1 ? ` ×${g.count}` : ''} with ${names.tag(g.a === ship.id ? g.b : g.a)}`);
  }
  if (!ship.onBoard && !ship.removed) out.push('not yet on the board');
  return out;
}
