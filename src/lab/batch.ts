/** A batch of games played in one task: rows serialised as JSON Lines, ready to append. */
import { errorRow, playCellGame } from './game.js';
import type { Experiment } from './experiment.js';
import type { GameRef } from './plan.js';
import type { ResultRow } from './types.js';

export interface BatchResult {
  /** one JSON line per game, each ending with "\n" */
  text: string;
  games: number;
  errors: number;
}

function toBatch(rows: ResultRow[]): BatchResult {
  return {
    text: rows.map((r) => `${JSON.stringify(r)}\n`).join(''),
    games: rows.length,
    errors: rows.filter((r) => r.kind === 'error').length,
  };
}

export function playBatch(exp: Experiment, games: readonly GameRef[]): BatchResult {
  return toBatch(games.map(([cell, index]) => playCellGame(exp, exp.cells[cell], index)));
}

/** Error rows for games whose task failed outside the game (e.g. the worker thread died). */
export function failedBatch(exp: Experiment, games: readonly GameRef[], e: unknown): BatchResult {
  return toBatch(games.map(([cell, index]) => errorRow(exp, exp.cells[cell], index, e)));
}
