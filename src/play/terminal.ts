/**
 * The terminal around a PlaySession (node:readline): prompts, every input line answered in turn,
 * the countdown of timed moves, and a clean exit that saves the game when the player quits, the
 * input ends (Ctrl-D, end of a pipe) or the terminal goes away (SIGINT, SIGHUP, SIGTERM).
 * Works the same when stdin is not a terminal: each piped line is echoed after its prompt.
 */
import { createInterface, clearLine, cursorTo } from 'node:readline';
import type { PlaySession, Reply } from './session.js';

export interface TerminalOptions {
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
  /** a real terminal (line editing, live countdown) or piped lines */
  terminal: boolean;
  /** how often the countdown is refreshed (ms) */
  tickMs?: number;
  /** listen to process signals (off in tests) */
  signals?: boolean;
  /** follow the terminal's width: read again when the output is resized (absent: the session's width stays) */
  followWidth?: () => number;
}

export type EndReason = 'quit' | 'over' | 'closed' | 'signal';

export function runInTerminal(session: PlaySession, o: TerminalOptions): Promise<EndReason> {
  return new Promise((resolve) => {
    let finished = false;
    o.output.on('error', () => {}); // a closed terminal (EPIPE, EIO) must not crash the game
    const resized = () => {
      if (o.followWidth) session.width = o.followWidth();
    };
    o.output.on('resize', resized);
    const write = (text: string) => {
      try {
        o.output.write(text);
      } catch {
        // the terminal is gone; the game is saved by the caller of finish()
      }
    };
    const print = (lines: readonly string[]) => write(lines.map((l) => `${l}\n`).join(''));
    const rl = createInterface({ input: o.input, output: o.terminal ? o.output : undefined, terminal: o.terminal });

    const prompt = () => {
      if (finished) return;
      if (o.terminal) {
        rl.setPrompt(session.prompt());
        rl.prompt(true);
      } else write(session.prompt());
    };

    const finish = (reason: EndReason, message?: string) => {
      if (finished) return;
      finished = true;
      clearInterval(timer);
      for (const [sig, fn] of handlers) process.removeListener(sig, fn);
      o.output.removeListener('resize', resized);
      if (reason === 'closed' || reason === 'signal') {
        const err = session.over ? null : session.save();
        const where =
          session.savePath && !err
            ? `the game is saved in ${session.savePath}; resume with: ${session.resumeCommand()}`
            : (err ?? 'the game was not saved');
        print(['', `${message ?? 'Input closed'} — ${where}`]);
      }
      rl.close();
      resolve(reason);
    };

    const show = (r: Reply, async: boolean) => {
      if (async && o.terminal) {
        clearLine(o.output, 0);
        cursorTo(o.output, 0);
      } else if (async) write('\n');
      print(r.lines);
      if (r.end) finish(r.end);
      else prompt();
    };

    rl.on('line', (line) => {
      if (finished) return;
      if (!o.terminal) write(`${line}\n`);
      let r: Reply;
      try {
        r = session.input(line);
      } catch (e) {
        // never crash on input: report, keep the game (it is saved after every accepted order)
        r = { lines: [`Sorry — that input could not be handled (${(e as Error).message}). The game goes on.`] };
      }
      show(r, false);
    });
    rl.on('close', () => finish('closed'));
    rl.on('SIGINT', () => finish('signal', 'Interrupted'));

    const timer = setInterval(() => {
      if (finished || session.countdownEnds === null) return;
      const where = `${session.state.turn} ${session.stage}`;
      const r = session.tick();
      if (!r) {
        if (o.terminal) prompt();
        return;
      }
      if (o.terminal && where !== `${session.state.turn} ${session.stage}`) {
        // time is up: what was being typed was not written in time (II / 30.0); clear it
        rl.write(null, { ctrl: true, name: 'e' });
        rl.write(null, { ctrl: true, name: 'u' });
      }
      show(r, true);
    }, o.tickMs ?? 1000);
    timer.unref?.();

    const handlers: [NodeJS.Signals, () => void][] =
      o.signals === false
        ? []
        : (['SIGINT', 'SIGHUP', 'SIGTERM'] as const).map((sig) => [
            sig,
            () => finish('signal', sig === 'SIGHUP' ? 'Terminal closed' : 'Interrupted'),
          ]);
    for (const [sig, fn] of handlers) process.on(sig, fn);

    print(session.intro());
    if (session.over) finish('over');
    else prompt();
  });
}
