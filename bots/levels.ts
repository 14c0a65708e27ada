/**
 * The levels of play a person chooses from instead of captain names: each a captain spec, with its strength as
 * measured on the ladder (`wsim ladder`, side-swapped pairs) and the command that measured it. The table is
 * data: recalibrating a level or entering a measurement is an edit of one entry here. A level's strength is
 * `null` until it has been measured; every user interface then says "not measured yet".
 *
 * The lower levels play like a weaker person, not like a random captain: greedy-raker with the faults of
 * bots/greedy/misjudge.ts (misjudged ranges, late loading, a poor sense of the wind).
 */

/**
 * The ladder that measured the three levels greedy-raker plays (Basic frigate duel; Elo relative to greedy-raker,
 * the expert: every level's Elo is on that scale).
 */
const LADDER_GREEDY =
  'wsim ladder --captains greedy-raker,greedy-raker:rangeError=1,lateLoading=0.2,windSense=0.2,greedy-raker:rangeError=2,lateLoading=0.4,windSense=0.4 --scenario frigate-duel --games 200 --seed levels-1 (2026-11-27)';

export const LEVEL_NAMES = ['novice', 'seasoned', 'expert', 'admiral'] as const;
export type LevelName = (typeof LEVEL_NAMES)[number];

export interface CaptainLevel {
  name: LevelName;
  /** what playing against it is like */
  description: string;
  /** the captain spec it plays (bots/registry.ts) */
  spec: string;
  /** measured Elo relative to greedy-raker (the expert level), by the ladder in `measuredBy`; null: not measured yet */
  elo: number | null;
  /** the 95% interval of `elo` */
  interval: [number, number] | null;
  /** side-swapped pairs per pairing of the measurement */
  pairs: number | null;
  /** the command that measured it (rerun it to check) and when, e.g. "wsim ladder … (2027-01-05)" */
  measuredBy: string | null;
}

export const LEVELS: readonly CaptainLevel[] = [
  {
    name: 'novice',
    description: 'misjudges ranges badly, often forgets to reload, a poor sense of the wind',
    spec: 'greedy-raker:rangeError=2,lateLoading=0.4,windSense=0.4',
    elo: -277,
    interval: [-308, -246],
    pairs: 200,
    measuredBy: LADDER_GREEDY,
  },
  {
    name: 'seasoned',
    description: 'misjudges a range now and then, sometimes reloads late or misreads the wind',
    spec: 'greedy-raker:rangeError=1,lateLoading=0.2,windSense=0.2',
    elo: -147,
    interval: [-174, -119],
    pairs: 200,
    measuredBy: LADDER_GREEDY,
  },
  {
    name: 'expert',
    description: 'weighs every plot against your likely moves, seeks rakes and avoids being raked (greedy-raker)',
    spec: 'greedy-raker',
    elo: 0,
    interval: null,
    pairs: 200,
    measuredBy: LADDER_GREEDY,
  },
  {
    name: 'admiral',
    description:
      "searches both sides' moves, two turns ahead in a single-ship action and a fleet of up to six ships fighting, one in a larger fleet (Monte Carlo tree search with 600 iterations a ship: four times its duel budget, twice its fleet budget)",
    spec: 'mcts:perShip=600',
    // since 2026-12-05 the default searches its boarding word (bots/wsim/boardingSearch.ts): +168 [+139, +200] before
    elo: 214,
    interval: [183, 248],
    pairs: 200,
    measuredBy:
      'wsim ladder --captains greedy-raker,mcts:perShip=600 --scenario frigate-duel --games 200 --seed levels-31 (2026-12-05)',
  },
];

/** A level by name (null: not a level). */
export function levelNamed(name: string): CaptainLevel | null {
  return LEVELS.find((l) => l.name === name.trim().toLowerCase()) ?? null;
}

/** The level a captain spec plays, when it is exactly one level's spec (null: none). */
export function levelOfSpec(spec: string): CaptainLevel | null {
  const s = spec.trim();
  return LEVELS.find((l) => l.spec === s || l.name === s) ?? null;
}

/**
 * A level's strength in words: "Elo -147 [-174, -119] against greedy-raker, 200 pairs", "Elo 0: the reference level"
 * for the level the others are measured against, or "strength not measured yet". The command that measured it
 * stays in the data (`measuredBy`) and docs/captains.md.
 */
export function strengthText(level: CaptainLevel): string {
  if (level.elo === null) return 'strength not measured yet';
  const sign = (n: number) => `${n > 0 ? '+' : ''}${Math.round(n)}`;
  if (level.interval === null) return `Elo ${sign(level.elo)}: the reference level`;
  const pairs = level.pairs ? `, ${level.pairs} pairs` : '';
  return `Elo ${sign(level.elo)} [${sign(level.interval[0])}, ${sign(level.interval[1])}] against greedy-raker${pairs}`;
}
