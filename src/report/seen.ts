/**
 * Which games a report has read, kept compactly: a report may read millions of rows, and this is
 * the only thing it keeps per game. A game is known by its kind, experiment and game id; the lab's
 * ids ("cell#index") are stored as a number under their cell, others whole. Per game it keeps where
 * it was first read and a 32-bit hash of its seed (two seeds that differ in their hash are surely
 * different games; equal hashes of different seeds, one chance in four billion, count as the same).
 */

const WHOLE = '\u0001';

/** FNV-1a over the UTF-16 code units. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export interface FirstRead {
  file: number;
  line: number;
  sameSeed: boolean;
}

export class SeenGames {
  private readonly byCell = new Map<string, Map<number | string, number>>();
  private seeds = new Uint32Array(1024);
  private files = new Uint32Array(1024);
  private lines = new Float64Array(1024);
  private size = 0;

  /** Record a game read at (file, line); if it was read before, where, and whether with the same seed. */
  visit(kind: string, experiment: string, gameId: string, seed: string, file: number, line: number): FirstRead | null {
    const key = splitId(gameId);
    const prefix = `${kind}\u0000${experiment}\u0000${key.cell}`;
    let games = this.byCell.get(prefix);
    if (!games) this.byCell.set(prefix, (games = new Map<number | string, number>()));
    const slot = games.get(key.id);
    const seedHash = hash32(seed);
    if (slot !== undefined)
      return { file: this.files[slot], line: this.lines[slot], sameSeed: this.seeds[slot] === seedHash };
    if (this.size === this.seeds.length) this.grow();
    this.seeds[this.size] = seedHash;
    this.files[this.size] = file;
    this.lines[this.size] = line;
    games.set(key.id, this.size++);
    return null;
  }

  private grow(): void {
    const n = this.seeds.length * 2;
    const seeds = new Uint32Array(n);
    const files = new Uint32Array(n);
    const lines = new Float64Array(n);
    seeds.set(this.seeds);
    files.set(this.files);
    lines.set(this.lines);
    [this.seeds, this.files, this.lines] = [seeds, files, lines];
  }
}

/** "cell#12" → cell "cell#", id 12; any other id → its own key, apart from those. */
function splitId(gameId: string): { cell: string; id: number | string } {
  const at = gameId.lastIndexOf('#');
  if (at >= 0) {
    const suffix = gameId.slice(at + 1);
    const cell = gameId.slice(0, at + 1);
    return { cell, id: /^(0|[1-9]\d{0,8})$/.test(suffix) ? Number(suffix) : suffix };
  }
  return { cell: WHOLE, id: gameId };
}
