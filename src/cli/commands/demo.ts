/**
 * `wsim demo`: a built-in engagement auto-played, printed as a game log. Both sides are played by the scripted
 * policy where it knows the rule system (WS&IM), else by a captain that plays every system (greedy-raker).
 */
import type { Command } from 'commander';
import { formatEvent, outcome, systemOfScenario, type AnyScenario, type AnyState } from '../../index.js';
import { captainEntry, createCaptain, playGame } from '../../../bots/index.js';
import { guard } from '../errors.js';
import { scenarioFrom } from '../io.js';
import { RULES_HELP, rulesFor, rulesLabel } from '../rulesOption.js';

/** The demo's captains, first choice first: the scripted policy, then one that plays every rule system. */
const DEMO_CAPTAINS = ['scripted', 'greedy-raker'] as const;

/** The first demo captain that plays the game's rule system. */
function demoCaptain(system: string): string {
  return DEMO_CAPTAINS.find((c) => captainEntry(c)?.systems?.includes(system) ?? true)!;
}

function header(scenario: AnyScenario, state: AnyState, seed: string, rules: string | undefined, captain: string) {
  const played = `${state.static.system === 'wsim' ? state.static.rules.level : rulesLabel(rules, scenario)} rules`;
  return `${scenario.name} — seed ${seed}, ${played}; both sides played by ${captain}`;
}

export function registerDemo(program: Command): void {
  program
    .command('demo')
    .description('auto-play a built-in engagement (close, fire, reload) under any rule system and print the log')
    .option('--scenario <id>', 'built-in scenario id or scenario file', 'frigate-duel')
    .option('--seed <seed>', 'random seed', '1')
    .option('--rules <level>', RULES_HELP)
    .option('--json', 'print the game record and the outcome as JSON')
    .action(
      guard((opts: { scenario: string; seed: string; rules?: string; json?: boolean }) => {
        const { scenario, rules } = rulesFor(scenarioFrom(opts.scenario), opts.rules);
        const captain = demoCaptain(systemOfScenario(scenario).id);
        const sides = scenario.sides.map((s) => s.id);
        const captains = Object.fromEntries(sides.map((s) => [s, createCaptain(captain)]));
        const r = playGame(scenario, captains, { seed: opts.seed, rules, keepEvents: !opts.json });
        if (opts.json) {
          process.stdout.write(JSON.stringify({ record: r.record, outcome: outcome(r.state) }) + '\n');
          return;
        }
        const names = new Map(r.state.static.ships.map((s) => [s.id, s.name]));
        const lines = [header(scenario, r.state, opts.seed, opts.rules, captain)];
        for (const e of r.events) lines.push(formatEvent(r.state, e, (id: string) => names.get(id) ?? id));
        process.stdout.write(lines.join('\n') + '\n');
      }),
    );
}
