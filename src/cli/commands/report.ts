/** `wsim report <results.jsonl|ladder.json...> --out reports/<name>/`: the batch results as a report page. */
import { basename, resolve } from 'node:path';
import type { Command } from 'commander';
import { buildReport, ReportInputError } from '../../report/index.js';
import { guard, UserError } from '../errors.js';
import { shownPath } from '../io.js';
import { LabError } from '../../lab/errors.js';

interface ReportOptions {
  out?: string;
  name?: string;
  ladder?: string[];
  margin: string;
  svg: boolean;
  allowMixed?: boolean;
  viewer?: string;
  question?: string;
  experiment?: string;
}

function parseMargin(value: string): number {
  const n = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value.trim()) || n <= 0 || n >= 50)
    throw new UserError(`--margin: expected percentage points between 0 and 50, e.g. 5 (got "${value}")`);
  return n / 100;
}

function checkedViewer(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    throw new UserError(`--viewer: expected the address of wsim serve, e.g. http://127.0.0.1:8080/ (got "${value}")`);
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:')
    throw new UserError(`--viewer: expected an http or https address (got "${value}")`);
  return u.href;
}

export function registerReport(program: Command): void {
  program
    .command('report')
    .description('aggregate batch results (and ladder reports) into charts, tables and a plain-words summary')
    .argument(
      '<inputs...>',
      'results files (JSONL from wsim sim) and ladder reports (JSON from wsim ladder --json), told apart by content',
    )
    .requiredOption('--out <dir>', 'output directory, e.g. reports/ammunition/')
    .option('--name <name>', 'report name in the title (default: the output directory name)')
    .option('--ladder <file...>', 'ladder report(s) from wsim ladder --json (also detected among the inputs)')
    .option('--margin <points>', 'smallest win-share edge that matters, in percentage points', '5')
    .option('--no-svg', 'skip the static SVG files (the page still draws every chart)')
    .option('--allow-mixed', 'pool the rows of different experiments in one report (refused otherwise)')
    .option('--viewer <url>', 'address of wsim serve for the links to games worth watching', 'http://127.0.0.1:8080/')
    .option(
      '--experiment <file>',
      'the experiment file whose "question" the report answers first (default: experiments/<id>.json, if there)',
    )
    .option('--question <factor>', 'the factor the report answers first: ammo, quality, class or captain')
    .action(
      guard(async (inputs: string[], opts: ReportOptions) => {
        const margin = parseMargin(opts.margin);
        if (!opts.out || opts.out.trim() === '')
          throw new UserError('--out: expected an output directory, e.g. reports/ammunition/ (got an empty path)');
        const outDir = resolve(opts.out);
        try {
          const result = await buildReport({
            inputs,
            ladders: opts.ladder ?? [],
            outDir,
            name: opts.name ?? basename(outDir),
            margin,
            svg: opts.svg,
            allowMixed: opts.allowMixed === true,
            viewer: checkedViewer(opts.viewer),
            question: opts.question,
            experiment: opts.experiment,
          });
          const shown = shownPath(result.indexPath);
          const lines = [`wrote ${shown} (${result.charts.length} charts, ${result.files.length} files)`];
          if (result.findings.length)
            lines.push(result.question ?? 'findings:', ...result.findings.map((f, i) => `  ${i + 1}. ${f}`));
          process.stdout.write(lines.join('\n') + '\n');
        } catch (e) {
          if (e instanceof LabError) throw new UserError(e.lines);
          if (e instanceof ReportInputError) throw new UserError(e.message);
          throw e;
        }
      }),
    );
}
