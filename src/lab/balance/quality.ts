/**
 * Is the game still worth playing? The measures of a measurement's games that automated playtesting
 * reads beside the win rates (Browne and Maire, "Evolutionary game design", 2010: completion,
 * duration, drawishness, lead change, decisiveness): the share of draws, of games ending at the turn
 * limit, the median length, how often the lead in points changes hands in a game, and how early
 * the eventual winner is clear. A change that buys evenness with draws or with games that merely
 * run out the clock is flagged, and never offered as the best fix.
 */
import type { Measurement, Tally } from './measure.js';

/** A change raising draws or turn-limit endings by more than this share of games is flagged. */
export const ALIVE_MARGIN = 0.15;

export interface GameQuality {
  games: number;
  /** share of drawn games */
  draws: number;
  /** share of games that ran to the turn limit */
  limit: number;
  /** median length in turns */
  medianTurns: number;
  /** lead changes in points per game (mean) */
  leadChanges: number;
  /** decided games: the median share of the game played before the winner was clear (null: none decided) */
  clear: number | null;
}

/** The q-quantile of a histogram {value: count}. */
export function histogramQuantile(hist: Record<number, number>, q: number): number {
  const keys = Object.keys(hist)
    .map(Number)
    .sort((a, b) => a - b);
  const total = keys.reduce((n, k) => n + hist[k], 0);
  let seen = 0;
  for (const k of keys) {
    seen += hist[k];
    if (seen >= q * total) return k;
  }
  return keys.at(-1) ?? 0;
}

export function qualityOf(t: Tally): GameQuality {
  const n = t.games;
  const decided = Object.values(t.clear).reduce((a, b) => a + b, 0);
  return {
    games: n,
    draws: n ? t.draws / n : 0,
    limit: n ? t.endings['points at the turn limit'] / n : 0,
    medianTurns: histogramQuantile(t.turns, 0.5),
    leadChanges: n ? Math.round((t.leadChanges / n) * 100) / 100 : 0,
    clear: decided ? histogramQuantile(t.clear, 0.5) / 100 : null,
  };
}

const points = (x: number) => Math.round(x * 100);

/**
 * What a change does to the life of the game, as flags: draws or turn-limit endings up by more than
 * ALIVE_MARGIN against the scenario as written (empty: it keeps the game alive).
 */
export function qualityFlags(base: GameQuality, q: GameQuality): string[] {
  const flags: string[] = [];
  if (q.draws - base.draws > ALIVE_MARGIN)
    flags.push(`draws ${points(base.draws)}% → ${points(q.draws)}% (+${points(q.draws - base.draws)} points)`);
  if (q.limit - base.limit > ALIVE_MARGIN)
    flags.push(
      `games ending at the turn limit ${points(base.limit)}% → ${points(q.limit)}% (+${points(q.limit - base.limit)} points)`,
    );
  return flags;
}

export interface Ranked {
  key: string;
  m: Measurement;
  flags: readonly string[];
}

/**
 * Closest to even first, a change that keeps the game alive before any flagged one whatever its
 * evenness (a draw machine is never the best fix), then the narrower interval, then the key.
 */
export function byEvenness(a: Ranked, b: Ranked): number {
  return (
    Number(a.flags.length > 0) - Number(b.flags.length > 0) ||
    Math.abs(a.m.difference.estimate) - Math.abs(b.m.difference.estimate) ||
    a.m.precision - b.m.precision ||
    a.key.localeCompare(b.key)
  );
}

/** The quality measures in words. */
export function qualityText(q: GameQuality): string {
  const clear =
    q.clear === null ? 'no game decided' : `the winner clear after ${points(q.clear)}% of the game (median)`;
  return `draws ${points(q.draws)}%, at the turn limit ${points(q.limit)}%, median ${q.medianTurns} turns, ${q.leadChanges} lead changes a game, ${clear}`;
}
