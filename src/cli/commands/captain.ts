/**
 * `wsim captain train` — fit the learned value model on self-play positions (src/lab/train), and
 * `wsim captain tune` — tune a captain's numeric options by SPSA on side-swapped pairs (src/lab/tune).
 * Both run on the worker pool and give the same answer for a seed on any number of workers.
 */
import type { Command } from 'commander';
import { CaptainSpecError, parseCaptainSpec } from '../../../bots/index.js';
import { writeFileAtomic, outputTarget } from '../../files/output.js';
import { formatLadderStats } from '../../lab/ladder/ladder.js';
import { createProgress } from '../../lab/progress.js';
import { trainValueModel } from '../../lab/train/train.js';
import { wsimScenarioIds } from '../../lab/train/selfplay.js';
import { parseSpsaParam } from '../../lab/tune/spsa.js';
import { tune } from '../../lab/tune/tune.js';
import { guard, UserError } from '../errors.js';
import { parseIntOption, scenarioFrom } from '../io.js';
import { RULES_HELP, rulesFor } from '../rulesOption.js';

interface TrainCliOptions {
  games: string;
  seed: string;
  captain: string;
  scenarios?: string;
  duels: string;
  at: string;
  modelVersion: string;
  out: string;
  workers?: string;
  quiet?: boolean;
}

interface TuneCliOptions {
  captain: string;
  param: string[];
  scenario: string;
  rules?: string;
  seed: string;
  steps: string;
  pairs: string;
  verify: string;
  workers?: string;
  out?: string;
  quiet?: boolean;
}

function captainList(text: string, option: string): string[] {
  const list = text
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!list.length) throw new UserError(`${option}: expected a captain spec (got "${text}")`);
  for (const spec of list) {
    try {
      parseCaptainSpec(spec);
    } catch (e) {
      if (e instanceof CaptainSpecError) throw new UserError(`${option}: ${e.message}`);
      throw e;
    }
  }
  return list;
}

function shareOption(name: string, text: string): number {
  const v = Number(text);
  if (text.trim() === '' || !Number.isFinite(v) || v < 0 || v > 1)
    throw new UserError(`${name}: expected a share from 0 to 1 (got "${text}")`);
  return v;
}

function registerTrain(captain: Command): void {
  captain
    .command('train')
    .description('play self-play games on the worker pool and fit the value model of positions (bots/wsim/value)')
    .option('--games <n>', 'self-play games', '3000')
    .option('--seed <seed>', 'seed of the games and of the choice of scenarios', 'value-1')
    .option(
      '--captain <specs>',
      'captains of the self-play games, ";"-separated (each side draws one)',
      'greedy-raker;line-keeper',
    )
    .option('--scenarios <ids>', 'built-in WS&IM scenarios, comma-separated (default: every one)')
    .option('--duels <share>', 'share of generated duels of random classes and crews', '0.5')
    .option(
      '--at <point>',
      'where positions are recorded: combat (paused before the Combat Phase) or turn (its end)',
      'combat',
    )
    // not --version: the program's own --version (the workbench's) would answer it
    .option('--model-version <v>', 'the model version written in the file', 'local')
    .option('--out <file>', 'the model file written', 'value-model.json')
    .option('--workers <n>', 'worker threads (0: in this thread); default: the number of cores')
    .option('--quiet', 'no progress on stderr')
    .action(
      guard(async (opts: TrainCliOptions) => {
        const games = parseIntOption('--games', opts.games, 10, 10_000_000);
        const captains = captainList(opts.captain, '--captain');
        const known = wsimScenarioIds();
        const scenarios = opts.scenarios ? opts.scenarios.split(',').map((s) => s.trim()) : known;
        for (const id of scenarios)
          if (!known.includes(id)) throw new UserError(`--scenarios: "${id}" is not a built-in WS&IM scenario`);
        if (opts.at !== 'combat' && opts.at !== 'turn')
          throw new UserError(`--at: expected combat or turn (got "${opts.at}")`);
        const workers = opts.workers === undefined ? undefined : parseIntOption('--workers', opts.workers, 0, 256);
        const out = outputTarget(opts.out);
        const progress = createProgress(opts.quiet ? 'quiet' : 'auto');
        progress.start(games, 0);
        const command = `wsim captain train --games ${games} --seed ${opts.seed} --captain "${captains.join(';')}"${opts.scenarios ? ` --scenarios ${scenarios.join(',')}` : ''} --duels ${opts.duels} --at ${opts.at} --model-version ${opts.modelVersion}`;
        let model;
        try {
          model = await trainValueModel(
            { seed: opts.seed, games, captains, scenarios, duelShare: shareOption('--duels', opts.duels), at: opts.at },
            { workers, command, version: opts.modelVersion, onGame: () => progress.advance(1) },
          );
        } finally {
          progress.stop();
        }
        writeFileAtomic(out, JSON.stringify(model, null, 2) + '\n');
        const t = model.training;
        process.stdout.write(
          `${out}: ${t.positions} positions of ${games - Math.floor(games / 10)} games fitted (log loss ${t.logLoss}, Brier ${t.brier}); ` +
            `held out ${t.holdout.positions} positions of ${Math.floor(games / 10)} games: log loss ${t.holdout.logLoss}, Brier ${t.holdout.brier}\n`,
        );
      }),
    );
}

