/** The `wsim` command line. */
import { Command } from 'commander';
import { ENGINE_VERSION } from '../index.js';
import { registerScenario } from './commands/scenario.js';
import { registerPlot } from './commands/plot.js';
import { registerReplay } from './commands/replay.js';
import { registerDemo } from './commands/demo.js';
import { registerLadder } from './commands/ladder.js';
import { registerSim } from './commands/sim.js';
import { registerReport } from './commands/report.js';
import { registerPlay } from './commands/play.js';

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
registerLadder(program);
registerSim(program);
registerReport(program);
registerPlay(program);

await program.parseAsync(process.argv);
