/**
 * "Did you mean …?": the known names nearest a mistyped one, by the optimal string alignment distance
 * (Damerau–Levenshtein with adjacent swaps: insertions, deletions, substitutions and swaps of neighbours each
 * cost one). Used wherever a name is typed: scenario ids (every command, the lab, the server) and the
 * commands of `wsim play`.
 */

/** Optimal string alignment distance between two words. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/**
 * The names near enough `word` to be what was meant, nearest first (at most `limit`): within a third of its
 * length in edits (at least two), or beginning with it.
 */
export function nearestNames(word: string, names: readonly string[], limit = 3): string[] {
  const w = word.trim().toLowerCase();
  const room = Math.max(2, Math.floor(w.length / 3));
  return names
    .map((name, i) => {
      const n = name.toLowerCase();
      return { name, i, d: w.length >= 2 && n.startsWith(w) ? 0.5 : editDistance(w, n) };
    })
    .filter((x) => x.d <= room)
    .sort((a, b) => a.d - b.d || a.i - b.i)
    .slice(0, limit)
    .map((x) => x.name);
}

/** "did you mean "a" or "b"?" (empty when nothing is near). */
export function didYouMean(word: string, names: readonly string[]): string {
  const near = nearestNames(word, names);
  if (!near.length) return '';
  const quoted = near.map((n) => `"${n}"`);
  return `did you mean ${quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}` : quoted[0]}?`;
}
