/** `wsim demo`: a built-in engagement auto-played by the scripted policy, printed as a game log. */
import type { Command } from 'commander';
import {
  formatEvent,
  newGame,
  outcome,
  playerView,
  recordTurn,
  resolveTurn,
  startRecord,
  type OrdersBySide,
} from '../../index.js';
import { scriptedSideOrders } from '../../../bots/scripted.js';
import { guard, UserError } from '../errors.js';
import { scenarioFrom } from '../io.js';
import { RULES_HELP, rulesFor } from '../rulesOption.js';

export function registerDemo(program: Command): void {
  program
    .command('demo')
    .description('auto-play a built-in engagement (close, fire, reload) and print the log')
    .option('--scenario <id>', 'built-in scenario id or scenario file', 'frigate-duel')
    .option('--seed <seed>', 'random seed', '1')
    .option('--rules <level>', RULES_HELP)
    .option('--json', 'print the game record and the outcome as JSON')
    .action(
      guard((opts: { scenario: string; seed: string; rules?: string; json?: boolean }) => {
        const { scenario, rules } = rulesFor(scenarioFrom(opts.scenario), opts.rules);
        let state = newGame(scenario, { seed: opts.seed, rules });
        if (state.static.system !== 'wsim')
          throw new UserError(
            `demo: its scripted captain plays WS&IM only (this game is "${state.static.system}"); watch one with wsim play, or measure with wsim ladder and wsim sim`,
          );
        const record = startRecord(
          scenario,
          state,
          Object.fromEntries(state.static.sides.map((s) => [s.id, 'scripted'])),
        );
        const names = new Map(state.static.ships.map((s) => [s.id, s.name]));
        const lines: string[] = [];
        if (!opts.json) {
          lines.push(`${scenario.name} — seed ${opts.seed}, ${state.static.rules.level} rules`);
        }
        while (!state.result) {
          const orders: OrdersBySide = {};
          for (const side of state.static.sides) orders[side.id] = scriptedSideOrders(playerView(state, side.id));
          const r = resolveTurn(state, orders);
          state = r.state;
          recordTurn(record, orders, state);
          if (!opts.json) for (const e of r.events) lines.push(formatEvent(e, (id) => names.get(id) ?? id));
        }
        const o = outcome(state);
        record.result = state.result;
        if (opts.json) process.stdout.write(JSON.stringify({ record, outcome: o }) + '\n');
        else process.stdout.write(lines.join('\n') + '\n');
      }),
    );
}
