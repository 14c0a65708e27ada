/** Hand-made game rows for the report's unit tests. */
import { emptySideStats } from '../../src/index.js';
import type { GameRow } from '../../src/lab/types.js';

export interface RowSpec {
  cell?: string;
  index?: number;
  factors?: GameRow['factors'];
  winner?: 'blue' | 'red' | 'draw';
  turns?: number;
  reason?: string;
  surrenders?: GameRow['surrenders'];
  captains?: Record<string, string>;
  captures?: { blue?: number; red?: number };
  dealt?: {
    blue?: Partial<Record<'H' | 'G' | 'C' | 'R', number>>;
    red?: Partial<Record<'H' | 'G' | 'C' | 'R', number>>;
  };
  points?: { blue: number; red: number };
}

/** A two-sided game row (sides "blue" then "red"). */
export function row(spec: RowSpec = {}): GameRow {
  const cell = spec.cell ?? 'c';
  const index = spec.index ?? 0;
  const winner = spec.winner ?? 'blue';
  const perSide = { blue: emptySideStats(), red: emptySideStats() };
  for (const side of ['blue', 'red'] as const) {
    Object.assign(perSide[side].damageDealt, spec.dealt?.[side] ?? {});
    perSide[side].captures = spec.captures?.[side] ?? 0;
  }
  const loser = winner === 'blue' ? 'red' : 'blue';
  return {
    kind: 'game',
    experiment: 'test',
    cell,
    factors: spec.factors ?? {},
    index,
    gameId: `${cell}#${index}`,
    seed: `${cell}/${index}`,
    scenario: 'frigate-duel',
    rules: 'basic',
    captains: spec.captains ?? { blue: 'scripted', red: 'scripted' },
    engineVersion: 'test',
    winner,
    turns: spec.turns ?? 10,
    reason: spec.reason ?? (winner === 'draw' ? 'turn limit (30) reached' : `${loser} surrendered`),
    points: spec.points ?? { blue: winner === 'blue' ? 14 : 0, red: winner === 'red' ? 14 : 0 },
    surrenders:
      spec.surrenders ??
      (winner === 'draw' ? [] : [{ ship: `${loser}-ship`, side: loser, cause: 'striking', turn: spec.turns ?? 10 }]),
    perSide,
  };
}
