/** `wsim scenario list | show <id> | validate <file>` */
import type { Command } from 'commander';
import { listScenarios, systemOfScenario } from '../../index.js';
import { guard } from '../errors.js';
import { readText, scenarioFrom } from '../io.js';

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
      const width = Math.max(24, ...list.map((s) => s.id.length));
      for (const s of list) {
        const system = s.system === 'wsim' ? '' : `${s.system}, `;
        process.stdout.write(`${s.id.padEnd(width)} ${s.name}  [${system}${s.ships} ships, ${s.level}, ${s.victory}, ${s.turnLimit === null ? 'no turn limit' : `${s.turnLimit} turns`}]\n`);
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
      const text = readText(file);
      const system = systemOfScenario(text); // the scenario's "system" field (WS&IM when absent) chooses the loader
      const s = system.loadScenario(text, file) as { id: string; ships: unknown[] };
      const warnings = system.scenarioWarnings(s, file);
      if (opts.json) process.stdout.write(JSON.stringify({ ok: true, id: s.id, ships: s.ships.length, warnings }) + '\n');
      else {
        for (const w of warnings) process.stderr.write(`warning: ${w}\n`);
        process.stdout.write(`${file}: ok (${s.id}, ${s.ships.length} ships${warnings.length ? `, ${warnings.length} warning${warnings.length > 1 ? 's' : ''}` : ''})\n`);
      }
    }));
}
