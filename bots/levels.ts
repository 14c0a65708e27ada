/**
 * The levels of play a person chooses from instead of captain names: each a captain spec, with its strength as
 * measured on the ladder (`wsim ladder`, side-swapped pairs) and the command that measured it. The table is
 * data: recalibrating a level or entering a measurement is an edit of one entry here. A level's strength is
 * `null` until it has been measured; every user interface then says "not measured yet".
 *
 * The lower levels play like a weaker person, not like a random captain: greedy-raker with the faults of
 * bots/greedy/misjudge.ts (misjudged ranges, late loading, a poor sense of the wind).
 */

export const LEVEL_NAMES = ['novice', 'seasoned', 'expert', 'admiral'] as const;
export type LevelName = (typeof LEVEL_NAMES)[number];

export interface CaptainLevel {
  name: LevelName;
  /** what playing against it is like */
  description: string;
  /** the captain spec it plays (bots/registry.ts) */
  spec: string;
  /** measured Elo, relative to the ladder's first captain in `measuredBy`; null: not measured yet */
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
    description: 'misjudges ranges, forgets to reload now and then, has a poor sense of the wind',
    spec: 'greedy-raker:rangeError=1.5,lateLoading=0.3,windSense=0.3',
    elo: null,
    interval: null,
    pairs: null,
    measuredBy: null,
  },
  {
    name: 'seasoned',
    description: 'weighs every plot against your likely moves, seeks rakes and avoids being raked',
    spec: 'greedy-raker',
    elo: null,
    interval: null,
    pairs: null,
    measuredBy: null,
  },
  {
    name: 'expert',
    description: 'searches the joint moves of both sides (Monte Carlo tree search)',
    spec: 'mcts',
    elo: null,
    interval: null,
    pairs: null,
    measuredBy: null,
  },
  {
    name: 'admiral',
    description: 'searches four times longer than the expert',
    spec: 'mcts:perShip=600',
    elo: null,
    interval: null,
    pairs: null,
    measuredBy: null,
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

/** A level's strength in words: "Elo 120 [95, 145] on 200 pairs" or "not measured yet". */
export function strengthText(level: CaptainLevel): string {
  if (level.elo === null) return 'strength not measured yet';
  const sign = (n: number) => `${n > 0 ? '+' : ''}${Math.round(n)}`;
  const interval = level.interval ? ` [${sign(level.interval[0])}, ${sign(level.interval[1])}]` : '';
  const pairs = level.pairs ? ` on ${level.pairs} pairs` : '';
  return `Elo ${sign(level.elo)}${interval}${pairs}${level.measuredBy ? ` (${level.measuredBy})` : ''}`;
}
