/** The `wsim` command line. */
import { Command, CommanderError } from 'commander';
import { ENGINE_VERSION } from '../index.js';
import { fsCause } from '../files/errors.js';
import { printLines } from './errors.js';

type Register = (program: Command) => void;

/**
 * Every command, loaded on demand: a command line naming one command loads only that command's
 * module (the report's charting and the lab's pool are not loaded to plot a move); help and
 * mistakes load them all so that the listing and the suggestions are complete.
 */
const COMMANDS: Record<string, () => Promise<Register>> = {
  scenario: async () => (await import('./commands/scenario.js')).registerScenario,
  plot: async () => (await import('./commands/plot.js')).registerPlot,
  replay: async () => (await import('./commands/replay.js')).registerReplay,
  demo: async () => (await import('./commands/demo.js')).registerDemo,
  ladder: async () => (await import('./commands/ladder.js')).registerLadder,
  captain: async () => (await import('./commands/captain.js')).registerCaptain,
  balance: async () => (await import('./commands/balance.js')).registerBalance,
  sim: async () => (await import('./commands/sim.js')).registerSim,
  merge: async () => (await import('./commands/sim.js')).registerSim,
  export: async () => (await import('./commands/sim.js')).registerSim,
  report: async () => (await import('./commands/report.js')).registerReport,
  play: async () => (await import('./commands/play.js')).registerPlay,
  serve: async () => (await import('./commands/serve.js')).registerServe,
};

const program = new Command();
program
  .name('wsim')
  .description('Wooden Ships & Iron Men workbench: rules engine, computer captains, batch lab and reports')
  .version(ENGINE_VERSION)
  // the program's own options (--version) only before a command: a command's option of the same name is
  // the command's, and `wsim captain train --version 3` is refused instead of printing the workbench's version
  .enablePositionalOptions()
  .showHelpAfterError('(run with --help for usage)')
  // usage mistakes (unknown option or command, missing argument) exit 2 like every user mistake;
  // set before the commands are added so that every subcommand inherits it
  .exitOverride();

const named = process.argv[2];
const wanted = named !== undefined && Object.hasOwn(COMMANDS, named) ? [COMMANDS[named]] : Object.values(COMMANDS);
const registered = new Set<Register>();
for (const load of wanted) {
  const register = await load();
  if (!registered.has(register)) register(program);
  registered.add(register);
}

/** A file-system error (errno code and syscall) as one line: the path and the cause, exit 2. */
function fileSystemError(e: unknown): string | null {
  const err = e as NodeJS.ErrnoException | null;
  if (!err || typeof err.code !== 'string' || typeof err.syscall !== 'string') return null;
  const where = err.path ?? (err.syscall === 'write' ? 'output' : err.syscall);
  return `${where}: cannot ${err.syscall} (${fsCause(err.code)})`;
}

// standard output closed or full: a reader that went away (EPIPE) ends the command quietly; anything
// else is one line on standard error
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
  process.stderr.write(`wsim: standard output: cannot write (${fsCause(e.code ?? 'error')})\n`);
  process.exit(2);
});

try {
  await program.parseAsync(process.argv);
} catch (e) {
  const fsLine = fileSystemError(e);
  if (fsLine) {
    printLines('wsim: ', [fsLine]);
    process.exitCode = 2;
  } else if (e instanceof CommanderError)
    process.exitCode = e.exitCode === 0 ? 0 : 2; // commander has printed the message (help and --version exit 0)
  else throw e;
}
