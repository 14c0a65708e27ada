/** `wsim scenario list | show <id> | validate <file>` */
import type { Command } from 'commander';
import { listScenarios, loadScenario, scenarioWarnings } from '../../index.js';
import { guard } from '../errors.js';
import { readText, scenarioFrom } from '../io.js';
import { registerScenarioHistory } from './scenarioHistory.js';

export function registerScenario(program: Command): void {
  const cmd = program.command('scenario').description('list, show and validate scenarios');
  cmd
    .command('list')
    .description('list the built-in scenarios')
    .option('--json', 'print JSON')
    .action(guard((opts: { json?: boolean }) => {
      const list = listScenarios();
      if (opts.json) {
        process.stdout.write(JSON.stringify(list, null, 2) + '\n');
        return;
      }
      for (const s of list) {
        process.stdout.write(`${s.id.padEnd(24)} ${s.name}  [${s.ships} ships, ${s.level}, ${s.victory}, ${s.turnLimit === null ? 'no turn limit' : `${s.turnLimit} turns`}]\n`);
      }
    }));
  cmd
    .command('show <id>')
    .description('print a built-in scenario (or a scenario file) as JSON')
    .action(guard((id: string) => {
      process.stdout.write(JSON.stringify(scenarioFrom(id), null, 2) + '\n');
    }));
  cmd
    .command('validate <file>')
    .description('check a scenario file; every mistake is one line naming the field')
    .option('--json', 'print JSON')
    .action(guard((file: string, opts: { json?: boolean }) => {
      const s = loadScenario(readText(file), file);
      const warnings = scenarioWarnings(s, file);
      if (opts.json) process.stdout.write(JSON.stringify({ ok: true, id: s.id, ships: s.ships.length, warnings }) + '\n');
      else {
        for (const w of warnings) process.stderr.write(`warning: ${w}\n`);
        process.stdout.write(`${file}: ok (${s.id}, ${s.ships.length} ships${warnings.length ? `, ${warnings.length} warning${warnings.length > 1 ? 's' : ''}` : ''})\n`);
      }
    }));
  registerScenarioHistory(cmd);
}
