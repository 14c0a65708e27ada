/** The commands available at every prompt: help, board, arcs, log, events, legal, undo, done, save, quit… */
import type { AnyShipOrders } from '../index.js';
import type { PlayRules } from './rules/types.js';
import type { PlaySession, Reply } from './session.js';
import { ownShips } from './rules/index.js';
import type { StageName } from './rules/types.js';

export interface GlobalCommand {
  names: readonly string[];
  usage: string;
  help: string;
  run(s: PlaySession, args: string[]): Reply;
}

const say = (lines: string[]): Reply => ({ lines });

function arcs(s: PlaySession, args: string[]): string[] {
  const v = s.view();
  const fields = args.some((a) => a.toLowerCase().startsWith('field'));
  const rest = args.filter((a) => !a.toLowerCase().startsWith('field'));
  const r = rest.length ? s.names.resolve(rest[0]) : { id: s.currentShip(null)?.id ?? '' };
  if ('error' in r) return [r.error];
  const ship = v.ships.find((x) => x.id === r.id);
  if (!ship || ('onBoard' in ship && (ship.onBoard === false || ship.removed)))
    return ['That ship is not on the board.'];
  return s.rules.arcs(v, ship, s.names, fields, { ascii: s.ascii, width: s.width });
}

function logs(s: PlaySession, args: string[]): string[] {
  if (!args.length || args[0].toLowerCase() === 'all') return s.logs();
  const r = s.names.resolve(args[0]);
  return 'error' in r ? [r.error] : s.logs([r.id]);
}

function events(s: PlaySession, args: string[]): string[] {
  const a = (args[0] ?? '').toLowerCase();
  const n = Number(a);
  const lines = s.events(a === 'all' ? 'all' : Number.isInteger(n) && n > 0 ? n : 'recent');
  return lines.length ? lines : ['(no events yet)'];
}

function legal(s: PlaySession, args: string[]): string[] {
  const v = s.view();
  let ship = s.currentShip(null);
  let prefix = '';
  for (const a of args) {
    const r = s.names.resolve(a);
    if ('id' in r && (!s.rules.looksLikePlot(a) || args.length > 1) && a === args[0])
      ship = v.ships.find((x) => x.id === r.id) ?? ship;
    else prefix = a.toUpperCase();
  }
  if (!ship) return ['You have no ship.'];
  if (ship.controller !== v.side)
    return [`${s.names.label(ship.id)} is not yours: her plots are her captain's secret.`];
  if (s.stage !== s.rules.plotStage)
    return [`Plots are written in the ${s.rules.plotStage} phase; "legal" lists them then.`];
  return s.rules.legalLines(v, ship, prefix, s.names, s.width);
}

function orders(s: PlaySession): string[] {
  const lines = [`Turn ${s.state.turn}, ${s.stage ?? 'game over'} — being written:`, ...s.draftLines()];
  const given = Object.entries<AnyShipOrders>(s.game.turnOrders()[s.game.human].ships).filter(
    ([, o]) => s.describe(o).length,
  );
  if (given.length)
    lines.push(
      'Submitted earlier this turn:',
      ...given.map(([id, o]) => `  ${s.names.label(id)}: ${s.describe(o).join('; ')}`),
    );
  return lines;
}

function row(usage: string, help: string): string[] {
  return usage.length > 27 ? [`  ${usage}`, `${' '.repeat(31)}${help}`] : [`  ${usage.padEnd(28)} ${help}`];
}

function help(s: PlaySession): string[] {
  const lines = ['Commands at any time:', ...GLOBAL_COMMANDS.flatMap((g) => row(g.usage, g.help))];
  if (s.stage) {
    const view = s.view();
    lines.push(
      `Orders now — ${s.rules.stageTitle(s.stage)}:`,
      // only the orders of the rules in force (the level, the optional rules, the scenario's anchoring)
      ...s.rules
        .commands()
        .filter((c) => c.stage === s.stage && (c.inForce?.(view) ?? true))
        .flatMap((c) => row(c.usageIn?.(view) ?? c.usage, c.helpIn?.(view) ?? c.help)),
    );
    if (ownShips(s.view()).length > 1)
      lines.push('  Prefix an order with a ship ("B2 plot 3") or select one ("ship B2").');
    lines.push('  Several commands on a line: separate them with ";" (e.g. "L1R1; done").');
  }
  return lines;
}

