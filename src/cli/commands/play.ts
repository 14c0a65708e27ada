/** `wsim play [scenario] --captain <name> --side <side> [--seed N] [--rules ...]` — play against a computer captain. */
import { existsSync } from 'node:fs';
import type { Command } from 'commander';
import { captainNames, parseCaptainSpec, CaptainSpecError, levelNamed, LEVEL_NAMES } from '../../../bots/index.js';
import { distinctOutputs, outputTarget } from '../../files/output.js';
import {
  PlaySession,
  SaveError,
  defaultSavePath,
  parseSave,
  recordPathFor,
  runInTerminal,
  type PlaySave,
} from '../../play/index.js';
import { guard, UserError } from '../errors.js';
import { parseIntOption, readJson, scenarioFrom, shownPath } from '../io.js';
import { RULES_HELP, rulesFor } from '../rulesOption.js';

interface PlayOpts {
  captain?: string;
  side?: string;
  seed?: string;
  rules?: string;
  optional?: string;
  save?: string;
  resume?: string;
  ascii?: boolean;
  width?: string;
}

function defaultCaptain(): string {
  return captainNames().includes('greedy-raker') ? 'greedy-raker' : 'scripted';
}

/** The captain spec asked for: a level of play stands for its spec (bots/levels.ts), which the save and the record keep. */
function checkedCaptain(spec: string): string {
  try {
    parseCaptainSpec(spec);
    return levelNamed(spec)?.spec ?? spec;
  } catch (e) {
    if (e instanceof CaptainSpecError) throw new UserError(`--captain: ${e.message}`);
    throw e;
  }
}

function sideOf(sides: { id: string; name: string }[], wanted: string | undefined): string {
  if (wanted === undefined) return sides[0].id;
  const w = wanted.trim().toLowerCase();
  const hit =
    sides.find((s) => s.id === w || s.name.toLowerCase() === w) ??
    sides.find((s) => s.name.toLowerCase().startsWith(w));
  if (!hit)
    throw new UserError(
      `--side: expected one of ${sides.map((s) => `${s.id} (${s.name})`).join(', ')} (got "${wanted}")`,
    );
  return hit.id;
}

/** The terminal's width in columns (within 60–300), or 80 when the output is not a terminal. */
function terminalWidth(): number {
  const columns = process.stdout.isTTY ? process.stdout.columns : undefined;
  return columns ? Math.max(60, Math.min(300, columns)) : 80;
}

/**
 * How this wsim was run, for the commands the game prints (resume, replay): `node <path to bin/wsim.js>` when it
 * was run as a script (after `npm ci`, from the project: `node bin/wsim.js`), `npx wsim` when it came through
 * npm's links (a project's node_modules/.bin), `wsim` when installed on the PATH.
 */
function invocation(): string {
  const script = process.argv[1] ?? '';
  if (/wsim\.js$/.test(script)) {
    const path = shownPath(script);
    return `node ${/\s/.test(path) ? `'${path}'` : path}`;
  }
  return /node_modules[\\/]\.bin/.test(script) ? 'npx wsim' : 'wsim';
}

/**
 * The default save file of a new game: never an unfinished game's save (a fixed --seed names the same
 * file every time). Such a save is kept, its resume command shown, and this game saves beside it.
 */
function freshSavePath(scenarioId: string, seed: string): string {
  const base = defaultSavePath(scenarioId, seed);
  let path = base;
  for (let n = 2; existsSync(path) && unfinished(path); n++) path = base.replace(/\.json$/, `-${n}.json`);
  if (path !== base) {
    process.stderr.write(
      `wsim: an unfinished game of this scenario and seed is saved in ${base} (continue it with: ${invocation()} play --resume ${base}); this new game saves to ${path}\n`,
    );
  }
  return path;
}

function unfinished(file: string): boolean {
  try {
    const save = parseSave(readJson(file), file);
    return !save.record.result;
  } catch {
    return true; // not a save we can read: keep it too
  }
}

function loadSave(file: string): PlaySave {
  try {
    return parseSave(readJson(file), file);
  } catch (e) {
    if (e instanceof SaveError) throw new UserError(e.message);
    throw e;
  }
}

/** The save file and the record written beside it, checked before the game starts: regular files or new paths, two files. */
function checkedSavePath(path: string): string {
  const record = recordPathFor(path);
  outputTarget(path);
  outputTarget(record);
  distinctOutputs([
    { option: '--save', path },
    { option: 'the record file', path: record },
  ]);
  return path;
}

export function registerPlay(program: Command): void {
  program
    .command('play [scenario]')
    .description('play a scenario against a computer captain in the terminal (see docs/play.md)')
    .option(
      '--captain <name>',
      `the computer captain: a level (${LEVEL_NAMES.join(', ')}) or name[:key=value,...] (default ${defaultCaptain()})`,
    )
    .option('--side <side>', 'the side you command (id or name; default the first side)')
    .option('--seed <seed>', 'random seed (default: taken from the clock, and shown)')
    .option('--rules <level>', RULES_HELP)
    .option('--optional <names>', 'optional rules (WS&IM) or special rules (Springelkamp), comma-separated')
    .option('--save <file>', 'where the game saves itself (default .wsim/play-<scenario>-<seed>.json)')
    .option('--resume <file>', 'continue a saved game')
    .option('--ascii', 'plain ASCII symbols on the board')
    .option('--width <columns>', "width of the board and text (default: the terminal's, else 80)")
    .action(
      guard(async (scenarioRef: string | undefined, opts: PlayOpts) => {
        const width = opts.width !== undefined ? parseIntOption('--width', opts.width, 60, 300) : terminalWidth();
        const common = { ascii: opts.ascii === true, width, invocation: invocation() };
        let session: PlaySession;
        if (opts.resume) {
          const clash = (['captain', 'side', 'seed', 'rules', 'optional'] as const).find((k) => opts[k] !== undefined);
          if (scenarioRef || clash) {
            throw new UserError(
              `--resume continues the saved game with its own scenario, seed, rules, side and captain: drop ${scenarioRef ? `"${scenarioRef}"` : `--${clash}`}`,
            );
          }
          const save = loadSave(opts.resume);
          try {
            session = PlaySession.resume(
              save,
              { ...common, savePath: checkedSavePath(opts.save ?? opts.resume) },
              opts.resume,
            );
          } catch (e) {
            if (e instanceof CaptainSpecError) throw new UserError(`${opts.resume}: captain: ${e.message}`);
            if (e instanceof SaveError) throw new UserError(e.message);
            throw e;
          }
        } else {
          const { scenario, rules } = rulesFor(scenarioFrom(scenarioRef ?? 'frigate-duel'), opts.rules, opts.optional);
          // no --seed: a fresh game each time. The seed is chosen here, outside the engine, then shown in
          // the header and written to the save and the record, so the game replays exactly.
          const seed = opts.seed ?? String(Date.now() % 1_000_000);
          const captain = checkedCaptain(opts.captain ?? defaultCaptain());
          const human = sideOf(scenario.sides, opts.side);
          session = PlaySession.start(
            { scenario, seed, rules, human, captain },
            { ...common, savePath: checkedSavePath(opts.save ?? freshSavePath(scenario.id, seed)) },
          );
        }
        const terminal = process.stdin.isTTY === true && process.stdout.isTTY === true;
        const end = await runInTerminal(session, {
          input: process.stdin,
          output: process.stdout,
          terminal,
          followWidth: opts.width === undefined ? terminalWidth : undefined,
        });
        if (end === 'signal') setTimeout(() => process.exit(0), 200).unref();
      }),
    );
}