function registerTune(captain: Command): void {
  captain
    .command('tune')
    .description("tune a captain's numeric options by SPSA on side-swapped pairs, then measure the gain")
    .option('--captain <spec>', 'the captain spec tuned', 'mcts')
    .option(
      '--param <name=start/min/max/cEnd[/rEnd]>',
      'an option to tune (repeat for several), e.g. potential=0.3/0/1.5/0.1',
      (v: string, all: string[]) => [...all, v],
      [] as string[],
    )
    .option('--scenario <id>', 'built-in scenario id or scenario file', 'frigate-duel')
    .option('--rules <level>', RULES_HELP)
    .option('--seed <seed>', 'seed of the games and the perturbations', 'tune-1')
    .option('--steps <n>', 'SPSA steps', '200')
    .option('--pairs <n>', 'side-swapped pairs a step', '2')
    .option('--verify <n>', 'side-swapped pairs of the tuned options against the start', '100')
    .option('--workers <n>', 'worker threads (0: in this thread); default: the number of cores')
    .option('--out <file>', 'write the result as JSON')
    .option('--quiet', 'no progress on stderr')
    .action(
      guard(async (opts: TuneCliOptions) => {
        const spec = captainList(opts.captain, '--captain')[0];
        if (!opts.param.length) throw new UserError('--param: name at least one option to tune');
        const params = opts.param.map((p) => {
          try {
            return parseSpsaParam(p);
          } catch (e) {
            throw new UserError(`--param: ${(e as Error).message}`);
          }
        });
        for (const p of params) captainList(`${spec}${spec.includes(':') ? ',' : ':'}${p.name}=${p.start}`, '--param');
        const { scenario, rules } = rulesFor(scenarioFrom(opts.scenario), opts.rules);
        if (scenario.sides.length !== 2) throw new UserError(`--scenario: tuning needs a two-sided scenario`);
        const steps = parseIntOption('--steps', opts.steps, 1, 1_000_000);
        const pairs = parseIntOption('--pairs', opts.pairs, 1, 10_000);
        const verify = parseIntOption('--verify', opts.verify, 1, 100_000);
        const workers = opts.workers === undefined ? undefined : parseIntOption('--workers', opts.workers, 0, 256);
        const out = opts.out === undefined ? undefined : outputTarget(opts.out);
        const progress = createProgress(opts.quiet ? 'quiet' : 'auto');
        progress.start(steps, 0);
        let result;
        try {
          result = await tune(
            { captain: spec, params, scenario, ...(rules ? { rules } : {}), seed: opts.seed, steps, pairs, verify },
            { workers, onStep: () => progress.advance(1) },
          );
        } finally {
          progress.stop();
        }
        if (out) writeFileAtomic(out, JSON.stringify(result, null, 2) + '\n');
        const v = result.verify;
        process.stdout.write(
          `tuned: ${result.tunedSpec}\nstart: ${result.startSpec}\n` +
            `tuned against start, ${v.games / 2} side-swapped pairs: ${formatLadderStats(v)}\n`,
        );
      }),
    );
}

export function registerCaptain(program: Command): void {
  const captain = program.command('captain').description('train the value model and tune the captains');
  registerTrain(captain);
  registerTune(captain);
}
