/** `wsim scenario list | show <id> | validate <file> | schema | catalogue | new` */
import { writeFileAtomic } from '../../files/output.js';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';
import { listScenarios, ScenarioError, systemOfScenario } from '../../index.js';
import {
  CATALOGUE,
  DesignError,
  designScenario,
  loadScenario,
  scenarioJsonSchemaText,
  type CatalogueEntry,
  type RulesInput,
} from '../../api/wsim.js';
import { guard, printLines, UserError } from '../errors.js';
import { readText, scenarioFrom } from '../io.js';
import { registerScenarioHistory } from './scenarioHistory.js';
import { parseRulesChoice } from '../rulesOption.js';

/** The committed JSON Schema (schemas/scenario.schema.json at the top of the project). */
// from the sources (src/cli/commands) or the compiled dist/src/cli/commands: the package's own schemas/ folder
const SCHEMA_FILE = resolve(
  dirname(fileURLToPath(import.meta.url)),
  import.meta.url.endsWith('.ts') ? '../../..' : '../../../..',
  'schemas/scenario.schema.json',
);

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function pointsText(e: CatalogueEntry): string {
  return typeof e.points === 'number'
    ? `${e.points} (${e.quality})`
    : Object.entries(e.points)
        .map(([q, p]) => `${q[0]}${p}`)
        .join(' ');
}

/** `scenario list`: the built-in scenarios of every rule system, a table or JSON. */
function listAction(opts: { json?: boolean }): void {
  const list = listScenarios();
  if (opts.json) {
    process.stdout.write(JSON.stringify(list, null, 2) + '\n');
    return;
  }
  const rows = list.map((s) => [
    s.id,
    s.name,
    s.year === null ? '—' : String(s.year),
    s.sides.map((x) => x.ships).join(' v '),
    s.system === 'wsim' ? s.level : `${s.system} ${s.level}`,
  ]);
  const head = ['id', 'name', 'year', 'ships', 'rules'];
  const width = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  for (const r of [head, ...rows])
    process.stdout.write(r.map((c, i) => (i === r.length - 1 ? c : c.padEnd(width[i]))).join('  ') + '\n');
}

/** `scenario validate <file>`: every mistake one line naming the field (exit 2), the warnings (exit 0). */
function validateAction(file: string, opts: { json?: boolean }): void {
  const text = readText(file);
  let errors: string[] = [];
  let warnings: string[] = [];
  let summary = '';
  try {
    const system = systemOfScenario(text); // the scenario's "system" field (WS&IM when absent) chooses the loader
    const s = system.loadScenario(text, file) as { id: string; ships: unknown[] };
    warnings = system.scenarioWarnings(s, file);
    summary = `${s.id}, ${plural(s.ships.length, 'ship')}`;
  } catch (e) {
    if (!(e instanceof ScenarioError)) throw e;
    errors = e.lines;
  }
  if (opts.json) process.stdout.write(JSON.stringify({ ok: errors.length === 0, file, errors, warnings }) + '\n');
  else {
    printLines('error: ', errors);
    printLines('warning: ', warnings);
    if (errors.length) printLines('', [`${file}: ${plural(errors.length, 'error')}`]);
    else
      process.stdout.write(
        `${file}: ok (${summary}${warnings.length ? `, ${plural(warnings.length, 'warning')}` : ''})\n`,
      );
  }
  if (errors.length) process.exitCode = 2;
}

/** `scenario catalogue`: the ship catalogue, a line per class or JSON. */
function catalogueAction(opts: { json?: boolean }): void {
  if (opts.json) {
    process.stdout.write(JSON.stringify(CATALOGUE, null, 2) + '\n');
    return;
  }
  for (const e of CATALOGUE) {
    const where = e.scenario ? `  [${e.scenario}]` : '';
    process.stdout.write(
      `${e.id.padEnd(30)} ${e.nation.padEnd(10)} ${e.label.padEnd(14)} class ${e.shipClass}  ${String(e.gunRating).padStart(3)} guns  points ${pointsText(e)}${where}\n`,
    );
  }
}

