/** `wsim serve [--port 8080] [--host 127.0.0.1] [--open] [--dir .wsim/serve]` — play and replay in the browser. */
import { spawn } from 'node:child_process';
import type { Command } from 'commander';
import { serve } from '../../serve/server.js';
import { guard, UserError } from '../errors.js';
import { parseIntOption } from '../io.js';

interface ServeOpts {
  port: string;
  host: string;
  open?: boolean;
  dir: string;
}

/** Open the address in the desktop's browser (best effort: a machine without one just prints it). */
function openBrowser(url: string): void {
  const cmd = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open';
  try {
    const child = spawn(cmd, [url], { stdio: 'ignore', detached: true });
    child.on('error', () => process.stderr.write(`wsim: could not open a browser (${cmd}); open ${url} yourself\n`));
    child.unref();
  } catch {
    process.stderr.write(`wsim: could not open a browser; open ${url} yourself\n`);
  }
}

export function registerServe(program: Command): void {
  program
    .command('serve')
    .description('play against a computer captain or a friend, and replay games, in the browser (see docs/play.md)')
    .option('--port <port>', 'TCP port (0: any free port)', '8080')
    .option('--host <host>', 'address to bind (another than 127.0.0.1 lets other machines join)', '127.0.0.1')
    .option('--dir <folder>', 'where the games are saved (and resumed from)', '.wsim/serve')
    .option('--open', 'open the page in the default browser')
    .action(
      guard(async (opts: ServeOpts) => {
        const port = parseIntOption('--port', opts.port, 0, 65535);
        let served;
        try {
          served = await serve({ port, host: opts.host, dir: opts.dir, log: (l) => process.stderr.write(`${l}\n`) });
        } catch (e) {
          const code = (e as NodeJS.ErrnoException).code;
          if (code === 'EADDRINUSE')
            throw new UserError(`--port: port ${port} on ${opts.host} is in use (try --port 0 for any free port)`);
          if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN')
            throw new UserError(`--host: cannot bind ${opts.host} (not an address of this machine)`);
          if (code === 'EACCES') throw new UserError(`--port: not allowed to bind port ${port}`);
          throw e;
        }
        process.stdout.write(`wsim serve: ${served.url} (games saved in ${opts.dir}; Ctrl-C stops)\n`);
        if (opts.open) openBrowser(served.url);
        const stop = () => {
          void served.close().then(() => process.exit(0));
        };
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      }),
    );
}
