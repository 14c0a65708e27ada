/** The `wsim` command line. */
import { Command } from 'commander';
import { ENGINE_VERSION } from '../index.js';
import { registerScenario } from './commands/scenario.js';
import { registerPlot } from './commands/plot.js';
import { registerReplay } from './commands/replay.js';
import { registerDemo } from './commands/demo.js';

const program = new Command();
program
  .name('wsim')
  .description('Wooden Ships & Iron Men workbench: rules engine, computer captains, batch lab and reports')
  .version(ENGINE_VERSION)
  .showHelpAfterError('(run with --help for usage)');

registerScenario(program);
registerPlot(program);
registerReplay(program);
registerDemo(program);

await program.parseAsync(process.argv);
