/**
 * Pooling ladder reports (`wsim ladder --pool a.json b.json`): runs of the same captains on the same scenario,
 * rules and budget with different base seeds are more side-swapped pairs of one measurement. Their pentanomial
 * counts and W/D/L add up; score, Elo with its 95% interval and LOS are computed from the sums as one run of all
 * the pairs would give them (pair k of base seed s plays seed "s:k", so two base seeds never share a game).
 */
import type { LadderPairing, LadderReport, Pentanomial, SeatRecord } from '../types.js';
import { budgetLabel } from './ladder.js';
import { fromPentanomial, ratings } from './stats.js';

/** A report to pool and the file it came from (named in every mistake). */
export interface PoolInput {
  path: string;
  report: LadderReport;
}

/** Reports that cannot be pooled: the message names the files and what differs. */
export class LadderPoolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LadderPoolError';
  }
}

/** What must be the same in every report pooled, as text to compare and to quote. */
const SAME: { field: string; of: (r: LadderReport) => string }[] = [
  { field: 'scenario', of: (r) => r.scenario },
  { field: 'rules', of: (r) => r.rules },
  { field: 'captains', of: (r) => r.captains.join(', ') },
  { field: 'budget', of: (r) => budgetLabel(r) || 'none' },
];

/** The base seeds a report played: its own, or those of the reports pooled into it. */
function seedsOf(r: LadderReport): string[] {
  return r.pooledSeeds?.length ? r.pooledSeeds : [r.seed];
}

function pairingKey(p: { a: string; b: string }): string {
  return `${p.a}\u0000${p.b}`;
}

/**
 * Add a pairing's record by side to the sums: its seats must name the sums' sides in their order and add up to its
 * W/D/L; a report without seats (written before they were kept) leaves the pooled pairing without them.
 */
function addSeats(
  path: string,
  i: number,
  p: LadderPairing,
  sum: { wins: number; draws: number; losses: number; seats: SeatRecord[] | null },
): void {
  if (!p.seats || !sum.seats) {
    sum.seats = null;
    return;
  }
  const sidesOf = (seats: readonly SeatRecord[]) => seats.map((s) => s.side).join(', ');
  if (sidesOf(p.seats) !== sidesOf(sum.seats))
    throw new LadderPoolError(
      `${path}: field "pairings.${i}.seats": expected the sides ${sidesOf(sum.seats)} (got ${sidesOf(p.seats)})`,
    );
  const total = (k: 'wins' | 'draws' | 'losses') => p.seats!.reduce((n, s) => n + s[k], 0);
  if (total('wins') !== p.wins || total('draws') !== p.draws || total('losses') !== p.losses)
    throw new LadderPoolError(
      `${path}: field "pairings.${i}.seats": expected W/D/L adding up to the pairing's ${p.wins}/${p.draws}/${p.losses} (got ${total('wins')}/${total('draws')}/${total('losses')})`,
    );
  p.seats.forEach((s, k) => {
    sum.seats![k].wins += s.wins;
    sum.seats![k].draws += s.draws;
    sum.seats![k].losses += s.losses;
  });
}

/** One ladder report of all the pairs of `inputs` (two or more reports of the same measurement). */
export function poolLadders(inputs: readonly PoolInput[]): LadderReport {
  if (inputs.length < 2)
    throw new LadderPoolError(`--pool: expected two or more ladder reports (got ${inputs.length})`);
  const [first, ...rest] = inputs;
  for (const other of rest) {
    for (const { field, of } of SAME) {
      if (of(other.report) !== of(first.report))
        throw new LadderPoolError(
          `${other.path}: field "${field}": expected "${of(first.report)}" as in ${first.path} (got "${of(other.report)}"): only runs of one measurement can be pooled`,
        );
    }
  }
  const seen = new Map<string, string>();
  for (const { path, report } of inputs) {
    for (const seed of seedsOf(report)) {
      const earlier = seen.get(seed);
      if (earlier !== undefined)
        throw new LadderPoolError(
          `${path}: field "seed": "${seed}" was played in ${earlier} too: the same seed plays the same games, which pooled would count twice`,
        );
      seen.set(seed, path);
    }
  }
  const sums = new Map<
    string,
    {
      a: string;
      b: string;
      penta: Pentanomial;
      wins: number;
      draws: number;
      losses: number;
      /** the record by side, while every report pooled so far gives one (older reports do not) */
      seats: SeatRecord[] | null;
    }
  >();
  for (const p of first.report.pairings)
    sums.set(pairingKey(p), {
      a: p.a,
      b: p.b,
      penta: [0, 0, 0, 0, 0],
      wins: 0,
      draws: 0,
      losses: 0,
      seats: p.seats ? p.seats.map(({ side }) => ({ side, wins: 0, draws: 0, losses: 0 })) : null,
    });
  for (const { path, report } of inputs) {
    if (report.pairings.length !== sums.size)
      throw new LadderPoolError(
        `${path}: field "pairings": expected ${sums.size} pairings as in ${first.path} (got ${report.pairings.length})`,
      );
    report.pairings.forEach((p, i) => {
      const pairs = p.pentanomial.reduce((a, b) => a + b, 0);
      if (p.games !== 2 * pairs || p.wins + p.draws + p.losses !== p.games)
        throw new LadderPoolError(
          `${path}: field "pairings.${i}": expected ${2 * pairs} games (two a pair of its pentanomial) won, drawn and lost (got games ${p.games}, W/D/L ${p.wins}/${p.draws}/${p.losses})`,
        );
      const sum = sums.get(pairingKey(p));
      if (!sum)
        throw new LadderPoolError(`${path}: field "pairings": "${p.a} vs ${p.b}" is not a pairing of ${first.path}`);
      p.pentanomial.forEach((n, i) => (sum.penta[i] += n));
      sum.wins += p.wins;
      sum.draws += p.draws;
      sum.losses += p.losses;
      addSeats(path, i, p, sum);
    });
  }
  const pairings: LadderPairing[] = [];
  for (const s of sums.values()) {
    const stats = fromPentanomial(s.penta, s.wins, s.draws, s.losses);
    pairings.push({ a: s.a, b: s.b, ...stats, ...(s.seats ? { seats: s.seats } : {}) });
  }
  const captains = first.report.captains.slice();
  const seeds = inputs.flatMap((i) => seedsOf(i.report));
  return {
    kind: 'ladder',
    scenario: first.report.scenario,
    rules: first.report.rules,
    seed: seeds.join('+'),
    pairsPerPairing: inputs.reduce((n, i) => n + i.report.pairsPerPairing, 0),
    ...(first.report.budget ? { budget: { ...first.report.budget } } : {}),
    pooledSeeds: seeds,
    captains,
    pairings,
    ratings: ratings(
      captains,
      pairings.map((p) => ({ a: p.a, b: p.b, stats: p })),
    ),
  };
}