function select(s: PlaySession, args: string[]): string[] {
  const r = s.names.resolve(args[0] ?? '');
  if ('error' in r) return [r.error];
  if (!ownShips(s.view()).some((x) => x.id === r.id)) return [`${s.names.label(r.id)} is not yours to command.`];
  return s.select(r.id);
}

export const GLOBAL_COMMANDS: readonly GlobalCommand[] = [
  { names: ['help', '?', 'h'], usage: 'help', help: 'this list', run: (s) => say(help(s)) },
  { names: ['board', 'map'], usage: 'board', help: 'show the board', run: (s) => say(s.board()) },
  {
    names: ['arcs', 'range', 'ranges'],
    usage: 'arcs [ship] [fields]',
    help: 'fields of fire and ranges of a ship',
    run: (s, a) => say(arcs(s, a)),
  },
  {
    names: ['log', 'logs'],
    usage: 'log [ship]',
    help: "ship logs (the enemy's as the rules let you read it)",
    run: (s, a) => say(logs(s, a)),
  },
  {
    names: ['events', 'ev'],
    usage: 'events [turn|all]',
    help: 'the event log with every die',
    run: (s, a) => say(events(s, a)),
  },
  { names: ['legal'], usage: 'legal [ship] [prefix]', help: 'list the legal plots', run: (s, a) => say(legal(s, a)) },
  {
    names: ['ship', 'select'],
    usage: 'ship <ship>',
    help: 'select the ship your orders are for',
    run: (s, a) => say(select(s, a)),
  },
  {
    names: ['orders', 'status'],
    usage: 'orders',
    help: 'the orders written so far this turn',
    run: (s) => say(orders(s)),
  },
  {
    names: ['why'],
    usage: 'why [turn]',
    help: "the captain's reasons: the plots it weighed most on the last turn (or that turn)",
    run: (s, a) => {
      const n = Number(a[0]);
      if (a[0] !== undefined && !(Number.isInteger(n) && n > 0)) return say(['usage: why [turn]']);
      return say(s.why(a[0] === undefined ? undefined : n));
    },
  },
  { names: ['undo'], usage: 'undo', help: 'take back the last order of this phase', run: (s) => say(s.undo()) },
  { names: ['done', 'go', 'submit', 'end'], usage: 'done', help: "submit this phase's orders", run: (s) => s.submit() },
  {
    names: ['save'],
    usage: 'save [file]',
    help: 'save now (the game also saves itself)',
    run: (s, a) => {
      const file = a[0] ?? s.savePath;
      const err = s.save(file);
      if (err) return say([err]);
      s.savePath = file;
      return say([`Saved to ${file}. Resume with: ${s.resumeCommand(file)}`]);
    },
  },
  {
    names: ['export'],
    usage: 'export [file]',
    help: 'write the game record (for wsim replay)',
    run: (s, a) => {
      const f = s.exportRecord(a[0]);
      return say([
        f
          ? `Record written to ${f}. Replay it with: ${s.invocation} replay ${f}`
          : 'Cannot write the record here (give a file: export <file>).',
      ]);
    },
  },
  {
    names: ['quit', 'exit', 'q'],
    usage: 'quit',
    help: 'save and leave (continue later with --resume)',
    run: (s) => {
      const err = s.over ? null : s.save();
      const where = err
        ? ` (${err})`
        : s.savePath && !s.over
          ? ` Saved to ${s.savePath}; resume with: ${s.resumeCommand()}`
          : '';
      return { lines: [`Leaving the game.${where}`], end: 'quit' };
    },
  },
];

/** Every command word (for "did you mean"). */
export function allCommandNames(rules: PlayRules, stage: StageName | null): string[] {
  return [
    ...GLOBAL_COMMANDS.flatMap((g) => g.names),
    ...rules
      .commands()
      .filter((c) => c.stage === stage)
      .flatMap((c) => c.names),
  ];
}