/** `scenario new`: a scenario designed from a points budget per side, checked like any file before it is written. */
function newAction(opts: {
  points: string;
  sides: string;
  classes?: string;
  rules?: string;
  seed: string;
  out?: string;
}): void {
  if (!/^-?\d+$/.test(opts.points.trim()))
    throw new UserError(`--points: expected a whole number of points > 0 (got "${opts.points}")`);
  const sides = opts.sides
    .split(',')
    .map((x) => x.trim().toLowerCase())
    .filter(Boolean);
  if (sides.length !== 2)
    throw new UserError(
      `--sides: expected two nations separated by a comma, e.g. british,french (got "${opts.sides}")`,
    );
  const classes = opts.classes
    ?.split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  let result;
  try {
    result = designScenario({
      points: Number(opts.points),
      sides: [sides[0], sides[1]],
      classes,
      rules: designRules(opts.rules),
      seed: opts.seed,
    });
  } catch (e) {
    if (e instanceof DesignError) throw new UserError(e.message);
    throw e;
  }
  const schemaRef = opts.out ? relative(dirname(resolve(opts.out)), SCHEMA_FILE) : SCHEMA_FILE;
  const scenario = { $schema: schemaRef, ...result.scenario };
  // the design is checked like any file before it is written
  loadScenario(scenario, opts.out ?? 'scenario new');
  const text = JSON.stringify(scenario, null, 2) + '\n';
  if (opts.out) writeFileAtomic(opts.out, text);
  else process.stdout.write(text);
  const report = result.sides
    .map(
      (x) =>
        `${x.nation} ${x.points} points in ${plural(x.ships, 'ship')} (${x.points === x.budget ? 'exactly the budget' : `${x.points > x.budget ? '+' : ''}${x.points - x.budget}`})`,
    )
    .join('; ');
  process.stderr.write(
    `${opts.out ?? 'scenario'}: ${report}; budget ${opts.points} a side; wind towards ${scenario.wind.direction}, velocity ${scenario.wind.velocity}, change number ${scenario.wind.changeNumber}\n`,
  );
}

export function registerScenario(program: Command): void {
  const cmd = program
    .command('scenario')
    .description('list, show, validate, design scenarios; the schema and the ship catalogue');
  cmd
    .command('list')
    .description('list the built-in scenarios: id, name, year, ships per side, rules level')
    .option('--json', 'print JSON')
    .action(guard(listAction));
  cmd
    .command('show <id>')
    .description('print a built-in scenario (or a scenario file) as JSON')
    .action(
      guard((id: string) => {
        process.stdout.write(JSON.stringify(scenarioFrom(id), null, 2) + '\n');
      }),
    );
  cmd
    .command('validate <file>')
    .description(
      'check a scenario file: every mistake one line naming the field (exit 2), warnings for suspicious set-ups (exit 0)',
    )
    .option('--json', 'print JSON')
    .action(guard(validateAction));
  cmd
    .command('schema')
    .description('print the JSON Schema of scenario files (generated from the validation schema)')
    .action(
      guard(() => {
        process.stdout.write(scenarioJsonSchemaText());
      }),
    );
  cmd
    .command('catalogue')
    .description("list the ship catalogue: the AH 1975 classes and the classic game's ships, by id")
    .option('--json', 'print JSON')
    .action(guard(catalogueAction));
  registerScenarioHistory(cmd);
  cmd
    .command('new')
    .description('design your own: a scenario from a points budget per side, entering from the corners (13.5)')
    .requiredOption('--points <n>', 'points budget of each side (14.2.1)')
    .requiredOption('--sides <a,b>', 'two nations, e.g. british,french')
    .option('--classes <ids>', 'catalogue ids to choose from (default: the AH 1975 classes of the two nations)')
    .option('--rules <level>', 'basic or advanced, optionally with optional rules')
    .option('--seed <s>', 'seed of the ship choice and the wind', '1')
    .option('--out <file>', 'write the scenario here (default: standard output)')
    .action(guard(newAction));
}

/** `scenario new` designs a WS&IM scenario (its catalogue and points, 14.2.1): its `--rules` are WS&IM's. */
function designRules(text?: string): RulesInput | undefined {
  const choice = parseRulesChoice(text);
  if (choice && choice.system !== 'wsim')
    throw new UserError(
      `--rules: scenario new designs a WS&IM scenario from the WS&IM catalogue; expected basic or advanced with optional rules (got "${text}")`,
    );
  return choice?.rules;
}
