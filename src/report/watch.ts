/**
 * Games worth watching in the replay viewer (`wsim serve`): the longest game, and a typical win of
 * each side (the first win whose length is the median of that side's wins). Kept as the rows
 * stream past in counts by length, not game by game.
 */
import type { GameRow } from '../lab/types.js';

export interface WatchGame {
  why: string;
  experiment: string;
  gameId: string;
  /** the game's seed in the run (a run with --seed plays other seeds than its experiment file says) */
  seed: string;
  turns: number;
  winner: string;
}

/** Where the viewer runs, unless the report is told otherwise. */
export const DEFAULT_VIEWER = 'http://127.0.0.1:8080/';

export class WatchList {
  private longest: WatchGame | null = null;
  /** per winning side: games by length, with the first game of each length */
  private wins = new Map<string, Map<number, { n: number; first: GameRow }>>();

  add(row: GameRow): void {
    if (!this.longest || row.turns > this.longest.turns) {
      this.longest = {
        why: 'the longest game',
        experiment: row.experiment,
        gameId: row.gameId,
        seed: row.seed,
        turns: row.turns,
        winner: row.winner,
      };
    }
    if (row.winner === 'draw' || row.winner === null) return;
    const bySide = this.wins.get(row.winner) ?? new Map<number, { n: number; first: GameRow }>();
    this.wins.set(row.winner, bySide);
    const at = bySide.get(row.turns);
    if (at) at.n++;
    else bySide.set(row.turns, { n: 1, first: row });
  }

  finish(): WatchGame[] {
    const out: WatchGame[] = this.longest ? [this.longest] : [];
    for (const [side, bySide] of [...this.wins].sort((a, b) => a[0].localeCompare(b[0]))) {
      const lengths = [...bySide.keys()].sort((a, b) => a - b);
      const total = lengths.reduce((a, t) => a + bySide.get(t)!.n, 0);
      let seen = 0;
      for (const t of lengths) {
        seen += bySide.get(t)!.n;
        if (seen * 2 >= total) {
          const row = bySide.get(t)!.first;
          out.push({
            why: `a typical win of ${side} (the median length of its ${total} wins)`,
            experiment: row.experiment,
            gameId: row.gameId,
            seed: row.seed,
            turns: row.turns,
            winner: row.winner,
          });
          break;
        }
      }
    }
    return out;
  }
}

/**
 * The viewer's address for a game: the experiment file is looked for as experiments/<experiment id>.json
 * under the folder wsim serve runs in; the game's seed is the run's own.
 */
export function watchLink(viewer: string, g: WatchGame): string {
  const base = viewer.endsWith('/') ? viewer : `${viewer}/`;
  return `${base}?replay=1&experiment=${encodeURIComponent(`experiments/${g.experiment}.json`)}&game=${encodeURIComponent(g.gameId)}&seed=${encodeURIComponent(g.seed)}`;
}
