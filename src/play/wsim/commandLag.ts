/**
 * Command lag (32.0 / IV) in `wsim play` and the browser board: a ship out of command writes her movement turns
 * ahead (`ahead`), the queue is shown in her log and the movement stage, and a flag officer may be designated the
 * new flagship after the five turns of 32.5 (`flag`). The engine keeps and enforces the queue (commandLagOf); an
 * order outside the rule comes back as an ignored order naming it.
 */
import { canonicalPlot, commandLagOf, type CommandStatus, type PlayerView, type ShipView } from '../../api/wsim.js';
import type { ShipNames } from '../glyphs.js';
import { without } from '../words.js';
import { optionalRule } from './words.js';
import type { WsimCommand, WsimResult } from './types.js';

const fail = (error: string): WsimResult => ({ ok: false, error });

/** The ship's command status, or null when the rule does not bind her. */
function statusOf(view: PlayerView, id: string): CommandStatus | null {
  return view.static.rules.optional.commandLag ? commandLagOf(view, id) : null;
}

/** The turns whose movement `ahead` writes now (this turn's is the plot). */
export function aheadTurns(view: PlayerView, id: string): number[] {
  const st = statusOf(view, id);
  if (!st || st.inCommand) return [];
  return st.due.filter((t) => t !== view.turn);
}

/** The plot written on an earlier turn that the ship sails this turn (32.3), or null. */
export function writtenNow(view: PlayerView, id: string): { plot: string; on: number } | null {
  const st = statusOf(view, id);
  const w = st && !st.inCommand ? st.written[0] : undefined;
  return w && w.turn === view.turn ? w : null;
}

/** Does the ship have movement to write ahead this turn? */
export function writesAhead(view: PlayerView, id: string): boolean {
  return aheadTurns(view, id).length > 0;
}

export const ahead: WsimCommand = {
  names: ['ahead'],
  stage: 'movement',
  usage: 'ahead <plot> [plot...] | ahead none',
  help: 'out of command: the plots of the next turns, in order (32.3; command lag rule)',
  inForce: optionalRule('commandLag'),
  run(args, c) {
    if ((args[0] ?? '').toLowerCase() === 'none') {
      return {
        ok: true,
        orders: without(c.current, 'ahead'),
        say: ['nothing written ahead: each turn repeats the one before (I-CMD-3)'],
      };
    }
    if (!c.view.static.rules.optional.commandLag) return fail('command lag is an optional rule not in use (32.0)');
    const st = statusOf(c.view, c.ship.id);
    if (!st) return fail('command lag binds only ships in a squadron of their side (32.1)');
    if (st.inCommand) return fail('a ship in command writes her movement turn to turn (32.2, 32.4.1)');
    const turns = aheadTurns(c.view, c.ship.id);
    if (!args.length) return fail(`usage: ${this.usage} (turns ${turns.join(', ')} are due)`);
    const plots: string[] = [];
    for (const a of args) {
      try {
        plots.push(canonicalPlot(a));
      } catch (e) {
        return fail(`${a}: ${(e as Error).message}`);
      }
    }
    if (plots.length > turns.length)
      return fail(
        `movement is written no further ahead than turn ${turns[turns.length - 1] ?? c.view.turn}: ${st.rule} (${turns.length} plot${turns.length === 1 ? '' : 's'} due)`,
      );
    const repeated =
      turns.length > plots.length ? `; turns ${turns.slice(plots.length).join(', ')} repeat the last (I-CMD-3)` : '';
    return {
      ok: true,
      orders: { ...c.current, ahead: plots },
      say: [
        `${c.names.tag(c.ship.id)} writes ahead: ${plots.map((p, i) => `turn ${turns[i]} ${p}`).join(', ')}${repeated}`,
      ],
    };
  },
};

export const hoistFlag: WsimCommand = {
  names: ['flag', 'hoist'],
  stage: 'movement',
  usage: 'flag | flag none',
  help: 'designate this ship the new flagship once the five turns after the flagship was lost are over (32.5)',
  inForce: optionalRule('commandLag'),
  run(args, c) {
    if ((args[0] ?? '').toLowerCase() === 'none') {
      return { ok: true, orders: without(c.current, 'hoistFlag'), say: ['no flag hoisted'] };
    }
    if (!c.view.static.rules.optional.commandLag) return fail('command lag is an optional rule not in use (32.0)');
    return {
      ok: true,
      orders: { ...c.current, hoistFlag: true },
      say: [`${c.names.tag(c.ship.id)} hoists the flag when the five turns of 32.5 are completed`],
    };
  },
};

/** A ship's command status in words (her log, the movement stage), or null when the rule does not bind her. */
export function commandLine(view: PlayerView, ship: ShipView, names: ShipNames): string | null {
  const st = statusOf(view, ship.id);
  if (!st) return null;
  if (st.inCommand) return `in command: movement written turn to turn (32.2)`;
  const written = st.written.map((w) => `turn ${w.turn} ${w.plot} (written on ${w.on})`).join(', ');
  const due = st.due.filter((t) => t !== view.turn);
  return `OUT OF COMMAND (${st.rule})${written ? `; written: ${written}` : ''}${due.length ? `; to write now: turn${due.length > 1 ? 's' : ''} ${due.join(', ')} ("${names.tag(ship.id)} ahead <plot> ...")` : ''}`;
}
