/**
 * Golden playthroughs: seeded games played by the scripted policy; their full event logs are
 * committed and diffed. A rules change that alters a game shows up here as a readable diff.
 * Regenerate deliberately with: UPDATE_GOLDEN=1 npx vitest run tests/engine/golden.test.ts
 */
import { describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newGame, playerView, resolveTurn } from '../../src/index.js';
import { formatEvent, getScenario, type OrdersBySide } from '../../src/api/wsim.js';
import { scriptedSideOrders } from '../../bots/wsim/scripted.js';

function playLog(id: string, seed: string, level?: 'basic' | 'advanced'): string {
  let state = newGame(getScenario(id), { seed, rules: level ? { level } : undefined });
  const names = new Map(state.static.ships.map((s) => [s.id, s.name]));
  const lines: string[] = [];
  while (!state.result) {
    const orders: OrdersBySide = {};
    for (const side of state.static.sides) orders[side.id] = scriptedSideOrders(playerView(state, side.id));
    const r = resolveTurn(state, orders);
    state = r.state;
    for (const e of r.events) lines.push(formatEvent(e, (x) => names.get(x) ?? x));
  }
  return lines.join('\n') + '\n';
}

const CASES: [string, string, 'basic' | 'advanced' | undefined][] = [
  ['frigate-duel', '7', undefined],
  ['squadron-action', '3', undefined],
  ['frigate-duel', '11', 'advanced'],
];

describe('golden playthroughs', () => {
  for (const [id, seed, level] of CASES) {
    it(`${id}, seed ${seed}${level ? `, ${level}` : ''}`, () => {
      const file = fileURLToPath(new URL(`./golden/${id}-${seed}${level ? `-${level}` : ''}.log`, import.meta.url));
      const log = playLog(id, seed, level);
      if (process.env.UPDATE_GOLDEN) {
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, log);
      }
      expect(existsSync(file), `missing golden file ${file} (run with UPDATE_GOLDEN=1)`).toBe(true);
      expect(log).toBe(readFileSync(file, 'utf8'));
    });
  }
});
