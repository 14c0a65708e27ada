/** `wsim replay <record.json>` */
import type { Command } from 'commander';
import { outcome, replay, ruleSystemOf, type GameRecord } from '../../index.js';
import { guard, printLines, UserError } from '../errors.js';
import { readJson } from '../io.js';

export function registerReplay(program: Command): void {
  program
    .command('replay <record>')
    .description('replay a saved game record and print its log (or --json the final outcome)')
    .option('--json', 'print JSON: outcome and final turn')
    .option('--quiet', 'print only the result line')
    .action(
      guard((file: string, opts: { json?: boolean; quiet?: boolean }) => {
        if (opts.json && opts.quiet)
          throw new UserError(
            '--json prints the outcome alone, never the log: --quiet has no effect with it; drop one',
          );
        const record = readJson(file) as GameRecord;
        const r = replay(record, file);
        printLines('wsim: warning: ', r.warnings);
        const o = outcome(r.state);
        if (r.divergence) {
          const d = r.divergence;
          printLines('wsim: ', [
            `${file}: record diverges from the replay at turn ${d.turn}: recorded ${d.recorded}, replayed ${d.replayed}`,
          ]);
          process.exitCode = 1;
          if (opts.json)
            process.stdout.write(
              JSON.stringify({ outcome: o, turn: r.state.turn, events: r.events.length, divergence: d }, null, 2) +
                '\n',
            );
          return;
        }
        if (opts.json) {
          process.stdout.write(
            JSON.stringify({ outcome: o, turn: r.state.turn, events: r.events.length }, null, 2) + '\n',
          );
          return;
        }
        const names = new Map(r.state.static.ships.map((s) => [s.id, s.name]));
        const system = ruleSystemOf(r.state); // each rule system writes its own events
        if (!opts.quiet)
          for (const e of r.events) process.stdout.write(system.formatEvent(e, (id) => names.get(id) ?? id) + '\n');
        process.stdout.write(
          o.over
            ? `Result: ${o.winner === 'draw' ? 'draw' : `${o.winner} wins`} — ${o.reason}\n`
            : `Game not finished (turn ${r.state.turn}).\n`,
        );
      }),
    );
}
