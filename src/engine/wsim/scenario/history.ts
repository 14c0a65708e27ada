/**
 * The historical fields of a scenario file: the year, the source named, and what happened
 * (`history`): who won, which ships struck, were taken or were lost. They describe the scenario
 * and never change a game; `wsim scenario history` compares them with simulated games.
 */
import { z } from 'zod';

const shipIds = z.array(z.string().min(1).max(40)).max(60);

export const historySchema = z
  .object({
    /** what happened, in a few sentences */
    summary: z.string().min(1).max(2000),
    /** the side that won the action, or "draw" when neither did */
    winner: z.string().min(1).max(30),
    /** ships that struck their colours (taken or not) */
    struck: shipIds.optional(),
    /** ships taken by the enemy (boarded or struck and taken possession of) */
    taken: shipIds.optional(),
    /** ships lost: sunk, blown up, burnt or wrecked, in the action or from its damage */
    sunk: shipIds.optional(),
  })
  .strict();

export const historicalFields = {
  /** the year of the action (a historical scenario) */
  year: z.number().int().min(1500).max(2100).optional(),
  /** where the scenario comes from: a game's scenario, a historical account */
  source: z.string().min(1).max(600).optional(),
  history: historySchema.optional(),
};

export type ScenarioHistory = z.infer<typeof historySchema>;

/** The cross-field checks of `history`: the winner is a side (or "draw"), every ship id exists, none twice in a list. */
export function checkHistory(
  history: ScenarioHistory | undefined,
  sideIds: ReadonlySet<string>,
  shipIds: ReadonlySet<string>,
  err: (path: string, msg: string) => void,
): void {
  if (!history) return;
  if (history.winner !== 'draw' && !sideIds.has(history.winner)) {
    err(
      'history.winner',
      `expected a side id (${[...sideIds].map((s) => `"${s}"`).join(', ')}) or "draw" (got "${history.winner}")`,
    );
  }
  for (const key of ['struck', 'taken', 'sunk'] as const) {
    const seen = new Set<string>();
    (history[key] ?? []).forEach((id, i) => {
      if (!shipIds.has(id)) err(`history.${key}[${i}]`, `expected the id of a ship of this scenario (got "${id}")`);
      else if (seen.has(id)) err(`history.${key}[${i}]`, `"${id}" is listed twice`);
      seen.add(id);
    });
  }
}
