/** `wsim plot check <scenario> <ship> <plot>` and `wsim plot legal <scenario> <ship>` */
import type { Command } from 'commander';
import { checkPlot, legalPlots, newGame } from '../../index.js';
import { guard, UserError } from '../errors.js';
import { scenarioFrom } from '../io.js';
import { RULES_HELP, rulesFor } from '../rulesOption.js';

function gameFor(ref: string, ship: string, rulesText?: string) {
  const { scenario, rules } = rulesFor(scenarioFrom(ref), rulesText);
  if (!scenario.ships.some((s) => s.id === ship)) {
    throw new UserError(
      `${ship}: no such ship in ${scenario.id} (ships: ${scenario.ships.map((s) => s.id).join(', ')})`,
    );
  }
  return newGame(scenario, { seed: 0, rules });
}

export function registerPlot(program: Command): void {
  const cmd = program.command('plot').description('check movement plots against the rules (7.0)');
  cmd
    .command('check <scenario> <ship> <plot>')
    .description('is this plot legal for the ship at the start of the scenario? (7.2.7 truncation shown)')
    .option('--rules <level>', RULES_HELP)
    .option('--json', 'print JSON')
    .action(
      guard((ref: string, ship: string, plot: string, opts: { rules?: string; json?: boolean }) => {
        const state = gameFor(ref, ship, opts.rules);
        const r = checkPlot(state, ship, plot);
        if (opts.json) process.stdout.write(JSON.stringify(r) + '\n');
        else
          process.stdout.write(
            r.legal ? `${plot}: legal\n` : `${plot}: illegal — ${r.reason}; executed as ${r.executed}\n`,
          );
        if (!r.legal) process.exitCode = 1;
      }),
    );
  cmd
    .command('legal <scenario> <ship>')
    .description('every legal plot for the ship at the start of the scenario')
    .option('--rules <level>', RULES_HELP)
    .option('--json', 'print JSON')
    .action(
      guard((ref: string, ship: string, opts: { rules?: string; json?: boolean }) => {
        const plots = legalPlots(gameFor(ref, ship, opts.rules), ship);
        process.stdout.write(opts.json ? JSON.stringify(plots) + '\n' : plots.join(' ') + '\n');
      }),
    );
}
